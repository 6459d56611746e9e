import { isGlossaryEntry } from '../processing/split-passages';
import { asksWhatItExemplifies, detectIntent, type Intent } from '../text/intents';
import { operatorWords } from '../text/operator-words';
import { correctSpelling, expandTextSpeak } from '../text/spelling';
import { contentStems } from '../text/tokenise';
import { STOPWORDS } from '../text/stopwords';
import type { Passage } from '../types';
import { closingLine } from './closing-lines';
import { comparedSides } from './comparison';
import { namesAnAnswer, namesWhatWasDescribed } from './definitions';
import { formulaAsMaths, formulaIn } from './formula';
import { buildPassageIndex, queryStems, rankByStems, recordOf, vocabularyOf, type PassageIndex, type RankedPassage } from './passage-index';
import { namedFormula } from './named-formula';
import { pickSentences, workedLine, type Candidate, type PickInput } from './pick-sentences';
import { chapterDefines, isAboutChapter, namesNoSubject, teachesOperation, usesEverySubjectWord } from './relatedness';
import { passageSentences, splitSentences } from './sentences';
import { askedSymbol, explainSymbol } from './symbol-meaning';

const ASKS_FOR_NAME =
  /\b(known as|called|referred to as|defined as|termed|the term for|refers? to|is named|(?:is|are) (?:(?:probably|likely|best) (?:considered |classified (?:as|within) |described as )?|(?:considered|classified (?:as|within)|described as) )(?:an? )?(?:which|what)\b|which (?:term|type|kind|group) (?:of \w+ )?(?:describes|is (?:this|it)))\b|_{2,}|\bwhat\s*[.?]?\s*$/i;

/** Passages an answer is drawn from (and the "passages" the command line reports). */
const TOP_PASSAGES = 3;

const ASKS_WHO = /^\s*(who|which|where)\b/i;

export interface Citation {
  passage: number;
  text: string;
}

export interface ChapterAnswer {
  /** The reply, ending with the cited passage numbers "(passage 3, 4)". */
  answer: string;
  /** A closing line that fits the answer (a question back, or the offer of the test); empty when refused. */
  closing: string;
  citations: Citation[];
  onTopic: boolean;
  intent: Intent;
  /**
   * The top 3 passages retrieval found for the question, best first. Reported even when the question
   * is judged not about the chapter (`onTopic` false, nothing cited): retrieval and that judgement are
   * separate, and a caller can see what the nearest passages were. Empty when no passage shares a word.
   */
  passages: Passage[];
}

export interface AnswerFromChapterInput {
  index?: PassageIndex;
  passages?: Passage[];
  question: string;
  chapterTitle?: string;
  /** The student's grade (1 to 12, or 'College Student'): it sets how much the answer says. */
  grade?: string | number;
  /** The student's previous question in this conversation: what "I don't get it" is about. */
  previousQuestion?: string;
}

interface AnswerShape {
  sentences: number;
  /** Content words past which a sentence counts as long for this reader. */
  longSentence: number;
}

/**
 * How much the offline tutor quotes, by grade: younger readers get one short sentence, older
 * ones up to three, and long sentences lose out sooner the younger the reader. Unknown: grade 6-8.
 */
export function answerShape(grade?: string | number): AnswerShape {
  const n = typeof grade === 'number' ? grade : /college/i.test(grade ?? '') ? 13 : Number.parseInt(grade ?? '', 10);
  if (n <= 5) return { sentences: 1, longSentence: 15 };
  if (n >= 9) return { sentences: 3, longSentence: 60 };
  return { sentences: 2, longSentence: 40 };
}

/** Headings every chapter has ("Introduction", "Key Terms"): they name no topic to ask about. */
const LAYOUT_HEADING =
  /^\s*(?:[\d.]+\s+)?(?:introduction|(?:section |chapter )?(?:learning )?(?:objectives|outcomes)|(?:section |chapter )?(?:key terms|summary|review(?: questions)?)|glossary|references|further reading|check your understanding|key concepts and summary|(?:part|step|activity|example|exercise|figure|table)\s+[\dA-Za-z]{1,3})\s*$/i;

/**
 * The chapter's sections to suggest, most passages first, then back in the chapter's order. A title that
 * comes back in several places ("Click and Explore", "Check Your Understanding") labels boxes, not a section.
 */
function headingsOf(index: PassageIndex, count: number): string[] {
  const passages = new Map<string, number>();
  const places = new Map<string, number>();
  index.passages.forEach((p, i) => {
    if (!p.heading) return;
    passages.set(p.heading, (passages.get(p.heading) ?? 0) + 1);
    if (index.passages[i - 1]?.heading !== p.heading) places.set(p.heading, (places.get(p.heading) ?? 0) + 1);
  });
  const all = [...passages.keys()];
  const topics = all.filter((h) => !LAYOUT_HEADING.test(h) && places.get(h) === 1);
  const pool = topics.length ? topics : all;
  const order = new Map(pool.map((h, i) => [h, i]));
  const biggest = new Set([...pool].sort((a, b) => passages.get(b)! - passages.get(a)! || order.get(a)! - order.get(b)!).slice(0, count));
  return pool.filter((h) => biggest.has(h));
}

function suggestions(index: PassageIndex): string {
  // Quoted, as a heading may be a question itself ("What is a force?").
  const topics = headingsOf(index, 3).map((t) => `"${t}"`);
  const list = topics.length > 1 ? `${topics.slice(0, -1).join(', ')} or ${topics.at(-1)}` : topics[0];
  return list ? ` You could ask me about ${list}.` : '';
}

function steerBack(index: PassageIndex, intent: Intent, chapterTitle: string | undefined, nearest: Passage[]): ChapterAnswer {
  const chapter = chapterTitle ? `"${chapterTitle}"` : 'this chapter';
  const answer = `That question goes beyond ${chapter}, so I can't answer it from the book. Let's stay with the chapter.${suggestions(index)}`;
  return { answer, closing: '', citations: [], onTopic: false, intent, passages: nearest };
}

/**
 * A question with no subject at all ("Which of the following statements is not true?" with the
 * statements left out, "Explain it.") cannot be said to go beyond the chapter: the student is asked what it is about.
 */
function askWhatAbout(index: PassageIndex, intent: Intent, chapterTitle?: string): ChapterAnswer {
  const chapter = chapterTitle ? `"${chapterTitle}"` : 'the chapter';
  const answer = `I'm not sure which part of ${chapter} your question is about. Tell me the topic, or paste the statements or options you mean, and I'll find them in the book.${suggestions(index)}`;
  return { answer, closing: '', citations: [], onTopic: true, intent, passages: [] };
}

/** Replies that need no passage: hello, thank you, or "I don't get it" with nothing said before. */
function conversational(index: PassageIndex, intent: Intent, chapterTitle?: string): ChapterAnswer {
  const chapter = chapterTitle ? `"${chapterTitle}"` : 'this chapter';
  const answer =
    intent === 'greeting'
      ? `Hello! I'm your tutor for ${chapter}. Ask me anything about it.${suggestions(index)}`
      : intent === 'thanks'
        ? 'You\'re welcome! Ask me anything else about the chapter, or say "Let\'s Start" to try the test.'
        : `No problem, let's go through it together. Which part would you like me to explain?${suggestions(index)}`;
  return { answer, closing: '', citations: [], onTopic: true, intent, passages: [] };
}

/** Asked for the test's answers (or told to ignore the rules): not refused as off-topic, pointed to the chapter. */
function whereToLook(index: PassageIndex, question: string): ChapterAnswer {
  const ranked = rankByStems(index, queryStems(index, question)).slice(0, 2);
  const sections = headingsOf(index, 4);
  const where = ranked.length
    ? `Start with passage ${ranked.map((r) => r.passage.id).join(' and ')}`
    : sections.length
      ? `Read the sections ${sections.join(', ')}`
      : 'Read the chapter through once more';
  const answer = `I can't give test answers, but here is where to look. ${where}, then say "Let's Start" and try the test yourself.`;
  return { answer, closing: '', citations: ranked.map((r) => ({ passage: r.passage.id, text: r.passage.text })), onTopic: true, intent: 'answer_request', passages: ranked.map((r) => r.passage) };
}

/** The passage at `found` brought into the top passages, as the last of them; the others keep their order. */
function broughtIn(ranked: RankedPassage[], found: number): RankedPassage[] {
  if (found < TOP_PASSAGES) return ranked;
  const others = ranked.filter((_, i) => i !== found);
  return [...others.slice(0, TOP_PASSAGES - 1), ranked[found]!, ...others.slice(TOP_PASSAGES - 1)];
}

/**
 * "What is a sample?" in a chapter that says "sample" in every paragraph: the word weighs little, so the
 * passage that defines it ("Sample: a subset of the population studied") is brought into the top passages, as the last of them.
 */
function withDefiningPassage(index: PassageIndex, ranked: RankedPassage[], topicStems: string[]): RankedPassage[] {
  if (!topicStems.length) return ranked;
  const term = topicStems.join(' ');
  // The term itself, not a longer one ending with it: "Simple Random Sampling: ..." does not define "sample".
  return broughtIn(
    ranked,
    ranked.findIndex((r) => !!recordOf(index, r.passage)?.terms?.includes(term)),
  );
}

/** How far down the ranking a passage naming what the question describes is looked for. */
const NAMING_DEPTH = 10;

/**
 * "Cell abnormalities resulting from a viral infection are called ___": when no top passage names an answer,
 * the first passage down the ranking whose sentence names what the question describes ("Cytopathic effects
 * (CPEs) are distinct observable cell abnormalities due to viral infection") is brought in, as the last of them.
 */
function withNamingPassage(ranked: RankedPassage[], stems: string[]): RankedPassage[] {
  const sentences = (r: RankedPassage) => passageSentences(r.passage.text).map((s) => s.text);
  if (ranked.slice(0, TOP_PASSAGES).some((r) => sentences(r).some((s) => namesAnAnswer(s, stems)))) return ranked;
  const found = ranked.slice(0, NAMING_DEPTH).findIndex((r, i) => i >= TOP_PASSAGES && sentences(r).some((s) => namesWhatWasDescribed(s, stems)));
  return found < 0 ? ranked : broughtIn(ranked, found);
}

/** A sentence made shorter for a younger reader: its first clause when the rest is an aside. */
function simpler(text: string, longSentence: number): string {
  const clauses = text.split(/(?<=[;:])\s+|\s+(?:—|-)\s+|,\s+(?=which |although |while |because |so )/);
  const first = clauses[0]!.replace(/[;:,]$/, '').trim();
  if (clauses.length > 1 && contentStems(text).length > longSentence / 2 && contentStems(first).length >= 4) return /[.!?]$/.test(first) ? first : `${first}.`;
  return text;
}

/** Items of a list that a chosen sentence announces with a colon, shown with it (at most). */
const LIST_ITEMS = 3;
/** Sentences at most brought back for a chosen sentence that opens with a pronoun. */
const ANTECEDENTS = 2;

const OPENS_WITH_PRONOUN = /^(It|Its|This|These|They|That|Those|Such|He|She|Their)\b/;
/** "For example, the number of days a pupil is absent ...": an instance of what the sentence before it says. */
const OPENS_WITH_EXAMPLE = /^(?:for (?:example|instance)|e\.g\.)/i;

/**
 * "It is calculated by..." means nothing alone: a sentence opening with a pronoun brings the one before
 * it. A sentence ending in a colon ("This stimulation has three major effects:") brings the list after it.
 * When the question asks what a case is called (`askedForName`), an example that matches the case brings
 * the sentence it illustrates: "A variable is ..." before "For example, the number of days ...".
 */
function withAntecedents(chosen: Candidate[], all: Candidate[], askedForName = false): Candidate[] {
  const out: Candidate[] = [];
  for (const c of chosen) {
    // "It stretched from..." before "Its road system...": the chain goes back until a sentence names its subject.
    const antecedents: Candidate[] = [];
    let from = c;
    while (antecedents.length < ANTECEDENTS && (OPENS_WITH_PRONOUN.test(from.text) || (askedForName && from === c && OPENS_WITH_EXAMPLE.test(from.text)))) {
      const before = all.find((b) => b.passage.id === from.passage.id && b.order === from.order - 1);
      if (!before || chosen.includes(before) || out.includes(before)) break;
      antecedents.unshift(before);
      from = before;
    }
    out.push(...antecedents, c);
    // "This stimulation has three major effects:" announces what follows: the list comes with it.
    if (/:\s*$/.test(c.text)) {
      for (let k = 1; k <= LIST_ITEMS; k++) {
        const next = all.find((n) => n.passage.id === c.passage.id && n.order === c.order + k);
        if (!next || chosen.includes(next) || out.includes(next)) break;
        out.push(next);
      }
    }
  }
  return out;
}

/** The chosen sentences just before `c` in its passage that it leans on ("...meets a calm sea..." for "This fan-shaped landform..."). */
function antecedentChain(c: Candidate, chosen: Candidate[]): Candidate[] {
  const chain: Candidate[] = [];
  for (let from = c; OPENS_WITH_PRONOUN.test(from.text);) {
    const before = chosen.find((b) => b.passage.id === from.passage.id && b.order === from.order - 1);
    if (!before || chain.includes(before)) break;
    chain.unshift(before);
    from = before;
  }
  return chain;
}

function cite(chosen: Candidate[], bestFirst: boolean): { text: string; citations: Citation[] } {
  // Reading order, except that a definition leads with the defining sentence, after the sentence its "This" means.
  const [first] = chosen;
  const lead = bestFirst && first ? [...antecedentChain(first, chosen), first] : [];
  const ordered = [...lead, ...chosen.filter((c) => !lead.includes(c)).sort((a, b) => a.order - b.order)];
  const ids = [...new Set(ordered.map((c) => c.passage.id))];
  // A glossary's entry has no full stop ("anagen: active phase of the hair growth cycle"): one ends it, so two do not run together.
  const ended = (text: string) => (isGlossaryEntry(text) && !/[.!?]["')\]]?$/.test(text) ? `${text}.` : text);
  return { text: `${ordered.map((c) => ended(c.text)).join(' ')} (passage ${ids.join(', ')})`, citations: ordered.map((c) => ({ passage: c.passage.id, text: c.text })) };
}

/**
 * The topic as a phrase the chapter itself says, ending in a content word: "delta formd by" (spelt
 * "delta form by") is cut back word by word to "delta". Plural endings are forgiven ("meander", "meanders").
 */
function phraseTheChapterSays(topic: string, index: PassageIndex): string | undefined {
  const words = topic.toLowerCase().split(/\s+/).filter(Boolean);
  const original = index.passages.map((p) => p.text).join('\n');
  const text = original.toLowerCase();
  for (let n = Math.min(words.length, 6); n > 0; n--) {
    const last = words[n - 1]!;
    if (STOPWORDS.has(last)) continue;
    const phrase = words.slice(0, n).map((w) => w.replace(/[^\w'-]/g, '').replace(/-/g, '\\-'));
    const found = new RegExp(`(^|[^a-z])(${phrase.join('\\s+')})(e?s)?([^a-z]|$)`).exec(text);
    if (found) return asTheChapterWritesIt(topic.split(/\s+/).slice(0, n).join(' '), original, found.index + found[1]!.length);
  }
  return undefined;
}

/**
 * The phrase with the chapter's capitals where the chapter writes it inside a sentence ("Koch", "van der
 * Waals", "decomposers"); as the student typed it where the chapter only starts a sentence with it.
 */
function asTheChapterWritesIt(typed: string, chapter: string, at: number): string {
  const pattern = new RegExp(`(?<=[a-z,;:] )${typed.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+')}(?![a-z])`, 'i');
  const inside = pattern.exec(chapter.slice(Math.max(0, at - 2)));
  return inside ? inside[0].replace(/\s+/g, ' ') : typed;
}

/** Words that ask what a symbol means, not what about: "stand" had found "One student ... should stand". */
const SYMBOL_ASKING = new Set(contentStems('stand stands represent represents mean means denote denotes refer signify symbol letter variable formula equation'));

/**
 * "What does G stand for?": the sentence that introduces the letter, cited; none when the chapter never does.
 * Asked again ("I don't get it"), only the sentence that says what the letter is, in its first clause.
 */
function meaningOfSymbol(index: PassageIndex, symbol: string, stems: string[], question: string, again?: { longSentence: number }): ChapterAnswer | undefined {
  const ranked = rankByStems(index, stems);
  const rank = new Map(ranked.map((r, i) => [r.passage, i]));
  const explained = explainSymbol(index.passages, symbol, (p) => rank.get(p) ?? Number.POSITIVE_INFINITY);
  if (!explained) return undefined;
  const { passage } = explained;
  const text = again ? `Let me put it more simply. ${simpler(explained.sentence, again.longSentence)}` : explained.text;
  const passages = [passage, ...ranked.map((r) => r.passage).filter((p) => p !== passage)].slice(0, TOP_PASSAGES);
  return {
    answer: `${text} (passage ${passage.id})`,
    closing: closingLine(again ? 'explain_again' : 'definition', question),
    citations: [{ passage: passage.id, text: explained.text }],
    onTopic: true,
    intent: again ? 'explain_again' : 'definition',
    passages,
  };
}

export function answerFromChapter(input: AnswerFromChapterInput): ChapterAnswer {
  const index = input.index ?? buildPassageIndex(input.passages ?? []);
  const understood = detectIntent(expandTextSpeak(input.question));
  const { intent } = understood;
  if (intent === 'greeting' || intent === 'thanks') return conversational(index, intent, input.chapterTitle);
  if (intent === 'answer_request') return whereToLook(index, input.question);
  // "I don't get it" is about the question before it; without one, the student is asked which part.
  const about = intent === 'explain_again' ? (input.previousQuestion ?? '') : input.question;
  if (intent === 'explain_again' && !about.trim()) return conversational(index, intent, input.chapterTitle);
  const asked = intent === 'explain_again' ? detectIntent(expandTextSpeak(about)) : understood;
  const again = intent === 'explain_again';
  const shape = answerShape(input.grade);
  // Again, simpler: the bound on a sentence's length the sentences are chosen by is halved.
  const longSentence = again ? Math.round(shape.longSentence / 2) : shape.longSentence;
  // "What does G stand for?": the question's other words, without "stand for", rank the passages, also
  // when the chapter never introduces the letter.
  const symbol = askedSymbol(about);
  const stems = symbol ? queryStems(index, about).filter((s) => !SYMBOL_ASKING.has(s)) : queryStems(index, about);
  const symbolAnswer = symbol && meaningOfSymbol(index, symbol, stems, about, again ? { longSentence } : undefined);
  if (symbolAnswer) return symbolAnswer;
  const vocabulary = vocabularyOf(index);
  // The topic as the chapter spells it: the closing line must not repeat "frictoin" back to the student.
  const topicText = asked.topic ? correctSpelling(asked.topic, vocabulary).text : undefined;
  const topicStems = topicText ? contentStems(topicText) : [];
  // "Explain it." names nothing; "what is work?" names a word of asking that the chapter defines.
  if (namesNoSubject(stems) && namesNoSubject(topicStems) && !chapterDefines(index, topicStems)) return askWhatAbout(index, intent, input.chapterTitle);
  const askedFor = again ? asked.intent : intent;
  // "85 ÷ 5" asks about dividing: where the chapter teaches it, the operations written as symbols are asked
  // words too. Elsewhere ("F = ma" in a physics chapter) they would only pull in passages about solving.
  const operations = contentStems(operatorWords(about).join(' '));
  const taught = operations.length > 0 && teachesOperation(index, operations);
  const withOperations = taught ? [...new Set([...stems, ...operations])] : stems;
  const byWeight = rankByStems(index, withOperations);
  // "... are callled waht?" asks for a name too: the wording is read as the chapter spells it.
  const asksForName = ASKS_FOR_NAME.test(about) || ASKS_FOR_NAME.test(correctSpelling(about, vocabulary).text);
  const ranked = (askedFor === 'definition' ? withDefiningPassage(index, byWeight, topicStems) : asksForName ? withNamingPassage(byWeight, withOperations) : byWeight).slice(0, TOP_PASSAGES);
  const nearest = ranked.map((r) => r.passage);
  const onTopic = isAboutChapter(index, stems, topicStems) || (taught && usesEverySubjectWord(index, stems));
  if (!ranked.length || !onTopic) return steerBack(index, intent, input.chapterTitle, nearest);
  // "This is an example of a(n) ___ infection": a case given, and the category it belongs to asked.
  const exemplifies = asksWhatItExemplifies(about);
  const pickInput: PickInput = {
    index,
    ranked,
    stems: withOperations,
    topicStems,
    intent: askedFor,
    // Again, simpler: fewer and shorter sentences than the first time.
    sentences: again ? Math.max(1, shape.sentences - 1) : shape.sentences,
    longSentence,
    asksForName: asksForName || exemplifies,
    exemplifies,
    ...(askedFor === 'comparison' ? { sides: comparedSides(index, about) } : {}),
    asksWho: ASKS_WHO.test(about),
  };
  const picked = pickSentences(pickInput);
  if (!picked.chosen.length) return steerBack(index, intent, input.chapterTitle, nearest);

  let chosen = picked.chosen;
  let maths = '';
  if (askedFor === 'definition' && topicStems.length) {
    // A quantity the chapter gives a formula for ("speed = distance / time") is defined by it too.
    const formula = picked.all.find((c) => {
      const f = formulaIn(c.text);
      return f && c.passage.id === chosen[0]!.passage.id && topicStems.every((s) => contentStems(f.split('=')[0]!).includes(s));
    });
    if (formula) maths = formulaAsMaths(formulaIn(formula.text)!);
  }
  if (askedFor === 'formula' && !picked.solution) {
    // The formula the chapter gives for the asked quantity, in whichever passage; else one among the sentences picked.
    const named = namedFormula(index.passages, byWeight, stems);
    const namedSentences = named ? pickSentences({ ...pickInput, ranked: [named.passage, ...(named.explainedBy ? [named.explainedBy] : [])].map((passage) => ({ passage, score: 1 })) }).all : [];
    const namedOne = named && namedSentences.find((c) => formulaIn(c.text) === named.formula);
    // The sentences around the formula: those of its own passage (and the next, when that explains it), or those picked.
    const around = namedOne ? namedSentences : picked.all;
    const withFormula = namedOne ?? chosen.find((c) => formulaIn(c.text)) ?? picked.all.find((c) => c.score > 0 && formulaIn(c.text));
    if (withFormula) {
      maths = formulaAsMaths(formulaIn(withFormula.text)!);
      // "where ā is average acceleration, v is velocity...": what the symbols stand for.
      const next =
        around.find((c) => c.passage === withFormula.passage && c.order === withFormula.order + 1) ?? (namedOne && named.explainedBy ? around.find((c) => c.passage === named.explainedBy) : undefined);
      const where = next && /^where\b/i.test(next.text) ? next : undefined;
      const worked = workedLine(withFormula, around);
      const intro = namedOne && named.introduced ? around.find((c) => c.passage === withFormula.passage && c.order === withFormula.order - 1) : undefined;
      chosen = [...(intro ? [intro] : []), withFormula, ...(where ? [where] : []), ...(worked && worked !== where && worked !== intro ? [worked] : [])];
    }
  }
  chosen = withAntecedents(chosen, picked.all, pickInput.asksForName);
  // A list is kept whole: its first clause would be the line announcing it, without the items.
  if (again) chosen = chosen.map((c) => (c.listFrom !== undefined ? c : { ...c, text: splitSentences(simpler(c.text, shape.longSentence)).join(' ') }));
  const { text, citations } = cite(chosen, askedFor === 'definition');
  const lead = again ? 'Let me put it more simply. ' : '';
  const answer = `${lead}${text}${maths ? `\n\n${maths}` : ''}`;
  // Named back only in the chapter's own words: "balanced forcs" (a slip the stem forgave) is not repeated.
  const inChapter = (text: string) => (text.toLowerCase().match(/[a-z]+/g) ?? []).every((w) => vocabulary.words.has(w) || STOPWORDS.has(w));
  const topic = topicText && !/[^\w\s'-]/.test(topicText) && inChapter(topicText) ? phraseTheChapterSays(topicText, index) : undefined;
  return { answer, closing: closingLine(intent, input.question, topic), citations, onTopic: true, intent, passages: nearest };
}
