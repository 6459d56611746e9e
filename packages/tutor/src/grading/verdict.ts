import type { Grade, Verdict } from '../types';
import { roundToStep } from './mark-steps';

export function verdictFor(marks: number, maxMarks: number): Verdict {
  if (maxMarks > 0 && marks >= maxMarks) return 'correct';
  return marks > 0 ? 'partial' : 'incorrect';
}

/** Marks are kept to the question's steps (halves up to 10 marks, whole marks above): mark-steps.ts. */
export function makeGrade(fraction: number, maxMarks: number, feedback: string): Grade {
  const marks = roundToStep(fraction * maxMarks, maxMarks);
  return { marks, maxMarks, verdict: verdictFor(marks, maxMarks), feedback };
}
