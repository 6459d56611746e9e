/**
 * Route x principal: every class route with a class in its path, read from the OpenAPI
 * document (so a route added later is covered too), answers everyone but the class's teacher
 * with 403 or 404 and leaks nothing of the class; the teacher gets a 2xx.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createAdmin, createUser } from '../../../test/factories';
import { createBook, createChapter } from '../../../test/chapter-factory';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('class routes x principals', () => {
  it("lets only the class's teacher in", async () => {
    const teacher = await createUser(t, { role: 'teacher' });
    const book = await createBook(t);
    const chapter = await createChapter(t, { book });
    const cls = (await t.app.inject({ method: 'POST', url: '/api/classes', headers: teacher.auth, payload: { name: 'Owned', bookIds: [book.id], grade: '8' } })).json().class;
    const [member, classmate] = [await createUser(t, { fullname: 'Target Student' }), await createUser(t)];
    for (const s of [member, classmate]) await t.app.inject({ method: 'POST', url: '/api/classes/join', headers: s.auth, payload: { joinCode: cls.joinCode } });
    const principals = { 'teacher of another class': await createUser(t, { role: 'teacher' }), 'student in the class': classmate, 'student outside': await createUser(t), admin: await createAdmin(t) };

    const spec = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{ paths: Record<string, Record<string, unknown>> }>();
    const routes = Object.entries(spec.paths)
      .filter(([path]) => path.includes('{classId}'))
      .flatMap(([path, methods]) => Object.keys(methods).map((method) => ({ method: method.toUpperCase() as 'GET' | 'POST' | 'DELETE', path })))
      // The teacher's own DELETE last: it removes the student the other routes look at.
      .sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));
    expect(routes.length).toBeGreaterThanOrEqual(5);
    const urlOf = (path: string) => path.replace('{classId}', cls.classId).replace('{userId}', member.id).replace('{chapterId}', chapter.id);

    for (const { method, path } of routes) {
      for (const [name, who] of Object.entries(principals)) {
        const res = await t.app.inject({ method, url: urlOf(path), headers: who.auth, payload: method === 'GET' || method === 'DELETE' ? undefined : {} });
        expect({ method, path, name, denied: [403, 404].includes(res.statusCode) }).toEqual({ method, path, name, denied: true });
        expect(res.body).not.toContain('Target Student');
      }
      const own = await t.app.inject({ method, url: urlOf(path), headers: teacher.auth, payload: method === 'GET' || method === 'DELETE' ? undefined : {} });
      expect({ method, path, status: own.statusCode < 300 }).toEqual({ method, path, status: true });
    }
  });
});
