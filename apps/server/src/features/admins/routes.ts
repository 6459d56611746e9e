import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminLoginBody,
  adminLoginResponse,
  adminRegisterBody,
  adminRegisterResponse,
  pendingAdminsResponse,
} from '@booktutor/contracts/admins';
import { idSchema } from '@booktutor/contracts/domain';
import { messageResponse } from '@booktutor/contracts/users';
import { currentAdmin } from '../../plugins/auth';
import { addressRateLimit, signInRateLimit } from '../../lib/rate-limits';
import { approve, listPending, registerAdmin, signInAdmin } from './service';
import { bearerSecurity, errorResponses } from '../../lib/route-docs';

const tags = ['admins'];
const errors = errorResponses(400, 401, 403, 404, 409, 429);
const security = bearerSecurity;

const routes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.post(
    '/admins/register',
    { config: addressRateLimit, schema: { tags, summary: 'Register an admin (Pending until approved; the first is approved)', body: adminRegisterBody, response: { 201: adminRegisterResponse, ...errors } } },
    async (request, reply) => reply.status(201).send(await registerAdmin(deps, request.body)),
  );

  app.post(
    '/admins/login',
    { config: signInRateLimit('admin-sign-in', 'email'), schema: { tags, summary: 'Admin sign-in', body: adminLoginBody, response: { 200: adminLoginResponse, ...errors } } },
    async (request) => signInAdmin(deps, request.body.email, request.body.password),
  );

  app.get(
    '/admins/pending',
    { onRequest: app.requireAdmin, schema: { tags, security, summary: 'Admins waiting for approval', response: { 200: pendingAdminsResponse, ...errors } } },
    async () => listPending(deps),
  );

  app.post(
    '/admins/:adminId/approve',
    { onRequest: app.requireAdmin, schema: { tags, security, summary: 'Approve a pending admin', params: z.object({ adminId: idSchema }), response: { 200: messageResponse, ...errors } } },
    async (request) => approve(deps, currentAdmin(request).id, request.params.adminId),
  );
};

export default routes;
