export async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** Parse JSON Lines; a bad line is reported with its number instead of stopping the whole batch. */
export function* jsonLines(text: string): Generator<{ line: number; value?: Record<string, unknown>; error?: string }> {
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const raw = lines[i]!.trim();
    if (!raw) continue;
    try {
      yield { line: i + 1, value: JSON.parse(raw) as Record<string, unknown> };
    } catch (e) {
      yield { line: i + 1, error: `line ${i + 1}: ${(e as Error).message}` };
    }
  }
}
