import { contentStems } from '../text/tokenise';
import referenceDf from './reference-idf.json';
import { expandSynonyms, synonymsOf } from './synonyms';

// Key-concept features: how much of the reference's rare content the answer says. Rarity is the
// IDF of a stem over the REFERENCE answers of the training questions (never student answers): a
// word most reference answers use ("energy", "move") says less than one few do ("evaporate").
// A new question's own words are unknown to the table and count as rare, the most specific.
export const CONCEPT_FEATURE_NAMES = [
  'idfRecallNew', // IDF-weighted share of the reference's new content the answer says (with synonyms)
  'idfSoftRecall', // the same with each reference word's best alignment (stem, synonym, spelling)
  'idfPrecisionNew', // IDF-weighted share of the answer's new words found in the reference
  'idfF1',
  'referenceMaxIdf', // how specific the reference is: its rarest new word
  'referenceMeanIdf',
  'alignMean', // each new reference word's best alignment to an answer word: mean, min, lower quartile
  'alignMin',
  'alignQ25',
  'unalignedIdf', // log(1 + IDF mass of reference words nothing in the answer aligns with)
] as const;

/** Document frequencies over training questions (one document = all references of a question). */
export interface ReferenceDf {
  questions: number;
  df: Record<string, number>;
}

export type IdfOf = (stem: string) => number;

export function idfFrom(table: ReferenceDf, leaveOut?: Set<string>): IdfOf {
  // Leaving a training question's own reference words out makes its answers see the table as an
  // unseen question would: scripts/train-grader.ts does this for every training answer.
  const n = table.questions - (leaveOut ? 1 : 0);
  // A Map, built once per table: a student's word must never be looked up in the JSON object itself
  // ("constructor" would find Object.prototype.constructor and turn every IDF into NaN).
  const df = dfMap(table);
  return (s) => Math.log((n + 1) / ((df.get(s) ?? 0) - (leaveOut?.has(s) ? 1 : 0) + 0.5));
}

const dfMaps = new WeakMap<ReferenceDf, ReadonlyMap<string, number>>();
function dfMap(table: ReferenceDf): ReadonlyMap<string, number> {
  let map = dfMaps.get(table);
  if (!map) dfMaps.set(table, (map = new Map(Object.entries(table.df))));
  return map;
}

export const shippedIdf: IdfOf = idfFrom(referenceDf);

const trigramCache = new Map<string, Set<string>>();
function trigrams(word: string): Set<string> {
  let g = trigramCache.get(word);
  if (!g) {
    g = new Set();
    const s = ` ${word} `;
    for (let i = 0; i + 3 <= s.length; i++) g.add(s.slice(i, i + 3));
    if (trigramCache.size > 100_000) trigramCache.clear();
    trigramCache.set(word, g);
  }
  return g;
}

function editDistance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) row[j] = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    prev = row;
  }
  return prev[b.length]!;
}

/** 1 for the same stem, 0.85 for a WordNet synonym, up to 0.8 for a near spelling, else 0. */
export function wordAlignment(reference: string, answer: string): number {
  if (reference === answer) return 1;
  if (synonymsOf(reference).includes(answer) || synonymsOf(answer).includes(reference)) return 0.85;
  const a = trigrams(reference);
  const b = trigrams(answer);
  let hit = 0;
  for (const g of a) if (b.has(g)) hit++;
  const spelling = Math.max((2 * hit) / (a.size + b.size), 1 - editDistance(reference, answer) / Math.max(reference.length, answer.length));
  return spelling >= 0.6 ? spelling * 0.8 : 0;
}

function lowerQuartile(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(0.25 * sorted.length)] ?? 0;
}

function againstReference(reference: string, questionStems: Set<string>, answerStems: Set<string>, answerWide: Set<string>, idf: IdfOf): number[] {
  const r = new Set(contentStems(reference));
  const fresh = [...r].filter((s) => !questionStems.has(s));
  const target = fresh.length ? fresh : [...r];
  const answerNew = [...answerStems].filter((s) => !questionStems.has(s));
  const referenceWide = expandSynonyms(r);
  const mass = (list: string[]) => list.reduce((t, s) => t + idf(s), 0);
  const weights = target.map(idf);
  const total = mass(target);
  const aligned = target.map((s) => {
    let best = 0;
    for (const a of answerStems) {
      best = Math.max(best, wordAlignment(s, a));
      if (best === 1) break;
    }
    return best;
  });
  const recall = total ? mass(target.filter((s) => answerWide.has(s))) / total : 0;
  const soft = total ? aligned.reduce((t, v, i) => t + v * weights[i]!, 0) / total : 0;
  const precision = answerNew.length ? mass(answerNew.filter((s) => referenceWide.has(s))) / mass(answerNew) : 0;
  return [
    recall,
    soft,
    precision,
    recall + precision ? (2 * recall * precision) / (recall + precision) : 0,
    weights.length ? weights.reduce((a, b) => Math.max(a, b)) : 0, // no spread: a key may have 100,000 words
    weights.length ? total / weights.length : 0,
    aligned.length ? aligned.reduce((t, v) => t + v, 0) / aligned.length : 0,
    aligned.length ? aligned.reduce((a, b) => Math.min(a, b)) : 0,
    lowerQuartile(aligned),
    Math.log(1 + aligned.reduce((t, v, i) => t + (v < 0.5 ? weights[i]! : 0), 0)),
  ];
}

/** Concept features against the reference whose rare content the answer covers best. */
export function conceptFeatures(question: string, references: string[], student: string, idf: IdfOf = shippedIdf): number[] {
  const questionStems = new Set(contentStems(question));
  const answerStems = new Set(contentStems(student));
  const answerWide = expandSynonyms(answerStems);
  const all = references.map((r) => againstReference(r, questionStems, answerStems, answerWide, idf));
  return all.reduce((a, b) => (b[1]! + b[2]! > a[1]! + a[2]! ? b : a));
}
