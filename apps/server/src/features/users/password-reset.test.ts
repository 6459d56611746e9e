import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '@booktutor/contracts/limits';
import { MSG } from '@booktutor/contracts/messages';
import { clientAddress, createTestApp, type TestApp } from '../../../test/test-app';
import { createUser } from '../../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload, headers: { 'x-forwarded-for': clientAddress() } });

describe('forgot-password tells nobody who has an account', () => {
  it('answers a known and an unknown e-mail with the same status and body, also when a code was just sent', async () => {
    const sent: string[] = [];
    const production = await createTestApp({ mailer: { developmentMode: false, send: async (mail) => void sent.push(mail.to) } });
    try {
      const user = await createUser(production);
      const ask = (url: string, email: string) => production.app.inject({ method: 'POST', url, payload: { email }, headers: { 'x-forwarded-for': clientAddress() } });
      const answers = [];
      for (const url of ['/api/users/forgot-password', '/api/users/forgot-password', '/api/users/resend-password-reset-otp']) {
        const known = await ask(url, user.email);
        const unknown = await ask(url, `nobody-${user.email}`);
        answers.push({ known: [known.statusCode, known.json()], unknown: [unknown.statusCode, unknown.json()] });
      }
      for (const { known, unknown } of answers) expect(known).toEqual(unknown);
      expect(answers[0]!.known[0]).toBe(200);
      // One code went out: the repeats within 60 s sent nothing, and the unknown address got nothing.
      expect(sent).toEqual([user.email]);
    } finally {
      await production.close();
    }
  });
});

describe('forgot and reset password', () => {
  it('validates the e-mail with the spec messages', async () => {
    expect((await post('/api/users/forgot-password', { email: '' })).json().message).toBe(MSG.forgot.emailRequired);
    expect((await post('/api/users/forgot-password', { email: 'nope' })).json().message).toBe(MSG.forgot.invalidEmail);
  });

  it('answers the same for an unknown e-mail and sends nothing', async () => {
    const before = t.outbox.length;
    const res = await post('/api/users/forgot-password', { email: 'nobody-here@example.org' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(MSG.forgot.sent);
    expect(res.json().devOtp).toBeUndefined();
    expect(t.outbox.length).toBe(before);
  });

  it('resets the password with the mailed code; the old password stops working', async () => {
    const user = await createUser(t);
    const sent = await post('/api/users/forgot-password', { email: user.email });
    expect(sent.statusCode).toBe(200);
    const code = t.outbox.at(-1)!.text.match(/\b(\d{6})\b/)![1]!;
    expect(sent.json().devOtp).toBe(code);

    const short = await post('/api/users/reset-password', { email: user.email, otp: code, newPassword: 'abc' });
    expect(short.json().message).toBe(MSG.forgot.passwordTooShort);
    const empty = await post('/api/users/reset-password', { email: user.email, otp: code, newPassword: '' });
    expect(empty.json().message).toBe(MSG.forgot.newPasswordRequired);

    const ok = await post('/api/users/reset-password', { email: user.email, otp: code, newPassword: 'brand-new-pass' });
    expect(ok.statusCode).toBe(200);
    expect((await post('/api/users/login', { username: user.username, password: user.password })).statusCode).toBe(401);
    expect((await post('/api/users/login', { username: user.username, password: 'brand-new-pass' })).statusCode).toBe(200);
    // A code works once.
    expect((await post('/api/users/reset-password', { email: user.email, otp: code, newPassword: 'again-pass' })).statusCode).toBe(400);
  });

  it('enforces the resend cooldown, the expiry and the wrong-try limit', async () => {
    const user = await createUser(t);
    await post('/api/users/forgot-password', { email: user.email });
    // Within the cooldown: the same 200 as for anyone, and no new code (see the enumeration test).
    const before = t.outbox.length;
    const early = await post('/api/users/resend-password-reset-otp', { email: user.email });
    expect(early.statusCode).toBe(200);
    expect(early.json().devOtp).toBeUndefined();
    expect(t.outbox.length).toBe(before);
    t.clock.advance(61_000);
    const resent = await post('/api/users/resend-password-reset-otp', { email: user.email });
    expect(resent.statusCode).toBe(200);
    const code = resent.json().devOtp as string;
    const wrong = code === '999999' ? '888888' : '999999';
    for (let i = 0; i < 5; i++) {
      expect((await post('/api/users/reset-password', { email: user.email, otp: wrong, newPassword: 'xxxxxxx' })).statusCode).toBe(400);
    }
    expect((await post('/api/users/reset-password', { email: user.email, otp: code, newPassword: 'xxxxxxx' })).statusCode).toBe(429);

    t.clock.advance(61_000);
    const fresh = (await post('/api/users/resend-password-reset-otp', { email: user.email })).json().devOtp as string;
    t.clock.advance(10 * 60 * 1000 + 1);
    const late = await post('/api/users/reset-password', { email: user.email, otp: fresh, newPassword: 'xxxxxxx' });
    expect(late.json().code).toBe('otp_expired');
  });
});

/**
 * Wrong reset codes are counted per account across addresses (10 an hour); over that, an address the
 * account signed in from keeps 5 tries of its own, every other address none. Run on the in-memory
 * counters and, with REDIS_URL, on Redis (the counters several nodes share).
 */
const redisUrl = process.env.REDIS_URL;
const stores: { name: string; env: Record<string, string> }[] = [{ name: 'in memory', env: {} }, ...(redisUrl ? [{ name: 'on Redis', env: { REDIS_URL: redisUrl } }] : [])];

describe.each(stores)('wrong reset codes from strangers, counters $name', ({ env }) => {
  let s: TestApp;
  beforeAll(async () => {
    s = await createTestApp({ env });
  });
  afterAll(() => s.close());

  const at = (ip: string, url: string, payload: object) => s.app.inject({ method: 'POST', url, payload, headers: { 'x-forwarded-for': ip } });
  const newCode = async (email: string, ip = clientAddress()) => {
    s.clock.advance(61_000); // past the resend cooldown
    const res = await at(ip, '/api/users/forgot-password', { email });
    expect(res.statusCode).toBe(200);
    return res.json().devOtp as string;
  };
  const wrongFor = (code: string) => (code === '999999' ? '888888' : '999999');
  /** A stranger asks for codes (anyone may) and guesses each to death, every guess from a new address. */
  const guessFromEverywhere = async (email: string, codes: number) => {
    const statuses: number[] = [];
    for (let c = 0; c < codes; c++) {
      const code = await newCode(email);
      for (let i = 0; i < LIMITS.otpMaxWrongTries; i++)
        statuses.push((await at(clientAddress(), '/api/users/reset-password', { email, otp: wrongFor(code), newPassword: 'stranger-pass' })).statusCode);
    }
    return statuses;
  };

  it('lets the owner reset with a fresh code from an address they signed in from, after a stranger used up the hour', async () => {
    const owner = await createUser(s);
    const home = clientAddress();
    expect((await at(home, '/api/users/login', { username: owner.username, password: owner.password })).statusCode).toBe(200);
    const statuses = await guessFromEverywhere(owner.email, 3);
    expect(statuses).toEqual([...Array(10).fill(400), ...Array(5).fill(429)]);

    const fresh = await newCode(owner.email, home);
    // A typo first: the owner's own slot hears it and still takes the right code.
    expect((await at(home, '/api/users/reset-password', { email: owner.email, otp: wrongFor(fresh), newPassword: 'owner-new-pass' })).json().code).toBe('otp_invalid');
    const reset = await at(home, '/api/users/reset-password', { email: owner.email, otp: fresh, newPassword: 'owner-new-pass' });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().message).toBe(MSG.forgot.success);
    expect((await at(home, '/api/users/login', { username: owner.username, password: 'owner-new-pass' })).statusCode).toBe(200);
  });

  it('bounds guessing: 10 wrong codes an hour from any number of addresses, then only 5 at each address the account signed in from', async () => {
    const owner = await createUser(s);
    const school = clientAddress();
    expect((await at(school, '/api/users/login', { username: owner.username, password: owner.password })).statusCode).toBe(200);
    // From 60 addresses, over 12 codes: 10 guesses are heard, the rest are refused unheard.
    const statuses = await guessFromEverywhere(owner.email, 12);
    expect(statuses.filter((st) => st === 400).length).toBe(10);
    expect(statuses.filter((st) => st === 429).length).toBe(50);
    const refused = await at(clientAddress(), '/api/users/reset-password', { email: owner.email, otp: '123456', newPassword: 'stranger-pass' });
    expect(refused.json()).toMatchObject({ code: 'too_many_requests', message: MSG.generic.tooManyRequests });

    // A guesser behind the school's address (a classmate) gets the account's slot there: 5 more, then none.
    const code = await newCode(owner.email);
    const atSchool: number[] = [];
    for (let i = 0; i < 7; i++) atSchool.push((await at(school, '/api/users/reset-password', { email: owner.email, otp: wrongFor(code), newPassword: 'stranger-pass' })).statusCode);
    expect(atSchool).toEqual([...Array(5).fill(400), 429, 429]);
    expect((await at(school, '/api/users/reset-password', { email: owner.email, otp: code, newPassword: 'stranger-pass' })).json().code).toBe('too_many_requests');
  });
});
