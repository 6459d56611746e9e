import { describe, expect, it } from 'vitest';
import { numberWordsToDigits } from '../src/text/number-words';
import { findQuantities, parseQuantity } from '../src/text/numbers';
import { convert, lookupUnit } from '../src/text/units';
import { gradeAnswer, parseGift, processChapterText, type Question } from '../src/index';

const q = (text: string): Question => processChapterText({ rawText: text, subject: 'Science' }).questionArray[0]!;

describe('numbers written as words', () => {
  it.each([
    ['four', '4'],
    ['Twenty-one', '21'],
    ['twenty one', '21'],
    ['a half', '0.5'],
    ['half', '0.5'],
    ['one hundred and five', '105'],
    ['a hundred', '100'],
    ['one thousand two hundred and thirty-four', '1234'],
    ['three quarters', '0.75'],
    ['a quarter', '0.25'],
    ['two thirds', '0.666666666667'],
    ['one fourth', '0.25'],
    ['two and a half', '2.5'],
    ['2 and a half', '2.5'],
    ['zero point five', '0.5'],
    ['three point one four', '3.14'],
    ['point five', '0.5'],
    ['minus five', '-5'],
    ['5 million', '5000000'],
    ['twenty-first', '21'],
    ['one hundred and first', '101'],
    ['the fourth planet', 'the 4 planet'],
    ['21st', '21'],
  ])('%s -> %s', (words, digits) => {
    expect(numberWordsToDigits(words)).toBe(digits);
  });

  it('leaves words that only look like numbers alone', () => {
    for (const text of ['a cell', 'wait a second', 'and', 'hundred', 'constructor', '']) {
      expect(numberWordsToDigits(text)).toBe(text);
    }
    // "second" after a number or "a"/"per" is the unit of time, not the ordinal.
    expect(numberWordsToDigits('one second')).toBe('1 second');
    expect(numberWordsToDigits('metres per second')).toBe('metres per second');
    expect(numberWordsToDigits('the second law')).toBe('the 2 law');
    // Two numbers side by side stay two numbers.
    expect(numberWordsToDigits('one two three')).toBe('1 2 3');
    expect(numberWordsToDigits('one hundred and the rest')).toBe('100 and the rest');
  });

  it('keeps the rest of the text and its positions', () => {
    expect(numberWordsToDigits('It has four legs and two eyes.')).toBe('It has 4 legs and 2 eyes.');
    expect(numberWordsToDigits('1,200 thousand')).toBe('1,200 thousand');
  });
});

describe('powers of ten and units', () => {
  it.each([
    ['2.2 × 10^2 kPa', 220, 'kPa'],
    ['2.2 x 10^2', 220, undefined],
    ['3.0 × 10⁸ m/s', 3e8, 'm/s'],
    ['3.0 × 10⁻³ m', 3e-3, 'm'],
    ['6.02 × 10^−23', 6.02e-23, undefined],
    ['3.0e8', 3e8, undefined],
    ['3.0 * 10^8', 3e8, undefined],
    ['1.5 · 10^{3} J', 1500, 'J'],
    ['−4 °C', -4, '°C'],
  ])('%s', (text, value, unit) => {
    const found = parseQuantity(text);
    expect(found, text).not.toBeNull();
    expect(found!.value).toBeCloseTo(value, 10 - Math.round(Math.log10(Math.abs(value))));
    expect(found!.unit).toBe(unit);
  });

  it('reads superscript powers in units and converts pressure and volume', () => {
    expect(lookupUnit('m/s²')).toEqual(lookupUnit('m/s^2'));
    expect(lookupUnit('cm³')).toEqual(lookupUnit('mL'));
    expect(convert(220, 'kPa', 'Pa')).toBeCloseTo(220_000);
    expect(convert(1, 'atm', 'kPa')).toBeCloseTo(101.325);
    expect(convert(250, 'mL', 'L')).toBeCloseTo(0.25);
    expect(convert(1, 'kPa', 'm')).toBeNull();
  });

  it('finds every quantity in a sentence, not the "x 10" of a product', () => {
    expect(findQuantities('a 5 x 10 cm tile weighs 2.5e2 g').map((f) => f.value)).toEqual([5, 10, 250]);
  });

  it('treats prototype names as unknown units', () => {
    for (const name of Object.getOwnPropertyNames(Object.prototype)) {
      expect(lookupUnit(name), name).toBeNull();
      expect(convert(1, name, 'm'), name).toBeUndefined();
    }
  });
});

describe('grading numbers written either way', () => {
  it('marks "four" right against the key 4 and "4" right against the key "four"', async () => {
    const digits = q('1. How many legs does a cow have?\nAnswer: 4');
    expect(digits.type).toBe('numeric');
    expect(await gradeAnswer(digits, 'four')).toMatchObject({ verdict: 'correct' });
    expect(await gradeAnswer(digits, 'It has four legs')).toMatchObject({ verdict: 'correct' });
    expect(await gradeAnswer(digits, 'five')).toMatchObject({ verdict: 'incorrect' });

    const words = gift('How many legs does a cow have? {=four}');
    expect(await gradeAnswer(words, '4')).toMatchObject({ verdict: 'correct' });
    expect(await gradeAnswer(words, 'Four.')).toMatchObject({ verdict: 'correct' });
    const pasted = q('1. How many legs does a spider have?\nAnswer: eight');
    expect(await gradeAnswer(pasted, '8')).toMatchObject({ verdict: 'correct' });
    const ordinal = gift('Which planet from the Sun is Earth? {=third}');
    expect(await gradeAnswer(ordinal, '3rd')).toMatchObject({ verdict: 'correct' });
  });

  it('compares fractions, decimals and units', async () => {
    const half = q('1. What fraction of the cells divide?\nAnswer: 0.5');
    expect(await gradeAnswer(half, 'a half')).toMatchObject({ verdict: 'correct' });
    expect(await gradeAnswer(half, 'zero point five')).toMatchObject({ verdict: 'correct' });
    const pressure = q('1. What is the pressure of the gas?\nAnswer: 2.2 × 10^2 kPa');
    expect(pressure.type).toBe('numeric');
    expect(await gradeAnswer(pressure, '220 kPa')).toMatchObject({ verdict: 'correct' });
    expect(await gradeAnswer(pressure, '2.2 x 10^5 Pa')).toMatchObject({ verdict: 'correct' });
    expect(await gradeAnswer(pressure, '2.2e2 kPa')).toMatchObject({ verdict: 'correct' });
    expect(await gradeAnswer(pressure, '220 m')).toMatchObject({ verdict: 'partial' });
    const light = q('1. How fast does light travel?\nAnswer: 3.0 × 10⁸ m/s');
    expect(await gradeAnswer(light, '300,000 km/s')).toMatchObject({ verdict: 'correct' });
    expect(await gradeAnswer(light, 'three hundred million m/s')).toMatchObject({ verdict: 'correct' });
    const exact = gift('Write 2.50 in the shortest form. {=2.5}');
    expect(await gradeAnswer(exact, '2.50')).toMatchObject({ verdict: 'correct' });
    expect(await gradeAnswer(exact, 'two and a half')).toMatchObject({ verdict: 'correct' });
  });
});

function gift(text: string): Question {
  return parseGift(text)[0]!;
}
