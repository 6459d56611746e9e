import { numberWordsToDigits } from '../text/number-words';
import { findQuantities, type Quantity } from '../text/numbers';
import { convert } from '../text/units';
import type { Grade, NumericAnswer, Question } from '../types';
import { makeGrade } from './verdict';

type UnitCheck = 'same' | 'missing' | 'wrong';

function valueIn(student: Quantity, key: NumericAnswer): { value: number; unit: UnitCheck } {
  if (!key.unit) return { value: student.value, unit: 'same' };
  if (!student.unit) return { value: student.value, unit: 'missing' };
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

export function gradeNumeric(question: Question, answer: string): Grade {
  const keys = question.numericAnswers ?? [];
  // "four", "two and a half" and "zero point five" are numbers too.
  const found = findQuantities(numberWordsToDigits(answer));
  if (!found.length) return makeGrade(0, question.marks, `Please give a number. The answer is ${question.answer}.`);
  let best: { fraction: number; unit: UnitCheck; key: NumericAnswer } | null = null;
  for (const student of found) {
    for (const key of keys) {
      const { value, unit } = valueIn(student, key);
      if (!accepts(key, value)) continue;
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
