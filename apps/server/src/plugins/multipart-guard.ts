import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { MSG } from '@booktutor/contracts/messages';
import { badRequest } from '../lib/errors';
import { hasUsableBoundary, isMultipartContentType } from '../lib/multipart-form';

/**
 * One check for every upload route: a multipart request without a usable boundary answers 400
 * before any handler asks busboy to read it. (preValidation, so a protected route answers 401
 * first; a body cut short is caught by the error handler, see isMalformedMultipartError.)
 */
export default fp(
  async function multipartGuard(app: FastifyInstance) {
    app.addHook('preValidation', async (request: FastifyRequest) => {
      const contentType = request.headers['content-type'];
      if (isMultipartContentType(contentType) && !hasUsableBoundary(contentType!)) throw badRequest(MSG.generic.malformedUpload);
    });
  },
  { name: 'multipart-guard' },
);
