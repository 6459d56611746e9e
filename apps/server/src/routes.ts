import type { FastifyInstance } from 'fastify';
import health from './features/health/routes';
import users from './features/users/routes';
import admins from './features/admins/routes';
import catalogue from './features/catalogue/routes';
import chat from './features/chat/routes';
import profile from './features/profile/routes';
import notifications from './features/notifications/routes';
import socialAuth from './features/social-auth/routes';
import voice from './features/voice/routes';
import classes from './features/classes/routes';
import reviews from './features/reviews/routes';

/** Every feature's routes, mounted under /api. One line per feature. */
export async function registerFeatureRoutes(app: FastifyInstance) {
  await app.register(health);
  await app.register(users);
  await app.register(admins);
  await app.register(catalogue);
  await app.register(chat);
  await app.register(profile);
  await app.register(notifications);
  await app.register(socialAuth);
  await app.register(voice);
  await app.register(classes);
  await app.register(reviews);
}
