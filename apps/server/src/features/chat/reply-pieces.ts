/**
 * Replies that are ready at once (the built-in tutor, test turns) are still sent in pieces, a few
 * words at a time and a moment apart, so a streaming client sees them arrive the way a model's
 * reply does (pieces sent back to back reach the browser as one). Without a listener nothing is
 * split and nothing waits; once the client has gone, nothing waits either.
 */
const WORDS_PER_PIECE = 4;
/** About the pace of a model's stream: a piece every 24 ms... */
export const PIECE_INTERVAL_MS = 24;
/** ...and at most 50 pieces: a long reply comes in bigger pieces, in no more than 1.2 s. */
const MOST_PIECES = 50;

export function replyPieces(text: string): string[] {
  const parts = text.split(/(?<=\s)/);
  const size = Math.max(WORDS_PER_PIECE, Math.ceil(parts.length / MOST_PIECES));
  const pieces: string[] = [];
  for (let i = 0; i < parts.length; i += size) pieces.push(parts.slice(i, i + size).join(''));
  return pieces.length ? pieces : [text];
}

function pause(ms: number, signal: AbortSignal | undefined): Promise<void> {
  if (signal?.aborted) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', done, { once: true });
  });
}

export async function sendInPieces(text: string, onDelta: ((piece: string) => void) | undefined, signal?: AbortSignal): Promise<void> {
  if (!onDelta) return;
  const pieces = replyPieces(text);
  for (let i = 0; i < pieces.length; i++) {
    if (i > 0) await pause(PIECE_INTERVAL_MS, signal);
    if (signal?.aborted) return;
    onDelta(pieces[i]!);
  }
}
