import { contentStems } from '../text/tokenise';
import type { Passage } from '../types';

/** A BM25 index as plain data, so the server can cache it next to the chapter. */
export interface PassageIndex {
  passages: Passage[];
  docs: Array<{ tf: Record<string, number>; length: number }>;
  df: Record<string, number>;
  avgLength: number;
}

export interface RankedPassage {
  passage: Passage;
  score: number;
}

// Standard Okapi BM25 constants; the chapters here are small, so the usual defaults hold.
const K1 = 1.2;
const B = 0.75;
const NEIGHBOUR_SHARE = 0.3;

export function buildPassageIndex(passages: Passage[]): PassageIndex {
  const df: Record<string, number> = Object.create(null);
  let total = 0;
  const docs = passages.map((p) => {
    // The heading is indexed with the text: questions often name the section's topic.
    const stems = contentStems(`${p.heading ?? ''} ${p.text}`);
    const tf: Record<string, number> = Object.create(null);
    for (const s of stems) tf[s] = (tf[s] ?? 0) + 1;
    for (const s of Object.keys(tf)) df[s] = (df[s] ?? 0) + 1;
    total += stems.length;
    return { tf, length: stems.length };
  });
  return { passages, docs, df, avgLength: passages.length ? total / passages.length : 0 };
}

export function idf(index: PassageIndex, term: string): number {
  const n = index.docs.length;
  const d = index.df[term] ?? 0;
  return Math.log(1 + (n - d + 0.5) / (d + 0.5));
}

export function retrievePassages(index: PassageIndex, query: string, k = 3): RankedPassage[] {
  const terms = [...new Set(contentStems(query))];
  const raw = index.docs.map((doc) => {
    let score = 0;
    for (const t of terms) {
      const f = doc.tf[t];
      if (!f) continue;
      const norm = f + K1 * (1 - B + (B * doc.length) / (index.avgLength || 1));
      score += idf(index, t) * ((f * (K1 + 1)) / norm);
    }
    return score;
  });
  // A paragraph often answers a question that its neighbour in the same section sets up
  // ("The Clarks ..." then "When asked to choose the doll ..."), so neighbours lend some score.
  const ranked: RankedPassage[] = [];
  raw.forEach((score, i) => {
    const passage = index.passages[i]!;
    const lend = (j: number) => (index.passages[j]?.heading === passage.heading ? (raw[j] ?? 0) : 0);
    const total = score + NEIGHBOUR_SHARE * (lend(i - 1) + lend(i + 1));
    if (score > 0 || total > 0) ranked.push({ passage, score: total });
  });
  ranked.sort((x, y) => y.score - x.score || x.passage.id - y.passage.id);
  return ranked.slice(0, k);
}
