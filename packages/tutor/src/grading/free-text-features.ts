import { contentStems, countNegations, words } from '../text/tokenise';
import { findQuantities } from '../text/numbers';
import { expandSynonyms } from './synonyms';

// Features comparing a student's answer with one reference answer. They are deliberately
// question-independent so a model trained on some questions transfers to new ones.
export const FEATURE_NAMES = [
  'bias',
  'newRecall', // share of the reference's content that is not already in the question
  'recall',
  'synonymRecall',
  'precision', // share of the student's words found in the reference or the question
  'bigramRecall',
  'charSimilarity', // tolerates misspellings ("seperated")
  'negationMismatch',
  'copiedQuestion', // the answer says nothing the question did not
  'keyTermRecall',
  'numberMismatch',
  'logLengthRatio',
  'emptyish',
] as const;

export type FeatureVector = number[];

function bigrams(stems: string[]): Set<string> {
  const out = new Set<string>();
  for (let i = 1; i < stems.length; i++) out.add(`${stems[i - 1]} ${stems[i]}`);
  return out;
}

function trigrams(text: string): Set<string> {
  const s = ` ${text.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim()} `;
  const out = new Set<string>();
  for (let i = 0; i + 3 <= s.length; i++) out.add(s.slice(i, i + 3));
  return out;
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

function dice(a: Set<string>, b: Set<string>): number {
  if (!a.size || !b.size) return 0;
  let hit = 0;
  for (const x of a) if (b.has(x)) hit++;
  return (2 * hit) / (a.size + b.size);
}

export interface FeatureInput {
  question: string;
  reference: string;
  student: string;
  keyTerms: string[];
}

export function extractFeatures({ question, reference, student, keyTerms }: FeatureInput): FeatureVector {
  const q = new Set(contentStems(question));
  const refStems = contentStems(reference);
  const ref = new Set(refStems);
  const studentStems = contentStems(student);
  const said = new Set(studentStems);
  const saidWide = expandSynonyms(said);
  const newInfo = [...ref].filter((s) => !q.has(s));
  const novel = [...said].filter((s) => !q.has(s));
  const refNumbers = findQuantities(reference).map((n) => n.value);
  const studentNumbers = new Set(findQuantities(student).map((n) => n.value));
  const keyStems = keyTerms.flatMap((t) => contentStems(t));
  const negRef = countNegations(reference) % 2;
  const negStudent = countNegations(student) % 2;

  return [
    1,
    newInfo.length ? share(newInfo, said) : share(ref, said),
    share(ref, said),
    share(ref, saidWide),
    share(said, new Set([...ref, ...q])),
    share(bigrams(refStems), bigrams(studentStems)),
    dice(trigrams(reference), trigrams(student)),
    negRef !== negStudent ? 1 : 0,
    said.size > 0 && novel.length === 0 && share(ref, said) < 1 ? 1 : 0,
    keyStems.length ? share(keyStems, saidWide) : share(newInfo.length ? newInfo : ref, saidWide),
    refNumbers.length && !refNumbers.some((n) => studentNumbers.has(n)) ? 1 : 0,
    // Clipped: beyond 4x longer or shorter, length says nothing more (and padding must not pay).
    Math.max(-1.4, Math.min(1.4, Math.log((words(student).length + 1) / (words(reference).length + 1)))),
    studentStems.length < 2 ? 1 : 0,
  ];
}

/** Several references: use the one the answer resembles most (same choice in training and grading). */
export function featuresForBestReference(input: Omit<FeatureInput, 'reference'> & { references: string[] }): { features: FeatureVector; reference: string } {
  let best: { features: FeatureVector; reference: string; fit: number } | null = null;
  for (const reference of input.references) {
    const features = extractFeatures({ ...input, reference });
    // synonymRecall + bigramRecall + charSimilarity: a rough, label-free "closest reference".
    const fit = features[3]! + features[5]! + features[6]!;
    if (!best || fit > best.fit) best = { features, reference, fit };
  }
  if (!best) throw new Error('featuresForBestReference needs at least one reference');
  return { features: best.features, reference: best.reference };
}
