import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLASSES_MSG, JOIN_CODE_ALPHABET, type TeacherClass } from '@booktutor/contracts/classes';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createAdmin, createUser, type TestUser } from '../../../test/factories';
import { createBook } from '../../../test/score-factory';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const JOIN_CODE = new RegExp(`^[${JOIN_CODE_ALPHABET}]{8}$`);

async function newClass(teacher: TestUser, bookIds: string[], name = 'Year 8 Biology') {
  const res = await t.app.inject({ method: 'POST', url: '/api/classes', headers: teacher.auth, payload: { name, bookIds, grade: '8' } });
  expect(res.statusCode).toBe(201);
  return res.json().class as TeacherClass;
}

const join = (user: { auth: Record<string, string> }, joinCode: string) => t.app.inject({ method: 'POST', url: '/api/classes/join', headers: user.auth, payload: { joinCode } });

describe('creating a class', () => {
  it("lets a teacher create a class over their publisher's books, with an 8-character join code", async () => {
    const teacher = await createUser(t, { role: 'teacher' });
    const [b1, b2] = [await createBook(t, { title: 'Algebra' }), await createBook(t, { title: 'Biology' })];
    const res = await t.app.inject({ method: 'POST', url: '/api/classes', headers: teacher.auth, payload: { name: '  8B  ', bookIds: [b2.id, b1.id, b2.id], grade: '8' } });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.message).toBe(CLASSES_MSG.created);
    expect(body.class).toMatchObject({
      name: '8B',
      grade: '8',
      studentCount: 0,
      books: [
        { bookId: b1.id, title: 'Algebra' },
        { bookId: b2.id, title: 'Biology' },
      ],
    });
    expect(body.class.joinCode).toMatch(JOIN_CODE);
  });

  it('gives every class its own code', async () => {
    const teacher = await createUser(t, { role: 'teacher' });
    const book = await createBook(t);
    const codes = new Set<string>();
    for (let i = 0; i < 5; i++) codes.add((await newClass(teacher, [book.id], `Class ${i}`)).joinCode);
    expect(codes.size).toBe(5);
  });

  it('refuses students and admins, and bad or foreign books', async () => {
    const student = await createUser(t);
    const teacher = await createUser(t, { role: 'teacher' });
    const admin = await createAdmin(t);
    const book = await createBook(t);
    const foreign = await createBook(t, { publisher: 'JD' });
    const payload = { name: 'X', bookIds: [book.id], grade: '8' };
    const asStudent = await t.app.inject({ method: 'POST', url: '/api/classes', headers: student.auth, payload });
    expect(asStudent.statusCode).toBe(403);
    expect(asStudent.json().message).toBe(CLASSES_MSG.teachersOnly);
    expect((await t.app.inject({ method: 'POST', url: '/api/classes', headers: admin.auth, payload })).statusCode).toBe(403);

    const noBooks = await t.app.inject({ method: 'POST', url: '/api/classes', headers: teacher.auth, payload: { ...payload, bookIds: [] } });
    expect(noBooks.statusCode).toBe(400);
    expect(noBooks.json().message).toBe(CLASSES_MSG.booksRequired);
    const noName = await t.app.inject({ method: 'POST', url: '/api/classes', headers: teacher.auth, payload: { ...payload, name: '   ' } });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().message).toBe(CLASSES_MSG.nameRequired);
    const badGrade = await t.app.inject({ method: 'POST', url: '/api/classes', headers: teacher.auth, payload: { ...payload, grade: '13' } });
    expect(badGrade.statusCode).toBe(400);
    const foreignBook = await t.app.inject({ method: 'POST', url: '/api/classes', headers: teacher.auth, payload: { ...payload, bookIds: [book.id, foreign.id] } });
    expect(foreignBook.statusCode).toBe(404);
    expect(foreignBook.json().message).toBe(CLASSES_MSG.bookNotFound);
    // Nothing half-made: the teacher still has no class.
    const list = await t.app.inject({ method: 'GET', url: '/api/classes', headers: teacher.auth });
    expect(list.json().teaching).toEqual([]);
  });
});

describe('joining and leaving', () => {
  it("joins a student with the code (any case, spaces and dashes) and subscribes them to the class's books", async () => {
    const teacher = await createUser(t, { role: 'teacher', fullname: 'Ms Curie' });
    const [b1, b2] = [await createBook(t), await createBook(t)];
    const cls = await newClass(teacher, [b1.id, b2.id]);
    const student = await createUser(t);
    // Already subscribed to one of them: joining still works and keeps that subscription.
    await t.app.inject({ method: 'POST', url: '/api/subscriptions', headers: student.auth, payload: { bookId: b1.id } });

    const typed = `${cls.joinCode.slice(0, 4).toLowerCase()}-${cls.joinCode.slice(4)} `;
    const res = await join(student, typed);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(CLASSES_MSG.joined);
    expect(res.json().class).toMatchObject({ classId: cls.classId, name: cls.name, teacherName: 'Ms Curie' });
    expect(res.json().class).not.toHaveProperty('joinCode');

    const subs = (await t.app.inject({ method: 'GET', url: '/api/subscriptions', headers: student.auth })).json<Array<{ bookId: string }>>();
    expect(subs.map((s) => s.bookId).sort()).toEqual([b1.id, b2.id].sort());

    const again = await join(student, cls.joinCode);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(CLASSES_MSG.alreadyMember);

    const mine = (await t.app.inject({ method: 'GET', url: '/api/classes', headers: student.auth })).json();
    expect(mine.teaching).toEqual([]);
    expect(mine.joined.map((c: { classId: string }) => c.classId)).toEqual([cls.classId]);
    const teacherView = (await t.app.inject({ method: 'GET', url: '/api/classes', headers: teacher.auth })).json();
    expect(teacherView.teaching[0]).toMatchObject({ classId: cls.classId, studentCount: 1 });
  });

  it('refuses unknown and malformed codes, teachers, and students of another publisher', async () => {
    const teacher = await createUser(t, { role: 'teacher' });
    const cls = await newClass(teacher, [(await createBook(t)).id]);
    const student = await createUser(t);
    const unknown = await join(student, cls.joinCode === 'AAAAAAAA' ? 'BBBBBBBB' : 'AAAAAAAA');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(CLASSES_MSG.joinCodeUnknown);
    for (const bad of ['SHORT', '', 'ABCDEFGHJ']) {
      const res = await join(student, bad);
      expect({ bad, status: res.statusCode, message: res.json().message }).toEqual({ bad, status: 400, message: CLASSES_MSG.joinCodeInvalid });
    }
    // Eight characters but some a code never uses: say which, not that the length is wrong.
    for (const bad of ['O0I1L0O0', 'BADCODE1', 'ABC$DEFG']) {
      const res = await join(student, bad);
      expect({ bad, status: res.statusCode, message: res.json().message }).toEqual({ bad, status: 400, message: CLASSES_MSG.joinCodeLetters });
    }
    const otherTeacher = await createUser(t, { role: 'teacher' });
    expect((await join(otherTeacher, cls.joinCode)).statusCode).toBe(403);
    const foreign = await createUser(t, { publisher: 'JD' });
    expect((await join(foreign, cls.joinCode)).statusCode).toBe(404);
    const admin = await createAdmin(t);
    expect((await join(admin, cls.joinCode)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/classes', headers: teacher.auth })).json().teaching[0].studentCount).toBe(0);
  });

  it('makes a new join code on request; the old one stops working', async () => {
    const teacher = await createUser(t, { role: 'teacher' });
    const cls = await newClass(teacher, [(await createBook(t)).id]);
    const res = await t.app.inject({ method: 'POST', url: `/api/classes/${cls.classId}/join-code`, headers: teacher.auth });
    expect(res.statusCode).toBe(200);
    const { joinCode } = res.json();
    expect(joinCode).toMatch(JOIN_CODE);
    expect(joinCode).not.toBe(cls.joinCode);
    const student = await createUser(t);
    expect((await join(student, cls.joinCode)).statusCode).toBe(404);
    expect((await join(student, joinCode)).statusCode).toBe(200);
  });

  it('lets the teacher remove a student and a student leave, and nobody else', async () => {
    const teacher = await createUser(t, { role: 'teacher' });
    const cls = await newClass(teacher, [(await createBook(t)).id]);
    const [ann, bob] = [await createUser(t, { fullname: 'Ann' }), await createUser(t, { fullname: 'Bob' })];
    await join(ann, cls.joinCode);
    await join(bob, cls.joinCode);
    const remove = (who: { auth: Record<string, string> }, userId: string) => t.app.inject({ method: 'DELETE', url: `/api/classes/${cls.classId}/students/${userId}`, headers: who.auth });

    // A student cannot remove a classmate; another teacher cannot remove anyone.
    expect((await remove(bob, ann.id)).statusCode).toBe(403);
    expect((await remove(await createUser(t, { role: 'teacher' }), ann.id)).statusCode).toBe(404);
    expect((await remove(await createAdmin(t), ann.id)).statusCode).toBe(403);

    const removed = await remove(teacher, ann.id);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().message).toBe(CLASSES_MSG.removed);
    expect((await remove(teacher, ann.id)).statusCode).toBe(404);
    const left = await remove(bob, bob.id);
    expect(left.statusCode).toBe(200);
    expect(left.json().message).toBe(CLASSES_MSG.left);
    expect((await remove(bob, bob.id)).statusCode).toBe(404);
    const detail = await t.app.inject({ method: 'GET', url: `/api/classes/${cls.classId}`, headers: teacher.auth });
    expect(detail.json().students).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/api/classes', headers: bob.auth })).json().joined).toEqual([]);
  });
});

describe('seeing a class', () => {
  it('shows a teacher their own classes and students only; students never see classmates', async () => {
    const teacher = await createUser(t, { role: 'teacher' });
    const other = await createUser(t, { role: 'teacher' });
    const book = await createBook(t);
    const mine = await newClass(teacher, [book.id], 'Mine');
    const theirs = await newClass(other, [book.id], 'Theirs');
    const ann = await createUser(t, { fullname: 'Ann Able' });
    const bob = await createUser(t, { fullname: 'Bob Baker' });
    await join(ann, mine.joinCode);
    await join(bob, theirs.joinCode);

    const list = (await t.app.inject({ method: 'GET', url: '/api/classes', headers: teacher.auth })).json();
    expect(list.teaching.map((c: TeacherClass) => c.name)).toEqual(['Mine']);
    const detail = await t.app.inject({ method: 'GET', url: `/api/classes/${mine.classId}`, headers: teacher.auth });
    expect(detail.statusCode).toBe(200);
    expect(detail.json().students).toEqual([expect.objectContaining({ userId: ann.id, fullname: 'Ann Able', username: ann.username })]);
    expect(JSON.stringify(detail.json())).not.toContain(bob.id);

    expect((await t.app.inject({ method: 'GET', url: `/api/classes/${theirs.classId}`, headers: teacher.auth })).statusCode).toBe(404);
    const asStudent = await t.app.inject({ method: 'GET', url: `/api/classes/${mine.classId}`, headers: ann.auth });
    expect(asStudent.statusCode).toBe(403);
    const annList = await t.app.inject({ method: 'GET', url: '/api/classes', headers: ann.auth });
    expect(JSON.stringify(annList.json())).not.toContain(bob.id);
    expect(JSON.stringify(annList.json())).not.toContain(mine.joinCode);
  });
});
