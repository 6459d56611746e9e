// Property test: whatever a student types or an admin pastes, grading and processing never throw
// and always give a sane result. Inputs come from a seeded generator (the same every run, so a
// failure reproduces), mixed with every Object.prototype name, lone surrogates, NUL, emoji,
// 10,000-word answers and empty strings.
import { describe, expect, it } from 'vitest';
import { FormatError } from '../src/errors';
import { gradeFreeText } from '../src/grading/built-in-grader';
import { shippedIdf } from '../src/grading/concept-features';
import { expandSynonyms, synonymsOf } from '../src/grading/synonyms';
import { gradeAnswer, parseGift, processChapterText, type Grade, type Question } from '../src/index';
import { seededRandom } from '../scripts/seeded-random';

const PROTOTYPE_NAMES = [...Object.getOwnPropertyNames(Object.prototype), 'prototype', '__proto__', 'constructor', 'toString', 'valueOf'];
const EMOJI = ['😀', '👍🏽', '🧪', '👨‍👩‍👧', '🇬🇧', '❤️'];
const SPECIAL = [
  '\u0000',
  '\uD800',
  '\uDFFF',
  '\uDBFF\uDC00',
  '\u200B',
  '\uFEFF',
  '\u202E',
  '\u0301',
  '\r\n',
  '\t',
  '×',
  '⁻',
  '10^',
  '½',
  '∞',
  'NaN',
  '-0',
  '1e309',
  '$&',
  '$1',
  '\\',
  '*',
  '%',
  '#',
  '{',
  '}',
  '~',
  '=',
  '->',
  '::',
];
const WORDS = [
  'four',
  'twenty-one',
  'a',
  'half',
  'point',
  'hundred',
  'and',
  'minus',
  'second',
  'evaporate',
  'water',
  'not',
  'because',
  'km/h',
  'm/s²',
  'kPa',
  'B',
  'true',
  'false',
  '1-A',
  '2.2',
  '×',
  '10⁸',
  '3.0e8',
];

function randomCodePoint(next: () => number): string {
  const r = next();
  if (r < 0.3) return String.fromCharCode(32 + Math.floor(next() * 95));
  if (r < 0.45) return String.fromCharCode(0xd800 + Math.floor(next() * 0x800)); // lone surrogate
  if (r < 0.55) return EMOJI[Math.floor(next() * EMOJI.length)]!;
  if (r < 0.65) return SPECIAL[Math.floor(next() * SPECIAL.length)]!;
  return String.fromCodePoint(Math.floor(next() * 0x110000)); // any code point, surrogates included
}

function randomText(next: () => number, maxWords: number): string {
  const n = Math.floor(next() * maxWords);
  const out: string[] = [];
  for (let i = 0; i < n; i++) {
    const r = next();
    if (r < 0.25) out.push(PROTOTYPE_NAMES[Math.floor(next() * PROTOTYPE_NAMES.length)]!);
    else if (r < 0.5) out.push(WORDS[Math.floor(next() * WORDS.length)]!);
    else out.push(Array.from({ length: 1 + Math.floor(next() * 8) }, () => randomCodePoint(next)).join(''));
  }
  return out.join(next() < 0.8 ? ' ' : '\n');
}

const tenThousandWords = (word: (i: number) => string) => Array.from({ length: 10_000 }, (_, i) => word(i)).join(' ');

/** Answers every question is graded against. */
function hostileAnswers(): string[] {
  const next = seededRandom(13);
  return [
    '',
    '   ',
    '\u0000',
    '\uD800',
    '\uDC00 \uD83D',
    '😀👍🏽🧪',
    ...PROTOTYPE_NAMES,
    PROTOTYPE_NAMES.join(' '),
    `the constructor of the cell is the __proto__ hasOwnProperty ${'constructor '.repeat(50)}`,
    tenThousandWords((i) => PROTOTYPE_NAMES[i % PROTOTYPE_NAMES.length]!),
    tenThousandWords((i) => `w${i}`),
    tenThousandWords((i) => WORDS[i % WORDS.length]!),
    'x'.repeat(100_000),
    ...Array.from({ length: 60 }, () => randomText(next, 40)),
  ];
}

/** One question of every type, some with hostile words in the key or prompt. */
function questionsOfEveryType(): Question[] {
  const fromText = (text: string) => processChapterText({ rawText: text, subject: 'Science' }).questionArray[0]!;
  const questions: Question[] = [
    fromText('1. Which gas do plants release? (2 marks)\na) Nitrogen\nb) Oxygen\nc) constructor\nAnswer: b'),
    parseGift('Which are primes? {~%50%2 ~%50%3 ~%-100%constructor}')[0]!,
    parseGift('The constructor of a class runs first.{T}')[0]!,
    parseGift('Name the constructor. {=constructor =%50%__proto__}')[0]!,
    fromText('1. A car covers 100 m in 5 s. What is its speed? (3 marks)\nAnswer: 20 m/s'),
    parseGift('What is 2.2 x 10^2? {#=220:1 =%50%200:30}')[0]!,
    parseGift('Match them. {=constructor -> toString =valueOf -> hasOwnProperty =__proto__ -> prototype}')[0]!,
    fromText('1. Explain why the water level went down. (5 marks)\nAnswer: The water evaporated because the sun heated it, leaving the salt behind.'),
  ];
  const long: Question = {
    number: 9,
    type: 'long',
    prompt: 'Describe the constructor of __proto__.',
    answer: 'The constructor toString valueOf hasOwnProperty of the prototype.',
    keyTerms: ['constructor', '__proto__'],
    marks: 100,
  };
  const noKey: Question = { number: 10, type: 'short', prompt: 'constructor?', answer: null, marks: 1 };
  return [...questions, long, noKey];
}

function expectSane(grade: Grade, maxMarks: number, label: string) {
  expect(Number.isFinite(grade.marks), label).toBe(true);
  expect(grade.marks, label).toBeGreaterThanOrEqual(0);
  expect(grade.marks, label).toBeLessThanOrEqual(maxMarks);
  expect(grade.maxMarks, label).toBe(maxMarks);
  expect(['correct', 'partial', 'incorrect'], label).toContain(grade.verdict);
  expect(grade.verdict === 'correct', label).toBe(grade.marks === maxMarks && maxMarks > 0);
  expect(grade.verdict === 'incorrect', label).toBe(grade.marks === 0);
  expect(typeof grade.feedback, label).toBe('string');
}

const describeAnswer = (answer: string) => JSON.stringify(answer.slice(0, 60)) + (answer.length > 60 ? `... (${answer.length} chars)` : '');

describe('hostile input never breaks grading', () => {
  const questions = questionsOfEveryType();
  const answers = hostileAnswers();

  it('has a question of every type', () => {
    expect(new Set(questions.map((q) => q.type))).toEqual(new Set(['mcq', 'multi', 'true_false', 'short', 'numeric', 'matching', 'long']));
  });

  it('grades every hostile answer to every type of question with a sane grade', { timeout: 120_000 }, async () => {
    for (const question of questions) {
      for (const answer of answers) {
        const label = `${question.type} #${question.number}: ${describeAnswer(answer)}`;
        const grade = await gradeAnswer(question, answer);
        expectSane(grade, question.marks, label);
      }
    }
  });

  it('grades free text whose question, reference and key terms are hostile, at any maxMarks', () => {
    const next = seededRandom(7);
    for (let i = 0; i < 150; i++) {
      const maxMarks = [1, 2, 5, 10, 37, 100][i % 6]!;
      const req = {
        question: randomText(next, 20),
        referenceAnswers: [randomText(next, 20), PROTOTYPE_NAMES[i % PROTOTYPE_NAMES.length]!],
        keyTerms: [randomText(next, 3), 'constructor'],
        studentAnswer: randomText(next, 30),
        maxMarks,
      };
      expectSane(gradeFreeText(req), maxMarks, `case ${i}: ${describeAnswer(req.studentAnswer)}`);
    }
  });

  it('finds no prototype name in the shipped word tables', () => {
    const unknown = shippedIdf('qqqunseenword');
    for (const name of PROTOTYPE_NAMES) {
      expect(shippedIdf(name), name).toBe(unknown);
      expect(synonymsOf(name), name).toEqual([]);
      expect([...expandSynonyms(new Set([name]))], name).toEqual([name]);
    }
  });

  it('marks "constructor" like any other word: right when it is the key, not a crash', async () => {
    const question = parseGift('What runs when an object is made? {=the constructor}')[0]!;
    expect(await gradeAnswer(question, 'the constructor')).toMatchObject({ verdict: 'correct' });
    const free: Question = { number: 1, type: 'long', prompt: 'What runs when an object is made?', answer: 'The constructor runs and sets up the new object.', marks: 5 };
    expect((await gradeAnswer(free, 'The constructor sets up the new object when it runs.')).verdict).toBe('correct');
  });
});

describe('hostile input never breaks processing', () => {
  const next = seededRandom(42);
  const texts = [
    '',
    '\u0000',
    '\uD800\uD800',
    PROTOTYPE_NAMES.join('\n'),
    PROTOTYPE_NAMES.map((name, i) => `${i + 1}. What is ${name}?\nAnswer: ${name}`).join('\n\n'),
    `::constructor:: What is __proto__? {=constructor}\n\n::toString:: hasOwnProperty {T}`,
    `constructor\nA. __proto__\nB. toString\nANSWER: A`,
    tenThousandWords((i) => PROTOTYPE_NAMES[i % PROTOTYPE_NAMES.length]!),
    ...Array.from({ length: 40 }, () => randomText(next, 300)),
  ];

  it('processes every hostile text, or names the line it cannot read', { timeout: 60_000 }, () => {
    for (const rawText of texts) {
      let result;
      try {
        result = processChapterText({ rawText, subject: 'constructor' });
      } catch (error) {
        // A question set the reader cannot read is reported by line; anything else is a crash.
        expect(error, describeAnswer(rawText)).toBeInstanceOf(FormatError);
        continue;
      }
      expect(result.totalQuestions).toBe(result.questionArray.length);
      expect(Array.isArray(result.passages)).toBe(true);
      for (const question of result.questionArray) expect(question.marks, describeAnswer(rawText)).toBeGreaterThan(0);
    }
  });
});
