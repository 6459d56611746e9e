/** Books, chapters and subscriptions for students (and the admin client), plus the admin pipeline. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bookIdParams,
  bookListResponse,
  booksQuery,
  chapterListResponse,
  pagedBooksResponse,
  searchWithStatusQuery,
  subscribeBody,
  subscriptionListResponse,
  userCollectionQuery,
} from '@booktutor/contracts/catalogue';
import { messageResponse } from '@booktutor/contracts/users';
import { currentUser } from '../../plugins/auth';
import adminRoutes from './admin-routes';
import { listBooks, listChapters, searchWithStatus, userCollection } from './catalogue-service';
import { listSubscriptions, subscribe, unsubscribe } from './subscription-service';
import { identifyViewer } from './viewer';
import { bearerSecurity, errorResponses } from '../../lib/route-docs';
import { fastSerializerCompiler } from '../../lib/fast-serializer';

const errors = errorResponses(400, 401, 403, 404, 409);
const security = bearerSecurity;

const routes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const user = { onRequest: app.requireUser };
  const userOrAdmin = { onRequest: app.requireUserOrAdmin };

  app.get(
    '/books',
    {
      ...userOrAdmin,
      schema: { tags: ['books'], security, summary: "Books of the user's publisher (admins: all, or ?publisher=)", querystring: booksQuery, response: { 200: bookListResponse, ...errors } },
    },
    async (request) => listBooks(deps, await identifyViewer(deps, request), request.query.publisher),
  );

  app.get(
    '/books/user-collection',
    {
      ...user,
      schema: { tags: ['books'], security, summary: 'My Collection: subscribed books with progress, paged', querystring: userCollectionQuery, response: { 200: pagedBooksResponse, ...errors } },
      serializerCompiler: fastSerializerCompiler,
    },
    async (request) => userCollection(deps, currentUser(request).id, request.query),
  );

  app.get(
    '/books/search-with-status',
    // The two busiest reads: compiled from the same schema, serialised without walking it through zod (lib/fast-serializer.ts).
    {
      ...user,
      schema: {
        tags: ['books'],
        security,
        summary: "All Books of the user's publisher with subscription status, paged",
        querystring: searchWithStatusQuery,
        response: { 200: pagedBooksResponse, ...errors },
      },
      serializerCompiler: fastSerializerCompiler,
    },
    async (request) => searchWithStatus(deps, currentUser(request).id, request.query),
  );

  app.get(
    '/books/:bookId/chapters',
    { ...userOrAdmin, schema: { tags: ['books'], security, summary: "A book's chapters in order (404 when none)", params: bookIdParams, response: { 200: chapterListResponse, ...errors } } },
    async (request) => listChapters(deps, await identifyViewer(deps, request), request.params.bookId),
  );

  app.get(
    '/subscriptions',
    { ...user, schema: { tags: ['subscriptions'], security, summary: "The user's subscribed books", response: { 200: subscriptionListResponse, ...errors } } },
    async (request) => listSubscriptions(deps, currentUser(request).id),
  );

  app.post(
    '/subscriptions',
    { ...user, schema: { tags: ['subscriptions'], security, summary: 'Subscribe to a book', body: subscribeBody, response: { 201: messageResponse, ...errors } } },
    async (request, reply) => reply.status(201).send(await subscribe(deps, currentUser(request).id, request.body.bookId)),
  );

  app.delete(
    '/subscriptions/unsubscribe-book/:bookId',
    { ...user, schema: { tags: ['subscriptions'], security, summary: 'Unsubscribe from a book', params: bookIdParams, response: { 200: messageResponse, ...errors } } },
    async (request) => unsubscribe(deps, currentUser(request).id, request.params.bookId),
  );

  await app.register(adminRoutes);
};

export default routes;
