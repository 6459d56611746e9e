// "How do I calculate average velocity?": the chapter's formula for that quantity, wherever it is. A
// chapter names its formulas in a few ways: words before the symbols ("average velocity is v̄ = Δx/Δt"),
// words as the formula's left side ("Percent uncertainty = (δA/A) × 100%"), or a "where" sentence after
// it ("ā = Δv/Δt ..." then "where ā is average acceleration"). Passage ranking alone often misses it: the
// quantity's words are in every passage of the section, and the formula's passage says them once.
import { contentStems } from '../text/tokenise';
import type { Passage } from '../types';
import { formulaIn } from './formula';
import type { RankedPassage } from './passage-index';
import { passageSentences } from './sentences';

/** Words of asking for a formula: they say how, not which quantity. */
const ASKING_FOR_A_FORMULA = new Set(contentStems('calculate calculated calculation formula formulas equation equations compute computed work out find get measure determine use'));

export interface NamedFormula {
  passage: Passage;
  /** The formula as `formulaIn` reads it from its sentence. */
  formula: string;
  /** The next passage, when its first sentence says what the symbols of a formula ending this one stand for. */
  explainedBy?: Passage;
  /** Named by the sentence before it, which then comes with it. */
  introduced?: boolean;
}

/** "where ā is average acceleration": the first clause of a "where" names the formula's left side (the rest, its other symbols). */
const WHERE = /\bwhere\s+[^,;]*/i;

/** The stems that name the quantity a formula sentence states: its words up to "=", and the first clause of a "where" in it or after it. */
function namesOf(sentence: string, next: string | undefined): Set<string> {
  const equals = sentence.indexOf('=');
  const where = WHERE.exec(sentence.slice(equals))?.[0] ?? (next && /^where\b/i.test(next) ? WHERE.exec(next)![0] : '');
  return new Set(contentStems(`${sentence.slice(0, equals)} ${where}`));
}

/** A formula on its own line ("v_avg=(Δd)/(Δt)") after a sentence that opens with the quantity ("Average velocity is displacement divided by..."). */
function introducedBy(sentence: string, before: string | undefined, quantity: string[]): boolean {
  if (!before || /\s/.test(sentence.slice(0, sentence.indexOf('=')).trim())) return false;
  const opening = contentStems(before).slice(0, quantity.length);
  return quantity.every((s) => opening.includes(s));
}

/**
 * The formula whose own sentence names every word of the asked quantity, in passage rank order, else one
 * that a sentence opening with the quantity introduces; null when the question names no quantity or no
 * formula is named by all its words.
 */
export function namedFormula(passages: Passage[], ranked: RankedPassage[], asked: string[]): NamedFormula | null {
  const quantity = asked.filter((s) => !ASKING_FOR_A_FORMULA.has(s) && !/^\d/.test(s));
  if (!quantity.length) return null;
  const following = new Map(passages.map((p, i) => [p, passages[i + 1]]));
  let introduced: NamedFormula | null = null;
  for (const { passage } of ranked) {
    const sentences = passageSentences(passage.text).map((s) => s.text);
    for (let i = 0; i < sentences.length; i++) {
      const formula = formulaIn(sentences[i]!);
      if (!formula) continue;
      // A formula that ends its passage may be explained by the next one's first sentence ("where ā is ...").
      const after = following.get(passage);
      const next = sentences[i + 1] ?? passageSentences(after?.text ?? '')[0]?.text;
      const found = i + 1 === sentences.length && after && next && /^where\b/i.test(next) ? { passage, formula, explainedBy: after } : { passage, formula };
      const names = namesOf(sentences[i]!, next);
      if (quantity.every((s) => names.has(s))) return found;
      if (!introduced && introducedBy(sentences[i]!, sentences[i - 1], quantity)) introduced = { ...found, introduced: true };
    }
  }
  return introduced;
}
