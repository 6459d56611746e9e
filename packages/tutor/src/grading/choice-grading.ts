import type { Grade, Question, QuestionOption } from '../types';
import { comparableText } from './comparable-text';
import { makeGrade } from './verdict';

const squash = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
const FILLER = new Set(['option', 'options', 'answer', 'answers', 'is', 'the', 'and', 'i', 'think', 'it', 's', 'its', 'my', 'choose', 'pick', 'letter', 'both']);

/**
 * Which options the student meant, or null when the reply names none (then the test asks again
 * instead of marking a typo wrong). Accepts "B", "(b)", "option b", "A and C", or an option's text.
 */
export function interpretChoice(answer: string, options: QuestionOption[]): string[] | null {
  const said = squash(answer);
  if (!said) return null;
  const comparable = comparableText(answer);
  const byText = options.filter((o) => comparableText(o.text) === comparable);
  if (byText.length) return byText.map((o) => o.label);
  const tokens = said.split(' ').filter((t) => !FILLER.has(t));
  const labels = new Set(options.map((o) => o.label.toLowerCase()));
  if (tokens.length && tokens.length <= options.length && tokens.every((t) => labels.has(t))) {
    return [...new Set(tokens.map((t) => t.toUpperCase()))];
  }
  const contained = options.filter((o) => squash(o.text).length > 2 && said.includes(squash(o.text)));
  return contained.length ? contained.map((o) => o.label) : null;
}

export function interpretTrueFalse(answer: string): 'true' | 'false' | null {
  const said = squash(answer).replace(/^(it s|it is|that s|i think|the answer is)\s+/, '');
  if (/^(true|t|yes|a|correct|right)$/.test(said)) return 'true';
  if (/^(false|f|no|b|incorrect|wrong)$/.test(said)) return 'false';
  return null;
}

/** Option weights as given (GIFT) or, for a plain key, shared equally among the right options. */
function weights(question: Question): Map<string, number> {
  const options = question.options ?? [];
  if (options.some((o) => o.weight !== undefined)) return new Map(options.map((o) => [o.label, o.weight ?? 0]));
  const right = new Set((question.answer ?? '').split(/\s*,\s*/).filter(Boolean));
  const share = right.size ? 1 / right.size : 0;
  // Wrong picks cancel right ones in a multi-answer question, so ticking every box earns nothing.
  return new Map(options.map((o) => [o.label, right.has(o.label) ? share : question.type === 'multi' ? -share : 0]));
}

export function gradeChoice(question: Question, picked: string[]): Grade {
  const w = weights(question);
  const fraction = Math.max(
    0,
    Math.min(
      1,
      picked.reduce((sum, label) => sum + (w.get(label) ?? 0), 0),
    ),
  );
  const chosenFeedback = (question.options ?? [])
    .filter((o) => picked.includes(o.label) && o.feedback)
    .map((o) => o.feedback)
    .join(' ');
  const key = question.answer ?? '';
  const grade = makeGrade(fraction, question.marks, '');
  const verdictText = grade.verdict === 'correct' ? 'Correct!' : grade.verdict === 'partial' ? `Partly right: the full answer is ${key}.` : `Not quite: the answer is ${key}.`;
  grade.feedback = [verdictText, chosenFeedback].filter(Boolean).join(' ');
  return grade;
}

export function gradeTrueFalse(question: Question, said: 'true' | 'false'): Grade {
  const right = said === question.answer;
  const own = said === 'true' ? question.trueFeedback : question.falseFeedback;
  const headline = right ? 'Correct!' : `Not quite: the statement is ${question.answer}.`;
  return makeGrade(right ? 1 : 0, question.marks, [headline, own].filter(Boolean).join(' '));
}
