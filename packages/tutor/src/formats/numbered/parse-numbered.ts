import type { ImportWarning, Question, ReadQuestions } from '../../types';
import { findAnswerKey, keyWarnings, type AnswerKey } from './answer-key';
import { buildQuestion, readingFromKey, readingFromSet, readingFromWording, type LetteredReading, type QuestionDraft } from './build-question';
import { continuesLine, joinWrapped, opensWrappedParagraph, wrapWidth } from './hard-wrap';
import {
  BLANK,
  QUESTION_WORD,
  extractCategory,
  extractMarks,
  isTitleLike,
  matchField,
  matchOptions,
  matchQuestionStart,
  matchSectionHeading,
  matchTotalMarks,
  isBlank,
  isRomanMarker,
  splitInlineOptions,
  type QuestionStart,
} from './line-patterns';
import { findPageFurniture } from './page-furniture';
import { numberUnnumberedQuestions } from './unnumbered-questions';

/** A numbered question set and the prose around it (a chapter before it, notes after it). */
export interface NumberedRead extends ReadQuestions {
  before: string;
  after: string;
}

interface Item {
  start: QuestionStart;
  /** 0-based index of its numbered line. */
  first: number;
  /** Its lines (blank ones included, page furniture left out), the numbered line first. */
  lines: number[];
  category?: string;
  /** Items of one run are numbered on from each other; numbering back to 1 starts a new run. */
  run: number;
  /** Section headings just before it ("Part B: ..."), which belong to the set. */
  headings: number[];
  /** It has an answer line (so a "1." after it may be a list inside the answer). */
  answered?: boolean;
  /** The chapter went on inside it (chapterResumes). */
  cut?: boolean;
  /** Where, when it is worth a warning: the line, and the words cut off there. */
  resumes?: { line: number; words: number };
}

const endsSentence = (line: string) => /[.?!)"'\]]$/.test(line.trim());

/**
 * Split the text into numbered items. A numbered line opens a question when it follows the numbering
 * (the next number), when it jumps ahead after a finished line, or when it starts again at 1 after a
 * blank line or a heading; any other numbered line is text of the question it sits in.
 */
function segment(lines: string[], starts: Array<QuestionStart | null>, from: number, end: number, skip: Set<number>, warnings: ImportWarning[], firstLine: number) {
  const items: Item[] = [];
  const headingLines = new Set<number>();
  let current: Item | null = null;
  let category: string | undefined;
  let headings: number[] = [];
  let run = 0;
  let prev = -1; // the previous line that is not furniture

  const nextLine = (i: number) => {
    let j = i + 1;
    while (j < end && (skip.has(j) || isBlank(lines[j]))) j++;
    return j < end ? j : -1;
  };
  const follows = (start: QuestionStart | null) => {
    if (!start) return false;
    const last = items[items.length - 1]?.start.number ?? 0;
    return start.number === last + 1 || start.number === 1 || start.named;
  };

  for (let i = from; i < end; i++) {
    if (skip.has(i)) continue;
    const line = lines[i]!;
    const before = prev;
    prev = i;
    if (isBlank(line)) {
      current?.lines.push(i);
      continue;
    }
    const start = starts[i];
    if (start) {
      const last = items[items.length - 1];
      const boundary = start.named || before < from || isBlank(lines[before]) || headingLines.has(before);
      const finished = before >= from && (endsSentence(lines[before]!) || matchOptions(lines[before]!) !== null || matchField(lines[before]!) !== null);
      const answered = current?.answered ?? false;
      let opens = !last || start.number === last.start.number + 1;
      if (!opens && last && start.number > last.start.number + 1 && start.number - last.start.number <= 20) opens = boundary || finished;
      // After an answer, "1." may begin a list inside it; a new set shows it asks something.
      const next = nextLine(i);
      const asks = /\?|_{3,}/.test(start.rest) || (next >= 0 && (matchOptions(lines[next]!) !== null || matchField(lines[next]!)?.field === 'answer'));
      // Without a blank line or heading before it (a set pasted straight after a PDF's text), a "1." after a
      // finished line starts a new run when a "2." follows it soon and the item it would end has run on past
      // a question's length; right under a question ("Put these steps in order."), it is a list inside it.
      const runOn = () => current !== null && wordCount(current.lines.map((l) => lines[l]!)) > LONE_ITEM_WORDS;
      const restarts = boundary || (finished && start.number === 1 && twoFollows(starts, i, end) && runOn());
      if (!opens && last && start.number <= last.start.number && (start.number === 1 || start.named) && restarts && (!answered || asks || headings.length > 0 || start.named)) {
        opens = true;
        run++;
      }
      if (opens) {
        current = { start, first: i, lines: [i], run, headings, ...(category ? { category } : {}) };
        items.push(current);
        headings = [];
        continue;
      }
      if (last && start.number > last.start.number + 1) {
        warnings.push({
          line: firstLine + i,
          message: `This line looks like question ${start.number}, but the numbering expects ${last.start.number + 1}; it was read as part of question ${last.start.number}.`,
        });
      }
    }
    // A heading between questions names the section of the questions that follow.
    const section = matchField(line) ? null : matchSectionHeading(line);
    const titled =
      items.length > 0 && isTitleLike(line) && !matchOptions(line) && !matchField(line) && (isBlank(lines[before]) || endsSentence(lines[before] ?? '.') || matchOptions(lines[before]!) !== null);
    const next = section || titled ? nextLine(i) : -1;
    if (next >= 0 && follows(starts[next] ?? null)) {
      category = section?.title ?? line.trim().replace(/:$/, '');
      headingLines.add(i);
      headings.push(i);
      current = null;
      continue;
    }
    if (current) {
      current.lines.push(i);
      if (!current.answered && matchField(line)?.field === 'answer') current.answered = true;
    }
  }
  return { items, headingLines };
}

/** Lines within which a "2." must follow a "1." for the two to open a list of their own. */
const NEXT_ITEM_LINES = 12;

/** The next numbered line after line `i` is a "2." and comes within NEXT_ITEM_LINES lines. */
function twoFollows(starts: Array<QuestionStart | null>, i: number, end: number): boolean {
  for (let j = i + 1; j < Math.min(end, i + 1 + NEXT_ITEM_LINES); j++) if (starts[j]) return starts[j]!.number === 2;
  return false;
}

interface SetShape {
  /** Some question (not the last of its run) has an answer of several paragraphs. */
  answerParagraphs: boolean;
  /** Some question (not the last of its run) has a prompt of several paragraphs. */
  promptParagraphs: boolean;
}

function shapeOf(items: Item[], lines: string[]): SetShape {
  const shape: SetShape = { answerParagraphs: false, promptParagraphs: false };
  // Only items followed by another of their run: the last one of a run may hold prose.
  for (const item of items.filter((it, k) => items[k + 1]?.run === it.run)) {
    let answered = false;
    let afterBlank = false;
    for (const i of item.lines.slice(1)) {
      const line = lines[i]!;
      if (isBlank(line)) {
        afterBlank = true;
        continue;
      }
      const field = matchField(line);
      if (afterBlank && !field && !matchOptions(line)) {
        if (answered) shape.answerParagraphs = true;
        else shape.promptParagraphs = true;
      }
      if (field?.field === 'answer') answered = true;
      afterBlank = false;
    }
  }
  return shape;
}

/** A heading line: a title, a markdown heading or a section heading ("Part B: ..."). */
const isHeadingLine = (line: string) => isTitleLike(line) || /^#{1,6}\s/.test(line) || matchSectionHeading(line) !== null;

/**
 * Where the last question of a run ends: at a paragraph that is neither an option, a field nor (when
 * the set's other questions have such paragraphs) more of its prompt or answer, unless an option or
 * a field still follows (a passage to read, then the question's answer).
 */
function tailStart(item: Item, lines: string[], shape: SetShape): number {
  let answered = false;
  let afterBlank = false;
  // Look a little way ahead (a few paragraphs, up to a heading) for the question's options or answer.
  let lastHeld = 0;
  let words = 0;
  for (let k = 1; k < item.lines.length && words <= 250; k++) {
    const line = lines[item.lines[k]!]!;
    if (isBlank(line)) continue;
    if (isHeadingLine(line)) break;
    if (matchField(line) || matchOptions(line)) lastHeld = k;
    words += line.split(/\s+/).length;
  }
  for (let k = 1; k < item.lines.length; k++) {
    const line = lines[item.lines[k]!]!;
    if (isBlank(line)) {
      afterBlank = true;
      continue;
    }
    const field = matchField(line);
    if (afterBlank && k > lastHeld && !field && !matchOptions(line)) {
      // A heading after the question's last options or answer starts the chapter again ("Discussion", "### Free Fall").
      if (isHeadingLine(line)) return k;
      const more = answered ? shape.answerParagraphs : shape.promptParagraphs || /\?\s*$/.test(line) || BLANK.test(line);
      if (!more) return k;
    }
    if (field?.field === 'answer') answered = true;
    afterBlank = false;
  }
  return item.lines.length;
}

/** A chapter's heading: never part of a question. */
const isMarkdownHeading = (line: string) => /^#{1,6}\s/.test(line);

/** The longest last line of a question that asks (a task's last part: "Part D. ... How long would it take ...? Disregard ..."). */
const ASKING_LINE_WORDS = 100;

/** Words in some lines. */
const wordCount = (text: string[]) => text.reduce((n, l) => n + l.split(/\s+/).filter(Boolean).length, 0);

/**
 * Where the chapter goes on inside a numbered item, whichever its place in the run: at a chapter heading,
 * or at a paragraph after which the item runs past LONE_ITEM_WORDS words (up to the next heading) with no
 * option or field among them and does not end asking (a last line of at most ASKING_LINE_WORDS words with a
 * question mark or a blank), or past LONGEST_QUESTION_WORDS without options or an answer in its last
 * LONE_ITEM_WORDS words. A book that opens each section with its learning objective as a
 * numbered question ("1. What is the marketing concept?") then the section's text would otherwise be read
 * as a question set that swallowed the chapter. A passage to read before a question ("Read the extract.
 * ... What does the author mean?") ends with the question, so it stays. In text copied from a PDF (no
 * blank lines), a paragraph starts where a line does not run on from the one before (`opensWrappedParagraph`).
 */
function chapterResumes(item: Item, lines: string[], width: number | null): number {
  const text = (k: number) => lines[item.lines[k]!]!;
  const n = item.lines.length;
  const paragraphs: number[] = [];
  for (let k = 1; k < n; k++) {
    if (isBlank(text(k))) continue;
    const before = text(k - 1);
    if (isBlank(before) || (/[.?!"')\]]$/.test(before.trim()) && opensWrappedParagraph(before, text(k), width))) paragraphs.push(k);
  }
  // Read once, back from the end (linear in the item): words and options or fields from each line to the
  // end of its segment (up to the next heading), and what each segment ends with.
  const wordsFrom = new Array<number>(n + 1).fill(0);
  const heldFrom = new Array<boolean>(n + 1).fill(false);
  const segmentEnd = new Array<number>(n).fill(n);
  const held = (k: number) => matchOptions(text(k)) !== null || matchField(text(k)) !== null;
  for (let k = n - 1, end = n; k >= 0; k--) {
    if (k > 0 && isMarkdownHeading(text(k))) {
      end = k;
      continue;
    }
    segmentEnd[k] = end;
    const next = k + 1 < end;
    wordsFrom[k] = wordCount([text(k)]) + (next ? wordsFrom[k + 1]! : 0);
    heldFrom[k] = held(k) || (next && heldFrom[k + 1]!);
  }
  const ending = new Map<number, { asks: boolean; tailHeld: boolean }>();
  const endingOf = (end: number) => {
    let found = ending.get(end);
    if (found) return found;
    let last = end - 1;
    while (last > 0 && isBlank(text(last))) last--;
    const lastLine = text(last);
    // A passage to read, then its question: the segment's last line asks, and is no paragraph of prose with a
    // question in passing; or its last LONE_ITEM_WORDS words hold the question's options or answer.
    let tailHeld = false;
    for (let k = end - 1, words = 0; k > 0 && words <= LONE_ITEM_WORDS && !tailHeld; k--) {
      tailHeld = held(k);
      words += wordCount([text(k)]);
    }
    found = { asks: (/\?/.test(lastLine) || BLANK.test(lastLine)) && wordCount([lastLine]) <= ASKING_LINE_WORDS, tailHeld };
    ending.set(end, found);
    return found;
  };
  for (const k of paragraphs) {
    if (isMarkdownHeading(text(k))) return k;
    const words = wordsFrom[k]!;
    if (words <= LONE_ITEM_WORDS) continue;
    const { asks, tailHeld } = endingOf(segmentEnd[k]!);
    if (words > LONGEST_QUESTION_WORDS ? !tailHeld : !heldFrom[k] && !asks) return k;
  }
  return n;
}

/** Read one question's lines: prompt paragraphs, lettered lines, fields (answer, marks, ...). */
function toDraft(item: Item, lines: string[], width: number | null, warnings: ImportWarning[], firstLine: number): QuestionDraft {
  const draft: QuestionDraft = { number: item.start.number, line: item.first, stem: [], lettered: [], inlineLettered: false, trailing: [], answer: null, answerLine: item.first };
  if (item.category) draft.category = item.category;
  let mode: 'prompt' | 'options' | 'trailing' | 'answer' | 'feedback' = 'prompt';
  let prevRaw = '';
  let afterBlank = false;

  const addText = (target: string[], raw: string, text: string) => {
    if (!text) return;
    if (!target.length || afterBlank) target.push(text);
    else if (continuesLine(prevRaw, raw, width)) target[target.length - 1] = joinWrapped(target[target.length - 1]!, text);
    else target[target.length - 1] = `${target[target.length - 1]}\n${text}`;
  };
  const addTo = (value: string, raw: string, text: string) => {
    if (!value) return text;
    if (afterBlank) return `${value}\n\n${text}`;
    return continuesLine(prevRaw, raw, width) ? joinWrapped(value, text) : `${value}\n${text}`;
  };

  const colons = colonLetters(item.lines.slice(1).map((i) => lines[i]!));
  item.lines.forEach((index, offset) => {
    const raw = lines[index]!;
    if (isBlank(raw)) {
      afterBlank = true;
      return;
    }
    let line = offset === 0 ? item.start.rest : (colons.get(offset - 1) ?? raw.trim());
    if (mode === 'prompt' || mode === 'options' || mode === 'trailing') {
      const marked = extractMarks(line, false);
      if (marked.marks !== undefined) {
        if (draft.marks === undefined) draft.marks = marked.marks;
        line = marked.text;
      }
      if (offset === 0) {
        const cat = extractCategory(line);
        if (cat.category) draft.category = cat.category;
        line = cat.text;
        const bare = draft.marks === undefined ? extractMarks(line) : null;
        if (bare?.marks !== undefined) {
          const full = line;
          draft.bareMarks = { marks: bare.marks, apply: () => void (draft.stem[0] = draft.stem[0]?.startsWith(full) ? bare.text + draft.stem[0].slice(full.length) : draft.stem[0]!) };
        }
      }
    }
    const field = offset === 0 ? null : matchField(line);
    if (field) {
      if (field.field === 'answer') {
        if (draft.answer !== null) {
          warnings.push({ line: firstLine + index, message: `Question ${item.start.number} has a second answer line ("${field.value}"); the first was kept.` });
          mode = 'feedback';
          draft.feedback = draft.feedback ?? '';
        } else {
          mode = 'answer';
          draft.answer = field.value;
          draft.answerLine = index;
        }
      } else if (field.field === 'marks') {
        const n = Number.parseFloat(field.value);
        if (Number.isFinite(n)) draft.marks = n;
      } else if (field.field === 'feedback') {
        mode = 'feedback';
        draft.feedback = field.value;
      } else if (field.field === 'keyTerms') {
        draft.keyTerms = field.value.split(/\s*[,;]\s*/).filter(Boolean);
      } else {
        draft.accept = [...(draft.accept ?? []), ...field.value.split(/\s*[;|]\s*/).filter(Boolean)];
      }
    } else if (mode === 'answer') {
      draft.answer = addTo(draft.answer!, raw, line);
    } else if (mode === 'feedback') {
      draft.feedback = addTo(draft.feedback ?? '', raw, line);
    } else {
      // "What is friction? A) A push B) A force that opposes motion": the options on the question's line.
      const inline = offset === 0 ? splitInlineOptions(line) : null;
      if (inline) draft.stem.push(inline.stem);
      const items = inline ? inline.items : draft.stem.length > 0 && mode !== 'trailing' ? matchOptions(line) : null;
      // "i. ... ii. ..." then "a) i only b) ii only": the numbered lines were statements of the question.
      if (items?.[0]!.label === 'A' && !isRomanMarker(items[0].marker) && draft.lettered.length && draft.lettered.every((o) => isRomanMarker(o.marker))) {
        draft.stem.push(draft.lettered.map((o) => `${o.marker} ${o.text}`).join('\n'));
        draft.lettered = [];
        draft.inlineLettered = false;
      }
      const expected = String.fromCharCode(65 + draft.lettered.length);
      if (items && items[0]!.label === expected) {
        mode = 'options';
        if (items.length > 1) draft.inlineLettered = true;
        for (const o of items) {
          const marked = extractMarks(o.text, false);
          if (marked.marks !== undefined && draft.marks === undefined) draft.marks = marked.marks;
          draft.lettered.push({ ...o, text: marked.text, line: index });
        }
      } else if (mode === 'options') {
        const last = draft.lettered[draft.lettered.length - 1]!;
        if (!afterBlank && !last.text)
          last.text = line; // "(a)" on its line, its text on the next
        else if (!afterBlank && continuesLine(prevRaw, raw, width)) last.text = joinWrapped(last.text, line);
        else {
          mode = 'trailing';
          afterBlank = true;
          addText(draft.trailing, raw, line);
        }
      } else {
        addText(mode === 'trailing' ? draft.trailing : draft.stem, raw, line);
      }
    }
    prevRaw = raw;
    afterBlank = false;
  });

  if (draft.marks === undefined && !draft.bareMarks) {
    // "(3)" or "[3]" at the end of the question's last line before its answer.
    const lastLettered = draft.lettered[draft.lettered.length - 1];
    const target = draft.trailing.length ? draft.trailing : lastLettered ? null : draft.stem;
    const text = target ? target[target.length - 1] : lastLettered?.text;
    const marked = text !== undefined ? extractMarks(text) : null;
    if (marked?.marks !== undefined) {
      draft.bareMarks = {
        marks: marked.marks,
        apply: () => {
          if (target) target[target.length - 1] = marked.text;
          else lastLettered!.text = marked.text;
        },
      };
    }
  }
  // "*b) ..." or "b) ... ✓": the set marks its right option(s) instead of writing an answer line.
  const ticked = draft.lettered.filter((o) => o.correct);
  if (draft.answer === null && ticked.length) {
    draft.answer = ticked.map((o) => o.label).join(', ');
    draft.answerLine = ticked[0]!.line;
  }
  if (draft.answer !== null) draft.answer = draft.answer.trim();
  if (draft.feedback !== undefined) {
    const feedback = draft.feedback.trim();
    if (feedback) draft.feedback = feedback;
    else delete draft.feedback;
  }
  return draft;
}

const COLON_LETTER = /^\s*([A-H]):\s+(\S.*)$/;

/**
 * "A: ..." under a question is its answer, as in "Q: / A:" sets, unless the question has an answer line
 * already. "A:", "B:", ... are its options when nothing but fields follows them; with more text after
 * them ("What is B going to do?") they are a dialogue in the question. Returns the lines (by position)
 * as they are to be read.
 */
function colonLetters(itemLines: string[]): Map<number, string> {
  const read = new Map<number, string>();
  const filled = itemLines.map((l, k) => (isBlank(l) ? -1 : k)).filter((k) => k >= 0);
  const answered = itemLines.some((l) => matchField(l)?.field === 'answer');
  for (let f = 0; f < filled.length; f++) {
    const first = COLON_LETTER.exec(itemLines[filled[f]!]!);
    if (first?.[1] !== 'A') continue;
    let run = 1;
    while (f + run < filled.length && COLON_LETTER.exec(itemLines[filled[f + run]!]!)?.[1] === String.fromCharCode(65 + run)) run++;
    if (run === 1) {
      if (!answered) read.set(filled[f]!, `Answer: ${first[2]}`);
      continue;
    }
    const last = f + run - 1;
    if (filled.slice(last + 1).every((k) => matchField(itemLines[k]!))) {
      for (let k = f; k <= last; k++) {
        const m = COLON_LETTER.exec(itemLines[filled[k]!]!)!;
        read.set(filled[k]!, `${m[1]}) ${m[2]}`);
      }
    }
    f = last;
  }
  return read;
}

type Evidence = 'strong' | 'weak' | 'none';

/**
 * A heading over a worked solution or a procedure ("Solution", "Solution for (a)", "Strategy", "Steps",
 * "Procedure"): the numbered lines under it are the chapter's steps ("1. Identify the knowns."), not questions.
 */
const STEPS_HEADING = /^(?:worked\s+)?(?:solutions?|strategy|steps?|procedure)\b(?:\s+(?:for|to)\b.*)?:?$/i;

/**
 * The item sits under a heading of worked steps: a heading it carries, or one of the two lines before it
 * (the heading, or the heading and a line that leads into the steps: "Solution for (c)", "Once the driver reacts...").
 */
function underStepsHeading(item: Item, lines: string[], skip: Set<number>, from: number): boolean {
  return leadLines(item, lines, skip, from).some((h) => STEPS_HEADING.test(lines[h]!.trim()));
}

/** The lines that lead into an item: the headings it carries and the two filled lines before it. */
function leadLines(item: Item, lines: string[], skip: Set<number>, from: number): number[] {
  const before: number[] = [];
  for (let j = item.first - 1; j >= from && before.length < 2; j--) if (!skip.has(j) && !isBlank(lines[j])) before.push(j);
  return [...item.headings, ...before];
}

/** A lead into a chapter's learning objectives: "After reading this chapter, you should be able to answer these questions:", "Learning Outcomes". */
const OBJECTIVES_LEAD =
  /\b(?:you (?:will|should) be able to|learning (?:objectives|outcomes)|(?:chapter|section|lesson) (?:objectives|outcomes|goals))\b|^(?:#{1,6}\s*)?(?:objectives|outcomes|goals)\s*:?$/i;

/**
 * The numbered list is the chapter's learning objectives, even when they are worded as questions (Introduction
 * to Business: "1. What is the marketing concept?"): a lead into objectives is one of the two lines before it,
 * or a heading over it. They are the chapter's text, not a test.
 */
function listsObjectives(item: Item, lines: string[], skip: Set<number>, from: number): boolean {
  return leadLines(item, lines, skip, from).some((h) => OBJECTIVES_LEAD.test(lines[h]!.trim()));
}

/**
 * A lone numbered item among prose that runs on this long with no answer, or past LONGEST_QUESTION_WORDS
 * with one (a wrapped line further on that opens with "answer." reads as its answer field), is prose that happens to open
 * with a number (a formula's "0)" cut onto a line of its own by a PDF's wrap), not a question
 * swallowing the chapter. A comprehension question with its passage stays under the longer bound.
 */
const LONE_ITEM_WORDS = 250;
const LONGEST_QUESTION_WORDS = 1000;

const itemText = (draft: QuestionDraft) => [...draft.stem, ...draft.lettered.map((o) => o.text), ...draft.trailing].join(' ');
/** Words of a numbered item, its answer included (a runaway item's "answer" is more of the chapter). */
const wordsOf = (draft: QuestionDraft) => `${itemText(draft)} ${draft.answer ?? ''}`.split(/\s+/).filter(Boolean).length;

/** How much a numbered item looks like a question: asked, blank, options, answer or marks; or how it opens. */
function evidence(draft: QuestionDraft, keyed: boolean): Evidence {
  const text = itemText(draft);
  if (/\?/.test(text) || BLANK.test(text) || draft.lettered.length >= 2 || draft.answer !== null || draft.marks !== undefined || keyed) return 'strong';
  return QUESTION_WORD.test(draft.stem[0] ?? '') ? 'weak' : 'none';
}

interface Part extends NumberedRead {
  /** Where the text after this part's answer key starts (another set may follow), if it has one. */
  next?: number;
}

/** What every part of the text shares: its lines, their page furniture and numbered lines. */
interface Context {
  lines: string[];
  furniture: Set<number>;
  starts: Array<QuestionStart | null>;
  /** The highest question number on or before each line. */
  startNumbers: number[];
  width: number | null;
  firstLine: number;
}

/** Read the text from line `from` up to the end of its next answer key (or the end of the text). */
function readPart(ctx: Context, from: number): Part {
  const { lines, furniture, firstLine } = ctx;
  const warnings: ImportWarning[] = [];
  let firstStart = from;
  while (firstStart < lines.length && !ctx.starts[firstStart]) firstStart++;
  if (firstStart >= lines.length) return { questions: [], warnings, before: lines.slice(from).join('\n').trim(), after: '' };

  const key: AnswerKey | null = findAnswerKey(lines, firstStart, (i) => ctx.startNumbers[i - 1] ?? 0, furniture, ctx.width);
  const regionEnd = key ? key.start : lines.length;
  const partEnd = key ? key.end : lines.length;

  const segmentWarnings: ImportWarning[] = [];
  const segmented = segment(lines, ctx.starts, from, regionEnd, furniture, segmentWarnings, firstLine);
  const { headingLines } = segmented;
  // "Solution" then "1. Identify the knowns.", "2. Plug in...": a worked example's steps are the chapter's text, never questions.
  const opensRun = (item: Item, k: number) => k === 0 || segmented.items[k - 1]!.run !== item.run;
  const stepRuns = new Set(segmented.items.filter((item, k) => opensRun(item, k) && underStepsHeading(item, lines, furniture, from)).map((item) => item.run));
  const items = segmented.items.filter((item) => !stepRuns.has(item.run));

  const tails = new Set<number>();
  items.forEach((item, k) => {
    const cut = chapterResumes(item, lines, ctx.width);
    if (cut === item.lines.length) return;
    const rest = item.lines.slice(cut);
    rest.forEach((i) => tails.add(i));
    item.cut = true;
    // After the last question of a run, the chapter going on is what a set pasted into a chapter looks like;
    // between two questions it is worth a word.
    if (items[k + 1]?.run === item.run) item.resumes = { line: rest[0]!, words: wordCount(rest.map((i) => lines[i]!)) };
    item.lines = item.lines.slice(0, cut);
  });
  // The last item of each run ends where prose begins.
  const shape = shapeOf(items, lines);
  items.forEach((item, k) => {
    const next = items[k + 1];
    if (next && next.run === item.run) return;
    const cut = tailStart(item, lines, shape);
    if (cut < item.lines.length) {
      item.lines.slice(cut).forEach((i) => tails.add(i));
      item.lines = item.lines.slice(0, cut);
    }
  });

  // Hard-wrapping is measured per run: prose or another set around it may be wrapped differently.
  const runLines = new Map<number, string[]>();
  for (const item of items) {
    const text = runLines.get(item.run) ?? [];
    for (const i of item.lines) text.push(lines[i]!);
    runLines.set(item.run, text);
  }
  const runWidths = new Map([...runLines].map(([run, text]) => [run, wrapWidth(text)]));
  const drafts = items.map((item) => toDraft(item, lines, runWidths.get(item.run) ?? null, warnings, firstLine));

  // Runs that follow each other with no prose between them are one set; a set is kept when enough
  // of its items read as questions. Items of a run are one set, unless the chapter went on between most of
  // them (chapterResumes: a book's sections that each open with a numbered question); a reading passage
  // between two questions of a set does not part them.
  const perRun = new Map<number, { items: number; cut: number }>();
  for (const item of items) {
    const run = perRun.get(item.run) ?? { items: 0, cut: 0 };
    perRun.set(item.run, { items: run.items + 1, cut: run.cut + (item.cut ? 1 : 0) });
  }
  const interleaved = (run: number) => 2 * perRun.get(run)!.cut >= perRun.get(run)!.items;
  const groups: number[][] = [];
  items.forEach((item, k) => {
    const prevItem = items[k - 1];
    const chapterBetween = prevItem && (prevItem.run !== item.run || interleaved(item.run)) && linesBetween(prevItem, item).some((i) => tails.has(i));
    const joined = prevItem && !chapterBetween && (prevItem.run === item.run || !hasProseBetween(prevItem, item, lines, headingLines, furniture, tails));
    if (joined) groups[groups.length - 1]!.push(k);
    else groups.push([k]);
  });
  const proseLines = (a: number, b: number) => lines.slice(a, b).filter((l, k) => !isBlank(l) && !furniture.has(a + k)).length;
  // An answer key belongs to the set just above it.
  const keyGroup = key ? groups[groups.length - 1] : undefined;
  const keyed = new Set(key?.entries.map((e) => e.number) ?? []);
  const kept: number[] = [];
  for (const group of groups) {
    const hasKey = group === keyGroup;
    const ev = group.map((k) => evidence(drafts[k]!, hasKey && keyed.has(drafts[k]!.number)));
    const strong = ev.filter((e) => e === 'strong').length;
    const weak = ev.filter((e) => e === 'weak').length;
    const firstItem = items[group[0]!]!;
    const lastItem = items[group[group.length - 1]!]!;
    const lastLine = lastItem.lines[lastItem.lines.length - 1] ?? lastItem.first;
    const alone = proseLines(from, firstItem.first) <= 3 && proseLines(lastLine + 1, regionEnd) === 0;
    const lone = drafts[group[0]!]!;
    const unanswered = group.every((k) => drafts[k]!.answer === null) && !hasKey;
    const runaway = group.length === 1 && !alone && wordsOf(lone) > (unanswered ? LONE_ITEM_WORDS : LONGEST_QUESTION_WORDS);
    const loneItem = group.length === 1 && !alone && ((unanswered && lone.lettered.length < 2) || runaway);
    // Two numbered paragraphs among prose, one of which neither asks nor opens as a question does, are
    // a chapter's list ("1. For multiplication...", "2. For addition... How many...?").
    const listPair = group.length === 2 && !alone && unanswered && group.every((k) => drafts[k]!.lettered.length < 2) && ev.includes('none');
    // Options, an answer or marks say a test, whatever the lead says.
    const tested = group.some((k) => drafts[k]!.lettered.length >= 2 || drafts[k]!.answer !== null || drafts[k]!.marks !== undefined) || hasKey;
    const objectives = !tested && listsObjectives(firstItem, lines, furniture, from);
    const isSet = !loneItem && !listPair && !objectives && ((strong >= 1 && strong + weak >= group.length / 2) || (alone && strong + weak >= group.length / 2));
    if (isSet) kept.push(...group);
    else if (objectives && strong >= 1) {
      warnings.push({ line: firstLine + firstItem.first, message: `The numbered list from this line (${group.length} items) was read as the chapter's learning objectives, not as questions.` });
    } else if (runaway && strong >= 1) {
      warnings.push({ line: firstLine + firstItem.first, message: `The numbered item on this line was read as prose: it runs on for ${wordsOf(lone)} words.` });
    } else if (strong >= 1 && group.length >= 2) {
      warnings.push({ line: firstLine + firstItem.first, message: `The numbered list from this line (${group.length} items) was read as prose: too few of its items look like questions.` });
    }
  }
  if (!kept.length) {
    // No question set here; text after an answer key may still hold one.
    if (!key || key.end >= lines.length) return { questions: [], warnings, before: lines.slice(from).join('\n').trim(), after: '' };
    return { questions: [], warnings, before: lines.slice(from, key.end).join('\n').trim(), after: '', next: key.end };
  }
  const keptLines = new Set(kept.flatMap((k) => items[k]!.lines));
  warnings.push(...segmentWarnings.filter((w) => keptLines.has(w.line - firstLine)));

  // Answers from the key, matched by number (the n-th entry for a number goes to its n-th question).
  const keptDrafts = kept.map((k) => drafts[k]!);
  // A bare "(2)" ending a line is marks only where the set writes marks: "reaction (2)" is not.
  const bare = keptDrafts.filter((d) => d.bareMarks && d.marks === undefined).length;
  const marked = keptDrafts.filter((d) => d.marks !== undefined).length;
  if (bare > 0 && (marked >= keptDrafts.length / 2 || (bare >= 2 && bare >= keptDrafts.length * 0.3))) {
    for (const d of keptDrafts) {
      if (!d.bareMarks || d.marks !== undefined) continue;
      d.marks = d.bareMarks.marks;
      d.bareMarks.apply();
    }
  }
  if (key) applyKey(key, keyGroup && kept.includes(keyGroup[0]!) ? keyGroup.map((k) => drafts[k]!) : [], warnings, firstLine);

  // Options or parts: the key decides; without a key, the wording; then what the set's keyed questions were.
  const readings = keptDrafts.map((d) => readingFromKey(d));
  const informed = keptDrafts.map((d, k) => (d.answer && d.lettered.length >= 2 && d.lettered.every((o) => o.text) ? (readings[k] ?? null) : null));
  const prior = readingFromSet(informed);

  const increasing = keptDrafts.every((d, k) => k === 0 || d.number > keptDrafts[k - 1]!.number);
  const questions: Question[] = [];
  const sources: QuestionDraft[] = [];
  keptDrafts.forEach((draft, k) => {
    const reading: LetteredReading = readings[k] ?? readingFromWording(draft) ?? prior ?? 'options';
    const built = buildQuestion(draft, increasing ? draft.number : questions.length + 1, reading, (i) => firstLine + i);
    warnings.push(...built.warnings);
    if (built.question) {
      questions.push(built.question);
      sources.push(draft);
    }
  });
  if (!increasing) questions.forEach((q, k) => (q.number = k + 1));
  const itemOf = new Map(kept.map((k) => [drafts[k]!, items[k]!]));
  questions.forEach((q, k) => {
    const resumes = itemOf.get(sources[k]!)?.resumes;
    if (resumes)
      warnings.push({
        line: firstLine + resumes.line,
        message: `Question ${q.number}: the text from this line on (${resumes.words} words) was read as the chapter's text, not as part of the question.`,
        questionNumber: q.number,
      });
  });
  warnings.push(
    ...gapWarnings(
      keptDrafts,
      kept.map((k) => items[k]!),
      firstLine,
    ),
  );

  // Lines of the set: kept questions, their headings, furniture inside them, the key.
  const firstQ = items[kept[0]!]!.headings[0] ?? items[kept[0]!]!.first;
  const inSet = new Set<number>();
  for (const k of kept) {
    items[k]!.lines.forEach((i) => inSet.add(i));
    items[k]!.headings.forEach((i) => inSet.add(i));
  }
  if (key) for (let i = key.start; i < key.end; i++) inSet.add(i);
  // Page furniture goes with the set when it sits among its lines (after one of them).
  for (let i = firstQ; i < partEnd; i++) {
    if (!furniture.has(i)) continue;
    let j = i - 1;
    while (j >= from && (isBlank(lines[j]) || (furniture.has(j) && !inSet.has(j)))) j--;
    if (j >= from && inSet.has(j)) inSet.add(i);
  }
  const prose = (a: number, b: number) =>
    lines
      .slice(a, b)
      .filter((_, k) => !inSet.has(a + k))
      .join('\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim();
  const before = prose(from, firstQ);

  if (key) warnings.push(...keyWarnings(key, firstLine));
  const total = totalMarks(lines, from, firstQ);
  const firstGroup = groups.find((g) => kept.includes(g[0]!));
  if (total && firstGroup) {
    const inGroup = new Set(firstGroup.map((k) => drafts[k]!));
    const sum = questions.filter((_, k) => inGroup.has(sources[k]!)).reduce((n, q) => n + q.marks, 0);
    if (Math.abs(sum - total.marks) > 1e-9) {
      warnings.push({ line: firstLine + total.line, message: `The set says its total is ${total.marks} marks, but its questions add up to ${sum}.` });
    }
  }
  const after = prose(firstQ, partEnd);
  return key && key.end < lines.length ? { questions, warnings, before, after, next: key.end } : { questions, warnings, before, after };
}

/**
 * Find numbered question sets anywhere in the text: every run of numbered items where enough of them
 * read as questions is a question set, whatever each one's wording. Everything else is prose: the
 * prose before the first question, and the rest. Each answer key applies to the set above it.
 */
export function parseNumbered(text: string, firstLine = 1): NumberedRead {
  const written = text.split('\n');
  const writtenStarts = written.map((l) => matchQuestionStart(l));
  const numbered = numberUnnumberedQuestions(written, writtenStarts, firstLine);
  const lines = numbered.lines;
  // Read again only when questions were numbered here.
  const starts = lines === written ? writtenStarts : lines.map((l) => matchQuestionStart(l));
  const parts: Part[] = [];
  if (starts.some(Boolean)) {
    // Furniture is never a numbered line, so texts without one skip this.
    const furniture = findPageFurniture(lines);
    const firstStart = starts.findIndex(Boolean);
    let maxNumber = 0;
    const ctx: Context = {
      lines,
      furniture,
      starts: starts.map((s, i) => (furniture.has(i) ? null : s)),
      startNumbers: starts.map((s) => (maxNumber = Math.max(maxNumber, s?.number ?? 0))),
      width: wrapWidth(lines.slice(firstStart).filter((_, k) => !furniture.has(firstStart + k))),
      firstLine,
    };
    for (let from = 0; from < lines.length;) {
      const part = readPart(ctx, from);
      parts.push(part);
      if (part.next === undefined || part.next <= from) break;
      from = part.next;
    }
  } else {
    parts.push({ questions: [], warnings: [], before: text.trim(), after: '' });
  }
  const firstWithQuestions = parts.findIndex((p) => p.questions.length > 0);
  const prose = (list: string[]) => list.filter(Boolean).join('\n\n');
  if (firstWithQuestions < 0) {
    return { questions: [], warnings: [...numbered.warnings, ...parts.flatMap((p) => p.warnings)], before: prose(parts.map((p) => p.before)), after: '' };
  }
  const before = prose([...parts.slice(0, firstWithQuestions).map((p) => p.before), parts[firstWithQuestions]!.before]);
  const after = prose(parts.slice(firstWithQuestions).flatMap((p, k) => (k === 0 ? [p.after] : [p.before, p.after])));
  // Numbers follow the source; when several sets each start again at 1, questions are numbered 1..n.
  const all = parts.flatMap((p, k) => p.questions.map((q) => ({ q, k, source: q.number })));
  const increasing = all.every((e, i) => i === 0 || e.q.number > all[i - 1]!.q.number);
  const renumbered = new Map<string, number>();
  if (!increasing) all.forEach((e, i) => renumbered.set(`${e.k}:${e.source}`, i + 1));
  const questions = all.map((e, i) => (increasing ? e.q : { ...e.q, number: i + 1 }));
  const warnings = [
    ...numbered.warnings,
    ...parts.flatMap((p, k) =>
      p.warnings.map((w) => (w.questionNumber !== undefined && renumbered.has(`${k}:${w.questionNumber}`) ? { ...w, questionNumber: renumbered.get(`${k}:${w.questionNumber}`)! } : w)),
    ),
  ].sort((a, b) => a.line - b.line);
  return { questions, warnings, before, after };
}

/** The lines after one item's last line and before the next item's numbered line. */
function linesBetween(a: Item, b: Item): number[] {
  const from = (a.lines[a.lines.length - 1] ?? a.first) + 1;
  return Array.from({ length: Math.max(0, b.first - from) }, (_, k) => from + k);
}

/** Prose (not headings, furniture or blank lines) between two items that a tail cut left out. */
function hasProseBetween(a: Item, b: Item, lines: string[], headings: Set<number>, skip: Set<number>, tails: Set<number>): boolean {
  return linesBetween(a, b).some((i) => (!isBlank(lines[i]) && !headings.has(i) && !skip.has(i)) || tails.has(i));
}

function applyKey(key: AnswerKey, drafts: QuestionDraft[], warnings: ImportWarning[], firstLine: number): void {
  const byNumber = new Map<number, QuestionDraft[]>();
  for (const d of drafts) byNumber.set(d.number, [...(byNumber.get(d.number) ?? []), d]);
  const seen = new Map<number, number>();
  const squash = (s: string) => s.toLowerCase().replace(/\s+/g, ' ').trim();
  for (const entry of key.entries) {
    const n = seen.get(entry.number) ?? 0;
    seen.set(entry.number, n + 1);
    const draft = byNumber.get(entry.number)?.[n];
    if (!draft) {
      warnings.push({ line: firstLine + entry.line, message: `The answer key gives an answer for question ${entry.number}, but there is no such question.` });
      continue;
    }
    if (draft.answer !== null) {
      if (squash(draft.answer) !== squash(entry.answer)) {
        warnings.push({
          line: firstLine + entry.line,
          message: `Question ${entry.number}: the answer key ("${entry.answer}") differs from the answer under the question; the one under the question was kept.`,
          questionNumber: entry.number,
        });
      }
      continue;
    }
    draft.answer = entry.answer;
    draft.answerLine = entry.line;
    draft.answerFromKey = true;
  }
}

/** Numbers missing from the sequence, unless the set steps evenly (odd-numbered exercises only). */
function gapWarnings(drafts: QuestionDraft[], items: Item[], firstLine: number): ImportWarning[] {
  const steps: Array<{ k: number; step: number }> = [];
  drafts.forEach((d, k) => {
    const prev = drafts[k - 1];
    if (prev && items[k]!.run === items[k - 1]!.run) steps.push({ k, step: d.number - prev.number });
  });
  const even = steps.length > 1 && steps.every((s) => s.step === steps[0]!.step);
  if (even) return [];
  return steps
    .filter((s) => s.step > 1)
    .map((s) => {
      const from = drafts[s.k - 1]!.number;
      const to = drafts[s.k]!.number;
      const missing = to - from === 2 ? `question ${from + 1} was` : `questions ${from + 1}-${to - 1} were`;
      return { line: firstLine + items[s.k]!.first, message: `The numbering jumps from ${from} to ${to}: ${missing} not found.` };
    });
}

/** "Total marks: 78" among the few lines just before the set. */
function totalMarks(lines: string[], from: number, firstQ: number): { marks: number; line: number } | null {
  let seen = 0;
  for (let i = firstQ - 1; i >= from && seen < 8; i--) {
    if (isBlank(lines[i])) continue;
    seen++;
    const marks = matchTotalMarks(lines[i]!);
    if (marks !== null) return { marks, line: i };
  }
  return null;
}
