import type { Question } from '../../types';
import { cleanText } from './escapes';
import { fail, type GiftNote } from './gift-problem';

/** The key fields an answer block gives a question. */
export type Fields = Pick<Question, 'type' | 'answer' | 'options' | 'weightedAnswers' | 'numericAnswers' | 'pairs' | 'trueFeedback' | 'falseFeedback' | 'needsAnswerKey'>;

/** The line of one answer of the block (called in order), or of the block's "{" when none is given. */
export type LineOf = (answer?: string) => number;

/** What every answer reader needs besides the answer text. */
export interface AnswerContext {
  lineOf: LineOf;
  /** Remarks about a question that is kept. */
  notes: GiftNote[];
  /** cleanText with the question's own format as the default (Moodle: answers inherit it). */
  clean: (text: string) => string;
}

/** Moodle's "%50%" / "%-33.3%" weight prefix, as a fraction; undefined when there is none. */
export function takeWeight(answer: string, line: number): { weight: number | undefined; rest: string } {
  const w = /^%(-?\d+(?:\.\d*)?)%/.exec(answer);
  if (!w) {
    // Moodle would keep "%abc%..." as answer text; a malformed weight is an authoring slip.
    if (/^%[^%]*%/.test(answer)) fail(line, `The answer weight in "${cleanText(answer).slice(0, 30)}" must be a percentage such as %50% or %-25%.`);
    return { weight: undefined, rest: answer };
  }
  const weight = Number(w[1]) / 100;
  if (weight < -1 || weight > 1) fail(line, `The answer weight ${w[1]}% is outside -100% to 100%.`);
  return { weight, rest: answer.slice(w[0].length).trim() };
}

/** "text#feedback": Moodle splits at the first "#" only. */
export function splitFeedback(answer: string, clean: (text: string) => string): { text: string; feedback?: string } {
  const hash = answer.indexOf('#');
  const text = clean(hash < 0 ? answer : answer.slice(0, hash));
  const feedback = hash < 0 ? '' : clean(answer.slice(hash + 1));
  return feedback ? { text, feedback } : { text };
}

/** Moodle's explode on a separator, with an empty first piece (text before the first marker) dropped. */
export function pieces(body: string, separator: string): string[] {
  const parts = body.split(separator).map((p) => p.trim());
  if (parts[0] === '') parts.shift();
  return parts;
}
