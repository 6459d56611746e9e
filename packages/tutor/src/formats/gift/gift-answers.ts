import { FormatError } from '../../errors';
import type { MatchingPair, NumericAnswer, Question, QuestionOption, WeightedAnswer } from '../../types';
import { cleanText } from './escapes';

type Fields = Pick<Question, 'type' | 'answer' | 'options' | 'weightedAnswers' | 'numericAnswers' | 'pairs' | 'trueFeedback' | 'falseFeedback' | 'needsAnswerKey'>;

const fail = (line: number, detail: string): never => {
  throw new FormatError('GIFT', line, detail);
};

/** "~%50%text#feedback" -> marker, weight (as a fraction), text, feedback. */
interface Choice {
  marker: '=' | '~';
  weight: number | undefined;
  text: string;
  feedback?: string;
}

function splitChoices(body: string, line: number): Choice[] {
  const parts = body.split(/(?=[=~])/).map((p) => p.trim()).filter(Boolean);
  return parts.map((part) => {
    const marker = part[0];
    if (marker !== '=' && marker !== '~') fail(line, `answer "${cleanText(part).slice(0, 30)}" must start with "=" or "~".`);
    let rest = part.slice(1).trim();
    let weight: number | undefined;
    const w = /^%(-?\d+(?:\.\d+)?)%/.exec(rest);
    if (w) {
      weight = Number(w[1]) / 100;
      if (weight < -1 || weight > 1) fail(line, `answer weight ${w[1]}% is outside -100% to 100%.`);
      rest = rest.slice(w[0].length);
    } else if (rest.startsWith('%')) fail(line, `answer weight in "${cleanText(rest).slice(0, 20)}" must look like %50%.`);
    const [text, ...feedback] = rest.split('#');
    const choice: Choice = { marker: marker as '=' | '~', weight, text: cleanText(text ?? '') };
    const fb = cleanText(feedback.join('#'));
    if (fb) choice.feedback = fb;
    if (!choice.text) fail(line, 'an answer is empty.');
    return choice;
  });
}

function trueFalse(body: string, line: number): Fields {
  const [key, wrongFeedback, rightFeedback] = body.split('#').map((s) => cleanText(s));
  const isTrue = /^(T|TRUE)$/.test(key ?? '');
  if (!isTrue && !/^(F|FALSE)$/.test(key ?? '')) fail(line, `true/false answer must be T, TRUE, F or FALSE, got "${key}".`);
  const fields: Fields = { type: 'true_false', answer: isTrue ? 'true' : 'false', options: [{ label: 'A', text: 'True' }, { label: 'B', text: 'False' }] };
  // Moodle: the first feedback is shown for a wrong answer, the second for a right one.
  const forTrue = isTrue ? rightFeedback : wrongFeedback;
  const forFalse = isTrue ? wrongFeedback : rightFeedback;
  if (forTrue) fields.trueFeedback = forTrue;
  if (forFalse) fields.falseFeedback = forFalse;
  return fields;
}

function multipleChoice(body: string, line: number): Fields {
  const choices = splitChoices(body, line);
  if (choices.length < 2) fail(line, 'a multiple-choice question needs at least 2 answers.');
  const single = choices.some((c) => c.marker === '=' && c.weight === undefined);
  const options: QuestionOption[] = choices.map((c, i) => {
    const weight = c.weight ?? (c.marker === '=' ? 1 : 0);
    const option: QuestionOption = { label: String.fromCharCode(65 + i), text: c.text, weight };
    if (c.feedback) option.feedback = c.feedback;
    return option;
  });
  const right = options.filter((o) => (o.weight ?? 0) > 0);
  if (!right.length) fail(line, 'a multiple-choice question has no right answer (mark one with "=" or a positive %weight%).');
  const multi = !single && (right.length > 1 || (right[0]?.weight ?? 1) < 1);
  if (multi && Math.abs(right.reduce((s, o) => s + (o.weight ?? 0), 0) - 1) > 0.02) {
    fail(line, 'the positive weights of a multiple-answer question must add up to 100%.');
  }
  return { type: multi ? 'multi' : 'mcq', answer: (multi ? right : [right.sort((a, b) => (b.weight ?? 0) - (a.weight ?? 0))[0]!]).map((o) => o.label).join(', '), options };
}

function matching(body: string, line: number): Fields {
  const pairs: MatchingPair[] = [];
  for (const c of splitChoices(body, line)) {
    if (c.marker !== '=') fail(line, 'matching pairs must each start with "=".');
    const [left, right] = c.text.split('->').map((s) => s.trim());
    if (right === undefined || !right) fail(line, `matching pair "${c.text}" needs "left -> right".`);
    pairs.push({ left: left ?? '', right: right! });
  }
  const real = pairs.filter((p) => p.left);
  if (real.length < 3) fail(line, 'a matching question needs at least 3 pairs.');
  return { type: 'matching', answer: real.map((p) => `${p.left} -> ${p.right}`).join('; '), pairs };
}

function parseNumber(text: string, line: number): number {
  const n = Number(text.trim());
  if (!Number.isFinite(n) || !text.trim()) fail(line, `"${text.trim()}" is not a number.`);
  return n;
}

function numericAnswer(text: string, weight: number, line: number, feedback?: string): NumericAnswer {
  const range = /^(.+?)\.\.(.+)$/.exec(text);
  let answer: NumericAnswer;
  if (range) {
    const min = parseNumber(range[1]!, line);
    const max = parseNumber(range[2]!, line);
    if (min > max) fail(line, `range ${min}..${max} is empty.`);
    answer = { value: (min + max) / 2, tolerance: (max - min) / 2, min, max, weight };
  } else {
    const [value, tolerance] = text.split(':');
    answer = { value: parseNumber(value!, line), tolerance: tolerance === undefined ? 0 : Math.abs(parseNumber(tolerance, line)), weight };
  }
  if (feedback) answer.feedback = feedback;
  return answer;
}

function numerical(body: string, line: number): Fields {
  const rest = body.slice(1).trim();
  let answers: NumericAnswer[];
  if (/^[=~]/.test(rest)) {
    answers = splitChoices(rest, line).map((c) => numericAnswer(c.text, c.weight ?? (c.marker === '=' ? 1 : 0), line, c.feedback));
  } else {
    const [value, ...feedback] = rest.split('#');
    answers = [numericAnswer(cleanText(value ?? ''), 1, line, cleanText(feedback.join('#')) || undefined)];
  }
  const best = answers.filter((a) => a.weight > 0).sort((a, b) => b.weight - a.weight)[0];
  if (!best) fail(line, 'a numerical question needs at least one answer with credit.');
  const answer = best!.min !== undefined ? `${best!.min}..${best!.max}` : best!.tolerance ? `${best!.value} ± ${best!.tolerance}` : `${best!.value}`;
  return { type: 'numeric', answer, numericAnswers: answers };
}

function shortAnswer(body: string, line: number): Fields {
  const choices = splitChoices(body, line);
  const weighted: WeightedAnswer[] = choices.map((c) => {
    if (c.marker !== '=') fail(line, `short-answer alternatives start with "=", not "~" ("${c.text}").`);
    const w: WeightedAnswer = { text: c.text, weight: c.weight ?? 1 };
    if (c.feedback) w.feedback = c.feedback;
    return w;
  });
  const best = [...weighted].sort((a, b) => b.weight - a.weight)[0]!;
  return { type: 'short', answer: best.text, weightedAnswers: weighted };
}

/** Moodle's order of tests: essay, numerical, multiple choice, matching, true/false, short answer. */
export function parseAnswerSection(body: string, line: number): Fields {
  const text = body.trim();
  if (!text) return { type: 'long', answer: null, needsAnswerKey: true };
  if (text.startsWith('#')) return numerical(text, line);
  if (text.includes('~')) return multipleChoice(text, line);
  if (text.includes('=') && text.includes('->')) return matching(text, line);
  const tfKey = text.split('#')[0]!.trim();
  if (['T', 'TRUE', 'F', 'FALSE'].includes(tfKey)) return trueFalse(text, line);
  if (!text.startsWith('=')) fail(line, `cannot tell the question type from "{${cleanText(text).slice(0, 30)}}".`);
  return shortAnswer(text, line);
}
