import { stemmer } from 'stemmer';
import { stemBothNumbers } from './noun-number';
import { NEGATIONS, STOPWORDS } from './stopwords';

const WORD = /[a-z0-9]+(?:['.][a-z0-9]+)*/g;
const stemCache = new Map<string, string>();

/** Lower-case word tokens; keeps contractions and decimals ("don't", "3.5") whole. */
export function words(text: string): string[] {
  return text.toLowerCase().match(WORD) ?? [];
}

export function stem(word: string): string {
  let cached = stemCache.get(word);
  if (cached === undefined) {
    // A possessive is its noun ("Linnaeus's", "Columbus's" would otherwise stem as "linnaeuss").
    cached = /^\d/.test(word) ? word : stemBothNumbers(word.replace(/'s$/, '').replace(/'/g, ''), stemmer);
    // The cache is bounded so a long-running server does not grow without limit.
    if (stemCache.size > 200_000) stemCache.clear();
    stemCache.set(word, cached);
  }
  return cached;
}

export function isNegation(word: string): boolean {
  return NEGATIONS.has(word) || word.endsWith("n't");
}

/** Stemmed content words: no stopwords (nor their contractions, "what's"), no negations (those are counted separately). */
export function contentStems(text: string): string[] {
  const out: string[] = [];
  for (const w of words(text)) {
    if (STOPWORDS.has(w) || STOPWORDS.has(w.replace(/'(s|re|ll|ve|d|m)$/, '')) || isNegation(w)) continue;
    out.push(stem(w));
  }
  return out;
}

export function countNegations(text: string): number {
  let n = 0;
  for (const w of words(text)) if (isNegation(w)) n++;
  return n;
}
