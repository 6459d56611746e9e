import type { MatchingPair, QuestionOption, WeightedAnswer } from '../../types';
import { cleanText } from './escapes';
import { pieces, splitFeedback, takeWeight, type AnswerContext, type Fields } from './gift-answer-parts';
import { numerical } from './gift-numerical';
import { fail } from './gift-problem';

// Each reader follows Moodle's qformat_gift::readquestion: how the answer text is split, which
// weight an answer gets when none is written, and what is refused. Where we differ, a comment says why.

function trueFalse(body: string, { clean }: AnswerContext): Fields {
  // Moodle: explode('#', 3): the key, the feedback for a wrong answer, the feedback for a right one.
  const first = body.indexOf('#');
  const second = first < 0 ? -1 : body.indexOf('#', first + 1);
  const key = cleanText(first < 0 ? body : body.slice(0, first));
  const wrongFeedback = first < 0 ? '' : clean(body.slice(first + 1, second < 0 ? undefined : second));
  const rightFeedback = second < 0 ? '' : clean(body.slice(second + 1));
  const isTrue = key === 'T' || key === 'TRUE';
  const fields: Fields = {
    type: 'true_false',
    answer: isTrue ? 'true' : 'false',
    options: [
      { label: 'A', text: 'True' },
      { label: 'B', text: 'False' },
    ],
  };
  const forTrue = isTrue ? rightFeedback : wrongFeedback;
  const forFalse = isTrue ? wrongFeedback : rightFeedback;
  if (forTrue) fields.trueFeedback = forTrue;
  if (forFalse) fields.falseFeedback = forFalse;
  return fields;
}

function multipleChoice(body: string, { lineOf, notes, clean }: AnswerContext): Fields {
  const line = lineOf();
  // Moodle: one "=" anywhere makes it single-answer (radio buttons); otherwise several may be chosen.
  const single = body.includes('=');
  const answers = pieces(body.replace(/=/g, '~='), '~');
  if (answers.length < 2) fail(line, 'There are not enough answers for this question type: a multiple-choice question needs at least 2.');
  const options: QuestionOption[] = answers.map((raw, i) => {
    const line = lineOf(raw);
    let weight: number;
    let rest: string;
    if (raw.startsWith('=')) {
      // Moodle gives "=" full credit whatever follows; a "%n%" after it would stay in the text.
      const taken = takeWeight(raw.slice(1).trim(), line);
      if (taken.weight !== undefined)
        notes.push({ line, message: `The weight after "=" is ignored: "=" marks a right answer with full credit; use "~%${Math.round(taken.weight * 100)}%" for partial credit.` });
      weight = 1;
      rest = taken.rest;
    } else {
      const taken = takeWeight(raw, line);
      weight = taken.weight ?? 0;
      rest = taken.rest;
    }
    const { text, feedback } = splitFeedback(rest, clean);
    if (!text) fail(line, `Answer ${i + 1} of this multiple-choice question is empty.`);
    const option: QuestionOption = { label: optionLabel(i), text, weight };
    if (feedback) option.feedback = feedback;
    return option;
  });
  const right = options.filter((o) => (o.weight ?? 0) > 0);
  if (!right.length) fail(line, 'This multiple-choice question has no right answer: mark one with "=" or a positive weight such as "~%50%".');
  if (!single) {
    // Moodle's multiple-answer rule: the positive weights, rounded to 2 decimals, add up to 100%.
    const total = right.reduce((sum, o) => sum + (o.weight ?? 0), 0);
    if (Math.round(total * 100) !== 100) fail(line, `The positive weights of a multiple-answer question must add up to 100% (they add up to ${Math.round(total * 1000) / 10}%).`);
    return { type: 'multi', answer: right.map((o) => o.label).join(', '), options };
  }
  const best = right.reduce((a, b) => ((b.weight ?? 0) > (a.weight ?? 0) ? b : a));
  return { type: 'mcq', answer: best.label, options };
}

/** A, B, ... Z, then AA, AB, ... so a long answer list never runs out of labels. */
function optionLabel(i: number): string {
  return i < 26 ? String.fromCharCode(65 + i) : optionLabel(Math.floor(i / 26) - 1) + String.fromCharCode(65 + (i % 26));
}

function matching(body: string, { lineOf, clean }: AnswerContext): Fields {
  const pairs: MatchingPair[] = pieces(body, '=').map((piece) => {
    const line = lineOf(piece);
    const arrow = piece.indexOf('->');
    if (arrow < 0) fail(line, `Matching question answers are improperly formatted: "${cleanText(piece).slice(0, 30)}" needs "left -> right".`);
    // Moodle: the left side may carry a format; the right side is plain text.
    const right = cleanText(piece.slice(arrow + 2));
    if (!right) fail(line, `The matching pair "${cleanText(piece).slice(0, 30)}" has nothing after "->".`);
    return { left: clean(piece.slice(0, arrow)), right };
  });
  const real = pairs.filter((p) => p.left);
  // Moodle's importer needs 2 answers; its question editor asks for 2 pairs (and 3 answers with distractors).
  if (real.length < 2) fail(lineOf(), 'There are not enough answers for this question type: a matching question needs at least 2 pairs "left -> right".');
  return { type: 'matching', answer: real.map((p) => `${p.left} -> ${p.right}`).join('; '), pairs };
}

function shortAnswer(body: string, { lineOf, clean }: AnswerContext): Fields {
  // Moodle: explode('='); an answer without a weight is worth full credit; "{Paris}" is a short answer too.
  const weighted: WeightedAnswer[] = pieces(body, '=').map((raw, i) => {
    const line = lineOf(raw);
    const { weight, rest } = takeWeight(raw, line);
    const { text, feedback } = splitFeedback(rest, clean);
    if (!text) fail(line, `Answer ${i + 1} of this short-answer question is empty.`);
    const answer: WeightedAnswer = { text, weight: weight ?? 1 };
    if (feedback) answer.feedback = feedback;
    return answer;
  });
  if (!weighted.length) fail(lineOf(), 'There are not enough answers for this question type: a short-answer question needs at least 1.');
  const best = weighted.reduce((a, b) => (b.weight > a.weight ? b : a));
  if (best.weight <= 0) fail(lineOf(), 'This short-answer question has no answer with credit.');
  return { type: 'short', answer: best.text, weightedAnswers: weighted };
}

/** Moodle's order of tests: essay, numerical, multiple choice, matching, true/false, short answer. */
export function parseAnswerSection(body: string, context: AnswerContext): Fields {
  const text = body.trim();
  if (!text) return { type: 'long', answer: null, needsAnswerKey: true };
  if (text.startsWith('#')) return numerical(text, context);
  if (text.includes('~')) return multipleChoice(text, context);
  if (text.includes('=') && text.includes('->')) return matching(text, context);
  const hash = text.indexOf('#');
  const tfKey = (hash > 0 ? text.slice(0, hash) : text).trim();
  if (tfKey === 'T' || tfKey === 'TRUE' || tfKey === 'F' || tfKey === 'FALSE') return trueFalse(text, context);
  return shortAnswer(text, context);
}
