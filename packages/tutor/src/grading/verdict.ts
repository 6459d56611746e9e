import type { Grade, Verdict } from '../types';

/** Marks are kept to halves: teachers and the score summary both read them that way. */
export function roundMarks(marks: number, maxMarks: number): number {
  return Math.min(maxMarks, Math.max(0, Math.round(marks * 2) / 2));
}

export function verdictFor(marks: number, maxMarks: number): Verdict {
  if (maxMarks > 0 && marks >= maxMarks) return 'correct';
  return marks > 0 ? 'partial' : 'incorrect';
}

export function makeGrade(fraction: number, maxMarks: number, feedback: string): Grade {
  const marks = roundMarks(fraction * maxMarks, maxMarks);
  return { marks, maxMarks, verdict: verdictFor(marks, maxMarks), feedback };
}
