// A chapter copied out of a PDF arrives hard-wrapped: every line cut at the page's width, no blank
// line between paragraphs, words hyphenated across lines ("sens-" / "ation") and each page's furniture
// ("Access for free at openstax.org", "166 5 • Sensation and Perception") in the middle of sentences.
// Passages cut from that text lose their paragraphs, headings and words. This puts the paragraphs
// back, by the shape of the lines alone: nothing here knows any publisher or book.
import { isTextLine, WEB_ADDRESS } from '../formats/numbered/page-furniture';
import { isObjectiveLine } from '../retrieval/exam-wording';
import { ENDS_SENTENCE } from '../text/list-items';
import { STOPWORDS } from '../text/stopwords';
import { stem } from '../text/tokenise';
import { isEverydayWord } from '../text/word-frequency';

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
/**
 * ...and the wrap cuts most of them inside a sentence: at least this share of the full lines end
 * without a full stop. Short paragraphs one to a line (typed, or copied from a web page) end theirs.
 */
const CUT_SHARE = 0.5;
/** Share of line breaks that are blank lines past which a wrapped text is double-spaced. */
const DOUBLE_SPACED = 0.9;

/** A line that ends a sentence, or announces what follows ("three major effects:"). */
export const ENDS_PARAGRAPH = /[.!?:]["')\]]?$/;
const STARTS_LOWER = /^[a-z]/;
/** A line that starts a block of its own: a marked-up heading, a bullet, a numbered or lettered item. */
const STARTS_BLOCK = /^(?:#{1,6}\s|[•●▪◦*·-]\s|\d{1,3}[.)]\s|\(?[a-zA-Z]\)\s)/;

/** The 90th percentile of the lines' lengths: the page's width, when the text is wrapped. */
function wrapWidth(lengths: number[]): number {
  const sorted = [...lengths].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length * 0.9)] ?? 0;
}

/** The width the text was wrapped at, or null when its lines are paragraphs (or too few to tell). */
export function hardWrapWidth(lines: string[]): number | null {
  const trimmed = lines.map((l) => l.trim()).filter(Boolean);
  if (trimmed.length < MIN_LINES) return null;
  const width = wrapWidth(trimmed.map((l) => l.length));
  if (width < NARROWEST_PAGE || width > WIDEST_PAGE) return null;
  const full = trimmed.filter((l) => l.length >= width * FULL_LINE);
  const cut = full.filter((l) => !ENDS_SENTENCE.test(l)).length;
  return full.length >= trimmed.length * FULL_SHARE && cut >= full.length * CUT_SHARE ? width : null;
}

/**
 * Some PDF readers copy a blank line after every line: then one blank line is a line break, and a
 * paragraph ends at two (or where the lines' shapes say so). Only a text wrapped once its blank
 * lines are gone is read so: short paragraphs a blank line apart are no double-spaced copy.
 */
function singleSpaced(lines: string[]): string[] {
  let adjacent = 0;
  let spaced = 0;
  for (let i = 1; i < lines.length; i++) if (lines[i]!.trim() && lines[i - 1]!.trim()) adjacent++;
  for (let i = 2; i < lines.length; i++) if (lines[i]!.trim() && !lines[i - 1]!.trim() && lines[i - 2]!.trim()) spaced++;
  if (spaced < MIN_LINES || spaced < (adjacent + spaced) * DOUBLE_SPACED) return lines;
  const single = lines.filter((line, i) => line.trim() || !lines[i - 1]?.trim() || !lines[i + 1]?.trim());
  return hardWrapWidth(single) === null ? lines : single;
}

/** A page number beside title words around a bullet: "166 5 • Sensation and Perception", "5.1 • Vision 167". */
const PAGE_HEADER = /^(?:\d{1,4}\s+[^•]*\S\s*•\s*\S.*|[^•\s][^•]*•.*\S\s+\d{1,4})$/;
/** Numbered furniture comes back page after page: two of its lines are at least this many lines apart. */
const PAGE_APART = 10;

/**
 * Page furniture in wrapped prose: a page's running header ("12 3 • Rivers"), and a short line with a
 * web address or a number that comes back, the same but for its numbers ("Access for free at
 * openstax.org", a lone page number). Numbered lines that repeat close together are a table's rows
 * ("Trial 1 | 5 | 6"), a heading that recurs without a number ("Check Your Understanding") is the
 * chapter's own, and so is a formula said twice ("F=GmM/(r^2),").
 */
function pageFurniture(lines: string[]): Set<number> {
  const furniture = new Set<number>();
  const seen = new Map<string, number[]>();
  lines.forEach((line, index) => {
    const text = line.trim();
    if (!text || text.length > 90 || text.split(/\s+/).length > 10 || isTextLine(text) || !(/\d/.test(text) || WEB_ADDRESS.test(text))) return;
    if (PAGE_HEADER.test(text)) furniture.add(index);
    const shape = text.replace(/\d+/g, '#').toLowerCase();
    const indexes = seen.get(shape);
    if (indexes) indexes.push(index);
    else seen.set(shape, [index]);
  });
  for (const [shape, indexes] of seen) {
    if (indexes.length < 2) continue;
    const apart = indexes.every((index, k) => k === 0 || index - indexes[k - 1]! >= PAGE_APART);
    if (apart || WEB_ADDRESS.test(shape)) for (const index of indexes) furniture.add(index);
  }
  return furniture;
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

/** Letters at most in a word cut by the wrap: a longer run is no word. */
const LONGEST_WORD = 40;

/** The letters before a line's closing hyphen ("sens" of "... of sens-"), or null: scanned back, never past LONGEST_WORD. */
function cutWord(line: string): string | null {
  let start = line.length - 1;
  while (start > 0 && line.length - start <= LONGEST_WORD && /[A-Za-z]/.test(line[start - 1]!)) start--;
  const word = line.slice(start, -1);
  return word && line.length - start <= LONGEST_WORD ? word.toLowerCase() : null;
}

/** Line `a` ends in a hyphen (or a PDF's soft hyphen) after a letter and line `b` goes on in lower case. */
const endsCut = (a: string, b: string) => /[A-Za-z][-\u00AD]$/.test(a) && STARTS_LOWER.test(b);

type Join = 'word' | 'hyphen' | 'dash' | 'space';

/**
 * How a line ending in a hyphen joins the next. A soft hyphen, or "sens-" then "ation", is one word cut
 * by the wrap: joined, only on evidence (the chapter writes the whole word, general English knows it,
 * or the second half is no word alone). "well-" then "known" (two words, the whole no word) and
 * "end-" then "to-end" keep the hyphen; "day-" then "a thing" is a dash (an em dash made "-").
 */
function joinAtHyphen(left: string, right: string, written: Set<string>): Join {
  if (left.endsWith('\u00AD')) return 'word';
  const head = cutWord(left);
  const tail = /^[a-z]{1,40}/.exec(right)?.[0];
  if (!head || !tail) return 'hyphen';
  if (right[tail.length] === '-') return 'hyphen';
  const isWord = (w: string) => written.has(w) || isEverydayWord(stem(w));
  if (isWord(`${head}${tail}`)) return 'word';
  if (STOPWORDS.has(head) || STOPWORDS.has(tail)) return 'dash';
  return isWord(tail) ? 'hyphen' : 'word';
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

/** Does line `a` run on into line `b` (the same paragraph), in text wrapped at `width`? `after` is the line under `b`. */
function runsOn(a: string, b: string, after: string | undefined, width: number): boolean {
  if (endsCut(a, b)) return true;
  // A sentence the wrap cut early (a long word next); a short line over a formula is a label ("Solution").
  if (STARTS_LOWER.test(b) && !ENDS_PARAGRAPH.test(a) && a.length >= width * HALF_LINE) return true;
  // A list's lead-in ends its paragraph; learning objectives are a list, one to a line; a title, a
  // bullet or a numbered item stands alone.
  if (a.endsWith(':') || STARTS_BLOCK.test(b) || isObjectiveLine(a) || isObjectiveLine(b) || looksLikeTitle(b, after)) return false;
  return a.length >= width * FULL_LINE;
}

/**
 * Hard-wrapped text as paragraphs separated by blank lines, its page furniture left out and its
 * hyphenated line breaks joined; any other text comes back unchanged.
 */
export function reflowProse(text: string): string {
  const lines = singleSpaced(text.split('\n'));
  const width = hardWrapWidth(lines);
  if (width === null) return text;
  const furniture = pageFurniture(lines);
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
    // A blank line under `line` (or none) means nothing stands under it to judge a title by.
    const after = kept[i + 1] || undefined;
    if (pieces.length && runsOn(last, line, after, width)) {
      const join = endsCut(last, line) ? joinAtHyphen(last, line, written) : 'space';
      if (join === 'word' || join === 'dash') pieces[pieces.length - 1] = last.slice(0, -1);
      pieces.push(join === 'word' || join === 'hyphen' ? '' : join === 'dash' ? ' - ' : ' ', line);
    } else {
      flush();
      pieces.push(line);
    }
    last = line;
  });
  flush();
  return blocks.join('\n\n');
}
