import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  markAllSeenResponse,
  markSeenResponse,
  notificationIdParams,
  notificationListResponse,
  notificationSchema,
  seedCountOf,
  seedTestBody,
  seedTestResponse,
} from '@booktutor/contracts/notifications';
import { currentUser } from '../../plugins/auth';
import { firstUnseenNotification, listNotifications, markAllSeen, markSeen, seedTestNotifications } from './service';
import { bearerSecurity, errorResponses } from '../../lib/route-docs';
import { perUserRateLimit } from '../../lib/rate-limits';

const tags = ['notifications'];
const security = bearerSecurity;
const errors = errorResponses(400, 401, 403, 404, 429);
/** A demo button, not a way to fill the table: 10 calls an hour per user. */
const seedRateLimit = perUserRateLimit(10, '1 hour');

/** The five notification calls of spec section 7; every one acts on the signed-in user's own notifications. */
const routes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  // Authentication first (onRequest), so a caller without a token gets 401 before any 400.
  const auth = { onRequest: app.requireUser };

  app.get('/notifications', { ...auth, schema: { tags, security, summary: 'My notifications, newest first', response: { 200: notificationListResponse, ...errors } } }, async (request) =>
    listNotifications(deps, currentUser(request).id),
  );

  app.get(
    '/notifications/first-unseen',
    { ...auth, schema: { tags, security, summary: 'My oldest unseen notification (404 when none)', response: { 200: notificationSchema, ...errors } } },
    async (request) => firstUnseenNotification(deps, currentUser(request).id),
  );

  app.put('/notifications/mark-all-seen', { ...auth, schema: { tags, security, summary: 'Mark all my notifications seen', response: { 200: markAllSeenResponse, ...errors } } }, async (request) =>
    markAllSeen(deps, currentUser(request).id),
  );

  app.put(
    '/notifications/:id/seen',
    { ...auth, schema: { tags, security, summary: 'Mark one of my notifications seen', params: notificationIdParams, response: { 200: markSeenResponse, ...errors } } },
    async (request) => markSeen(deps, currentUser(request).id, request.params.id),
  );

  app.post(
    '/notifications/seed-test',
    {
      ...auth,
      config: seedRateLimit,
      schema: { tags, security, summary: 'Add sample notifications (default 4; 10 calls an hour; the newest 40 kept)', body: seedTestBody, response: { 200: seedTestResponse, ...errors } },
    },
    async (request) => seedTestNotifications(deps, currentUser(request).id, seedCountOf(request.body)),
  );
};

export default routes;
