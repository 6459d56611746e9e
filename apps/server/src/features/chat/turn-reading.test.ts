// A chat turn reads the student's message once (issue 19): the engine's reading is taken when the
// turn is prepared and carried to where it is run, for tutor replies and test turns alike. The
// engine's functions are wrapped in counters; only calls about this turn's message count (the
// built-in tutor reads earlier messages too, to find what "I don't get it" is about).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as engine from '@booktutor/tutor';
import { MSG } from '@booktutor/contracts/messages';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createUser } from '../../../test/factories';
import { createChapter } from '../../../test/chapter-factory';

vi.mock('@booktutor/tutor', async (importOriginal) => {
  const real = await importOriginal<typeof import('@booktutor/tutor')>();
  return { ...real, readMessage: vi.fn(real.readMessage), classifyTestMessage: vi.fn(real.classifyTestMessage), detectIntent: vi.fn(real.detectIntent) };
});

const readers = [engine.readMessage, engine.classifyTestMessage, engine.detectIntent].map((f) => vi.mocked(f));
const readsOf = (message: string) => readers.reduce((n, f) => n + f.mock.calls.filter(([text]) => text === message).length, 0);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('a chat turn', () => {
  it('reads the message once, whether the tutor answers it or it is a test turn', async () => {
    const user = await createUser(t);
    const chapter = await createChapter(t);
    const turns = ['What is chlorophyll?', "I don't get it", MSG.chat.startText, 'hint', 'chlorophyll', 'what does absorb mean?', 'quit'];
    for (const message of turns) {
      for (const f of readers) f.mockClear();
      const res = await t.app.inject({ method: 'POST', url: '/api/chat', headers: user.auth, payload: { message, chapterId: chapter.id, clientMessageId: `m_${randomUUID()}` } });
      expect(res.statusCode, res.body).toBe(200);
      expect(readsOf(message), message).toBe(1);
    }
  });
});
