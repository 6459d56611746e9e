import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ErrorCode } from '@booktutor/contracts/errors';
import { MSG } from '@booktutor/contracts/messages';
import { AppError } from '../lib/errors';
import { describeError } from '../lib/loggable-error';
import { isMalformedMultipartError } from '../lib/multipart-form';
import { DatabaseBusyError, databaseRefusal } from '../db/busy';

/** A plugin's 4xx (a file server's 403, say) carries the code of its status, not bad_request. */
const CODE_OF_STATUS = new Map<number, ErrorCode>([
  [401, 'unauthorized'],
  [403, 'forbidden'],
  [404, 'not_found'],
  [409, 'conflict'],
  [413, 'payload_too_large'],
  [415, 'unsupported_media_type'],
  [429, 'too_many_requests'],
]);

/**
 * Turns every thrown error into the API's error body. Client mistakes get a clear 4xx;
 * server faults are logged in full and answered with the catalogue's generic text only.
 */
export default fp(async function errorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError | Error, request, reply) => {
    if (error instanceof AppError) {
      const retryAfter = error.extra?.retryAfterSeconds;
      if (typeof retryAfter === 'number') reply.header('retry-after', String(retryAfter));
      return reply.status(error.status).send({ message: error.message, code: error.code, field: error.field, ...error.extra });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issue = error.validation[0];
      const field = issue?.instancePath.replace(/^\//, '').replace(/\//g, '.') || undefined;
      const message = issue?.message && !issue.message.startsWith('Invalid input') ? issue.message : MSG.generic.badRequest;
      return reply.status(400).send({ message, code: 'validation_failed', field });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: describeError(error) }, 'response did not match its schema');
      return reply.status(500).send({ message: MSG.generic.server, code: 'server_error' });
    }
    const refusal = databaseRefusal(error);
    if (refusal) {
      reply.header('retry-after', '1');
      if (refusal instanceof DatabaseBusyError) {
        return reply.status(503).send({ message: MSG.generic.busy, code: 'service_unavailable' });
      }
      request.log.error({ err: describeError(refusal) }, 'database unavailable');
      return reply.status(503).send({ message: MSG.generic.server, code: 'service_unavailable' });
    }
    if (isMalformedMultipartError(error)) {
      return reply.status(400).send({ message: MSG.generic.malformedUpload, code: 'bad_request' });
    }
    const fastifyError = error as FastifyError;
    const status = fastifyError.statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send({ message: MSG.generic.tooManyRequests, code: 'too_many_requests' });
    }
    if (status === 413 || fastifyError.code === 'FST_REQ_FILE_TOO_LARGE') {
      return reply.status(413).send({ message: 'The request is too large.', code: 'payload_too_large' });
    }
    if (fastifyError.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
      return reply.status(400).send({ message: 'The request body is not valid JSON.', code: 'bad_request' });
    }
    if (fastifyError.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return reply.status(415).send({ message: 'Unsupported content type.', code: 'unsupported_media_type' });
    }
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ message: fastifyError.message || MSG.generic.badRequest, code: CODE_OF_STATUS.get(status) ?? 'bad_request' });
    }
    request.log.error({ err: describeError(error) }, 'unhandled error');
    return reply.status(500).send({ message: MSG.generic.server, code: 'server_error' });
  });
});
