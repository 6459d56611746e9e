// A list's items, one to a line under the line that announces them ("The skeletal system performs
// the following functions:", then "supports the body", "protects internal organs"). Short and without
// closing punctuation, they look like titles: taken for titles, they were lost from the passage's text
// and its sentences, so "protects internal organs" could never be quoted. Used alike by the passage
// splitter (which must not cut a list from its lead-in) and by the sentence reader (which joins them).

/** Closing punctuation of a sentence, perhaps inside a quote or bracket. */
export const ENDS_SENTENCE = /[.!?]["')\]]?$/;

/**
 * How a line opens: the items of one list open alike. "title" is a capital on every word of four letters
 * or more, two at least ("Support, Movement, and Protection"), which a sentence-like item ("Supports the
 * body") has not; "caps" is a line in capitals ("KEY TERMS"); "number" a numbered item ("1. Mix the
 * flour"), "section" a section's number ("2.1 Results").
 */
export type ListOpening = 'lower' | 'upper' | 'title' | 'caps' | 'number' | 'section' | 'other';

export function openingOf(line: string): ListOpening {
  if (/^\p{Ll}/u.test(line)) return 'lower';
  if (/^\d{1,2}[.)]\s/.test(line)) return 'number';
  if (/^\d+(?:\.\d+)+\.?\s/.test(line)) return 'section';
  if (!/^\p{Lu}/u.test(line)) return 'other';
  const letters = line.match(/\p{L}/gu) ?? [];
  if (letters.length >= 2 && line === line.toUpperCase()) return 'caps';
  const long = line.match(/\p{L}{4,}/gu) ?? [];
  return long.length >= 2 && long.every((w) => /^\p{Lu}/u.test(w)) ? 'title' : 'upper';
}

/**
 * A line that could be an item (or a title): one line of at most 8 words and 90 characters with a letter or
 * a digit, no closing punctuation, no formula or table row ("λ=c/f", "Gold | 1064") and no mark-up heading.
 */
export function isShortLine(line: string): boolean {
  return (
    !line.includes('\n') && line.length <= 90 && line.split(/\s+/).length <= 8 && /[\p{L}\p{N}]/u.test(line) && !/[.!?:;,]["')\]]?$/.test(line) && !/[=≡≈≠≤≥⟶⇌|]/.test(line) && !/^#{1,6}\s/.test(line)
  );
}

/**
 * Where a list stands before a line: 'lead' straight after the line that announces it (it ends with
 * ":"), then the opening of its first item; undefined outside a list.
 */
export type ListPlace = 'lead' | ListOpening | undefined;

/**
 * A short line is the list's next item: one in lower case always (no title opens so); after the lead-in,
 * one with more short lines under it (a lone title under "... works like this:" starts its section); in
 * the list, one that opens as the first item did or has more short lines under it ("Supports the body",
 * "Blood Cell Production", "Protects internal organs"). A title in capitals or with a section's number
 * ends a list. Not told apart: a title that opens as the items do, straight after the last of them.
 */
export function isListItem(line: string, place: ListPlace, nextIsShort: boolean): boolean {
  if (place === undefined || !isShortLine(line)) return false;
  const opening = openingOf(line);
  if (opening === 'lower') return true;
  if (opening === 'caps' || opening === 'section') return false;
  if (place === 'lead') return nextIsShort;
  return opening === place || nextIsShort;
}

/** The place after a line: an item keeps the list's opening; a line ending with ":" announces a list. */
export function placeAfter(line: string, place: ListPlace, item: boolean): ListPlace {
  if (item) return place === 'lead' ? openingOf(line) : place;
  return line.trimEnd().endsWith(':') ? 'lead' : undefined;
}

/** A bullet that opens a line ("• ", "- ", "* ", "– ", "▪ ", "◦ ", "● "). */
export const BULLET = /^([•●▪◦*–-])\s+/;
/** Bullets that never stand in prose: lines run together keep several items apart with them ("• a • b"). */
const ROUND_BULLETS = new Set(['•', '●', '▪', '◦']);

/**
 * A bulleted line's items without their bullets: split at its own bullet between spaces when that is a
 * round one ("• supports the body • facilitates movement"); a dash or a star inside a line is prose ("-
 * Water - the most common solvent - dissolves salts", "5 * 3"). Undefined for a line without a bullet.
 */
export function bulletedItems(line: string): string[] | undefined {
  const bullet = BULLET.exec(line)?.[1];
  if (!bullet) return undefined;
  const rest = line.slice(line.indexOf(bullet) + 1).trim();
  const items = ROUND_BULLETS.has(bullet) ? rest.split(` ${bullet} `) : [rest];
  return items.map((item) => item.trim()).filter((item) => /[\p{L}\p{N}]/u.test(item));
}

/** Items joined into one sentence ("supports the body; protects internal organs."), after their lead-in if any. */
export function joinItems(items: string[], leadIn?: string): string {
  const text = items.map((item) => item.replace(/(?:[,;]\s*(?:and|or)?|\s+(?:and|or))$/i, '')).join('; ');
  const ended = ENDS_SENTENCE.test(text) ? text : `${text}.`;
  return leadIn ? `${leadIn} ${ended}` : ended;
}
