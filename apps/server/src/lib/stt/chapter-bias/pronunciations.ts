/**
 * The pronunciation dictionary limited to a chapter's vocabulary, taken from the CMU
 * dictionary that ships with pocketsphinx-en-us (all variants kept: "read(2)"), with a
 * letter-to-sound fallback for words it lacks.
 */
import { readFile } from 'node:fs/promises';
import { compoundPronunciation, letterToSound } from './letter-to-sound';

export type PronouncingDictionary = Map<string, string[]>;

const loaded = new Map<string, Promise<PronouncingDictionary>>();

/** Reads a cmudict-format file once per process (134k entries, about 40 ms). */
export function loadPronouncingDictionary(file: string): Promise<PronouncingDictionary> {
  let entry = loaded.get(file);
  if (!entry) {
    entry = readFile(file, 'utf8').then(parseDictionary);
    entry.catch(() => loaded.delete(file));
    loaded.set(file, entry);
  }
  return entry;
}

export function parseDictionary(text: string): PronouncingDictionary {
  const dict: PronouncingDictionary = new Map();
  for (const line of text.split('\n')) {
    const space = line.indexOf(' ');
    if (space <= 0) continue;
    const word = line.slice(0, space).replace(/\(\d+\)$/, '');
    const phones = line
      .slice(space + 1)
      .replace(/#.*$/, '')
      .trim();
    if (!phones) continue;
    const list = dict.get(word);
    if (list) list.push(phones);
    else dict.set(word, [phones]);
  }
  return dict;
}

export interface ChapterDictionary {
  /** cmudict-format text for pocketsphinx's -dict. */
  text: string;
  /** Words that got a guessed pronunciation. */
  guessed: string[];
}

export function buildChapterDictionary(vocabulary: Iterable<string>, dict: PronouncingDictionary): ChapterDictionary {
  const lines: string[] = [];
  const guessed: string[] = [];
  const first = (w: string) => dict.get(w)?.[0];
  for (const word of [...new Set(vocabulary)].sort()) {
    let variants = dict.get(word);
    if (!variants) {
      // "object's" and plurals: the stem's pronunciation plus the ending.
      const stem = word.endsWith("'s") ? word.slice(0, -2) : undefined;
      const stemmed = stem ? first(stem) : undefined;
      const guess = stemmed ? `${stemmed} Z` : (compoundPronunciation(word, first) ?? letterToSound(word));
      variants = [guess];
      if (!stemmed) guessed.push(word);
    }
    variants.forEach((phones, i) => lines.push(`${i === 0 ? word : `${word}(${i + 1})`} ${phones}`));
  }
  return { text: `${lines.join('\n')}\n`, guessed };
}
