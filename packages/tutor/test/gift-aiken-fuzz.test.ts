import { describe, expect, it } from 'vitest';
import { FormatError, processChapterText, readAiken, readGift, type ReadQuestions } from '../src/index';
import { seededRandom } from '../scripts/seeded-random';

// Hostile input for the two readers: they must never throw, whatever a teacher (or an attacker)
// pastes. A seeded generator mixes the formats' own syntax with text no format expects.

const SYNTAX = [
  '{',
  '}',
  '~',
  '=',
  '#',
  '####',
  ':',
  '::',
  '..',
  '->',
  '%',
  '%50%',
  '%-100%',
  '\\',
  '\\{',
  '\\n',
  '//',
  '[html]',
  '[markdown]',
  '<b>',
  '&amp;',
  '$CATEGORY:',
  '$course$/',
  '[id:',
  '[tag:',
  ']',
  'T',
  'FALSE',
  '*',
  'ANSWER:',
  'A)',
  'B.',
  'Z)',
  '\n',
  '\n\n',
  '\r\n',
  '\r',
  ' ',
  '\t',
];
const HOSTILE = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  'valueOf',
  '\u0000',
  '\uD800',
  '\uDFFF',
  '😀',
  '👩‍👩‍👧',
  '\u202E',
  '\uFEFF',
  '\uE001',
  '\uE007',
  'ﬁ',
  'İ',
  'Σ',
  '1e309',
  '-0',
  'NaN',
  'Infinity',
  '0x10',
  '9'.repeat(400),
];

function randomText(random: () => number, length: number): string {
  const parts: string[] = [];
  let size = 0;
  while (size < length) {
    const pick = random();
    let part: string;
    if (pick < 0.45) part = SYNTAX[Math.floor(random() * SYNTAX.length)]!;
    else if (pick < 0.6) part = HOSTILE[Math.floor(random() * HOSTILE.length)]!;
    else if (pick < 0.8) part = String.fromCharCode(Math.floor(random() * 0x10000));
    else part = 'word '.repeat(1 + Math.floor(random() * 3));
    parts.push(part);
    size += part.length;
  }
  return parts.join('');
}

function expectWellFormed(read: ReadQuestions, text: string) {
  const lines = text.split(/\r\n|\r|\n/).length;
  expect(read.questions.map((q) => q.number)).toEqual(read.questions.map((_, i) => i + 1));
  // One assertion over all warnings: a 100,000-character input can give tens of thousands.
  const bad = read.warnings.filter(
    (w) => !Number.isInteger(w.line) || w.line < 1 || w.line > lines || typeof w.message !== 'string' || !w.message || (w.questionNumber !== undefined && w.questionNumber > read.questions.length),
  );
  expect(bad).toEqual([]);
  expect(read.questions.filter((q) => typeof q.prompt !== 'string' || !q.prompt)).toEqual([]);
  expect(() => JSON.stringify(read)).not.toThrow();
}

describe('readGift and readAiken never throw', () => {
  it('on 400 random hostile texts, each well formed', () => {
    const random = seededRandom(13);
    for (let i = 0; i < 400; i++) {
      const text = randomText(random, 1 + Math.floor(random() * 600));
      expectWellFormed(readGift(text), text);
      expectWellFormed(readAiken(text), text);
    }
  });

  it.each([
    ['empty', ''],
    ['NUL only', '\u0000\u0000'],
    [
      'prototype names as questions, answers, titles, ids and tags',
      '::__proto__::constructor {=__proto__ =%50%constructor#toString}\n\n// [id:__proto__] [tag:constructor]\nhasOwnProperty? {~__proto__ =constructor}\n\n$CATEGORY: __proto__\n\n__proto__\nA) constructor\nB) __proto__\nANSWER: B',
    ],
    ['lone surrogates and emoji in every place', '::\uD800::😀 {=\uDFFF#👩‍👩‍👧 ~\uD800}\n\n😀?\nA) \uD800\nB) 😀\nANSWER: A'],
    ['placeholder characters in the input', '\uE000\uE001 {=\uE002 ~\uE003}'],
    ['only braces', '{'.repeat(5000) + '}'.repeat(5000)],
    ['huge numbers', '{#1e309:1e309}\n\n{#9999999999999999999999..1}'],
  ])('on %s', (_name, text) => {
    expectWellFormed(readGift(text), text);
    expectWellFormed(readAiken(text), text);
  });

  it('on 100,000-character inputs, each read in linear time (under 2 s even on a busy shared machine)', () => {
    const random = seededRandom(7);
    const inputs = [
      randomText(random, 100_000),
      'x'.repeat(100_000),
      `Q {${'~a '.repeat(33_000)}=b}`,
      '\n'.repeat(50_000) + '{=a',
      `Q {\n${'\n~a'.repeat(30_000)}\n=b}`,
      `// ${'[tag:'.repeat(20_000)}\nQ {T}`,
      'A) x\n'.repeat(20_000),
      `Q?\n${'A) x\n'.repeat(20_000)}ANSWER: A`,
    ];
    for (const text of inputs) {
      const started = performance.now();
      const gift = readGift(text);
      const aiken = readAiken(text);
      expect(performance.now() - started).toBeLessThan(2_000);
      expectWellFormed(gift, text);
      expectWellFormed(aiken, text);
    }
  });

  it('processChapterText with gift, aiken or auto either returns a result or throws FormatError', () => {
    const random = seededRandom(99);
    for (let i = 0; i < 60; i++) {
      const text = randomText(random, 1 + Math.floor(random() * 400));
      for (const format of ['gift', 'aiken', 'auto'] as const) {
        try {
          const result = processChapterText({ rawText: text, subject: '__proto__', format });
          expect(result.totalQuestions).toBe(result.questionArray.length);
        } catch (error) {
          expect(error, `${format}: ${JSON.stringify(text)}`).toBeInstanceOf(FormatError);
        }
      }
    }
  });
});
