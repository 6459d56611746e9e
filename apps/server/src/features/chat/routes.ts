import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { chapterParams, chapterStatsResponse, chatBody, chatHistoryResponse, chatReplySchema, historyQuery, userParams } from '@booktutor/contracts/chat';
import { currentUser } from '../../plugins/auth';
import { getChapterHistory, getChapterStatsFor, getUserHistory, prepareTurn, runTurn, sendChatMessage } from './service';
import { streamTurn } from './sse';
import { bearerSecurity, errorResponses } from '../../lib/route-docs';
import { perUserRateLimit } from '../../lib/rate-limits';

const tags = ['chat'];
const security = bearerSecurity;
const errors = errorResponses(400, 401, 403, 404, 409, 429, 503);

/** Every turn may cost a model call: a generous per-user cap stops a runaway client, not a student. */
const chatRateLimit = perUserRateLimit(120, '1 minute');

const routes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.post(
    '/chat',
    {
      onRequest: app.requireUser,
      config: chatRateLimit,
      schema: { tags, security, summary: 'Send a chat message about a chapter (tutor reply or test turn)', body: chatBody, response: { 200: chatReplySchema, ...errors } },
    },
    async (request) => sendChatMessage(deps, currentUser(request), request.body),
  );

  app.post(
    '/chat/stream',
    {
      onRequest: app.requireUser,
      config: chatRateLimit,
      schema: { tags, security, summary: 'Same as POST /chat, answered as server-sent events: start, delta (text pieces), then done (the reply) or error', body: chatBody, response: { ...errors } },
    },
    async (request, reply) => {
      // Access checks and storing the student's message happen before the stream opens,
      // so those failures are ordinary JSON errors.
      const turn = await prepareTurn(deps, currentUser(request), request.body);
      await streamTurn(request, reply, turn, (options) => runTurn(deps, turn, options));
    },
  );

  app.get(
    '/chat/chapter-history/:chapterId',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: "The signed-in student's messages about one chapter, oldest first",
        params: chapterParams,
        querystring: historyQuery,
        response: { 200: chatHistoryResponse, ...errors },
      },
    },
    async (request) => getChapterHistory(deps, currentUser(request), request.params.chapterId, request.query.limit),
  );

  app.get(
    '/chat/history/:userId',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: "The student's own messages over all chapters, oldest first",
        params: userParams,
        querystring: historyQuery,
        response: { 200: chatHistoryResponse, ...errors },
      },
    },
    async (request) => getUserHistory(deps, currentUser(request), request.params.userId, request.query.limit),
  );

  app.get(
    '/chat/chapter-stats/:chapterId',
    { onRequest: app.requireUser, schema: { tags, security, summary: "The student's score summary for one chapter", params: chapterParams, response: { 200: chapterStatsResponse, ...errors } } },
    async (request) => getChapterStatsFor(deps, currentUser(request), request.params.chapterId),
  );
};

export default routes;
