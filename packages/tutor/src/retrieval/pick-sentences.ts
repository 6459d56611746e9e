// Which of the chapter's sentences answer a question, by what the student asked for: the sentence
// that defines the term, the one that states the formula (and a worked line), a reason, a
// comparison or an example; otherwise the sentences that share most of the question's weight.
import { isGlossaryEntry } from '../processing/split-passages';
import type { Intent } from '../text/intents';
import { contentStems } from '../text/tokenise';
import type { Passage } from '../types';
import { definedStems, definesTopic, namesWhatCameBefore, namesWhatWasDescribed } from './definitions';
import { formulaIn } from './formula';
import { countIn, idf, type PassageIndex, type RankedPassage } from './passage-index';
import { isObjectiveLine } from './exam-wording';
import { isNumberGrid, isRunOfTitles, passageSentences, withoutCredits } from './sentences';

export interface Candidate {
  passage: Passage;
  text: string;
  stems: string[];
  /** How long it reads, in content words: a list's items joined to it do not make it long. */
  length: number;
  /** Where a list's items joined to it begin (PassageSentence.listFrom). */
  listFrom?: number;
  /** Stems of the heading the sentence sits under ("Bus fares" for "A single ticket costs $5..."). */
  headingStems: string[];
  /** Document order, for putting chosen sentences back in reading order. */
  order: number;
  score: number;
  /** The score without the intent's bonus: how much of the question the sentence holds. */
  overlap: number;
  /** Most of its words are the question's own (see `echoes`). */
  echo?: boolean;
  /** The first sentence after sentences the question quotes. */
  followsQuote?: boolean;
  /** The heading the sentence sits under inside its passage ("Solution"). */
  heading?: string;
}

export interface PickInput {
  index: PassageIndex;
  ranked: RankedPassage[];
  stems: string[];
  topicStems: string[];
  intent: Intent;
  sentences: number;
  longSentence: number;
  /** The question asks for a term's name ("is known as what", "is called ___"). */
  asksForName?: boolean;
  /**
   * The question gives a case and asks what it is an example of ("This is an example of a(n) ___ infection"):
   * the category is named where the chapter gives its examples ("Infections acquired in ... facilities,
   * including hospitals, are called nosocomial infections").
   */
  exemplifies?: boolean;
  /** The question opens with "who", "which" or "where": its answer is likely a name. */
  asksWho?: boolean;
  /** The two things a comparison is between (comparedSides): each gets a sentence. */
  sides?: string[][];
}

/** Capitalised words of the book's layout ("see Figure 1.19"), not names. */
const LAYOUT_WORDS = new Set(['Figure', 'Table', 'Chapter', 'Section', 'Unit', 'Appendix', 'Exercise']);

/** A capitalised word inside the sentence (not its first word) that the question does not have: "the Olmec", "Venice". */
export function hasNewName(sentence: string, askedStems: string[]): boolean {
  const text = sentence.length > 2000 ? sentence.slice(0, 2000) : sentence;
  const names = text.match(/(?<=[\s(,;])[A-Z][a-z]+/g) ?? [];
  return names.some((name) => {
    if (LAYOUT_WORDS.has(name)) return false;
    const stem = contentStems(name)[0];
    return !!stem && !askedStems.includes(stem);
  });
}

const REASON = /\b(because|so that|therefore|since|due to|as a result|this is why|which means|causes?|leads? to|in order to)\b/i;
const CONTRAST = /\b(whereas|while|unlike|but|however|differs?|difference|both|compared|than|on the other hand)\b/i;
const EXAMPLE = /\b(for example|for instance|such as|e\.g\.|like a|when you|imagine|an? (?:good |typical |common )?example of|examples? (?:of|include|includes|are)|including)\b/i;
const WORKED = /\d/;
/** Intent bonus for a sentence that gives examples, to a request for one or to a case asked what it exemplifies. */
const EXAMPLE_BONUS = 3;

/**
 * Sentence-choice weights. The defaults were chosen by leave-one-chapter-out cross-validation on the
 * chapters in ../shared/data (packages/tutor/README.md, "Answering like a teacher"); only
 * scripts/tune-sentences.ts changes them, to run that cross-validation.
 */
export const SENTENCE_WEIGHTS = {
  /** A sentence whose content words are at least this share the question's own echoes it (1: it adds no word)... */
  echoShare: 1,
  /** ...and keeps this share of its score: repeating the student's words back teaches nothing. */
  echoKeep: 0.2,
  /**
   * A question that quotes the book (a worked example's problem pasted in) is answered by what follows
   * the quoted sentences: the first new sentence after them scores as the best echo, times 1 + this.
   */
  afterEcho: 1,
  /** Intent bonus (as the others: score times 1 + bonus / 3) when a question asking for a name meets a sentence that names what it describes. */
  namesAnswer: 3,
  /** A sentence of the passage ranked second or third scores times 1 - rank x this. */
  rankPenalty: 0.12,
  /**
   * Intent bonus (as the others) when a "who / which / where" question meets a sentence with a capitalised
   * name the question does not have: the answer to "Which culture developed the first writing system?" is a name.
   */
  newName: 1,
};

/**
 * A worked solution is shown whole (every sentence under its heading, whatever the grade: a solution
 * cut short misleads), up to this many sentences so that a heading-less chapter is never quoted at length.
 */
const SOLUTION_STEPS = 8;

/** The question's own words, back: most of the sentence's content words are the question's. */
function echoes(c: Candidate, asked: Set<string>): boolean {
  return c.stems.length >= 3 && c.stems.filter((s) => asked.has(s)).length / c.stems.length >= SENTENCE_WEIGHTS.echoShare;
}

function candidatesOf(index: PassageIndex, ranked: RankedPassage[]): Candidate[] {
  const out: Candidate[] = [];
  ranked.forEach(({ passage }, rank) => {
    // A learning objective ("Distinguish between metabolism, anabolism, and catabolism") answers nothing,
    // as in the index, and a picture's credit neither: both are left out of the sentences to quote.
    const body = withoutCredits(
      passage.text
        .split(/\n+/)
        .filter((l) => !isObjectiveLine(l))
        .join('\n\n'),
    );
    passageSentences(body).forEach((s, i) => {
      const stems = contentStems(s.text);
      const headingStems = contentStems(s.heading ?? passage.heading ?? '');
      // A question in the text ("What is a force?" as a heading) answers nothing; a table of numbers, titles run
      // together and a reference list's entries say nothing in a line.
      if (stems.length && !/\?\s*$/.test(s.text) && !isNumberGrid(s.text) && !isRunOfTitles(s.text))
        out.push({
          passage,
          text: s.text,
          stems,
          length: s.listFrom === undefined ? stems.length : contentStems(s.text.slice(0, s.listFrom)).length,
          headingStems,
          order: rank * 10_000 + i,
          score: 0,
          overlap: 0,
          ...(s.heading ? { heading: s.heading } : {}),
          ...(s.listFrom !== undefined ? { listFrom: s.listFrom } : {}),
        });
    });
  });
  return out;
}

/** The sentence opens with its subject (no "If", "When", "It", nor an adverb such as "Sometimes"...). */
function startsWithTerm(text: string): boolean {
  return !/^(if|when|while|because|although|as|since|in|on|at|for|this|these|that|those|it|they|there|we|you|he|she|usually|sometimes|often|also|then|later|now|here|eventually|finally|some|most|many|each|every|one|all|both|but|and|so)\b/i.test(
    text,
  );
}

/** Weight of the question's stems in a sentence, less for lower-ranked passages and long sentences. */
function overlapScore(c: Candidate, input: PickInput, weights: Map<string, number>, rankOf: Map<number, number>): number {
  const have = new Set(c.stems);
  const under = new Set(c.headingStems);
  let hits = 0;
  // A word of the question in the sentence's heading counts for half: the section is about it.
  for (const [s, w] of weights) hits += have.has(s) ? w : under.has(s) ? w / 2 : 0;
  const rank = rankOf.get(c.passage.id) ?? 3;
  return hits * (1 - rank * SENTENCE_WEIGHTS.rankPenalty) - (c.length > input.longSentence ? 0.5 : 0);
}

function bonusFor(c: Candidate, input: PickInput): number {
  switch (input.intent) {
    case 'definition': {
      const topic = input.topicStems.length ? input.topicStems : input.stems;
      // "Speed tells us how fast...": a sentence whose subject is the term, under a heading naming it, nearly defines it.
      const opensWithTopic = topic.length > 0 && topic.every((s) => c.stems.slice(0, topic.length + 1).includes(s)) && startsWithTerm(c.text);
      const headed = topic.length > 0 && topic.every((s) => c.headingStems.includes(s));
      return Math.max(definesTopic(c.text, topic) * 6, opensWithTopic ? (headed ? 3 : 2) : 0);
    }
    case 'formula':
      return formulaIn(c.text) ? 6 : /\b(divid\w*|multipl\w*|equals?|calculated|formula)\b/i.test(c.text) ? 2 : 0;
    case 'reason':
      return REASON.test(c.text) ? 2 : 0;
    case 'comparison':
      return CONTRAST.test(c.text) ? 2 : 0;
    case 'example':
      return EXAMPLE.test(c.text) ? EXAMPLE_BONUS : 0;
    default:
      // "... is known as what": the answer is a named term, so sentences that name or define one win.
      return (
        // "Which culture...?", "Where did ... land?": a sentence naming someone or somewhere new answers it.
        (input.asksWho && hasNewName(c.text, input.stems) ? SENTENCE_WEIGHTS.newName : 0) +
        definesTopic(c.text, input.topicStems) * 2 +
        (input.asksForName && definedStems(c.text).some((s) => !input.stems.includes(s)) ? 2 : 0) +
        (input.asksForName && namesWhatWasDescribed(c.text, input.stems) ? SENTENCE_WEIGHTS.namesAnswer : 0) +
        (input.exemplifies && EXAMPLE.test(c.text) ? EXAMPLE_BONUS : 0) +
        // "Tell me about bus fares": the section headed "Bus fares" is what was asked for.
        (input.topicStems.length && input.topicStems.every((s) => c.headingStems.includes(s)) ? 1 : 0)
      );
  }
}

/** A worked line for a formula: a nearby sentence with numbers that uses the formula's quantities. */
export function workedLine(formulaSentence: Candidate, all: Candidate[]): Candidate | null {
  const quantities = new Set(contentStems(formulaIn(formulaSentence.text) ?? formulaSentence.text));
  const near = all.filter((c) => c.passage.id === formulaSentence.passage.id && c !== formulaSentence && WORKED.test(c.text) && !c.echo);
  let best: Candidate | null = null;
  let bestShared = 0;
  for (const c of near) {
    const shared = c.stems.filter((s) => quantities.has(s)).length + (c.order > formulaSentence.order ? 0.5 : 0);
    if (shared > bestShared) {
      best = c;
      bestShared = shared;
    }
  }
  return bestShared >= 1 ? best : null;
}

/** For a term of several words (or a short question's words said together), a further sentence from another passage that names only part of it. */
function partOfTermElsewhere(c: Candidate, first: Candidate, input: PickInput): boolean {
  // A short question whose words the first sentence says together ("goose bumps") is about that phrase too.
  const phrase = input.stems.length <= 3 && input.stems.every((s) => first.stems.includes(s)) ? input.stems : [];
  const term = input.intent === 'definition' && input.topicStems.length > 1 ? input.topicStems : phrase;
  return term.length > 1 && c.passage.id !== first.passage.id && !term.every((s) => c.stems.includes(s));
}

/** A glossary's entry for a term other than the one asked about. */
function definesAnotherTerm(c: Candidate, topicStems: string[]): boolean {
  if (!topicStems.length || !isGlossaryEntry(c.text)) return false;
  return contentStems(c.text.slice(0, c.text.indexOf(':'))).join(' ') !== topicStems.join(' ');
}

/**
 * Share of a sentence's distinct content words that another chosen sentence already has, at which it
 * only says that one again (a figure's caption repeating the text, a summary line). Development chapters:
 * answer shown 23 -> 24 of 54 (unseen-dev), the shared chapters unchanged (0.5 gained one more there and
 * lost one here).
 */
const RESTATES_SHARE = 0.7;

/** Negation is no content word ("not" is a stop word), but "do not need" says the opposite of "need". */
const NEGATION = /\b(?:not|no|never|none|neither|nor|cannot)\b|n't\b/i;

/** Most of the sentence's content words are another's, said the same way: a caption or a summary saying it again. */
function restates(c: Candidate, other: Candidate): boolean {
  if (NEGATION.test(c.text) !== NEGATION.test(other.text)) return false;
  const theirs = new Set(other.stems);
  const distinct = [...new Set(c.stems)];
  return distinct.length > 0 && distinct.filter((s) => theirs.has(s)).length / distinct.length >= RESTATES_SHARE;
}

/** A worked example's parts: the heading a solution sits under. */
const SOLUTION_HEADING = /^(?:solution|strategy|answer|working|worked|discussion|method|steps?)\b/i;

/** The quoted sentences before `first` set a problem: a number in them, or a solution's heading over `first`. */
function quotesAProblem(first: Candidate, all: Candidate[]): boolean {
  if (first.heading && SOLUTION_HEADING.test(first.heading)) return true;
  return all.some((c) => c.echo && c.passage.id === first.passage.id && c.order < first.order && /\d/.test(c.text));
}

/** The word "example" itself, in a request for one: the intent's bonus looks for examples. */
const EXAMPLE_WORDS = new Set(contentStems('example examples instance'));

/**
 * The asked stems a sentence is scored by. In "give me an example of friction" the word "example" asks
 * for an example (bonusFor) but says nothing of the subject: counted too, it made "For example, a bus
 * travels 30 km..." (an example of speed) relevant to friction.
 */
function sentenceStems(input: PickInput): string[] {
  const known = input.stems.filter((s) => countIn(input.index.df, s) > 0);
  const subject = input.intent === 'example' ? known.filter((s) => !EXAMPLE_WORDS.has(s)) : known;
  return subject.length ? subject : known;
}

/** The sentences to answer with, best first. */
export function pickSentences(input: PickInput): { chosen: Candidate[]; all: Candidate[]; solution: boolean } {
  const weights = new Map(sentenceStems(input).map((s) => [s, idf(input.index, s)]));
  const rankOf = new Map(input.ranked.map((r, i) => [r.passage.id, i]));
  const all = candidatesOf(input.index, input.ranked);
  all.forEach((c, i) => {
    let overlap = overlapScore(c, input, weights, rankOf);
    // "Instead, they use existing records..." then "This type of research is known as archival research":
    // the naming sentence is about what its predecessor describes, so it is as relevant.
    const before = all[i - 1];
    if (before && before.passage.id === c.passage.id && before.order === c.order - 1 && namesWhatCameBefore(c.text)) overlap = Math.max(overlap, before.overlap);
    // The intent multiplies rather than adds: idf weights are tiny in a short chapter and large in a long one.
    c.overlap = Math.max(0, overlap);
    c.score = overlap > 0 ? overlap * (1 + bonusFor(c, input) / 3) : 0;
  });
  const asked = new Set(input.stems);
  for (const c of all) c.echo = echoes(c, asked);
  // The sentence right after the quoted ones (in reading order, same passage) is the book's answer to them.
  all.forEach((c, i) => {
    if (!c.echo) return;
    const next = all.slice(i + 1).find((n) => n.passage.id === c.passage.id && !n.echo);
    if (next) {
      next.followsQuote = true;
      next.score = Math.max(next.score, c.score * (1 + SENTENCE_WEIGHTS.afterEcho));
      next.overlap = Math.max(next.overlap, c.overlap);
    }
  });
  for (const c of all) if (c.echo) c.score *= SENTENCE_WEIGHTS.echoKeep;
  let scored = all.filter((c) => c.score > 0).sort((a, b) => b.score - a.score || a.order - b.order);
  // After the defining sentence, the rest of the question ("...and how do you reduce it") decides.
  // A definition goes on in its own passage rather than with a passing mention elsewhere.
  if (input.intent === 'definition' && scored.length > 1) {
    const home = scored[0]!.passage.id;
    const weight = (c: Candidate) => c.overlap * (c.passage.id === home ? 1.5 : 1);
    scored = [scored[0]!, ...scored.slice(1).sort((a, b) => weight(b) - weight(a) || a.order - b.order)];
  }
  const chosen: Candidate[] = [];
  const covered = new Set<string>();
  for (const c of scored) {
    if (chosen.length >= input.sentences) break;
    // A further sentence must be nearly as relevant, or add something asked that the chosen ones do not say.
    const addsNothing = !c.stems.some((s) => weights.has(s) && !covered.has(s));
    if (chosen.length && c.score < chosen[0]!.score * 0.3 && addsNothing) continue;
    // "What is an oxbow lake?": a sentence elsewhere that says only "lake" is about something else.
    if (chosen.length && partOfTermElsewhere(c, chosen[0]!, input)) continue;
    // "epidermis: outermost layer..." then the glossary's next entry, "dermis: layer of skin...": another term's definition.
    if (chosen.length && input.intent === 'definition' && definesAnotherTerm(c, input.topicStems)) continue;
    // "The nail is an accessory structure..." then "Nails are accessory structures...": said once is enough.
    if (chosen.some((k) => restates(c, k))) continue;
    chosen.push(c);
    for (const s of c.stems) covered.add(s);
  }
  // A comparison says something about each side: a side no chosen sentence names gets its best one
  // (the one that defines it, else the most relevant), beside the others.
  for (const side of input.sides ?? []) {
    const names = (c: Candidate) => side.every((s) => c.stems.includes(s));
    if (chosen.some(names)) continue;
    const best = all.filter((c) => names(c) && !chosen.includes(c)).sort((a, b) => definesTopic(b.text, side) - definesTopic(a.text, side) || b.overlap - a.overlap || a.order - b.order)[0];
    if (best) chosen.push(best);
  }
  // A quoted problem's answer is its worked solution: the sentences under the same heading, in order.
  // A quoted statement of fact ("Squamous cell carcinomas are the second most common skin cancers. This
  // cancer affects which cells?") is no problem: what follows it is one more sentence, not a solution.
  const first = chosen[0];
  if (first?.followsQuote && quotesAProblem(first, all)) {
    const steps = [first];
    for (const c of all) {
      if (steps.length >= Math.max(input.sentences, SOLUTION_STEPS)) break;
      const last = steps[steps.length - 1]!;
      if (c.passage.id === first.passage.id && c.order === last.order + 1 && c.heading === first.heading) steps.push(c);
    }
    return { chosen: steps, all, solution: true };
  }
  return { chosen, all, solution: false };
}
