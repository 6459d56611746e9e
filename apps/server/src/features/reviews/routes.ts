/** The review queue and the student's appeal (issue 18): HTTP only; the service checks access. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { classIdParams } from '@booktutor/contracts/classes';
import { idSchema } from '@booktutor/contracts/domain';
import { answerIdParams, myAnswersResponse, reviewBody, reviewQueueResponse, reviewResponse } from '@booktutor/contracts/reviews';
import { messageResponse } from '@booktutor/contracts/users';
import { currentUser } from '../../plugins/auth';
import { bearerSecurity, errorResponses } from '../../lib/route-docs';
import { appealAnswer, getReviewQueue, listMyAnswers, reviewAnswer } from './service';

const security = bearerSecurity;
const errors = errorResponses(400, 401, 403, 404, 409);

const routes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const auth = { onRequest: app.requireUser };

  app.post(
    '/chat/answers/:answerId/appeal',
    { ...auth, schema: { tags: ['chat'], security, summary: 'Ask the teacher to check the mark of one of my answers', params: answerIdParams, response: { 200: messageResponse, ...errors } } },
    async (request) => appealAnswer(deps, currentUser(request).id, request.params.answerId),
  );

  app.get(
    '/chat/chapter-answers/:chapterId',
    {
      ...auth,
      schema: {
        tags: ['chat'],
        security,
        summary: 'My graded answers of a chapter with their review state',
        params: z.object({ chapterId: idSchema }),
        response: { 200: myAnswersResponse, ...errors },
      },
    },
    async (request) => listMyAnswers(deps, currentUser(request).id, request.params.chapterId),
  );

  app.get(
    '/classes/:classId/review',
    {
      ...auth,
      schema: {
        tags: ['classes'],
        security,
        summary: 'Answers waiting for the teacher: appeals and free-text marks of low confidence',
        params: classIdParams,
        response: { 200: reviewQueueResponse, ...errors },
      },
    },
    async (request) => getReviewQueue(deps, currentUser(request).id, request.params.classId),
  );

  app.post(
    '/reviews/:answerId',
    {
      ...auth,
      schema: {
        tags: ['classes'],
        security,
        summary: "Confirm or set the marks of an answer, with a comment (the student's teacher)",
        params: answerIdParams,
        body: reviewBody,
        response: { 200: reviewResponse, ...errors },
      },
    },
    async (request) => reviewAnswer(deps, currentUser(request).id, request.params.answerId, request.body),
  );
};

export default routes;
