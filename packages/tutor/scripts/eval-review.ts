// The review-queue part of `npm run eval`: of the answers the built-in grader doubts (probability
// within a margin of a threshold, built-in-grader.ts REVIEW_MARGIN), how many it sends to a teacher
// and how many of those it got wrong (2-way), next to its error rate on the rest. The shipped margin
// and two wider ones, so the choice can be seen.
import { REVIEW_MARGIN } from '../src/grading/built-in-grader';

export interface ReviewedAnswer {
  /** Whether the grader's 2-way verdict agrees with the annotators. */
  right: boolean;
  /** Distance of the grader's probability to its nearest threshold. */
  distance: number;
}

export function reviewFigures(answers: ReviewedAnswer[], margins = [REVIEW_MARGIN, REVIEW_MARGIN * 2, REVIEW_MARGIN * 4]) {
  return margins.map((margin) => {
    const queued = answers.filter((a) => a.distance < margin);
    const rest = answers.filter((a) => a.distance >= margin);
    const wrong = (list: ReviewedAnswer[]) => list.filter((a) => !a.right).length;
    return { margin, answers: answers.length, queued: queued.length, queuedWrong: wrong(queued), restWrong: wrong(rest), rest: rest.length };
  });
}

export function printReview(figures: ReturnType<typeof reviewFigures>) {
  const pct = (part: number, whole: number) => `${whole ? ((part / whole) * 100).toFixed(1) : '0.0'}%`;
  console.log(`Review queue (free-text answers the built-in grader doubts; shipped margin ${REVIEW_MARGIN}):`);
  for (const f of figures) {
    console.log(
      `  margin ${f.margin.toFixed(3)}: ${f.queued}/${f.answers} answers queued (${pct(f.queued, f.answers)}), ${f.queuedWrong} of them graded wrongly (${pct(f.queuedWrong, f.queued)}); wrong among the rest ${pct(f.restWrong, f.rest)}`,
    );
  }
}
