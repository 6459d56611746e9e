// The import section of `npm run eval`: every question-set rendering of the OpenStax chapters in
// ../shared/data through processChapterText, compared with what a reader should recover from it
// (expected.json, or questions.json for the chapters that only have the original rendering).
// Run alone with `npx tsx packages/tutor/scripts/eval-import.ts`.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { processChapterText } from '../src/processing/process-chapter-text';
import { normaliseText } from '../src/text/normalise';
import type { Question } from '../src/types';

export const IMPORT_DATA_DIR = resolve(import.meta.dirname, '../../../../shared/data');

export const RENDERINGS = ['questions_with_answers.txt', 'questions_answer_key_at_end.txt', 'questions_marks_style.txt', 'questions_plain.txt'] as const;

/** What a rendering should give: question count, every (number, answer) pair, every (number, option count). */
export interface ImportExpectation {
  questions: number;
  answers: Array<[number, string]>;
  options: Array<[number, number]>;
}

export interface ImportScore {
  chapter: string;
  rendering: string;
  questionsFound: number;
  questionsExpected: number;
  answersKept: number;
  answersExpected: number;
  optionsKept: number;
  optionsExpected: number;
  /** Answers on questions that should have none, and option lists where none were expected. */
  extraAnswers: number;
  extraOptions: number;
  warnings: number;
  /** Each miss, for reading: "answer 17: got ... expected ...". */
  misses: string[];
}

const squashSpace = (s: string) => s.replace(/\s+/g, ' ').trim();

/**
 * Letters compare case-insensitively ("b" = "B", "A, C" = "a,c"); text compares after the product's
 * own character normalisation (curly quotes, dashes) with whitespace squashed.
 */
export function sameAnswer(got: string | null, expected: string): boolean {
  if (got === null) return false;
  const letters = (s: string) => (/^\s*[A-Ha-h](?:\s*,\s*[A-Ha-h])*\s*$/.test(s) ? s.replace(/\s+/g, '').toUpperCase() : null);
  const expectedLetters = letters(expected);
  if (expectedLetters !== null) return letters(got) === expectedLetters;
  // A true/false key is stored as "true" or "false", however the set wrote it ("True", "T").
  if (/^(?:true|false)$/i.test(expected.trim())) return got === expected.trim().toLowerCase();
  return squashSpace(normaliseText(got)) === squashSpace(normaliseText(expected));
}

export function scoreQuestions(questions: Question[], expected: ImportExpectation): Omit<ImportScore, 'chapter' | 'rendering' | 'warnings'> {
  const byNumber = new Map(questions.map((q) => [q.number, q]));
  const misses: string[] = [];
  let answersKept = 0;
  for (const [number, answer] of expected.answers) {
    const got = byNumber.get(number)?.answer ?? null;
    if (sameAnswer(got, answer)) answersKept++;
    else misses.push(`answer ${number}: got ${JSON.stringify(got?.slice(0, 80) ?? null)}, expected ${JSON.stringify(answer.slice(0, 80))}`);
  }
  let optionsKept = 0;
  for (const [number, count] of expected.options) {
    const got = byNumber.get(number)?.options?.length ?? 0;
    if (got === count) optionsKept++;
    else misses.push(`options ${number}: got ${got}, expected ${count}`);
  }
  const answered = new Set(expected.answers.map(([n]) => n));
  const optioned = new Set(expected.options.map(([n]) => n));
  const extraAnswers = questions.filter((q) => q.answer !== null && !answered.has(q.number));
  const extraOptions = questions.filter((q) => q.options?.length && q.type !== 'true_false' && !optioned.has(q.number));
  for (const q of extraAnswers) misses.push(`extra answer on ${q.number}: ${JSON.stringify(q.answer!.slice(0, 60))}`);
  for (const q of extraOptions) misses.push(`extra options on ${q.number}: ${q.options!.length}`);
  if (questions.length !== expected.questions) misses.unshift(`questions: got ${questions.length}, expected ${expected.questions}`);
  return {
    questionsFound: questions.length,
    questionsExpected: expected.questions,
    answersKept,
    answersExpected: expected.answers.length,
    optionsKept,
    optionsExpected: expected.options.length,
    extraAnswers: extraAnswers.length,
    extraOptions: extraOptions.length,
    misses,
  };
}

interface RenderingExpectation {
  n_questions: number;
  answers: Array<[number, string]>;
  options: Array<[number, number]>;
}

interface SourceQuestion {
  choices?: string[];
  answer?: string | null;
  embed_only?: boolean;
}

/** The chapters with four renderings and an expected.json. */
export function renderedChapters(dir = IMPORT_DATA_DIR): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => existsSync(join(dir, f, 'expected.json')))
    .sort();
}

export function expectationFor(chapter: string, rendering: string, dir = IMPORT_DATA_DIR): ImportExpectation {
  const data = JSON.parse(readFileSync(join(dir, chapter, 'expected.json'), 'utf8')) as { renderings: Record<string, RenderingExpectation> };
  const r = data.renderings[rendering]!;
  return { questions: r.n_questions, answers: r.answers, options: r.options };
}

/**
 * Chapters with only `questions_with_answers.txt` and `questions.json`: embedded exercises are not in
 * the text. A choice question's key is its letter; "The correct answer is (c). ..." names the letter.
 */
export function expectationFromSource(chapter: string, dir = IMPORT_DATA_DIR): ImportExpectation {
  const data = JSON.parse(readFileSync(join(dir, chapter, 'questions.json'), 'utf8')) as { questions: SourceQuestion[] };
  const questions = data.questions.filter((q) => !q.embed_only);
  const answers: Array<[number, string]> = [];
  const options: Array<[number, number]> = [];
  questions.forEach((q, i) => {
    const choices = q.choices?.length ?? 0;
    if (choices) options.push([i + 1, choices]);
    if (!q.answer) return;
    const named = choices ? /^\s*(?:the\s+)?correct\s+answer\s+is\s+\(?([a-h])\)?[\s.]/i.exec(q.answer) : null;
    answers.push([i + 1, named ? named[1]!.toUpperCase() : q.answer]);
  });
  return { questions: questions.length, answers, options };
}

export function evalImport(dir = IMPORT_DATA_DIR): ImportScore[] {
  const scores: ImportScore[] = [];
  const run = (chapter: string, rendering: string, expected: ImportExpectation) => {
    const file = join(dir, chapter, rendering);
    if (!existsSync(file)) return;
    const result = processChapterText({ rawText: readFileSync(file, 'utf8'), subject: 'eval' });
    scores.push({ chapter, rendering, warnings: result.warnings.length, ...scoreQuestions(result.questionArray, expected) });
  };
  for (const chapter of renderedChapters(dir)) for (const rendering of RENDERINGS) run(chapter, rendering, expectationFor(chapter, rendering, dir));
  for (const chapter of ['openstax-sociology-3e-ch1', 'openstax-physics-hs-ch2']) {
    if (existsSync(join(dir, chapter, 'questions.json'))) run(chapter, 'questions_with_answers.txt', expectationFromSource(chapter, dir));
  }
  return scores;
}

const pct = (a: number, b: number) => (b ? `${((a / b) * 100).toFixed(1)}%` : '-');
const ratio = (a: number, b: number) => `${a}/${b}`.padStart(8);

export function printImportEval(scores = evalImport(), verbose = false): void {
  console.log('Import of pasted question sets (found / expected; extra = answers or options where the source has none):');
  console.log(`  ${'chapter'.padEnd(27)} ${'rendering'.padEnd(32)} questions  answers  options  extra  warnings`);
  for (const s of scores) {
    const extra = s.extraAnswers + s.extraOptions;
    console.log(
      `  ${s.chapter.padEnd(27)} ${s.rendering.replace(/\.txt$/, '').padEnd(32)} ${ratio(s.questionsFound, s.questionsExpected)} ${ratio(s.answersKept, s.answersExpected)} ${ratio(s.optionsKept, s.optionsExpected)} ${String(extra).padStart(6)} ${String(s.warnings).padStart(9)}`,
    );
    if (verbose) for (const miss of s.misses) console.log(`      ${miss}`);
  }
  const sum = (key: keyof ImportScore) => scores.reduce((n, s) => n + (s[key] as number), 0);
  const found = sum('questionsFound');
  const expected = sum('questionsExpected');
  console.log(
    `  total: questions ${found}/${expected} (${pct(Math.min(found, expected), expected)}), answers ${sum('answersKept')}/${sum('answersExpected')} (${pct(sum('answersKept'), sum('answersExpected'))}), options ${sum('optionsKept')}/${sum('optionsExpected')} (${pct(sum('optionsKept'), sum('optionsExpected'))}), extra ${sum('extraAnswers') + sum('extraOptions')}, warnings ${sum('warnings')}`,
  );
  console.log(JSON.stringify({ import: scores.map(({ misses, ...rest }) => ({ ...rest, misses: misses.length })) }));
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  // --only=a,b limits the run to chapters whose folder name contains one of the words.
  const only = process.argv
    .find((a) => a.startsWith('--only='))
    ?.slice(7)
    .split(',');
  const scores = evalImport().filter((s) => !only || only.some((o) => s.chapter.includes(o)));
  printImportEval(scores, process.argv.includes('--verbose'));
}
