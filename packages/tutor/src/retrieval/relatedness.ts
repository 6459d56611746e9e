// Is a question about this chapter? The question's words (spelling already matched to the chapter)
// are weighted by how specific they are in general English, and the chapter covers the question when
// a fair share of that weight falls on its own subject words. General English frequencies (text/word-frequency.ts) tell
// a subject word ("velocity", "stimulus") from an everyday one ("throw", "bird").
import { TEACHING_HEADINGS } from '../text/operator-words';
import { contentStems } from '../text/tokenise';
import { generalRarity } from '../text/word-frequency';
import { ASKING_WORDS, countIn, type PassageIndex } from './passage-index';
import { perIndex } from './per-index';

// Words of asking and of exam wording: they say how something is asked, not what about.
const ASKING = new Set(
  contentStems(
    `${ASKING_WORDS} solve determine describe example examples formula equation calculate work difference compare comparison following best statement true false correct incorrect describes explains word term called name list identify give show understand question answer know want important importance like need use used using way ways kind type types part`,
  ),
);

/** Salience (log ratio) at which a word counts fully as one of the chapter's subject words. */
const FULLY_SALIENT = 3;
/**
 * A subject word must occur at least this often in a chapter of full length; a short chapter (a
 * page of notes) says each thing once, so there the bar falls to one use per this many words.
 */
const MIN_CHAPTER_COUNT = 3;
const WORDS_PER_REQUIRED_USE = 1500;
/** A word's weight is its rarity in general English, capped: an unknown word weighs no more than a rare one. */
const MAX_WEIGHT = 10;
/**
 * A single letter is a symbol, a unit or a label ("from 40 to 70 s", "x"): what it stands for is the book's
 * own, and general English never counted it, so in a question it weighs as an everyday word, not as the rarest.
 */
const SYMBOL_WEIGHT = 6;
/**
 * The decision's thresholds in one object, so scripts/lobo.ts can vary them (leave-one-book-out).
 * On topic when `subjectShare` of the question's (weighted) words are the chapter's subject words, or
 * when the chapter uses `coveredShare` of them, one of them is at least a little salient, and (below) the
 * question names a central word of the chapter or one passage gathers `gatheredShare` of its weight.
 */
export const RELATEDNESS = {
  subjectShare: 0.25,
  coveredShare: 0.7,
  someSalience: 1,
  /**
   * ...and, in that second way, one of them is a word the chapter keeps coming back to, or one passage
   * gathers this share of the question's weight: another book's question finds its words, when at all,
   * scattered over the chapter ("molar" in a passage on teeth, "mass" in one on brains).
   */
  gatheredShare: 0.4,
  /** A word the chapter keeps coming back to: used at least once per this many of its words... */
  wordsPerCentralUse: 1000,
  /** ...and at least e^this (about 7) times as often as in general English ("pressure" in a chapter on gases). */
  centralSalience: 2,
};
/** A named topic this rare in general English (log inverse frequency)... */
const SPECIFIC_TOPIC = 8;
/** ...and this many times more frequent in the chapter (log ratio, however few its uses) is the chapter's subject. */
const TOPIC_SALIENCE = 3;

/**
 * A long question (a word problem with its story) spreads its weight over everyday words, so no
 * share reaches the bar: with at least LONG_QUESTION subject words, STRONG_WORDS of them used at
 * least e^STRONG_SALIENCE (about 55) times more often in the chapter than in general English settle
 * it. Chosen by leave-one-book-out cross-validation (packages/tutor/README.md, "On topic or not").
 */
const LONG_QUESTION = 20;
const STRONG_SALIENCE = 4;
const STRONG_WORDS = 3;

/**
 * A word general English hardly knows (tagged at most twice in the corpus: log inverse frequency this
 * high). When the chapter uses every word of a question and one of them is such a word, the chapter
 * covers it however everyday its other words ("How many heartbeats are there in a lifetime?" in a
 * chapter on estimating): another book's question seldom has all its words in the chapter, rare ones
 * included. Measured on the development chapters: 2 of 19 refusals answered, 3 of 7,604 other books'
 * questions no longer called off-topic.
 */
const HARDLY_KNOWN = 11;

interface ChapterCounts {
  counts: Map<string, number>;
  total: number;
}

const countsOf = perIndex((index): ChapterCounts => {
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
  return { counts, total };
});

/** How much more often the chapter uses the word than general English does (log ratio); 0 below `minCount` uses. */
export function salience(index: PassageIndex, stemmed: string, minCount?: number): number {
  const { counts, total } = countsOf(index);
  minCount ??= Math.min(MIN_CHAPTER_COUNT, Math.round(total / WORDS_PER_REQUIRED_USE));
  const n = counts.get(stemmed) ?? 0;
  if (n < Math.max(1, minCount) || !total) return 0;
  return Math.log(n / total) + generalRarity(stemmed);
}

export interface Coverage {
  /** Share of the question's words (weighted by rarity) the chapter uses at all. */
  used: number;
  /** Share of them that are the chapter's subject words, each counted by how salient it is (0 to 1). */
  subject: number;
  /** The most salient of the question's words. */
  topSalience: number;
}

/** A word's weight in a question: its rarity in general English, capped (a single letter as an everyday word). */
const weightOf = (s: string) => Math.min(generalRarity(s), s.length === 1 ? SYMBOL_WEIGHT : MAX_WEIGHT);

/** The question names a word the chapter keeps coming back to (RELATEDNESS.wordsPerCentralUse). */
function namesACentralWord(index: PassageIndex, subject: string[]): boolean {
  const { counts, total } = countsOf(index);
  const minCount = Math.max(MIN_CHAPTER_COUNT, total / RELATEDNESS.wordsPerCentralUse);
  return subject.some((s) => (counts.get(s) ?? 0) >= minCount && salience(index, s) >= RELATEDNESS.centralSalience);
}

/** The largest share of the question's weight that one passage (its text and headings) holds. */
function gatheredShare(index: PassageIndex, subject: string[]): number {
  const weights = subject.map(weightOf);
  const total = weights.reduce((sum, w) => sum + w, 0);
  let best = 0;
  for (const doc of index.docs) {
    let held = 0;
    subject.forEach((s, i) => {
      if (countIn(doc.tf, s) > 0 || countIn(doc.head, s) > 0) held += weights[i]!;
    });
    best = Math.max(best, held);
  }
  return total ? best / total : 0;
}

/** How far the chapter covers a question's subject words, each weighted by how specific it is. */
export function coverage(index: PassageIndex, subject: string[]): Coverage {
  let total = 0;
  let used = 0;
  let salient = 0;
  let topSalience = 0;
  for (const s of subject) {
    const w = weightOf(s);
    const z = salience(index, s);
    total += w;
    if (countIn(index.df, s) > 0) used += w;
    salient += w * Math.min(1, Math.max(0, z) / FULLY_SALIENT);
    topSalience = Math.max(topSalience, z);
  }
  return total ? { used: used / total, subject: salient / total, topSalience } : { used: 0, subject: 0, topSalience: 0 };
}

/** Nothing but words of asking and of exam wording ("Which of the following statements is not true?"): no subject, not even a number. */
export function namesNoSubject(stems: string[]): boolean {
  return stems.every((s) => ASKING.has(s));
}

/** Some sentence of the chapter holds every one of the stems ("goose bumps", "arrector pili contracts"). */
function saysTogether(index: PassageIndex, stems: string[]): boolean {
  return index.docs.some((doc) => doc.sentences.some((sentence) => stems.every((s) => sentence.includes(s))));
}

interface DefinedTerms {
  /** Every term the chapter defines, as stems joined by spaces ("commun", "oper definit"). */
  all: Set<string>;
  /** Those with a word general English hardly knows, as stems. */
  rare: string[][];
}

/** The terms the chapter's sentences define, read once per chapter (every question asks). */
const definedTermsOf = perIndex((index): DefinedTerms => {
  const all = new Set(index.docs.flatMap((doc) => doc.terms ?? []));
  return { all, rare: [...all].map((term) => term.split(' ')).filter((stems) => stems.some((s) => generalRarity(s) >= HARDLY_KNOWN)) };
});

/** Some sentence of the chapter defines the term (stems joined by spaces: "commun", "oper definit"). */
function definesTerm(index: PassageIndex, term: string): boolean {
  return definedTermsOf(index).all.has(term);
}

/**
 * The chapter defines the asked topic, words of asking included: "work" in "what is work?" (a physics
 * chapter's "Work is the energy transferred ..."), "operational definition", "type specimen".
 */
export function chapterDefines(index: PassageIndex, topicStems: string[]): boolean {
  return topicStems.length > 0 && definesTerm(index, topicStems.join(' '));
}

/**
 * The question names a term the chapter defines, one of whose words general English hardly knows: another
 * book's question seldom does. An everyday term ("community") is settled only when named as the topic.
 */
function namesARareDefinedTerm(index: PassageIndex, subject: string[]): boolean {
  const asked = new Set(subject);
  return definedTermsOf(index).rare.some((stems) => stems.every((s) => asked.has(s)));
}

const TEACHING_STEMS = TEACHING_HEADINGS.map(({ operation, words }) => ({ operation, stems: contentStems(words.join(' ')) }));

/** A section's number before its title ("1.4 Divide Whole Numbers"). */
const SECTION_NUMBER = /^\s*\d+(?:\.\d+)*\.?\s+/;

/**
 * The operations the chapter's headings name, read once per chapter. Only passages' own headings count,
 * without their section number: a heading inside a passage's text may be a step of a worked example, as is
 * a heading with a number in its title ("Divide (16,325 m)/(70 s)").
 */
const taughtOperations = perIndex((index) => {
  const taught = new Set<string>();
  const titles = new Set(index.passages.map((p) => (p.heading ?? '').replace(SECTION_NUMBER, '')));
  for (const title of titles) {
    if (!title || /\d/.test(title)) continue;
    const words = contentStems(title);
    for (const { operation, stems } of TEACHING_STEMS) if (stems.every((s) => words.includes(s))) taught.add(operation);
  }
  return taught;
});

/**
 * The chapter teaches an operation the question writes as symbols ("85 ÷ 5", "(13)(7)", "Solve: 8m + 9 =
 * 5m"): a heading names it ("Divide Whole Numbers", "Solve Equations Using ..."), and, for arithmetic, its
 * headings name two operations or more. One heading alone is no lesson in arithmetic: "Cell Division",
 * "Division of Labour", "Addition Reactions". A chapter that only calculates along the way (a gas law's
 * ratio) names none.
 */
export function teachesOperation(index: PassageIndex, operationStems: string[]): boolean {
  const taught = taughtOperations(index);
  const arithmetic = [...taught].filter((operation) => operation !== 'solve').length >= 2;
  const asked = new Set(TEACHING_STEMS.filter(({ stems }) => stems.every((s) => operationStems.includes(s))).map(({ operation }) => operation));
  return [...asked].some((operation) => taught.has(operation) && (operation === 'solve' || arithmetic));
}

/** The chapter uses every word the question asks about ("simplify" in "Simplify 85 ÷ 5"); numbers are no words. */
export function usesEverySubjectWord(index: PassageIndex, stems: string[]): boolean {
  return subjectStems(stems).every((s) => countIn(index.df, s) > 0);
}

/** The stems that say what a question is about (no numbers, no words of asking). */
export function subjectStems(stems: string[]): string[] {
  return stems.filter((s) => !/^\d/.test(s) && !ASKING.has(s));
}

/**
 * When the student names what they ask about ("what is a delta?"), the chapter must use that name
 * (every specific word of it), and a specific name it uses often for its length settles it. Otherwise on topic when enough of
 * the question's words are the chapter's subject words, or the chapter uses most of them, one is its own,
 * and they are not scattered over the chapter. Thresholds: packages/tutor/README.md, "On topic or not".
 */
export function isAboutChapter(index: PassageIndex, stems: string[], topicStems: string[]): boolean {
  if (chapterDefines(index, topicStems)) return true;
  const topic = subjectStems(topicStems);
  const specific = topic.filter((s) => generalRarity(s) >= SPECIFIC_TOPIC);
  const used = (s: string) => countIn(index.df, s) > 0;
  // "cognitive dissonance" is not covered by a chapter that says "cognitive" but never "dissonance".
  if (topic.length && (!topic.some(used) || !specific.every(used))) return false;
  // "What does community mean?" where the chapter says "A community is ...": a term it defines is its subject, however everyday the word.
  if (topic.length && definesTerm(index, topic.join(' '))) return true;
  if (specific.length && topic.every(used) && specific.every((s) => salience(index, s, 1) >= TOPIC_SALIENCE)) return true;
  const subject = subjectStems(stems);
  if (!subject.length) return false;
  // "pleura?", "why is community important?": all the question names is a term the chapter defines.
  if (definesTerm(index, subject.join(' '))) return true;
  // "Why is the hyponychium important?" where the chapter says "The hyponychium is ..." once: a term it defines, in words general English hardly knows.
  if (namesARareDefinedTerm(index, subject)) return true;
  if (subject.length >= 2 && subject.every(used) && subject.some((s) => generalRarity(s) >= HARDLY_KNOWN)) return true;
  // "Why do we get goose bumps?": a chapter that says its words together in one sentence covers it, however seldom.
  if (subject.length >= 2 && saysTogether(index, subject)) return true;
  if (subject.length >= LONG_QUESTION && subject.filter((s) => salience(index, s) >= STRONG_SALIENCE).length >= STRONG_WORDS) return true;
  // A formula or code the chapter never writes ("C12H14N2Cl2", "SO4") is no English word to weigh.
  const weighed = subject.filter((s) => !/\d/.test(s) || countIn(index.df, s) > 0);
  const asked = weighed.length ? weighed : subject;
  const covered = coverage(index, asked);
  if (covered.subject >= RELATEDNESS.subjectShare) return true;
  // A chapter uses most of the words of many another book's questions ("research", "mass", "volume"):
  // that covers a question only when it names one of the chapter's central words or one passage gathers them.
  return covered.used >= RELATEDNESS.coveredShare && covered.topSalience >= RELATEDNESS.someSalience && (namesACentralWord(index, asked) || gatheredShare(index, asked) >= RELATEDNESS.gatheredShare);
}
