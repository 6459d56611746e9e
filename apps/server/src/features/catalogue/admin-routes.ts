/** The admin content pipeline under /admins: covers, books, chapter processing, deletions. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addBookBody,
  addBookResponse,
  addChapterBody,
  addChapterResponse,
  bookIdParams,
  bookListResponse,
  chapterIdParams,
  processTextBody,
  processTextResponse,
  uploadCoverResponse,
} from '@booktutor/contracts/catalogue';
import { messageResponse } from '@booktutor/contracts/users';
import { currentAdmin } from '../../plugins/auth';
import { addBook, addChapter, deleteBook, deleteChapter, listAllBooks, processText } from './admin-content-service';
import { storeBookCover } from './cover-upload';
import { scheduleUnusedCoverSweep } from './unused-covers';
import { idempotencyKeyOf } from './idempotency-key';
import { bearerSecurity, errorResponses } from '../../lib/route-docs';

const tags = ['admins'];
const security = bearerSecurity;
const errors = errorResponses(400, 401, 403, 404, 413, 415);

const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const admin = { onRequest: app.requireAdmin };
  scheduleUnusedCoverSweep(app);

  app.post(
    '/admins/upload-book-cover',
    {
      ...admin,
      schema: {
        tags,
        security,
        summary: 'Upload a book cover (multipart field coverImage, an image of at most 5 MB)',
        consumes: ['multipart/form-data'],
        response: { 200: uploadCoverResponse, ...errors },
      },
    },
    async (request) => storeBookCover(deps, await request.file()),
  );

  app.post('/admins/add-book', { ...admin, schema: { tags, security, summary: 'Add a book', body: addBookBody, response: { 201: addBookResponse, ...errors } } }, async (request, reply) =>
    reply.status(201).send(await addBook(deps, currentAdmin(request).id, request.body)),
  );

  app.post(
    '/admins/process-text-batch',
    {
      ...admin,
      schema: {
        tags,
        security,
        summary: 'Process raw chapter text into a tutor prompt, passages and questions (preview; nothing is stored)',
        body: processTextBody,
        response: { 200: processTextResponse, ...errors },
      },
    },
    async (request) => processText(request.body),
  );

  app.post(
    '/admins/add-chapter',
    {
      ...admin,
      schema: {
        tags,
        security,
        summary:
          'Add a processed chapter to a book, with the question set as the admin edited it in the review table (when sent; else as processed). With an Idempotency-Key header, a repeat of the request (same book, same key) answers the chapter already added instead of adding another.',
        body: addChapterBody,
        response: { 201: addChapterResponse, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await addChapter(deps, request.body, idempotencyKeyOf(request))),
  );

  app.get('/admins/books', { ...admin, schema: { tags, security, summary: 'Every book of every publisher', response: { 200: bookListResponse, ...errors } } }, async () => listAllBooks(deps));

  app.delete(
    '/admins/books/:bookId',
    { ...admin, schema: { tags, security, summary: "Delete a book with its chapters, subscriptions and students' chapter data", params: bookIdParams, response: { 200: messageResponse, ...errors } } },
    async (request) => deleteBook(deps, request.params.bookId),
  );

  app.delete(
    '/admins/chapters/:chapterId',
    { ...admin, schema: { tags, security, summary: 'Delete a chapter', params: chapterIdParams, response: { 200: messageResponse, ...errors } } },
    async (request) => deleteChapter(deps, request.params.chapterId),
  );
};

export default adminRoutes;
