// A passage's text as sentences. A short line without closing punctuation is a heading the
// passage splitter kept in the text ("Speed" above "Speed tells us..."): it is returned as the
// sentences' heading, never glued to the sentence after it; unless it is a list's item under a line
// announcing the list, which is joined to that line (text/list-items.ts).
import { NOT_AFTER_ABBREVIATION } from '../text/abbreviations';
import { BULLET, bulletedItems, ENDS_SENTENCE, isListItem, isShortLine, joinItems, type ListPlace, placeAfter } from '../text/list-items';

export interface PassageSentence {
  text: string;
  /** The heading line this sentence sits under inside the passage, if any. */
  heading?: string;
  /** Where a list's items joined to the sentence begin: its own length is the lead-in's. */
  listFrom?: number;
}

/**
 * Where a sentence ends: after ".", "!" or "?" and a space, before a capital, a digit, a quote or a bracket;
 * not after a name's initial ("Robert E. Park", "W.E.B. Du Bois", "the U.S. Census": a capital and a full
 * stop after a capitalised word or another initial) unless a word that opens sentences follows ("the U.S.
 * In 1990", "World War I. Then"), nor after an abbreviation a name or a number follows ("Dr. Kenneth Clark",
 * "1/P vs. V", "McCulloch v. Maryland", "et al. (2010)").
 */
const SENTENCE_END = new RegExp(
  `(?<=[.!?])(?:(?<!(?:^|[\\s(])(?:[A-Z][a-z]{1,20} |(?:[A-Z]\\.){1,4})[A-Z]\\.)|(?=\\s+(?:In|On|At|By|For|From|The|This|These|That|Those|It|Its|They|Their|There|Then|He|She|We|You|A|An|But|And|However|After|Before|When|While|As|Although|Today|Now|Later|Since|During)\\b))${NOT_AFTER_ABBREVIATION}\\s+(?=[A-Z0-9"(])`,
);

/**
 * A line that is no title however short: a formula ("C_1 V_1=C_2 V_2", "E(P) ≡ ...", "2 H_2 + O_2 ⟶ 2 H_2 O")
 * or a sentence leading into one ("These components are also equal, so we have", "The electric field is
 * calculated by", "The mass m cancels, yielding"). Taken for titles, they hid a chapter's formulas from its text and named the passages after them.
 */
export const isFormulaOrLeadIn = (line: string) =>
  /[=≡≈≠≤≥⟶⇌]|\s(?:by|the|a|an|and|or|that|which|as|is|have|has|get|gets|obtain|obtains|find|gives?|becomes?|yields?|equals?|with)$|,\s*(?:yielding|giving|getting|obtaining|finding|becoming)$/.test(
    line,
  );

function isHeadingLine(line: string): boolean {
  const words = line.split(/\s+/).filter(Boolean).length;
  // "anagen: active phase of the hair growth cycle" is a glossary's entry, a sentence of its own.
  return words > 0 && words <= 8 && line.length <= 90 && !/[.!?:;,]["')]?$/.test(line) && !isFormulaOrLeadIn(line) && !/:\s+\S+\s+\S+\s+\S+/.test(line);
}

// Words that open a sentence: after a short title, one of these starting with a capital is where
// the text begins ("What forces can do A force can make...").
const OPENERS = new Set('a an the this these those it its in when if usually every most many each some sometimes often there we you our as for all one two near inside however today most'.split(' '));

/**
 * A heading the passage splitter ran into its paragraph ("Friction Friction is a force...",
 * "Balanced and unbalanced forces Usually more than one force..."): a title of up to 8 words
 * followed by a capitalised word that repeats the title's first word or opens a sentence.
 */
export function splitGluedHeading(block: string): { heading?: string; rest: string } {
  const words = block.split(' ');
  if (!/^[A-Z]/.test(block)) return { rest: block };
  for (let k = 1; k <= Math.min(8, words.length - 3); k++) {
    const title = words.slice(0, k);
    if (title.some((w) => /[.!?:;,]$/.test(w))) break;
    const next = words[k]!;
    if (!/^[A-Z][a-z]*$/.test(next)) continue;
    const lower = next.toLowerCase();
    if (lower === title[0]!.toLowerCase().replace(/[^a-z]/g, '') || OPENERS.has(lower)) {
      // Title words after the first are lower case (or a short title): "Speed Speed", "What forces can do A".
      if (title.slice(1).every((w) => /^[a-z0-9(-]/.test(w) || w.length <= 3)) return { heading: title.join(' '), rest: words.slice(k).join(' ') };
    }
  }
  return { rest: block };
}

export function splitSentences(text: string): string[] {
  return text
    .split(SENTENCE_END)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** A passage's sentences, and the headings inside its text, read in one pass. */
interface PassageReading {
  sentences: PassageSentence[];
  headings: string[];
}

/**
 * Lines are headings, prose or a list's items (text/list-items.ts): short items under a line that
 * announces them ("... the following functions:") are joined to it as one sentence, "...: supports the
 * body; protects internal organs.", and bulleted fragments likewise; bulleted sentences stay sentences.
 */
function readPassage(text: string): PassageReading {
  const sentences: PassageSentence[] = [];
  const headings: string[] = [];
  const blocks = text
    .split(/\n+/)
    .map((block) => block.trim())
    .filter(Boolean);
  let heading: string | undefined;
  let place: ListPlace;
  let items: string[] = [];
  let leadIn: PassageSentence | undefined;
  const push = (sentence: string) => sentences.push(heading ? { text: sentence, heading } : { text: sentence });
  const endList = () => {
    if (items.length && leadIn) {
      leadIn.listFrom = leadIn.text.length;
      leadIn.text = joinItems(items, leadIn.text);
    } else if (items.length) sentences.push({ ...(heading ? { heading } : {}), text: joinItems(items), listFrom: 0 });
    items = [];
    leadIn = undefined;
  };
  const prose = (block: string) => {
    for (const sentence of splitSentences(block)) push(sentence);
    place = placeAfter(block, place, false);
    if (place === 'lead') leadIn = sentences.at(-1);
  };
  blocks.forEach((block, i) => {
    const next = blocks[i + 1];
    const bulleted = bulletedItems(block);
    // Fragments are items; a bulleted sentence, or a bulleted lead-in ("- Functions of bone:"), is prose.
    if (bulleted?.length && bulleted.every((item) => !ENDS_SENTENCE.test(item) && !item.endsWith(':'))) {
      items.push(...bulleted);
      place = undefined;
      return;
    }
    if (!bulleted && isListItem(block, place, next !== undefined && (isShortLine(next) || BULLET.test(next)))) {
      items.push(block);
      place = placeAfter(block, place, true);
      return;
    }
    endList();
    if (bulleted) return void bulleted.forEach(prose);
    if (isHeadingLine(block)) {
      heading = block;
      headings.push(block);
      place = undefined;
      return;
    }
    const glued = splitGluedHeading(block);
    if (glued.heading) {
      heading = glued.heading;
      headings.push(glued.heading);
    }
    prose(glued.rest);
  });
  endList();
  return { sentences, headings };
}

export function passageSentences(text: string): PassageSentence[] {
  return readPassage(text).sentences;
}

/** Headings inside a passage's text (see above), for the heading field of the index; a list's items are none. */
export function innerHeadings(text: string): string[] {
  return readPassage(text).headings;
}

/**
 * A picture's credit ("(credit: modification of work by NASA/Wikimedia Commons)", "(credit a: ...; credit b:
 * ...)"): the picture is not in the text, so its credit is never quoted.
 */
const CREDIT = /\(\s*(?:photo\s+)?credits?\b(?:[^()]|\([^()]*\))*\)/gi;

export function withoutCredits(text: string): string {
  return text.replace(CREDIT, ' ');
}

/** A table has at least this many cells before it can be a grid of numbers... */
const GRID_CELLS = 12;
/** ...and this share of its cells that hold anything hold only numbers (and operators, fractions, percentages). */
const GRID_NUMBER_SHARE = 0.7;

/**
 * A table of numbers ("× | 0 | 1 | 2 | ... 9 | 0 | 9 | 18 ..."), an addition or multiplication table read
 * row after row: a chat line cannot show it as a grid, so quoted it says nothing. Tables with words
 * ("Operation | Words | Example") are kept.
 */
export function isNumberGrid(text: string): boolean {
  const cells = text.split('|');
  if (cells.length < GRID_CELLS) return false;
  const filled = cells.filter((cell) => cell.trim());
  // Two plain tests rather than one pattern with a digit between two runs, which backtracks on a long cell.
  const numbers = filled.filter((cell) => /\d/.test(cell) && /^[\s\d.,%/×+−·⋅÷=*-]*$/.test(cell)).length;
  return filled.length > 0 && numbers / filled.length >= GRID_NUMBER_SHARE;
}

/**
 * The lower-case words a title or a reference keeps small ("The Sum of Its Parts", "Istanbul's", "eds.",
 * "https://doi.org/..."): any other lower-case word ("won", "are") makes a line a sentence.
 */
const TITLE_SMALL_WORDS = new Set('a an the of and or nor in on at to for by with from as into vs s t eds ed pp vol no https http www doi org com'.split(' '));

/**
 * Titles run together ("Dividing Whole Numbers Dividing Whole Numbers No Remainder"), a box of links, a
 * pasted table of contents or a reference list's entry: at least six words of four letters or more, every
 * one capitalised, and no lower-case word but a title's small ones. "Marie Curie won Nobel Prizes in Physics
 * and Chemistry." is a sentence ("won"); a formula has few long words at all.
 */
export function isRunOfTitles(text: string): boolean {
  const words = text.match(/\p{L}+/gu) ?? [];
  const long = words.filter((w) => w.length >= 4);
  return long.length >= 6 && words.every((w) => /^\p{Lu}/u.test(w) || TITLE_SMALL_WORDS.has(w));
}
