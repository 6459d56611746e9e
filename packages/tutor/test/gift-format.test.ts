import { describe, expect, it } from 'vitest';
import { FormatError, parseGift, processChapterText } from '../src/index';

const one = (text: string) => parseGift(text)[0]!;

describe('GIFT (Moodle)', () => {
  it('multiple choice with per-answer feedback, title and general feedback', () => {
    const q = one('::Capital:: What is the capital of France? {=Paris#Yes! ~London#No, that is England ~Berlin ####Paris is on the Seine.}');
    expect(q).toMatchObject({ type: 'mcq', title: 'Capital', answer: 'A', prompt: 'What is the capital of France?', feedback: 'Paris is on the Seine.' });
    expect(q.options![1]).toEqual({ label: 'B', text: 'London', weight: 0, feedback: 'No, that is England' });
  });

  it('multiple answers with weights, which must add up to 100%', () => {
    const q = one('Which are primes? {~%50%2 ~%50%3 ~%-100%4}');
    expect(q).toMatchObject({ type: 'multi', answer: 'A, B' });
    expect(q.options!.map((o) => o.weight)).toEqual([0.5, 0.5, -1]);
    expect(() => parseGift('Which? {~%50%a ~%20%b ~c}')).toThrow(/add up to 100%/);
  });

  it('true/false with feedback for the wrong then the right answer', () => {
    const q = one('The sun rises in the east.{T#No, it does rise in the east.#Right.}');
    expect(q).toMatchObject({ type: 'true_false', answer: 'true', trueFeedback: 'Right.', falseFeedback: 'No, it does rise in the east.' });
    expect(one('Pigs fly. {FALSE}')).toMatchObject({ type: 'true_false', answer: 'false' });
  });

  it('short answer with weighted alternatives', () => {
    const q = one("Who's buried in Grant's tomb?{=Grant =%50%Ulysses Grant#Half: the surname is enough}");
    expect(q).toMatchObject({ type: 'short', answer: 'Grant' });
    expect(q.weightedAnswers).toEqual([{ text: 'Grant', weight: 1 }, { text: 'Ulysses Grant', weight: 0.5, feedback: 'Half: the surname is enough' }]);
  });

  it('numerical with tolerance, ranges and several weighted answers', () => {
    expect(one('Pi to 2 dp? {#3.14:0.005}').numericAnswers).toEqual([{ value: 3.14, tolerance: 0.005, weight: 1 }]);
    expect(one('Between 1 and 5? {#1..5}').numericAnswers![0]).toMatchObject({ min: 1, max: 5 });
    const q = one('When was Grant born? {# =1822:0 =%50%1822:2}');
    expect(q.numericAnswers!.map((a) => [a.value, a.tolerance, a.weight])).toEqual([[1822, 0, 1], [1822, 2, 0.5]]);
    expect(() => parseGift('How many? {#abc}')).toThrow(/"abc" is not a number/);
  });

  it('matching with a distractor, and at least three pairs', () => {
    const q = one('Match the capitals. {=Canada -> Ottawa =Italy -> Rome =Japan -> Tokyo =-> Paris}');
    expect(q.type).toBe('matching');
    expect(q.pairs).toHaveLength(4);
    expect(q.answer).toBe('Canada -> Ottawa; Italy -> Rome; Japan -> Tokyo');
    expect(() => parseGift('Match. {=a -> b =c -> d}')).toThrow(/at least 3 pairs/);
  });

  it('missing word puts a blank where the answers were', () => {
    const q = one('Moodle costs {~lots of money =nothing ~a small amount} to download.');
    expect(q).toMatchObject({ type: 'mcq', blank: true, prompt: 'Moodle costs _____ to download.', answer: 'B' });
  });

  it('essay has no key and is flagged', () => {
    expect(one('::E:: Write about your holiday. {}')).toMatchObject({ type: 'long', answer: null, needsAnswerKey: true });
  });

  it('categories, comments with [id:] and [tag:], escapes and formats', () => {
    const qs = parseGift(
      ['$CATEGORY: science/physics', '', '// a comment that is not a question', '// [id:phys-1] [tag:easy] [tag:units]', '[markdown]Is 1\\=1 and \\{x\\} a set\\: true? {T}', '', '::Q2::[html]<b>Speed</b> unit? {=m/s}'].join('\n'),
    );
    expect(qs).toHaveLength(2);
    expect(qs[0]).toMatchObject({ id: 'phys-1', tags: ['easy', 'units'], category: 'science/physics', prompt: 'Is 1=1 and {x} a set: true?' });
    expect(qs[1]).toMatchObject({ prompt: 'Speed unit?', answer: 'm/s', category: 'science/physics' });
  });

  it('reports broken input with the line it is on', () => {
    const cases: Array<[string, RegExp]> = [
      ['Q1 {=a}\n\nQ2 {=b\n\nQ3 {=c}', /line 3/],
      ['Q1 {=a}\nstray } here', /line 2/],
      ['Q1 {~only one}', /at least 2 answers/],
      ['::Title without end What? {=a}', /title/],
      ['Q1 {~a ~b}', /no right answer/],
      ['Q1 {TRUE#a#b} and {=x}', /only one answer block/],
    ];
    for (const [text, message] of cases) {
      expect(() => parseGift(text), text).toThrow(FormatError);
      expect(() => parseGift(text), text).toThrow(message);
    }
  });

  it('is detected automatically by processChapterText', () => {
    const result = processChapterText({ rawText: '::A:: 2+2? {#4}\n\n::B:: Earth is round. {T}', subject: 'Maths' });
    expect(result.questionArray.map((q) => q.type)).toEqual(['numeric', 'true_false']);
  });
});
