import type { Passage, Question } from '../types';
import { renderQuestion } from '../session/render-question';

export interface TutorPromptInput {
  chapterTitle: string;
  subject: string;
  grade?: string | number;
  passages: Passage[];
  /** While a test runs: the question being asked. Only its student-facing text is included. */
  currentQuestion?: { question: Question; index: number; total: number };
  /** Cap on passage text so a long chapter fits a small model's context. */
  maxPassageChars?: number;
}

/**
 * The tutor's system prompt for a chapter. It never contains an answer key: during a test only
 * the rendered current question goes in, because the model could otherwise leak answers.
 */
export function buildTutorSystemPrompt(input: TutorPromptInput): string {
  const level = input.grade !== undefined && input.grade !== '' ? ` for a student in grade ${input.grade}` : '';
  const budget = input.maxPassageChars ?? 24_000;
  let used = 0;
  const excerpts: string[] = [];
  for (const p of input.passages) {
    const block = `[${p.id}]${p.heading ? ` (${p.heading})` : ''} ${p.text}`;
    if (used + block.length > budget) break;
    excerpts.push(block);
    used += block.length;
  }
  const parts = [
    `You are BookTutor, a patient ${input.subject} tutor${level}, teaching the chapter "${input.chapterTitle}".`,
    'Answer only from the chapter passages below and cite them by number, like [3].',
    'If a question is not about this chapter, say so kindly and steer the student back to the chapter.',
    'Explain simply, check understanding with a short question, and never do graded work for the student.',
    'Tests are run by the BookTutor test engine: never state or hint at answers to test questions, and never mark answers yourself.',
    `Chapter passages:\n${excerpts.join('\n\n')}`,
  ];
  if (input.currentQuestion) {
    const { question, index, total } = input.currentQuestion;
    parts.push(`A test is in progress. The student is answering this question; help them think, but do not give the answer.\n${renderQuestion(question, index, total)}`);
  }
  return parts.join('\n\n');
}
