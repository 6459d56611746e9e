// A chapter copied out of a PDF arrives hard-wrapped: every line cut at the page's width, no blank
// line between paragraphs, words hyphenated across lines ("sens-" / "ation") and each page's furniture
// ("Access for free at openstax.org", "166 5 • Sensation and Perception") in the middle of sentences.
// Passages cut from that text lose their paragraphs, headings and words. This puts the paragraphs
// back, by the shape of the lines alone: nothing here knows any publisher or book.
import { findPageFurniture } from '../formats/numbered/page-furniture';
import { isObjectiveLine } from '../retrieval/exam-wording';
import { isEverydayWord } from '../text/word-frequency';
import { stem } from '../text/tokenise';

/** Fewer lines than this say too little about their widths to call a text wrapped. */
const MIN_LINES = 8;
/** Wrapped text's widest lines (see `wrapWidth`) are a page's width: between these many characters. */
const NARROWEST_PAGE = 30;
const WIDEST_PAGE = 160;
/** A line at least this share of the width was cut by the wrap, so its paragraph goes on. */
const FULL_LINE = 0.75;
/** A line shorter than this share of the width ended where its writer ended it. */
const HALF_LINE = 0.5;
/** In wrapped text most lines are full ones: at least this share of them. */
const FULL_SHARE = 0.4;

const ENDS_SENTENCE = /[.!?]["')\]]?$/;
const STARTS_LOWER = /^[a-z]/;

/** The 90th percentile of the lines' lengths: the page's width, when the text is wrapped. */
function wrapWidth(lengths: number[]): number {
  const sorted = [...lengths].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length * 0.9)] ?? 0;
}

/** The width the text was wrapped at, or null when its lines are paragraphs (or too few to tell). */
export function hardWrapWidth(lines: string[]): number | null {
  const lengths = lines.map((l) => l.trim().length).filter((n) => n > 0);
  if (lengths.length < MIN_LINES) return null;
  const width = wrapWidth(lengths);
  if (width < NARROWEST_PAGE || width > WIDEST_PAGE) return null;
  const full = lengths.filter((n) => n >= width * FULL_LINE).length;
  return full / lengths.length >= FULL_SHARE ? width : null;
}

/**
 * A title between paragraphs: short, capitalised, no closing punctuation, and at most half as long as
 * the line under it, which starts a sentence (as `titleAboveText` in split-passages.ts judges a title).
 * A caption's last line ("Needham, Public Domain)") closes a bracket it did not open: no title.
 */
function looksLikeTitle(line: string, next: string | undefined): boolean {
  if (next === undefined || /[.!:;,)]$/.test(line) || !/^[A-Z0-9]/.test(line) || !/^["'(]?[A-Z0-9]/.test(next)) return false;
  if ((line.match(/\(/g) ?? []).length !== (line.match(/\)/g) ?? []).length) return false;
  return line.split(/\s+/).length <= 10 && line.length * 2 <= next.length;
}

/** Letters at most in a word cut by the wrap: a longer run is no word, and is joined as it stands. */
const LONGEST_WORD = 40;

/** The letters before a line's closing hyphen ("sens" of "... of sens-"), or null: scanned back, never past LONGEST_WORD. */
function cutWord(line: string): string | null {
  let start = line.length - 1;
  while (start > 0 && line.length - start <= LONGEST_WORD && /[A-Za-z]/.test(line[start - 1]!)) start--;
  const word = line.slice(start, -1);
  return word && line.length - start <= LONGEST_WORD ? word.toLowerCase() : null;
}

/**
 * "sens-" then "ation": one word cut by the wrap, joined without its hyphen, unless the chapter writes
 * it with the hyphen elsewhere ("self-esteem"), or both halves are words and the whole is not ("well" /
 * "known"). Returns what goes between the two lines: "" (the hyphen dropped from `left`) or "-".
 */
function keepsHyphen(left: string, right: string, written: Set<string>): boolean {
  const head = cutWord(left);
  const tail = /^[a-z]{1,40}/.exec(right)?.[0];
  if (!head || !tail) return true;
  const whole = `${head}${tail}`;
  if (written.has(whole)) return false;
  if (written.has(`${head}-${tail}`)) return true;
  return head.length >= 3 && tail.length >= 3 && isEverydayWord(stem(head)) && isEverydayWord(stem(tail)) && !isEverydayWord(stem(whole));
}

/** Every word the text writes whole on a line, lower-cased, hyphenated ones as written ("self-esteem"). */
function wordsWritten(lines: string[]): Set<string> {
  const words = new Set<string>();
  for (const line of lines) {
    for (const token of line.toLowerCase().split(/[^a-z-]+/)) {
      let start = 0;
      let end = token.length;
      while (start < end && token[start] === '-') start++;
      while (end > start && token[end - 1] === '-') end--;
      if (end > start) words.add(token.slice(start, end));
    }
  }
  return words;
}

/** Does line `a` run on into line `b` (the same paragraph), in text wrapped at `width`? */
function runsOn(a: string, b: string, after: string | undefined, width: number): boolean {
  if (/[A-Za-z]-$/.test(a) && STARTS_LOWER.test(b)) return true;
  // A sentence the wrap cut early (a long word next); a short line over a formula is a label ("Solution").
  if (STARTS_LOWER.test(b) && !ENDS_SENTENCE.test(a) && a.length >= width * HALF_LINE) return true;
  // Learning objectives are a list, one to a line; a title stands alone.
  if (isObjectiveLine(a) || isObjectiveLine(b) || looksLikeTitle(b, after)) return false;
  return a.length >= width * FULL_LINE;
}

/** Share of line breaks that are blank lines past which a text is double-spaced (a blank line after every line). */
const DOUBLE_SPACED = 0.9;

/**
 * Some PDF readers copy a blank line after every line: then one blank line is a line break, and a
 * paragraph ends at two (or where the lines' shapes say so, as in any wrapped text).
 */
function singleSpaced(lines: string[]): string[] {
  let adjacent = 0;
  let spaced = 0;
  for (let i = 1; i < lines.length; i++) {
    if (!lines[i]!.trim() || !lines[i - 1]!.trim()) continue;
    adjacent++;
  }
  for (let i = 2; i < lines.length; i++) if (lines[i]!.trim() && !lines[i - 1]!.trim() && lines[i - 2]!.trim()) spaced++;
  if (spaced < MIN_LINES || spaced < (adjacent + spaced) * DOUBLE_SPACED) return lines;
  return lines.filter((line, i) => line.trim() || !lines[i - 1]?.trim() || !lines[i + 1]?.trim());
}

/**
 * Hard-wrapped text as paragraphs separated by blank lines, its page furniture left out and its
 * hyphenated line breaks joined; any other text comes back unchanged.
 */
export function reflowProse(text: string): string {
  const lines = singleSpaced(text.split('\n'));
  const width = hardWrapWidth(lines);
  if (width === null) return text;
  const furniture = findPageFurniture(lines);
  const kept = lines.map((l) => l.trim()).filter((l, i) => !furniture.has(i));
  const written = wordsWritten(kept);
  const blocks: string[] = [];
  // The paragraph's lines, each with what joins it to the one before: kept apart until the paragraph
  // ends, so a long paragraph is not copied again for every line.
  let pieces: string[] = [];
  let last = '';
  const flush = () => {
    if (pieces.length) blocks.push(pieces.join(''));
    pieces = [];
  };
  kept.forEach((line, i) => {
    if (!line) return void flush();
    if (pieces.length && runsOn(last, line, kept[i + 1] || undefined, width)) {
      const cut = /[A-Za-z]-$/.test(last) && STARTS_LOWER.test(line);
      if (cut && !keepsHyphen(last, line, written)) pieces[pieces.length - 1] = last.slice(0, -1);
      pieces.push(cut ? '' : ' ', line);
    } else {
      flush();
      pieces.push(line);
    }
    last = line;
  });
  flush();
  return blocks.join('\n\n');
}
