import { describe, expect, it } from 'vitest';
import { createLiveSessionCache } from './live-session-cache';

const ann = { userId: 'u-ann', sessionId: 's-ann-phone', version: 0 };
const annLaptop = { userId: 'u-ann', sessionId: 's-ann-laptop', version: 0 };
const bob = { userId: 'u-bob', sessionId: 's-bob', version: 3 };
const FAR = 10 ** 12;

describe('live session cache', () => {
  it('reuses an answer within its time, never past it nor past the session’s own end', () => {
    const cache = createLiveSessionCache({ ttlMs: 1000 });
    expect(cache.isLive(ann, 0)).toBe(false);
    cache.remember(ann, cache.mark(), 0, FAR);
    expect(cache.isLive(ann, 999)).toBe(true);
    expect(cache.isLive(ann, 1000)).toBe(false);
    cache.remember(bob, cache.mark(), 0, 500);
    expect(cache.isLive(bob, 499)).toBe(true);
    expect(cache.isLive(bob, 500)).toBe(false);
  });

  it('reuses an answer for its time at most, even when the wall clock steps back', () => {
    let elapsed = 0; // a monotonic clock (performance.now in the app)
    const cache = createLiveSessionCache({ ttlMs: 1000, elapsedMs: () => elapsed });
    cache.remember(ann, cache.mark(), 10_000, FAR);
    elapsed = 500;
    expect(cache.isLive(ann, 10_500)).toBe(true);
    // The wall clock is set back an hour (NTP, an operator); 1.5 s have really passed.
    elapsed = 1500;
    expect(cache.isLive(ann, 10_000 - 3_600_000 + 1500)).toBe(false);
  });

  it('answers only for the same user and token version', () => {
    const cache = createLiveSessionCache();
    cache.remember(ann, cache.mark(), 0, FAR);
    expect(cache.isLive({ ...ann, version: 1 }, 1)).toBe(false);
    expect(cache.isLive({ ...ann, userId: 'u-bob' }, 1)).toBe(false);
    expect(cache.isLive(ann, 1)).toBe(true);
  });

  it('forgets ended sessions, and every session of a user whose sign-ins all ended', () => {
    const cache = createLiveSessionCache();
    for (const s of [ann, annLaptop, bob]) cache.remember(s, cache.mark(), 0, FAR);
    cache.forgetSessions([ann.sessionId]);
    expect([cache.isLive(ann, 1), cache.isLive(annLaptop, 1), cache.isLive(bob, 1)]).toEqual([false, true, true]);
    cache.forgetUser('u-ann');
    expect([cache.isLive(annLaptop, 1), cache.isLive(bob, 1)]).toEqual([false, true]);
  });

  it('does not keep an answer read before an ending that arrived while it was read', () => {
    const cache = createLiveSessionCache();
    const mark = cache.mark(); // the check starts reading the database...
    cache.forgetUser('u-ann'); // ...the account's sessions end meanwhile...
    cache.remember(ann, mark, 0, FAR); // ...and its answer, possibly from before, comes back
    expect(cache.isLive(ann, 1)).toBe(false);
    cache.remember(ann, cache.mark(), 0, FAR);
    expect(cache.isLive(ann, 1)).toBe(true);
  });

  it('forgets everything, and keeps no answer read before, when endings may have been missed', () => {
    const cache = createLiveSessionCache();
    cache.remember(bob, cache.mark(), 0, FAR);
    const mark = cache.mark();
    cache.forgetAll();
    cache.remember(ann, mark, 0, FAR);
    expect([cache.isLive(ann, 1), cache.isLive(bob, 1)]).toEqual([false, false]);
  });

  it('keeps at most its bound of answers, the oldest going first', () => {
    const cache = createLiveSessionCache({ maxEntries: 2 });
    for (const s of [ann, annLaptop, bob]) cache.remember(s, cache.mark(), 0, FAR);
    expect([cache.isLive(ann, 1), cache.isLive(annLaptop, 1), cache.isLive(bob, 1)]).toEqual([false, true, true]);
  });

  it('takes any session id as a plain key', () => {
    const cache = createLiveSessionCache();
    for (const sessionId of ['__proto__', 'constructor', 'toString', '\u0000', '\ud800', '😀'.repeat(1000)]) {
      const s = { userId: 'u', sessionId, version: 0 };
      expect(cache.isLive(s, 1)).toBe(false);
      cache.remember(s, cache.mark(), 0, FAR);
      expect(cache.isLive(s, 1)).toBe(true);
    }
    cache.forgetUser('u');
    expect(cache.isLive({ userId: 'u', sessionId: '__proto__', version: 0 }, 1)).toBe(false);
  });
});
