/**
 * One access policy for books and chapters (features/access): the publisher comes from the
 * database on every request, so a profile change takes effect at once on every route, and
 * "not yours" answers 404 everywhere, like "missing".
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@booktutor/contracts/messages';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createUser, type TestUser } from '../../../test/factories';
import { createBook, createChapter, type TestChapter } from '../../../test/chapter-factory';
import { postVoice } from '../voice/testing/voice-request';

let t: TestApp;
beforeAll(async () => {
  // No speech engine: a voice message that passes the access check answers 503 "not configured"
  // (the check comes first), one that does not answers 404. The engine itself is voice.test's.
  t = await createTestApp({ env: { STT_PROVIDER: 'none' } });
});
afterAll(() => t.close());

/** Every route that reads a chapter or a book, as the student with this (unchanged) token. */
function routes(user: TestUser) {
  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: user.auth });
  return {
    chat: (c: TestChapter) => t.app.inject({ method: 'POST', url: '/api/chat', headers: user.auth, payload: { message: 'What is chlorophyll?', chapterId: c.id } }),
    chatHistory: (c: TestChapter) => get(`/api/chat/chapter-history/${c.id}`),
    chatStats: (c: TestChapter) => get(`/api/chat/chapter-stats/${c.id}`),
    voice: (c: TestChapter) => postVoice(t.app, { audio: Buffer.from('RIFF-ish bytes; the access check comes before any decoding'), userId: user.id, chapterId: c.id, auth: user.auth }),
    chapters: (c: TestChapter) => get(`/api/books/${c.bookId}/chapters`),
    subscribe: (c: TestChapter) => t.app.inject({ method: 'POST', url: '/api/subscriptions', headers: user.auth, payload: { bookId: c.bookId } }),
  };
}

async function statuses(user: TestUser, chapter: TestChapter) {
  const r = routes(user);
  const out: Record<string, number> = {};
  for (const [name, call] of Object.entries(r)) out[name] = (await call(chapter)).statusCode;
  return out;
}

describe('one access policy for books and chapters', () => {
  it('after a change of publisher, closes the old publisher’s chapters and opens the new one’s at once, on chat, voice and catalogue', async () => {
    const user = await createUser(t, { publisher: 'EXCELLENCE PUBLICATION' });
    const oldChapter = await createChapter(t, { book: await createBook(t, { publisher: 'EXCELLENCE PUBLICATION' }) });
    const newChapter = await createChapter(t, { book: await createBook(t, { publisher: 'CP' }) });

    const allowed = { chat: 200, chatHistory: 200, chatStats: 200, voice: 503, chapters: 200, subscribe: 201 };
    const refused = { chat: 404, chatHistory: 404, chatStats: 404, voice: 404, chapters: 404, subscribe: 404 };
    expect(await statuses(user, oldChapter)).toEqual(allowed);
    expect(await statuses(user, newChapter)).toEqual(refused);

    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers: user.auth,
      payload: { fullname: 'Ada Lovelace', email: user.email, phone: '+44 1', grade: '8', publisher: 'CP' },
    });
    expect(changed.statusCode).toBe(200);

    // The same token as before the change: the database, not the token, says which publisher.
    expect(await statuses(user, oldChapter)).toEqual(refused);
    expect(await statuses(user, newChapter)).toEqual(allowed);
  });

  it('answers "not yours" exactly like "missing"', async () => {
    const user = await createUser(t, { publisher: 'JD' });
    const foreign = await createChapter(t, { book: await createBook(t, { publisher: 'CM' }) });
    const r = routes(user);
    for (const call of [r.chat, r.chatHistory, r.chatStats, r.voice, r.chapters, r.subscribe]) {
      const res = await call(foreign);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).not.toBe(MSG.auth.accessDenied);
    }
  });
});
