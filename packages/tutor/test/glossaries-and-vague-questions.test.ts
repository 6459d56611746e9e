// A chapter's glossary is read entry by entry, and a question that names no subject is met with a
// question back rather than a refusal. Chapters written for this test (not taken from ../shared/data).
import { describe, expect, it } from 'vitest';
import { answerFromChapter, buildPassageIndex, processChapterText } from '../src/index';
import { passageSentences } from '../src/retrieval/sentences';

const SKIN = `# The Skin

## Layers of the skin

The skin has two main layers. The epidermis is the outer layer, and the dermis lies beneath it. Below the dermis is the hypodermis, which stores fat.

## Hair

Each hair grows from a follicle in the dermis. Hair grows in cycles of growth and rest.

Glossary

anagen: active phase of the hair growth cycle
apocrine sweat gland: type of sweat gland associated with hair follicles in the armpits
arrector pili: smooth muscle that makes hair stand on end when it contracts
catagen: transitional phase marking the end of the anagen phase of hair growth
dermis: layer of skin between the epidermis and the hypodermis
eccrine sweat gland: type of sweat gland that is common throughout the skin surface and produces watery sweat
epidermis: outermost tissue layer of the skin
telogen: resting phase of the hair growth cycle`;

describe('a glossary is read entry by entry', () => {
  const { passages } = processChapterText({ rawText: SKIN, subject: 'biology' });
  const index = buildPassageIndex(passages);

  it('each entry is a sentence of its own, never a heading, and no passage is the whole glossary run together', () => {
    const glossary = passages.filter((p) => p.text.includes('anagen:'));
    expect(glossary.length).toBeGreaterThan(0);
    const sentences = glossary.flatMap((p) => passageSentences(p.text));
    expect(sentences.map((s) => s.text)).toContain('anagen: active phase of the hair growth cycle');
    expect(sentences.some((s) => s.heading?.includes(':'))).toBe(false);
    for (const s of sentences) expect(s.text.split(':').length).toBeLessThanOrEqual(2);
  });

  it.each([
    ['what is anagen?', /active phase of the hair growth cycle/],
    ['what do eccrine sweat glands produce?', /watery sweat/],
  ])('%s quotes the entry', (question, expected) => {
    const reply = answerFromChapter({ index, question });
    expect(reply.onTopic).toBe(true);
    expect(reply.answer).toMatch(expected);
  });

  it('an entry quoted alone ends with a full stop, and the next entry (another term) is not quoted with it', () => {
    const reply = answerFromChapter({ index, question: 'what is telogen?' });
    expect(reply.answer).toMatch(/^telogen: resting phase of the hair growth cycle\. /);
    expect(reply.answer).not.toMatch(/anagen:|catagen:|dermis:/);
  });

  it('labels ("Note:", "Remember:") and two lines of dialogue are no glossary', () => {
    const text =
      'Friction\n\nNote: read this part slowly and carefully\nRemember: friction always acts against the motion\nWarning: the surface can get very hot\n\nTom: hello there friend, how are\nAnna: you? I am fine, thank you for asking.';
    const { passages: read } = processChapterText({ rawText: text, subject: 'physics' });
    const sentences = read.flatMap((p) => passageSentences(p.text)).map((s) => s.text);
    expect(sentences).toContain('Tom: hello there friend, how are Anna: you?');
    expect(sentences.some((s) => s.startsWith('Note: read this part slowly and carefully Remember:'))).toBe(true);
  });

  it('a line with a colon in running text is not taken for an entry ("Note: ...", a title "Unit 3: Forces")', () => {
    const { passages: plain } = processChapterText({ rawText: 'Unit 3: Forces\n\nNote: read this first. A force is a push or a pull.\nForces change motion.', subject: 'physics' });
    expect(plain.map((p) => p.heading)).toContain('Unit 3: Forces');
    expect(plain.map((p) => p.text).join(' ')).toMatch(/Note: read this first\. A force is a push or a pull\./);
  });
});

describe('a question that names no subject', () => {
  const { passages } = processChapterText({ rawText: SKIN, subject: 'biology' });
  const index = buildPassageIndex(passages);

  it.each(['Which of the following statements is not true?', 'Which of the following is correct?', 'explain it'])('%s: asked what it is about, not refused', (question) => {
    const reply = answerFromChapter({ index, question, chapterTitle: 'The Skin' });
    expect(reply.onTopic).toBe(true);
    expect(reply.answer).toMatch(/^I'm not sure which part of "The Skin" your question is about\./);
    expect(reply.answer).not.toMatch(/goes beyond/);
    expect(reply.citations).toEqual([]);
  });

  it('suggests topics of the chapter, not the headings every chapter has', () => {
    const box = 'Click and Explore\n\nVisit the museum website to see pictures of skin under a microscope.';
    const opening = `Introduction\n\nYour skin is the largest organ of your body.\n\nLearning Objectives\n\nBy the end of this section, you will be able to:\nDescribe the layers of the skin\n\nPart 1\n\nA patient comes to the clinic with a rash.\n\n${box}\n\n${SKIN}\n\n${box}`;
    const chapter = buildPassageIndex(processChapterText({ rawText: opening, subject: 'biology' }).passages);
    const reply = answerFromChapter({ index: chapter, question: 'Which of the following statements is true?', chapterTitle: 'The Skin' });
    expect(reply.answer).toMatch(/"Layers of the skin"/);
    expect(reply.answer).not.toMatch(/"Introduction"|"Learning Objectives"|"Glossary"|"Part 1"|"Click and Explore"/);
  });

  it('a sum or a question about something else is still steered back', () => {
    for (const question of ['solve 3x + 5 = 20', 'who won the world cup in 1998?']) {
      expect(answerFromChapter({ index, question, chapterTitle: 'The Skin' }).onTopic).toBe(false);
    }
  });
});

const HAIR = `# Hair

## Hair and warmth

Each hair root is connected to a small muscle called the arrector pili. When it contracts, the hair stands up and traps a layer of air. In people this shows as goose bumps.

## Skin growths

A wart is a small bump on the skin caused by a virus. Most warts go away on their own.

## Nails

Nails protect the tips of the fingers and toes.`;

// A chapter of full length, where a phrase used once is no subject word of the chapter.
const LAYERS = Array.from(
  { length: 40 },
  (_, i) =>
    `## Layer ${i + 1}\n\nThe epidermis and the dermis hold many kinds of cells, and layer ${i + 1} keeps water in while new cells divide below it. Keratin makes the outer cells tough, and melanin gives the skin its colour. Blood vessels in the dermis bring food and oxygen to the cells above. Sweat glands cool the body when it is warm, and the hypodermis stores fat that keeps heat in. Cells move up through the layers as they age and are shed at the surface.`,
).join('\n\n');

describe('a short question the chapter says in one sentence', () => {
  const index = buildPassageIndex(processChapterText({ rawText: `${HAIR}\n\n${LAYERS}`, subject: 'biology' }).passages);

  it('is about the chapter, however seldom its words are used', () => {
    const reply = answerFromChapter({ index, question: 'why do we get goose bumps?' });
    expect(reply.onTopic).toBe(true);
    expect(reply.answer).toMatch(/goose bumps/);
  });

  it('is answered with that phrase, not with a sentence elsewhere that names part of it ("bump")', () => {
    expect(answerFromChapter({ index, question: 'why do we get goose bumps?' }).answer).not.toMatch(/wart/i);
  });

  it('a question about something else is still steered back', () => {
    for (const question of ['what is the capital of France?', 'how do volcanoes erupt?']) expect(answerFromChapter({ index, question }).onTopic).toBe(false);
  });
});

const SAMPLING = `# Sampling

${Array.from(
  { length: 12 },
  (_, i) =>
    `## Survey ${i + 1}\n\nA town council takes a sample of ${20 + i} homes to ask about the new park. The sample is chosen by street, and each home in the sample gets a form. A larger sample gives a better picture of the town, but a sample costs time to collect.`,
).join('\n\n')}

## Key Terms

Representative Sample: a subset of the population that has the same characteristics as the population
Sample: a subset of the population studied
Simple Random Sampling: a straightforward method for selecting a random sample`;

describe('"what is X?" when X is in every paragraph', () => {
  const index = buildPassageIndex(processChapterText({ rawText: SAMPLING, subject: 'statistics' }).passages);

  it('is answered with the entry that defines X itself, not a longer term ending with it', () => {
    const reply = answerFromChapter({ index, question: 'what is a sample?' });
    expect(reply.answer).toMatch(/^Sample: a subset of the population studied\./);
    expect(reply.answer).not.toMatch(/Representative Sample:|Simple Random Sampling:/);
  });
});
