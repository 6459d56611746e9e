// Marks in steps that fit the question, as a teacher gives them: halves up to 10 marks (a 5-mark
// answer may earn any of 0, 0.5, ..., 5; a 1-mark answer 0, 0.5 or 1), whole marks above.

export const HALF_MARKS_UP_TO = 10;

/** The smallest step of marks a question of `maxMarks` is marked in. */
export function markStep(maxMarks: number): number {
  return maxMarks > HALF_MARKS_UP_TO ? 1 : 0.5;
}

/** `marks` to the nearest step, within 0..maxMarks (never NaN: a non-finite input gives 0). */
export function roundToStep(marks: number, maxMarks: number): number {
  if (!Number.isFinite(marks) || !Number.isFinite(maxMarks) || maxMarks <= 0) return 0;
  const step = markStep(maxMarks);
  return Math.min(maxMarks, Math.max(0, Math.round(marks / step) * step));
}

export interface FreeTextEvidence {
  /** The grader's probability that the answer is right (the boosted trees' mean). */
  probability: number;
  /** Share of the key points said, 0..1: the reference's content (IDF-weighted) and the key terms. */
  coverage: number;
  /** The model's thresholds: full marks from `correctAt`, part marks from `partialAt`. */
  correctAt: number;
  partialAt: number;
  maxMarks: number;
}

const clamp01 = (x: number) => (Number.isFinite(x) ? Math.min(1, Math.max(0, x)) : 0);

/**
 * Free-text marks. Full marks exactly when the probability reaches `correctAt`, so the
 * correct/incorrect decision (and SemEval's 2-way figure) stays the model's own. Below that the
 * credit is the geometric mean of how close the model came to "correct" (probability / correctAt)
 * and the share of key points covered: an answer needs both to earn much, and neither alone can
 * carry a wrong answer. Then:
 *
 * - partly right (probability from `partialAt`): the credit to the nearest step, at least one step
 *   and at most one step below full;
 * - otherwise: the credit rounded down to a step, and less than half the marks.
 *
 * So a 1-mark answer earns 0, 0.5 or 1 exactly as the model's two thresholds say, and a 5-mark
 * answer any of 0, 0.5, ..., 5.
 */
export function freeTextMarks({ probability, coverage, correctAt, partialAt, maxMarks }: FreeTextEvidence): number {
  if (!Number.isFinite(maxMarks) || maxMarks <= 0) return 0;
  const p = clamp01(probability);
  if (p >= correctAt) return maxMarks;
  const step = markStep(maxMarks);
  const credit = Math.sqrt(clamp01(correctAt > 0 ? p / correctAt : 0) * clamp01(coverage));
  if (p >= partialAt) {
    const highest = Math.max(step, maxMarks - step);
    return Math.min(highest, Math.max(Math.min(step, maxMarks), roundToStep(credit * maxMarks, maxMarks)));
  }
  const belowHalf = Math.min(credit, 0.4999);
  return Math.max(0, Math.floor((belowHalf * maxMarks) / step) * step);
}
