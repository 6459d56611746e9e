// How common a word is in general English: tag counts per Porter stem from WordNet's sense-tagged
// corpus (built offline by scripts/build-word-frequency.ts). Everyday words ("throw", "bird")
// say little about which subject a question is from; rare ones ("stimulus", "tributary") say a lot.
// The corpus counts lemmas, so irregular forms ("wrote", "made", "better") are looked up as their lemma.
import { IRREGULAR_FORMS } from './irregular-forms';
import { stem } from './tokenise';
import table from './word-frequency.json';

const counts = new Map<string, number>(Object.entries((table as { counts: Record<string, number> }).counts));
const total = (table as { total: number }).total;
const lemmaOf = new Map<string, string>();
for (const [lemma, forms] of IRREGULAR_FORMS) for (const form of forms.split(' ')) if (stem(form) !== stem(lemma)) lemmaOf.set(stem(form), stem(lemma));

/** How often the stem's words occur in general English (0 for words the corpus never tagged). */
export function generalCount(stemmed: string): number {
  const lemma = lemmaOf.get(stemmed);
  return Math.max(counts.get(stemmed) ?? 0, lemma ? (counts.get(lemma) ?? 0) : 0);
}

/** A word the general corpus knows, so a real word (not a misspelling) even if the chapter never uses it. */
export function isEverydayWord(stemmed: string): boolean {
  return counts.has(stemmed);
}

/** Information of a word in general English: log(total / (count + 1)), about 5 for "make", 12 for unseen words. */
export function generalRarity(stemmed: string): number {
  return Math.log(total / (generalCount(stemmed) + 1));
}
