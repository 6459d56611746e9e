/**
 * Recent answers of the session check, so a user's requests in quick succession do not each ask
 * the database whether their sign-in is still live (one round trip of two on a plain read).
 *
 * An answer is reused for at most LIVE_SESSION_TTL_MS and never past the session's own expiry.
 * Endings are not waited out: logout, a reused refresh token, a password change or reset and
 * "sign out everywhere" reach the cache through the realtime hub (on every node when Redis joins
 * them), and forget the answers at once. A check that was already reading the database when an
 * ending arrived keeps its answer to itself: it may have read the state from before the ending.
 * Without Redis, another node's ending is seen within the TTL.
 */
export const LIVE_SESSION_TTL_MS = 30_000;
/** Answers kept at most; the oldest go first. */
export const LIVE_SESSION_MAX_ENTRIES = 50_000;

export interface LiveSession {
  userId: string;
  sessionId: string;
  /** The account's token version the token carries. */
  version: number;
}

export interface LiveSessionCache {
  /** True when this session was found live recently enough (at `nowMs`, the app's clock). */
  isLive(session: LiveSession, nowMs: number): boolean;
  /** A marker taken before asking the database; `remember` keeps the answer only if no ending came since. */
  mark(): number;
  remember(session: LiveSession, mark: number, nowMs: number, sessionExpiresAtMs: number): void;
  forgetSessions(sessionIds: readonly string[]): void;
  forgetUser(userId: string): void;
  /** Endings may have been missed: every answer goes, and none read before is kept. */
  forgetAll(): void;
}

interface Entry {
  userId: string;
  version: number;
  /** On the app's clock: the TTL or the session's end, whichever comes first. */
  until: number;
  /** On a monotonic clock: the TTL again, which a wall clock set back cannot stretch. */
  freshUntil: number;
}

export function createLiveSessionCache({
  ttlMs = LIVE_SESSION_TTL_MS,
  maxEntries = LIVE_SESSION_MAX_ENTRIES,
  elapsedMs = () => performance.now(),
}: { ttlMs?: number; maxEntries?: number; elapsedMs?: () => number } = {}): LiveSessionCache {
  // Keyed by session id (a UUID the token's signature vouches for); a Map, so no key is special.
  const entries = new Map<string, Entry>();
  let endings = 0;
  return {
    isLive({ userId, sessionId, version }, nowMs) {
      const entry = entries.get(sessionId);
      if (!entry) return false;
      if (entry.until <= nowMs || entry.freshUntil <= elapsedMs()) {
        entries.delete(sessionId);
        return false;
      }
      return entry.userId === userId && entry.version === version;
    },
    mark: () => endings,
    remember({ userId, sessionId, version }, mark, nowMs, sessionExpiresAtMs) {
      if (mark !== endings) return;
      entries.delete(sessionId); // re-inserted last: the Map's order is the eviction order
      entries.set(sessionId, { userId, version, until: Math.min(nowMs + ttlMs, sessionExpiresAtMs), freshUntil: elapsedMs() + ttlMs });
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    },
    forgetSessions(sessionIds) {
      endings++;
      for (const id of sessionIds) entries.delete(id);
    },
    forgetUser(userId) {
      endings++;
      for (const [id, entry] of entries) if (entry.userId === userId) entries.delete(id);
    },
    forgetAll() {
      endings++;
      entries.clear();
    },
  };
}
