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

describe('a description whose name is asked', () => {
  // Microbiology: the words of "Cell abnormalities resulting from a viral infection are called ___" fill the
  // chapter; the one sentence that names what it describes sits in a passage that ranks sixth by its words.
  const virusChapter = [
    '# Viruses',
    '## Hosts',
    'Viruses can infect every type of host cell. A viral infection of a cell is called a productive infection when the cell makes new viruses. Some viral infections cause abnormalities in the growth of the infected cell, and others result in cell death.',
    '## Structure',
    'As a result of research on viral infection, we know each virus is a nucleic acid in a protein coat called a capsid. An abnormal capsid made in an infected cell is called a defective particle, the result of errors in viral infection.',
    '## Lysogeny',
    'A viral infection in which the virus hides in the cell is called a lysogenic infection. The result is a cell that carries viral genes, called a lysogen, through many divisions of the infected cell. Lysogens can grow abnormally.',
    '## Growth curves',
    'The number of viruses released from each infected cell as a result of viral infection is called the burst size. Each cell releases viruses when the infection ends.',
    '## Latency',
    'Some viral infections are called latent infections: the virus stays in the cell for years after the infection. A latent viral infection can become active again, and the result is new illness and abnormal cells.',
    '## Detection of a virus',
    'A sample from an infected host can be prepared for a microscope. Cytopathic effects (CPEs) are distinct observable cell abnormalities due to viral infection. They include loss of adherence to the surface of the container, changes in the shape of the cell, the fusion of cells into large cells with many nuclei, and the breakdown of the cell. Such changes can be seen in a few days in cells grown in the laboratory.',
  ].join('\n\n');
  const virusIndex = buildPassageIndex(processChapterText({ rawText: virusChapter, subject: 'Biology' }).passages);

  it('is answered from the passage whose sentence names it, however low its words rank it', () => {
    const reply = answerFromChapter({ index: virusIndex, question: 'Cell abnormalities resulting from a viral infection are called ________.', grade: 8 });
    expect(reply.passages.map((p) => p.heading)).toContain('Detection of a virus');
    expect(reply.answer).toContain('Cytopathic effects (CPEs) are distinct observable cell abnormalities due to viral infection.');
  });
});
