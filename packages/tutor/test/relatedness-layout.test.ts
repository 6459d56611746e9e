// What a question's layout says about its subject: part labels "(a) (b)" say nothing, and a formula the
// chapter never writes is no English word to weigh. Small chapters written for this test.
import { describe, expect, it } from 'vitest';
import { answerFromChapter, buildPassageIndex, processChapterText } from '../src/index';
import { withoutAddresses } from '../src/retrieval/passage-index';
import { stem } from '../src/text/tokenise';
import { generalRarity } from '../src/text/word-frequency';

const SKIN = `# The Skin

## Layers of the skin

The skin has two main layers (Figure 5.2 a and b). The epidermis is the thin outer layer (Figure 5.2 a). The dermis is the thick inner layer (Figure 5.2 b). Hair follicles sit in the dermis (Figure 5.3 b). Sweat glands open on the epidermis (Figure 5.3 c).

## Colour of the skin

Melanin gives the skin its colour (Figure 5.4 b). Cells called melanocytes make melanin in the epidermis (Figure 5.4 c). Sunlight makes the melanocytes work harder, so the skin darkens (Figure 5.5 b).
`;

const MOLAR_MASS = `# Molar Mass

## The mole

A mole is an amount of substance. The molar mass of a compound is the mass of one mole of it, in grams per mole. To find the molar mass of a compound, add the molar masses of the atoms in its formula. Water, H2O, has a molar mass of 18.02 g/mol.

## Percent composition

The percent composition of a compound is the share of its mass that each element makes up. The molar mass gives it: divide the mass of each element in one mole by the molar mass of the compound.
`;

const index = (text: string) => buildPassageIndex(processChapterText({ rawText: text, subject: 'test' }).passages);

describe('a question in parts', () => {
  it('is not about a chapter just because the chapter labels its figures "b" and "c"', () => {
    const question = 'Compare the three: (a) a sprinter (b) a marathon runner (c) a swimmer.';
    expect(answerFromChapter({ index: index(SKIN), question }).onTopic).toBe(false);
  });

  it('is about the chapter that uses its words, however many formulas the parts hold', () => {
    const question = 'Calculate the molar mass of each of the following: (a) C2HBrClF3 (b) C12H14N2Cl2 (c) C8H10N4O2 (d) C17H35CO2Na (e) C6H2(CH3)(NO2)3 (f) Al2(SO4)3';
    const reply = answerFromChapter({ index: index(MOLAR_MASS), question });
    expect(reply.onTopic).toBe(true);
    expect(reply.answer).toMatch(/molar mass/);
  });

  it('survives hostile labels', () => {
    for (const question of ['(a) (b) (c)', '(constructor) (__proto__) \u0000 \ud800 😀', '(a)'.repeat(20_000)]) {
      expect(() => answerFromChapter({ index: index(SKIN), question })).not.toThrow();
    }
  });
});

describe('general English', () => {
  it('knows irregular forms as their verb: "shown" and "stuck" are everyday words, not a subject', () => {
    expect(generalRarity(stem('shown'))).toBeCloseTo(generalRarity(stem('show')), 5);
    expect(generalRarity(stem('stuck'))).toBeCloseTo(generalRarity(stem('stick')), 5);
    expect(generalRarity(stem('shown'))).toBeLessThan(generalRarity(stem('melanocyte')));
  });
});

describe('a question that gives a web address', () => {
  it('is weighed by its words, not by the address it sends the student to', () => {
    for (const question of [
      'See http://dermnetnz.org/topics/melasma-lentigines-ephelides-vitiligo-poikiloderma. Why does the skin darken?',
      'Visit www.aad.org/public/diseases/color-problems/melasma-vitiligo-ephelides to learn why skin darkens.',
      'Why does skin darken? dermnetnz.org/topics/melasma-lentigines-ephelides-vitiligo-poikiloderma-acanthosis-nigricans',
    ]) {
      const reply = answerFromChapter({ index: index(SKIN), question });
      expect(reply.onTopic, question).toBe(true);
      expect(reply.answer).toMatch(/melanocytes/);
    }
  });

  it('drops web and e-mail addresses but keeps a company named by its domain', () => {
    expect(withoutAddresses('Visit PETA, http://peta.org, and www.greenmoneyjournal.com or thecro.com/list; mail help@school.org')).not.toMatch(/peta\.org|greenmoney|thecro|school\.org/);
    expect(withoutAddresses('Amazon.com sells books')).toBe('Amazon.com sells books');
    expect(withoutAddresses('The U.S. economy, e.g. Fig. 2.1, at 3.5 m/s')).toBe('The U.S. economy, e.g. Fig. 2.1, at 3.5 m/s');
  });

  it('survives hostile addresses', () => {
    // Long runs that make a careless pattern retry from every position (seconds each, once).
    const runs = ['a.'.repeat(50_000), 'a-'.repeat(50_000), '.'.repeat(100_000) + 'a', ')'.repeat(100_000) + 'x', 'a'.repeat(50_000) + '@' + 'b.'.repeat(25_000)];
    for (const text of ['http://' + 'a.'.repeat(50_000) + 'com', 'x@'.repeat(30_000), 'www.constructor.__proto__.org \u0000 \ud800 😀', '.com'.repeat(20_000), ...runs]) {
      expect(typeof withoutAddresses(text)).toBe('string');
      expect(() => answerFromChapter({ index: index(SKIN), question: text })).not.toThrow();
    }
  });
});
