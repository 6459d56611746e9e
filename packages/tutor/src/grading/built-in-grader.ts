import { contentStems, words } from '../text/tokenise';
import type { Grade, GradeRequest, Grader } from '../types';
import { extractFeatures, FEATURE_NAMES } from './answer-features';
import { ensembleProbability, type BoostedTrees } from './boosted-trees';
import type { IdfOf } from './concept-features';
import shipped from './free-text-model.json';
import { freeTextMarks } from './mark-steps';
import { verdictFor } from './verdict';

// Boosted trees over question-independent similarity features, trained offline on SemEval-2013
// (scripts/train-grader.ts). They only know "how much does this look like a reference answer".

/** What scripts/train-grader.ts writes to free-text-model.json. */
export interface TrainedGrader {
  featureNames: readonly string[];
  correctAt: number;
  partialAt: number;
  models: BoostedTrees[];
}

/**
 * How close (in probability) to one of its two thresholds the trees must be for the grader to
 * doubt its own verdict: there a small change of wording flips the marks. Measured on SemEval
 * (npm run eval, "Review queue", README): 0.025 sends 11.6% of the answers to a teacher, 37.8% of
 * them graded wrongly against 23.8% of the rest; 0.05 would send twice as many for little gain.
 */
export const REVIEW_MARGIN = 0.025;

/** Within REVIEW_MARGIN of `correctAt` or `partialAt`. */
export function nearThreshold(probability: number, { correctAt, partialAt }: Pick<TrainedGrader, 'correctAt' | 'partialAt'>, margin = REVIEW_MARGIN): boolean {
  return Math.min(Math.abs(probability - correctAt), Math.abs(probability - partialAt)) < margin;
}

const feature = (name: (typeof FEATURE_NAMES)[number]) => FEATURE_NAMES.indexOf(name);

/**
 * The share of key points the answer covers: the reference's new content, weighted by rarity and
 * aligned word by word (idfSoftRecall), averaged with the share of the question's key terms said.
 */
function keyPointCoverage(referenceRecall: number, keyTerms: number, missing: number): number {
  return keyTerms ? (referenceRecall + (keyTerms - missing) / keyTerms) / 2 : referenceRecall;
}

/** The key terms the answer does not say (every stem of a term must appear). */
function missingTerms(answer: string, keyTerms: string[]): string[] {
  const said = new Set(contentStems(answer));
  return keyTerms.filter((t) => !contentStems(t).every((s) => said.has(s)));
}

/** At least this many different content words, and nothing else, make an answer a word list. */
export const KEYWORD_LIST_MIN = 6;

/**
 * Keyword stuffing: a bare list of words ("oil grease water sand soap wax") with no sentence
 * around it, at least KEYWORD_LIST_MIN different content words and no function word, and at least
 * half of them in neither the reference nor the question. Returns the number of words, or 0 when
 * the answer is not such a list. A genuine list ("Mercury Venus Earth Mars Jupiter Saturn" for a
 * reference naming them) is mostly the reference's words, so it is left to the model. On SemEval
 * this fires on one answer of 8,910, labelled incorrect (README).
 */
export function keywordList(answer: string, references: string[], question: string): number {
  const all = words(answer);
  const content = contentStems(answer);
  const distinct = new Set(content);
  if (distinct.size < KEYWORD_LIST_MIN || content.length !== all.length) return 0;
  const known = new Set([...references.flatMap((r) => contentStems(r)), ...contentStems(question)]);
  const unknown = [...distinct].filter((s) => !known.has(s)).length;
  return unknown * 2 >= distinct.size ? all.length : 0;
}

/**
 * A free-text grader from a trained model. `idf` is the reference-word rarity the model was trained
 * with; the default is the shipped table. (Evaluation passes each fold's own model and table.)
 */
export function freeTextGrader(trained: TrainedGrader, idf?: IdfOf): (req: GradeRequest) => Grade {
  if (trained.featureNames.join() !== FEATURE_NAMES.join()) {
    throw new Error('The grader model does not match FEATURE_NAMES; rerun scripts/train-grader.ts');
  }
  return (req) => gradeWith(req, trained, idf);
}

function gradeWith(req: GradeRequest, trained: TrainedGrader, idf?: IdfOf): Grade {
  const answer = req.studentAnswer.trim();
  const maxMarks = req.maxMarks;
  const refs = req.referenceAnswers.filter((r) => r.trim());
  if (!answer) return { marks: 0, maxMarks, verdict: 'incorrect', feedback: 'No answer was given.' };
  if (!refs.length) {
    // Never invent a key: without a reference the built-in grader cannot judge the content.
    return { marks: 0, maxMarks, verdict: 'incorrect', feedback: 'This question has no answer key yet, so it could not be marked automatically.' };
  }
  const stuffed = keywordList(answer, refs, req.question);
  if (stuffed) {
    return { marks: 0, maxMarks, verdict: 'incorrect', feedback: `Please answer in a sentence: a list of ${stuffed} words is not an answer. A good answer: ${refs[0]}` };
  }
  const chosen = extractFeatures({ question: req.question, references: refs, student: answer, idf });
  const f = (name: (typeof FEATURE_NAMES)[number]) => chosen.features[feature(name)]!;
  const questionStems = new Set(contentStems(req.question));
  const answerStems = [...new Set(contentStems(answer))];
  const novel = answerStems.filter((s) => !questionStems.has(s)).length;
  // Copied: at most one word the question did not already contain (a changed tense, say), and
  // less than half of what the reference adds to the question. Correct answers often reuse the
  // question's words, so copying alone is not enough (on SemEval's training questions it misfires).
  const copied = answerStems.length >= 3 && novel <= 1 && novel / answerStems.length <= 0.2 && words(answer).length > 2;
  if (copied && f('recallNew') < 0.5) {
    return { marks: 0, maxMarks, verdict: 'incorrect', feedback: `That repeats the question rather than answering it. A good answer: ${chosen.reference}` };
  }
  let p = ensembleProbability(trained.models, chosen.features);
  // Two rules the data are too small to teach: an answer sharing nothing with the reference is
  // wrong however it is phrased, and one that says the reference's words with the negation
  // flipped is at best partial. (Loosely matching answers with a stray "not" are left to the model.)
  if (f('recallAll') === 0 && f('softRecallNew') === 0) p = 0;
  if (f('negationMismatch') === 1 && f('recallNew') >= 0.99 && f('precisionNew') >= 0.8) p = Math.min(p, (trained.partialAt + trained.correctAt) / 2);
  const best = { p, ref: chosen.reference };
  const missing = missingTerms(answer, req.keyTerms);
  const marks = freeTextMarks({
    probability: p,
    coverage: keyPointCoverage(f('idfSoftRecall'), req.keyTerms.length, missing.length),
    correctAt: trained.correctAt,
    partialAt: trained.partialAt,
    maxMarks,
  });
  const verdict = verdictFor(marks, maxMarks);
  const feedback =
    verdict === 'correct'
      ? 'Correct!'
      : verdict === 'partial'
        ? `Partly right. ${missing.length ? `You could also mention: ${missing.join(', ')}. ` : ''}A full answer: ${best.ref}`
        : `Not quite. A good answer: ${best.ref}`;
  return { marks, maxMarks, verdict, feedback, probability: p, uncertain: nearThreshold(p, trained) };
}

/** The built-in grader with the shipped model. */
export const gradeFreeText = freeTextGrader({ ...shipped, models: shipped.models as BoostedTrees[] });

export const builtInGrader: Grader = { grade: async (req) => gradeFreeText(req) };
