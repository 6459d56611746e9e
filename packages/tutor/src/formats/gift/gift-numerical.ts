import type { NumericAnswer } from '../../types';
import { cleanText } from './escapes';
import { pieces, splitFeedback, takeWeight, type AnswerContext, type Fields } from './gift-answer-parts';
import { fail } from './gift-problem';

// Moodle's "*" (any other number). NumericAnswer is plain JSON, which has no Infinity, so "any
// number" is the widest finite range; with weight 0 it only carries its feedback.
const ANY: Pick<NumericAnswer, 'value' | 'tolerance' | 'min' | 'max'> = { value: 0, tolerance: Number.MAX_VALUE, min: -Number.MAX_VALUE, max: Number.MAX_VALUE };

/** PHP's is_numeric for what a teacher writes: 3, -2.5, .5, 1e3 (no hex, no "Infinity"). */
function parseNumber(text: string, line: number): number {
  const trimmed = text.trim();
  if (!/^[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?$/i.test(trimmed)) fail(line, `Answers must be numeric: "${trimmed.slice(0, 30)}" is not a number.`);
  const n = Number(trimmed);
  if (!Number.isFinite(n)) fail(line, `Answers must be numeric: "${trimmed.slice(0, 30)}" is too large.`);
  return n;
}

function numericAnswer(text: string, weight: number, line: number, feedback: string | undefined): NumericAnswer {
  let answer: NumericAnswer;
  const range = text.indexOf('..');
  const colon = text.indexOf(':');
  if (text === '*') {
    answer = { ...ANY, weight };
  } else if (range > 0) {
    // Moodle: "min..max" is tried before "answer:tolerance".
    const min = parseNumber(text.slice(0, range), line);
    const max = parseNumber(text.slice(range + 2), line);
    if (min > max) fail(line, `The range ${min}..${max} is empty: write the smaller number first.`);
    answer = { value: (min + max) / 2, tolerance: (max - min) / 2, min, max, weight };
  } else if (colon > 0) {
    answer = { value: parseNumber(text.slice(0, colon), line), tolerance: Math.abs(parseNumber(text.slice(colon + 1), line)), weight };
  } else {
    answer = { value: parseNumber(text, line), tolerance: 0, weight };
  }
  if (feedback) answer.feedback = feedback;
  return answer;
}

function describe(a: NumericAnswer): string {
  if (a.max === Number.MAX_VALUE) return 'any number';
  if (a.min !== undefined) return `${a.min}..${a.max}`;
  return a.tolerance ? `${a.value} ± ${a.tolerance}` : `${a.value}`;
}

/**
 * Moodle: after "#", everything from the first "~" is the feedback for any other answer (stored as
 * the answer "*" with 0 credit); the rest splits at "=" into answers "value", "value:tolerance" or
 * "min..max", each with an optional %weight% (default full credit) and #feedback.
 */
export function numerical(body: string, { lineOf, notes, clean }: AnswerContext): Fields {
  let rest = body.slice(1);
  const tilde = rest.indexOf('~');
  const otherwise = tilde >= 0 ? rest.slice(tilde + 1) : null;
  if (tilde >= 0) rest = rest.slice(0, tilde);

  const found = pieces(rest, '=');
  if (!found.length) fail(lineOf(), 'No answers found for this numerical question.');
  const answers = found.map((piece) => {
    const line = lineOf(piece);
    const { weight, rest: afterWeight } = takeWeight(piece, line);
    const { text, feedback } = splitFeedback(afterWeight, clean);
    return numericAnswer(text, weight ?? 1, line, feedback);
  });

  if (otherwise !== null) {
    const line = lineOf(`~${otherwise}`.trim());
    const hash = otherwise.indexOf('#');
    const ignored = cleanText(hash < 0 ? otherwise : otherwise.slice(0, hash));
    if (ignored) notes.push({ line, message: `"${ignored.slice(0, 30)}" after "~" is ignored: in a numerical question "~" starts the feedback for any other answer (no credit), as in Moodle.` });
    const feedback = hash < 0 ? '' : clean(otherwise.slice(hash + 1));
    answers.push(numericAnswer('*', 0, line, feedback || undefined));
  }

  const best = answers.filter((a) => a.weight > 0).reduce<NumericAnswer | null>((a, b) => (!a || b.weight > a.weight ? b : a), null);
  if (!best) fail(lineOf(), 'This numerical question has no answer with credit.');
  return { type: 'numeric', answer: describe(best!), numericAnswers: answers };
}
