import { numberWordsToDigits } from '../text/number-words';
import { findQuantities, type Quantity } from '../text/numbers';
import { STOPWORDS } from '../text/stopwords';
import { words } from '../text/tokenise';
import { convert, lookupUnit } from '../text/units';
import type { Grade, NumericAnswer, Question } from '../types';
import { makeGrade } from './verdict';

type UnitCheck = 'same' | 'missing' | 'wrong';

function valueIn(student: Quantity, key: NumericAnswer): { value: number; unit: UnitCheck } {
  if (!key.unit) return { value: student.value, unit: 'same' };
  if (!student.unit || notAUnit(student.unit)) return { value: student.value, unit: 'missing' };
  const converted = convert(student.value, student.unit, key.unit);
  if (converted === null) return { value: student.value, unit: 'wrong' };
  if (converted === undefined) {
    const same = student.unit.toLowerCase().replace(/\s/g, '') === key.unit.toLowerCase().replace(/\s/g, '');
    return { value: student.value, unit: same ? 'same' : 'wrong' };
  }
  return { value: converted, unit: 'same' };
}

function accepts(key: NumericAnswer, value: number): boolean {
  if (key.min !== undefined && key.max !== undefined) return value >= key.min && value <= key.max;
  // A tiny epsilon so 0.1 + 0.2 style float noise never fails an exact key.
  return Math.abs(value - key.value) <= key.tolerance + 1e-9 * Math.max(1, Math.abs(key.value));
}

// One answer, not a list (README, "Numbers"). Working may come first: the student's answer is what
// follows the last "=" (or "so", "is", "therefore", ...) that has a number after it, and the operands
// of "30 / 2", "30 m ÷ 2 s" or "30 divided by 2" are working too. What is left are the candidates:
// numbers with no unit or a unit of the key's kind ("30 m" and "2 s" are not candidate speeds), not
// after "not". Two or more different candidate values are a list of guesses and earn nothing.

const FINAL_MARKER = /=|≈|≅|→|=>|\b(?:so|therefore|thus|hence|gives|giving|equals|makes|is|are|was|answer|result)\b:?/gi;
const NUMBER_AT = String.raw`[+\-\u2212]?(?:\d[\d,]*(?:\.\d+)?|\.\d+)`;
const OPERAND_UNIT = String.raw`(?:\s*[A-Za-zµ°Ω][A-Za-z0-9µ°Ω/^²³]*)?`;
// A multiplication sign before a power of ten is scientific notation ("6.022 × 10^23"), one number, not working.
const POWER_OF_TEN_AHEAD = String.raw`(?!\s*10\s*(?:\^|\{|[⁰¹²³⁴⁵⁶⁷⁸⁹⁺⁻]))`;
const OPERATOR = String.raw`\s*(?:[/÷+\u2212]|[×*·⋅x]${POWER_OF_TEN_AHEAD}|\s-\s|-|(?:divided|multiplied)\s+by|times${POWER_OF_TEN_AHEAD}|over|plus|minus)\s*`;
const OPERATION = new RegExp(`(?<![\\w.])${NUMBER_AT}${OPERAND_UNIT}(?:${OPERATOR}${NUMBER_AT}${OPERAND_UNIT})+`, 'g');
const NOT_BEFORE = /\b(?:not|isn'?t|never|instead of|rather than)\s*$/i;

/** The text with the numbers of every operation ("30 / 2") blanked out, positions kept. */
function withoutOperations(text: string): string {
  return text.replace(OPERATION, (span) => span.replace(/\d/g, '#'));
}

/** The quantities the student offers as the answer (see above), or all of them when nothing is left. */
function candidates(text: string): Quantity[] {
  const all = findQuantities(text);
  const notWorking = findQuantities(withoutOperations(text));
  const last = notWorking.at(-1);
  let tail = 0;
  if (last) for (const m of text.matchAll(FINAL_MARKER)) if (m.index + m[0].length <= last.start) tail = m.index + m[0].length;
  const offered = (found: Quantity[], from: number) => found.filter((q) => q.start >= from && !NOT_BEFORE.test(text.slice(Math.max(0, q.start - 30), q.start)));
  for (const found of [offered(notWorking, tail), offered(notWorking, 0), offered(all, 0)]) if (found.length) return found;
  return all;
}

/** The value in the key's unit when the units convert; null when they measure different things. */
function inKeyUnit(q: Quantity, keyUnit: string | undefined): number | null {
  if (!keyUnit || !q.unit) return q.value;
  const converted = convert(q.value, q.unit, keyUnit);
  if (converted !== undefined) return converted;
  // Not in the unit table: a function word after the number ("15 or 20") is no unit; the key's own
  // unit ("8 legs") is the same kind; any other word ("4 pairs" for "8 legs") is another kind.
  if (notAUnit(q.unit)) return q.value;
  const plain = (u: string) => u.toLowerCase().replace(/\s+/g, '').replace(/e?s$/, '');
  return plain(q.unit) === plain(keyUnit) ? q.value : null;
}

const NOT_A_UNIT = new Set(['maybe', 'perhaps', 'possibly', 'approximately', 'roughly', 'around', 'exactly', 'not', 'no', 'or', 'and']);

/** The word after a number is a function word ("15 because ...", "15 or 20"), not a unit. */
function notAUnit(unit: string): boolean {
  if (lookupUnit(unit)) return false;
  const first = words(unit)[0] ?? '';
  return STOPWORDS.has(first) || NOT_A_UNIT.has(first);
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The key's unit is written somewhere in the answer ("15 (m/s)", "in m/s: 15"). */
function mentionsUnit(answer: string, unit: string): boolean {
  const spelled = [...unit.replace(/\s+/g, '')].map(escapeRegExp).join('\\s*');
  return new RegExp(`(?<![A-Za-z'’])${spelled}(?![A-Za-z])`).test(answer);
}

export function gradeNumeric(question: Question, answer: string): Grade {
  const keys = question.numericAnswers ?? [];
  // "four", "two and a half" and "zero point five" are numbers too.
  const text = numberWordsToDigits(answer);
  if (!findQuantities(text).length) return makeGrade(0, question.marks, `Please give a number. The answer is ${question.answer}.`);
  const offered = candidates(text);
  const keyUnit = keys.find((k) => k.unit)?.unit;
  const comparable = offered.filter((q) => inKeyUnit(q, keyUnit) !== null);
  const values = new Set(comparable.map((q) => Number(inKeyUnit(q, keyUnit)!.toPrecision(12))));
  if (values.size > 1) return makeGrade(0, question.marks, `Give one answer: this answer gives ${values.size} numbers. The answer is ${question.answer}.`);
  let best: { fraction: number; unit: UnitCheck; key: NumericAnswer } | null = null;
  for (const student of comparable.length ? comparable : offered) {
    for (const key of keys) {
      const read = valueIn(student, key);
      if (!accepts(key, read.value)) continue;
      // A unit written apart from the number ("15 (m/s)") is given; one asked for must not be there already.
      const unit = read.unit === 'missing' && key.unit && mentionsUnit(answer, key.unit) ? 'same' : read.unit;
      // The right number in the wrong or a missing unit earns half: the unit is part of the answer.
      const fraction = key.weight * (unit === 'same' ? 1 : 0.5);
      if (!best || fraction > best.fraction) best = { fraction, unit, key };
    }
  }
  if (!best) return makeGrade(0, question.marks, `Not quite: the answer is ${question.answer}.`);
  const notes = [headlineFor(best, question.answer), best.key.feedback];
  return makeGrade(Math.max(0, best.fraction), question.marks, notes.filter(Boolean).join(' '));
}
/** A matched alternative worth nothing (GIFT's `~` catch-all) is a wrong answer with its own feedback. */
function headlineFor(best: { fraction: number; unit: UnitCheck; key: NumericAnswer }, answer: string | null): string {
  if (best.fraction <= 0) return `Not quite: the answer is ${answer}.`;
  if (best.fraction >= 1) return 'Correct!';
  if (best.unit === 'missing') return `Right number, but give the unit (${best.key.unit}).`;
  if (best.unit === 'wrong') return `Right number, but the unit should be ${best.key.unit}.`;
  return `Partly right: the best answer is ${answer}.`;
}
