// The built-in tutor's reply is ready at once but streams in paced pieces for up to 1.2 s: it is
// stored before the first piece goes out, so a reload (or another tab) meanwhile finds it.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createUser } from '../../../test/factories';
import { createChapter } from '../../../test/chapter-factory';
import { listChapterMessages } from './repository';
import { prepareTurn, runTurn } from './service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('a built-in reply', () => {
  it('is in the chapter history before its first piece reaches the student', async () => {
    const user = await createUser(t);
    const chapter = await createChapter(t);
    const principal = { id: user.id, role: 'student', publisher: user.publisher, grade: '8', name: user.username, sessionId: '' };
    const turn = await prepareTurn(t.deps, principal, { message: 'What is chlorophyll?', chapterId: chapter.id, clientMessageId: `m_${randomUUID()}` });
    let historyAtFirstPiece: Promise<Array<{ role: string; content: string }>> | undefined;
    const pieces: string[] = [];
    const reply = await runTurn(t.deps, turn, {
      onDelta: (piece) => {
        pieces.push(piece);
        historyAtFirstPiece ??= listChapterMessages(t.deps.db, { userId: user.id, chapterId: chapter.id, limit: 10 });
      },
    });
    expect(pieces.length).toBeGreaterThan(1);
    const history = await historyAtFirstPiece!;
    const stored = history.filter((m) => m.role === 'assistant');
    expect(stored).toHaveLength(1);
    expect(stored[0]!.content).toBe(pieces.join(''));
    expect(JSON.stringify(reply)).toContain(stored[0]!.content.slice(0, 40));
  });
});
