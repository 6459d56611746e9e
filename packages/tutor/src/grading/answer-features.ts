import { contentStems, countNegations, words } from '../text/tokenise';
import { findQuantities } from '../text/numbers';
import { expandSynonyms } from './synonyms';
import { CONCEPT_FEATURE_NAMES, conceptFeatures, type IdfOf } from './concept-features';

// Features comparing a student's answer with the reference answer(s) of ONE question. They never
// look at other questions or their answers, so a model trained on some questions can grade new
// ones (SemEval's "unseen questions"). Words that only repeat the question earn no credit.
export const FEATURE_NAMES = [
  'recallNew', // share of the reference's new content (not in the question) the answer says, with synonyms
  'recallNewExact', // the same without synonyms
  'softRecallNew', // the same, matching misspelt or inflected words by character trigrams
  'precisionNew', // share of the answer's new words found in the reference (with synonyms)
  'softPrecisionNew',
  'f1New',
  'recallAll', // recall of all reference words, question words included
  'precisionAll', // share of the answer's words found in the reference or the question
  'bigramRecall', // word order: stemmed bigrams of the reference found in the answer
  'bigramPrecision',
  'orderedRecall', // longest common subsequence of stems over the reference length
  'charSimilarity', // character-trigram Dice, tolerant of spelling
  'questionShare', // share of the answer's words that only repeat the question
  'novelWords', // log(1 + words the question did not contain)
  'referenceNewWords', // log(1 + reference words the question did not contain)
  'logLengthRatio', // clipped: padding must not pay
  'negationMismatch',
  'numberMismatch',
  'causalMissing', // the reference explains ("because", "so") and the answer does not
  'hedged', // "I don't know", "not sure"
  'emptyish',
  'meanRecallNew', // recallNew averaged over all references, not just the closest
  'referenceCount', // log(number of references): many references mean many accepted phrasings
  'maxF1New', // the best f1New over all references
  'extraneousWords', // log(1 + new answer words found in no reference, even as synonyms)
  'answerWords', // log(1 + words in the answer)
  'answerCausal', // the answer gives a reason ("because", "so", ...)
  'asksWhy', // the question asks for a reason or an explanation
  'asksWhat', // the question asks what, which or to name something
  ...CONCEPT_FEATURE_NAMES, // IDF-weighted key concepts and word alignment (concept-features.ts)
] as const;

export type FeatureVector = number[];
const CAUSAL = new Set(['because', 'so', 'since', 'therefore', 'cause', 'causes', 'caused', 'due', 'thus', 'if', 'when']);
const WHY = /\b(?:why|explain|how do you know|what caus|reason)/i;
const WHAT = /\b(?:what|which|name|identify|list)\b/i;
const HEDGE = /\b(?:i\s+(?:do\s*n[o']t|dont)\s+know|not\s+sure|no\s+idea|idk|i\s+guess)\b/i;

function bigrams(stems: string[]): Set<string> {
  const out = new Set<string>();
  for (let i = 1; i < stems.length; i++) out.add(`${stems[i - 1]} ${stems[i]}`);
  return out;
}

function trigramSet(text: string): Set<string> {
  const s = ` ${text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()} `;
  const out = new Set<string>();
  for (let i = 0; i + 3 <= s.length; i++) out.add(s.slice(i, i + 3));
  return out;
}

function dice(a: Set<string>, b: Set<string>): number {
  if (!a.size || !b.size) return 0;
  let hit = 0;
  for (const x of a) if (b.has(x)) hit++;
  return (2 * hit) / (a.size + b.size);
}

function share(part: Iterable<string>, whole: Set<string>): number {
  let n = 0;
  let hit = 0;
  for (const x of part) {
    n++;
    if (whole.has(x)) hit++;
  }
  return n ? hit / n : 0;
}

/** Average best trigram match of each word in `part` against `whole` (1 for an exact stem). */
function softShare(part: string[], whole: string[], trigrams: Map<string, Set<string>>): number {
  if (!part.length || !whole.length) return 0;
  const grams = (w: string) => {
    let g = trigrams.get(w);
    if (!g) trigrams.set(w, (g = trigramSet(w)));
    return g;
  };
  let sum = 0;
  for (const p of part) {
    let best = 0;
    for (const w of whole) {
      const d = p === w ? 1 : dice(grams(p), grams(w));
      if (d > best) best = d;
      if (best === 1) break;
    }
    // Below 0.5 two words share little more than a suffix.
    sum += best >= 0.5 ? best : 0;
  }
  return sum / part.length;
}

function lcs(a: string[], b: string[]): number {
  if (!a.length || !b.length) return 0;
  let prev = new Array<number>(b.length + 1).fill(0);
  for (const x of a) {
    const row = new Array<number>(b.length + 1).fill(0);
    for (let j = 0; j < b.length; j++) row[j + 1] = x === b[j] ? prev[j]! + 1 : Math.max(prev[j + 1]!, row[j]!);
    prev = row;
  }
  return prev[b.length]!;
}

const f1 = (p: number, r: number) => (p + r ? (2 * p * r) / (p + r) : 0);
const log1 = (n: number) => Math.log(1 + n);

export interface FeatureInput {
  question: string;
  references: string[];
  student: string;
  /** Reference-answer IDF; defaults to the shipped table (training passes a leave-own-question-out one). */
  idf?: IdfOf;
}

interface Compared {
  features: FeatureVector;
  reference: string;
  fit: number;
}

function compareWithReference(
  reference: string,
  student: string,
  shared: { q: Set<string>; sList: string[]; s: Set<string>; sWide: Set<string>; sNew: string[]; trigrams: Map<string, Set<string>> },
): Compared {
  const { q, sList, s, sWide, sNew, trigrams } = shared;
  const rList = contentStems(reference);
  const r = new Set(rList);
  const rNew = [...r].filter((x) => !q.has(x));
  const rWide = expandSynonyms(r);
  const target = rNew.length ? rNew : [...r];
  const recallNew = share(target, sWide);
  const precisionNew = share(sNew, rWide);
  const refNumbers = findQuantities(reference).map((n) => n.value);
  const studentNumbers = new Set(findQuantities(student).map((n) => n.value));
  const refWords = words(reference);
  const studentWords = words(student);
  const rb = bigrams(rList);
  const sb = bigrams(sList);
  const features = [
    recallNew,
    share(target, s),
    softShare(target, [...s], trigrams),
    precisionNew,
    softShare(sNew, [...r], trigrams),
    f1(precisionNew, recallNew),
    share(r, sWide),
    share(s, new Set([...rWide, ...q])),
    share(rb, sb),
    share(sb, rb),
    rList.length ? lcs(rList, sList) / rList.length : 0,
    dice(trigramSet(reference), trigramSet(student)),
    s.size ? share(s, q) : 1,
    log1(sNew.length),
    log1(rNew.length),
    Math.max(-1.4, Math.min(1.4, Math.log((studentWords.length + 1) / (refWords.length + 1)))),
    countNegations(reference) % 2 !== countNegations(student) % 2 ? 1 : 0,
    refNumbers.length && !refNumbers.some((n) => studentNumbers.has(n)) ? 1 : 0,
    refWords.some((w) => CAUSAL.has(w)) && !studentWords.some((w) => CAUSAL.has(w)) ? 1 : 0,
    HEDGE.test(student) ? 1 : 0,
    sList.length < 2 ? 1 : 0,
  ];
  // A label-free "closest reference": the same choice in training and in grading.
  return { features, reference, fit: recallNew + features[2]! + features[3]! + features[8]! + features[11]! };
}

/** Features against the reference the answer resembles most, plus two over all references. */
export function extractFeatures({ question, references, student, idf }: FeatureInput): { features: FeatureVector; reference: string } {
  if (!references.length) throw new Error('extractFeatures needs at least one reference');
  const q = new Set(contentStems(question));
  const sList = contentStems(student);
  const s = new Set(sList);
  const shared = { q, sList, s, sWide: expandSynonyms(s), sNew: [...s].filter((x) => !q.has(x)), trigrams: new Map<string, Set<string>>() };
  const all = references.map((r) => compareWithReference(r, student, shared));
  const best = all.reduce((a, b) => (b.fit > a.fit ? b : a));
  const features = best.features.slice(0, FEATURE_NAMES.indexOf('meanRecallNew'));
  const allReferenceStems = expandSynonyms(new Set(references.flatMap((r) => contentStems(r))));
  const answerWords = words(student);
  features.push(
    all.reduce((sum, c) => sum + c.features[0]!, 0) / all.length,
    Math.log(references.length),
    all.reduce((best, c) => Math.max(best, c.features[5]!), -Infinity),
    log1(shared.sNew.filter((x) => !allReferenceStems.has(x)).length),
    log1(answerWords.length),
    answerWords.some((w) => CAUSAL.has(w)) ? 1 : 0,
    WHY.test(question) ? 1 : 0,
    WHAT.test(question) ? 1 : 0,
    ...conceptFeatures(question, references, student, idf),
  );
  return { features, reference: best.reference };
}
