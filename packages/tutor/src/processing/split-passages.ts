import { isObjectiveLine, withoutListMarker } from '../retrieval/exam-wording';
import { isFormulaOrLeadIn, splitSentences } from '../retrieval/sentences';
import { BULLET, isListItem, isShortLine, type ListPlace, placeAfter } from '../text/list-items';
import type { Passage } from '../types';
import { ENDS_PARAGRAPH } from './reflow-prose';

// Passages of roughly a paragraph or two rank well with BM25: long enough to hold an answer,
// short enough that one citation points the student at the right place.
const TARGET_WORDS = 150;
const MAX_WORDS = 260;

const MARKDOWN_HEADING = /^#{1,6}\s+(.+)$/;
/** A table's row ("Gold | 1064 | 19.3") is no title. */
const TABLE_ROW = / \| /;
const NUMBERED_HEADING = /^(?:chapter|section|unit|lesson)?\s*\d+(?:\.\d+)*\.?\s+[A-Z][^.!?]{0,80}$/i;

function wordCount(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

/** A line on its own that reads as a title: short, no closing punctuation, capitalised. */
function headingOf(block: string): string | null {
  if (block.includes('\n')) return null;
  const md = MARKDOWN_HEADING.exec(block);
  if (md) return md[1]!.trim();
  if (block.length > 90 || /[.!?:;,]$/.test(block) || TABLE_ROW.test(block) || isFormulaOrLeadIn(block)) return null;
  // "Identify the four requirements for human survival" under "you will be able to:" is a learning
  // objective, not the title of the paragraphs after it.
  if (isObjectiveLine(block)) return null;
  if (NUMBERED_HEADING.test(block)) return block;
  const isAllCaps = /[A-Z]/.test(block) && block === block.toUpperCase() && wordCount(block) <= 10;
  const isTitle = /^[A-Z]/.test(block) && wordCount(block) <= 8 && wordCount(block) >= 2;
  return isAllCaps || isTitle ? block : null;
}

/** A title, or text (a list's item is kept with its lead-in when the passage is full). */
type Piece = { title: string; markdown: boolean } | { text: string; item?: boolean };

/**
 * A title line with its paragraph straight under it and no blank line between ("Friction", then
 * "Friction is a force that..."; "What is a force?", then "A force is a push or a pull..."). Here
 * the layout itself marks the title, so one word or a question will do, where a line standing alone
 * needs more (headingOf). A hard-wrapped paragraph's lines are about as long as each other and run
 * on into the next, so its first line never passes for a title: a title is at most half as long as
 * the line under it, which starts a sentence, and the line before it (if any) ends a sentence or is a
 * title itself ("Rivers", "From source to mouth", then the paragraph). Not a title: an item of a list
 * that a colon announces ("You will need:", "Scissors"), or a question inside a block, which is
 * dialogue ("Tom looked up.", "Where are you going?").
 */
function titleAboveText(line: string, before: string | undefined, beforeIsTitle: boolean, after: string | undefined): Piece | null {
  if (after === undefined || !/^["'(]?[A-Z0-9]/.test(after) || line.length * 2 > after.length) return null;
  const atStart = before === undefined || beforeIsTitle;
  if (!atStart && !/[.!?]["')]?$/.test(before)) return null;
  const markdown = MARKDOWN_HEADING.exec(line);
  if (markdown) return { title: markdown[1]!.trim(), markdown: true };
  const words = wordCount(line);
  if (!/^[A-Z]/.test(line) || words > 8 || /[.!:;,]$/.test(line) || TABLE_ROW.test(line) || isFormulaOrLeadIn(line) || isObjectiveLine(line)) return null;
  if (/\?$/.test(line) && (words < 2 || !atStart)) return null;
  return { title: line, markdown: false };
}

/** A block cut at the title lines inside it (titleAboveText); a block with none is one text piece. */
function piecesOf(block: string): Piece[] {
  const lines = block
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  if (lines.length < 2) return [{ text: block }];
  const pieces: Piece[] = [];
  let text: string[] = [];
  let lastWasTitle = false;
  lines.forEach((line, i) => {
    const title = titleAboveText(line, lines[i - 1], lastWasTitle, lines[i + 1]);
    lastWasTitle = title !== null;
    if (title === null) return void text.push(line);
    if (text.length) pieces.push({ text: text.join('\n') });
    text = [];
    pieces.push(title);
  });
  if (text.length) pieces.push({ text: text.join('\n') });
  return pieces;
}

/** Cut an over-long paragraph at sentence ends. */
function chunkLong(paragraph: string): string[] {
  if (wordCount(paragraph) <= MAX_WORDS) return [paragraph];
  const chunks: string[] = [];
  let current: string[] = [];
  let count = 0;
  for (const sentence of splitSentences(paragraph)) {
    const n = wordCount(sentence);
    if (count > 0 && count + n > TARGET_WORDS) {
      chunks.push(current.join(' '));
      current = [];
      count = 0;
    }
    current.push(sentence);
    count += n;
  }
  if (current.length) chunks.push(current.join(' '));
  return chunks;
}

/** "basal cell: type of stem cell found in...": a term of up to six words, a colon, and at least three words saying what it is. */
const GLOSSARY_ENTRY = /^[^:\s][^:]{0,60}:\s+\S+(?:\s+\S+){2,}/;

/** Labels a colon follows in running text ("Note: ...", "Remember: ...", "Dear Sir: ..."): no glossary's terms. */
const LABEL = /^(?:notes?|warning|caution|important|examples?|remember|tips?|hints?|answer|question|solution|steps?(?: \d+)?|summary|source|sources|credits?|dear\b.*)$/i;

export function isGlossaryEntry(line: string | undefined): boolean {
  if (!line || !GLOSSARY_ENTRY.test(line)) return false;
  const term = line.slice(0, line.indexOf(':')).trim();
  return wordCount(term) <= 6 && !LABEL.test(term);
}

/** Entries of a glossary: lines shaped as entries, three or more in a row (two such lines may be wrapped dialogue). */
const GLOSSARY_RUN = 3;

function glossaryLines(lines: string[]): boolean[] {
  const entry = lines.map((l) => isGlossaryEntry(l));
  const out = entry.map(() => false);
  for (let i = 0; i < lines.length;) {
    let j = i;
    while (j < lines.length && entry[j]) j++;
    if (j - i >= GLOSSARY_RUN) for (let k = i; k < j; k++) out[k] = true;
    i = Math.max(j, i + 1);
  }
  return out;
}

/**
 * A block's paragraphs: text copied from a web page (or typed) puts each paragraph on a line of its
 * own with no blank line between, so a line that ends a sentence ends its paragraph, and so does a
 * line that announces a list ("This stimulation has three major effects:"), which the reply then
 * quotes with its items. Lines that end otherwise (list items, a hard wrap) run on into the next.
 */
function paragraphsOf(block: string): string[] {
  const paragraphs: string[] = [];
  let lines: string[] = [];
  const joined = () =>
    lines
      .map((l, k) => (k + 1 < lines.length && l.endsWith('\u00AD') ? l.slice(0, -1) : `${l} `))
      .join('')
      .trim();
  const all = block
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  // A glossary ("albinism: genetic disorder that...", "anagen: active phase of...") has no full stops: each entry is a paragraph.
  const glossary = glossaryLines(all);
  all.forEach((line, i) => {
    // A bulleted line is an item of its own, not the run-on of the line before it.
    if (lines.length && BULLET.test(line)) {
      paragraphs.push(joined());
      lines = [];
    }
    lines.push(line);
    if (ENDS_PARAGRAPH.test(line) || glossary[i]) {
      paragraphs.push(joined());
      lines = [];
    }
  });
  if (lines.length) paragraphs.push(joined());
  return paragraphs;
}

/** Learning objectives, with the line that introduces them ("By the end of this section, you will be able to:"). */
function isObjectivesBlock(block: string): { objectives: boolean; leadIn: boolean } {
  const lines = block.split('\n').map(withoutListMarker).filter(Boolean);
  const leadIn = (l: string) => /:$/.test(l) && wordCount(l) <= 15;
  // Beside objectives that open with a known task verb ("Describe ..."), a list line that opens with
  // another verb ("Provide at least two examples ...") and has no closing punctuation is one too.
  const listLine = (l: string) => !/[.!?;,]["')]?$/.test(l) && /^[A-Z][a-z]+ /.test(l) && wordCount(l) >= 3;
  const objectives = lines.some((l) => isObjectiveLine(l));
  return { objectives, leadIn: lines.length > 0 && lines.every((l) => leadIn(l) || (objectives && listLine(l))) };
}

export function splitPassages(text: string): Passage[] {
  const passages: Passage[] = [];
  let heading: string | undefined;
  let buffer: string[] = [];
  let bufferWords = 0;
  // "## Functions of Human Life", then "Learning Objectives" and the objectives: the paragraphs after the
  // objectives belong to the section, not to "Learning Objectives". `section` is the heading the
  // sub-heading interrupted; `objectivesOnly` holds while every block under the sub-heading was objectives.
  let section: string | undefined;
  let headingIsMarkdown = false;
  let objectivesOnly = false;
  let sawObjectives = false;

  const flush = () => {
    if (!buffer.length) return;
    const passage: Passage = { id: passages.length + 1, text: buffer.join('\n\n') };
    if (heading) passage.heading = heading;
    passages.push(passage);
    buffer = [];
    bufferWords = 0;
  };

  const pieces: Piece[] = [];
  // A list's items, each a line of its own under the line announcing them ("... the following functions:",
  // "Supports the body"), are short as titles are: they stay text, in the passage of their lead-in
  // (text/list-items.ts).
  const blocks = text
    .split(/\n\s*\n/)
    .map((raw) => raw.trim())
    .filter(Boolean);
  let place: ListPlace;
  blocks.forEach((block, i) => {
    const next = blocks[i + 1];
    const item = isListItem(block, place, next !== undefined && isShortLine(next));
    const title = item ? null : headingOf(block);
    if (title !== null) pieces.push({ title, markdown: MARKDOWN_HEADING.test(block) });
    else if (item) pieces.push({ text: block, item });
    else pieces.push(...piecesOf(block));
    place = title !== null ? undefined : placeAfter(block, place, item);
  });
  // A chapter's one-word title over its first section's ("Rivers", then "From source to mouth" and its
  // paragraph) is a title too, not a passage of one word.
  const [first, second] = pieces;
  if (first && 'text' in first && second && 'title' in second && /^[A-Z][\w'-]*$/.test(first.text)) pieces[0] = { title: first.text, markdown: false };
  for (const piece of pieces) {
    if ('title' in piece) {
      flush();
      // Only a plain title line under a marked-up section title ("## Homeostasis", then "Learning
      // Objectives", perhaps after a photo's caption) can be such a sub-heading: "# Rivers" then "## Valleys"
      // is a section of its own.
      section = heading !== undefined && headingIsMarkdown && !piece.markdown ? heading : undefined;
      headingIsMarkdown = piece.markdown;
      heading = piece.title;
      objectivesOnly = true;
      sawObjectives = false;
      continue;
    }
    const block = piece.text;
    const kind = isObjectivesBlock(block);
    if (objectivesOnly && kind.leadIn) {
      sawObjectives ||= kind.objectives;
    } else {
      if (objectivesOnly && sawObjectives && section !== undefined) {
        flush();
        heading = section;
      }
      objectivesOnly = false;
    }
    for (const chunk of paragraphsOf(block).flatMap(chunkLong)) {
      const n = wordCount(chunk);
      // A list's item stays with its lead-in, up to a passage's greatest length.
      const room = piece.item ? MAX_WORDS : TARGET_WORDS;
      if (bufferWords > 0 && bufferWords + n > room) flush();
      buffer.push(chunk);
      bufferWords += n;
    }
  }
  flush();
  return passages;
}
