import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@booktutor/contracts/messages';
import { clientAddress, createTestApp, type TestApp } from '../../../test/test-app';
import { createAdmin, createUser } from '../../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (username: string, password: string, ip: string) => t.app.inject({ method: 'POST', url: '/api/users/login', payload: { username, password }, headers: { 'x-forwarded-for': ip } });

describe('sign-in limits that fit a school behind one address', () => {
  it('lets a class of 40 sign in at once while one account at the same address is being guessed, and slows that account', async () => {
    const school = clientAddress();
    const pupils = await Promise.all(Array.from({ length: 40 }, () => createUser(t)));
    const victim = await createUser(t);
    const pupilStatuses: number[] = [];
    const guessStatuses: number[] = [];
    for (const [i, pupil] of pupils.entries()) {
      guessStatuses.push((await login(victim.username, `guess-${i}`, school)).statusCode);
      pupilStatuses.push((await login(pupil.username, pupil.password, school)).statusCode);
    }
    expect(pupilStatuses).toEqual(pupils.map(() => 200));
    // 10 failures are allowed, then one try a minute: the other 29 guesses are refused unheard.
    expect(guessStatuses.filter((s) => s === 401).length).toBe(11);
    expect(guessStatuses.filter((s) => s === 429).length).toBe(29);
    const limited = await login(victim.username, 'guess-again', school);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'too_many_requests', message: MSG.generic.tooManyRequests });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
  });

  it('counts failures per account across addresses: 60 guesses from 60 addresses are not all tried', async () => {
    const victim = await createUser(t);
    const statuses: number[] = [];
    for (let i = 0; i < 60; i++) statuses.push((await login(victim.username, `guess-${i}`, clientAddress())).statusCode);
    expect(statuses.filter((s) => s === 401).length).toBe(11);
    expect(statuses.filter((s) => s === 429).length).toBe(49);
  });

  it('counts the username and the e-mail of one account together', async () => {
    const victim = await createUser(t);
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const name = i % 2 ? victim.username : victim.email.toUpperCase();
      statuses.push((await login(name, `guess-${i}`, clientAddress())).statusCode);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual([401, 429]);
  });

  it('does not let a stranger lock a pupil out: the pupil signs in at once from an address they used before', async () => {
    const pupil = await createUser(t);
    const school = clientAddress();
    expect((await login(pupil.username, pupil.password, school)).statusCode).toBe(200);
    for (let i = 0; i < 20; i++) await login(pupil.username, `guess-${i}`, clientAddress());
    expect((await login(pupil.username, 'guess-stranger', clientAddress())).statusCode).toBe(429);
    expect((await login(pupil.username, pupil.password, school)).statusCode).toBe(200);
  });

  it('is a delay, not a lock: a minute later the account takes a try again', async () => {
    const pupil = await createUser(t);
    for (let i = 0; i < 12; i++) await login(pupil.username, `guess-${i}`, clientAddress());
    const home = clientAddress();
    expect((await login(pupil.username, pupil.password, home)).statusCode).toBe(429);
    t.clock.advance(61_000);
    expect((await login(pupil.username, pupil.password, home)).statusCode).toBe(200);
  });

  it('limits admin sign-in per account the same way', async () => {
    const admin = await createAdmin(t);
    const statuses: number[] = [];
    for (let i = 0; i < 13; i++) {
      const res = await t.app.inject({ method: 'POST', url: '/api/admins/login', payload: { email: admin.email, password: `guess-${i}` }, headers: { 'x-forwarded-for': clientAddress() } });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 11)).toEqual(Array(11).fill(401));
    expect(statuses.slice(11)).toEqual([429, 429]);
  });
});
