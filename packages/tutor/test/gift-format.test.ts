import { describe, expect, it } from 'vitest';
import { FormatError, parseGift, processChapterText, readGift } from '../src/index';

const one = (text: string) => {
  const { questions, warnings } = readGift(text);
  expect(warnings).toEqual([]);
  return questions[0]!;
};

describe('GIFT (Moodle)', () => {
  it('multiple choice with per-answer feedback, title and general feedback', () => {
    const q = one('::Capital:: What is the capital of France? {=Paris#Yes! ~London#No, that is England ~Berlin ####Paris is on the Seine.}');
    expect(q).toMatchObject({ type: 'mcq', title: 'Capital', answer: 'A', prompt: 'What is the capital of France?', feedback: 'Paris is on the Seine.' });
    expect(q.options![1]).toEqual({ label: 'B', text: 'London', weight: 0, feedback: 'No, that is England' });
  });

  it('multiple answers: no "=" means several may be chosen; positive weights must add up to 100%', () => {
    const q = one('Which are primes? {~%50%2 ~%50%3 ~%-100%4}');
    expect(q).toMatchObject({ type: 'multi', answer: 'A, B' });
    expect(q.options!.map((o) => o.weight)).toEqual([0.5, 0.5, -1]);
    // Moodle rounds the total to 2 decimals: three thirds make 100%.
    expect(one('Which? {~%33.333%a ~%33.333%b ~%33.333%c ~d}').answer).toBe('A, B, C');
    expect(readGift('Which? {~%50%a ~%20%b ~c}').warnings[0]!.message).toMatch(/add up to 100% \(they add up to 70%\)/);
  });

  it('"=" in a multiple-choice question is full credit; a weight after it is ignored with a warning', () => {
    const { questions, warnings } = readGift('Pick. {=%50%a ~b}');
    expect(questions[0]!.options!.map((o) => [o.text, o.weight])).toEqual([
      ['a', 1],
      ['b', 0],
    ]);
    expect(warnings).toEqual([{ line: 1, questionNumber: 1, message: expect.stringMatching(/weight after "=" is ignored/) }]);
  });

  it('true/false with feedback for the wrong then the right answer; "#" inside the second feedback is kept', () => {
    const q = one('The sun rises in the east.{T#No, it does rise in the east.#Right. Room #1 agrees.}');
    expect(q).toMatchObject({ type: 'true_false', answer: 'true', trueFeedback: 'Right. Room #1 agrees.', falseFeedback: 'No, it does rise in the east.' });
    expect(one('Pigs fly. {FALSE}')).toMatchObject({ type: 'true_false', answer: 'false' });
    // Moodle compares T/TRUE/F/FALSE case-sensitively: {true} is a short answer "true".
    expect(one('Say yes. {true}')).toMatchObject({ type: 'short', answer: 'true' });
  });

  it('short answer with weighted alternatives; an answer without "=" is a short answer too (as in Moodle)', () => {
    const q = one("Who's buried in Grant's tomb?{=Grant =%50%Ulysses Grant#Half: the surname is enough}");
    expect(q).toMatchObject({ type: 'short', answer: 'Grant' });
    expect(q.weightedAnswers).toEqual([
      { text: 'Grant', weight: 1 },
      { text: 'Ulysses Grant', weight: 0.5, feedback: 'Half: the surname is enough' },
    ]);
    expect(one('Capital of France? {Paris}')).toMatchObject({ type: 'short', answer: 'Paris', weightedAnswers: [{ text: 'Paris', weight: 1 }] });
  });

  it('numerical: tolerance, range, several weighted answers, "~" feedback for any other number', () => {
    expect(one('Pi to 2 dp? {#3.14:0.005}').numericAnswers).toEqual([{ value: 3.14, tolerance: 0.005, weight: 1 }]);
    expect(one('Between 1 and 5? {#1..5}').numericAnswers![0]).toMatchObject({ min: 1, max: 5, value: 3, tolerance: 2 });
    expect(one('Negative? {#-5..-1}').numericAnswers![0]).toMatchObject({ min: -5, max: -1 });
    const q = one('When was Grant born? {# =1822:0 #Exactly =%50%1822:2 #Close ~#He was born in 1822.}');
    expect(q.numericAnswers!.map((a) => [a.value, a.tolerance, a.weight, a.feedback])).toEqual([
      [1822, 0, 1, 'Exactly'],
      [1822, 2, 0.5, 'Close'],
      [0, Number.MAX_VALUE, 0, 'He was born in 1822.'],
    ]);
    expect(one('Any number. {#=*}')).toMatchObject({ answer: 'any number' });
    expect(one('Big? {#1e3:.5}').numericAnswers![0]).toEqual({ value: 1000, tolerance: 0.5, weight: 1 });
  });

  it('numerical: text between "~" and "#" is ignored as Moodle ignores it, with a warning', () => {
    const { questions, warnings } = readGift('How many? {#4 ~%50%5#Close}');
    expect(questions[0]!.numericAnswers!.map((a) => [a.value, a.weight, a.feedback])).toEqual([
      [4, 1, undefined],
      [0, 0, 'Close'],
    ]);
    expect(warnings).toEqual([{ line: 1, questionNumber: 1, message: expect.stringMatching(/"%50%5" after "~" is ignored/) }]);
  });

  it('matching with a distractor; 2 pairs are enough (Moodle documentation example)', () => {
    const q = one('Match the capitals. {=Canada -> Ottawa =Italy -> Rome =Japan -> Tokyo =-> Paris}');
    expect(q.type).toBe('matching');
    expect(q.pairs).toHaveLength(4);
    expect(q.answer).toBe('Canada -> Ottawa; Italy -> Rome; Japan -> Tokyo');
    expect(one('::Q4:: Which animal eats which food? { =cat -> cat food =dog -> dog food }').pairs).toEqual([
      { left: 'cat', right: 'cat food' },
      { left: 'dog', right: 'dog food' },
    ]);
  });

  it('missing word puts a blank where the answers were, also before a full stop', () => {
    expect(one('Moodle costs {~lots of money =nothing ~a small amount} to download.')).toMatchObject({ type: 'mcq', blank: true, prompt: 'Moodle costs _____ to download.', answer: 'B' });
    expect(one('Two plus two equals {=four =4}.')).toMatchObject({ blank: true, prompt: 'Two plus two equals _____.' });
    expect(one('Two plus two equals four.{T}').blank).toBeUndefined();
  });

  it('essay has no key and is flagged; general feedback alone is an essay too', () => {
    expect(one('::E:: Write about your holiday. {}')).toMatchObject({ type: 'long', answer: null, needsAnswerKey: true });
    expect(one('Describe it. {####A good answer mentions the sea.}')).toMatchObject({ type: 'long', feedback: 'A good answer mentions the sea.' });
  });

  it('categories (context prefix dropped), comments with [id:] and [tag:], escapes and formats', () => {
    const { questions: qs, warnings } = readGift(
      [
        '$CATEGORY: $course$/science/physics',
        '',
        '// a comment that is not a question',
        '',
        '// [id:phys-1] [tag:easy] [tag:units]',
        '[markdown]Is 1\\=1 and \\{x\\} a set\\: true? {T}',
        '',
        '::Q2::[html]<b>Speed</b> &amp; unit?<br>Say it. {=m/s}',
        '',
        'Line\\none and \\#2 \\~ \\\\n. {T}',
      ].join('\n'),
    );
    expect(warnings).toEqual([]);
    expect(qs).toHaveLength(3);
    expect(qs[0]).toMatchObject({ id: 'phys-1', tags: ['easy', 'units'], category: 'science/physics', prompt: 'Is 1=1 and {x} a set: true?' });
    expect(qs[1]).toMatchObject({ prompt: 'Speed & unit?\nSay it.', answer: 'm/s', category: 'science/physics' });
    expect(qs[2]!.prompt).toBe('Line\none and #2 ~ \\n.');
    expect(qs[1]!.id).toBeUndefined();
  });

  it("answers and feedback without a marker take the question's [html] format, as in Moodle (its HTML exports rely on it)", () => {
    const q = one('::Q::[html]<p>Pick the <b>gas</b>.</p>{\n\t~<p>Nitrogen</p>#<p>No.</p>\n\t=<p>Oxygen</p>#<p>Yes.</p>\n\t~[plain]<b>literal</b>\n\t####<p>Plants give it off.</p>\n}');
    expect(q).toMatchObject({ prompt: 'Pick the gas.', feedback: 'Plants give it off.', answer: 'B' });
    expect(q.options!.map((o) => [o.text, o.feedback])).toEqual([
      ['Nitrogen', 'No.'],
      ['Oxygen', 'Yes.'],
      ['<b>literal</b>', undefined],
    ]);
    // Without [html] on the question, answer text is kept as written.
    expect(one('Pick. {=<b>a</b> ~b}').options![0]!.text).toBe('<b>a</b>');
  });

  it('a comment belongs to its own block, as in Moodle: a comment block alone tags nothing', () => {
    const { questions } = readGift('// [id:lost]\n\nQuestion? {T}');
    expect(questions[0]!.id).toBeUndefined();
  });

  it('a UTF-8 byte-order mark before the first title is dropped, as Moodle does', () => {
    expect(one('\uFEFF::T:: Is it? {T}')).toMatchObject({ title: 'T', prompt: 'Is it?' });
  });

  it('a blank line inside an answer block does not end the question', () => {
    expect(one('Pick one. {\n=a\n\n~b\n}')).toMatchObject({ type: 'mcq', answer: 'A' });
  });

  it('a block without { } is a description: left out with a warning, never silently', () => {
    const { questions, warnings } = readGift('Read the passage below, then answer.\n\nIs it raining? {F}');
    expect(questions).toHaveLength(1);
    expect(warnings).toEqual([{ line: 1, message: expect.stringMatching(/^"Read the passage below, then answer\." has no answer block \{ \}: Moodle would import it as a description/) }]);
  });

  it('a title without its closing "::" is read as question text, with a warning', () => {
    const { questions, warnings } = readGift('::Title without end What? {=a}');
    expect(questions[0]).toMatchObject({ prompt: 'Title without end What?', answer: 'a' });
    expect(questions[0]!.title).toBeUndefined();
    expect(warnings).toEqual([{ line: 1, questionNumber: 1, message: expect.stringMatching(/not closed with "::"/) }]);
  });

  it('reports every broken question with its line and keeps every other one', () => {
    const text = [
      'Q1 {=a}', // 1 ok
      '',
      'Q2 {=b', // 3 never closed
      '',
      'Q3 {=c}', // 5 ok
      'stray } here', // 6 stray
      '',
      'Q4 {~only one}', // 8 too few
      '',
      'Q5 {~a ~b}', // 10 no right answer
      '',
      'Q6 {TRUE#a#b} and {=x}', // 12 two blocks
      '',
      'Q7 {#abc}', // 14 not a number
      '',
      'Q8 {=a -> b}', // 16 too few pairs
      '',
      'Q9 {~%150%a =b}', // 18 weight out of range
      '',
      'Q10 {#5..1}', // 20 empty range
      '',
      'Q11 {a { b}', // 22 nested
      '',
      '{T}', // 24 no text
      '',
      'Q13 {=yes}', // 26 ok
    ].join('\n');
    const { questions, warnings } = readGift(text);
    expect(questions.map((q) => q.prompt)).toEqual(['Q1', 'Q13']);
    expect(questions.map((q) => q.number)).toEqual([1, 2]);
    expect(warnings.map((w) => w.line)).toEqual([3, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24]);
    const messages = warnings.map((w) => w.message);
    expect(messages[0]).toMatch(/never closed with "\}"/);
    expect(messages[1]).toMatch(/never opened/);
    expect(messages[2]).toMatch(/at least 2/);
    expect(messages[3]).toMatch(/no right answer/);
    expect(messages[4]).toMatch(/only one answer block/);
    expect(messages[5]).toMatch(/"abc" is not a number/);
    expect(messages[6]).toMatch(/at least 2 pairs/);
    expect(messages[7]).toMatch(/150% is outside/);
    expect(messages[8]).toMatch(/range 5\.\.1 is empty/);
    expect(messages[9]).toMatch(/before another "\{" on line 22/);
    expect(messages[10]).toMatch(/no text before its answer block/);
    expect(messages.every((m) => m.endsWith('The question is left out.'))).toBe(true);
    expect(warnings.every((w) => w.questionNumber === undefined)).toBe(true);
  });

  it('a missing "}" costs only its own question: the next question after a blank line is read', () => {
    const { questions, warnings } = readGift('Q1 {=a\n\nQ2 {=b}\n\nQ3 {T}');
    expect(questions.map((q) => q.prompt)).toEqual(['Q2', 'Q3']);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]!.line).toBe(1);
  });

  it('names the line inside a multi-line question, comments and blank lines counted', () => {
    const { warnings } = readGift('Q1 {T}\n\n// note\n::T::\nSecond question\n{\n~a\n~b\n}');
    expect(warnings).toEqual([{ line: 6, message: expect.stringMatching(/no right answer/) }]);
  });

  it("names the faulty answer's own line in a multi-line answer block", () => {
    const text = ['Pick one. {', '=a', '~%abc%b', '}', '', 'When? {#', '=1822:0', '=%50%18x22:2', '}', '', 'Same twice? {', '~b', '~b', '~', '=c}'].join('\n');
    expect(readGift(text).warnings.map((w) => [w.line, w.message.slice(0, 25)])).toEqual([
      [3, 'The answer weight in "%ab'],
      [8, 'Answers must be numeric: '],
      [14, 'Answer 3 of this multiple'],
    ]);
  });

  it('parseGift is the strict reader: FormatError on the first problem', () => {
    expect(() => parseGift('Q1 {=a}\n\nQ2 {~x ~y}')).toThrow(FormatError);
    expect(() => parseGift('Q1 {=a}\n\nQ2 {~x ~y}')).toThrow(/line 3: This multiple-choice question has no right answer/);
    expect(() => parseGift('')).toThrow(/no questions found/);
    expect(parseGift('Q1 {=a}')).toHaveLength(1);
  });
});

describe('GIFT through processChapterText', () => {
  it('is detected automatically', () => {
    const result = processChapterText({ rawText: '::A:: 2+2? {#4}\n\n::B:: Earth is round. {T}', subject: 'Maths' });
    expect(result.questionArray.map((q) => q.type)).toEqual(['numeric', 'true_false']);
    expect(result.warnings).toEqual([]);
  });

  it('keeps the valid questions and returns every problem in warnings', () => {
    const result = processChapterText({ rawText: 'Q1 {=a}\n\nQ2 {~x ~y}\n\nQ3 {#abc}\n\nQ4 {T}', subject: 'Maths', format: 'gift' });
    expect(result).toMatchObject({ success: true, isQuestionFormat: true, totalQuestions: 2 });
    expect(result.questionArray.map((q) => q.prompt)).toEqual(['Q1', 'Q4']);
    expect(result.warnings.map((w) => w.line)).toEqual([3, 5]);
  });

  it('throws FormatError only when not one question can be read', () => {
    expect(() => processChapterText({ rawText: 'Q1 {~x ~y}\n\nQ2 {#abc}', subject: 'Maths', format: 'gift' })).toThrow(/no question could be read\. .*no right answer.*\(and 1 more problems\)/);
    expect(() => processChapterText({ rawText: 'Just prose.', subject: 'Maths', format: 'gift' })).toThrow(FormatError);
  });
});
