import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import { MSG } from '@booktutor/contracts/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  checkUsernameBody,
  emailBody,
  forgotPasswordBody,
  loginBody,
  loginResponse,
  messageResponse,
  otpSentResponse,
  resetPasswordBody,
  signupForm,
  verifyOtpBody,
  verifyOtpResponse,
} from '@booktutor/contracts/users';
import { lookupRateLimit, otpCheckRateLimit, otpResetRateLimit, otpSendRateLimit, addressRateLimit, signInRateLimit } from '../../lib/rate-limits';
import { findUserByEmail, findUserByLogin } from './repository';
import { signInUser } from './login-service';
import { logoutUser, refreshUserSession } from './user-session';
import { bearerTokenIfAny } from '../../plugins/auth';
import { resetPassword, sendPasswordResetOtp } from './password-reset-service';
import { isUsernameTaken, resendSignupOtp, sendSignupOtp, verifySignupOtp } from './signup-service';
import { errorResponses } from '../../lib/route-docs';

const tags = ['users'];
const errors = errorResponses(400, 401, 409, 429, 503);
/** A user's username and e-mail name one account: failures through either count together. */
const USER_SIGN_IN = 'user-sign-in';
const userLoginLimit = signInRateLimit(USER_SIGN_IN, 'username', async (deps, login) => {
  const user = await findUserByLogin(deps.db, { login });
  return user ? `user:${user.id}` : `login:${login}`;
});
/** Reset codes: addresses the user signed in from (the sign-in counter's key above) keep tries of their own. */
const resetCodeLimit = otpResetRateLimit(async (deps, email) => {
  const user = await findUserByEmail(deps.db, { email });
  return user ? `${USER_SIGN_IN}:user:${user.id}` : undefined;
});
const resetSentResponse = otpSentResponse.partial({ resendAfterSeconds: true });

const refreshTokenBody = z.object({ refreshToken: z.string().min(1).max(4096) });
const logoutBody = z.object({ refreshToken: z.string().min(1).max(4096).optional() }).nullish();

const routes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  /** The session named by a still-valid bearer token, if the logout request carries one. */
  const sessionOfBearer = async (request: FastifyRequest) => {
    const token = bearerTokenIfAny(request);
    if (!token) return undefined;
    const claims = await deps.tokens.verify('user', token).catch(() => undefined);
    return typeof claims?.sid === 'string' ? claims.sid : undefined;
  };

  app.post(
    '/users/check-username',
    { config: lookupRateLimit, schema: { tags, summary: 'Is this username free? 409 when taken', body: checkUsernameBody, response: { 200: messageResponse, ...errors } } },
    async (request, reply) => {
      if (await isUsernameTaken(deps, request.body.username)) {
        return reply.status(409).send({ message: 'Username is already taken.', code: 'conflict', field: 'username' });
      }
      return { message: 'Username is available.' };
    },
  );

  app.post(
    '/users/send-otp',
    { config: otpSendRateLimit, schema: { tags, summary: 'Start sign-up: check the form and e-mail a 6-digit code', body: signupForm, response: { 200: otpSentResponse, ...errors } } },
    async (request) => sendSignupOtp(deps, request.body),
  );

  app.post(
    '/users/resend-otp',
    { config: otpSendRateLimit, schema: { tags, summary: 'Send a new sign-up code (not within 60 s of the last)', body: emailBody, response: { 200: otpSentResponse, ...errors } } },
    async (request) => resendSignupOtp(deps, request.body.email),
  );

  app.post(
    '/users/verify-otp',
    { config: otpCheckRateLimit, schema: { tags, summary: 'Finish sign-up: the code creates the account', body: verifyOtpBody, response: { 201: verifyOtpResponse, ...errors } } },
    async (request, reply) => reply.status(201).send(await verifySignupOtp(deps, request.body.email, request.body.otp)),
  );

  app.post(
    '/users/login',
    { config: userLoginLimit, schema: { tags, summary: 'Sign in with username (or e-mail) and password', body: loginBody, response: { 200: loginResponse, ...errors } } },
    async (request) => signInUser(deps, request.body.username, request.body.password),
  );

  app.post(
    '/users/refresh-token',
    {
      config: addressRateLimit,
      schema: {
        tags,
        summary: 'Exchange a refresh token for a new access token and a new refresh token (each refresh token works once; a reused one ends its session)',
        body: refreshTokenBody,
        response: { 200: loginResponse, ...errors },
      },
    },
    async (request) => refreshUserSession(deps, request.body.refreshToken),
  );

  app.post(
    '/users/logout',
    {
      schema: {
        tags,
        summary: 'Sign out: ends the session of the refresh token (and of the bearer token, when one is sent); every token of that session answers 401 from now on',
        body: logoutBody,
        response: { 200: messageResponse, ...errors },
      },
    },
    async (request) => {
      const sessionId = await sessionOfBearer(request);
      await logoutUser(deps, { refreshToken: request.body?.refreshToken, sessionId });
      return { message: MSG.auth.loggedOut };
    },
  );

  app.post(
    '/users/forgot-password',
    { config: otpSendRateLimit, schema: { tags, summary: 'E-mail a password reset code', body: forgotPasswordBody, response: { 200: resetSentResponse, ...errors } } },
    async (request) => sendPasswordResetOtp(deps, request.body.email),
  );

  app.post(
    '/users/resend-password-reset-otp',
    { config: otpSendRateLimit, schema: { tags, summary: 'Send a new password reset code', body: forgotPasswordBody, response: { 200: resetSentResponse, ...errors } } },
    async (request) => sendPasswordResetOtp(deps, request.body.email),
  );

  app.post(
    '/users/reset-password',
    { config: resetCodeLimit, schema: { tags, summary: 'Set a new password with the reset code', body: resetPasswordBody, response: { 200: messageResponse, ...errors } } },
    async (request) => resetPassword(deps, request.body.email, request.body.otp, request.body.newPassword),
  );
};

export default routes;
