// Question sets without numbers: "Q: ... / A: ..." pairs, or questions each followed by lettered
// options or an answer line. Read as prose, such a set was lost whole with no warning; numbered here
// ("Question 1: ..."), line for line, it is read like any numbered set and its warnings keep their lines.
// Only a text that is mostly such a set, or a set under its title below the chapter, is read so: a
// chapter's worked examples, an interview or a few rhetorical questions over lists stay prose, with a
// warning that says where they are.
import type { ImportWarning } from '../../types';
import { opensWrappedParagraph, wrapWidth } from './hard-wrap';
import { BLANK, isBlank, matchField, matchOptions, type QuestionStart } from './line-patterns';

/**
 * A set needs at least this many questions, with no more than FOREIGN_PARAGRAPHS of other text between
 * two; at least ANSWERED_SHARE of them give their answer (a line, or a ticked option), and the set covers
 * SET_SHARE of the text's lines. Below that, the questions are prose and a warning says so.
 */
const MIN_QUESTIONS = 3;
const FOREIGN_PARAGRAPHS = 1;
const ANSWERED_SHARE = 0.5;
const SET_SHARE = 0.6;
/** Lines a question's paragraph may run to above its options (a long stem, a short passage). */
const MAX_STEM_LINES = 8;

const Q_LINE = /^\s*Q\s*[:.-]\s*(\S.*)$/i;
const A_LINE = /^\s*A\s*[:-]\s*(\S.*)$/i;

function nextFilled(lines: string[], i: number): number {
  let j = i + 1;
  while (j < lines.length && isBlank(lines[j])) j++;
  return j < lines.length ? j : -1;
}

/** "Q: ..." lines with their "A: ..." lines, as [question line, answer line]. */
function qAndAPairs(lines: string[]): Array<[number, number]> {
  const pairs: Array<[number, number]> = [];
  for (let i = 0; i < lines.length; i++) {
    if (!Q_LINE.test(lines[i]!)) continue;
    // The answer may follow a wrapped question line or two.
    for (let j = i + 1; j < lines.length && j <= i + MAX_STEM_LINES && !Q_LINE.test(lines[j]!); j++) {
      if (A_LINE.test(lines[j]!)) {
        pairs.push([i, j]);
        i = j;
        break;
      }
    }
  }
  return pairs;
}

/**
 * A question line, by what comes after it: its answer line ("Answer: ..."), after its lettered lines if
 * it has some, or options "a)" then "b)" when it asks ("?", a blank). A worked example's "Determine the
 * pressure in:" leads into its parts and then a "Solution", and is no question of a set.
 */
function keyOf(lines: string[], i: number): { keyed: boolean; answered: boolean } {
  const none = { keyed: false, answered: false };
  const next = nextFilled(lines, i);
  if (next < 0 || next > i + 2) return none;
  let after = next;
  let ticked = false;
  for (let items = matchOptions(lines[after]!); after >= 0 && items; items = after >= 0 ? matchOptions(lines[after]!) : null) {
    ticked ||= items.some((o) => o.correct);
    after = nextFilled(lines, after);
  }
  if (after >= 0 && matchField(lines[after]!)?.field === 'answer') return { keyed: true, answered: true };
  const line = lines[i]!.trim();
  if (!/\?["')]?$/.test(line) && !BLANK.test(line)) return none;
  const keyed = leadsIntoLetters(lines, i);
  return { keyed, answered: keyed && ticked };
}

/** The line is followed by lettered lines "(a)", then "(b)": a question's parts or options. */
function leadsIntoLetters(lines: string[], i: number): boolean {
  const next = nextFilled(lines, i);
  const first = next >= 0 && next <= i + 2 ? matchOptions(lines[next]!) : null;
  if (!first || first[0]!.label !== 'A') return false;
  const second = first.length > 1 ? next : nextFilled(lines, next);
  return second >= 0 && (first.length > 1 || matchOptions(lines[second]!)?.[0]?.label === 'B');
}

interface Start {
  /** The first line of the question's paragraph. */
  line: number;
  /** Its options or its answer follow it; otherwise it only asks ("...?") or lists parts, and counts only inside a set. */
  keyed: boolean;
  /** Its answer line, or a ticked option, follows it. */
  answered: boolean;
}

const isItemLine = (line: string) => !!matchOptions(line) || !!matchField(line);

/** Where each question's paragraph starts: keyed questions, and paragraphs that end asking. */
function questionStarts(lines: string[]): Start[] {
  const starts: Start[] = [];
  for (let i = 0; i < lines.length; i++) {
    if (isBlank(lines[i]) || isItemLine(lines[i]!)) continue;
    const { keyed, answered } = keyOf(lines, i);
    const endsParagraph = isBlank(lines[i + 1]);
    if (!keyed && !(endsParagraph && /\?["')]?$/.test(lines[i]!.trim())) && !leadsIntoLetters(lines, i)) continue;
    // The paragraph's first line: a stem may run over a few lines above the one that asks.
    let first = i;
    while (first > 0 && i - first < MAX_STEM_LINES && !isBlank(lines[first - 1]) && !isItemLine(lines[first - 1]!)) first--;
    if (first > 0 && !isBlank(lines[first - 1]) && !isItemLine(lines[first - 1]!)) continue;
    const last = starts[starts.length - 1];
    if (last?.line === first) {
      last.keyed ||= keyed;
      last.answered ||= answered;
    } else starts.push({ line: first, keyed, answered });
  }
  return starts;
}

/** Paragraphs between two lines that are neither options nor fields: text that is not the question's. */
function foreignParagraphs(lines: string[], from: number, to: number): number {
  let n = 0;
  for (let i = from + 1; i < to; i++) {
    if (isBlank(lines[i]) || !isBlank(lines[i - 1])) continue;
    if (!isItemLine(lines[i]!) && !isSectionTitle(lines, i)) n++;
  }
  return n;
}

/** A section's title inside a set ("Fill in the Blank", "Critical Thinking"): a short line alone, not ending a sentence. */
function isSectionTitle(lines: string[], i: number): boolean {
  const line = lines[i]!.trim();
  return isBlank(lines[i + 1]) && line.split(/\s+/).length <= 6 && /^[A-Z]/.test(line) && !/[.?!,;]$/.test(line);
}

/** Runs of questions with little else between them, without questions that only ask at either end. */
function questionRuns(lines: string[], starts: Start[]): Start[][] {
  const runs: Start[][] = [];
  let run: Start[] = [];
  const close = () => {
    while (run.length && !run[0]!.keyed) run.shift();
    while (run.length && !run[run.length - 1]!.keyed) run.pop();
    if (run.filter((s) => s.keyed).length >= MIN_QUESTIONS) runs.push(run);
  };
  for (const start of starts) {
    const last = run[run.length - 1];
    if (last && foreignParagraphs(lines, last.line, start.line) > FOREIGN_PARAGRAPHS) {
      close();
      run = [];
    }
    run.push(start);
  }
  close();
  return runs;
}

/** Lines that are not blank from each question's first line to its last (firsts[k] to lasts[k]). */
function linesHeld(lines: string[], firsts: number[], lasts: number[]): number {
  let n = 0;
  firsts.forEach((from, k) => {
    for (let i = from; i <= lasts[k]!; i++) if (!isBlank(lines[i])) n++;
  });
  return n;
}

/**
 * A line that starts a paragraph: after a blank line, or, in text copied from a PDF (hard-wrapped at
 * `width`, no blank lines), a capitalised line that does not run on from the one before.
 */
function startsParagraph(lines: string[], i: number, width: number | null): boolean {
  return isBlank(lines[i - 1]) || opensWrappedParagraph(lines[i - 1]!, lines[i]!, width);
}

/** The end of the question starting at `line`: its last option, field or paragraph line before a foreign paragraph. */
function endOf(lines: string[], line: number, next: number, width: number | null): number {
  let end = line;
  for (let i = line + 1; i < next; i++) {
    if (isBlank(lines[i])) continue;
    if (startsParagraph(lines, i, width) && !isItemLine(lines[i]!)) break;
    end = i;
  }
  return end;
}

/** A set's title: "Review Questions", "Quiz", "Exercises", "Check your understanding", "Practice". */
const SET_TITLE = /\b(?:questions?|quiz(?:zes)?|exercises?|review|test yourself|check your understanding|practice|self[- ]check|worksheet)\b/i;

/**
 * Questions after the chapter, under a set's title, with nothing after them but more questions, their
 * options and answers, and section titles ("Critical Thinking", with questions that only ask): a
 * chapter with its questions pasted below. Returns every question from the first run on, or null.
 */
function titledAtEnd(lines: string[], runs: Start[][], starts: Start[]): Start[] | null {
  const first = runs[0]![0]!.line;
  const below = starts.filter((s) => s.line >= first);
  const heads = new Set(below.map((s) => s.line));
  for (let i = first + 1; i < lines.length; i++) {
    if (isBlank(lines[i]) || !isBlank(lines[i - 1]) || isItemLine(lines[i]!) || isSectionTitle(lines, i)) continue;
    if (!heads.has(i)) return null;
  }
  let before = first - 1;
  while (before >= 0 && isBlank(lines[before])) before--;
  const title = before >= 0 ? lines[before]!.replace(/^\s*#+\s*/, '').trim() : '';
  return title.split(/\s+/).length <= 8 && !/[.?!]$/.test(title) && SET_TITLE.test(title) ? below : null;
}

export interface Numbered {
  lines: string[];
  /** Questions without numbers left as prose, with where they are. */
  warnings: ImportWarning[];
}

function unread(from: number, to: number, count: number, firstLine: number): ImportWarning {
  return {
    line: firstLine + from,
    message: `Lines ${firstLine + from}-${firstLine + to} look like ${count} questions without numbers; they were read as the chapter's text. Number them (1., 2., ...) to read them as questions.`,
  };
}

/**
 * The lines with their unnumbered questions numbered (`numberedStarts`: each line's numbered question
 * start, as parseNumbered reads them), when no numbered question follows the first of
 * them and they are a set (see MIN_QUESTIONS, titledAtEnd); questions that are only a part of the text
 * are left as prose, with a warning.
 */
export function numberUnnumberedQuestions(lines: string[], numberedStarts: ReadonlyArray<QuestionStart | null>, firstLine = 1): Numbered {
  // A numbered set is read as one; numbered lists in the chapter above a set without numbers are not one.
  const numbered = (from: number) => numberedStarts.slice(from).some(Boolean);
  const filled = lines.filter((l) => !isBlank(l)).length;
  const pairs = qAndAPairs(lines);
  if (pairs.length >= MIN_QUESTIONS && !numbered(pairs[0]![0])) {
    const held = linesHeld(
      lines,
      pairs.map(([q]) => q),
      pairs.map(([, a]) => a),
    );
    if (held < SET_SHARE * filled) return { lines, warnings: [unread(pairs[0]![0], pairs[pairs.length - 1]![1], pairs.length, firstLine)] };
    const out = [...lines];
    pairs.forEach(([q, a], k) => {
      out[q] = `Question ${k + 1}: ${Q_LINE.exec(lines[q]!)![1]}`;
      out[a] = `Answer: ${A_LINE.exec(lines[a]!)![1]}`;
    });
    return { lines: out, warnings: [] };
  }
  const starts = questionStarts(lines);
  const runs = questionRuns(lines, starts);
  if (!runs.length || numbered(runs[0]![0]!.line)) return { lines, warnings: [] };
  const below = titledAtEnd(lines, runs, starts);
  const questions = below ?? runs.flat();
  const width = wrapWidth(lines);
  const ends = questions.map((q, k) => endOf(lines, q.line, questions[k + 1]?.line ?? lines.length, width));
  const held = linesHeld(
    lines,
    questions.map((q) => q.line),
    ends,
  );
  const keyed = questions.filter((q) => q.keyed);
  const answered = keyed.filter((q) => q.answered).length;
  // Under a set's title at the end, a set is one even with few answers (the rest need a key).
  if (!below && (held < SET_SHARE * filled || answered < ANSWERED_SHARE * keyed.length)) {
    return { lines, warnings: runs.map((run) => unread(run[0]!.line, endOf(lines, run[run.length - 1]!.line, lines.length, width), run.length, firstLine)) };
  }
  const out = [...lines];
  questions.forEach(({ line }, k) => (out[line] = `Question ${k + 1}: ${lines[line]!.trim()}`));
  return { lines: out, warnings: [] };
}
