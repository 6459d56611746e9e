import type { Verdict } from '../types';

/** One graded (or skipped) question of an attempt. */
export interface AnswerRecord {
  /** Index into the chapter's question array. */
  questionIndex: number;
  questionNumber: number;
  studentAnswer: string;
  skipped: boolean;
  marks: number;
  maxMarks: number;
  verdict: Verdict;
  feedback: string;
  /** The grader doubted its marks (Grade.uncertain): the answer waits for a teacher's review. */
  uncertain?: boolean;
  hintsUsed: number;
}

/**
 * Everything about one attempt, as plain JSON: the server stores it after each turn and a
 * restarted server resumes from it. It holds no question text and no keys, only indices.
 */
export interface TestState {
  version: 1;
  status: 'in_progress' | 'finished';
  /** Question indices in the order they are asked. */
  order: number[];
  /** Position in `order` of the question being asked. */
  position: number;
  answers: AnswerRecord[];
  /** Hints given for the current question (reset when it is answered or skipped). */
  hintsForCurrent: number;
}

export interface ScoreSummary {
  earnedMarks: number;
  totalMarks: number;
  percentage: number;
  answeredQuestions: number;
  totalQuestions: number;
  correct: number;
  partial: number;
  incorrect: number;
  skipped: number;
}

/** `question`: the student asks something (or asks for the answers) instead of answering; it is never graded. */
export type TestMessageKind = 'start' | 'answer' | 'question' | 'hint' | 'skip' | 'quit' | 'repeat';
