import * as oidc from 'openid-client';
import type { OAuthErrorCode, SocialProvider } from '@booktutor/contracts/social-auth';

/** A social sign-in that ends on /auth-callback?error=<code> (spec section 8, OAuth codes). */
export class SocialAuthError extends Error {
  override name = 'SocialAuthError';
  constructor(
    readonly code: OAuthErrorCode,
    message: string = code,
    options: { cause?: unknown } = {},
  ) {
    super(message, options);
  }
}

/** The standard OAuth 2 authorization error codes a provider may send that the web knows. */
const PASSED_THROUGH = new Set<string>(['access_denied', 'invalid_request', 'server_error', 'temporarily_unavailable']);

function isNetworkFailure(error: unknown): boolean {
  if (error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError')) return true;
  // fetch() reports refused connections, DNS and TLS failures as a TypeError with a cause.
  return error instanceof TypeError && error.cause !== undefined;
}

function providerStatus(error: unknown): number | undefined {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if (e instanceof Response) return e.status;
    const status = (e as { status?: unknown }).status;
    if (typeof status === 'number') return status;
  }
  return undefined;
}

/**
 * Maps whatever a provider exchange threw to the code the user sees: the provider's own
 * authorization error when it sent one (the user cancelled: access_denied), unreachable or
 * failing with 5xx: temporarily_unavailable, anything the provider or our checks of its answer
 * refused (bad code, wrong audience, bad signature, unverified e-mail): <provider>_auth_failed.
 */
export function toSocialAuthError(provider: SocialProvider, error: unknown): SocialAuthError {
  if (error instanceof SocialAuthError) return error;
  const failed: OAuthErrorCode = provider === 'google' ? 'google_auth_failed' : 'facebook_auth_failed';
  if (error instanceof oidc.AuthorizationResponseError) {
    return new SocialAuthError(PASSED_THROUGH.has(error.error) ? (error.error as OAuthErrorCode) : failed, error.message, { cause: error });
  }
  if (isNetworkFailure(error)) return new SocialAuthError('temporarily_unavailable', 'provider unreachable', { cause: error });
  const status = providerStatus(error);
  if (status !== undefined && status >= 500) {
    return new SocialAuthError('temporarily_unavailable', `provider answered ${status}`, { cause: error });
  }
  return new SocialAuthError(failed, error instanceof Error ? error.message : 'provider exchange failed', { cause: error });
}
