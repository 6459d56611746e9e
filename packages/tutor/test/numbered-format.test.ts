import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { processChapterText } from '../src/index';

const parse = (rawText: string) => processChapterText({ rawText, subject: 'Science' }).questionArray;

describe('numbered question sets', () => {
  it('recognises "1.", "Q2", "Question 3:" numbering and every mark style', () => {
    const qs = parse(
      [
        '1. Name the process plants use to make food. (2 marks)',
        'Answer: photosynthesis',
        '',
        'Q2 What gas do plants release? [3]',
        'Ans: oxygen',
        '',
        'Question 3: Which organ pumps blood? (3)',
        'Answer: the heart',
        '',
        '4) State one use of water. [2 marks]',
        'Answer: drinking',
      ].join('\n'),
    );
    expect(qs.map((q) => [q.number, q.marks, q.answer])).toEqual([
      [1, 2, 'photosynthesis'],
      [2, 3, 'oxygen'],
      [3, 3, 'the heart'],
      [4, 2, 'drinking'],
    ]);
    expect(qs[0]!.prompt).toBe('Name the process plants use to make food.');
  });

  it('defaults to 1 mark and reads lettered options in every style, with the answer by letter or text', () => {
    const qs = parse(
      [
        '1. Which is a mammal?',
        'a) Shark',
        'b) Whale',
        'c) Trout',
        'Answer: b',
        '',
        '2. Which is a metal?',
        '(a) Wood (b) Iron (c) Glass',
        'Answer: Iron',
        '',
        '3. Pick the noble gas.',
        'A. Neon',
        'B. Oxygen',
        'Answer: A (Neon)',
      ].join('\n'),
    );
    expect(qs.map((q) => [q.type, q.answer, q.marks, q.options?.length])).toEqual([
      ['mcq', 'B', 1, 3],
      ['mcq', 'B', 1, 3],
      ['mcq', 'A', 1, 2],
    ]);
    expect(qs[1]!.options).toEqual([
      { label: 'A', text: 'Wood' },
      { label: 'B', text: 'Iron' },
      { label: 'C', text: 'Glass' },
    ]);
  });

  it('reads multiple correct letters as a multi-answer question', () => {
    const [q] = parse('1. Which are prime?\na) 2\nb) 4\nc) 5\nAnswer: a, c');
    expect(q).toMatchObject({ type: 'multi', answer: 'A, C' });
  });

  it('reads true/false, fill in the blank and numeric answers with units', () => {
    const qs = parse(
      [
        '1. True or false: sound travels faster than light.',
        'Answer: False',
        '',
        '2. Water freezes at ____ degrees Celsius.',
        'Answer: 0',
        '',
        '3. A car covers 100 m in 5 s. What is its average speed? (2 marks)',
        'Answer: 20 m/s',
      ].join('\n'),
    );
    expect(qs[0]).toMatchObject({ type: 'true_false', answer: 'false' });
    expect(qs[1]).toMatchObject({ type: 'short', blank: true, answer: '0' });
    expect(qs[2]).toMatchObject({ type: 'numeric', marks: 2, answer: '20 m/s' });
    expect(qs[2]!.numericAnswers![0]).toMatchObject({ value: 20, unit: 'm/s' });
  });

  it('flags questions without an answer key and never invents one', () => {
    const qs = parse('1. Explain why the sky is blue. (4 marks)\n\n2. Which is bigger?\na) Sun\nb) Moon');
    expect(qs[0]).toMatchObject({ type: 'long', answer: null, needsAnswerKey: true, marks: 4 });
    expect(qs[1]).toMatchObject({ type: 'mcq', answer: null, needsAnswerKey: true });
  });

  it('keeps key terms, feedback and alternative answers given on their own lines', () => {
    const [q] = parse('1. What do we call animals that eat only plants?\nAnswer: herbivores / plant eaters\nKey terms: herbivore\nFeedback: See section 2.');
    // The key stays as written; its alternatives are accepted answers.
    expect(q).toMatchObject({ answer: 'herbivores / plant eaters', acceptedAnswers: ['herbivores', 'plant eaters'], keyTerms: ['herbivore'], feedback: 'See section 2.' });
  });

  it('keeps a question whose answer letter matches no option, without a key, and says so on its line', () => {
    const result = processChapterText({ rawText: '1. Pick one.\na) x\nb) y\nAnswer: E\n\n2. What is 2 + 2?\nAnswer: 4', subject: 'Maths' });
    expect(result.questionArray.map((q) => [q.number, q.type, q.answer, q.needsAnswerKey ?? false])).toEqual([
      [1, 'mcq', null, true],
      [2, 'numeric', '4', false],
    ]);
    expect(result.warnings).toEqual([{ line: 4, questionNumber: 1, message: expect.stringMatching(/"E" matches none of its options \(A-B\)/) }]);
  });

  it('parses the OpenStax sociology review set with every question, option and answer intact', () => {
    const raw = readFileSync(new URL('../../../../shared/data/openstax-sociology-3e-ch1/questions_with_answers.txt', import.meta.url), 'utf8');
    const data = JSON.parse(readFileSync(new URL('../../../../shared/data/openstax-sociology-3e-ch1/questions.json', import.meta.url), 'utf8'));
    const qs = parse(raw);
    expect(qs).toHaveLength(data.questions.length);
    data.questions.forEach((source: { choices: string[]; answer?: string; stem: string }, i: number) => {
      const q = qs[i]!;
      expect(q.options?.map((o) => o.text) ?? []).toEqual(
        source.choices.map((c: string) =>
          c
            .replace(/\s+/g, ' ')
            .replace(/[\u2018\u2019]/g, "'")
            .trim(),
        ),
      );
      expect(q.answer).toBe(source.answer ?? null);
      expect(q.category).toBeTruthy();
    });
  });
});
