import { describe, expect, it } from 'vitest';
import { splitPassages } from '../src/processing/split-passages';
import { isObjectiveLine } from '../src/retrieval/exam-wording';
import { answerFromChapter } from '../src/retrieval/answer-from-chapter';
import { buildPassageIndex, retrievePassages } from '../src/retrieval/passage-index';

// A small made-up chapter: learning objectives under "you will be able to:", then sections.
const chapter = [
  '# Rivers and Lakes',
  'After reading this chapter, you will be able to:',
  'Describe how a river carves a valley',
  'Explain why lakes freeze from the top',
  'Valleys',
  'A river carves a valley by wearing away rock and carrying sediment downstream over many years.',
  'Frozen Lakes',
  'Water is densest at four degrees, so colder water floats and ice forms at the surface of a lake first.',
].join('\n\n');

describe('learning objectives', () => {
  it('a line opening with a task verb and no closing punctuation is an objective', () => {
    expect(isObjectiveLine('Describe how a river carves a valley')).toBe(true);
    expect(isObjectiveLine('Explain why lakes freeze from the top')).toBe(true);
    expect(isObjectiveLine('Frozen Lakes')).toBe(false);
    expect(isObjectiveLine('Describe the river.')).toBe(false);
    expect(isObjectiveLine('constructor __proto__ \u0000 \ud800 😀')).toBe(false);
  });

  it('a bulleted or numbered objective is one too: the list marker is not its first word', () => {
    for (const marker of ['- ', '• ', '* ', '1. ', '2) ', 'a. ', 'b) ']) expect(isObjectiveLine(`${marker}Describe how a river carves a valley`)).toBe(true);
    expect(isObjectiveLine('- Frozen lakes')).toBe(false);
    expect(isObjectiveLine('- Describe the river.')).toBe(false);
    expect(isObjectiveLine('- ')).toBe(false);
  });

  it('is never taken for the heading of the paragraphs after it', () => {
    const passages = splitPassages(chapter);
    expect(passages.map((p) => p.heading)).not.toContain('Explain why lakes freeze from the top');
    expect(passages.find((p) => p.text.includes('densest'))?.heading).toBe('Frozen Lakes');
  });

  it('the section that answers outranks the objectives that echo the question', () => {
    const passages = splitPassages(chapter);
    const top = retrievePassages(buildPassageIndex(passages), 'why do lakes freeze from the top?', 1)[0];
    expect(top?.passage.text).toContain('densest');
  });

  it('is never quoted as the answer, even when it is the passage the question matches best', () => {
    // The objectives sit in one passage with a sentence that answers; the objective echoes the question.
    const passages = [
      { id: 1, heading: 'Rivers', text: 'Describe how a river carves a valley and moves sediment downstream\nA river carves a valley by wearing away rock over many years.' },
      { id: 2, heading: 'Lakes', text: 'Lakes hold still water. Some are deep and cold.' },
    ];
    const reply = answerFromChapter({ passages, question: 'How does a river carve a valley and move sediment downstream?', grade: 10 });
    expect(reply.onTopic).toBe(true);
    expect(reply.answer).toContain('wearing away rock');
    expect(reply.answer).not.toContain('Describe how');
  });

  it('a "Learning Objectives" sub-heading titles only the objectives: the section title comes back after them', () => {
    const text = [
      '## Functions of Rivers',
      'Learning Objectives',
      'By the end of this section, you will be able to:',
      'Describe how a river carves a valley\nProvide two examples of river deltas',
      'A river carves a valley by wearing away rock over many years.',
      '## Lakes',
      'Frozen Lakes',
      'Water is densest at four degrees, so ice forms at the surface of a lake first.',
    ].join('\n\n');
    const passages = splitPassages(text);
    expect(passages.find((p) => p.text.includes('wearing away'))?.heading).toBe('Functions of Rivers');
    expect(passages.find((p) => p.text.includes('you will be able to'))?.heading).toBe('Learning Objectives');
    // A sub-heading over ordinary text keeps titling it.
    expect(passages.find((p) => p.text.includes('densest'))?.heading).toBe('Frozen Lakes');
  });

  it('a bulleted "Chapter Objectives" list after the opening photo\'s caption titles only itself', () => {
    const text = [
      '## Introduction',
      'A river in flood carries a load of mud and stones down to the sea. (credit: a photographer)',
      'Chapter Objectives',
      'After studying this chapter, you will be able to:',
      '- Describe how a river carves a valley',
      '- Explain why lakes freeze from the top',
      'Rivers shape the land they cross, and people have always settled beside them.',
    ].join('\n\n');
    const passages = splitPassages(text);
    expect(passages.find((p) => p.text.includes('you will be able to'))?.heading).toBe('Chapter Objectives');
    expect(passages.find((p) => p.text.includes('settled beside them'))?.heading).toBe('Introduction');
  });

  it('a bulleted objective is never quoted as the answer', () => {
    const passages = [
      { id: 1, heading: 'Rivers', text: '- Describe how a river carves a valley and moves sediment downstream\n\nA river carves a valley by wearing away rock over many years.' },
      { id: 2, heading: 'Lakes', text: 'Lakes hold still water. Some are deep and cold.' },
    ];
    const reply = answerFromChapter({ passages, question: 'How does a river carve a valley and move sediment downstream?', grade: 10 });
    expect(reply.answer).toContain('wearing away rock');
    expect(reply.answer).not.toContain('Describe how');
  });

  it('a section title right under the chapter title keeps its paragraphs after its objectives', () => {
    const text = [
      '# Rivers',
      '## Valleys',
      'By the end of this section, you will be able to:',
      'Describe how a river carves a valley',
      'A river carves a valley by wearing away rock over many years.',
    ].join('\n\n');
    expect(splitPassages(text).find((p) => p.text.includes('wearing away'))?.heading).toBe('Valleys');
  });
});
