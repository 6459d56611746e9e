import { describe, expect, it } from 'vitest';
import { answerFromChapter, buildPassageIndex, processChapterText } from '../src/index';

// Microbiology: "Bacteria that grow in mine drainage at pH 1-2 are probably which of the following?" asks
// for a name the chapter gives (acidophiles); a sentence that defines a word of the question names nothing new.
const rawText = [
  '# Microbial growth',
  '## pH and growth',
  'Bacteria are single-celled organisms whose growth at each pH depends on their enzymes. Microbes whose growth is best at a low pH are called acidophiles. Most microbes grow well at a neutral pH.',
  '## Temperature',
  'Microbes that grow well at cold temperatures are called psychrophiles. A refrigerator slows the growth of most microbes.',
].join('\n\n');
const index = buildPassageIndex(processChapterText({ rawText, subject: 'Biology' }).passages);

describe('a question that asks for a name', () => {
  it.each([
    'Bacteria that grow in mine drainage at a low pH are probably which of the following?',
    'Bacteria whose growth is best at a low pH are considered which of the following?',
    'Bacteria from mine drainage show growth that is best at a low pH. Which term describes them?',
  ])('is answered with the sentence that names something new: %s', (question) => {
    const reply = answerFromChapter({ index, question, grade: 4 });
    expect(reply.answer).toMatch(/^Microbes whose growth is best at a low pH are called acidophiles\./);
  });

  it('is not every question with "is likely" in it', () => {
    const economy = processChapterText({
      rawText: '## Interest rates\n\nWhen the central bank raises interest rates, borrowing falls and spending slows. Inflation is a general rise in the level of prices.',
      subject: 'Economics',
    });
    const reply = answerFromChapter({ index: buildPassageIndex(economy.passages), question: 'What is likely to happen to spending when interest rates rise?', grade: 4 });
    expect(reply.answer).toMatch(/^When the central bank raises interest rates/);
  });
});
