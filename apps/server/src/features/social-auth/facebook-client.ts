import * as oidc from 'openid-client';
import type { Config } from '../../config';
import type { PendingSignIn, ProviderClient } from './provider-client';
import { PROVIDER_TIMEOUT_S } from './provider-client';

export const FACEBOOK_DEFAULTS = {
  authUrl: 'https://www.facebook.com/v19.0/dialog/oauth',
  tokenUrl: 'https://graph.facebook.com/v19.0/oauth/access_token',
  profileUrl: 'https://graph.facebook.com/v19.0/me',
} as const;

interface FacebookProfile {
  id?: unknown;
  name?: unknown;
  email?: unknown;
}

/**
 * Facebook Login as a plain OAuth 2 authorization-code flow (openid-client with static server
 * metadata: no discovery, no ID token), then the Graph API profile with the access token.
 * Facebook returns `email` only for a confirmed address, so a returned address counts as verified.
 * Undefined when Facebook is not configured (no app id or secret).
 */
export function createFacebookClient(config: Config): ProviderClient | undefined {
  const clientId = config.FACEBOOK_CLIENT_ID;
  const clientSecret = config.FACEBOOK_CLIENT_SECRET;
  if (!clientId || !clientSecret) return undefined;
  const authUrl = new URL(config.FACEBOOK_AUTH_URL ?? FACEBOOK_DEFAULTS.authUrl);
  const tokenUrl = new URL(config.FACEBOOK_TOKEN_URL ?? FACEBOOK_DEFAULTS.tokenUrl);
  const profileUrl = new URL(config.FACEBOOK_PROFILE_URL ?? FACEBOOK_DEFAULTS.profileUrl);
  if (!profileUrl.searchParams.has('fields')) profileUrl.searchParams.set('fields', 'id,name,email');

  const configuration = new oidc.Configuration(
    { issuer: 'https://www.facebook.com', authorization_endpoint: authUrl.href, token_endpoint: tokenUrl.href },
    clientId,
    clientSecret,
    oidc.ClientSecretPost(clientSecret),
  );
  configuration.timeout = PROVIDER_TIMEOUT_S;
  if ([authUrl, tokenUrl, profileUrl].some((url) => url.protocol === 'http:')) oidc.allowInsecureRequests(configuration);

  return {
    provider: 'facebook',
    newSignIn: () => ({ state: oidc.randomState(), codeVerifier: undefined, nonce: undefined }),

    async authorizationUrl(signIn: PendingSignIn, redirectUri: string) {
      return oidc.buildAuthorizationUrl(configuration, { redirect_uri: redirectUri, scope: 'email public_profile', state: signIn.state });
    },

    async finish(signIn: PendingSignIn, callbackUrl: URL) {
      const tokens = await oidc.authorizationCodeGrant(configuration, callbackUrl, { expectedState: signIn.state });
      const response = await oidc.fetchProtectedResource(configuration, tokens.access_token, profileUrl, 'GET');
      if (!response.ok) throw new Error('facebook profile request failed', { cause: response });
      const profile = (await response.json()) as FacebookProfile;
      if (typeof profile.id !== 'string' && typeof profile.id !== 'number') throw new Error('facebook profile without id');
      const email = typeof profile.email === 'string' && profile.email.includes('@') ? profile.email : undefined;
      return { provider: 'facebook', subject: String(profile.id), email, emailVerified: email !== undefined, name: typeof profile.name === 'string' ? profile.name : undefined };
    },
  };
}
