// What a question's layout says about its subject: part labels "(a) (b)" say nothing, and a formula the
// chapter never writes is no English word to weigh. Small chapters written for this test.
import { describe, expect, it } from 'vitest';
import { answerFromChapter, buildPassageIndex, processChapterText } from '../src/index';
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
