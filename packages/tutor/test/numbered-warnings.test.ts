// What cannot be read is a warning on its line; every other question is kept, and nothing throws.
import { describe, expect, it } from 'vitest';
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
    const text = ['1. Which is a cell part?', 'a) nucleus', 'b) fur', 'Answer: a', '', '2. What is a tissue?', '', 'Answers', '1-b', 'see the teacher', '2. a group of cells', '3. an organ'].join('\n');
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
    for (const text of ['1.', '1. ?', 'a) b) c)', 'Answer Key\n1. b', '1. x\nAnswer:\n', '(a)\n(b)', '\u0000', '1. constructor\nAnswer: __proto__', '1) toString?\na) valueOf\nb) hasOwnProperty\nAnswer: c']) {
      expect(() => run(text), JSON.stringify(text)).not.toThrow();
    }
  });
});
