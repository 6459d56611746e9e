import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLASSES_MSG, type ClassProgress, type TeacherClass } from '@booktutor/contracts/classes';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createAdmin, createUser, type TestUser } from '../../../test/factories';
import { createBook, createChapter, type TestChapter } from '../../../test/chapter-factory';
import { recordAttempt } from '../../../test/score-factory';

let t: TestApp;
let teacher: TestUser;
let ann: TestUser;
let bob: TestUser;
let cai: TestUser;
let cls: TeacherClass;
let c1: TestChapter;
let c2: TestChapter;

const right = { marks: 1, maxMarks: 1, verdict: 'correct' as const };
const wrong = { marks: 0, maxMarks: 1, verdict: 'incorrect' as const };

beforeAll(async () => {
  t = await createTestApp();
  teacher = await createUser(t, { role: 'teacher' });
  const book = await createBook(t);
  c1 = await createChapter(t, { book, title: 'Photosynthesis', position: 0 });
  c2 = await createChapter(t, { book, title: 'Respiration', position: 1 });
  const res = await t.app.inject({ method: 'POST', url: '/api/classes', headers: teacher.auth, payload: { name: '8C', bookIds: [book.id], grade: '8' } });
  cls = res.json().class;
  [ann, bob, cai] = [await createUser(t, { fullname: 'Ann' }), await createUser(t, { fullname: 'Bob' }), await createUser(t, { fullname: 'Cai' })];
  for (const s of [ann, bob, cai]) {
    await t.app.inject({ method: 'POST', url: '/api/classes/join', headers: s.auth, payload: { joinCode: cls.joinCode } });
  }
  const startedAt = new Date(Date.now() - 3_600_000);
  // Ann finished the test (3 of 5), then retook it and answered one question right: the retake counts.
  await recordAttempt(t, {
    userId: ann.id,
    chapterId: c1.id,
    attemptNumber: 1,
    totalQuestions: 4,
    startedAt,
    finished: true,
    answers: [right, wrong, right, { marks: 1, maxMarks: 2, verdict: 'partial' }],
  });
  await recordAttempt(t, { userId: ann.id, chapterId: c1.id, attemptNumber: 2, totalQuestions: 4, startedAt: new Date(startedAt.getTime() + 600_000), answers: [right] });
  await recordAttempt(t, { userId: bob.id, chapterId: c1.id, totalQuestions: 4, startedAt, answers: [wrong, right] });
  // Bob opened the second chapter's test without answering: not started.
  await recordAttempt(t, { userId: bob.id, chapterId: c2.id, totalQuestions: 4, startedAt, answers: [] });
  // Someone outside the class answered too: never counted.
  const outsider = await createUser(t);
  await recordAttempt(t, { userId: outsider.id, chapterId: c1.id, totalQuestions: 4, startedAt, answers: [right, right, right] });
});
afterAll(() => t.close());

const get = (who: { auth: Record<string, string> }, url: string) => t.app.inject({ method: 'GET', url, headers: who.auth });

describe('class progress', () => {
  it("gives each student's latest result per chapter and the class average", async () => {
    const res = await get(teacher, `/api/classes/${cls.classId}/progress`);
    expect(res.statusCode).toBe(200);
    const body = res.json<ClassProgress>();
    expect(body.chapters.map((c) => [c.title, c.classAverage, c.studentsStarted, c.studentsCompleted])).toEqual([
      ['Photosynthesis', 75, 2, 0],
      ['Respiration', null, 0, 0],
    ]);
    const rows = Object.fromEntries(body.students.map((s) => [s.fullname, s]));
    expect(body.students.map((s) => s.fullname)).toEqual(['Ann', 'Bob', 'Cai']);
    expect(rows.Ann!.cells[0]).toMatchObject({ status: 'in_progress', percentage: 100, questionsAnswered: 1, marksEarned: 1, marksAvailable: 1 });
    expect(rows.Ann!.cells[1]).toMatchObject({ status: 'not_started', percentage: null });
    expect(rows.Bob!.cells.map((c) => [c.status, c.percentage])).toEqual([
      ['in_progress', 50],
      ['not_started', null],
    ]);
    expect(rows.Cai!.average).toBeNull();
    expect(rows.Bob!.average).toBe(50);
  });

  it("shows the teacher the same figure the student's profile shows", async () => {
    const stats = (await get(ann, `/api/users/statistics/${ann.id}`)).json().data.chapterStats as Array<{ chapterId: string; percentage: number; questionsAnswered: number }>;
    const progress = (await get(teacher, `/api/classes/${cls.classId}/progress`)).json<ClassProgress>();
    const cell = progress.students.find((s) => s.userId === ann.id)!.cells.find((c) => c.chapterId === c1.id)!;
    const profile = stats.find((s) => s.chapterId === c1.id)!;
    expect({ percentage: cell.percentage, answered: cell.questionsAnswered }).toEqual({ percentage: profile.percentage, answered: profile.questionsAnswered });
  });

  it('reports per question the share of correct, partial and wrong answers in the latest attempts', async () => {
    const res = await get(teacher, `/api/classes/${cls.classId}/chapters/${c1.id}/items`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.studentsAnswered).toBe(2);
    expect(body.items).toHaveLength(c1.questions.length);
    expect(body.items[0]).toMatchObject({ questionNumber: 1, question: c1.questions[0]!.prompt, answered: 2, correct: 1, wrong: 1, correctShare: 50, wrongShare: 50, facility: 50 });
    expect(body.items[1]).toMatchObject({ questionNumber: 2, answered: 1, correct: 1, correctShare: 100, facility: 100 });
    expect(body.items[3]).toMatchObject({ answered: 0, facility: null, correctShare: 0 });
    // Answer keys stay on the server.
    expect(JSON.stringify(body)).not.toContain('transpiration so the plant does not wilt');
  });

  it("answers only the class's teacher", async () => {
    const other = await createUser(t, { role: 'teacher' });
    const admin = await createAdmin(t);
    for (const url of [`/api/classes/${cls.classId}/progress`, `/api/classes/${cls.classId}/chapters/${c1.id}/items`]) {
      expect((await get(other, url)).statusCode).toBe(404);
      expect((await get(ann, url)).statusCode).toBe(403);
      expect((await get(admin, url)).statusCode).toBe(403);
    }
    // The progress route's own serializer (lib/fast-serializer.ts) writes error bodies too.
    expect((await get(other, `/api/classes/${cls.classId}/progress`)).json()).toMatchObject({ message: CLASSES_MSG.classNotFound });
    expect((await get(ann, `/api/classes/${cls.classId}/progress`)).json()).toMatchObject({ message: CLASSES_MSG.teachersOnly });
    const foreignChapter = await createChapter(t);
    expect((await get(teacher, `/api/classes/${cls.classId}/chapters/${foreignChapter.id}/items`)).statusCode).toBe(404);
  });
});
