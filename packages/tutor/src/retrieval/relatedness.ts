// Is a question about this chapter? Refusing a real on-topic question is a defect, so a question
// counts as on topic when it uses one of the chapter's own subject words, or when one passage
// holds most of its uncommon words. General English frequencies (text/word-frequency.ts) tell
// a subject word ("velocity", "stimulus") from an everyday one ("throw", "bird").
import { contentStems } from '../text/tokenise';
import { generalRarity } from '../text/word-frequency';
import { countIn, type PassageIndex } from './passage-index';

// Words of asking and of exam wording: they say how something is asked, not what about.
const ASKING = new Set(
  contentStems(
    'explain describe define definition mean meaning tell example examples formula equation calculate work difference compare comparison following best statement true false correct incorrect describes explains word term called name list identify give show help understand simple simply question answer chapter book please know want like need use used using way ways kind type types part',
  ),
);

/** A subject word: this many times more frequent in the chapter than in general English (log scale). */
const SALIENT = 2.2;
/** A subject word must occur at least this often in the chapter. */
const MIN_CHAPTER_COUNT = 3;
/** Uncommon word: rarer in general English than this (log of the inverse frequency). */
const UNCOMMON = 8;
/** Share of the question's uncommon words one passage must hold. */
const ONE_PASSAGE_SHARE = 0.6;

interface ChapterCounts {
  counts: Map<string, number>;
  total: number;
}

const chapterCounts = new WeakMap<PassageIndex, ChapterCounts>();

function countsOf(index: PassageIndex): ChapterCounts {
  let found = chapterCounts.get(index);
  if (!found) {
    const counts = new Map<string, number>();
    let total = 0;
    for (const doc of index.docs) {
      for (const [s, n] of Object.entries(doc.tf)) {
        if (typeof n !== 'number') continue;
        counts.set(s, (counts.get(s) ?? 0) + n);
        total += n;
      }
      for (const [s, n] of Object.entries(doc.head)) counts.set(s, (counts.get(s) ?? 0) + n);
    }
    found = { counts, total };
    chapterCounts.set(index, found);
  }
  return found;
}

/** How much more often the chapter uses the word than general English does (log ratio); 0 for rare use. */
export function salience(index: PassageIndex, stemmed: string): number {
  const { counts, total } = countsOf(index);
  const n = counts.get(stemmed) ?? 0;
  if (n < MIN_CHAPTER_COUNT || !total) return 0;
  return Math.log(n / total) + generalRarity(stemmed);
}

/** The best single passage's share of the question's uncommon words (weighted by rarity). */
function onePassageShare(index: PassageIndex, stems: string[]): number {
  const uncommon = stems.map((s) => [s, generalRarity(s)] as const).filter(([, w]) => w >= UNCOMMON);
  const total = uncommon.reduce((sum, [, w]) => sum + w, 0);
  if (!total) return 0;
  let best = 0;
  for (const doc of index.docs) {
    let held = 0;
    for (const [s, w] of uncommon) if (countIn(doc.tf, s) || countIn(doc.head, s)) held += w;
    best = Math.max(best, held);
  }
  return best / total;
}

/** The stems that say what a question is about (no numbers, no words of asking). */
export function subjectStems(stems: string[]): string[] {
  return stems.filter((s) => !/^\d/.test(s) && !ASKING.has(s));
}

/**
 * On topic when the question uses a subject word of the chapter or one passage holds most of its
 * uncommon words, and, when the student names what they ask about ("what is a delta?"), the
 * chapter uses that name.
 */
export function isAboutChapter(index: PassageIndex, stems: string[], topicStems: string[]): boolean {
  const topic = subjectStems(topicStems);
  if (topic.length && !topic.some((s) => countIn(index.df, s) > 0)) return false;
  const subject = subjectStems(stems);
  if (!subject.length) return stems.length > 0;
  if (subject.some((s) => salience(index, s) >= SALIENT)) return true;
  return onePassageShare(index, subject) >= ONE_PASSAGE_SHARE;
}
