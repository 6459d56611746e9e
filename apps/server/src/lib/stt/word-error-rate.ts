/**
 * Word error rate: (substitutions + deletions + insertions) / reference words, after both
 * sides are turned into spoken words the same way ("439" and "four hundred thirty nine" agree).
 */
import { spokenWords } from './chapter-bias/spoken-words';

export interface WordErrors {
  errors: number;
  referenceWords: number;
  rate: number;
}

export function wordErrors(reference: string, hypothesis: string): WordErrors {
  const ref = spokenWords(reference);
  const hyp = spokenWords(hypothesis);
  let previous = Array.from({ length: hyp.length + 1 }, (_, j) => j);
  for (let i = 1; i <= ref.length; i++) {
    const current = [i];
    for (let j = 1; j <= hyp.length; j++) {
      const substitution = previous[j - 1]! + (ref[i - 1] === hyp[j - 1] ? 0 : 1);
      current.push(Math.min(substitution, previous[j]! + 1, current[j - 1]! + 1));
    }
    previous = current;
  }
  const errors = previous[hyp.length]!;
  return { errors, referenceWords: ref.length, rate: ref.length === 0 ? (hyp.length === 0 ? 0 : 1) : errors / ref.length };
}

/** Corpus-level rate: total errors over total reference words (not a mean of sentence rates). */
export function corpusWordErrorRate(pairs: Array<{ reference: string; hypothesis: string }>): number {
  let errors = 0;
  let words = 0;
  for (const pair of pairs) {
    const e = wordErrors(pair.reference, pair.hypothesis);
    errors += e.errors;
    words += e.referenceWords;
  }
  return words === 0 ? 0 : errors / words;
}
