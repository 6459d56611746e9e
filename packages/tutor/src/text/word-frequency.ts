// How common a word is in general English: tag counts per Porter stem from WordNet's sense-tagged
// corpus (built offline by scripts/build-word-frequency.ts). Everyday words ("throw", "bird")
// say little about which subject a question is from; rare ones ("stimulus", "tributary") say a lot.
// The corpus counts lemmas, so irregular forms ("wrote", "made", "better") are looked up as their lemma.
// The other words WordNet lists (english-words.json, same script) are English words too, only uncounted.
import { IRREGULAR_FORMS } from './irregular-forms';
import { stem } from './tokenise';
import listed from './english-words.json';
import table from './word-frequency.json';

const counts = new Map<string, number>(Object.entries((table as { counts: Record<string, number> }).counts));
const total = (table as { total: number }).total;
/** English words the corpus never tagged (enough): "option", "collagen", "halve". */
const untagged = new Set((listed as { stems: string }).stems.split(' '));

/**
 * English's closed-class words that the stop-word list leaves as content: prepositions, conjunctions and
 * pronouns. WordNet lists only nouns, verbs, adjectives and adverbs, so its corpus never counted "among",
 * "despite", "unless" or "something", and they weighed as much as "tributary". They are among the
 * commonest words of English: each counts as often as the corpus's commonest stem.
 */
const CLOSED_CLASS =
  'aboard across along alongside amid amidst among amongst around astride atop behind beneath beside besides beyond despite except excluding inside minus near nearby notwithstanding onto opposite outside past per plus since throughout till toward towards underneath unlike unto upon versus vs via within without although though whereas whereby wherein whilst unless whether lest yet either else whatever whoever whenever wherever whichever whose everything everyone everybody something someone somebody anything anyone anybody another every';
const commonest = Math.max(...counts.values());
for (const word of CLOSED_CLASS.split(' ')) counts.set(stem(word), commonest);
const lemmaOf = new Map<string, string>();
for (const [lemma, forms] of IRREGULAR_FORMS) for (const form of forms.split(' ')) if (stem(form) !== stem(lemma)) lemmaOf.set(stem(form), stem(lemma));

/** How often the stem's words occur in general English (0 for words the corpus never tagged). */
export function generalCount(stemmed: string): number {
  const lemma = lemmaOf.get(stemmed);
  return Math.max(counts.get(stemmed) ?? 0, lemma ? (counts.get(lemma) ?? 0) : 0);
}

/** A word general English knows (the corpus counted it, or WordNet lists it), so a real word (not a misspelling) even if the chapter never uses it. */
export function isEverydayWord(stemmed: string): boolean {
  return generalCount(stemmed) > 0 || untagged.has(stemmed);
}

/** Information of a word in general English: log(total / (count + 1)), about 5 for "make", 12 for unseen words. */
export function generalRarity(stemmed: string): number {
  return Math.log(total / (generalCount(stemmed) + 1));
}
