// Both numbers of a noun borrowed from Latin or Greek stem alike, so a student's singular meets the
// book's plural. A chapter written for this test (not taken from ../shared/data).
import { describe, expect, it } from 'vitest';
import { answerFromChapter, buildPassageIndex, processChapterText } from '../src/index';
import { contentStems, stem } from '../src/text/tokenise';

describe('singular and plural stem alike', () => {
  it.each([
    ['virus', 'viruses'],
    ['fungus', 'fungi'],
    ['nucleus', 'nuclei'],
    ['stimulus', 'stimuli'],
    ['bacterium', 'bacteria'],
    ['phenomenon', 'phenomena'],
    ['alga', 'algae'],
    ['larva', 'larvae'],
    ['analysis', 'analyses'],
    ['hypothesis', 'hypotheses'],
    ['crisis', 'crises'],
    ['matrix', 'matrices'],
    ['census', 'censuses'],
  ])('%s and %s', (singular, plural) => {
    expect(stem(singular)).toBe(stem(plural));
  });

  it("English's own irregular plurals meet their singulars, but 'leaves', 'lives' and 'calves' stay verbs", () => {
    const pairs: Array<[string, string]> = [
      ['woman', 'women'],
      ['child', 'children'],
      ['tooth', 'teeth'],
      ['mouse', 'mice'],
      ['knife', 'knives'],
    ];
    for (const [singular, plural] of pairs) expect(stem(singular)).toBe(stem(plural));
    for (const verb of ['leave', 'live', 'halve', 'shelve', 'calve']) expect(stem(`${verb}s`)).toBe(stem(`${verb}d`));
  });

  it('a noun in -us keeps meeting its verb forms, and -ous adjectives stem as before', () => {
    expect(stem('focus')).toBe(stem('focused'));
    expect(stem('focus')).toBe(stem('focusing'));
    expect(stem('continuous')).toBe(stem('continue'));
    expect(stem('famous')).toBe('famou');
  });

  it('a noun in -sis meets its verb ("diagnosis", "diagnose"; "synthesis", "synthesize")', () => {
    expect(stem('diagnosis')).toBe(stem('diagnose'));
    expect(stem('synthesis')).toBe(stem('synthesize'));
  });

  it('a possessive stems as its noun, also after a noun in -us', () => {
    expect(stem("linnaeus's")).toBe(stem('linnaeus'));
    expect(stem("columbus's")).toBe(stem('columbus'));
    expect(stem("cell's")).toBe(stem('cells'));
  });

  it('words that only look like plurals stay apart and nothing throws on hostile text', () => {
    expect(stem('taxi')).not.toBe(stem('taxus'));
    expect(stem('formula')).toBe(stem('formulae'));
    for (const word of ['constructor', '__proto__', 'hasOwnProperty', 'toString', 'valueOf', 'us', 'sis', 'ae', 'i']) expect(typeof stem(word)).toBe('string');
    expect(contentStems('\u0000virus\uD800 🦠 viruses')).toEqual(['virus', 'virus']);
  });
});

const MICROBES = `# Microbes

## Viruses

Viruses are tiny infectious particles made of genetic material inside a protein coat. They cannot reproduce on their own and must enter a living cell to make copies of themselves.

## Fungi

Fungi include yeasts, molds and mushrooms. They absorb nutrients from dead or living matter around them.

## Bacteria

Bacteria are single cells without a nucleus. Many live in soil and water, and some live in our gut.`;

describe('a student asking in the singular finds the plural in the book', () => {
  const { passages } = processChapterText({ rawText: MICROBES, subject: 'biology' });
  const index = buildPassageIndex(passages);

  it.each([
    ['what is a virus?', /infectious particles/],
    ['what does a fungus absorb?', /absorb nutrients/],
    ['does a bacterium have a nucleus?', /without a nucleus/],
  ])('%s', (question, expected) => {
    const reply = answerFromChapter({ index, question });
    expect(reply.onTopic).toBe(true);
    expect(reply.answer).toMatch(expected);
  });
});
