// Question sets as teachers write them when they do not number or key them the textbook's way:
// no numbers, "Q: / A:" pairs, "Question One", options on the question's line, the right option
// ticked or starred instead of an answer line. Each was read as prose (lost whole) or lost its key.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { expectationFor, IMPORT_DATA_DIR, renderedChapters, scoreQuestions } from '../scripts/eval-import';
import { processChapterText } from '../src/index';

const read = (rawText: string) => processChapterText({ rawText, subject: 'science' });
const keys = (rawText: string) => read(rawText).questionArray.map((q) => [q.prompt, q.options?.map((o) => o.text) ?? null, q.answer]);

const CHOICES: Array<[string, string[], string]> = [
  ['What is friction?', ['A push', 'A force that opposes motion', 'A pull'], 'B'],
  ['What is gravity?', ['The pull of the Earth', 'A push'], 'A'],
  ['What is mass?', ['How much matter an object has', 'Its colour'], 'A'],
];
const WRITTEN: Array<[string, null, string]> = [
  ['What is friction?', null, 'A force that opposes motion.'],
  ['What is gravity?', null, 'The pull of the Earth.'],
  ['What is mass?', null, 'How much matter an object has.'],
];

describe('a question set without the textbook layout', () => {
  it('options on the question line', () => {
    expect(
      keys(
        '1. What is friction? A) A push B) A force that opposes motion C) A pull\nAnswer: B\n\n2. What is gravity? (a) The pull of the Earth (b) A push\nAnswer: a\n\n3. What is mass? A. How much matter an object has B. Its colour\nAnswer: A',
      ),
    ).toEqual(CHOICES);
  });

  it.each([
    ['a tick after the right option', (t: string) => `${t} ✓`, (t: string) => t],
    ['"(correct)" after the right option', (t: string) => `${t} (correct)`, (t: string) => t],
    ['a star before the right option', (t: string) => t, (t: string) => t],
  ])('%s, with no answer line', (_, right, wrong) => {
    const star = _.includes('star');
    const set = CHOICES.map(([prompt, options, key], n) =>
      [`${n + 1}. ${prompt}`, ...options.map((o, k) => `${star && 'ABC'[k] === key ? '*' : ''}${'abc'[k]}) ${'ABC'[k] === key ? right(o) : wrong(o)}`)].join('\n'),
    ).join('\n\n');
    expect(keys(set)).toEqual(CHOICES);
  });

  it('no numbers: each question followed by its options and answer', () => {
    const set = CHOICES.map(([prompt, options, key]) => [prompt, ...options.map((o, k) => `${'abc'[k]}) ${o}`), `Answer: ${key}`].join('\n')).join('\n\n');
    expect(keys(set)).toEqual(CHOICES);
  });

  it('"Q:" and "A:" pairs', () => {
    const set = WRITTEN.map(([prompt, , answer]) => `Q: ${prompt}\nA: ${answer}`).join('\n\n');
    expect(keys(set)).toEqual(WRITTEN);
  });

  it('numbers written as words', () => {
    const set = WRITTEN.map(([prompt, , answer], n) => `Question ${['One', 'two', 'THREE'][n]}: ${prompt}\nAnswer: ${answer}`).join('\n\n');
    expect(keys(set)).toEqual(WRITTEN);
  });

  it('a chapter\'s worked examples with "Answer:" lines stay prose', () => {
    const chapter = [
      'Gases push on the walls of their container. The push per unit area is the pressure.',
      'What is the pressure of a gas that pushes 10 N on 2 square metres?',
      'Answer: 5 Pa',
      'Pressure is measured with a manometer. The difference in the liquid levels gives the pressure.',
      'A barometer measures the pressure of the air. Mercury rises in a tube until its weight balances the air.',
      'What is the pressure of a gas that pushes 30 N on 3 square metres?',
      'Answer: 10 Pa',
    ].join('\n\n');
    const result = read(chapter);
    expect(result.questionArray).toEqual([]);
    expect(result.passages.map((p) => p.text).join(' ')).toContain('pushes 30 N on 3 square metres');
  });

  it('two "Q:" lines in a chapter with one "A:" stay prose', () => {
    const result = read('Plants need light.\n\nQ: Why do leaves turn to the sun?\nA: To catch the light.\n\nRoots take up water from the soil.');
    expect(result.questionArray).toEqual([]);
  });
});

// Every OpenStax question set in ../shared/data with its numbers taken off, and again with each
// answer line replaced by a tick after the right option: read as the numbered, keyed original is.
const chapters = renderedChapters();
const original = (chapter: string) => readFileSync(join(IMPORT_DATA_DIR, chapter, 'questions_with_answers.txt'), 'utf8');

/** The set without its numbers ("1. [Review Questions] What..." becomes "What..."). */
const unnumbered = (text: string) => text.replace(/^\d{1,3}\.\s+(?:\[[^\]]*\]\s*)?/gm, '');

/** Each "Answer: D (testable)" line gone, and "✓" after option d instead. */
function ticked(text: string): string {
  return text
    .split('\n\n')
    .map((block) => {
      const key = /^Answer: ([A-H])\b.*$/m.exec(block);
      if (!key) return block;
      return block.replace(/^Answer: .*$\n?/m, '').replace(new RegExp(`^(\\s+${key[1]!.toLowerCase()}\\. .*)$`, 'm'), '$1 ✓');
    })
    .join('\n\n');
}

describe.skipIf(chapters.length === 0)('the OpenStax question sets, relaid', () => {
  it.each(chapters)('%s without numbers', (chapter) => {
    const before = read(original(chapter)).questionArray;
    const after = read(unnumbered(original(chapter)));
    const answered = before.filter((q) => q.answer !== null);
    const kept = answered.filter((q) => after.questionArray.some((a) => a.answer === q.answer && a.prompt.includes(q.prompt.split('\n')[0]!.slice(-40))));
    if (before.some((q) => q.options?.length)) {
      // Multiple choice and written answers: every question with options or an answer is read whole.
      expect(kept.length).toBe(answered.length);
    } else {
      // Exercises in parts, half of them unanswered, with no "?" to show where one ends and the next
      // begins: most are read (without the data's numbers, 0 were), and what is not is warned about or
      // stays with the question before it, never lost.
      expect(after.questionArray.length).toBeGreaterThanOrEqual(0.8 * before.length);
      expect(kept.length).toBeGreaterThanOrEqual(0.6 * answered.length);
    }
  });

  it.each(chapters)('%s with ticks instead of answer lines', (chapter) => {
    const expected = expectationFor(chapter, 'questions_with_answers.txt');
    const letters = expected.answers.filter(([, a]) => /^[A-H]$/.test(a));
    const text = ticked(original(chapter));
    const got = new Map(read(text).questionArray.map((q) => [q.number, q.answer]));
    expect(scoreQuestions(read(text).questionArray, expected).misses.filter((m) => !m.startsWith('answer'))).toEqual([]);
    for (const [n, letter] of letters) expect(got.get(n)).toBe(letter);
    if (letters.length) expect(text).toContain('✓');
  });
});
