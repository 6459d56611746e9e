/**
 * A real, certified OpenID Connect provider (the `oidc-provider` package) on 127.0.0.1, standing
 * in for Google in tests. Login and consent are completed programmatically by a small interaction
 * route: the test says who signs in next (or that the user cancels). It can also swap the ID token
 * in a token response for a genuine one issued to another client (a wrong-audience attack).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as oidc from 'openid-client';
import Provider from 'oidc-provider';
import { CookieJar, followRedirects } from './redirect-follower';

export interface TestAccount {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
}

export interface TestClient {
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
}

type NextInteraction = { kind: 'login'; account: TestAccount } | { kind: 'abort'; error: string };

export interface OidcTestProvider {
  issuer: string;
  /** The next sign-in at the provider logs in as this account. */
  signInAs(account: TestAccount): void;
  /** The next sign-in at the provider ends with this authorization error (the user cancels: access_denied). */
  abortNextSignIn(error?: string): void;
  /** The next token response carries a genuine ID token the provider issued to another client. */
  substituteNextIdToken(): void;
  /** Claims of the ID tokens swapped so far, as they were and as sent instead. */
  substitutions: Array<{ original: Record<string, unknown>; sent: Record<string, unknown> }>;
  close(): Promise<void>;
}

/** The second client whose genuine ID tokens the wrong-audience test slips in. */
const OTHER_CLIENT: TestClient = { clientId: 'another-app', clientSecret: 'another-app-secret-that-is-long-enough', redirectUris: ['http://another-app.test/callback'] };

/**
 * Starts the provider. `clients` may be a function: it is read at the first request, so a client's
 * redirect URI can name a server that starts after the provider (whose port is not known before).
 */
export async function startOidcTestProvider(clients: TestClient[] | (() => TestClient[])): Promise<OidcTestProvider> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const accounts = new Map<string, TestAccount>();
  const queue: NextInteraction[] = [];
  let substituteNext = false;
  const substitutions: OidcTestProvider['substitutions'] = [];

  const build = () =>
    new Provider(issuer, {
      clients: [...(typeof clients === 'function' ? clients() : clients), OTHER_CLIENT].map((c) => ({
        client_id: c.clientId,
        client_secret: c.clientSecret,
        redirect_uris: c.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      })),
      claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
      // Like Google: the requested e-mail and name claims are in the ID token itself.
      conformIdTokenClaims: false,
      features: { devInteractions: { enabled: false } },
      interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
      cookies: { keys: ['test-cookie-key-that-is-long-enough'] },
      ttl: { AccessToken: 600, AuthorizationCode: 60, IdToken: 600, Grant: 600, Interaction: 600, Session: 600 },
      async findAccount(_ctx, id) {
        const account = accounts.get(id);
        return account ? { accountId: id, claims: () => ({ ...account }) } : undefined;
      },
    });
  let built: { provider: Provider; handle: ReturnType<Provider['callback']> } | undefined;
  const current = () => {
    if (!built) {
      const provider = build();
      built = { provider, handle: provider.callback() };
    }
    return built;
  };

  async function interaction(req: IncomingMessage, res: ServerResponse) {
    const { provider } = current();
    const details = await provider.interactionDetails(req, res);
    if (details.prompt.name === 'login') {
      const next = queue.shift() ?? { kind: 'abort', error: 'login_required' };
      if (next.kind === 'abort') {
        return provider.interactionFinished(req, res, { error: next.error, error_description: 'aborted by the test' }, { mergeWithLastSubmission: false });
      }
      accounts.set(next.account.sub, next.account);
      return provider.interactionFinished(req, res, { login: { accountId: next.account.sub } }, { mergeWithLastSubmission: false });
    }
    // Consent: grant whatever the client asked for, as a first-party sign-in would.
    const { prompt, grantId, session, params } = details;
    const grant = grantId ? (await provider.Grant.find(grantId))! : new provider.Grant({ accountId: session!.accountId, clientId: String(params.client_id) });
    const missing = prompt.details as { missingOIDCScope?: string[]; missingOIDCClaims?: string[]; missingResourceScopes?: Record<string, string[]> };
    if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
    if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
    for (const [indicator, scopes] of Object.entries(missing.missingResourceScopes ?? {})) grant.addResourceScope(indicator, scopes.join(' '));
    return provider.interactionFinished(req, res, { consent: { grantId: await grant.save() } }, { mergeWithLastSubmission: true });
  }

  /** A genuine ID token for OTHER_CLIENT about the same person with the same nonce. */
  async function idTokenForOtherClient(original: string): Promise<string> {
    const claims = claimsOf(original) as { sub: string; nonce?: string };
    const config = await oidc.discovery(new URL(issuer), OTHER_CLIENT.clientId, OTHER_CLIENT.clientSecret, undefined, { execute: [oidc.allowInsecureRequests] });
    const state = oidc.randomState();
    const start = oidc.buildAuthorizationUrl(config, { redirect_uri: OTHER_CLIENT.redirectUris[0]!, scope: 'openid email profile', state, ...(claims.nonce ? { nonce: claims.nonce } : {}) });
    queue.unshift({ kind: 'login', account: accounts.get(claims.sub)! });
    const callback = await followRedirects(start.href, OTHER_CLIENT.redirectUris[0]!, new CookieJar());
    const tokens = await oidc.authorizationCodeGrant(config, callback, { expectedState: state, ...(claims.nonce ? { expectedNonce: claims.nonce } : {}), idTokenExpected: true });
    return tokens.id_token!;
  }

  /** Rewrites the JSON body of this token response before it leaves (Koa ends with one res.end(body)). */
  function substituteIdToken(res: ServerResponse) {
    const end = res.end.bind(res) as (body?: string | Buffer) => ServerResponse;
    res.end = ((body?: string | Buffer) => {
      void (async () => {
        const json = JSON.parse(String(body)) as { id_token?: string };
        if (json.id_token) {
          const sent = await idTokenForOtherClient(json.id_token);
          substitutions.push({ original: claimsOf(json.id_token), sent: claimsOf(sent) });
          json.id_token = sent;
        }
        const out = JSON.stringify(json);
        res.setHeader('content-length', Buffer.byteLength(out));
        end(out);
      })();
      return res;
    }) as ServerResponse['end'];
  }

  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (req.url?.startsWith('/interaction/')) {
      interaction(req, res).catch((error: unknown) => {
        res.statusCode = 500;
        res.end(String(error));
      });
      return;
    }
    if (req.method === 'POST' && req.url === '/token' && substituteNext) {
      substituteNext = false;
      substituteIdToken(res);
    }
    void current().handle(req, res);
  });

  return {
    issuer,
    signInAs: (account) => void queue.push({ kind: 'login', account }),
    abortNextSignIn: (error = 'access_denied') => void queue.push({ kind: 'abort', error }),
    substituteNextIdToken: () => void (substituteNext = true),
    substitutions,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const claimsOf = (jwt: string) => JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;
