// One small fixture per layout teachers and publishers paste (written for these tests).
import { describe, expect, it } from 'vitest';
import { processChapterText } from '../src/index';

const run = (rawText: string) => processChapterText({ rawText, subject: 'Science' });
const parse = (rawText: string) => run(rawText).questionArray;
const keys = (rawText: string) => parse(rawText).map((q) => [q.number, q.answer]);

describe('answers under each question', () => {
  it('reads Answer:, Ans:, Ans., Correct answer: and Answer - lines', () => {
    const text = [
      '1. Which is a mammal?',
      'a) Shark',
      'b) Whale',
      'Answer: b',
      '',
      '2. Which is a metal?',
      'a) Wood',
      'b) Iron',
      'Ans: (B) Iron',
      '',
      '3. Name the gas plants release.',
      'Ans. oxygen',
      '',
      '4. Which is a liquid at room temperature?',
      'A) Mercury',
      'B) Iron',
      'Correct answer: A',
      '',
      '5. What is the boiling point of water at sea level?',
      'Answer - 100 °C',
    ].join('\n');
    expect(keys(text)).toEqual([
      [1, 'B'],
      [2, 'B'],
      [3, 'oxygen'],
      [4, 'A'],
      [5, '100 °C'],
    ]);
  });

  it('keeps an explanation given with the letter as feedback', () => {
    const [q] = parse('1. How many points give an average acceleration?\na. 1\nb. 2\nc. 3\nAnswer: The correct answer is (c). Three points give two average velocities.');
    expect(q).toMatchObject({ type: 'mcq', answer: 'C', feedback: 'The correct answer is (c). Three points give two average velocities.' });
  });
});

describe('an answer key at the end', () => {
  const questions = [
    'Q1. Which gas do plants take in?',
    '(a) oxygen   (b) carbon dioxide   (c) nitrogen',
    '',
    'Q2. Which organ pumps blood?',
    '(a) lungs   (b) liver   (c) heart',
    '',
    'Q3. Which is a mammal?',
    '(a) shark   (b) whale',
    '',
    'Q4. Name the process by which plants make food.',
    '',
    'Q5. What pressure is 2.2 × 10^2 kPa in atmospheres?',
    '',
  ];

  it.each([
    ['"Answer Key" and "1. b  2. c" several to a line', ['Answer Key', '', '1. b  2. c  3. b', '4. photosynthesis', '5. 2.17 atm']],
    ['"ANSWERS" and "1-b, 2-c"', ['ANSWERS', '', '1-b, 2-c, 3-b', '4. photosynthesis', '5. 2.17 atm']],
    ['"Answers" and "1) B" one to a line', ['Answers', '1) B', '2) C', '3) B', '4) photosynthesis', '5) 2.17 atm']],
    ['text answers several to a line', ['Answer key:', '1. b  2. c  3. b', '4. photosynthesis    5. 2.17 atm']],
  ])('reads %s', (_name, key) => {
    const result = run([...questions, ...key].join('\n'));
    expect(result.questionArray.map((q) => [q.number, q.type, q.answer])).toEqual([
      [1, 'mcq', 'B'],
      [2, 'mcq', 'C'],
      [3, 'mcq', 'B'],
      [4, 'short', 'photosynthesis'],
      [5, 'numeric', '2.17 atm'],
    ]);
    expect(result.warnings).toEqual([]);
    expect(result.passages).toEqual([]);
  });

  it('reads a key of letters with no heading, numbered back from 1', () => {
    const text = '1. Which is prime?\na) 4\nb) 6\nc) 7\n\n2. Which is even?\na) 3\nb) 8\nc) 9\n\n1-c, 2-b';
    expect(keys(text)).toEqual([
      [1, 'C'],
      [2, 'B'],
    ]);
  });

  it('joins a text answer that runs over several lines, and keeps prose after the key as a passage', () => {
    const text = [
      '1) Explain why the sky is blue.',
      '2) Which colour has the longest wavelength?',
      'a) red',
      'b) blue',
      '',
      'Answer Key',
      '1) Air molecules scatter short wavelengths of sunlight more than long ones,',
      'so blue light reaches our eyes from every part of the sky.',
      '2) A',
      '',
      'Further reading: Rayleigh scattering explains many colours of the natural world, from sunsets to the sea.',
    ].join('\n');
    const result = run(text);
    expect(result.questionArray.map((q) => q.answer)).toEqual([
      'Air molecules scatter short wavelengths of sunlight more than long ones, so blue light reaches our eyes from every part of the sky.',
      'A',
    ]);
    expect(result.passages.map((p) => p.text)).toEqual([expect.stringMatching(/^Further reading/)]);
  });
});

describe('marks', () => {
  it('reads every common form, on the first line, after the parts, or on a line of their own', () => {
    const qs = parse(
      [
        '1. Name the process plants use to make food. (2 marks)',
        '2. What gas do plants release? [3]',
        '3. Which organ pumps blood? (3)',
        '4. State one use of water. [2 pts]',
        '5. Explain evaporation - 4 marks',
        '6. Describe a food chain.',
        'Marks: 5',
        '7. Calculate the molar mass of each of the following:',
        '(a) H2O',
        '(b) CO2 (2 marks)',
      ].join('\n'),
    );
    expect(qs.map((q) => q.marks)).toEqual([2, 3, 3, 2, 4, 5, 2]);
    expect(qs.map((q) => q.prompt)).toEqual([
      'Name the process plants use to make food.',
      'What gas do plants release?',
      'Which organ pumps blood?',
      'State one use of water.',
      'Explain evaporation',
      'Describe a food chain.',
      'Calculate the molar mass of each of the following:\n(a) H2O\n(b) CO2',
    ]);
  });

  it('reads a bare "(2)" as marks only where the set writes marks', () => {
    const plain = parse('1. Write the equilibrium expression for reaction (2)\n2. What is a cell?');
    expect(plain.map((q) => [q.prompt, q.marks])).toEqual([
      ['Write the equilibrium expression for reaction (2)', 1],
      ['What is a cell?', 1],
    ]);
    const marked = parse('1. What is a cell? (2)\n2. What is a tissue? (3)\n3. Name an organ.');
    expect(marked.map((q) => [q.prompt, q.marks])).toEqual([
      ['What is a cell?', 2],
      ['What is a tissue?', 3],
      ['Name an organ.', 1],
    ]);
  });

  it('checks the total given at the top against the questions', () => {
    const set = (total: number) =>
      `Chapter 4 Test\nTotal marks: ${total}\n\nQuestion 1: What is a force? (2 marks)\nAns: A push or a pull.\n\nQuestion 2: Name the unit of force. (1 mark)\nAns: newton`;
    expect(run(set(3)).warnings).toEqual([]);
    expect(run(set(5)).warnings).toEqual([{ line: 2, message: 'The set says its total is 5 marks, but its questions add up to 3.' }]);
  });
});

describe('options', () => {
  it('reads "A." "A)" "(a)" "a." one to a line or several on one line', () => {
    const qs = parse(
      [
        '1. Pick the noble gas.',
        'A. Neon',
        'B. Oxygen',
        '2. Pick the metal.',
        'A) Iron',
        'B) Glass',
        '3. Pick the liquid.',
        '(a) water (b) sand (c) salt',
        '4. Pick the planet.',
        '   a. Mars',
        '   b. Moon',
      ].join('\n'),
    );
    expect(qs.map((q) => q.options?.map((o) => `${o.label}:${o.text}`))).toEqual([
      ['A:Neon', 'B:Oxygen'],
      ['A:Iron', 'B:Glass'],
      ['A:water', 'B:sand', 'C:salt'],
      ['A:Mars', 'B:Moon'],
    ]);
  });
});

describe('numbering and sections', () => {
  it('reads "1)", "Q1.", "Question 1:" numbering and keeps the source numbers', () => {
    expect(parse('1) What is a cell?\nQ2. What is a tissue?\nQuestion 3: What is an organ?').map((q) => [q.number, q.prompt])).toEqual([
      [1, 'What is a cell?'],
      [2, 'What is a tissue?'],
      [3, 'What is an organ?'],
    ]);
  });

  it('keeps odd-only numbering as it is, without warnings', () => {
    const result = run('1. What is a cell?\n\n3. What is a tissue?\n\n5. What is an organ?');
    expect(result.questionArray.map((q) => q.number)).toEqual([1, 3, 5]);
    expect(result.warnings).toEqual([]);
  });

  it('takes "Part A:", "Section B:" and "[Section]" headings as the category of the questions under them', () => {
    const text = [
      'Part A: Multiple Choice',
      '',
      'Question 1: Which is a mammal? (1 mark)',
      'A. Shark',
      'B. Whale',
      'Ans: (B) Whale',
      '',
      'Section B: Short Answers',
      '',
      'Question 2: Name a reptile. (2 marks)',
      'Ans: snake',
      '',
      '[Long Answers]',
      'Question 3: Explain how fish breathe. (4 marks)',
    ].join('\n');
    const result = run(text);
    expect(result.questionArray.map((q) => [q.number, q.category, q.answer])).toEqual([
      [1, 'Multiple Choice', 'B'],
      [2, 'Short Answers', 'snake'],
      [3, 'Long Answers', null],
    ]);
    expect(result.questionArray.map((q) => q.prompt).join(' ')).not.toMatch(/Section|Part|Long Answers/);
  });

  it('numbers sets that each start again at 1 as 1..n in order', () => {
    const text = 'Part A\n1. What is a cell?\n2. What is a tissue?\n\nPart B\n1. Name an organ.\n2. Name a system.';
    expect(parse(text).map((q) => [q.number, q.category, q.prompt])).toEqual([
      [1, 'Part A', 'What is a cell?'],
      [2, 'Part A', 'What is a tissue?'],
      [3, 'Part B', 'Name an organ.'],
      [4, 'Part B', 'Name a system.'],
    ]);
  });
});

describe('numeric answers', () => {
  it('keeps units and powers of ten as written in the key', () => {
    const qs = parse(
      '1. What is the speed of light?\nAnswer: 3.0 × 10⁸ m/s\n\n2. What is the pressure?\nAnswer: 2.2 × 10^2 kPa\n\n3. Find the mass of each part.\n(a) 1 mol C\n(b) 2 mol C\nAnswer: (a) 12.01 g; (b) 24.02 g',
    );
    expect(qs.map((q) => q.answer)).toEqual(['3.0 × 10⁸ m/s', '2.2 × 10^2 kPa', '(a) 12.01 g; (b) 24.02 g']);
    expect(qs[2]!.acceptedAnswers).toBeUndefined();
  });
});
