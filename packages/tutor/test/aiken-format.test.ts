import { describe, expect, it } from 'vitest';
import { FormatError, parseAiken, processChapterText } from '../src/index';

const GOOD = ['What is the correct answer to this question?', 'A. Is it this one?', 'B. Maybe this answer?', 'C) Possibly this one?', 'ANSWER: C', '', 'Which LMS has the most users?', 'A) Moodle', 'B) ATutor', 'ANSWER: A'].join('\n');

describe('Aiken (Moodle)', () => {
  it('reads questions, "A." and "A)" choices and the ANSWER letter', () => {
    const qs = parseAiken(GOOD);
    expect(qs).toHaveLength(2);
    expect(qs[0]).toMatchObject({ type: 'mcq', answer: 'C', marks: 1 });
    expect(qs[0]!.options!.map((o) => o.text)).toEqual(['Is it this one?', 'Maybe this answer?', 'Possibly this one?']);
  });

  it('is detected automatically and can be forced with format: aiken', () => {
    expect(processChapterText({ rawText: GOOD, subject: 'IT' }).totalQuestions).toBe(2);
    expect(processChapterText({ rawText: GOOD, subject: 'IT', format: 'aiken' }).totalQuestions).toBe(2);
  });

  it.each([
    ['A. orphan choice\nANSWER: A', 1, /before any question/],
    ['Question?\nA. one\nANSWER: A', 3, /at least 2 choices/],
    ['Question?\nA. one\nB. two\nANSWER: E', 4, /letter from A to B/],
    ['Question?\nA. one\nB. two\n\nNext question?\nA. x\nB. y\nANSWER: A', 1, /no ANSWER line/],
    ['Question?\nA. one\nC. two\nANSWER: A', 3, /expected choice B/],
    ['Question?\nA. one\nB. two', 1, /no ANSWER line/],
  ])('rejects %j on line %i', (text, line, message) => {
    try {
      parseAiken(text);
      expect.unreachable('should have thrown');
    } catch (error) {
      expect(error).toBeInstanceOf(FormatError);
      expect((error as FormatError).line).toBe(line);
      expect((error as Error).message).toMatch(message);
      expect((error as Error).message).toContain(`line ${line}`);
    }
  });
});
