// What cannot be read is a warning on its line; every other question is kept, and nothing throws.
import { describe, expect, it } from 'vitest';
import { parseNumbered } from '../src/formats/numbered/parse-numbered';
import { processChapterText } from '../src/index';

const run = (rawText: string) => processChapterText({ rawText, subject: 'Science' });

describe('warnings instead of failures', () => {
  it('keeps a question with a single option, reading the option as part of the question', () => {
    const result = run('1. Pick one.\na) only this\nAnswer: a\n\n2. What is 2 + 2?\nAnswer: 4');
    expect(result.totalQuestions).toBe(2);
    expect(result.questionArray[0]!.prompt).toBe('Pick one.\na) only this');
    expect(result.questionArray[0]!.options).toBeUndefined();
    expect(result.warnings).toEqual([{ line: 2, questionNumber: 1, message: expect.stringMatching(/single lettered line/) }]);
  });

  it('keeps a true/false question whose answer is neither, without a key', () => {
    const result = run('1. True or false: the Sun is a star.\nAnswer: maybe\n\n2. Name a planet.\nAnswer: Mars');
    expect(result.questionArray.map((q) => [q.type, q.answer, q.needsAnswerKey ?? false])).toEqual([
      ['true_false', null, true],
      ['short', 'Mars', false],
    ]);
    expect(result.warnings).toEqual([{ line: 2, questionNumber: 1, message: expect.stringMatching(/neither True nor False/) }]);
  });

  it('reads "Yes" as the answer to a yes/no question, not as true/false', () => {
    expect(run('1. Is a whale a mammal?\nAnswer: Yes').questionArray[0]).toMatchObject({ type: 'short', answer: 'Yes' });
  });

  it('says which key entries name no question, disagree with the question, or cannot be read', () => {
    const text = ['1. Which is a cell part?', 'a) nucleus', 'b) fur', 'Answer: a', '', '2. What is a tissue?', '', 'Answers', '1-b', 'see the teacher', '2. a group of cells', '3. an organ'].join(
      '\n',
    );
    const result = run(text);
    expect(result.questionArray.map((q) => q.answer)).toEqual(['A', 'a group of cells']);
    expect(result.warnings.map((w) => [w.line, w.questionNumber])).toEqual([
      [9, 1],
      [10, undefined],
      [12, undefined],
    ]);
    expect(result.warnings.map((w) => w.message)).toEqual([
      expect.stringMatching(/differs from the answer under the question/),
      expect.stringMatching(/could not be read/),
      expect.stringMatching(/answer for question 3, but there is no such question/),
    ]);
  });

  it('says where the numbering jumps, so a lost question does not go unnoticed', () => {
    const result = run('1. What is a cell?\n\n2. What is a tissue?\n\n4. What is an organ system?\n\n5. Name one organ.');
    expect(result.questionArray.map((q) => q.number)).toEqual([1, 2, 4, 5]);
    expect(result.warnings).toEqual([{ line: 5, message: 'The numbering jumps from 2 to 4: question 3 was not found.' }]);
  });

  it('leaves out a numbered line with no text, and says so', () => {
    const result = run('1. What is a cell?\n2.\n3. What is an organ?');
    expect(result.questionArray.map((q) => q.number)).toEqual([1, 3]);
    expect(result.warnings).toEqual([{ line: 2, message: 'Question 2 has no text and was left out.' }]);
  });

  it('says when a numbered list with a question in it was read as prose', () => {
    const text = 'Plants need care.\n\n1. Water the plant on Monday.\n2. Why turn the pot?\n3. Remove dead leaves.\n4. Feed it in spring.\n5. Repot it every year.\n\nThat is all.';
    const result = run(text);
    expect(result.isQuestionFormat).toBe(false);
    expect(result.warnings).toEqual([{ line: 3, message: expect.stringMatching(/numbered list from this line \(5 items\) was read as prose/) }]);
  });

  it('never throws on odd input', () => {
    for (const text of [
      '1.',
      '1. ?',
      'a) b) c)',
      'Answer Key\n1. b',
      '1. x\nAnswer:\n',
      '(a)\n(b)',
      '\u0000',
      '1. constructor\nAnswer: __proto__',
      '1) toString?\na) valueOf\nb) hasOwnProperty\nAnswer: c',
    ]) {
      expect(() => run(text), JSON.stringify(text)).not.toThrow();
    }
  });
});

describe('time', () => {
  // Generous bounds for a loaded machine: what they catch is work that grows with the square of the
  // input (a long run of spaces, thousands of sets), which takes minutes, not seconds.
  const spaces = ' '.repeat(100_000);
  it.each([
    ['a long run of spaces in an answer', `1. Which?\na) x\nb) y\nAnswer: A${spaces}z\n\n2. Why?\nAnswer: The answer is${spaces}z`],
    ['a long run of spaces in a key', `1. Which?\na) x\nb) y\n\nAnswers\n1. a${spaces}x\n2${spaces}b`],
    ['marks after a long run of spaces', `1. Name it${spaces}- 4 marks\n2. Name it${spaces}(3)`],
    ['3,000 sets, each with its key', Array.from({ length: 3000 }, () => '1. a?\n2. b?\n\nAnswers\n1. x\n2. y\n').join('\n')],
    ['20,000 numbered lines out of order', Array.from({ length: 20_000 }, (_, i) => `${(i % 999) + 1}. q?`).join('\n')],
  ])('reads %s quickly', (_name, text) => {
    const started = performance.now();
    parseNumbered(text);
    expect(performance.now() - started).toBeLessThan(5000);
  });

  it('processes a 100,000-word chapter with question sets in it within a few seconds', () => {
    const prose = Array.from(
      { length: 850 },
      (_, i) => `Paragraph ${i} explains how forces change the motion of objects, with an example drawn from everyday life and a short summary of the idea that it introduces for the reader.`,
    ).join('\n\n');
    const set = Array.from({ length: 40 }, (_, i) => `${i + 1}. Which force slows a sliding box?\na) friction\nb) gravity\nAnswer: a`).join('\n\n');
    const text = Array.from({ length: 4 }, () => `${prose}\n\n${set}`).join('\n\n');
    expect(text.split(/\s+/).length).toBeGreaterThan(100_000);
    const started = performance.now();
    const result = processChapterText({ rawText: text, subject: 'Physics' });
    expect(performance.now() - started).toBeLessThan(5000);
    expect(result.totalQuestions).toBe(160);
  });
});
