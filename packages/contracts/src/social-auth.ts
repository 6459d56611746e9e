import { z } from 'zod';
import { publisherSchema, roleSchema } from './domain';
import { MSG } from './messages';

/** The social sign-in providers (spec section 7): GET /api/social-auth/:provider starts one. */
export const SOCIAL_PROVIDERS = ['google', 'facebook'] as const;
export const socialProviderSchema = z.enum(SOCIAL_PROVIDERS);
export type SocialProvider = z.infer<typeof socialProviderSchema>;

/**
 * The `error` codes /auth-callback can receive (spec section 8, OAuth codes). access_denied,
 * invalid_request, server_error and temporarily_unavailable are the standard OAuth 2 authorization
 * error codes, passed through when the provider sends them; account_email_unverified is ours (an
 * account has this e-mail but never confirmed it, so the sign-in is not linked to it).
 */
export const OAUTH_ERROR_CODES = [
  'google_auth_failed',
  'facebook_auth_failed',
  'google_not_configured',
  'facebook_not_configured',
  'access_denied',
  'invalid_request',
  'server_error',
  'temporarily_unavailable',
  'account_email_unverified',
] as const;
export type OAuthErrorCode = (typeof OAUTH_ERROR_CODES)[number];

export const isOAuthErrorCode = (code: string): code is OAuthErrorCode => (OAUTH_ERROR_CODES as readonly string[]).includes(code);

/** The message the callback page shows for an error code; unknown codes get the fallback. */
export function oauthErrorMessage(code: string): string {
  return isOAuthErrorCode(code) ? MSG.oauth[code] : MSG.oauth.fallback;
}

/**
 * Optional start parameters: what a NEW account created by this sign-in gets. Without them a new
 * account is a student of the default publisher (like the signup page's defaults); an existing
 * account is never changed by them.
 */
export const socialStartQuery = z.object({ publisher: publisherSchema.optional(), role: roleSchema.optional() });
export type SocialStartQuery = z.infer<typeof socialStartQuery>;

/**
 * What the server puts in the /auth-callback URL fragment after a successful sign-in: the same
 * fields as a password login response, plus the provider.
 */
export const SOCIAL_CALLBACK_FIELDS = ['token', 'refreshToken', 'userId', 'grade', 'publisher', 'role', 'username', 'provider'] as const;
export type SocialCallbackField = (typeof SOCIAL_CALLBACK_FIELDS)[number];
