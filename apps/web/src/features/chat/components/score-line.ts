import type { TestProgress } from '@booktutor/contracts/chat';
import { percentText } from '@booktutor/contracts/rounding';

/**
 * While the test runs, marks are out of the whole test and the percentage is of the marks answered so
 * far (ARCHITECTURE §3), so it says so: "3/5 marks (100.0% so far)"; before the first answer there is no
 * percentage ("0/5 marks"). A finished test reads as the tutor's closing line does, marks out of the
 * questions answered ("3/3 marks (100.0%)" after a quit at question 4), with the questions answered below.
 */
export function scoreLine(s: TestProgress['score'], done: boolean): string {
  if (done) return `${s.earnedMarks}/${s.totalMarks} marks (${percentText(s.percentage)})`;
  const marks = `${s.earnedMarks}/${s.testTotalMarks} marks`;
  return s.answeredQuestions ? `${marks} (${percentText(s.percentage)} so far)` : marks;
}
