import { describe, expect, it } from 'vitest';
import { extractFeatures, FEATURE_NAMES } from '../src/grading/answer-features';
import { boostedProbability, ensembleProbability, type BoostedTrees } from '../src/grading/boosted-trees';
import { conceptFeatures, CONCEPT_FEATURE_NAMES, idfFrom, wordAlignment } from '../src/grading/concept-features';

const feature = (features: number[], name: (typeof FEATURE_NAMES)[number]) => features[FEATURE_NAMES.indexOf(name)]!;
const question = 'Why did the water level in the dish go down after a day in the sun?';
const references = ['The water evaporated because the sun heated it.'];

describe('answer features', () => {
  it('gives no credit for words that only repeat the question', () => {
    const { features } = extractFeatures({ question, references, student: 'The water in the dish and the sun.' });
    expect(feature(features, 'recallAll')).toBeGreaterThan(0);
    expect(feature(features, 'recallNew')).toBe(0);
    expect(feature(features, 'questionShare')).toBe(1);
  });

  it('matches misspelt and inflected words softly', () => {
    const misspelt = extractFeatures({ question, references, student: 'it evaperated becuse the sun heatted it' }).features;
    expect(feature(misspelt, 'recallNewExact')).toBeLessThan(feature(misspelt, 'softRecallNew'));
    expect(feature(misspelt, 'softRecallNew')).toBeGreaterThan(0.5);
  });

  it('sees a flipped negation, a missing reason and word order', () => {
    const refs = ['Terminal 1 is not connected to the positive terminal because there is a gap'];
    const flipped = extractFeatures({ question: 'Why is the voltage 1.5?', references: refs, student: 'terminal 1 is connected to the positive terminal' }).features;
    expect(feature(flipped, 'negationMismatch')).toBe(1);
    expect(feature(flipped, 'causalMissing')).toBe(1);
    const shuffled = extractFeatures({ question: 'Why is the voltage 1.5?', references: refs, student: 'gap positive terminal connected terminal 1 not because' }).features;
    expect(feature(shuffled, 'bigramRecall')).toBeLessThan(feature(flipped, 'bigramRecall'));
  });

  it('compares with the closest of several references', () => {
    const { reference } = extractFeatures({ question: 'Why is there no voltage?', references: ['Terminals 1 and 2 are connected', 'There is no gap between them'], student: 'there is no gap' });
    expect(reference).toBe('There is no gap between them');
  });

  it('has one value per feature name, all finite', () => {
    const { features } = extractFeatures({ question, references, student: '' });
    expect(features).toHaveLength(FEATURE_NAMES.length);
    expect(features.every(Number.isFinite)).toBe(true);
  });
});

describe('key-concept features', () => {
  const concept = (features: number[], name: (typeof CONCEPT_FEATURE_NAMES)[number]) => features[CONCEPT_FEATURE_NAMES.indexOf(name)]!;
  // "energi" is in every reference of the table, "evapor" in one: saying the rare word counts more.
  const idf = idfFrom({ questions: 10, df: { energi: 10, evapor: 1 } });
  const reference = ['Energy makes the water evaporate.'];

  it('weighs the reference words by how rare they are across reference answers', () => {
    const rare = conceptFeatures('What happened to the dish?', reference, 'the water evaporated', idf);
    const common = conceptFeatures('What happened to the dish?', reference, 'energy was in the water', idf);
    expect(concept(rare, 'idfRecallNew')).toBeGreaterThan(concept(common, 'idfRecallNew'));
    expect(concept(rare, 'unalignedIdf')).toBeLessThan(concept(common, 'unalignedIdf'));
  });

  it('leaves a training question out of its own IDF, as if the table had been built without it', () => {
    const table = { questions: 10, df: { evapor: 1, energi: 10 } };
    const withoutIt = idfFrom({ questions: 9, df: { energi: 9 } });
    const leftOut = idfFrom(table, new Set(['evapor', 'energi']));
    expect(leftOut('evapor')).toBeCloseTo(withoutIt('evapor'));
    expect(leftOut('energi')).toBeCloseTo(withoutIt('energi'));
  });

  it('aligns stems, synonyms and misspellings, and nothing else', () => {
    expect(wordAlignment('evapor', 'evapor')).toBe(1);
    expect(wordAlignment('evapor', 'evaper')).toBeGreaterThan(0.5);
    expect(wordAlignment('evapor', 'bulb')).toBe(0);
    const features = conceptFeatures('Why?', reference, '', idf);
    expect(features).toHaveLength(CONCEPT_FEATURE_NAMES.length);
    expect(features.every(Number.isFinite)).toBe(true);
  });
});

describe('boosted trees', () => {
  const model: BoostedTrees = { base: 0, rate: 1, trees: [{ f: 0, t: 0.5, l: { f: 1, t: 0.5, v: [-2, -1] }, r: { f: 1, t: 0.5, v: [1, 2] } }] };

  it('walks both levels of each tree and averages a bag', () => {
    expect(boostedProbability(model, [0, 0])).toBeCloseTo(1 / (1 + Math.exp(2)));
    expect(boostedProbability(model, [1, 1])).toBeCloseTo(1 / (1 + Math.exp(-2)));
    expect(ensembleProbability([model, { ...model, trees: [] }], [1, 1])).toBeCloseTo((1 / (1 + Math.exp(-2)) + 0.5) / 2);
  });
});
