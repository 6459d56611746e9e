// Students type fast: "wat is frictoin and how do u reduse it". Text-speak is expanded from a
// small fixed table; misspelt words are matched against the chapter's own vocabulary, so a
// correction can only ever land on a word the book uses (never on some other English word).
import { STOPWORDS } from './stopwords';
import { stem, words } from './tokenise';
import { isEverydayWord } from './word-frequency';

/** Common text-speak and missing apostrophes, expanded before anything else reads the message. */
const TEXT_SPEAK = new Map<string, string>([
  ['u', 'you'],
  ['ur', 'your'],
  ['r', 'are'],
  ['y', 'why'],
  ['wat', 'what'],
  ['wut', 'what'],
  ['wht', 'what'],
  ['whats', "what's"],
  ['wats', "what's"],
  ['hw', 'how'],
  ['hows', "how's"],
  ['wen', 'when'],
  ['wer', 'where'],
  ['pls', 'please'],
  ['plz', 'please'],
  ['thx', 'thanks'],
  ['thnx', 'thanks'],
  ['ty', 'thank you'],
  ['tnx', 'thanks'],
  ['dont', "don't"],
  ['doesnt', "doesn't"],
  ['didnt', "didn't"],
  ['cant', "can't"],
  ['isnt', "isn't"],
  ['wont', "won't"],
  ['im', "i'm"],
  ['ive', "i've"],
  ['idk', "i don't know"],
  ['dunno', "don't know"],
  ['b4', 'before'],
  ['bc', 'because'],
  ['cuz', 'because'],
  ['coz', 'because'],
  ['becuz', 'because'],
  ['bcoz', 'because'],
  ['abt', 'about'],
  ['n', 'and'],
  ['ppl', 'people'],
  ['diff', 'difference'],
  ['btw', 'by the way'],
  ['gr8', 'great'],
  ['2day', 'today'],
  ['sth', 'something'],
  ['smth', 'something'],
  ['wanna', 'want to'],
  ['gonna', 'going to'],
  ['gimme', 'give me'],
  ['tho', 'though'],
  ['thru', 'through'],
  ['ok', 'okay'],
  ['k', 'okay'],
  ['eg', 'for example'],
  ['xplain', 'explain'],
  ['expln', 'explain'],
  ['def', 'definition'],
]);

/** Expand text-speak word by word, keeping everything else (case, punctuation) as typed. */
export function expandTextSpeak(text: string): string {
  // Phones type curly apostrophes ("don’t"): the tokeniser knows only the straight one.
  return text.replace(/[\u2018\u2019\u02BC]/g, "'").replace(/[A-Za-z0-9]+/g, (w, at: number, all: string) =>
    // A letter in brackets after a word is a word's ending, "a(n)", "cell(s)": not "and", not "is".
    /[A-Za-z]\($/.test(all.slice(Math.max(0, at - 2), at)) && all[at + w.length] === ')' ? w : (TEXT_SPEAK.get(w.toLowerCase()) ?? w),
  );
}

/** The words a chapter uses, with counts, and their stems: what a misspelling may be matched to. */
export interface Vocabulary {
  words: Map<string, number>;
  stems: Set<string>;
  /** Words by length, so a look-up only compares words of a similar length. */
  byLength: Map<number, string[]>;
  /** Each word's letters as a bit set (bit 0 for "a"), in the order of `byLength`. */
  lettersByLength: Map<number, Uint32Array>;
}

/** The letters a word uses, as a bit set: a cheap test that rules out most words before any edit distance. */
function letterSet(word: string): number {
  let set = 0;
  for (let i = 0; i < word.length; i++) set |= 1 << ((word.charCodeAt(i) - 97) & 31);
  return set >>> 0;
}

function bitCount(n: number): number {
  let count = 0;
  for (let x = n >>> 0; x; x &= x - 1) count++;
  return count;
}

export function buildVocabulary(texts: Iterable<string>): Vocabulary {
  const counts = new Map<string, number>();
  for (const text of texts) for (const w of words(text)) if (/^[a-z]{3,}$/.test(w)) counts.set(w, (counts.get(w) ?? 0) + 1);
  const stems = new Set<string>();
  const byLength = new Map<number, string[]>();
  for (const w of counts.keys()) {
    stems.add(stem(w));
    const list = byLength.get(w.length) ?? [];
    list.push(w);
    byLength.set(w.length, list);
  }
  const lettersByLength = new Map([...byLength].map(([length, list]) => [length, Uint32Array.from(list, letterSet)]));
  return { words: counts, stems, byLength, lettersByLength };
}

/** Damerau-Levenshtein (optimal string alignment) distance, giving up once it exceeds `max`. */
export function editDistance(a: string, b: string, max = Infinity): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) rows.push([i]);
  for (let j = 1; j <= b.length; j++) rows[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    let best = Infinity;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = d;
      best = Math.min(best, d);
    }
    if (best > max) return max + 1;
  }
  return rows[a.length]![b.length]!;
}

function trigrams(word: string): Set<string> {
  const padded = `^${word}$`;
  const out = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i++) out.add(padded.slice(i, i + 3));
  return out;
}

function trigramSimilarity(a: string, b: string): number {
  const x = trigrams(a);
  const y = trigrams(b);
  let shared = 0;
  for (const t of x) if (y.has(t)) shared++;
  return shared / (x.size + y.size - shared || 1);
}

/**
 * How far a word may be from the book's word: one slip (a swapped, dropped, doubled or wrong
 * letter) from four letters on, two from eight letters on. Shorter words are too easily another word.
 */
const allowedEdits = (length: number) => (length >= 8 ? 2 : length >= 4 ? 1 : 0);

// Words of asking, not of the subject: never "corrected" into a chapter word that happens to be near.
const ASKING_WORDS = new Set(
  'what whats explain mean means meaning define definition difference example examples formula equation calculate work tell please thanks thank hello understand simpler again why how does do compare versus give show help question answer word words'.split(
    ' ',
  ),
);

/** At most this many unknown words of one message are looked up (a pasted essay must stay fast). */
const MAX_LOOKUPS = 30;

/** Prefixes English builds new words with: "unheated" is "heated" negated, not a slip for "untreated". */
const PREFIX = /^(un|non|dis|mis|re|pre|over|under|anti|semi|sub|super|inter|multi)(?=[a-z]{4})/;

/** A word the chapter uses, or a real English word it does not ("stare" is not a slip for "start"). */
function isKnownWord(w: string, vocabulary: Vocabulary): boolean {
  const stemmed = stem(w);
  return vocabulary.words.has(w) || vocabulary.stems.has(stemmed) || isEverydayWord(stemmed);
}

/** A known word behind one of English's prefixes ("uninsulated", "reheated", "nonliving"). */
function isPrefixedWord(w: string, vocabulary: Vocabulary): boolean {
  const rest = w.replace(PREFIX, '');
  return rest !== w && isKnownWord(rest, vocabulary);
}

/** Words of asking and small words of four letters or more: a student slips on them as on any word. */
const COMMON_WORDS = [...new Set([...STOPWORDS, ...ASKING_WORDS])].filter((w) => w.length >= 4);

/** The two letters at i and i + 1 swapped. */
const swapped = (w: string, i: number) => w.slice(0, i) + w[i + 1] + w[i] + w.slice(i + 2);

/**
 * A common word with two letters swapped ("waht", "taht", "thier", "beacuse"), or, from five letters on, one
 * dropped or doubled ("becuse", "whitch"): "waht" had become the chapter's "want", one wrong letter away too.
 */
function slipOfCommonWord(w: string): string | undefined {
  return COMMON_WORDS.find((common) => {
    if (common.length === w.length) return common !== w && [...w].some((_, i) => i + 1 < w.length && swapped(w, i) === common);
    return common.length >= 5 && Math.abs(common.length - w.length) === 1 && editDistance(w, common, 1) === 1;
  });
}

/** The chapter word a misspelt word most likely means, or null when it is known or too far from any. */
export function correctWord(word: string, vocabulary: Vocabulary): string | null {
  const w = word.toLowerCase();
  if (!/^[a-z]+$/.test(w) || STOPWORDS.has(w) || ASKING_WORDS.has(w)) return null;
  if (isKnownWord(w, vocabulary) || isPrefixedWord(w, vocabulary)) return null;
  const common = slipOfCommonWord(w);
  if (common) return common;
  const max = allowedEdits(w.length);
  if (!max) return null;
  let best: { word: string; distance: number; similarity: number; count: number } | null = null;
  const letters = letterSet(w);
  for (let len = w.length - max; len <= w.length + max; len++) {
    const list = vocabulary.byLength.get(len) ?? [];
    const sets = vocabulary.lettersByLength.get(len);
    for (let i = 0; i < list.length; i++) {
      // One edit adds or removes at most two letters from the set of letters used (a swap none).
      if (sets && bitCount(letters ^ sets[i]!) > 2 * max) continue;
      const candidate = list[i]!;
      const distance = editDistance(w, candidate, max);
      if (distance > max) continue;
      // Two slips must keep the first letter: students rarely get that wrong, other words often differ there.
      if (distance === 2 && candidate[0] !== w[0]) continue;
      const similarity = trigramSimilarity(w, candidate);
      const count = vocabulary.words.get(candidate) ?? 0;
      const better = !best || distance < best.distance || (distance === best.distance && (similarity > best.similarity || (similarity === best.similarity && count > best.count)));
      if (better) best = { word: candidate, distance, similarity, count };
    }
  }
  return best?.word ?? null;
}

/** The message with text-speak expanded and misspelt words replaced by the chapter's words. */
export function correctSpelling(text: string, vocabulary: Vocabulary): { text: string; corrections: Array<[string, string]> } {
  const corrections: Array<[string, string]> = [];
  // Very long messages are cut before correcting: a question is never that long, and this bounds the work.
  const expanded = expandTextSpeak(text.length > 2000 ? text.slice(0, 2000) : text);
  let lookups = 0;
  // A contraction is one word: "hadn't" is not "hadn" misspelt ("had't" lost its negation).
  const corrected = expanded.replace(/[A-Za-z]+(?:'[A-Za-z]+)*/g, (w) => {
    if (w.length < 4 || w.includes("'") || lookups >= MAX_LOOKUPS) return w;
    lookups++;
    const fixed = correctWord(w, vocabulary);
    if (!fixed) return w;
    corrections.push([w, fixed]);
    return fixed;
  });
  return { text: corrected, corrections };
}
