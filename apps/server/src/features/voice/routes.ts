import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { transcribeResponse } from '@booktutor/contracts/voice';
import { bearerSecurity, errorResponses } from '../../lib/route-docs';
import { perUserRateLimit } from '../../lib/rate-limits';
import { currentUser } from '../../plugins/auth';
import { readVoiceUpload } from './read-upload';
import { transcribeVoiceMessage } from './service';

const errors = errorResponses(400, 401, 403, 404, 413, 415, 429, 503);

/** Speech-to-text is CPU- or money-bound: a student talks, they do not fire 20 messages a minute. */
const transcribeRateLimit = perUserRateLimit(20, '1 minute');

const routes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  app.post(
    '/chat/transcribe',
    {
      config: transcribeRateLimit,
      onRequest: app.requireUser,
      schema: {
        tags: ['chat'],
        security: bearerSecurity,
        summary: 'Transcribe a voice message (multipart: audio file, userId, chapterId)',
        consumes: ['multipart/form-data'],
        response: { 200: transcribeResponse, ...errors },
      },
    },
    async (request) => transcribeVoiceMessage(deps, currentUser(request), await readVoiceUpload(request), request.log),
  );
};
export default routes;
