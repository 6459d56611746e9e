import { builtInGrader } from '../grading/built-in-grader';
import { interpretChoice, interpretTrueFalse } from '../grading/choice-grading';
import { gradeAnswer } from '../grading/grade-answer';
import type { Grade, Grader, Question } from '../types';
import { SKIP_MEANS_NOT_KNOWING } from './classify-message';
import { hintFor } from './hints';
import { helpDuringTest } from './test-help';
import type { Citation } from '../retrieval/answer-from-chapter';
import type { PassageIndex } from '../retrieval/passage-index';
import { renderQuestion } from './render-question';
import { percentText, scoreSummary } from './score-summary';
import { plural } from '../text/plural';
import type { ScoreSummary, TestState } from './test-state';

export interface StartOptions {
  /** Ask questions that have no answer key (only when a model grader will mark them). */
  includeUnkeyed?: boolean;
}

export interface TurnInput {
  /** `question`: the student asked something instead of answering; it is answered, never graded. */
  kind: 'answer' | 'question' | 'hint' | 'skip' | 'quit' | 'repeat';
  text?: string;
}

/** What the engine may use beyond the questions: the chapter's passages (hints, questions during the test). */
export interface TurnContext {
  index?: PassageIndex | undefined;
  grade?: string | number | undefined;
  chapterTitle?: string | undefined;
}

export interface TurnResult {
  state: TestState;
  reply: string;
  grade?: Grade;
  score: ScoreSummary;
  finished: boolean;
  /** Passages the reply cites (hints and questions during the test). */
  citations?: Citation[];
}

const hasKey = (q: Question) => q.answer !== null || !!q.weightedAnswers?.length || !!q.numericAnswers?.length || !!q.pairs?.length;

function current(state: TestState, questions: Question[]): { question: Question; index: number } | null {
  const index = state.order[state.position];
  if (index === undefined) return null;
  const question = questions[index];
  return question ? { question, index } : null;
}

function ask(state: TestState, questions: Question[]): string {
  const now = current(state, questions);
  return now ? renderQuestion(now.question, state.position, state.order.length) : '';
}

export function finishedSummary(state: TestState): string {
  const s = scoreSummary(state);
  // The stored counts take a skip as answered and incorrect (so skipping cannot raise the score); the
  // student reads them apart: a skipped question was neither answered nor got wrong.
  const answered = s.answeredQuestions - s.skipped;
  return [
    `Test finished! You scored ${s.earnedMarks} out of ${plural(s.totalMarks, 'mark')} (${percentText(s.percentage)}).`,
    `Answered ${answered} of ${s.totalQuestions} questions: ${s.correct} correct, ${s.partial} partly correct, ${s.incorrect - s.skipped} incorrect${s.skipped ? `; ${s.skipped} skipped` : ''}.`,
    'Say "Let\'s Start" to take the test again.',
  ].join('\n');
}

/**
 * Open an attempt ("Let's Start"). Retaking is simply a new call: a fresh state. `testTotalMarks`:
 * the marks of every question the test asks, so a score can say "0 of 12" before the first answer.
 */
export function startTest(questions: Question[], options: StartOptions = {}): { state: TestState; reply: string; score: ScoreSummary; testTotalMarks: number } {
  const order = questions.flatMap((q, i) => (options.includeUnkeyed || hasKey(q) ? [i] : []));
  const state: TestState = { version: 1, status: order.length ? 'in_progress' : 'finished', order, position: 0, answers: [], hintsForCurrent: 0 };
  const total = order.reduce((sum, i) => sum + questions[i]!.marks, 0);
  const reply = order.length
    ? `Let's start! There ${order.length === 1 ? 'is' : 'are'} ${plural(order.length, 'question')} worth ${plural(total, 'mark')}. Ask for a hint or say "skip" at any time.\n\n${ask(state, questions)}`
    : 'This chapter has no questions with an answer key yet, so there is no test to take.';
  return { state, reply, score: scoreSummary(state), testTotalMarks: total };
}

/**
 * "I don't know" is an honest blank: like a blank on paper it earns 0 and is counted as skipped (the
 * kind classifyTestMessage gives it), and the reply says so, so the student is not left guessing.
 */
function skipLine(text: string): string {
  return SKIP_MEANS_NOT_KNOWING.test(text) ? "That's fine: I've counted it as skipped (0 marks). You can look it up after the test." : 'Skipped (0 marks).';
}

/** True when a reply to a choice question names no option, so we ask again rather than mark it. */
function unreadableChoice(question: Question, text: string): boolean {
  if (question.type === 'mcq' || question.type === 'multi') return interpretChoice(text, question.options ?? []) === null;
  if (question.type === 'true_false') return interpretTrueFalse(text) === null;
  return false;
}

/** One student turn. Pure apart from the grader call; the input state is never mutated. */
export async function takeTurn(state: TestState, questions: Question[], input: TurnInput, grader: Grader = builtInGrader, context: TurnContext = {}): Promise<TurnResult> {
  const done = (s: TestState, reply: string, grade?: Grade, citations?: Citation[]): TurnResult => ({
    state: s,
    reply,
    score: scoreSummary(s),
    finished: s.status === 'finished',
    ...(grade ? { grade } : {}),
    ...(citations?.length ? { citations } : {}),
  });
  const now = current(state, questions);
  if (state.status === 'finished' || !now) return done({ ...state, status: 'finished' }, finishedSummary(state));

  if (input.kind === 'repeat') return done(state, ask(state, questions));
  if (input.kind === 'question') {
    // Answered, not graded: the state is unchanged and the open question is asked again.
    const test = { questions: state.order.map((i) => questions[i]!), position: state.position };
    const help = helpDuringTest({ question: now.question, message: input.text ?? '', test, index: context.index, grade: context.grade, chapterTitle: context.chapterTitle });
    return done(state, `${help.reply}\n\nBack to your test:\n\n${ask(state, questions)}`, undefined, help.citations);
  }
  if (input.kind === 'hint') {
    const next = { ...state, hintsForCurrent: state.hintsForCurrent + 1 };
    return done(next, hintFor(now.question, next.hintsForCurrent, { index: context.index }));
  }
  if (input.kind === 'quit') {
    const next: TestState = { ...state, status: 'finished' };
    return done(next, finishedSummary(next));
  }

  const text = (input.text ?? '').trim();
  if (input.kind === 'answer' && !text) return done(state, `Please type your answer, ask for a hint, or say "skip".\n\n${ask(state, questions)}`);
  if (input.kind === 'answer' && unreadableChoice(now.question, text)) {
    const choices = now.question.type === 'true_false' ? 'True or False' : (now.question.options ?? []).map((o) => o.label).join(', ');
    return done(state, `I couldn't tell which option you chose. Please answer with ${choices}.`);
  }

  const grade: Grade = input.kind === 'skip' ? { marks: 0, maxMarks: now.question.marks, verdict: 'incorrect', feedback: 'Skipped.' } : await gradeAnswer(now.question, text, grader);
  const next: TestState = {
    ...state,
    answers: [
      ...state.answers,
      {
        questionIndex: now.index,
        questionNumber: now.question.number,
        studentAnswer: input.kind === 'skip' ? '' : text,
        skipped: input.kind === 'skip',
        marks: grade.marks,
        maxMarks: grade.maxMarks,
        verdict: grade.verdict,
        feedback: grade.feedback,
        ...(grade.uncertain ? { uncertain: true } : {}),
        hintsUsed: state.hintsForCurrent,
      },
    ],
    position: state.position + 1,
    hintsForCurrent: 0,
  };
  if (next.position >= next.order.length) next.status = 'finished';
  const s = scoreSummary(next);
  const marksLine = input.kind === 'skip' ? skipLine(text) : `${grade.feedback} (${grade.marks}/${plural(grade.maxMarks, 'mark')})`;
  const following = next.status === 'finished' ? finishedSummary(next) : `Score so far: ${s.earnedMarks}/${s.totalMarks} (${percentText(s.percentage)}).\n\n${ask(next, questions)}`;
  return done(next, `${marksLine}\n\n${following}`, grade);
}
