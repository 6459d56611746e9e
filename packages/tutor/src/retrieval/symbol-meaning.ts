// "What does G stand for?", "In g=GM/r^2, what does G represent?": a student asks what a letter of a
// formula means. The chapter says it where it introduces the letter ("where G is the gravitational
// constant", "G is the ...", "the angular velocity ω", "angular velocity (ω)"); matched by the letter's
// exact case, as "g" and "G" are different quantities. Searched as words, the question had found "stand".
import { contentStems } from '../text/tokenise';
import type { Passage } from '../types';
import { passageSentences } from './sentences';

/** A symbol: one letter (Latin or Greek), with a subscript ("v_0", "F_c") or a "Δ" before it ("Δt"). */
const SYMBOL = String.raw`Δ?[A-Za-zα-ωΑ-Ω](?:_\{?[\w]{1,4}\}?|\d)?`;
const QUOTE_OPEN = `["'“‘]?`;
const QUOTE_CLOSE = `["'”’]?`;

/** What may follow the asking words: where the letter is ("in the formula g=GM/r^2"), then the question's end. */
const TO_THE_END = String.raw`(?:\s+in\s+[^?!]{0,120})?\s*[?.!]*\s*$`;

/**
 * The question's ways of asking what a symbol means, to the question's end: "what is a mean free path?" and
 * "what do u mean by inertia?" (text-speak "u" is "you") ask about words, and so does "what is a mean?".
 * "What" may be capitalised; the letter keeps its case.
 */
const ASKS_MEANING = [
  new RegExp(
    String.raw`(?:^|[\s,;:])[Ww]hat\s+(?:does|do)\s+(?:the\s+)?(?:symbol\s+|letter\s+|variable\s+)?${QUOTE_OPEN}(?!u\s+mean)(${SYMBOL})${QUOTE_CLOSE}\s+(?:stand\s+for|represent|mean|denote|refer\s+to|signify)s?${TO_THE_END}`,
    'u',
  ),
  new RegExp(String.raw`(?:^|[\s,;:])[Ww]hat(?:'s|s|\s+is)\s+(?:the\s+)?${QUOTE_OPEN}(${SYMBOL})${QUOTE_CLOSE}\s+in\s+(?:the|this|that)\s+(?:formula|equation)\b[^?!]{0,120}[?.!]*\s*$`, 'u'),
];

/** The symbol a question asks the meaning of, as typed ("G", "v_0"), if it asks that. */
export function askedSymbol(question: string): string | undefined {
  const text = question.length > 500 ? question.slice(0, 500) : question;
  for (const pattern of ASKS_MEANING) {
    const found = pattern.exec(text);
    if (found) return found[1];
  }
  return undefined;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Words before a bracketed letter that make it a label, not a symbol: "and (d) calculate", "in part (a)". */
const LABEL_BEFORE = '(?:and|or|then|part|parts|step|steps|figure|table|question|questions|example|equation|find|calculate|determine|compute|estimate|show|explain|describe)';

/**
 * How plainly a sentence says what the symbol means: 3 for "where G is the ...", "The acceleration a is the ..."
 * or "we define velocity v as", 2 for "velocity (v)", 1 for "the constant G", 0 for none. The patterns are
 * made once per symbol, for every sentence of the chapter.
 */
function explainer(symbol: string): (sentence: string) => number {
  const s = `(?<![\\p{L}\\p{N}_^/])${escape(symbol)}(?![\\p{L}\\p{N}_^(])`;
  const says = String.raw`\s+(?:(?:is|are)\s+(?:the|a|an|called|known\s+as|defined\s+as)\b|stands\s+for\b|represents\b|denotes\b)`;
  const plainly = new RegExp(String.raw`(?:^|\bwhere\s+|\band\s+|[,;:]\s+|^(?:[Tt]he|[Aa]n?)\s+(?:\p{Ll}{3,}\s+){1,3})${s}${says}|\bdefined?s?\s+(?:\p{Ll}+\s+){0,3}${s}\s+as\b`, 'u');
  const bracketed = new RegExp(String.raw`\b(?!${LABEL_BEFORE}\b)\p{Ll}{3,}\s*\(${s}\)`, 'u');
  const named = new RegExp(String.raw`\b(?:the|a|an|of)\s+(?:\p{Ll}{3,}\s+){0,3}\p{Ll}{3,}\s+${s}(?=\s*(?:[,.;:]|is\b|as\b|and\b|$))`, 'u');
  return (sentence) => {
    if (plainly.test(sentence)) return 3;
    // "find (a) its acceleration and (b) its stopping distance": letters in brackets that run on are a task's parts.
    if ((sentence.match(/\([a-h]\)/g)?.length ?? 0) < 2 && bracketed.test(sentence)) return 2;
    return named.test(sentence) ? 1 : 0;
  };
}

export interface SymbolExplained {
  passage: Passage;
  /** The sentence that says what the letter is. */
  sentence: string;
  /** That sentence, after the formula it goes on from when it opens with "where". */
  text: string;
}

/**
 * The sentence that says what the symbol means: the plainest way of saying it, then the passage that
 * ranks best for the rest of the question ("In the formula g=GM/r^2"), then the chapter's first.
 */
export function explainSymbol(passages: Passage[], symbol: string, rankOf: (passage: Passage) => number): SymbolExplained | undefined {
  const explains = explainer(symbol);
  let best: (SymbolExplained & { how: number; rank: number }) | undefined;
  for (const passage of passages) {
    if (!passage.text.includes(symbol)) continue;
    const sentences = passageSentences(passage.text);
    sentences.forEach(({ text }, i) => {
      const how = explains(text);
      if (!how || !contentStems(text).length) return;
      const rank = rankOf(passage);
      // "where G is the gravitational constant" goes on from the formula before it, which is said with it.
      const before = /^where\b/i.test(text) ? sentences[i - 1]?.text : undefined;
      if (!best || how > best.how || (how === best.how && rank < best.rank)) best = { passage, sentence: text, text: before ? `${before} ${text}` : text, how, rank };
    });
  }
  return best && { passage: best.passage, sentence: best.sentence, text: best.text };
}
