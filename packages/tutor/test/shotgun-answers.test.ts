// "Shotgun" answers: a list that contains the right answer somewhere must not score. Choice and
// true/false replies naming several options, numeric replies listing several values, and free-text
// replies that are a bare list of words (README, "The built-in free-text grader" and "Exact grading").
import { describe, expect, it } from 'vitest';
import { keywordList, KEYWORD_LIST_MIN } from '../src/grading/built-in-grader';
import { interpretChoice, interpretTrueFalse } from '../src/grading/choice-grading';
import { gradeAnswer, parseGift, processChapterText, type Grade, type Question } from '../src/index';

const q = (text: string): Question => processChapterText({ rawText: text, subject: 'Science' }).questionArray[0]!;
const gift = (text: string): Question => parseGift(text)[0]!;

const speedChoice = q('1. A car covers 30 m in 2 s. What is its speed? (2 marks)\na) 5 m/s\nb) 15 m/s\nc) 60 m/s\nd) 30 m/s\nAnswer: b');
const mammal = q('1. Which is a mammal? (1 mark)\na) Shark\nb) Whale\nc) Trout\nAnswer: b');
const friction = q('1. Friction always acts against motion. (1 mark)\nAnswer: True');
const speed = q('1. A car covers 30 m in 2 s. What is its speed? (2 marks)\nAnswer: 15 m/s');

describe('single-answer multiple choice', () => {
  it('scores a reply naming several letters 0, saying which it named', async () => {
    for (const answer of ['D C B A', 'B D', 'A B C D', 'b and d', 'B or D', 'B/D', 'B, D', 'either B or D', 'option B and option D', 'I think B or maybe D', 'A C D']) {
      const grade = await gradeAnswer(speedChoice, answer);
      expect(grade, answer).toMatchObject({ marks: 0, verdict: 'incorrect' });
      expect(grade.feedback, answer).toMatch(/^Choose one option: this answer names /);
    }
    expect((await gradeAnswer(speedChoice, 'B D')).feedback).toBe('Choose one option: this answer names B and D. The answer is B.');
    expect((await gradeAnswer(speedChoice, 'D C B A')).feedback).toMatch(/names D, C, B and A\./);
  });

  it('scores a reply naming several option texts, or a letter and another option text, 0', async () => {
    expect(await gradeAnswer(speedChoice, '15 m/s or 30 m/s')).toMatchObject({ marks: 0, feedback: expect.stringMatching(/names B and D/) });
    expect(await gradeAnswer(speedChoice, 'B. 60 m/s')).toMatchObject({ marks: 0, feedback: expect.stringMatching(/names B and C/) });
    expect(await gradeAnswer(mammal, 'whale or shark')).toMatchObject({ marks: 0, feedback: expect.stringMatching(/names B and A/) });
  });

  it('still accepts one option in every form', async () => {
    const forms = [
      'B',
      'b',
      'b)',
      '(B)',
      'option b',
      'the answer is B',
      'The answer is B.',
      'my answer: B',
      "I think it's b",
      'I’d go with B',
      'B. 15 m/s',
      'B) 15 m/s',
      '15 m/s',
      'B is correct',
      "I think it's B because 30 m ÷ 2 s = 15 m/s",
      'B because 30/2 is 15',
      'B B',
    ];
    for (const answer of forms) expect((await gradeAnswer(speedChoice, answer)).marks, answer).toBe(2);
    for (const answer of ['Whale', 'whales', 'a whale', 'A whale, because it breathes air', 'the whale']) expect((await gradeAnswer(mammal, answer)).marks, answer).toBe(1);
  });

  it('reads the pick from the opening: letters in the reasoning are not picks', async () => {
    // The rule: what the reply opens with is the pick; after "not", "because" or a full stop it is reasoning.
    for (const answer of ['B, not D', 'B not D', 'B because A is too slow', 'B. A would be 2.5 times too slow', 'B, since D forgets to divide by 2', 'It is B and not D']) {
      expect(await gradeAnswer(speedChoice, answer), answer).toMatchObject({ marks: 2, verdict: 'correct' });
    }
    expect(interpretChoice('B, not D', speedChoice.options!)).toEqual(['B']);
    // A reply that opens with something else is read as a whole: labels and texts, not after "not".
    expect(interpretChoice('Well, I would say (b)', speedChoice.options!)).toEqual(['B']);
    expect(interpretChoice('Hmm... not D, so B', speedChoice.options!)).toEqual(['B']);
    expect(interpretChoice('Well, (b) or (d)', speedChoice.options!)).toEqual(['B', 'D']);
  });

  it('marks one wrong option wrong, not as a shotgun, and a leading "a" before a word as the article', async () => {
    expect(await gradeAnswer(speedChoice, 'D')).toMatchObject({ marks: 0, feedback: 'Not quite: the answer is B.' });
    expect(await gradeAnswer(mammal, 'a trout')).toMatchObject({ marks: 0, feedback: 'Not quite: the answer is B.' });
    expect(interpretChoice('A because sharks are fish', mammal.options!)).toEqual(['A']);
  });

  it('leaves multiple-answer questions scored as before', async () => {
    const multi = q('1. Which are mammals? (2 marks)\na) Whale\nb) Shark\nc) Bat\nd) Trout\nAnswer: a, c');
    expect(multi.type).toBe('multi');
    expect(await gradeAnswer(multi, 'A and C')).toMatchObject({ marks: 2, verdict: 'correct' });
    expect(await gradeAnswer(multi, 'whale, bat')).toMatchObject({ marks: 2, verdict: 'correct' });
    expect(await gradeAnswer(multi, 'A')).toMatchObject({ marks: 1, verdict: 'partial' });
    expect(await gradeAnswer(multi, 'A B C D')).toMatchObject({ marks: 0, verdict: 'incorrect' });
    const weighted = gift('Which are primes? {~%50%2 ~%50%3 ~%-100%4}');
    expect(await gradeAnswer(weighted, 'A, B')).toMatchObject({ marks: 1, verdict: 'correct' });
  });
});

describe('true/false', () => {
  it('scores a reply saying both true and false 0', async () => {
    for (const answer of ['true false', 'True or false', 'True/False', 'true, false', 'True. False.', 'T or F', 'yes or no']) {
      expect(interpretTrueFalse(answer), answer).toBe('both');
      expect(await gradeAnswer(friction, answer), answer).toMatchObject({ marks: 0, verdict: 'incorrect', feedback: 'Choose one: this answer says both true and false. The statement is true.' });
    }
  });

  it('accepts one value with or without a reason, and asks again when there is none', async () => {
    for (const answer of ['true', 'T', "it's true", 'I think it is true', 'True because friction opposes motion', 'true, not false', 'True - it always opposes the motion', 'yes.']) {
      expect(await gradeAnswer(friction, answer), answer).toMatchObject({ marks: 1, verdict: 'correct' });
    }
    expect(await gradeAnswer(friction, 'False, because it can cause motion')).toMatchObject({ marks: 0, feedback: 'Not quite: the statement is true.' });
    for (const answer of ['no idea', 'a force opposes motion', 'not true', 'right after lunch']) expect(interpretTrueFalse(answer), answer).toBeNull();
  });
});

describe('numeric', () => {
  it('reads scientific notation as one number, whichever multiplication sign it is written with', async () => {
    const light = q('1. How fast does light travel? (2 marks)\nAnswer: 3.0 × 10^8 m/s');
    for (const answer of ['3.0 × 10^8 m/s', '3.0 * 10^8 m/s', '3.0 x 10^8 m/s', '3.0 · 10^8 m/s', '3 × 10⁸ m/s', 'it is 3.0 × 10^8 m/s']) {
      expect(await gradeAnswer(light, answer), answer).toMatchObject({ marks: 2, verdict: 'correct' });
    }
    expect((await gradeAnswer(light, '3.0 × 10^5 m/s')).marks).toBe(0);
  });

  it('scores a list of candidate values 0, counting them', async () => {
    expect(await gradeAnswer(speed, '5 10 15 20 25 30 m/s')).toMatchObject({ marks: 0, verdict: 'incorrect', feedback: 'Give one answer: this answer gives 6 numbers. The answer is 15 m/s.' });
    for (const answer of ['15 20 m/s', '15 or 20 m/s', '15 m/s, 20 m/s', '15, 20', 'between 10 and 20 m/s', 'the answer is 15 or 20 m/s']) {
      expect(await gradeAnswer(speed, answer), answer).toMatchObject({ marks: 0, feedback: expect.stringMatching(/^Give one answer: this answer gives 2 numbers\./) });
    }
  });

  it('gives full credit to one value with its working', async () => {
    const forms = [
      'distance 30 m / time 2 s = 15 m/s',
      '15 m/s (30/2)',
      '30 ÷ 2 = 15 m/s',
      'v = d/t = 30 m ÷ 2 s = 15 m/s',
      'I used 30 m and 2 s so 15 m/s',
      '15 m/s because 30 divided by 2 is 15',
      'the answer is 15 m/s, not 20 m/s',
      '15 m/s = 54 km/h',
      '15 m/s or 54 km/h',
      'fifteen m/s',
      '15 m/s, 15 m/s',
    ];
    for (const answer of forms) expect((await gradeAnswer(speed, answer)).marks, answer).toBe(2);
    const distance = q('1. How far is 1.5 km in metres?\nAnswer: 1500 m');
    for (const answer of ['1500 m (1.5 km)', '1.5 km = 1500 m', '1.5 x 1000 = 1500 m']) expect((await gradeAnswer(distance, answer)).marks, answer).toBe(1);
    const legs = q('1. How many legs does a spider have?\nAnswer: 8');
    expect((await gradeAnswer(legs, '4 pairs, so 8')).marks).toBe(1);
    expect((await gradeAnswer(legs, '8 or 6')).marks).toBe(0);
    // A unit the table does not know: the key's own word is the same kind, another word is not a candidate.
    const legsWithUnit = q('1. How many legs does a spider have?\nAnswer: 8 legs');
    expect((await gradeAnswer(legsWithUnit, '8 legs, 4 pairs')).marks).toBe(1);
    expect((await gradeAnswer(legsWithUnit, '8 or 6 legs')).marks).toBe(0);
  });

  it('asks for the unit only when the answer does not give it', async () => {
    expect(await gradeAnswer(speed, '15')).toMatchObject({ marks: 1, feedback: 'Right number, but give the unit (m/s).' });
    expect(await gradeAnswer(speed, '30/2 = 15')).toMatchObject({ marks: 1, feedback: 'Right number, but give the unit (m/s).' });
    for (const answer of ['15 (m/s)', 'in m/s: 15', '30 m/s / 2 = 15']) {
      const grade = await gradeAnswer(speed, answer);
      expect(grade.feedback, answer).not.toMatch(/give the unit/);
      expect(grade.marks, answer).toBe(2);
    }
    expect((await gradeAnswer(speed, '15 s')).feedback).toBe('Right number, but the unit should be m/s.');
    // A function word after the number is no unit: it is missing, not wrong.
    expect(await gradeAnswer(speed, '15 because 30/2')).toMatchObject({ marks: 1, feedback: 'Right number, but give the unit (m/s).' });
    // A one-letter unit is not "given" by an apostrophe-s.
    const time = q('1. How long does it take?\nAnswer: 5 s');
    expect(await gradeAnswer(time, "5, it's quick")).toMatchObject({ marks: 0.5, feedback: 'Right number, but give the unit (s).' });
  });
});

describe('free-text keyword lists', () => {
  const force = q('1. What is a force? (2 marks)\nAnswer: A force is a push or a pull on an object.');
  const lubricant = q('1. How can you reduce friction between moving parts? (1 mark)\nAnswer: Use oil or grease as a lubricant.');

  it('scores a bare list of words, mostly not in the reference, 0', async () => {
    const stuffed = await gradeAnswer(force, 'push pull force object newton speed shape direction friction motion');
    expect(stuffed).toMatchObject({ marks: 0, verdict: 'incorrect' });
    expect(stuffed.feedback).toMatch(/^Please answer in a sentence: a list of 10 words is not an answer\./);
    expect(await gradeAnswer(lubricant, 'oil grease water sand soap wax')).toMatchObject({ marks: 0, verdict: 'incorrect' });
    expect(await gradeAnswer(lubricant, 'oil, grease, water, sand, soap, wax.')).toMatchObject({ marks: 0 });
  });

  it('keeps genuine short answers, sentences and lists of the reference words', async () => {
    expect((await gradeAnswer(lubricant, 'oil or grease')).marks).toBe(1);
    expect((await gradeAnswer(lubricant, 'Put oil or grease on the parts.')).marks).toBe(1);
    expect((await gradeAnswer(force, 'A push or a pull on an object.')).marks).toBe(2);
    const slows = q('1. What slows down a sliding box?\nAnswer: friction');
    expect((await gradeAnswer(slows, 'friction')).marks).toBe(1);
    const planets = 'Mercury, Venus, Earth, Mars, Jupiter, Saturn, Uranus and Neptune';
    expect(keywordList('Mercury Venus Earth Mars Jupiter Saturn', [planets], 'Name the planets.')).toBe(0);
    // Under KEYWORD_LIST_MIN different words, or with a function word, it is not a bare list.
    expect(keywordList('oil grease water sand soap', ['Use oil or grease.'], 'How?')).toBe(0);
    expect(KEYWORD_LIST_MIN).toBe(6);
    expect(keywordList('you could use oil grease water sand soap wax', ['Use oil or grease.'], 'How?')).toBe(0);
  });
});

describe('hostile input to the shotgun rules', () => {
  const NUL = '\u0000';
  const hostile = [
    `B${NUL}D`,
    `B ${NUL} D`,
    '\uD800B',
    'B\uDFFF D',
    '😀 B 👍🏽',
    'B 🧪 D',
    '__proto__',
    'constructor',
    'constructor __proto__ toString valueOf hasOwnProperty isPrototypeOf',
    'B '.repeat(50_000),
    'B D '.repeat(25_000),
    'not B '.repeat(16_000),
    '= 1 '.repeat(25_000),
    '1/'.repeat(50_000),
    `15 m/s ${'x'.repeat(100_000)}`,
    'true false '.repeat(9_000),
    '\uD800'.repeat(100_000),
  ];
  const sane = (grade: Grade) => {
    expect(Number.isFinite(grade.marks)).toBe(true);
    expect(grade.marks).toBeGreaterThanOrEqual(0);
    expect(grade.marks).toBeLessThanOrEqual(grade.maxMarks);
    expect(typeof grade.feedback).toBe('string');
  };

  it('never throws and stays sane on any question type', async () => {
    for (const question of [speedChoice, mammal, friction, speed]) {
      for (const answer of hostile) sane(await gradeAnswer(question, answer));
    }
    expect((await gradeAnswer(speedChoice, `B${NUL}D`)).marks).toBe(0);
    expect((await gradeAnswer(speedChoice, '😀 B 👍🏽')).marks).toBe(2);
    expect((await gradeAnswer(speedChoice, 'B D '.repeat(25_000))).feedback).toMatch(/names B and D\./);
  }, 60_000);

  it('reads prototype names as option texts like any other words (Maps, not object keys)', async () => {
    const proto = gift('Which name is special? {~constructor =__proto__ ~toString}');
    const labelOf = (text: string) => proto.options!.find((o) => o.text === text)?.label;
    expect(interpretChoice('__proto__', proto.options!)).toEqual([labelOf('__proto__')]);
    expect(await gradeAnswer(proto, '__proto__')).toMatchObject({ verdict: 'correct' });
    expect(await gradeAnswer(proto, 'constructor or __proto__')).toMatchObject({ marks: 0, feedback: expect.stringMatching(/^Choose one option/) });
    expect(interpretChoice('hasOwnProperty', proto.options!)).toBeNull();
    expect(interpretTrueFalse('constructor')).toBeNull();
    expect(keywordList('constructor __proto__ toString valueOf hasOwnProperty isPrototypeOf', ['prototype'], 'constructor?')).toBeGreaterThan(0);
  });

  it('grades a 100,000-character list quickly', async () => {
    const start = performance.now();
    await gradeAnswer(speedChoice, 'A B C D '.repeat(12_500));
    await gradeAnswer(speed, '1 2 3 '.repeat(16_000));
    await gradeAnswer(friction, 'true or false '.repeat(7_000));
    expect(performance.now() - start).toBeLessThan(10_000);
  }, 30_000);
});
