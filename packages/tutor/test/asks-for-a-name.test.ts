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
    'Viruses can infect every type of host cell. A viral infection of a cell results in new viruses when the cell copies the virus. Some viral infections cause abnormalities in the growth of the infected cell, and others result in cell death.',
    '## Structure',
    'As a result of research on viral infection, we know each virus is a nucleic acid in a protein coat. An abnormal coat made in an infected cell results from errors in viral infection.',
    '## Lysogeny',
    'In some viral infections the virus hides in the cell. The result is a cell that carries viral genes through many divisions of the infected cell. Such cells can grow abnormally.',
    '## Growth curves',
    'The number of viruses released from each infected cell as a result of viral infection varies. Each cell releases viruses when the infection ends.',
    '## Latency',
    'Some viral infections last for years: the virus stays in the cell long after the infection. A latent viral infection can become active again, and the result is new illness and abnormal cells.',
    '## Detection of a virus',
    'A sample from an infected host can be prepared for a microscope. Cytopathic effects (CPEs) are distinct observable cell abnormalities due to viral infection. They include loss of adherence to the surface of the container, changes in the shape of the cell, the fusion of cells into large cells with many nuclei, and the breakdown of the cell. Such changes can be seen in a few days in cells grown in the laboratory.',
  ].join('\n\n');
  const virusIndex = buildPassageIndex(processChapterText({ rawText: virusChapter, subject: 'Biology' }).passages);

  it('is answered from the passage whose sentence names it, however low its words rank it', () => {
    const reply = answerFromChapter({ index: virusIndex, question: 'Cell abnormalities resulting from a viral infection are called ________.', grade: 8 });
    expect(reply.passages.map((p) => p.heading)).toContain('Detection of a virus');
    expect(reply.answer).toContain('Cytopathic effects (CPEs) are distinct observable cell abnormalities due to viral infection.');
  });

  it('is read as asking for a name however it is spelt: "... are waht?"', () => {
    const reply = answerFromChapter({ index: virusIndex, question: 'Cell abnormalities resulting from a viral infection are waht?', grade: 8 });
    expect(reply.passages.map((p) => p.heading)).toContain('Detection of a virus');
  });
});

describe('a top passage that already names an answer', () => {
  it('keeps the top passages as they are: no passage naming something else is brought in', () => {
    const passages = [
      {
        id: 1,
        heading: 'Photosynthesis',
        text: 'Green plants make their own food from light, water and carbon dioxide in a process called photosynthesis. The food plants make is a sugar called glucose.',
      },
      { id: 2, heading: 'Leaves', text: 'Most of the food plants make comes from their leaves. The green colour of plants comes from chlorophyll, which traps light for the process.' },
      { id: 3, heading: 'Roots', text: 'Roots take in the water plants need to make their own food. Plants also need minerals from the soil for the process of making food.' },
      { id: 4, heading: 'Stems', text: 'Stems carry the food plants make to every part of the plant. Plants store their own food in stems and roots.' },
      { id: 5, heading: 'Animals', text: 'Animals cannot make their own food. They eat plants or other animals.' },
      { id: 6, heading: 'Bacteria', text: 'Deep in the ocean, there is no sunlight. Chemosynthesis is a process by which some bacteria make food without light. These bacteria live near vents.' },
    ];
    const reply = answerFromChapter({ index: buildPassageIndex(passages), question: 'Plants make their own food by a process known as what?', grade: 8 });
    expect(reply.answer).toMatch(/^Green plants make their own food .* called photosynthesis\./);
    expect(reply.passages.map((p) => p.heading)).not.toContain('Bacteria');
  });
});
