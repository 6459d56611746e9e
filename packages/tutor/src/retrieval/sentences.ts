// A passage's text as sentences. A short line without closing punctuation is a heading the
// passage splitter kept in the text ("Speed" above "Speed tells us..."): it is returned as the
// sentences' heading, never glued to the sentence after it.

export interface PassageSentence {
  text: string;
  /** The heading line this sentence sits under inside the passage, if any. */
  heading?: string;
}

const SENTENCE_END = /(?<=[.!?])\s+(?=[A-Z0-9"(])/;

function isHeadingLine(line: string): boolean {
  const words = line.split(/\s+/).filter(Boolean).length;
  return words > 0 && words <= 8 && line.length <= 90 && !/[.!?:;,]["')]?$/.test(line);
}

export function splitSentences(text: string): string[] {
  return text.split(SENTENCE_END).map((s) => s.trim()).filter(Boolean);
}

export function passageSentences(text: string): PassageSentence[] {
  const out: PassageSentence[] = [];
  let heading: string | undefined;
  for (const block of text.split(/\n+/)) {
    const line = block.trim();
    if (!line) continue;
    if (isHeadingLine(line)) {
      heading = line;
      continue;
    }
    for (const sentence of splitSentences(line)) out.push(heading ? { text: sentence, heading } : { text: sentence });
  }
  return out;
}

/** Headings inside a passage's text (see above), for the heading field of the index. */
export function innerHeadings(text: string): string[] {
  return text
    .split(/\n+/)
    .map((l) => l.trim())
    .filter((l) => l && isHeadingLine(l));
}
