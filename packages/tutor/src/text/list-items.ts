// A list's items, one to a line under the line that announces them ("The skeletal system performs
// the following functions:", then "supports the body", "protects internal organs"). Short and without
// closing punctuation, they look like titles: taken for titles, they were lost from the passage's text
// and its sentences, so "protects internal organs" could never be quoted.

/**
 * How a line opens: the items of one list open alike, the title after it may not. "Title" is a capital on
 * every word of four letters or more, two at least ("Support, Movement, and Protection"), as a section's
 * title has and a sentence-like item ("Supports the body") has not.
 */
export type ListOpening = 'lower' | 'upper' | 'title' | 'digit' | 'other';

export function openingOf(line: string): ListOpening {
  if (/^\p{Ll}/u.test(line)) return 'lower';
  if (/^\p{Lu}/u.test(line)) {
    const long = line.match(/\p{L}{4,}/gu) ?? [];
    return long.length >= 2 && long.every((w) => /^\p{Lu}/u.test(w)) ? 'title' : 'upper';
  }
  return /^\d/.test(line) ? 'digit' : 'other';
}

/**
 * Where a list stands before a line: 'lead' straight after the line that announces it (it ends with
 * ":"), then the opening of its first item, which the next items share; undefined outside a list.
 */
export type ListPlace = 'lead' | ListOpening | undefined;

/** A short line (one a title could be) is the list's next item. */
export function isListItem(line: string, place: ListPlace): boolean {
  return place === 'lead' || (place !== undefined && openingOf(line) === place);
}

/** The place after a line: an item keeps the list's opening; a line ending with ":" announces a list. */
export function placeAfter(line: string, place: ListPlace, item: boolean): ListPlace {
  if (item) return place === 'lead' ? openingOf(line) : place;
  return line.trimEnd().endsWith(':') ? 'lead' : undefined;
}

/** A bullet that opens an item ("• ", "- ", "* ", "– ", "▪ ", "◦ "). */
const BULLET = /^([•*▪◦–-])\s+/;

/**
 * A bulleted line's items without their bullets. A paragraph's lines run together put several items on
 * one line ("• supports the body • facilitates movement"): split at the same bullet between spaces.
 * Undefined for a line without a bullet.
 */
export function bulletedItems(line: string): string[] | undefined {
  const bullet = BULLET.exec(line)?.[1];
  if (!bullet) return undefined;
  return line
    .slice(line.indexOf(bullet) + 1)
    .split(` ${bullet} `)
    .map((item) => item.trim())
    .filter(Boolean);
}

/** Items joined into one sentence ("supports the body; protects internal organs."), after their lead-in if any. */
export function joinItems(items: string[], leadIn?: string): string {
  const text = items.map((item) => item.replace(/[,;]$/, '')).join('; ');
  const ended = /[.!?]["')\]]?$/.test(text) ? text : `${text}.`;
  return leadIn ? `${leadIn} ${ended}` : ended;
}
