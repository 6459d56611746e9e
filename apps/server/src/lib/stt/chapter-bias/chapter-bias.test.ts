import { describe, expect, it } from 'vitest';
import { buildArpaModel } from './arpa-model';
import { buildChapterDictionary, parseDictionary } from './pronunciations';
import { letterToSound } from './letter-to-sound';
import { spokenSentences, spokenWords } from './spoken-words';
import { keyTerms, studentPhrases } from './student-phrases';

/** Reads an ARPA text back into log10 probabilities and back-off weights. */
function parseArpa(text: string) {
  const prob = new Map<string, number>();
  const backoff = new Map<string, number>();
  for (const line of text.split('\n')) {
    const parts = line.split('\t');
    if (parts.length < 2 || line.startsWith('\\') || line.startsWith('ngram')) continue;
    prob.set(parts[1]!, Number(parts[0]));
    if (parts[2] !== undefined) backoff.set(parts[1]!, Number(parts[2]));
  }
  return { prob, backoff };
}

describe('spoken words', () => {
  it('says numbers, decimals, percentages and years the way people do', () => {
    expect(spokenWords('A distance of 439 miles')).toEqual(['a', 'distance', 'of', 'four', 'hundred', 'thirty', 'nine', 'miles']);
    expect(spokenWords('1.5 m and 50%')).toEqual(['one', 'point', 'five', 'meters', 'and', 'fifty', 'percent']);
    expect(spokenWords('In 1905, Einstein')).toEqual(['in', 'nineteen', 'oh', 'five', 'einstein']);
    expect(spokenWords('3 km plus 2 km at 5 m/s, 9.8 m/s^2 or 60 mph')).toEqual(
      'three kilometers plus two kilometers at five meters per second nine point eight meters per second squared or sixty miles per hour'.split(' '),
    );
    expect(spokenWords("The object's speed isn't 2,000 km")).toEqual(['the', "object's", 'speed', "isn't", 'two', 'thousand', 'kilometers']);
  });

  it('splits sentences at end punctuation and line breaks', () => {
    expect(spokenSentences('Speed is a scalar. Velocity is a vector!\nDisplacement')).toEqual([['speed', 'is', 'a', 'scalar'], ['velocity', 'is', 'a', 'vector'], ['displacement']]);
  });
});

describe('ARPA trigram model', () => {
  const sentences = spokenSentences('Speed is a scalar. Velocity is a vector. Displacement is a vector. Distance is a scalar. ' + 'The velocity of the car is constant. The speed of the car changes.');
  const model = buildArpaModel(sentences);
  const { prob, backoff } = parseArpa(model.text);
  const vocab = [...model.vocabulary, '</s>'];

  const p = (h: string[], w: string): number => {
    const key = [...h, w].join(' ');
    if (prob.has(key) && h.length > 0) return 10 ** prob.get(key)!;
    if (h.length === 0) return 10 ** prob.get(w)!;
    return 10 ** (backoff.get(h.join(' ')) ?? 0) * p(h.slice(1), w);
  };

  it('declares the counts it lists and includes every word', () => {
    expect(model.text).toContain(`ngram 1=${model.ngramCounts[0]}`);
    expect(model.vocabulary).toEqual(expect.arrayContaining(['speed', 'velocity', 'displacement', 'scalar', 'vector']));
    expect(model.text).toMatch(/\\end\\\n$/);
  });

  it('is a proper distribution after every history (back-off weights normalise)', () => {
    for (const history of [[], ['is'], ['<s>'], ['is', 'a'], ['the', 'velocity'], ['car', 'is'], ['vector']]) {
      const total = vocab.reduce((sum, w) => sum + p(history, w), 0);
      expect(total, `history "${history.join(' ')}"`).toBeCloseTo(1, 4);
    }
  });

  it('prefers the chapter phrasing but keeps unseen orders possible', () => {
    expect(p(['is', 'a'], 'scalar')).toBeGreaterThan(p(['is', 'a'], 'car'));
    expect(p(['is', 'a'], 'car')).toBeGreaterThan(0);
  });
});

describe('chapter dictionary', () => {
  const cmu = parseDictionary('speed S P IY D\nvelocity V AH L AA S AH T IY\nread R EH D\nread(2) R IY D\nbook B UH K\nshelf SH EH L F\n');

  it('keeps only the chapter words, with every variant', () => {
    const d = buildChapterDictionary(['read', 'speed'], cmu);
    expect(d.text).toBe('read R EH D\nread(2) R IY D\nspeed S P IY D\n');
    expect(d.guessed).toEqual([]);
  });

  it('guesses words cmudict lacks: possessives from the stem, compounds, then spelling rules', () => {
    const d = buildChapterDictionary(["velocity's", 'bookshelf', 'kinematics'], cmu);
    expect(d.text).toContain("velocity's V AH L AA S AH T IY Z");
    expect(d.text).toContain('bookshelf B UH K SH EH L F');
    expect(d.text).toContain('kinematics K IH N EH M AE T IH K S');
    expect(d.guessed).toEqual(['bookshelf', 'kinematics']);
  });

  it('spells out with the acoustic model phones only', () => {
    const phones = new Set('AA AE AH AO AW AY B CH D DH EH ER EY F G HH IH IY JH K L M N NG OW OY P R S SH T TH UH UW V W Y Z ZH'.split(' '));
    for (const word of ['photosynthesis', 'chlorophyll', 'maglev', 'quixotic', 'xylem', 'tintoretto']) {
      for (const phone of letterToSound(word).split(' ')) expect(phones.has(phone), `${word}: ${phone}`).toBe(true);
    }
  });
});

describe('student phrases', () => {
  it('asks about the chapter key terms', () => {
    const sentences = spokenSentences('Displacement is a vector. Displacement differs from distance. Distance is a scalar. Distance is long.');
    expect(keyTerms(sentences)).toEqual(['distance', 'displacement']);
    const phrases = studentPhrases(sentences).map((p) => p.join(' '));
    expect(phrases).toContain('what is displacement');
    expect(phrases).toContain('what is the difference between displacement and distance');
    expect(phrases).toContain('twelve');
  });
});
