import { createHash } from 'node:crypto';
import { DEFAULT_PUBLISHER } from '@booktutor/contracts/domain';
import type { SocialProvider, SocialStartQuery } from '@booktutor/contracts/social-auth';
import type { Deps } from '../../deps';
import { notifyWelcome } from '../notifications/service';
import { issueUserSession } from '../users/user-session';
import { findOrCreateSocialUser, type NewAccountDefaults } from './account-linking';
import type { ProviderClient } from './provider-client';
import { errorLocation, successLocation } from './present';
import { consumeOAuthState, deleteExpiredOAuthStates, insertOAuthState } from './repository';
import { SocialAuthError, toSocialAuthError } from './social-auth-error';

export type ProviderClients = Record<SocialProvider, ProviderClient | undefined>;

/** A sign-in must come back within this time. */
export const STATE_TTL_MS = 10 * 60 * 1000;

const hashState = (state: string) => createHash('sha256').update(state).digest('base64url');
const failedCode = (provider: SocialProvider) => (provider === 'google' ? 'google_auth_failed' : 'facebook_auth_failed');

interface Logger {
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

interface FlowContext {
  deps: Deps;
  clients: ProviderClients;
  provider: SocialProvider;
  /** Public origin of this service, for the provider's callback (never taken from the Host header). */
  base: string;
  /** Where the web app is: PUBLIC_URL, or '' for a relative redirect that stays on the browser's own host. */
  webBase: string;
  log: Logger;
}

export const callbackUrlFor = (base: string, provider: SocialProvider) => `${base}/api/social-auth/${provider}/callback`;

function clientFor({ clients, provider }: FlowContext): ProviderClient {
  const client = clients[provider];
  if (!client) throw new SocialAuthError(provider === 'google' ? 'google_not_configured' : 'facebook_not_configured');
  return client;
}

function failure(ctx: FlowContext, error: unknown): { location: string } {
  const mapped = error instanceof SocialAuthError ? error : new SocialAuthError('server_error', 'sign-in failed', { cause: error });
  if (mapped.code === 'server_error') ctx.log.error({ err: error, provider: ctx.provider }, 'social sign-in failed');
  else ctx.log.warn({ code: mapped.code, reason: mapped.message, provider: ctx.provider }, 'social sign-in refused');
  return { location: errorLocation(ctx.webBase, mapped.code) };
}

/** Starts a sign-in: remembers state and PKCE verifier server-side and sends the browser to the provider. */
export async function startSocialSignIn(ctx: FlowContext, query: SocialStartQuery): Promise<{ location: string; state?: string }> {
  try {
    const client = clientFor(ctx);
    const signIn = client.newSignIn();
    let location: URL;
    try {
      location = await client.authorizationUrl(signIn, callbackUrlFor(ctx.base, ctx.provider));
    } catch (error) {
      throw toSocialAuthError(ctx.provider, error);
    }
    const now = ctx.deps.now();
    const signupDefaults: NewAccountDefaults = { publisher: query.publisher ?? DEFAULT_PUBLISHER, role: query.role ?? 'student' };
    await deleteExpiredOAuthStates(ctx.deps.db, { now });
    await insertOAuthState(ctx.deps.db, {
      stateHash: hashState(signIn.state),
      provider: ctx.provider,
      codeVerifier: signIn.codeVerifier ?? null,
      nonce: signIn.nonce ?? null,
      signupDefaults,
      expiresAt: new Date(now.getTime() + STATE_TTL_MS),
    });
    return { location: location.href, state: signIn.state };
  } catch (error) {
    return failure(ctx, error);
  }
}

/**
 * Finishes a sign-in at the provider's redirect. The state must equal the one in this browser's
 * cookie (no one else's sign-in can be finished here) and is used up in the database (a replayed
 * callback fails, on every node). Only a verified e-mail finds or creates an account.
 */
export async function finishSocialSignIn(ctx: FlowContext, query: Record<string, string | string[]>, cookieState: string | undefined): Promise<{ location: string }> {
  try {
    const client = clientFor(ctx);
    const state = query.state;
    if (typeof state !== 'string' || !state || state !== cookieState) {
      throw new SocialAuthError('invalid_request', 'state missing or not this browser’s');
    }
    const pending = await consumeOAuthState(ctx.deps.db, { stateHash: hashState(state), provider: ctx.provider, now: ctx.deps.now() });
    if (!pending) throw new SocialAuthError('invalid_request', 'state unknown, expired or already used');

    const callbackUrl = new URL(callbackUrlFor(ctx.base, ctx.provider));
    for (const [key, value] of Object.entries(query)) {
      for (const item of Array.isArray(value) ? value : [value]) callbackUrl.searchParams.append(key, item);
    }
    const profile = await client.finish({ state, codeVerifier: pending.codeVerifier ?? undefined, nonce: pending.nonce ?? undefined }, callbackUrl).catch((error: unknown) => {
      throw toSocialAuthError(ctx.provider, error);
    });
    if (!profile.email || !profile.emailVerified) {
      throw new SocialAuthError(failedCode(ctx.provider), 'no verified e-mail address');
    }

    const stored = pending.signupDefaults;
    const defaults: NewAccountDefaults = { publisher: stored.publisher ?? DEFAULT_PUBLISHER, role: stored.role ?? 'student' };
    const { user, created } = await findOrCreateSocialUser(ctx.deps.db, { ...profile, email: profile.email }, defaults);
    if (created) await notifyWelcome(ctx.deps, { userId: user.id, fullname: user.fullname });
    const session = await issueUserSession(ctx.deps, user);
    return { location: successLocation(ctx.webBase, session, ctx.provider) };
  } catch (error) {
    return failure(ctx, error);
  }
}
