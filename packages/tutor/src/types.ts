// Shapes shared by every part of the engine. All plain data: the server stores them as JSON.

export type QuestionType = 'mcq' | 'multi' | 'true_false' | 'short' | 'numeric' | 'matching' | 'long';

export interface QuestionOption {
  /** Letter shown to the student: "A", "B", ... */
  label: string;
  text: string;
  /** Credit for choosing this option as a fraction of the marks (GIFT weights, -1..1). */
  weight?: number;
  feedback?: string;
}

/** A GIFT short-answer alternative with its own credit, e.g. `=%50%Lincoln`. */
export interface WeightedAnswer {
  text: string;
  weight: number;
  feedback?: string;
}

/** One accepted numeric answer: `value ± tolerance`, or the closed range `min..max`. */
export interface NumericAnswer {
  value: number;
  tolerance: number;
  min?: number;
  max?: number;
  /** Unit as written in the key ("m/s", "km"); a student's unit must agree when both give one. */
  unit?: string;
  weight: number;
  feedback?: string;
}

export interface MatchingPair {
  left: string;
  right: string;
}

export interface Question {
  number: number;
  type: QuestionType;
  prompt: string;
  options?: QuestionOption[];
  /**
   * The key as text: the option letter(s) for mcq/multi ("B", "A, C"), "true"/"false", the number
   * with its unit, "left -> right; ..." for matching, the model answer for short/long.
   * null when the source gave no key: the engine never invents one.
   */
  answer: string | null;
  acceptedAnswers?: string[];
  weightedAnswers?: WeightedAnswer[];
  numericAnswers?: NumericAnswer[];
  pairs?: MatchingPair[];
  keyTerms?: string[];
  marks: number;
  /** General feedback shown after the question is answered. */
  feedback?: string;
  /** Per-answer feedback for a true/false question, keyed by the student's choice. */
  trueFeedback?: string;
  falseFeedback?: string;
  /** True when no answer key was found; a model may supply one later. */
  needsAnswerKey?: boolean;
  /** Fill-in-the-blank (GIFT missing word or a "____" in the prompt). */
  blank?: boolean;
  id?: string;
  title?: string;
  category?: string;
  tags?: string[];
}

export interface Passage {
  id: number;
  heading?: string;
  text: string;
}

export type InputFormat = 'auto' | 'gift' | 'aiken';

export interface ProcessInput {
  rawText: string;
  subject: string;
  title?: string;
  grade?: string | number;
  format?: InputFormat;
}

/** Something in a pasted question set that could not be read; every other question is kept. */
export interface ImportWarning {
  /** 1-based line in the processed text. */
  line: number;
  message: string;
  /** The question it belongs to, when it belongs to one that was kept. */
  questionNumber?: number;
}

/** A reader's result: the questions it understood and what it could not read. */
export interface ReadQuestions {
  questions: Question[];
  warnings: ImportWarning[];
}

/** The spec's process-text response, plus the passages behind `vectorStoreId`. */
export interface ProcessResult {
  success: boolean;
  isQuestionFormat: boolean;
  questionArray: Question[];
  totalQuestions: number;
  combinedPrompt: string;
  processedText: string;
  vectorStoreId: string;
  passages: Passage[];
  /** What could not be read, per line; empty when everything was understood. */
  warnings: ImportWarning[];
}

export type Verdict = 'correct' | 'partial' | 'incorrect';

export interface Grade {
  marks: number;
  maxMarks: number;
  verdict: Verdict;
  feedback: string;
  /** The built-in grader's probability that the answer is right (its boosted trees), when they judged it. */
  probability?: number;
  /**
   * The grader's own doubt about these marks: the built-in grader's probability near one of its
   * thresholds, or a model grader saying it is unsure. A teacher should check such an answer.
   */
  uncertain?: boolean;
}

export interface GradeRequest {
  question: string;
  referenceAnswers: string[];
  keyTerms: string[];
  rubric?: string;
  studentAnswer: string;
  maxMarks: number;
}

/** Anything that can mark free text: the built-in grader, or a language model behind the server. */
export interface Grader {
  grade(req: GradeRequest): Promise<Grade>;
}
