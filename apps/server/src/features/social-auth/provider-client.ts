import type { SocialProvider } from '@booktutor/contracts/social-auth';

/** Who the provider says signed in. */
export interface SocialProfile {
  provider: SocialProvider;
  /** The provider's stable account id (OIDC `sub`, Facebook `id`). */
  subject: string;
  email: string | undefined;
  /** Only a verified address may find or create an account. */
  emailVerified: boolean;
  name: string | undefined;
}

/** What the start of a sign-in keeps until its callback (stored server-side, see repository). */
export interface PendingSignIn {
  state: string;
  codeVerifier: string | undefined;
  nonce: string | undefined;
}

/** One provider's authorization-code flow, built on openid-client. */
export interface ProviderClient {
  readonly provider: SocialProvider;
  /** Fresh state (and PKCE verifier and nonce where the provider supports them). */
  newSignIn(): PendingSignIn;
  authorizationUrl(signIn: PendingSignIn, redirectUri: string): Promise<URL>;
  /** Checks the authorization response, redeems the code, returns the verified profile. */
  finish(signIn: PendingSignIn, callbackUrl: URL): Promise<SocialProfile>;
}

/** Request timeout towards the providers, seconds: a stuck provider becomes temporarily_unavailable. */
export const PROVIDER_TIMEOUT_S = 10;
