/**
 * The notification outbox: adding a chapter answers at once and the subscribers' notifications
 * follow, each exactly once, at 20,000 subscribers and with two app instances on one database
 * (with DATABASE_URL: two pools on one PostgreSQL; on PGlite: two apps on one in-process database).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import type { Notification } from '@booktutor/contracts/notifications';
import type { ClientToServerEvents, ServerToClientEvents } from '@booktutor/contracts/realtime';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createAdmin, createUser, type TestAdmin } from '../../../test/factories';
import { addBulkSubscribers, countChapterNotifications } from '../../../test/bulk-subscribers';
import { addBook, addChapter } from '../catalogue/test-helpers';
import { createRealtimeHub } from '../../lib/realtime/hub';
import { createNotificationOutbox } from './outbox-worker';

const apps: TestApp[] = [];
let t: TestApp;
let admin: TestAdmin;
beforeAll(async () => {
  t = await createTestApp();
  apps.push(t);
  admin = await createAdmin(t);
});
afterAll(async () => {
  for (const a of apps) await a.close();
});

const newChapterMessage = (chapter: string, book: string) => `"${chapter}" has been added to ${book}.`;

/** A realtime hub that also records every batch emit, to check that nobody is told twice. */
function recordingHub() {
  const hub = createRealtimeHub();
  const told: string[] = [];
  const emitToUsers = hub.emitToUsers.bind(hub);
  hub.emitToUsers = (userIds, event, payload) => {
    told.push(...userIds);
    emitToUsers(userIds, event, payload);
  };
  return { hub, told };
}

describe('a new chapter for a popular book', () => {
  it('answers 201 at 20,000 subscribers and every subscriber gets the notification once', async () => {
    const book = await addBook(t, admin, { title: 'Popular Physics' });
    await addBulkSubscribers(t.deps.db, { bookId: book._id, count: 20_000 });
    const chapter = await addChapter(t, admin, book, 'Momentum');
    expect(chapter.title).toBe('Momentum');
    await t.deps.notificationOutbox.drain();
    expect(await countChapterNotifications(t.deps.db, { bookId: book._id, message: newChapterMessage('Momentum', 'Popular Physics') })).toEqual({ rows: 20_000, users: 20_000 });
  });
});

describe('two app instances on one database', () => {
  it('share the outbox batch by batch and never insert or push a notification twice', async () => {
    const a = recordingHub();
    const b = recordingHub();
    const small = { batchSize: 100, pollIntervalMs: 50 };
    const nodeA = await createTestApp({ overrides: { realtime: a.hub, notificationOutbox: createNotificationOutbox(small) } });
    apps.push(nodeA);
    const shared = process.env.DATABASE_URL ? {} : { db: nodeA.deps.db };
    const nodeB = await createTestApp({ overrides: { ...shared, realtime: b.hub, notificationOutbox: createNotificationOutbox(small) } });
    apps.push(nodeB);
    const adminA = await createAdmin(nodeA);
    const book = await addBook(nodeA, adminA, { title: 'Shared Chemistry' });
    await addBulkSubscribers(nodeA.deps.db, { bookId: book._id, count: 1_500 });

    await addChapter(nodeA, adminA, book, 'Bonds');
    await addChapter(nodeA, adminA, book, 'Acids');
    await Promise.all([nodeA.deps.notificationOutbox.drain(), nodeB.deps.notificationOutbox.drain()]);

    for (const title of ['Bonds', 'Acids']) {
      expect(await countChapterNotifications(nodeA.deps.db, { bookId: book._id, message: newChapterMessage(title, 'Shared Chemistry') })).toEqual({ rows: 1_500, users: 1_500 });
    }
    // Each subscriber is pushed each of the two chapters at most once over both nodes (on a
    // shared PostgreSQL, other test files' nodes may take some batches, so not "exactly").
    const pushes = new Map<string, number>();
    for (const id of [...a.told, ...b.told]) pushes.set(id, (pushes.get(id) ?? 0) + 1);
    expect(Math.max(...pushes.values())).toBeLessThanOrEqual(2);
    expect(a.told.length + b.told.length).toBeGreaterThan(0);
  });
});

describe('live delivery', () => {
  it("pushes the new chapter to subscribers' sockets without waiting for a poll, and not to others", async () => {
    const node = await createTestApp();
    apps.push(node);
    await node.app.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(node.app.server.address() as AddressInfo).port}`;
    const nodeAdmin = await createAdmin(node);
    const book = await addBook(node, nodeAdmin, { title: 'Live Biology' });
    const [reader, other] = [await createUser(node), await createUser(node)];
    expect((await node.app.inject({ method: 'POST', url: '/api/subscriptions', headers: reader.auth, payload: { bookId: book._id } })).statusCode).toBe(201);

    const sockets: Socket<ServerToClientEvents, ClientToServerEvents>[] = [reader, other].map((u) =>
      connect(url, { path: '/socket.io', auth: { token: u.token }, transports: ['websocket'], reconnection: false }),
    );
    try {
      await Promise.all(sockets.map((s) => new Promise<void>((resolve, reject) => (s.once('connect', resolve), s.once('connect_error', reject)))));
      const got: Notification[][] = [[], []];
      sockets.forEach((s, i) => s.on('notification:new', (n) => got[i]!.push(n)));
      await addChapter(node, nodeAdmin, book, 'Cells');
      const end = Date.now() + 5000;
      while (got[0]!.length === 0 && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
      expect(got[0]).toHaveLength(1);
      const [listed] = (await node.app.inject({ method: 'GET', url: '/api/notifications', headers: reader.auth })).json<Notification[]>();
      expect(got[0]![0]).toEqual(listed);
      expect(listed).toMatchObject({ kind: 'new_chapter', message: newChapterMessage('Cells', 'Live Biology') });
      await new Promise((r) => setTimeout(r, 300));
      expect(got[1]).toEqual([]);
    } finally {
      for (const s of sockets) s.disconnect();
    }
  });
});
