// Pasted chapter text arrives from PDFs, Word and web pages; make it predictable before parsing.
import { withoutEmphasis } from './markdown-emphasis';

const REPLACEMENTS: Array<[RegExp, string]> = [
  [/\r\n?/g, '\n'],
  [/[\u2018\u2019\u201B\u2032]/g, "'"],
  [/[\u201C\u201D\u201F\u2033]/g, '"'],
  [/[\u2013\u2014\u2212]/g, '-'],
  [/\u2026/g, '...'],
  [/[\u00A0\u2000-\u200A\u202F\u205F\u3000]/g, ' '],
  [/[\u200B-\u200D\uFEFF]/g, ''],
  // Copied out of a PDF: a soft hyphen inside a line is nothing (one at a line's end marks where the
  // wrap cut a word, and the prose reflow joins it there); type ligatures ("ﬁsh") are their letters.
  [/\u00AD(?![ \t]*(?:\n|$))/g, ''],
  [/\uFB00/g, 'ff'],
  [/\uFB01/g, 'fi'],
  [/\uFB02/g, 'fl'],
  [/\uFB03/g, 'ffi'],
  [/\uFB04/g, 'ffl'],
  [/[\uFB05\uFB06]/g, 'st'],
  [/\t/g, '    '],
];

/**
 * Line N of the result is line N of the pasted text (blank lines are kept, only trailing ones go),
 * so an import warning's line number points at the line the admin pasted.
 */
export function normaliseText(raw: string): string {
  let text = raw.normalize('NFC');
  for (const [pattern, replacement] of REPLACEMENTS) text = text.replace(pattern, replacement);
  return withoutEmphasis(text).split('\n').map(trimTrailingSpaces).join('\n').trimEnd();
}

/** A loop, not `/ +$/`: that regex retries from every space and is quadratic on long runs of them. */
function trimTrailingSpaces(line: string): string {
  let end = line.length;
  while (end > 0 && line.charCodeAt(end - 1) === 32) end--;
  return end === line.length ? line : line.slice(0, end);
}
