// Text copied from a PDF is hard-wrapped: every paragraph is cut into lines of about the same width.
// Such lines are joined back into one; deliberate line breaks (short lines) are kept.

/**
 * The width the text was wrapped at, or null when it was not hard-wrapped: many lines end close to
 * one width, and that width is a page's (40 to 130 characters).
 */
export function wrapWidth(lines: string[]): number | null {
  const lengths = lines.map((l) => l.trimEnd().length).filter((n) => n > 0);
  if (lengths.length < 8) return null;
  const sorted = [...lengths].sort((a, b) => a - b);
  const width = sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.95))]!;
  if (width < 40 || width > 130) return null;
  const full = lengths.filter((n) => n >= width * 0.75).length;
  return full >= lengths.length * 0.3 ? width : null;
}

/** Whether `next` carries on the sentence of `prev` (a wrapped line) rather than starting a new line. */
export function continuesLine(prev: string, next: string, width: number | null): boolean {
  const a = prev.trimEnd();
  const b = next.trim();
  if (!a || !b) return false;
  const lowerStart = /^[a-z]/.test(b) && !/[.?!:]$/.test(a);
  if (width === null) return lowerStart;
  const firstWord = b.split(/\s/, 1)[0]!.length;
  return lowerStart || a.length + 1 + firstWord > width * 0.85;
}

/** In text hard-wrapped at `width`, `line` opens a paragraph: it starts with a capital (after a quote or bracket) and does not carry on `prev`. */
export function opensWrappedParagraph(prev: string, line: string, width: number | null): boolean {
  return width !== null && /^["'(]?[A-Z]/.test(line.trim()) && !continuesLine(prev, line, width);
}

/** Join a wrapped line onto the text before it; a word broken at its hyphen is put back together. */
export function joinWrapped(prev: string, next: string): string {
  const a = prev.trimEnd();
  const b = next.trim();
  return /[A-Za-z]-$/.test(a) && /^[A-Za-z]/.test(b) ? a + b : `${a} ${b}`;
}
