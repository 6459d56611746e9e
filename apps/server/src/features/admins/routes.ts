import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminLoginBody, adminLoginResponse, adminRegisterBody, adminRegisterResponse, adminTokenResponse, pendingAdminsResponse } from '@booktutor/contracts/admins';
import { MSG } from '@booktutor/contracts/messages';
import { idSchema } from '@booktutor/contracts/domain';
import { messageResponse } from '@booktutor/contracts/users';
import { bearerToken, currentAdmin } from '../../plugins/auth';
import { endAdminSession, endAllAdminSessions, renewAdminToken } from '../sessions/service';
import { addressRateLimit, signInRateLimit } from '../../lib/rate-limits';
import { decide, listPending, registerAdmin, signInAdmin } from './service';
import { bearerSecurity, errorResponses } from '../../lib/route-docs';

const tags = ['admins'];
const errors = errorResponses(400, 401, 403, 404, 409, 429);
const security = bearerSecurity;

const routes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.post(
    '/admins/register',
    {
      config: addressRateLimit,
      schema: { tags, summary: 'Register an admin (Pending until approved; the first is approved)', body: adminRegisterBody, response: { 201: adminRegisterResponse, ...errors } },
    },
    async (request, reply) => reply.status(201).send(await registerAdmin(deps, request.body)),
  );

  app.post(
    '/admins/login',
    { config: signInRateLimit('admin-sign-in', 'email'), schema: { tags, summary: 'Admin sign-in', body: adminLoginBody, response: { 200: adminLoginResponse, ...errors } } },
    async (request) => signInAdmin(deps, request.body.email, request.body.password),
  );

  app.post(
    '/admins/refresh-token',
    {
      schema: {
        tags,
        security,
        summary: 'A fresh admin token for the same session, from the current one (accepted up to 30 minutes after it expired, within the session’s 12 hours)',
        response: { 200: adminTokenResponse, ...errors },
      },
    },
    async (request) => ({ token: await renewAdminToken(deps, bearerToken(request)) }),
  );

  app.post(
    '/admins/logout',
    { schema: { tags, security, summary: 'Admin sign-out: ends the session of the bearer token; its tokens answer 401 from now on', response: { 200: messageResponse, ...errors } } },
    async (request) => {
      await endAdminSession(deps, bearerToken(request));
      return { message: MSG.auth.loggedOut };
    },
  );

  app.post(
    '/admins/sign-out-everywhere',
    { onRequest: app.requireAdmin, schema: { tags, security, summary: 'End every session of my admin account, on every device', response: { 200: messageResponse, ...errors } } },
    async (request) => {
      await endAllAdminSessions(deps, currentAdmin(request).id);
      return { message: MSG.auth.signedOutEverywhere };
    },
  );

  app.get(
    '/admins/pending',
    { onRequest: app.requireAdmin, schema: { tags, security, summary: 'Admins waiting for approval (approved admins only)', response: { 200: pendingAdminsResponse, ...errors } } },
    async (request) => listPending(deps, currentAdmin(request).id),
  );

  app.post(
    '/admins/:adminId/approve',
    {
      onRequest: app.requireAdmin,
      schema: { tags, security, summary: 'Approve a pending admin (approved admins only)', params: z.object({ adminId: idSchema }), response: { 200: messageResponse, ...errors } },
    },
    async (request) => decide(deps, currentAdmin(request).id, request.params.adminId, 'Approved'),
  );

  app.post(
    '/admins/:adminId/reject',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        summary: 'Reject a pending admin (approved admins only); their sign-in then says so',
        params: z.object({ adminId: idSchema }),
        response: { 200: messageResponse, ...errors },
      },
    },
    async (request) => decide(deps, currentAdmin(request).id, request.params.adminId, 'Rejected'),
  );
};

export default routes;
