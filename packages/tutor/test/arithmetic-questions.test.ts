// Arithmetic typed as symbols ("85 ÷ 5", "(13)(7)") in a maths chapter: the operation is what is asked
// about, so the reply comes from the section that teaches it; a chapter that only divides along the way
// still steers such a question back. An equation with an unknown is about solving equations. A table of
// numbers is never quoted as a line of the reply.
import { describe, expect, it } from 'vitest';
import { answerFromChapter, buildPassageIndex, processChapterText } from '../src/index';
import { operatorWords } from '../src/text/operator-words';
import { isNumberGrid } from '../src/retrieval/sentences';

const WHOLE_NUMBERS = `# Whole Numbers

## Add Whole Numbers

### Addition Notation

To add two numbers means to find their sum. The numbers being added are called addends, and the result is the sum.

We can check an addition by changing the order of the addends: the sum does not change.

## Subtract Whole Numbers

### Subtraction Notation

Subtraction takes one number away from another. The result of subtraction is called the difference.

To check a subtraction, add the difference to the number that was taken away.

## Multiply Whole Numbers

### Multiplication Notation

Multiplication is repeated addition. The result of multiplication is called the product, and the numbers multiplied are factors.

× | 0 | 1 | 2 | 3 | 4 | 5 0 | 0 | 0 | 0 | 0 | 0 | 0 1 | 0 | 1 | 2 | 3 | 4 | 5 2 | 0 | 2 | 4 | 6 | 8 | 10

## Divide Whole Numbers

### Division Notation

Division is splitting into equal groups. The number being divided is the dividend, the number dividing it is the divisor, and the result is the quotient.

We check a division by multiplying the quotient by the divisor to get the dividend.

## Round Whole Numbers

### Rounding

To round a number to the nearest ten, look at the digit in the ones place. If it is 5 or more, round up.
`;

const GASES = `# Gases

## Gas Pressure

### Pressure

Pressure is the force exerted per unit area. To find the pressure, divide the force by the area over which it acts.

### Units of pressure

The standard atmosphere is the pressure of the air at sea level. One atmosphere equals 101,325 pascals.

## The Ideal Gas Law

### Boyle's law

The volume of a gas at constant temperature is inversely proportional to its pressure. Doubling the pressure halves the volume.
`;

const indexOf = (text: string) => buildPassageIndex(processChapterText({ rawText: text, subject: 'maths' }).passages);

describe('the operation of an arithmetic symbol', () => {
  it.each([
    ['85 ÷ 5', ['divide', 'division', 'quotient']],
    ['52 × 983', ['multiply', 'multiplication', 'product']],
    ['7 · 475', ['multiply', 'multiplication', 'product']],
    ['(13)(7)', ['multiply', 'multiplication', 'product']],
    ['99 − 74', ['subtract', 'subtraction', 'difference']],
    ['9 - 4', ['subtract', 'subtraction', 'difference']],
    ['x+y', ['add', 'addition', 'adding', 'sum']],
    ['3 × −2', ['multiply', 'multiplication', 'product']],
    ['9 – 4', ['subtract', 'subtraction', 'difference']],
    ['85 / 5', ['divide', 'division', 'quotient']],
    ['(355)/(5)', ['divide', 'division', 'quotient']],
  ])('%s is %j', (text, words) => {
    expect(operatorWords(text)).toEqual(words);
  });

  it.each(['1820-1903', 'a well-known fact', 'C++ is a language', 'a + sign', 'the years 1990 - the present', '90 km/h', ''])('"%s" writes no operation', (text) => {
    expect(operatorWords(text)).toEqual([]);
  });

  it.each([['Solve: 8m+9=5m.'], ['a−30=57'], ['x = 5'], ['0.15(40m−120)=0.5(60m+12)']])('an equation with an unknown, "%s", is to be solved: its operations are its steps', (text) => {
    expect(operatorWords(text)).toEqual(['solve', 'equation']);
  });

  it.each(['3 + 4 = 7', 'pH = 7', 'A ticket costs $5 = a lot'])('"%s" has no unknown to solve for', (text) => {
    expect(operatorWords(text)).not.toContain('equation');
  });

  it('names each operation once, in the order written', () => {
    expect(operatorWords('2*3 + 4*5')).toEqual(['multiply', 'multiplication', 'product', 'add', 'addition', 'adding', 'sum']);
  });

  it('reads 100,000-character inputs in linear time', () => {
    for (const text of ['1 '.repeat(50_000), '1 +'.repeat(33_000), `1${' '.repeat(100_000)}+ 2`, ')('.repeat(50_000), '- '.repeat(50_000)]) {
      const started = performance.now();
      operatorWords(text);
      expect(performance.now() - started).toBeLessThan(500);
    }
  });
});

describe('an arithmetic question in a maths chapter', () => {
  const index = indexOf(WHOLE_NUMBERS);

  it.each([
    ['85 ÷ 5', /quotient|divisor|dividend/],
    ['52 × 983', /product|factors|repeated addition/],
    ['what is 99 − 74?', /difference|subtraction/],
    ['(13)(7)', /product|factors|repeated addition/],
  ])('"%s" is answered from the section that teaches the operation', (question, expected) => {
    const reply = answerFromChapter({ index, question });
    expect(reply.onTopic).toBe(true);
    expect(reply.answer).toMatch(expected);
    expect(reply.citations.length).toBeGreaterThan(0);
  });

  it('quotes no table of numbers', () => {
    const reply = answerFromChapter({ index, question: 'Multiply 4 × 5' });
    expect(reply.onTopic).toBe(true);
    expect(reply.answer).not.toMatch(/\| 0 \| 1 \|/);
  });

  it('still steers back a question about something the chapter does not teach', () => {
    expect(answerFromChapter({ index, question: 'What is 85 ÷ 5 in Roman numerals on a sundial?' }).onTopic).toBe(false);
  });
});

describe('headings that teach arithmetic', () => {
  const chapter = (headings: string[]) =>
    indexOf(`# A Chapter\n\n${headings.map((h) => `## ${h}\n\nThis section explains ${h.toLowerCase()} with worked examples and practice for the class.\n`).join('\n')}`);

  it.each([
    [['1.2 Add Whole Numbers', '1.4 Divide Whole Numbers'], '85 ÷ 5'],
    [['Adding Fractions', 'Multiplying Fractions'], 'what is 3 + 4?'],
  ])('%j teach "%s"', (headings, question) => {
    expect(answerFromChapter({ index: chapter(headings), question }).onTopic).toBe(true);
  });

  it.each([
    [['Cell Division', 'Mitosis and Meiosis'], '85 ÷ 5'],
    [['The Division of Labour', 'Factories and Towns'], 'what is 10 ÷ 2'],
    [['Addition Reactions', 'Alkenes'], 'what is 7 + 8?'],
  ])('%j do not teach "%s": one heading that names an operation is no lesson in arithmetic', (headings, question) => {
    expect(answerFromChapter({ index: chapter(headings), question }).onTopic).toBe(false);
  });
});

describe('an arithmetic question in a chapter that only calculates along the way', () => {
  it('is not on topic: no section is headed with the operation', () => {
    const reply = answerFromChapter({ index: indexOf(GASES), question: '85 ÷ 5' });
    expect(reply.onTopic).toBe(false);
  });

  it('nor is a worked step that starts with the operation ("Divide (16,325 m)/(70 s)")', () => {
    const steps = `${GASES}\n### Divide (16,325 m)/(70 s) = 233 m/s\n\nThe answer is rounded to three figures.\n`;
    expect(answerFromChapter({ index: indexOf(steps), question: '85 ÷ 5' }).onTopic).toBe(false);
  });
});

describe('an equation to solve', () => {
  const SOLVING = `# Solving Linear Equations

## Solve Equations Using the Addition Property of Equality

To solve an equation, isolate the variable by adding the same number to both sides. For example, to solve x − 4 = 6, add 4 to both sides: x = 10.

### Addition Property of Equality

For any numbers a, b and c, if a = b then a + c = b + c.

### Verify a Solution

To check a solution, substitute the number for the variable in the original equation and simplify both sides.
`;

  it('is on topic where a heading names solving equations', () => {
    const reply = answerFromChapter({ index: indexOf(SOLVING), question: 'Solve: x − 5 = 12' });
    expect(reply.onTopic).toBe(true);
    expect(reply.answer).toMatch(/both sides|isolate/);
  });

  it('is on topic when the unknown is written with its coefficient ("3x"), and "solve" is typed too', () => {
    const reply = answerFromChapter({ index: indexOf(SOLVING), question: 'Solve: 3x + 4 = 19' });
    expect(reply.onTopic).toBe(true);
  });

  it('is not where the chapter only names the operations inside it', () => {
    expect(answerFromChapter({ index: indexOf(WHOLE_NUMBERS), question: 'Solve: 8m + 9 = 5m' }).onTopic).toBe(false);
  });

  it('is not where a heading names equations that are not solved ("The Ideal Gas Equation")', () => {
    const gases = GASES.replace('## The Ideal Gas Law', '## The Ideal Gas Equation');
    expect(answerFromChapter({ index: indexOf(gases), question: 'Solve: x − 5 = 12' }).onTopic).toBe(false);
  });
});

describe('a table of numbers', () => {
  it('is read in linear time, however long its cells', () => {
    for (const text of [`${'1'.repeat(100_000)}x${' | 1'.repeat(12)}`, `${'1 '.repeat(50_000)}| x`.repeat(2), '|'.repeat(100_000)]) {
      const started = performance.now();
      isNumberGrid(text);
      expect(performance.now() - started).toBeLessThan(500);
    }
  });

  it('counts only the cells that hold something, and fractions and percentages as numbers', () => {
    expect(isNumberGrid('| 1/2 | 1/3 | 1/4 || 2/3 | 2/4 | 2/5 || 10% | 20% | 30% || 3/4 | 3/5 | 3/6 |')).toBe(true);
  });

  it('is a grid when most of its many cells are numbers', () => {
    expect(isNumberGrid('× | 0 | 1 | 2 | 3 | 4 | 5 0 | 0 | 0 | 0 | 0 | 0 | 0 1 | 0 | 1 | 2 | 3 | 4 | 5')).toBe(true);
  });

  it.each(['Operation | Words | Example | Expression Addition | plus; sum | 1 plus 2 | 1 + 2 Subtraction | minus | 5 minus 1 | 5 - 1 | a | b', 'Year | 1990 | 2000', 'The sum of 2 and 3 is 5.'])(
    'is not: "%s"',
    (text) => {
      expect(isNumberGrid(text)).toBe(false);
    },
  );
});
