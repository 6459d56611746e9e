/**
 * Realtime delivery through real Socket.IO servers on real ports. The cross-node test starts
 * two app instances joined by Redis (REDIS_URL) and checks that an event emitted by one reaches
 * a client connected to the other; .ci sets REDIS_URL so it always runs there.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { request as httpRequest } from 'node:http';
import { io as connect, type Socket } from 'socket.io-client';
import type { Notification } from '@booktutor/contracts/notifications';
import type { ClientToServerEvents, ScoreUpdate, ServerToClientEvents } from '@booktutor/contracts/realtime';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createUser, type TestUser } from '../../../test/factories';
import { createRealtimeHub, type RealtimeHub, type RealtimeServer } from './hub';

type Client = Socket<ServerToClientEvents, ClientToServerEvents>;
const REDIS_URL = process.env.REDIS_URL;
const sockets: Client[] = [];
const apps: TestApp[] = [];

/** A server node; a second node of the same deployment shares the first one's database, as real nodes do (sessions live there). */
async function startNode(env: Record<string, string> = {}, sameDatabaseAs?: TestApp) {
  const node = await createTestApp({ env, ...(sameDatabaseAs ? { overrides: { db: sameDatabaseAs.deps.db } } : {}) });
  apps.push(node);
  await node.app.listen({ port: 0, host: '127.0.0.1' });
  return { node, url: `http://127.0.0.1:${(node.app.server.address() as AddressInfo).port}` };
}

function open(url: string, token: string | undefined): Client {
  const socket: Client = connect(url, { path: '/socket.io', auth: token ? { token } : {}, transports: ['websocket'], reconnection: false });
  sockets.push(socket);
  return socket;
}

const connected = (socket: Client) =>
  new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
const refused = (socket: Client) =>
  new Promise<string>((resolve, reject) => {
    socket.once('connect', () => reject(new Error('connected without a valid user token')));
    socket.once('connect_error', (error) => resolve(error.message));
  });
function collect<E extends keyof ServerToClientEvents>(socket: Client, event: E) {
  const got: Array<Parameters<ServerToClientEvents[E]>[0]> = [];
  socket.on(event as 'notification:new', ((payload: never) => got.push(payload)) as never);
  return got;
}
async function until(check: () => boolean, ms = 5000) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out waiting for a realtime event');
    await new Promise((r) => setTimeout(r, 20));
  }
}
/** The node-to-node message of an ending takes a moment through Redis; far less than the cache's 30 seconds. */
async function untilAsync(check: () => Promise<boolean>, ms = 3000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out waiting for the other node');
    await new Promise((r) => setTimeout(r, 20));
  }
}
const quiet = (ms = 400) => new Promise((r) => setTimeout(r, ms));

afterAll(async () => {
  for (const s of sockets) s.disconnect();
  for (const a of apps) await a.close();
});

describe('one node', () => {
  let node: TestApp;
  let url: string;
  let alice: TestUser;
  let bob: TestUser;
  beforeAll(async () => {
    ({ node, url } = await startNode());
    alice = await createUser(node);
    bob = await createUser(node);
  });

  it('refuses sockets without a user token, with a bad one, or with an admin token', async () => {
    expect(await refused(open(url, undefined))).toBe('unauthorized');
    expect(await refused(open(url, 'not-a-token'))).toBe('invalid_token');
    const adminToken = await node.deps.tokens.sign('admin', { sub: alice.id });
    expect(await refused(open(url, adminToken))).toBe('forbidden');
  });

  it('pushes a new notification to its owner only, as it is created through the API', async () => {
    const aliceSocket = open(url, alice.token);
    const bobSocket = open(url, bob.token);
    await Promise.all([connected(aliceSocket), connected(bobSocket)]);
    const forAlice = collect(aliceSocket, 'notification:new');
    const forBob = collect(bobSocket, 'notification:new');

    const res = await node.app.inject({ method: 'POST', url: '/api/notifications/seed-test', headers: alice.auth, payload: { count: 2 } });
    expect(res.statusCode).toBe(200);
    await until(() => forAlice.length === 2);
    const listed = (await node.app.inject({ method: 'GET', url: '/api/notifications', headers: alice.auth })).json<Notification[]>();
    expect(new Set(forAlice.map((n) => n._id))).toEqual(new Set(listed.map((n) => n._id)));
    expect(forAlice[0]).toMatchObject({ seen_status: 'no', kind: 'test' });
    await quiet();
    expect(forBob).toEqual([]);
  });

  it("closes a socket when its sign-in ends: logout closes that session's sockets only, sign-out-everywhere and a password change all of the user's", async () => {
    const carol = await createUser(node);
    const second = await createUser(node); // stands in for another device's session of carol below
    const otherSession = await node.app.inject({ method: 'POST', url: '/api/users/login', payload: { username: carol.username, password: carol.password } });
    const carolElsewhere = otherSession.json<{ token: string; refreshToken: string }>();
    const here = open(url, carol.token);
    const elsewhere = open(url, carolElsewhere.token);
    const stranger = open(url, second.token);
    await Promise.all([connected(here), connected(elsewhere), connected(stranger)]);

    const logout = await node.app.inject({ method: 'POST', url: '/api/users/logout', headers: carol.auth, payload: { refreshToken: carol.refreshToken } });
    expect(logout.statusCode).toBe(200);
    await until(() => !here.connected);
    await quiet();
    expect(elsewhere.connected).toBe(true);
    expect(stranger.connected).toBe(true);

    const everywhere = await node.app.inject({ method: 'POST', url: '/api/users/sign-out-everywhere', headers: { authorization: `Bearer ${carolElsewhere.token}` } });
    expect(everywhere.statusCode).toBe(200);
    await until(() => !elsewhere.connected);

    const strangerAgain = open(url, second.token);
    await connected(strangerAgain);
    const changed = await node.app.inject({
      method: 'POST',
      url: '/api/users/change-password',
      headers: second.auth,
      payload: { oldPassword: second.password, newPassword: 'another-pass-2026', confirmPassword: 'another-pass-2026' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    await until(() => !stranger.connected && !strangerAgain.connected);
    // The new session the answer carries connects again.
    const renewed = open(url, changed.json<{ token: string }>().token);
    await connected(renewed);
  });

  it('closes a socket when its token expires', async () => {
    const dave = await createUser(node);
    const { iat: _iat, exp: _exp, ...claims } = await node.deps.tokens.verify('user', dave.token);
    // Expiry counts whole seconds from a whole-second issue time, so a 1 s token can be dead before
    // the socket opens; 3 s leaves at least 2 s to connect on a loaded machine.
    const shortLived = await node.deps.tokens.sign('user', claims, 3);
    const socket = open(url, shortLived);
    await connected(socket);
    expect(socket.connected).toBe(true);
    await until(() => !socket.connected, 8000);
  });

  it('sends score updates through deps.realtime and refuses a payload that breaks its contract', async () => {
    const socket = open(url, bob.token);
    await connected(socket);
    const scores = collect(socket, 'score:updated');
    const update: ScoreUpdate = { chapterId: crypto.randomUUID(), earnedMarks: 3, totalMarks: 4, percentage: 75, answeredQuestions: 2, totalQuestions: 5, finished: false };
    node.deps.realtime.emitToUser(bob.id, 'score:updated', update);
    await until(() => scores.length === 1);
    expect(scores[0]).toEqual(update);
    expect(() => node.deps.realtime.emitToUser(bob.id, 'score:updated', { chapterId: 'x' } as never)).toThrow();
  });
});

// Each node starts its own server (and the first its own database): slow on a loaded 2-core machine.
describe('two nodes', { timeout: 90_000 }, () => {
  it('without a shared adapter, an event stays on the node that emitted it (the control)', async () => {
    const a = await startNode();
    const b = await startNode({}, a.node);
    const user = await createUser(a.node);
    const socket = open(b.url, user.token);
    await connected(socket);
    const got = collect(socket, 'notification:new');
    await a.node.app.inject({ method: 'POST', url: '/api/notifications/seed-test', headers: user.auth, payload: { count: 1 } });
    await quiet(600);
    expect(got).toEqual([]);
  });

  it(
    REDIS_URL ? 'through Redis: a notification created on node A reaches the client connected to node B' : 'REDIS_URL is not set, so no Redis to join nodes: checks delivery on one node instead',
    async () => {
      if (!REDIS_URL) {
        const single = await startNode();
        const user = await createUser(single.node);
        const socket = open(single.url, user.token);
        await connected(socket);
        const got = collect(socket, 'notification:new');
        await single.node.app.inject({ method: 'POST', url: '/api/notifications/seed-test', headers: user.auth, payload: { count: 1 } });
        await until(() => got.length === 1);
        return;
      }
      const a = await startNode({ REDIS_URL });
      const b = await startNode({ REDIS_URL }, a.node);
      const user = await createUser(a.node);
      const other = await createUser(a.node);
      const onB = open(b.url, user.token);
      const otherOnB = open(b.url, other.token);
      await Promise.all([connected(onB), connected(otherOnB)]);
      const got = collect(onB, 'notification:new');
      const gotOther = collect(otherOnB, 'notification:new');
      const scores = collect(onB, 'score:updated');

      const res = await a.node.app.inject({ method: 'POST', url: '/api/notifications/seed-test', headers: user.auth, payload: { count: 1 } });
      expect(res.statusCode).toBe(200);
      await until(() => got.length === 1);
      const [stored] = (await a.node.app.inject({ method: 'GET', url: '/api/notifications', headers: user.auth })).json<Notification[]>();
      expect(got[0]).toEqual(stored);

      a.node.deps.realtime.emitToUser(user.id, 'score:updated', { chapterId: 'c1', earnedMarks: 1, totalMarks: 2, percentage: 50, answeredQuestions: 1, totalQuestions: 3, finished: false });
      await until(() => scores.length === 1);
      await quiet();
      expect(gotOther).toEqual([]);

      // Node B has just found both sign-ins live (and may reuse that answer for a while).
      const meOnB = async (who: { auth: Record<string, string> }) => (await b.node.app.inject({ method: 'GET', url: '/api/users/me', headers: who.auth })).statusCode;
      expect([await meOnB(user), await meOnB(other)]).toEqual([200, 200]);

      // Signing out on node A closes the user's socket on node B, and nobody else's, and node B
      // refuses the user's token from then on.
      const out = await a.node.app.inject({ method: 'POST', url: '/api/users/sign-out-everywhere', headers: user.auth });
      expect(out.statusCode).toBe(200);
      await until(() => !onB.connected);
      expect(otherOnB.connected).toBe(true);
      await untilAsync(async () => (await meOnB(user)) === 401);
      expect(await meOnB(other)).toBe(200);

      // A logout on node A ends that sign-in on node B too.
      expect((await a.node.app.inject({ method: 'POST', url: '/api/users/logout', headers: other.auth })).statusCode).toBe(200);
      await untilAsync(async () => (await meOnB(other)) === 401);
    },
  );

  it.skipIf(!REDIS_URL)('a logout still in flight while its node shuts down reaches the other nodes', async () => {
    const a = await startNode({ REDIS_URL: REDIS_URL! });
    const b = await startNode({ REDIS_URL: REDIS_URL! }, a.node);
    const user = await createUser(a.node);
    const meOnB = async () => (await b.node.app.inject({ method: 'GET', url: '/api/users/me', headers: user.auth })).statusCode;
    expect(await meOnB()).toBe(200); // node B now holds 'live' for this sign-in

    // A logout reaches node A, whose body is still coming when node A starts to shut down
    // (a rolling deploy): the request is finished, as Fastify finishes every request in flight.
    const body = JSON.stringify({ refreshToken: user.refreshToken });
    const { port } = new URL(a.url);
    // The HTTP server says when it has the request's headers: only then is the request in flight.
    const received = new Promise<void>((resolve) => a.node.app.server.once('request', () => resolve()));
    const answered = new Promise<number>((resolve, reject) => {
      const headers = { ...user.auth, 'content-type': 'application/json', 'content-length': body.length };
      const req = httpRequest({ host: '127.0.0.1', port, method: 'POST', path: '/api/users/logout', headers }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on('error', reject);
      req.write(body.slice(0, 5));
      setTimeout(() => req.end(body.slice(5)), 600);
    });
    await received;
    const closing = a.node.app.close();
    expect(await answered).toBe(200);
    await closing;
    await untilAsync(async () => (await meOnB()) === 401);
  });

  it.skipIf(!REDIS_URL)("a node whose Redis link drops stops reusing 'live' answers: an ending sent meanwhile never reaches it", async () => {
    const a = await startNode({ REDIS_URL: REDIS_URL! });
    // Node B's hub, observed: the Socket.IO server it is attached to gives the Redis subscriber.
    let ioOnB: RealtimeServer | undefined;
    const hubOnB = createRealtimeHub();
    const realtimeOnB: RealtimeHub = { ...hubOnB, attach: (io, options) => ((ioOnB = io), hubOnB.attach(io, options)) };
    const bNode = await createTestApp({ env: { REDIS_URL: REDIS_URL! }, overrides: { db: a.node.deps.db, realtime: realtimeOnB } });
    apps.push(bNode);
    const user = await createUser(a.node);
    const meOnB = async () => (await bNode.app.inject({ method: 'GET', url: '/api/users/me', headers: user.auth })).statusCode;
    expect(await meOnB()).toBe(200); // node B now holds 'live' for this sign-in

    // Node B's subscription to the other nodes drops (a network blip, a Redis restart)...
    const subscriber = (ioOnB!.of('/').adapter as unknown as { subClient: { disconnect(): void; connect(): Promise<void>; status: string } }).subClient;
    subscriber.disconnect();
    await until(() => subscriber.status === 'end');
    // ...while the user signs out everywhere on node A: the message to node B is lost.
    expect((await a.node.app.inject({ method: 'POST', url: '/api/users/sign-out-everywhere', headers: user.auth })).statusCode).toBe(200);
    await quiet();
    expect(await meOnB()).toBe(401);

    // Once the link is back, node B hears endings (and reuses answers) again.
    await subscriber.connect();
    await until(() => subscriber.status === 'ready');
    expect(hubOnB.hearsEveryEnding()).toBe(true);
    expect(await meOnB()).toBe(401);
  });
});
