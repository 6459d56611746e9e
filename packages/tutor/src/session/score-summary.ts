import type { ScoreSummary, TestState } from './test-state';

/**
 * ARCHITECTURE §3: earned and available marks over answered questions only. A skipped question
 * counts as answered with 0 marks (and as incorrect), so skipping cannot raise the percentage.
 */
export function scoreSummary(state: TestState): ScoreSummary {
  let earned = 0;
  let total = 0;
  const counts = { correct: 0, partial: 0, incorrect: 0, skipped: 0 };
  for (const a of state.answers) {
    earned += a.marks;
    total += a.maxMarks;
    counts[a.verdict]++;
    if (a.skipped) counts.skipped++;
  }
  return {
    earnedMarks: earned,
    totalMarks: total,
    percentage: total ? Math.round((earned / total) * 1000) / 10 : 0,
    answeredQuestions: state.answers.length,
    totalQuestions: state.order.length,
    ...counts,
  };
}

/**
 * The spec's rounding: a chapter's score has one decimal, always shown ("0.0%", "66.7%", "100.0%"). The
 * same rule as contracts' `percentText` (rounding.ts), which the screens use; the engine depends on no package.
 */
export const percentText = (percentage: number): string => `${(Number.isFinite(percentage) ? percentage : 0).toFixed(1)}%`;
