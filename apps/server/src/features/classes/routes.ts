/** Teachers' classes (issue 18): HTTP only; the services check who may do what. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  chapterItemsResponse,
  classChapterParams,
  classDetailResponse,
  classIdParams,
  classListResponse,
  classProgressResponse,
  classStudentParams,
  createClassBody,
  createClassResponse,
  joinClassBody,
  joinClassResponse,
  joinCodeResponse,
} from '@booktutor/contracts/classes';
import { messageResponse } from '@booktutor/contracts/users';
import { currentUser } from '../../plugins/auth';
import { fastSerializerCompiler } from '../../lib/fast-serializer';
import { bearerSecurity, errorResponses } from '../../lib/route-docs';
import { perUserRateLimit } from '../../lib/rate-limits';
import { getChapterItems, getClassProgress } from './progress-service';
import { createClass, getClass, joinClass, listClasses, regenerateJoinCode, removeStudent } from './service';

const tags = ['classes'];
const security = bearerSecurity;
const errors = errorResponses(400, 401, 403, 404, 409);
/** Guessing join codes is slowed per pupil (not per address: a whole school shares one). */
export const JOIN_TRIES_PER_WINDOW = 10;
const joinRateLimit = perUserRateLimit(JOIN_TRIES_PER_WINDOW, '10 minutes');

const routes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  // Authentication first (onRequest), so a caller without a token gets 401 before any 400.
  const auth = { onRequest: app.requireUser };

  app.post(
    '/classes',
    { ...auth, schema: { tags, security, summary: 'Create a class (teachers): name, books, grade', body: createClassBody, response: { 201: createClassResponse, ...errors } } },
    async (request, reply) => reply.code(201).send(await createClass(deps, currentUser(request).id, request.body)),
  );

  app.get(
    '/classes',
    { ...auth, schema: { tags, security, summary: 'The classes I teach (with join codes) and the classes I am in', response: { 200: classListResponse, ...errors } } },
    async (request) => listClasses(deps, currentUser(request).id),
  );

  app.post(
    '/classes/join',
    {
      ...auth,
      config: joinRateLimit,
      schema: {
        tags,
        security,
        summary: 'Join a class with its join code (students); subscribes me to its books',
        body: joinClassBody,
        response: { 200: joinClassResponse, ...errors, ...errorResponses(429) },
      },
    },
    async (request) => joinClass(deps, currentUser(request).id, request.body.joinCode),
  );

  app.get(
    '/classes/:classId',
    { ...auth, schema: { tags, security, summary: 'One of my classes with its students (its teacher only)', params: classIdParams, response: { 200: classDetailResponse, ...errors } } },
    async (request) => getClass(deps, currentUser(request).id, request.params.classId),
  );

  app.post(
    '/classes/:classId/join-code',
    { ...auth, schema: { tags, security, summary: 'Make a new join code; the old one stops working (its teacher only)', params: classIdParams, response: { 200: joinCodeResponse, ...errors } } },
    async (request) => regenerateJoinCode(deps, currentUser(request).id, request.params.classId),
  );

  app.delete(
    '/classes/:classId/students/:userId',
    {
      ...auth,
      schema: {
        tags,
        security,
        summary: "Remove a student (the class's teacher), or leave the class (a student with their own id)",
        params: classStudentParams,
        response: { 200: messageResponse, ...errors },
      },
    },
    async (request) => removeStudent(deps, currentUser(request).id, request.params.classId, request.params.userId),
  );

  app.get(
    '/classes/:classId/progress',
    {
      ...auth,
      schema: { tags, security, summary: 'Students x chapters: latest score and status, class average per chapter', params: classIdParams, response: { 200: classProgressResponse, ...errors } },
      // 800 cells: compiled from the same schema, serialised without walking it through zod (lib/fast-serializer.ts).
      serializerCompiler: fastSerializerCompiler,
    },
    async (request) => getClassProgress(deps, currentUser(request).id, request.params.classId),
  );

  app.get(
    '/classes/:classId/chapters/:chapterId/items',
    {
      ...auth,
      schema: {
        tags,
        security,
        summary: 'Item statistics of a chapter: per question, the share of correct, partial and wrong answers',
        params: classChapterParams,
        response: { 200: chapterItemsResponse, ...errors },
      },
    },
    async (request) => getChapterItems(deps, currentUser(request).id, request.params.classId, request.params.chapterId),
  );
};

export default routes;
