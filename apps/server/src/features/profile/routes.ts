import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  changePasswordBody,
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
import { changePassword, deletePicture, getMyProfile, getStatistics, updateProfile, uploadPicture } from './service';
import { bearerSecurity, errorResponses } from '../../lib/route-docs';
import { perUserRateLimit } from '../../lib/rate-limits';

const tags = ['profile'];
const security = bearerSecurity;
const errors = errorResponses(400, 401, 403, 404, 409, 413, 415, 429);
/** Guessing at the current password through a stolen session is slowed down. */
const passwordRateLimit = perUserRateLimit(10, '1 minute');

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

  app.get(
    '/users/me',
    { ...auth, schema: { tags, security, summary: 'My profile', response: { 200: userProfileSchema, ...errors } } },
    async (request) => getMyProfile(deps, currentUser(request).id),
  );

  app.put(
    '/users/profile',
    { ...auth, schema: { tags, security, summary: 'Update my details (username and role cannot change)', body: updateProfileBody, response: { 200: profileResponse, ...errors } } },
    async (request) => updateProfile(deps, currentUser(request).id, request.body),
  );

  app.post(
    '/users/upload-profile-picture',
    { ...auth, schema: { tags, security, summary: 'Upload my picture (multipart profilePicture; an image by content, at most 5 MB)', consumes: ['multipart/form-data'], response: { 200: profileResponse, ...errors } } },
    async (request) => uploadPicture(deps, currentUser(request).id, await readPicture(request)),
  );

  app.delete(
    '/users/delete-profile-picture',
    { ...auth, schema: { tags, security, summary: 'Remove my picture', response: { 200: profileResponse, ...errors } } },
    async (request) => deletePicture(deps, currentUser(request).id),
  );

  app.post(
    '/users/change-password',
    { ...auth, config: passwordRateLimit, schema: { tags, security, summary: 'Change my password (the current one is checked)', body: changePasswordBody, response: { 200: messageResponse, ...errors } } },
    async (request) => changePassword(deps, currentUser(request).id, request.body),
  );

  app.get(
    '/users/statistics/:userId',
    { ...auth, schema: { tags, security, summary: 'My scores and progress (only my own)', params: userIdParams, response: { 200: statisticsResponse, ...errors } } },
    async (request) => getStatistics(deps, currentUser(request).id, request.params.userId),
  );
};

export default routes;
