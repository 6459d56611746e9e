// Which terms a sentence defines. Textbooks define in a few fixed shapes: "A force is a push or a
// pull", "X refers to ...", "... is called X", "known as X", "X: the ...". A sentence that
// defines the asked term beats one that merely mentions it ("What forces can do").
import { contentStems } from '../text/tokenise';

// "X is a/an/the ...", "X refers to ...": the subject is a term (not "If two forces", not "It").
const LEADING =
  /^(?:by definition,\s+)?(?:an? |the )?(?!(?:if|when|because|although|as|while|since|in|on|at|for|this|these|that|those|it|they|there|we|you|he|she|usually|some|most|many|each|every|one|all|both)\b)([a-z][a-z' -]{1,60}?)(?:\s*\(([^)]{0,60})\)|,\s+(or\s+[^,]{1,40}),)?,?\s+(?:(?:is|are|was|were)\s+(?:an? |the |one |any |defined as |described as |what |how |when |where )|(?:are|were)\s+(?:very |tiny |small |large |single |simple )?(?!(?:not|also|often|usually|always|never|all|both|able|in|on|at|by|of|to|for|from|with|into|part|found|made|seen|used|known|given|taken|shown|built|held|kept|left|lost|born|more|less|most|much|so|too|there|then|still|now|and|or|but)\b)(?![a-z]+(?:ed|ing)\b)[a-z]+(?:-[a-z]+)?\s+(?!(?:to|because|for|in|on|at|by|with|from|than|that|when|if|as|since|and|but|enough|during|after|before)\b)(?=[a-z])|refers? to |means? |describes? |can be defined as |is the term for |occurs when |happens when )/i;
const NAMED =
  /\b(?:is|are|was|were|be)\s+(?:often |also |usually |sometimes )?(?:called|known as|termed|referred to as|named|defined as)\s+(?:an? |the )?["']?([a-z][a-z' -]{1,60}?)["']?(?=[.,;:)]|\s+(?:and|or|because|which|when|if)\b|$)/i;
/** "It swings in large bends called meanders": a noun then "called X" names X as that noun, without "is". */
const NOUN_CALLED = /\b[a-z]{3,}\s+(?:called|known as)\s+(?:an? |the )?["']?([a-z][a-z'-]{1,30}(?: [a-z][a-z'-]{1,30}){0,2}?)["']?(?=[.,;:)]|\s+(?:and|or|because|which|when|if)\b|$)/i;
const THIS_IS = /\b(?:this|these|that)\s+(?:is|are|change is|process is)\s+(?:called|known as|termed)\s+(?:an? |the )?([a-z][a-z' -]{1,60}?)(?=[.,;:]|$)/i;
/** "Sample: a subset of the population", "Stratified Sampling: a method for...": a glossary's entry (the term has no verb). */
const COLON = /^(?![^:]*\b(?:is|are|was|were|can|has|have)\b)([A-Za-z][A-Za-z'-]*(?: [A-Za-z'-]+){0,3}):\s+\S/;

/**
 * "... the media began muckraking: the writing and publishing of news coverage ...": a word, a colon and what
 * it is, inside a sentence. Not a list ("five layers: the troposphere, the stratosphere ...") nor a clause
 * whose verb is a form of "be" ("trichromatic theory applies: the cones are responsive ..."); other clauses
 * pass ("applies: the cones respond ..." gives "applies", which no student asks to have defined).
 */
const MID_COLON = /(?<![A-Za-z'-])([a-z][a-z'-]{2,40}): (?:the|an?) (?![^.]{0,300}?\b(?:is|are|was|were)\b)(?![^.]{0,300}?(?:,|\band) (?:the|an?) )/;

/** A title and a colon before a sentence: "Acceleration as a Vector: ", "Misconception Alert: ". */
const LABEL = /^[A-Z][\w'-]*(?: [\w'-]+){0,5}:\s+(\S.*)$/s;

/** The other name a term is given beside it: "(or microbes, as they are also called)", ", or microbes,", "(also called X)". */
const ALIAS = /^\s*(?:or|also called|also known as|known as|i\.e\.)\s+([a-z][a-z'-]*(?:\s+[a-z][a-z'-]*)?)/i;

/** Stems of the terms this sentence defines (empty for most sentences). */
export function definedStems(sentence: string): string[] {
  return [...new Set(definedTerms(sentence).flatMap((term) => term.split(' ')))];
}

/** The terms this sentence defines, each as its stems joined by spaces ("simpl random sampl"). */
export function definedTerms(sentence: string): string[] {
  const out: string[] = [];
  // A box's title before its first sentence ("Acceleration as a Vector: Acceleration is a vector ...").
  const afterLabel = LABEL.exec(sentence)?.[1];
  const tries: Array<[RegExp, string]> = [LEADING, NAMED, THIS_IS, COLON, MID_COLON].map((pattern) => [pattern, sentence]);
  if (afterLabel) tries.push([LEADING, afterLabel]);
  for (const [pattern, text] of tries) {
    const m = pattern.exec(text);
    if (!m?.[1]) continue;
    const term = m[1].trim();
    if (term.split(/\s+/).length > 5) continue;
    out.push(contentStems(term).join(' '));
    // "Microorganisms (or microbes, as they are also called) are small organisms" defines both names.
    const alias = pattern === LEADING ? ALIAS.exec(m[2] ?? m[3] ?? '')?.[1] : undefined;
    if (alias) out.push(contentStems(alias).join(' '));
  }
  return [...new Set(out.filter(Boolean))];
}

/** What defining a longer term that holds the topic ("representative sample" for "sample") counts for. */
const PART_OF_A_TERM = 0.5;

/**
 * How well a sentence defines the topic: the share of the topic's stems it defines (1 when it
 * defines all of them). "Precipitation can be rain, snow..." defines precipitation only loosely,
 * so LEADING counts only when the defined phrase is the topic itself or ends with it.
 */
export function definesTopic(sentence: string, topicStems: string[]): number {
  if (!topicStems.length) return 0;
  // "bends called meanders" defines the asked term; it is not counted as naming a term in general
  // (for "... is what?" questions), where "a process known as the scientific method" misleads.
  const named = NOUN_CALLED.exec(sentence)?.[1];
  const terms = [...definedTerms(sentence), ...(named ? [contentStems(named).join(' ')] : [])];
  // The term itself defines it fully; a longer one holding it ("Representative Sample: ...") only in part.
  if (terms.includes(topicStems.join(' '))) return 1;
  const defined = new Set(terms.flatMap((term) => term.split(' ')));
  return (topicStems.filter((s) => defined.has(s)).length / topicStems.length) * PART_OF_A_TERM;
}

/** "This type of research is known as archival research": the sentence names what the one before it described. */
const NAMES_THE_LAST = /^(?:this|these|that|those|such)\b[^.;]{0,60}?\b(?:is|are|was|were)\s+(?:often |also |usually |sometimes )?(?:called|known as|termed|referred to as|named)\s/i;

export function namesWhatCameBefore(sentence: string): boolean {
  return NAMES_THE_LAST.test(sentence);
}

// "Facts are observable realities", "The case study involves studying a few individuals...",
// "Cytopathic effects (CPEs) are distinct observable cell abnormalities ...", "binaural (two-eared) cues":
// a clause that gives a term (perhaps with its abbreviation) and what it means, side by side.
const CLAUSE =
  /(?:^|[,;:]\s*(?:and |but |while |whereas )?)((?:an? |the )?(?:[A-Za-z][\w'-]*\s+){0,3}?[A-Za-z][\w'-]*)(?:\s+\([^()]{1,20}\))?\s+(?:is|are|was|were|involves?|refers? to|means?|describes?)\s+(?:(?:often |also |usually )?(?:called|known as|defined as|termed|referred to as)\s+)?([^,;.:]+)/gi;
const GLOSS = /\b([A-Za-z][\w'-]*(?:\s+[a-z][\w'-]*)?)\s+\(([^()\d]{3,60})\)/g;

/** Share of a phrase's content stems that the question has (0 for an empty phrase). */
function askedShare(phrase: string, asked: Set<string>): number {
  const stems = contentStems(phrase);
  return stems.length ? stems.filter((s) => asked.has(s)).length / stems.length : 0;
}

/**
 * The sentence names a term the question lacks for what the question describes: one side of a
 * clause ("Facts" / "binaural") is new to the question while the other ("are observable realities" /
 * "(two-eared)") is mostly the question's own words. The answer to "... is known as what?".
 */
export function namesWhatWasDescribed(sentence: string, askedStems: string[]): boolean {
  const asked = new Set(askedStems);
  const isNew = (phrase: string) => contentStems(phrase).some((s) => !asked.has(s));
  const text = sentence.length > 2000 ? sentence.slice(0, 2000) : sentence;
  for (const pattern of [CLAUSE, GLOSS]) {
    pattern.lastIndex = 0;
    for (let m = pattern.exec(text); m; m = pattern.exec(text)) {
      const [, term = '', meaning = ''] = m;
      if (isNew(term) && askedShare(term, asked) < 0.5 && askedShare(meaning, asked) >= 0.5) return true;
    }
  }
  return false;
}

/**
 * The sentence could answer "... is known as what?": it names what the question describes, or it names
 * a term the question lacks ("... in a process called photosynthesis", "X is called Y") while saying at
 * least half of the question's words.
 */
export function namesAnAnswer(sentence: string, askedStems: string[]): boolean {
  if (namesWhatWasDescribed(sentence, askedStems)) return true;
  const asked = new Set(askedStems);
  const text = sentence.length > 2000 ? sentence.slice(0, 2000) : sentence;
  const called = NOUN_CALLED.exec(text)?.[1];
  const named = [...definedStems(text), ...(called ? contentStems(called) : [])];
  const said = new Set(contentStems(text));
  return named.some((s) => !asked.has(s)) && [...asked].filter((s) => said.has(s)).length * 2 >= asked.size;
}
