/**
 * Replies that are ready at once (the built-in tutor, test turns) are still sent in pieces, a few
 * words at a time, each in its own turn of the event loop, so a streaming client sees them arrive
 * the way a model's reply does. Without a listener nothing is split and nothing waits.
 */
const WORDS_PER_PIECE = 4;

export function replyPieces(text: string): string[] {
  const parts = text.split(/(?<=\s)/);
  const pieces: string[] = [];
  for (let i = 0; i < parts.length; i += WORDS_PER_PIECE) pieces.push(parts.slice(i, i + WORDS_PER_PIECE).join(''));
  return pieces.length ? pieces : [text];
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

export async function sendInPieces(text: string, onDelta: ((piece: string) => void) | undefined): Promise<void> {
  if (!onDelta) return;
  const pieces = replyPieces(text);
  for (let i = 0; i < pieces.length; i++) {
    if (i > 0) await nextTurn();
    onDelta(pieces[i]!);
  }
}
