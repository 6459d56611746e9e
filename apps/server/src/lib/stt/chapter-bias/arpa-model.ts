/**
 * A back-off trigram language model in ARPA text format, computed from sentences of words.
 * Absolute discounting with Katz-style back-off weights: each seen n-gram gives up a fixed
 * discount D, and the freed mass goes to the lower order, so unseen word orders stay possible
 * (students rephrase) while the chapter's own phrasing is strongly preferred.
 */
const BOS = '<s>';
const EOS = '</s>';
const SEP = '\u0001';
const log10 = (p: number) => (p > 0 ? Math.log10(p) : -99).toFixed(6);

type Counts = Map<string, number>;

function count(map: Counts, key: string, by = 1) {
  map.set(key, (map.get(key) ?? 0) + by);
}

/** Ney's estimate D = n1 / (n1 + 2 n2), kept in a sane range for tiny corpora. */
function discountFor(counts: Counts): number {
  let n1 = 0;
  let n2 = 0;
  for (const c of counts.values()) {
    if (c === 1) n1++;
    else if (c === 2) n2++;
  }
  const d = n1 + 2 * n2 > 0 ? n1 / (n1 + 2 * n2) : 0.5;
  return Math.min(0.9, Math.max(0.1, d));
}

function splitLast(key: string): [string, string] {
  const i = key.lastIndexOf(SEP);
  return [key.slice(0, i), key.slice(i + 1)];
}

export interface ArpaModel {
  text: string;
  vocabulary: string[];
  ngramCounts: [number, number, number];
}

export function buildArpaModel(sentences: string[][]): ArpaModel {
  const uni: Counts = new Map();
  const bi: Counts = new Map();
  const tri: Counts = new Map();
  for (const sentence of sentences) {
    const w = [BOS, ...sentence, EOS];
    for (let i = 0; i < w.length; i++) {
      if (w[i] !== BOS) count(uni, w[i]!);
      if (i >= 1) count(bi, `${w[i - 1]}${SEP}${w[i]}`);
      if (i >= 2) count(tri, `${w[i - 2]}${SEP}${w[i - 1]}${SEP}${w[i]}`);
    }
  }
  const vocabulary = [...uni.keys()].filter((w) => w !== EOS).sort();

  // Unigrams: add-half smoothing, so every chapter word keeps a real probability.
  const total = [...uni.values()].reduce((a, b) => a + b, 0);
  const uniVocab = uni.size;
  const pUni = new Map<string, number>();
  for (const [w, c] of uni) pUni.set(w, (c + 0.5) / (total + 0.5 * uniVocab));

  // Context totals and seen followers for each order.
  const contextTotals = (counts: Counts) => {
    const totals: Counts = new Map();
    for (const [key, c] of counts) count(totals, splitLast(key)[0], c);
    return totals;
  };
  const biContext = contextTotals(bi);
  const triContext = contextTotals(tri);
  const d2 = discountFor(bi);
  const d3 = discountFor(tri);

  const pBi = new Map<string, number>();
  for (const [key, c] of bi) pBi.set(key, (c - d2) / biContext.get(splitLast(key)[0])!);
  const pTri = new Map<string, number>();
  for (const [key, c] of tri) pTri.set(key, (c - d3) / triContext.get(splitLast(key)[0])!);

  // Back-off weight of a context: the mass it left unused, spread over the lower order's
  // probabilities of the words it never saw.
  const alphaBi = new Map<string, number>();
  {
    const seenMass: Counts = new Map();
    const lowerMass: Counts = new Map();
    for (const [key, p] of pBi) {
      const [h, w] = splitLast(key);
      count(seenMass, h, p);
      count(lowerMass, h, pUni.get(w) ?? 0);
    }
    for (const [h, seen] of seenMass) alphaBi.set(h, (1 - seen) / Math.max(1e-9, 1 - lowerMass.get(h)!));
  }
  const bigramBackoffProb = (h: string, w: string) => pBi.get(`${h}${SEP}${w}`) ?? (alphaBi.get(h) ?? 1) * (pUni.get(w) ?? 0);
  const alphaTri = new Map<string, number>();
  {
    const seenMass: Counts = new Map();
    const lowerMass: Counts = new Map();
    for (const [key, p] of pTri) {
      const [h, w] = splitLast(key);
      const h2 = h.slice(h.indexOf(SEP) + 1);
      count(seenMass, h, p);
      count(lowerMass, h, bigramBackoffProb(h2, w));
    }
    for (const [h, seen] of seenMass) alphaTri.set(h, (1 - seen) / Math.max(1e-9, 1 - lowerMass.get(h)!));
  }

  const lines: string[] = ['\\data\\', `ngram 1=${uni.size + 1}`, `ngram 2=${pBi.size}`, `ngram 3=${pTri.size}`, ''];
  lines.push('\\1-grams:');
  lines.push(`-99.000000\t${BOS}\t${log10(alphaBi.get(BOS) ?? 1)}`);
  for (const w of [...uni.keys()].sort()) {
    const alpha = alphaBi.get(w);
    lines.push(`${log10(pUni.get(w)!)}\t${w}${alpha === undefined ? '' : `\t${log10(alpha)}`}`);
  }
  lines.push('', '\\2-grams:');
  for (const [key, p] of pBi) {
    const alpha = alphaTri.get(key);
    lines.push(`${log10(p)}\t${key.split(SEP).join(' ')}${alpha === undefined ? '' : `\t${log10(alpha)}`}`);
  }
  lines.push('', '\\3-grams:');
  for (const [key, p] of pTri) lines.push(`${log10(p)}\t${key.split(SEP).join(' ')}`);
  lines.push('', '\\end\\', '');
  return { text: lines.join('\n'), vocabulary, ngramCounts: [uni.size + 1, pBi.size, pTri.size] };
}
