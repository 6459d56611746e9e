import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  changePasswordBody,
  changePasswordResponse,
  emailCodeResponse,
  verifyEmailBody,
  PROFILE_PICTURE_FIELD,
  PROFILE_PICTURE_MAX_BYTES,
  profileResponse,
  statisticsResponse,
  updateProfileBody,
  userIdParams,
  userProfileSchema,
} from '@booktutor/contracts/profile';
import { messageResponse } from '@booktutor/contracts/users';
import { currentUser } from '../../plugins/auth';
import { pictureMissing, pictureTooLarge } from './picture';
import { changePassword, deletePicture, getMyProfile, getStatistics, resendEmailChangeCode, signOutEverywhere, updateProfile, uploadPicture, verifyEmailChange } from './service';
import { bearerSecurity, errorResponses } from '../../lib/route-docs';
import { perUserRateLimit } from '../../lib/rate-limits';

const tags = ['profile'];
const security = bearerSecurity;
const errors = errorResponses(400, 401, 403, 404, 409, 413, 415, 429);
/** Guessing at the current password through a stolen session is slowed down. */
const passwordRateLimit = perUserRateLimit(10, '1 minute');

/** Codes for an e-mail change: per signed-in account (the code's own 5 wrong tries apply too). */
const codeRateLimit = { rateLimit: { max: 10, timeWindow: '10 minutes', hook: 'preHandler' as const, keyGenerator: (r: FastifyRequest) => `email-code|${r.user?.id ?? r.ip}` } };

/** Reads the one profilePicture part, at most 5,242,880 bytes. */
async function readPicture(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw pictureMissing();
  const part = await request.file({ limits: { fileSize: PROFILE_PICTURE_MAX_BYTES, files: 1 } });
  if (!part || part.fieldname !== PROFILE_PICTURE_FIELD) throw pictureMissing();
  try {
    const bytes = await part.toBuffer();
    if (part.file.truncated) throw pictureTooLarge();
    return bytes;
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw pictureTooLarge();
    throw error;
  }
}

const routes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  // Authentication first (onRequest), so a caller without a token gets 401 before any 400.
  const auth = { onRequest: app.requireUser };

  app.get('/users/me', { ...auth, schema: { tags, security, summary: 'My profile', response: { 200: userProfileSchema, ...errors } } }, async (request) => getMyProfile(deps, currentUser(request).id));

  app.put(
    '/users/profile',
    {
      ...auth,
      schema: {
        tags,
        security,
        summary:
          'Update my details (username and role cannot change). A new e-mail address is not applied: it receives a code (emailChange in the answer) and the account keeps the old address until POST /users/email/verify',
        body: updateProfileBody,
        response: { 200: profileResponse, ...errors },
      },
    },
    async (request) => updateProfile(deps, currentUser(request), request.body),
  );

  app.post(
    '/users/email/resend-code',
    {
      ...auth,
      config: codeRateLimit,
      schema: {
        tags,
        security,
        summary: 'Send a new code to the e-mail address waiting for confirmation (or to my own address if it was never confirmed)',
        response: { 200: emailCodeResponse, ...errors },
      },
    },
    async (request) => resendEmailChangeCode(deps, currentUser(request).id),
  );

  app.post(
    '/users/email/verify',
    {
      ...auth,
      config: codeRateLimit,
      schema: { tags, security, summary: 'Confirm the waiting e-mail address with its code: it becomes the account’s address', body: verifyEmailBody, response: { 200: profileResponse, ...errors } },
    },
    async (request) => verifyEmailChange(deps, currentUser(request).id, request.body.otp),
  );

  app.post(
    '/users/sign-out-everywhere',
    {
      ...auth,
      schema: { tags, security, summary: 'End every session of my account, on every device (this one included): every older token answers 401', response: { 200: messageResponse, ...errors } },
    },
    async (request) => signOutEverywhere(deps, currentUser(request).id),
  );

  app.post(
    '/users/upload-profile-picture',
    {
      ...auth,
      schema: {
        tags,
        security,
        summary: 'Upload my picture (multipart profilePicture; an image by content, at most 5 MB)',
        consumes: ['multipart/form-data'],
        response: { 200: profileResponse, ...errors },
      },
    },
    async (request) => uploadPicture(deps, currentUser(request).id, await readPicture(request)),
  );

  app.delete('/users/delete-profile-picture', { ...auth, schema: { tags, security, summary: 'Remove my picture', response: { 200: profileResponse, ...errors } } }, async (request) =>
    deletePicture(deps, currentUser(request).id),
  );

  app.post(
    '/users/change-password',
    {
      ...auth,
      config: passwordRateLimit,
      schema: {
        tags,
        security,
        summary: 'Change my password (the current one is checked). Every session ends; the answer carries a new one for this device',
        body: changePasswordBody,
        response: { 200: changePasswordResponse, ...errors },
      },
    },
    async (request) => changePassword(deps, currentUser(request).id, request.body),
  );

  app.get(
    '/users/statistics/:userId',
    { ...auth, schema: { tags, security, summary: 'My scores and progress (only my own)', params: userIdParams, response: { 200: statisticsResponse, ...errors } } },
    async (request) => getStatistics(deps, currentUser(request).id, request.params.userId),
  );
};

export default routes;
