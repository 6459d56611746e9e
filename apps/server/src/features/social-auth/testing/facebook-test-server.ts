/**
 * A small local OAuth 2 server shaped like Facebook Login: the dialog redirect (approve or
 * cancel, as Facebook words it), the code-for-token exchange and the Graph API /me profile.
 */
import { randomBytes } from 'node:crypto';
import Fastify from 'fastify';

export interface FacebookTestAccount {
  id: string;
  name?: string;
  /** Facebook leaves the e-mail out when the account has no confirmed address. */
  email?: string;
}

type NextDialog = { kind: 'approve'; account: FacebookTestAccount } | { kind: 'cancel' };

export interface FacebookTestServer {
  authUrl: string;
  tokenUrl: string;
  profileUrl: string;
  approveNext(account: FacebookTestAccount): void;
  cancelNext(): void;
  /** The next token exchange fails with this HTTP status (Facebook having an outage: 500). */
  failNextTokenExchange(status: number): void;
  close(): Promise<void>;
}

export async function startFacebookTestServer(app: { clientId: string; clientSecret: string; redirectUri: string }) {
  const server = Fastify();
  server.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))));
  const dialogs: NextDialog[] = [];
  const codes = new Map<string, FacebookTestAccount>();
  const tokens = new Map<string, FacebookTestAccount>();
  let tokenFailure: number | undefined;
  const graphError = (message: string) => ({ error: { message, type: 'OAuthException', code: 100 } });

  server.get('/dialog/oauth', async (request, reply) => {
    const q = request.query as Record<string, string>;
    if (q.client_id !== app.clientId || q.redirect_uri !== app.redirectUri || q.response_type !== 'code') {
      return reply.status(400).send(graphError('Invalid app or redirect_uri'));
    }
    const back = new URL(q.redirect_uri);
    const next = dialogs.shift() ?? { kind: 'cancel' };
    if (next.kind === 'cancel') {
      back.search = new URLSearchParams({ error: 'access_denied', error_code: '200', error_description: 'Permissions error', error_reason: 'user_denied', state: q.state ?? '' }).toString();
    } else {
      const code = randomBytes(16).toString('hex');
      codes.set(code, next.account);
      back.search = new URLSearchParams({ code, state: q.state ?? '' }).toString();
    }
    back.hash = '_=_'; // Facebook's habit; browsers never send it to the server
    return reply.redirect(back.href);
  });

  server.post('/oauth/access_token', async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, string>;
    if (tokenFailure) {
      const status = tokenFailure;
      tokenFailure = undefined;
      return reply.status(status).send(graphError('An unexpected error has occurred.'));
    }
    const account = codes.get(body.code ?? '');
    codes.delete(body.code ?? '');
    if (body.client_id !== app.clientId || body.client_secret !== app.clientSecret || body.redirect_uri !== app.redirectUri || !account) {
      return reply.status(400).send(graphError('Error validating verification code.'));
    }
    const accessToken = randomBytes(24).toString('hex');
    tokens.set(accessToken, account);
    return { access_token: accessToken, token_type: 'bearer', expires_in: 5183944 };
  });

  server.get('/me', async (request, reply) => {
    const account = tokens.get((request.headers.authorization ?? '').replace(/^Bearer /i, ''));
    if (!account) return reply.status(401).send(graphError('Invalid OAuth access token.'));
    const fields = String((request.query as Record<string, string>).fields ?? 'id,name').split(',');
    return Object.fromEntries(Object.entries(account).filter(([key, value]) => fields.includes(key) && value !== undefined));
  });

  const address = await server.listen({ port: 0, host: '127.0.0.1' });
  const result: FacebookTestServer = {
    authUrl: `${address}/dialog/oauth`,
    tokenUrl: `${address}/oauth/access_token`,
    profileUrl: `${address}/me`,
    approveNext: (account) => void dialogs.push({ kind: 'approve', account }),
    cancelNext: () => void dialogs.push({ kind: 'cancel' }),
    failNextTokenExchange: (status) => void (tokenFailure = status),
    close: () => server.close(),
  };
  return result;
}
