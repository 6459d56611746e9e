// Question sets without numbers: "Q: ... / A: ..." pairs, or questions each followed by lettered
// options or an answer line. Read as prose, such a set was lost whole with no warning; numbered here
// ("Question 1: ..."), line for line, it is read like any numbered set and its warnings keep their lines.
import { BLANK, matchField, matchOptions, matchQuestionStart } from './line-patterns';

/** A set needs at least this many such questions: one "Q:" in a chapter is more likely an aside. */
const MIN_QUESTIONS = 2;
/**
 * Questions without numbers count as a set only when they follow each other, this many with options or
 * an answer at least, with no more than FOREIGN_PARAGRAPHS of other text between two: a chapter's
 * worked examples ("What is the mass of ...?" then "Answer: 0.5 g") sit pages apart, and stay prose.
 */
const MIN_RUN = 3;
const FOREIGN_PARAGRAPHS = 1;
/** Lines a question's paragraph may run to above its options (a long stem, a short passage). */
const MAX_STEM_LINES = 8;

const Q_LINE = /^\s*Q\s*[:.-]\s*(\S.*)$/i;
const A_LINE = /^\s*A\s*[:-]\s*(\S.*)$/i;

const isBlank = (line: string | undefined) => line === undefined || line.trim() === '';

function nextFilled(lines: string[], i: number): number {
  let j = i + 1;
  while (j < lines.length && isBlank(lines[j])) j++;
  return j < lines.length ? j : -1;
}

/** "Q: ..." with its "A: ..." as "Question n: ..." and "Answer: ...". */
function numberQAndA(lines: string[]): string[] | null {
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
  if (pairs.length < MIN_QUESTIONS) return null;
  const out = [...lines];
  pairs.forEach(([q, a], k) => {
    out[q] = `Question ${k + 1}: ${Q_LINE.exec(lines[q]!)![1]}`;
    out[a] = `Answer: ${A_LINE.exec(lines[a]!)![1]}`;
  });
  return out;
}

/**
 * A question line, by what comes after it: its answer line ("Answer: ..."), after its lettered lines if
 * it has some, or options "a)" then "b)" when it asks ("?", a blank). A worked example's "Determine the
 * pressure in:" leads into its parts and then a "Solution", and is no question of a set.
 */
function isKeyedQuestion(lines: string[], i: number): boolean {
  const next = nextFilled(lines, i);
  if (next < 0 || next > i + 2) return false;
  let after = next;
  while (after >= 0 && matchOptions(lines[after]!)) after = nextFilled(lines, after);
  if (after >= 0 && matchField(lines[after]!)?.field === 'answer') return true;
  const line = lines[i]!.trim();
  if (!/\?["')]?$/.test(line) && !BLANK.test(line)) return false;
  const first = matchOptions(lines[next]!);
  if (!first || first[0]!.label !== 'A') return false;
  if (first.length > 1) return true;
  const second = nextFilled(lines, next);
  return second >= 0 && matchOptions(lines[second]!)?.[0]?.label === 'B';
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
}

const isItemLine = (line: string) => !!matchOptions(line) || !!matchField(line);

/** Where each question's paragraph starts: keyed questions, and paragraphs that end asking. */
function questionStarts(lines: string[]): Start[] {
  const starts: Start[] = [];
  for (let i = 0; i < lines.length; i++) {
    if (isBlank(lines[i]) || isItemLine(lines[i]!)) continue;
    const keyed = isKeyedQuestion(lines, i);
    const endsParagraph = isBlank(lines[i + 1]);
    if (!keyed && !(endsParagraph && /\?["')]?$/.test(lines[i]!.trim())) && !leadsIntoLetters(lines, i)) continue;
    // The paragraph's first line: a stem may run over a few lines above the one that asks.
    let first = i;
    while (first > 0 && i - first < MAX_STEM_LINES && !isBlank(lines[first - 1]) && !isItemLine(lines[first - 1]!)) first--;
    if (first > 0 && !isBlank(lines[first - 1]) && !isItemLine(lines[first - 1]!)) continue;
    const last = starts[starts.length - 1];
    if (last?.line === first) last.keyed ||= keyed;
    else starts.push({ line: first, keyed });
  }
  return starts;
}

/** Paragraphs between two lines that are neither options nor fields: text that is not the question's. */
function foreignParagraphs(lines: string[], from: number, to: number): number {
  let n = 0;
  for (let i = from + 1; i < to; i++) {
    if (isBlank(lines[i]) || !isBlank(lines[i - 1])) continue;
    if (!isItemLine(lines[i]!)) n++;
  }
  return n;
}

/** Runs of questions with little else between them, each holding at least MIN_RUN keyed ones, without questions that only ask at either end. */
function questionRuns(lines: string[], starts: Start[]): Start[][] {
  const runs: Start[][] = [];
  let run: Start[] = [];
  const close = () => {
    while (run.length && !run[0]!.keyed) run.shift();
    while (run.length && !run[run.length - 1]!.keyed) run.pop();
    if (run.filter((s) => s.keyed).length >= MIN_RUN) runs.push(run);
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

/** Questions with options or answers and no numbers: each question's paragraph opens "Question n: ". */
function numberQuestionParagraphs(lines: string[]): string[] | null {
  const runs = questionRuns(lines, questionStarts(lines));
  if (!runs.length) return null;
  const out = [...lines];
  runs.flat().forEach(({ line }, k) => (out[line] = `Question ${k + 1}: ${lines[line]!.trim()}`));
  return out;
}

/** The lines with their unnumbered questions numbered, when the text has no numbered question at all. */
export function numberUnnumberedQuestions(lines: string[]): string[] {
  if (lines.some((l) => matchQuestionStart(l))) return lines;
  return numberQAndA(lines) ?? numberQuestionParagraphs(lines) ?? lines;
}
