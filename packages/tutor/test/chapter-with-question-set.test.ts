// A chapter pasted with its questions in Aiken or GIFT after it: the questions are read, and the
// chapter before them (and notes after them) become the passages the tutor answers from. The
// walkthrough saw "0 PASSAGES" and every chapter line reported as a broken Aiken question.
import { describe, expect, it } from 'vitest';
import { processChapterText } from '../src/index';

const CHAPTER = [
  'Earthquakes',
  '',
  'An earthquake is a sudden shaking of the ground. It happens when rocks deep underground break and move along a fault.',
  '',
  'The point where the rocks first break is called the focus. The point on the surface above it is the epicentre.',
].join('\n');

const AIKEN = [
  'What is the point on the surface above the focus called?',
  'A) The fault',
  'B) The epicentre',
  'C) The crust',
  'ANSWER: B',
  '',
  'Where do the rocks break?',
  'A. Along a fault',
  'B. In the sky',
  'ANSWER: A',
].join('\n');

const GIFT = ['// Earthquakes', '::Epicentre:: What is the point on the surface above the focus called? {=the epicentre ~the fault ~the crust}', '', 'Rocks break along a fault. {TRUE}'].join('\n');

const passageText = (r: ReturnType<typeof processChapterText>) => r.passages.map((p) => `${p.heading ?? ''} ${p.text}`).join('\n');

describe('a chapter followed by its question set', () => {
  it.each([
    ['Aiken', AIKEN],
    ['GIFT', GIFT],
  ])('%s: keeps the chapter as passages and reads every question, with no warning', (_name, set) => {
    const result = processChapterText({ rawText: `${CHAPTER}\n\nQuestions\n\n${set}\n\nDiscuss your answers with a partner.`, subject: 'Geography' });
    expect(result.totalQuestions).toBe(2);
    expect(result.warnings).toEqual([]);
    const text = passageText(result);
    expect(text).toContain('An earthquake is a sudden shaking of the ground.');
    expect(text).toContain('The point on the surface above it is the epicentre.');
    expect(text).toContain('Discuss your answers with a partner.');
    // No question or answer-key line is taken for chapter prose.
    expect(text).not.toContain('ANSWER');
    expect(text).not.toContain('{');
  });

  it('reports a broken question inside the set on the line it has in the pasted text', () => {
    const broken = AIKEN.replace('ANSWER: A', 'ANSWER: Z');
    const pasted = `${CHAPTER}\n\n${broken}`;
    const result = processChapterText({ rawText: pasted, subject: 'Geography' });
    expect(result.totalQuestions).toBe(1);
    expect(result.warnings).toHaveLength(1);
    const answerLine = pasted.split('\n').findIndex((l) => l === 'ANSWER: Z') + 1;
    expect(result.warnings[0]!.line).toBe(answerLine);
    expect(passageText(result)).toContain('An earthquake is a sudden shaking of the ground.');
  });

  it('a set alone has no passages, as before', () => {
    expect(processChapterText({ rawText: AIKEN, subject: 'Geography' }).passages).toEqual([]);
    expect(processChapterText({ rawText: GIFT, subject: 'Geography' }).passages).toEqual([]);
  });

  it('hostile prose before a set is kept or dropped, never a crash', () => {
    for (const prose of ['constructor', '__proto__', 'a\u0000b', '\uD800 lone', '😀 emoji', 'x'.repeat(100_000)]) {
      const result = processChapterText({ rawText: `${prose}\n\n${AIKEN}`, subject: 'Geography' });
      expect(result.totalQuestions).toBe(2);
    }
  });
});

describe('a numbered list inside a chapter', () => {
  const rules = [
    'Rounding in Calculations',
    '',
    'When measurements of different precision are combined, the answer can be no more precise than the least precise of them. Two rules follow.',
    '',
    '1. For multiplication and division: the result has as many significant figures as the measurement with the fewest. A field 12.5 m long and 4.2 m wide has an area of 52.5 m^2, written 53 m^2.',
    '',
    '2. For addition and subtraction: the result has no more decimal places than the measurement with the fewest. If you add 7.56 kg, 6.052 kg and 13.7 kg, how many decimal places does the total keep? It keeps one, because 13.7 kg has one: 27.3 kg.',
    '',
    'These rules are used in every worked example in this book.',
  ].join('\n');

  it('stays prose when only one of its two items asks anything, and says so', () => {
    const result = processChapterText({ rawText: rules, subject: 'Physics' });
    expect(result.totalQuestions).toBe(0);
    expect(passageText(result)).toContain('For multiplication and division');
    expect(result.warnings.map((w) => w.message)).toEqual(['The numbered list from this line (2 items) was read as prose: too few of its items look like questions.']);
  });

  // Five paragraphs: enough prose before a set that the set is not the pasted text alone.
  const LONG_CHAPTER = [
    CHAPTER,
    'Most earthquakes happen where the plates of the crust meet. The plates move a few centimetres a year.',
    'Seismometers record the waves that spread out from the focus. The biggest waves arrive last.',
    'Buildings can be made safer with deep foundations and frames that bend instead of breaking.',
  ].join('\n\n');

  it.each([
    ['after a heading', 'Questions\n\n'],
    ['right after the prose', ''],
  ])('an instruction and a question after a chapter are still a set %s', (_, heading) => {
    const pasted = `${LONG_CHAPTER}\n\n${heading}1. Explain why earthquakes happen along a fault.\n\n2. What is the epicentre?`;
    const result = processChapterText({ rawText: pasted, subject: 'Geography' });
    expect(result.questionArray.map((q) => q.prompt)).toEqual(['Explain why earthquakes happen along a fault.', 'What is the epicentre?']);
    expect(passageText(result)).toContain('An earthquake is a sudden shaking of the ground.');
  });

  it('a long comprehension question with its answer after a chapter is a question', () => {
    const story = Array.from({ length: 25 }, (_, k) => `In the year ${1900 + k} the town's seismometer recorded small tremors along the old fault line.`).join(' ');
    const pasted = `${LONG_CHAPTER}\n\n1. Read the passage. ${story} What is the main idea of the passage?\nA. The town had many tremors\nB. The town had none\nC. The fault moved once\nD. The seismometer broke\nAnswer: A`;
    const result = processChapterText({ rawText: pasted, subject: 'Geography' });
    expect(result.totalQuestions).toBe(1);
    expect(result.questionArray[0]!.answer).toBe('A');
  });
});

describe('a chapter whose worked examples number their steps', () => {
  // "Solution" then "1. Identify the knowns.": a physics chapter's worked examples read as a question set
  // took three quarters of the chapter, "Falling Objects" included, out of the tutor's passages.
  const example = (n: number, lead: string) =>
    [
      `Example ${n} Calculating Acceleration`,
      '',
      `A racehorse coming out of the gate accelerates from rest to a velocity of ${10 + n}.0 m/s due west in 1.80 s. What is its average acceleration?`,
      '',
      `Figure ${n}.1 (a) The horse in the gate. (b) The horse running west.`,
      '',
      'Strategy',
      '',
      'We can solve this problem by identifying Δv and Δt from the given information.',
      '',
      lead,
      '',
      `1. Identify the knowns. v_0 = 0, v_f = −${10 + n}.0 m/s, Δt = 1.80 s.`,
      '',
      '2. Solve for displacement in part (a).',
      '',
      'Δx = x_f − x_0 = 6.70 km − 4.70 km = +2.00 km',
      '',
      '3. Solve for displacement in part (b).',
      '',
      'Δx′ = x′_f − x′_0 = 3.75 km − 5.25 km = −1.50 km',
      '',
      'Discussion',
      '',
      'The negative sign for acceleration indicates that acceleration is toward the west.',
    ].join('\n');
  const falling = ['Falling Objects', '', 'Falling objects accelerate at g = 9.80 m/s^2 when air resistance is negligible. An object falling without air resistance is in free fall.'].join('\n');
  const questions = ['Problems', '', '1. What is the acceleration of a car that goes from rest to 20 m/s in 5.0 s?', '', '2. Calculate the time a rock takes to fall 20 m from rest.'].join('\n');
  const chapter = (lead: string) => [example(1, lead), example(2, lead), example(3, `${lead} for (b)\n\nOnce the horse leaves the gate, the same steps apply.`), falling, questions].join('\n\n');

  // Under a heading of worked steps; and under any other, where the "Discussion" heading after the steps ends them.
  it.each(['Solution', 'Working'])('keeps the steps as the chapter and still reads the questions after it: %s', (lead) => {
    const result = processChapterText({ rawText: chapter(lead), subject: 'Physics' });
    const text = passageText(result);
    expect(text).toMatch(/Identify the knowns/);
    expect(text).toMatch(/Solve for displacement in part \(b\)/);
    expect(text).toMatch(/free fall/);
    expect(result.questionArray.map((q) => q.prompt)).toEqual(['What is the acceleration of a car that goes from rest to 20 m/s in 5.0 s?', 'Calculate the time a rock takes to fall 20 m from rest.']);
    expect(result.warnings).toEqual([]);
  });
});

// Intro to Business 2e opens each section with its learning objective as a numbered question, then the
// section's text: the whole chapter was read as a question set whose "questions" were 1,400-word sections.
describe('sections that open with a numbered learning objective', () => {
  const filler = (topic: string, n: number) =>
    Array.from({ length: n }, (_, k) => `${topic} shapes how a firm sells its goods, and sentence ${k + 1} of this paragraph says a little more about ${topic}.`).join(' ');
  const section = (n: number, question: string, topic: string, heading: string) => [`${n}. ${question}`, '', filler(topic, 8), '', `### ${heading}`, '', filler(`${topic} in practice`, 6)].join('\n');
  const objectives = [
    '### Learning Outcomes',
    '',
    'After reading this chapter, you should be able to answer these questions:',
    '',
    '1. What is the marketing concept?',
    '2. What is the marketing mix?',
    '3. How are prices set?',
  ].join('\n');
  const chapter = [
    '# Marketing',
    objectives,
    `Shark Tank\n\n${filler('A start-up', 30)}`,
    section(1, 'What is the marketing concept?', 'The marketing concept', 'Customer Value'),
    section(2, 'What is the marketing mix?', 'The marketing mix', 'Product Strategy'),
    section(3, 'How are prices set?', 'Pricing', 'Price Skimming'),
  ].join('\n\n');

  it('keeps every section as the chapter, and the list of objectives too, saying so', () => {
    const result = processChapterText({ rawText: chapter, subject: 'Business' });
    const text = passageText(result);
    for (const said of ['What is the marketing mix?', 'A start-up shapes', 'The marketing concept shapes', 'The marketing mix in practice shapes', 'Pricing in practice shapes', 'Price Skimming'])
      expect(text).toContain(said);
    expect(result.questionArray).toEqual([]);
    const listLine = chapter.split('\n').indexOf('1. What is the marketing concept?') + 1;
    expect(result.warnings).toContainEqual({ line: listLine, message: "The numbered list from this line (3 items) was read as the chapter's learning objectives, not as questions." });
  });

  it('ends a question where the chapter goes on between two questions, and says on which line', () => {
    const pasted = [
      '1. What is the marketing concept?',
      '2. What is the marketing mix?',
      '',
      `Shark Tank\n\n${filler('A start-up', 30)}`,
      '',
      '3. How are prices set?',
      '4. What is price skimming?',
    ].join('\n');
    const result = processChapterText({ rawText: pasted, subject: 'Business' });
    expect(result.questionArray.map((q) => q.prompt)).toEqual(['What is the marketing concept?', 'What is the marketing mix?', 'How are prices set?', 'What is price skimming?']);
    expect(passageText(result)).toContain('A start-up shapes');
    const boxLine = pasted.split('\n').indexOf('Shark Tank') + 1;
    expect(result.warnings).toEqual([{ line: boxLine, questionNumber: 2, message: expect.stringMatching(/^Question 2: the text from this line on \(\d+ words\) was read as the chapter's text/) }]);
  });

  it('copied from a PDF (no blank lines), ends a numbered activity where the chapter goes on', () => {
    const wrap = (text: string) => text.match(/.{1,70}(?:\s|$)/g)!.map((l) => l.trim());
    const pasted = [
      ...wrap(filler('Your values', 6)),
      '1. Of all the values that matter to you, list the five most important.',
      '2. Next, write down where you believe you learned each value.',
      '3. Write a real or potential challenge you may face in living each value.',
      '4. Commit to an action in support of each value. Again, be specific.',
      // Ten paragraphs, each ending on a short line, as a PDF's do.
      ...Array.from({ length: 10 }, (_, k) => [...wrap(filler(`Mission statement ${k + 1}`, 9)), 'That is all.']).flat(),
      ...wrap(`Why would a founder write one? ${filler('A founder', 4)}`),
    ].join('\n');
    const result = processChapterText({ rawText: pasted, subject: 'Business' });
    expect(result.questionArray).toEqual([]);
    const text = passageText(result);
    for (const said of ['sentence 9 of this paragraph says a little more about Mission statement 10', 'Why would a founder write one?', 'Commit to an action']) expect(text).toContain(said);
  });

  it('copied from a PDF, keeps worked examples with their answers as the chapter, saying so', () => {
    const wrap = (text: string) => text.match(/.{1,70}(?:\s|$)/g)!.map((l) => l.trim());
    // Lines that differ in their words (a PDF's repeated lines are its running headers).
    const words = 'pressure volume barometer mercury column kettle'.split(' ');
    const paragraph = (n: number) => [...wrap(words.map((w, j) => `the ${w} ${words[(j + n) % words.length]} story ${n} goes on`).join(', ')).map((l, j) => (j ? l : `So ${l}`)), 'That is all.'];
    const answers = ['0.974 atm', '98.7 kPa', '740 mm Hg', 'about one bar'];
    const example = (n: number) => [...wrap(`Check Your Learning A typical pressure in city ${n} is 740 torr. What is this pressure in other units?`), `Answer: ${answers[n - 1]!}`, ...paragraph(n)];
    const pasted = [1, 2, 3, 4].flatMap(example).join('\n');
    const result = processChapterText({ rawText: pasted, subject: 'Chemistry' });
    expect(result.questionArray).toEqual([]);
    for (const said of ['the kettle mercury story 4 goes on', 'What is this pressure in other units?', ...answers]) expect(passageText(result)).toContain(said);
    expect(result.warnings).toEqual([expect.objectContaining({ line: 1, message: expect.stringMatching(/look like 4 questions without numbers; they were read as the chapter's text/) })]);
  });

  it('keeps a passage to read before its question inside the question', () => {
    const set = [
      '1. Read the extract below.',
      '',
      filler('The marketing mix', 30),
      '',
      'What does the author mean by the marketing mix?',
      '',
      '2. What is price skimming?',
      '',
      '3. What is penetration pricing?',
    ].join('\n');
    const result = processChapterText({ rawText: set, subject: 'Business' });
    expect(result.questionArray).toHaveLength(3);
    expect(result.questionArray[0]!.prompt).toContain('sentence 30 of this paragraph');
    expect(result.questionArray[0]!.prompt).toMatch(/What does the author mean by the marketing mix\?$/);
    expect(result.warnings).toEqual([]);
  });

  it('keeps a long model answer with its question', () => {
    const set = ['1. Why do firms segment their market?', '', `Answer: ${filler('Segmentation', 30)}`, '', '2. What is price skimming?', '', 'Answer: Setting a high price at first.'].join('\n');
    const result = processChapterText({ rawText: set, subject: 'Business' });
    expect(result.questionArray).toHaveLength(2);
    expect(result.questionArray[0]!.answer).toContain('sentence 30 of this paragraph');
    expect(result.warnings).toEqual([]);
  });
});
