import { describe, expect, it } from 'vitest';
import { gradeFreeText } from '../src/grading/built-in-grader';
import { freeTextMarks, markStep, roundToStep } from '../src/grading/mark-steps';
import { verdictFor } from '../src/grading/verdict';
import { buildGradingPrompt, parseGradingReply } from '../src/index';

const thresholds = { correctAt: 0.56, partialAt: 0.36 };
const grid = (n: number) => Array.from({ length: n + 1 }, (_, i) => i / n);

describe('mark steps', () => {
  it('uses halves up to 10 marks and whole marks above', () => {
    expect(markStep(1)).toBe(0.5);
    expect(markStep(10)).toBe(0.5);
    expect(markStep(11)).toBe(1);
    expect(roundToStep(2.3, 5)).toBe(2.5);
    expect(roundToStep(37.4, 100)).toBe(37);
    expect(roundToStep(7, 5)).toBe(5);
    expect(roundToStep(-1, 5)).toBe(0);
    expect(roundToStep(Number.NaN, 5)).toBe(0);
  });

  it('gives a 1-mark answer 0, 0.5 or 1 exactly as the two thresholds say', () => {
    for (const probability of grid(50)) {
      for (const coverage of grid(10)) {
        const marks = freeTextMarks({ probability, coverage, ...thresholds, maxMarks: 1 });
        const expected = probability >= thresholds.correctAt ? 1 : probability >= thresholds.partialAt ? 0.5 : 0;
        expect(marks, `p=${probability} c=${coverage}`).toBe(expected);
      }
    }
  });

  it('lets a 5-mark answer earn every half step from 0 to 5, in steps, monotonic in probability and coverage', () => {
    const seen = new Set<number>();
    for (const probability of grid(100)) {
      let previous = -1;
      for (const coverage of grid(20)) {
        const marks = freeTextMarks({ probability, coverage, ...thresholds, maxMarks: 5 });
        expect(marks * 2).toBe(Math.round(marks * 2));
        expect(marks).toBeGreaterThanOrEqual(previous);
        // Full marks if and only if the model calls the answer correct: the 2-way decision is unchanged.
        expect(marks === 5).toBe(probability >= thresholds.correctAt);
        previous = marks;
        seen.add(marks);
      }
    }
    for (const coverage of grid(20)) {
      let previous = -1;
      for (const probability of grid(100)) {
        const marks = freeTextMarks({ probability, coverage, ...thresholds, maxMarks: 5 });
        expect(marks).toBeGreaterThanOrEqual(previous);
        previous = marks;
      }
    }
    expect([...seen].sort((a, b) => a - b)).toEqual([0, 0.5, 1, 1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5]);
  });

  it('marks a 100-mark answer in whole marks and never gives part marks without key points', () => {
    for (const probability of grid(20)) {
      const marks = freeTextMarks({ probability, coverage: 0.5, ...thresholds, maxMarks: 100 });
      expect(Number.isInteger(marks)).toBe(true);
      expect(marks).toBeLessThanOrEqual(100);
    }
    expect(freeTextMarks({ probability: 0.3, coverage: 0, ...thresholds, maxMarks: 100 })).toBe(0);
  });

  it('grades a 5-mark answer by the key points it makes, with a verdict that agrees with the marks', () => {
    const question = 'Explain how plants make their food and what they need.';
    const reference =
      'Plants make glucose by photosynthesis in the chloroplasts, using light energy absorbed by chlorophyll, carbon dioxide from the air and water from the soil, and they release oxygen.';
    const grade = (studentAnswer: string) => gradeFreeText({ question, referenceAnswers: [reference], keyTerms: [], studentAnswer, maxMarks: 5 });
    const full = grade('Plants make glucose by photosynthesis using light, carbon dioxide and water, and they release oxygen.');
    const some = grade('chlorophyll absorbs light energy in chloroplasts');
    const little = grade('photosynthesis');
    const none = grade('The moon is made of cheese.');
    expect(full).toMatchObject({ marks: 5, verdict: 'correct' });
    expect(some.marks).toBeGreaterThan(little.marks);
    expect(some.marks).toBeGreaterThan(0);
    expect(some.marks).toBeLessThan(5);
    expect(none).toMatchObject({ marks: 0, verdict: 'incorrect' });
    for (const g of [full, some, little, none]) expect(g.verdict).toBe(verdictFor(g.marks, 5));
  });

  it('counts the key terms said among the key points', () => {
    const base = {
      question: 'What does a plant need to make food by photosynthesis, and what does it give off?',
      referenceAnswers: ['It needs light energy, water from the soil, carbon dioxide from the air and chlorophyll in its leaves, and it releases oxygen.'],
      maxMarks: 10,
    };
    const keyTerms = ['light', 'water', 'carbon dioxide', 'chlorophyll', 'oxygen'];
    const said = gradeFreeText({ ...base, keyTerms, studentAnswer: 'light, water and chlorophyll' });
    const withTerms = gradeFreeText({ ...base, keyTerms, studentAnswer: 'light and water' });
    const withoutTerms = gradeFreeText({ ...base, keyTerms: [], studentAnswer: 'light and water' });
    const noneSaid = gradeFreeText({ ...base, keyTerms, studentAnswer: 'sugar and soil' });
    expect(withTerms.marks).toBeGreaterThan(withoutTerms.marks);
    expect(said.marks).toBeGreaterThan(withTerms.marks);
    expect(noneSaid.marks).toBeLessThan(withTerms.marks);
    expect(withTerms.feedback).toContain('You could also mention: carbon dioxide, chlorophyll, oxygen.');
  });

  it('keeps a model grader to the same steps, and tells it which', () => {
    expect(parseGradingReply('{"marks": 2.3, "feedback": "ok"}', 5)).toMatchObject({ marks: 2.5, verdict: 'partial' });
    expect(parseGradingReply('{"marks": 37.3}', 100)).toMatchObject({ marks: 37, verdict: 'partial' });
    expect(parseGradingReply('{"marks": 120}', 100)).toMatchObject({ marks: 100, verdict: 'correct' });
    const request = { question: 'Q?', referenceAnswers: ['A.'], keyTerms: [], studentAnswer: 'a', maxMarks: 20 };
    expect(buildGradingPrompt(request).system).toContain('from 0 to 20 in steps of 1,');
    expect(buildGradingPrompt({ ...request, maxMarks: 5 }).system).toContain('from 0 to 5 in steps of 0.5,');
  });
});
