import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PIECE_INTERVAL_MS, replyPieces, sendInPieces } from './reply-pieces';

describe('a ready reply sent in pieces', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const reply = 'A force is a push or a pull that acts on an object. It can change how fast the object moves, or its direction.';

  it('sends a few words at a time, a moment apart, and the pieces make the whole reply', async () => {
    const seen: { piece: string; at: number }[] = [];
    const sending = sendInPieces(reply, (piece) => seen.push({ piece, at: Date.now() }));
    expect(seen).toHaveLength(1);
    await vi.runAllTimersAsync();
    await sending;
    const count = replyPieces(reply).length;
    expect(seen).toHaveLength(count);
    expect(seen.map((s) => s.piece).join('')).toBe(reply);
    const gaps = seen.slice(1).map((s, i) => s.at - seen[i]!.at);
    expect(gaps.every((gap) => gap === PIECE_INTERVAL_MS)).toBe(true);
  });

  it('sends a long reply in bigger pieces, in at most 1.2 s in all', async () => {
    const long = 'word '.repeat(4000);
    const seen: string[] = [];
    const start = Date.now();
    const sending = sendInPieces(long, (piece) => seen.push(piece));
    await vi.runAllTimersAsync();
    await sending;
    expect(seen.join('')).toBe(long);
    expect(seen.length).toBeLessThanOrEqual(50);
    expect(Date.now() - start).toBeLessThanOrEqual(1200);
  });

  it('stops waiting once the client has gone', async () => {
    const seen: string[] = [];
    const gone = new AbortController();
    const sending = sendInPieces(reply, (piece) => seen.push(piece), gone.signal);
    gone.abort();
    await sending;
    expect(seen).toHaveLength(1);
  });

  it('without a listener, sends nothing and does not wait', async () => {
    await expect(sendInPieces(reply, undefined)).resolves.toBeUndefined();
    expect(vi.getTimerCount()).toBe(0);
  });
});
