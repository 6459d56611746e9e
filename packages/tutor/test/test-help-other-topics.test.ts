import { describe, expect, it } from 'vitest';
import { buildPassageIndex, helpDuringTest, processChapterText } from '../src/index';

// A history chapter whose first sentence names the key of question 2 and whose third mentions tributaries.
const indus = processChapterText({
  subject: 'History',
  rawText: [
    'Discovering a lost civilisation',
    "About one hundred years ago, archaeologists digging at Harappa and Mohenjo-daro, in what is now Pakistan, found the remains of large, carefully planned cities. They had uncovered one of the world's earliest civilisations. It grew up along the Indus River and its tributaries and flourished from about 2600 BCE to 1900 BCE.",
    '',
    'Planned cities',
    'The Harappan cities were remarkable for their planning. Streets were laid out in a grid and crossed each other at right angles.',
    '',
    '1. Along which river did the Harappan civilisation grow up? (1 mark)',
    'Answer: The Indus River',
    '',
    '2. Name the two cities whose excavation revealed the civilisation. (2 marks)',
    'Answer: Harappa and Mohenjo-daro',
    'Key terms: Harappa, Mohenjo-daro',
  ].join('\n'),
});
const index = buildPassageIndex(indus.passages);
const test = { questions: indus.questionArray, position: 1 };
const ask = (message: string) => helpDuringTest({ question: indus.questionArray[1]!, message, index, grade: 7, test });

describe('a question about something else during a test', () => {
  it("is answered without the sentence that names the open question's key, not refused", () => {
    const help = ask('what does tributary mean?');
    expect(help.reply).not.toMatch(/can't tell you/);
    expect(help.reply).toMatch(/tributaries/);
    expect(help.reply).not.toMatch(/Harappa|Mohenjo/);
    expect(help.citations.every((c) => !/Harappa|Mohenjo/.test(c.text))).toBe(true);
  });

  it('is still refused when it asks about the open question itself', () => {
    expect(ask('where did archaeologists dig?').reply).toMatch(/^That's very close to what this question asks/);
    expect(ask('what cities were excavated?').reply).toMatch(/^That's very close to what this question asks/);
  });

  it('survives hostile messages', () => {
    for (const message of ['constructor', '__proto__ tributary', 'tributary\u0000?', '\ud800 tributary', '🙂 tributary?', 'tributary '.repeat(10_000)]) {
      expect(typeof ask(message).reply).toBe('string');
    }
  });
});
