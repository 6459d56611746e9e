import { describe, expect, it } from 'vitest';
import { FormatError, parseAiken, processChapterText, readAiken } from '../src/index';

const GOOD = [
  'What is the correct answer to this question?',
  'A. Is it this one?',
  'B. Maybe this answer?',
  'C) Possibly this one?',
  'ANSWER: C',
  '',
  'Which LMS has the most users?',
  'A) Moodle',
  'B) ATutor',
  'ANSWER: A',
].join('\n');

describe('Aiken (Moodle)', () => {
  it('reads questions, "A." and "A)" choices and the ANSWER letter', () => {
    const { questions, warnings } = readAiken(GOOD);
    expect(warnings).toEqual([]);
    expect(questions).toHaveLength(2);
    expect(questions[0]).toMatchObject({ number: 1, type: 'mcq', answer: 'C', marks: 1, prompt: 'What is the correct answer to this question?' });
    expect(questions[0]!.options!.map((o) => o.text)).toEqual(['Is it this one?', 'Maybe this answer?', 'Possibly this one?']);
  });

  it('is detected automatically and can be forced with format: aiken', () => {
    expect(processChapterText({ rawText: GOOD, subject: 'IT' }).totalQuestions).toBe(2);
    expect(processChapterText({ rawText: 'No space?\nA)one\nB)two\nANSWER: B', subject: 'IT' }).questionArray[0]).toMatchObject({ answer: 'B', options: [{ text: 'one' }, { text: 'two' }] });
    expect(processChapterText({ rawText: GOOD, subject: 'IT', format: 'aiken' })).toMatchObject({ totalQuestions: 2, warnings: [] });
  });

  // Moodle's own fixture and test: moodle/moodle (GPL v3 or later), question/format/aiken/tests/
  // fixtures/aiken_errors.txt and aikenformat_test.php (test_readquestions). The fixture is copied
  // verbatim; its third good question ("with HTML chars") is rebuilt from the test's assertions, as
  // the stored copy of the fixture predates it.
  const AIKEN_ERRORS = [
    'A question with too few answers',
    'A) Only answer',
    'ANSWER: A',
    '',
    'A) Question not started',
    '',
    'ANSWER: Question not started',
    '',
    'A good question',
    'A) Correct',
    'B) Incorrect',
    'ANSWER: A',
    '',
    'A question started but not finished',
    'A) Correct-ish',
    'B) Incorrect-ish',
    '',
    'A second good question',
    'A)Incorrect (No space)',
    'B)Correct (No space)',
    'ANSWER: B',
    '',
    'A third good question with HTML chars such as > < &',
    'A) Correct (< > &)',
    'B) Incorrect (< > &)',
    'ANSWER: A',
  ].join('\n');

  it("Moodle's aiken_errors.txt: the 3 good questions kept, every error reported in Moodle's words", () => {
    const { questions, warnings } = readAiken(AIKEN_ERRORS);
    expect(questions.map((q) => [q.prompt, q.answer, q.options!.map((o) => o.text)])).toEqual([
      ['A good question', 'A', ['Correct', 'Incorrect']],
      ['A second good question', 'B', ['Incorrect (No space)', 'Correct (No space)']],
      // Moodle stores HTML ('Correct (&lt; &gt; &amp;)'); the tutor keeps plain text.
      ['A third good question with HTML chars such as > < &', 'A', ['Correct (< > &)', 'Incorrect (< > &)']],
    ]);
    const messages = warnings.map((w) => w.message);
    // The strings Moodle's test looks for in its output.
    expect(messages.join('\n')).toContain('Question must have at least 2 answers on line 3');
    expect(messages.join('\n')).toContain('Question not started on line 5');
    expect(messages.join('\n')).toContain('Question not started on line 7');
    expect(messages.join('\n')).toContain('Question not completed before next question start on line 18');
    // Moodle names the dropped questions too ("Error importing question A question with too few answers").
    expect(messages[0]).toContain('"A question with too few answers"');
    expect(messages[3]).toContain('"A question started but not finished"');
    expect(warnings.map((w) => w.line)).toEqual([3, 5, 7, 14]);
  });

  it('Moodle\'s questions.aiken.txt: 2 questions (its behat test: "Importing 2 questions from file")', () => {
    const text =
      'The Moodle project was started by:\nA) Petr Skoda\nB) Martin Dougiamas\nC) Eloy Lafuente\nD) Tim Hunt\nANSWER: B\n\nMoodle\'s abilities include handling user input that includes <html class="cool"> & images:\nA) True\nB) False\nANSWER: A\n';
    const { questions, warnings } = readAiken(text);
    expect(warnings).toEqual([]);
    expect(questions.map((q) => [q.prompt, q.answer])).toEqual([
      ['The Moodle project was started by:', 'B'],
      ['Moodle\'s abilities include handling user input that includes <html class="cool"> & images:', 'A'],
    ]);
  });

  it.each([
    ['A. orphan choice\nQuestion?\nA. x\nB. y\nANSWER: A', 1, /^Question not started on line 1: the choice/],
    ['ANSWER: A\nQuestion?\nA. x\nB. y\nANSWER: A', 1, /^Question not started on line 1: the ANSWER line/],
    ['Question?\nA. one\nANSWER: A', 3, /^Question must have at least 2 answers on line 3: "Question\?" has only 1 choice/],
    ['Question?\nANSWER: A', 2, /has no choices/],
    ['Question?\nA. one\nB. two\nANSWER: E', 4, /^ANSWER on line 4 names no choice: "E" is not a letter from A to B/],
    ['Question?\nA. one\nB. two\nANSWER:', 4, /names no choice/],
    ['Question?\nA. one\nB. two\n\nNext question?\nA. x\nB. y\nANSWER: A', 1, /^Question not completed before next question start on line 5: "Question\?" has no ANSWER line/],
    ['Question on\ntwo lines?\nA. x\nB. y\nANSWER: A', 1, /line 2: "Question on" has no choices \(an Aiken question must be on one line\)/],
    ['Question?\nA. one\nC. two\nANSWER: A', 3, /^Choices out of order on line 3: expected B\) but found C\)\. "Question\?" is left out/],
    ['Question?\nA. one\nB. two', 1, /^Question not completed before the end of the text/],
    ['Question?\nA. one\nB. two\nx\nANSWER: A', 4, /too short/],
  ])('reports %j on line %i', (text, line, message) => {
    const { warnings } = readAiken(text);
    expect(warnings[0]).toMatchObject({ line, message: expect.stringMatching(message) });
    expect(() => parseAiken(text)).toThrow(FormatError);
    expect(() => parseAiken(text)).toThrow(`line ${line}`);
  });

  it('reports every broken question in one pass and keeps each valid one', () => {
    const text = [
      'Q1 fine?', // 1
      'A. a',
      'B. b',
      'ANSWER: A', // 4
      'Q2 one choice?', // 5
      'A. a',
      'ANSWER: A', // 7: too few
      'Q3 bad letter?', // 8
      'A. a',
      'B. b',
      'ANSWER: Z', // 11: names no choice
      'Q4 out of order?', // 12
      'A. a',
      'C. c', // 14: out of order
      'ANSWER: A',
      'Q5 unfinished?', // 16: not completed
      'A. a',
      'B. b',
      'Q6 fine?', // 19
      'A) a',
      'B) b',
      'C) c',
      'ANSWER: c', // lower-case letter accepted
      'Q7 last, unfinished?', // 24
    ].join('\n');
    const { questions, warnings } = readAiken(text);
    expect(questions.map((q) => [q.number, q.prompt, q.answer])).toEqual([
      [1, 'Q1 fine?', 'A'],
      [2, 'Q6 fine?', 'C'],
    ]);
    expect(warnings.map((w) => w.line)).toEqual([7, 11, 14, 16, 24]);
    expect(warnings.map((w) => w.message.split(':')[0])).toEqual([
      'Question must have at least 2 answers on line 7',
      'ANSWER on line 11 names no choice',
      'Choices out of order on line 14',
      'Question not completed before next question start on line 19',
      'Question not completed before the end of the text',
    ]);
    const result = processChapterText({ rawText: text, subject: 'IT', format: 'aiken' });
    expect(result).toMatchObject({ totalQuestions: 2, isQuestionFormat: true });
    expect(result.warnings).toEqual(warnings);
  });

  it('unreadable Aiken input (no question at all) is a FormatError from processChapterText', () => {
    expect(() => processChapterText({ rawText: 'Question?\nA. one\nANSWER: A', subject: 'IT', format: 'aiken' })).toThrow(/Aiken format error on line 3: no question could be read/);
  });

  it('a UTF-8 byte-order mark before the first question is dropped, as Moodle does', () => {
    expect(readAiken(`\uFEFF${GOOD}`).questions[0]!.prompt).toBe('What is the correct answer to this question?');
  });

  it('counts lines after Windows and old Mac line endings alike', () => {
    const { warnings } = readAiken('Q?\r\nA. a\r\nANSWER: A\rQ2?\rA. a\rB. b\rANSWER: A');
    expect(warnings).toEqual([{ line: 3, message: expect.stringMatching(/at least 2 answers on line 3/) }]);
  });
});
