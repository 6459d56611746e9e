import { buildVocabulary, correctSpelling, type Vocabulary } from '../text/spelling';
import { contentStems } from '../text/tokenise';
import type { Passage } from '../types';
import { definedTerms } from './definitions';
import { EXAM_STEMS, isObjectiveLine } from './exam-wording';
import { perIndex } from './per-index';
import { innerHeadings, passageSentences } from './sentences';

/** A BM25F index as plain data, so the server can cache it next to the chapter. */
export interface PassageIndex {
  passages: Passage[];
  docs: Array<{
    /** Body term frequencies. */
    tf: Record<string, number>;
    /** Term frequencies of the passage's heading and the headings inside its text. */
    head: Record<string, number>;
    length: number;
    /** Each sentence's distinct stems, for term proximity. */
    sentences: string[][];
    /** Stems some sentence of the passage defines ("X is ...", "... is called X"). */
    defines: string[];
    /** The terms its sentences define, each as stems joined by spaces ("stratifi sampl"); absent in an index built before. */
    terms?: string[];
  }>;
  df: Record<string, number>;
  avgLength: number;
}

export interface RankedPassage {
  passage: Passage;
  score: number;
}

// Okapi BM25 constants (the usual defaults), and the extra weights, chosen by leave-one-book-out
// validation (packages/tutor/README.md, "Ranking"). One object so the tuning script can vary them.
export const RANKING = {
  k1: 1.2,
  b: 0.75,
  /** A heading word counts as this many body words: a section's title names what it is about. */
  headWeight: 2,
  /** Bonus for the best window's share of the query's weight: the asked words close together. */
  proximityWeight: 0.6,
  /**
   * Sentences in a proximity window: a book's question often joins what two or three neighbouring
   * sentences say ("Instead, they use existing records..." / "This ... is known as archival research").
   */
  proximityWindow: 3,
  /** Bonus per asked term the passage defines, times its idf. */
  definesWeight: 0.5,
  neighbourShare: 0.3,
  /** Passages shorter than this many stems are normalised as if this long (a 20-word caption is not 5 times as focused). */
  minLength: 0,
  /** Exam wording ("which of the following", "identify", "name three") left out of ranking. */
  dropExamWords: 0,
  /** Weight of a learning-objective line ("Describe ...", "Identify ...") as body text: it echoes questions but answers none. */
  objectivesFactor: 0,
  /**
   * Rank fusion with coordination level (`fusedWithCoordination`): a passage scores 1 / (fusionK + its
   * BM25F rank) + fusionWeight / (fusionK + its rank by how many asked terms it has).
   */
  fusionK: 10,
  fusionWeight: 0.3,
};

/** Counts keyed by stems of chapter text: no prototype, so a stem like "constructor" is just a key. */
const emptyCounts = () => Object.create(null) as Record<string, number>;

export function buildPassageIndex(passages: Passage[]): PassageIndex {
  const df = emptyCounts();
  let total = 0;
  const docs = passages.map((p) => {
    // Learning objectives inside a passage ("Describe the structure of ...") echo the questions'
    // wording but answer none of them: they count only objectivesFactor of a body line.
    const lines = p.text.split(/\n+/);
    const objectives = lines.filter((l) => isObjectiveLine(l));
    const body = objectives.length ? lines.filter((l) => !isObjectiveLine(l)).join('\n\n') : p.text;
    const sentences = passageSentences(body);
    const stems = sentences.flatMap((s) => contentStems(s.text));
    const tf = emptyCounts();
    for (const s of stems) tf[s] = (tf[s] ?? 0) + 1;
    if (RANKING.objectivesFactor > 0) {
      for (const s of contentStems(objectives.join(' '))) tf[s] = (tf[s] ?? 0) + RANKING.objectivesFactor;
    }
    const head = emptyCounts();
    for (const s of contentStems([p.heading ?? '', ...innerHeadings(body)].join(' '))) head[s] = (head[s] ?? 0) + 1;
    for (const s of new Set([...Object.keys(tf), ...Object.keys(head)])) df[s] = (df[s] ?? 0) + 1;
    total += stems.length;
    // Each sentence's definitions read once: the defined stems are the terms' words.
    const terms = [...new Set(sentences.flatMap((s) => definedTerms(s.text)))];
    return { tf, head, length: stems.length, sentences: sentences.map((s) => [...new Set(contentStems(s.text))]), defines: [...new Set(terms.flatMap((term) => term.split(' ')))], terms };
  });
  return { passages, docs, df, avgLength: passages.length ? total / passages.length : 0 };
}

/**
 * A term's count in one of the index's records. The records are null-prototype objects when built
 * here, but an index read back from JSON is not: "constructor" must never find Object's function.
 */
export function countIn(record: Record<string, number>, term: string): number {
  const value = Object.hasOwn(record, term) ? record[term] : 0;
  return typeof value === 'number' ? value : 0;
}

export function idf(index: PassageIndex, term: string): number {
  const n = index.docs.length;
  const d = countIn(index.df, term);
  return Math.log(1 + (n - d + 0.5) / (d + 0.5));
}

type PassageRecord = PassageIndex['docs'][number];

const recordsOf = perIndex((index) => new Map<Passage, PassageRecord>(index.passages.map((p, i) => [p, index.docs[i]!])));

/** A passage's record in the index (its term counts, sentences, defined terms), by the passage itself. */
export function recordOf(index: PassageIndex, passage: Passage): PassageRecord | undefined {
  return recordsOf(index).get(passage);
}

/** The chapter's words, for matching a student's misspellings. */
export const vocabularyOf = perIndex((index): Vocabulary => buildVocabulary(index.passages.flatMap((p) => [p.heading ?? '', p.text])));

// Words of asking ("tell me about", "explain"): they match "Speed tells us..." but say nothing of the subject.
export const ASKING_WORDS = 'tell explain define definition please help chapter book simple simply give';
const ASKING = new Set(contentStems(ASKING_WORDS));

/**
 * "mean" asks in "what does X mean?", "what do you mean by X", "X means what?" and "the meaning of X" ("meaning"
 * stems to "mean" too), and is the subject in "how do I find the mean?" (an average): only the asking use is taken out.
 */
const ASKING_MEAN =
  /\b(?:what|wat|wot)\s+(do|does|did)\b([^?.!]{0,80}?)\bmean\b|\bmean by\b|\bmeaning of\b|\bthe meaning\b|\bmeant by\b|\bmeans?(?=\s+what\b)|(?<!\b(?:the|a|an|of|define|by|is|are)\s+)\bmeans?(?=\s*(?:\?\s*)?$)/gi;

export function withoutAskingMean(text: string): string {
  return text.replace(ASKING_MEAN, (_, verb: string | undefined, between: string | undefined) => (verb ? ` what ${between ?? ''} ` : ' '));
}

/**
 * "How does X work?" and "why is X important?" ask about X: "work" and "important" are the frame of the
 * question, not its subject ("how does an atom work?" had quoted "Radiologists work directly with patients").
 */
const ASKING_FRAME = [
  /^(\s*how\s+(?:does|do|did|can|could|would)\s+\S.{0,79}?)\s+(?:work|works|function|functions)[?.!\s]*$/i,
  /^(\s*why\s+(?:is|are|was|were)\s+\S.{0,79}?)\s+(?:so\s+)?(?:important|significant|necessary|needed|essential|useful)[?.!\s]*$/i,
];

/** Such a question is short: longer text is left as it is, which also keeps the patterns' backtracking bounded. */
const FRAMED_QUESTION_LENGTH = 160;

export function withoutAskingFrame(text: string): string {
  if (text.length > FRAMED_QUESTION_LENGTH) return text;
  for (const frame of ASKING_FRAME) {
    const found = frame.exec(text);
    if (found) return found[1]!;
  }
  return text;
}

const WEB_ADDRESS = /^(?:https?:\/\/|www\.)/i;
const EMAIL_ADDRESS = /^[\w.+-]+@[\w-]+(?:\.[\w-]+)+$/;
const DOMAIN_NAME = /^[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|org|net|edu|gov|io|co|uk)(?:\/\S*)?$/;
const TRAILING = new Set(')"\'”’].,;:!?');

/**
 * Web and e-mail addresses left out: "https://doublethedonation.com", "www.greenmoneyjournal.com",
 * "help@school.org", "thecro.com/list". A capitalised "Amazon.com" is a company's name, and stays.
 * Word by word, each tested once from its start, so the time grows with the text, never faster.
 */
export function withoutAddresses(text: string): string {
  return text.replace(/\S+/g, (word) => {
    // Trailing punctuation trimmed by a loop: a pattern anchored at the end would retry from every position.
    let end = word.length;
    while (end > 0 && TRAILING.has(word[end - 1]!)) end--;
    const bare = word.slice(0, end).replace(/^[("'“‘[]+/, '');
    return WEB_ADDRESS.test(bare) || EMAIL_ADDRESS.test(bare) || DOMAIN_NAME.test(bare) ? ' ' : word;
  });
}

/** "a(n)", "cell(s)": the brackets choose an ending; they add no word ("n", "s") to look for. */
const BRACKETED_ENDING = /\b(an?)\(n\)|(\p{L})\((e?s)\)/giu;
/** An "n" of its own ("a(n) when n = 3" is a sequence's term): then "a(n)" is no article. */
const LONE_N = /(?<![(\p{L}\p{N}])n(?![)\p{L}\p{N}])/u;
/** "Which of the following ...", "Consider the following:": the words point at options or the lines after, not at the subject. */
const THE_FOLLOWING = /\b(?:of|from|among|consider) the following\b|\bthe following(?=\s*:)/gi;

/** The question without its frame words: brackets choosing an ending, "of the following". */
function withoutFrameWords(query: string): string {
  const lone = LONE_N.test(query);
  return query
    .replace(BRACKETED_ENDING, (found: string, article: string | undefined, letter: string | undefined, ending: string | undefined) => (article ? (lone ? found : article) : `${letter}${ending}`))
    .replace(THE_FOLLOWING, (found) => found.replace(/following$/i, ''));
}

/** The student's words as the chapter spells them (text-speak expanded, misspellings matched), without words of asking. */
export function queryStems(index: PassageIndex, query: string): string[] {
  // "(a) ... (b) ...": part labels are the question's layout, not its subject (a chapter's "b" is a figure's);
  // a web or e-mail address ("http://peta.org") says where to look, not what about.
  const plain = withoutFrameWords(withoutAddresses(query));
  const unlabelled = withoutAskingFrame(withoutAskingMean(plain.replace(/\(([a-hA-H])\)/g, ' ')));
  const stems = [...new Set(contentStems(correctSpelling(unlabelled, vocabularyOf(index)).text))];
  const subject = stems.filter((s) => !ASKING.has(s));
  return subject.length ? subject : stems;
}

/** The largest idf mass of asked terms found within PROXIMITY_WINDOW consecutive sentences. */
function bestWindowWeight(sentences: string[][], known: string[], weights: Map<string, number>): number {
  let best = 0;
  for (let i = 0; i < sentences.length; i++) {
    const end = Math.min(sentences.length, i + RANKING.proximityWindow);
    let w = 0;
    for (const t of known) {
      for (let j = i; j < end; j++) {
        if (sentences[j]!.includes(t)) {
          w += weights.get(t)!;
          break;
        }
      }
    }
    best = Math.max(best, w);
  }
  return best;
}

/** BM25F over body and headings, plus term proximity (sentence windows) and whether the passage defines an asked term. */
export function rankByStems(index: PassageIndex, asked: string[]): RankedPassage[] {
  // "Which of the following...", "Identify three ways...": the task's words match objectives, not answers.
  const subject = RANKING.dropExamWords ? asked.filter((t) => !EXAM_STEMS.has(t)) : asked;
  const terms = subject.length ? subject : asked;
  const weights = new Map(terms.map((t) => [t, idf(index, t)]));
  const known = terms.filter((t) => countIn(index.df, t) > 0);
  const knownWeight = known.reduce((s, t) => s + weights.get(t)!, 0);
  const raw = index.docs.map((doc) => {
    let score = 0;
    for (const t of known) {
      const f = countIn(doc.tf, t) + RANKING.headWeight * countIn(doc.head, t);
      if (!f) continue;
      const norm = f + RANKING.k1 * (1 - RANKING.b + (RANKING.b * Math.max(doc.length, RANKING.minLength)) / (index.avgLength || 1));
      score += weights.get(t)! * ((f * (RANKING.k1 + 1)) / norm);
    }
    if (!score) return 0;
    if (known.length > 1 && knownWeight > 0) {
      score += RANKING.proximityWeight * bestWindowWeight(doc.sentences, known, weights);
    }
    for (const t of known) if (doc.defines.includes(t)) score += RANKING.definesWeight * weights.get(t)!;
    return score;
  });
  // A paragraph often answers a question that its neighbour in the same section sets up
  // ("The Clarks ..." then "When asked to choose the doll ..."), so neighbours lend some score.
  const ranked: RankedPassage[] = [];
  raw.forEach((score, i) => {
    const passage = index.passages[i]!;
    const lend = (j: number) => (index.passages[j]?.heading === passage.heading ? (raw[j] ?? 0) : 0);
    const total = score + RANKING.neighbourShare * (lend(i - 1) + lend(i + 1));
    if (score > 0 || total > 0) ranked.push({ passage, score: total });
  });
  ranked.sort((x, y) => y.score - x.score || x.passage.id - y.passage.id);
  return RANKING.fusionWeight ? fusedWithCoordination(index, ranked, known) : ranked;
}

/**
 * BM25F rewards a passage that says one rare asked word many times; a plain count of how many asked words
 * a passage has at all (coordination level) rewards the one that says the most of the question. Each
 * alone misses answers the other finds, so the two orders are fused by reciprocal rank. Passages with the
 * same count keep the chapter's order: a chapter explains a thing where it first brings it in, and a
 * summary or review further on only repeats it.
 */
function fusedWithCoordination(index: PassageIndex, ranked: RankedPassage[], known: string[]): RankedPassage[] {
  const count = new Map(
    ranked.map((r) => {
      const doc = recordOf(index, r.passage)!;
      return [r, known.filter((t) => countIn(doc.tf, t) > 0 || countIn(doc.head, t) > 0).length];
    }),
  );
  const byCount = [...ranked].sort((x, y) => count.get(y)! - count.get(x)! || x.passage.id - y.passage.id);
  const fused = new Map(ranked.map((r, i) => [r, 1 / (RANKING.fusionK + i)]));
  byCount.forEach((r, i) => fused.set(r, fused.get(r)! + RANKING.fusionWeight / (RANKING.fusionK + i)));
  return [...ranked].sort((x, y) => fused.get(y)! - fused.get(x)! || y.score - x.score || x.passage.id - y.passage.id);
}

export function retrievePassages(index: PassageIndex, query: string, k = 3): RankedPassage[] {
  return rankByStems(index, queryStems(index, query)).slice(0, k);
}
