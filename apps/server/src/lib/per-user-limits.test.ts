import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientAddress, createTestApp, type TestApp } from '../../test/test-app';
import { JOIN_CODE_ALPHABET, JOIN_CODE_LENGTH } from '@booktutor/contracts/classes';
import { JOIN_TRIES_PER_WINDOW } from '../features/classes/routes';
import { createUser } from '../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** One token, spelled the ways the auth check accepts: each must land in the same bucket. */
const spellings = (token: string) => [`Bearer ${token}`, `bearer ${token}`, `BEARER   ${token}`, `Bearer\t${token}`];

describe('chat and voice limits are per signed-in user', () => {
  it('voice: 20 a minute per user, however the Authorization header is written', async () => {
    const user = await createUser(t);
    const variants = spellings(user.token);
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      const res = await t.app.inject({ method: 'POST', url: '/api/chat/transcribe', headers: { authorization: variants[i % variants.length]! } });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 20).every((s) => s !== 429)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('chat: 120 turns a minute per user, however the Authorization header is written; another user is not affected', async () => {
    const user = await createUser(t);
    const variants = spellings(user.token);
    const turn = (authorization: string) => t.app.inject({ method: 'POST', url: '/api/chat', headers: { authorization }, payload: { message: 'hello', chapterId: randomUUID() } });
    const statuses: number[] = [];
    for (let i = 0; i < 121; i++) statuses.push((await turn(variants[i % variants.length]!)).statusCode);
    expect(statuses.slice(0, 120).every((s) => s !== 429)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    const other = await createUser(t);
    expect((await turn(`Bearer ${other.token}`)).statusCode).not.toBe(429);
  });
});

describe('joining a class is limited per pupil, not per address', () => {
  const join = (auth: Record<string, string>, address: string) =>
    t.app.inject({ method: 'POST', url: '/api/classes/join', headers: { ...auth, 'x-forwarded-for': address }, payload: { joinCode: JOIN_CODE_ALPHABET[0]!.repeat(JOIN_CODE_LENGTH) } });

  it('refuses the 11th wrong code in 10 minutes with 429, while 40 pupils behind one school address each still get their answer', async () => {
    const school = clientAddress();
    const guesser = await createUser(t);
    const statuses: number[] = [];
    for (let i = 0; i <= JOIN_TRIES_PER_WINDOW; i++) statuses.push((await join(guesser.auth, school)).statusCode);
    expect(statuses.slice(0, JOIN_TRIES_PER_WINDOW).every((s) => s === 404)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    for (let pupil = 0; pupil < 40; pupil++) {
      const classmate = await createUser(t);
      expect((await join(classmate.auth, school)).statusCode).toBe(404);
    }
  });
});
