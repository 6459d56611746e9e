import { describe, expect, it } from 'vitest';
import { freeTextGrader, gradeFreeText, nearThreshold, REVIEW_MARGIN } from '../src/grading/built-in-grader';
import shipped from '../src/grading/free-text-model.json';
import { builtInGrader, createModelGrader, gradeAnswer, parseGift, processChapterText, withFallback, type Grader, type Question } from '../src/index';

const q = (text: string): Question => processChapterText({ rawText: text, subject: 'Science' }).questionArray[0]!;
const gift = (text: string): Question => parseGift(text)[0]!;

describe('exact grading', () => {
  const mcq = q('1. Which is a mammal? (2 marks)\na) Shark\nb) Whale\nc) Trout\nAnswer: b');

  it('accepts the letter in any form or the option text', async () => {
    for (const answer of ['b', 'B)', '(b)', 'option B', 'Whale', 'the answer is b']) {
      expect((await gradeAnswer(mcq, answer)).marks, answer).toBe(2);
    }
    expect(await gradeAnswer(mcq, 'a')).toMatchObject({ marks: 0, verdict: 'incorrect' });
  });

  it('gives partial credit for multi-answer weights and nothing for ticking everything', async () => {
    const multi = gift('Which are primes? {~%50%2 ~%50%3 ~%-100%4}');
    expect(await gradeAnswer(multi, 'A, B')).toMatchObject({ marks: 1, verdict: 'correct' });
    expect(await gradeAnswer(multi, 'A')).toMatchObject({ marks: 0.5, verdict: 'partial' });
    expect(await gradeAnswer(multi, 'A, B, C')).toMatchObject({ marks: 0, verdict: 'incorrect' });
  });

  it('grades true/false with the per-answer feedback', async () => {
    const tf = gift('The sun rises in the east.{T#No, it does.#Right.}');
    expect(await gradeAnswer(tf, 'true')).toMatchObject({ verdict: 'correct', feedback: 'Correct! Right.' });
    expect((await gradeAnswer(tf, 'F')).feedback).toContain('No, it does.');
  });

  it('grades numbers with tolerance, unit conversion and unit mistakes', async () => {
    const speed = q('1. A car covers 100 m in 5 s. What is its speed? (2 marks)\nAnswer: 20 m/s');
    expect((await gradeAnswer(speed, '20 m/s')).marks).toBe(2);
    expect((await gradeAnswer(speed, 'the speed is 20.1 m/s')).marks).toBe(2);
    expect((await gradeAnswer(speed, '72 km/h')).marks).toBe(2);
    expect(await gradeAnswer(speed, '20')).toMatchObject({ marks: 1, verdict: 'partial' });
    expect((await gradeAnswer(speed, '20 s')).feedback).toMatch(/unit should be m\/s/);
    expect((await gradeAnswer(speed, '25 m/s')).marks).toBe(0);
    const distance = q('1. How far is 1.5 km in metres?\nAnswer: 1500 m');
    expect((await gradeAnswer(distance, '1,500 m')).marks).toBe(1);
    expect((await gradeAnswer(distance, '1.5 km')).marks).toBe(1);
    const range = gift('Pick a number between 1 and 5 {#1..5}');
    expect((await gradeAnswer(range, '4.9')).marks).toBe(1);
    expect((await gradeAnswer(range, '5.1')).marks).toBe(0);
  });

  it('grades matching pair by pair', async () => {
    const match = gift('Match the capitals. {=Canada -> Ottawa =Italy -> Rome =Japan -> Tokyo =-> Paris}');
    // Choices are shown sorted: A) Ottawa B) Paris C) Rome D) Tokyo.
    expect((await gradeAnswer(match, '1-A, 2-C, 3-D')).verdict).toBe('correct');
    expect(await gradeAnswer(match, '1A 2B 3D')).toMatchObject({ verdict: 'partial' });
    expect((await gradeAnswer(match, 'Canada -> Ottawa; Italy -> Paris; Japan -> Rome')).verdict).toBe('partial');
  });

  it('matches GIFT short answers case-insensitively with weights', async () => {
    const short = gift("Who's buried in Grant's tomb?{=Grant =%50%Ulysses Grant}");
    expect((await gradeAnswer(short, 'grant')).marks).toBe(1);
    expect((await gradeAnswer(short, 'Ulysses Grant')).marks).toBe(0.5);
  });

  it('calls a zero-credit catch-all match wrong and shows its feedback', async () => {
    const numeric = gift('What is a number from 1 to 5? {#3:2~#Completely wrong}');
    const wrongNumber = await gradeAnswer(numeric, '7');
    expect(wrongNumber).toMatchObject({ marks: 0, verdict: 'incorrect' });
    expect(wrongNumber.feedback).toMatch(/^Not quite.*Completely wrong$/);
    const short = gift('Name a cat. {=Tom =%0%*#Completely wrong}');
    const dog = await gradeAnswer(short, 'Dog');
    expect(dog.feedback).toBe('Not quite. Completely wrong');
  });
});

describe('built-in free-text grader', () => {
  const question = q('1. Why did the water level in the dish go down after a day in the sun? (2 marks)\nAnswer: The water evaporated because the sun heated it, leaving the salt behind.');

  it('reports its probability, and doubts its verdict only within REVIEW_MARGIN of a threshold', async () => {
    const grade = await gradeAnswer(question, 'The water evaporated in the heat.');
    expect(grade.probability).toBeGreaterThanOrEqual(0);
    expect(grade.probability).toBeLessThanOrEqual(1);
    expect(grade.uncertain).toBe(nearThreshold(grade.probability!, shipped));
    const { correctAt, partialAt } = shipped;
    expect(nearThreshold(correctAt + REVIEW_MARGIN / 2, shipped)).toBe(true);
    expect(nearThreshold(partialAt - REVIEW_MARGIN / 2, shipped)).toBe(true);
    expect(nearThreshold(correctAt + REVIEW_MARGIN * 1.5, shipped)).toBe(false);
    expect(nearThreshold(partialAt - REVIEW_MARGIN * 1.5, shipped)).toBe(false);
    // An empty answer is not judged by the trees: no probability, no doubt.
    expect(await gradeAnswer(question, '   ')).not.toHaveProperty('uncertain');
  });

  it('gives full marks to a paraphrase with different word order', async () => {
    expect((await gradeAnswer(question, 'Heat from the sun made the water evaporate and the salt was left behind.')).verdict).toBe('correct');
  });

  it('gives nothing for an empty answer', async () => {
    expect(await gradeAnswer(question, '   ')).toMatchObject({ marks: 0, verdict: 'incorrect', feedback: 'No answer was given.' });
  });

  it('gives nothing for an answer copied from the question', async () => {
    const grade = await gradeAnswer(question, 'The water level in the dish went down after a day in the sun.');
    expect(grade).toMatchObject({ marks: 0, verdict: 'incorrect' });
    expect(grade.feedback).toMatch(/repeats the question/);
  });

  it('scores a negated answer below the matching one', async () => {
    const tf = { question: 'Why is terminal 1 at 1.5 V relative to the positive terminal?', referenceAnswers: ['Terminal 1 is not connected to the positive terminal'], keyTerms: [], maxMarks: 1 };
    const right = await builtInGrader.grade({ ...tf, studentAnswer: 'terminal 1 is not connected to the positive terminal' });
    const negated = await builtInGrader.grade({ ...tf, studentAnswer: 'terminal 1 is connected to the positive terminal' });
    expect(right.verdict).toBe('correct');
    expect(negated.verdict).not.toBe('correct');
  });

  it('does not reward a very long answer that only pads unrelated words', async () => {
    const padded = `${'I think that science is interesting and we learned many things in class this year. '.repeat(30)}`;
    expect((await gradeAnswer(question, padded)).verdict).toBe('incorrect');
  });

  it('grades with any trained model it is given, and refuses one trained on other features', () => {
    const req = {
      question: 'Why does ice melt in the sun?',
      referenceAnswers: ['The sun heats the ice above its melting point.'],
      keyTerms: [],
      studentAnswer: 'The sun heats it above the melting point.',
      maxMarks: 2,
    };
    const alwaysWrong = { ...shipped, models: [{ base: -9, rate: 0.1, trees: [] }] };
    expect(freeTextGrader(alwaysWrong)(req)).toMatchObject({ marks: 0, verdict: 'incorrect' });
    expect(gradeFreeText(req).verdict).toBe('correct');
    expect(() => freeTextGrader({ ...alwaysWrong, featureNames: ['recallNew'] })).toThrow(/FEATURE_NAMES/);
  });

  it('refuses to grade content without a key rather than inventing one', async () => {
    const essay = q('1. Explain why the sky is blue. (3 marks)');
    const grade = await gradeAnswer(essay, 'Because of Rayleigh scattering of sunlight.');
    expect(grade).toMatchObject({ marks: 0, maxMarks: 3 });
    expect(grade.feedback).toMatch(/no answer key/);
  });
});

describe('model-backed grader', () => {
  const req = { question: 'What is H2O?', referenceAnswers: ['water'], keyTerms: [], studentAnswer: 'water', maxMarks: 2 };

  it('clamps and rounds the marks a model returns', async () => {
    const grader = createModelGrader(async () => 'Sure! {"marks": 7.3, "feedback": "Great"}');
    expect(await grader.grade(req)).toEqual({ marks: 2, maxMarks: 2, verdict: 'correct', feedback: 'Great' });
  });

  it('doubts the marks when the model says it is unsure, never when it says nothing or nonsense', async () => {
    const grade = (reply: string) => createModelGrader(async () => reply).grade(req);
    expect(await grade('{"marks": 1, "confidence": 0.2, "feedback": "Hm"}')).toMatchObject({ marks: 1, verdict: 'partial', uncertain: true });
    expect(await grade('{"marks": 1, "confidence": 0.9, "feedback": "Hm"}')).not.toHaveProperty('uncertain');
    expect(await grade('{"marks": 1, "feedback": "Hm"}')).not.toHaveProperty('uncertain');
    expect(await grade('{"marks": 1, "confidence": "low", "feedback": "Hm"}')).not.toHaveProperty('uncertain');
  });

  it('falls back to the built-in grader when the model fails or replies nonsense', async () => {
    const failing: Grader = { grade: async () => Promise.reject(new Error('timeout')) };
    const errors: unknown[] = [];
    const grade = await withFallback(failing, builtInGrader, (e) => errors.push(e)).grade(req);
    expect(grade.verdict).toBe('correct');
    expect(errors).toHaveLength(1);
    const nonsense = createModelGrader(async () => 'I cannot grade this');
    expect((await withFallback(nonsense).grade(req)).marks).toBe(2);
  });
});
