import { contentStems, words } from '../text/tokenise';
import type { Grade, GradeRequest, Grader } from '../types';
import { FEATURE_NAMES, featuresForBestReference, type FeatureVector } from './free-text-features';
import model from './free-text-model.json';
import { roundMarks, verdictFor } from './verdict';

// A logistic model over question-independent similarity features, trained offline on SemEval-2013
// (scripts/train-grader.ts). It only knows "how much does this look like a reference answer".

if (model.weights.length !== FEATURE_NAMES.length) {
  throw new Error('free-text-model.json does not match FEATURE_NAMES; rerun scripts/train-grader.ts');
}

/** Probability that an answer with these features is correct. */
export function probabilityFromFeatures(x: FeatureVector): number {
  let z = 0;
  x.forEach((v, i) => {
    z += model.weights[i]! * ((v - model.mean[i]!) / model.scale[i]!);
  });
  return 1 / (1 + Math.exp(-z));
}

function missingTerms(reference: string, answer: string, keyTerms: string[]): string[] {
  const said = new Set(contentStems(answer));
  const candidates = keyTerms.length ? keyTerms : [];
  return candidates.filter((t) => !contentStems(t).every((s) => said.has(s)));
}

function gradeFreeText(req: GradeRequest): Grade {
  const answer = req.studentAnswer.trim();
  const maxMarks = req.maxMarks;
  const refs = req.referenceAnswers.filter((r) => r.trim());
  if (!answer) return { marks: 0, maxMarks, verdict: 'incorrect', feedback: 'No answer was given.' };
  if (!refs.length) {
    // Never invent a key: without a reference the built-in grader cannot judge the content.
    return { marks: 0, maxMarks, verdict: 'incorrect', feedback: 'This question has no answer key yet, so it could not be marked automatically.' };
  }
  const questionStems = new Set(contentStems(req.question));
  const answerStems = [...new Set(contentStems(answer))];
  const novel = answerStems.filter((s) => !questionStems.has(s)).length;
  // Copied: at most one word the question did not already contain (a changed tense, say).
  if (answerStems.length >= 3 && novel <= 1 && novel / answerStems.length <= 0.2 && words(answer).length > 2) {
    const best = refs[0]!;
    return { marks: 0, maxMarks, verdict: 'incorrect', feedback: `That repeats the question rather than answering it. A good answer: ${best}` };
  }
  const chosen = featuresForBestReference({ question: req.question, references: refs, student: answer, keyTerms: req.keyTerms });
  const [, , , synonymRecall, , , , negationMismatch] = chosen.features;
  let p = probabilityFromFeatures(chosen.features);
  // Two rules the data are too small to teach: an answer sharing nothing with the reference is
  // wrong however it is phrased, and one that flips the reference's negation is at best partial.
  if (synonymRecall === 0) p = 0;
  if (negationMismatch === 1) p = Math.min(p, (model.partialAt + model.correctAt) / 2);
  const best = { p, ref: chosen.reference };
  const fraction = best.p >= model.correctAt ? 1 : best.p >= model.partialAt ? 0.5 : 0;
  const marks = roundMarks(fraction * maxMarks, maxMarks);
  const verdict = verdictFor(marks, maxMarks);
  const missing = missingTerms(best.ref, answer, req.keyTerms);
  const feedback =
    verdict === 'correct'
      ? 'Correct!'
      : verdict === 'partial'
        ? `Partly right. ${missing.length ? `You could also mention: ${missing.join(', ')}. ` : ''}A full answer: ${best.ref}`
        : `Not quite. A good answer: ${best.ref}`;
  return { marks, maxMarks, verdict, feedback };
}

export const builtInGrader: Grader = {
  grade: async (req) => gradeFreeText(req),
};

export { gradeFreeText };
