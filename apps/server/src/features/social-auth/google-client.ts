import * as oidc from 'openid-client';
import type { Config } from '../../config';
import type { PendingSignIn, ProviderClient } from './provider-client';
import { PROVIDER_TIMEOUT_S } from './provider-client';

export const DEFAULT_GOOGLE_ISSUER = 'https://accounts.google.com';

/**
 * Google as an OpenID Connect provider: discovery from GOOGLE_ISSUER, authorization code with
 * PKCE (S256), state and nonce; openid-client checks the ID token's signature, issuer, audience,
 * nonce and expiry. Undefined when Google is not configured (no client id or secret).
 */
export function createGoogleClient(config: Config): ProviderClient | undefined {
  const clientId = config.GOOGLE_CLIENT_ID;
  const clientSecret = config.GOOGLE_CLIENT_SECRET;
  if (!clientId || !clientSecret) return undefined;
  const issuer = new URL(config.GOOGLE_ISSUER ?? DEFAULT_GOOGLE_ISSUER);

  // Discovered once per process and reused; a failed discovery is retried on the next sign-in.
  let discovered: Promise<oidc.Configuration> | undefined;
  const configuration = () => {
    discovered ??= oidc
      .discovery(issuer, clientId, clientSecret, oidc.ClientSecretPost(clientSecret), {
        timeout: PROVIDER_TIMEOUT_S,
        // An operator who configures a plain-http issuer (a local test provider) means it.
        execute: issuer.protocol === 'http:' ? [oidc.allowInsecureRequests] : [],
      })
      .catch((error: unknown) => {
        discovered = undefined;
        throw error;
      });
    return discovered;
  };

  return {
    provider: 'google',
    newSignIn: () => ({ state: oidc.randomState(), codeVerifier: oidc.randomPKCECodeVerifier(), nonce: oidc.randomNonce() }),

    async authorizationUrl(signIn: PendingSignIn, redirectUri: string) {
      return oidc.buildAuthorizationUrl(await configuration(), {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        state: signIn.state,
        nonce: signIn.nonce!,
        code_challenge: await oidc.calculatePKCECodeChallenge(signIn.codeVerifier!),
        code_challenge_method: 'S256',
      });
    },

    async finish(signIn: PendingSignIn, callbackUrl: URL) {
      const tokens = await oidc.authorizationCodeGrant(await configuration(), callbackUrl, {
        expectedState: signIn.state,
        expectedNonce: signIn.nonce!,
        pkceCodeVerifier: signIn.codeVerifier!,
        idTokenExpected: true,
      });
      const claims = tokens.claims()!;
      return {
        provider: 'google',
        subject: claims.sub,
        email: typeof claims.email === 'string' ? claims.email : undefined,
        // Google has sent the flag as a string in the past.
        emailVerified: claims.email_verified === true || claims.email_verified === 'true',
        name: typeof claims.name === 'string' ? claims.name : undefined,
      };
    },
  };
}
