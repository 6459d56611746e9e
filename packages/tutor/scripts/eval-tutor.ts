// The built-in tutor on the OpenStax chapters in ../shared/data (`npm run eval`, or on its own:
// `npx tsx packages/tutor/scripts/eval-tutor.ts [--dev]`, where --dev leaves out the held-out
// chapters while designing). Definitions are in packages/tutor/README.md ("The built-in tutor").
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { processChapterText } from '../src/processing/process-chapter-text';
import { answerFromChapter } from '../src/retrieval/answer-from-chapter';
import { buildPassageIndex, type PassageIndex } from '../src/retrieval/passage-index';
import { classifyTestMessage } from '../src/session/classify-message';
import { contentStems } from '../src/text/tokenise';
import type { Passage } from '../src/types';
import { CORPORA, DATA_DIR, loadCorpus } from './semeval-data';
import { seededRandom } from './seeded-random';

/** Chapters never looked at while the tutor was designed; their figures are reported apart. */
export const HELD_OUT = ['openstax-chemistry-2e-ch3', 'openstax-chemistry-2e-ch9'];
export const DEVELOPED_ON = ['openstax-physics-hs-ch2', 'openstax-sociology-3e-ch1', 'openstax-psychology-2e-ch2', 'openstax-psychology-2e-ch5'];

interface ChapterQuestion {
  stem?: string;
  choices?: string[];
  answer?: string | null;
  answer_choice_text?: string | null;
  embed_only?: boolean;
}

interface Chapter {
  name: string;
  book: string;
  index: PassageIndex;
  passages: Passage[];
  questions: ChapterQuestion[];
}

/**
 * Chapters from books outside the repository, for measuring on material nobody tuned on:
 * `TUTOR_EVAL_EXTRA=/some/dir` holds folders in the same format as ../shared/data
 * (`chapter_prose.txt`, `questions.json`), named `<book>-ch<N>`. Never committed.
 */
export function extraChapterDirs(): string[] {
  const root = process.env.TUTOR_EVAL_EXTRA;
  if (!root || !existsSync(root)) return [];
  return readdirSync(root)
    .map((name) => join(root, name))
    .filter((dir) => existsSync(join(dir, 'chapter_prose.txt')) && existsSync(join(dir, 'questions.json')))
    .sort();
}

export function loadChapter(nameOrDir: string): Chapter {
  const dir = nameOrDir.includes('/') ? nameOrDir : join(DATA_DIR, nameOrDir);
  const name = basename(dir);
  const prose = readFileSync(join(dir, 'chapter_prose.txt'), 'utf8');
  const { passages } = processChapterText({ rawText: prose, subject: 'eval' });
  const data = JSON.parse(readFileSync(join(dir, 'questions.json'), 'utf8')) as { questions: ChapterQuestion[] };
  return { name, book: name.replace(/-ch\d+$/, ''), index: buildPassageIndex(passages), passages, questions: data.questions };
}

/** A question as a student would type it: its stem, with any blank written as "what". */
export const asked = (q: ChapterQuestion) => (q.stem ?? '').replace(/_{2,}/g, ' what ').replace(/\s+/g, ' ').trim();
export const usable = (q: ChapterQuestion) => !q.embed_only && !!q.stem && !/^\[embedded/.test(q.stem) && contentStems(q.stem).length > 0;

/**
 * "The answer appears in the prose", mechanically: the book's answer (the right option's text, or the
 * solution text) has content words, does not name other options ("all of the above"), and some passage
 * holds all of its content stems (answers of up to 3 content words) or 70% of them (longer answers), and
 * every number of it, together with at least one content stem of the question that is not also an answer stem.
 */
/** Content stems with thousands written one way: the book's "20,000 Hz" is the prose's "20000 Hz". */
export const answerStemsOf = (text: string) => contentStems(text.replace(/(\d),(?=\d{3}\b)/g, '$1'));

export function containsAnswer(text: string, answerStems: string[]): boolean {
  const have = new Set(answerStemsOf(text));
  // A number is the substance of a computed answer ("72.0 g mol^−1"): the 70% slack is for wording, so
  // every number must be there, or "g", "mol" and "1" alone would pass for the answer.
  if (!answerStems.every((s) => !/^\d/.test(s) || have.has(s))) return false;
  const hit = answerStems.filter((s) => have.has(s)).length;
  return answerStems.length <= 3 ? hit === answerStems.length : hit / answerStems.length >= 0.7;
}

export function holdsAnswer(passage: Passage, answerStems: string[], questionStems: string[]): boolean {
  const text = `${passage.heading ?? ''} ${passage.text}`;
  const have = new Set(answerStemsOf(text));
  return containsAnswer(text, answerStems) && questionStems.some((s) => have.has(s) && !answerStems.includes(s));
}

export function bookAnswer(q: ChapterQuestion): string | null {
  const answer = q.answer_choice_text ?? (q.answer && !/^[A-E]$/.test(q.answer) ? q.answer : null);
  // An answer ending in ":" introduces what the book shows as a figure or list ("For a gas exhibiting ideal behavior:").
  // A matching question's key ("D, C, A, B") is letters, not text the chapter could hold.
  if (!answer || /\b(above|both [a-d] and [a-d]|none of)\b/i.test(answer) || /:\s*$/.test(answer) || /^\(?[A-H]\)?(?:\s*[,;]\s*\(?[A-H]\)?)+\.?$/.test(answer)) return null;
  return answer;
}

/** One slip (swapped, dropped or doubled letter) in about 1 of 4 words of four letters or more; at least one. */
export function misspell(text: string, seed: number): string {
  const random = seededRandom(seed);
  const slip = (w: string) => {
    const i = 1 + Math.floor(random() * (w.length - 2));
    const kind = Math.floor(random() * 3);
    if (kind === 0) return w.slice(0, i) + w[i + 1] + w[i] + w.slice(i + 2);
    if (kind === 1) return w.slice(0, i) + w.slice(i + 1);
    return w.slice(0, i) + w[i] + w.slice(i);
  };
  const parts = text.split(/(\s+)/);
  const candidates = parts.map((p, i) => (/^[A-Za-z]{4,}$/.test(p) ? i : -1)).filter((i) => i >= 0);
  let changed = 0;
  for (const i of candidates) {
    if (random() >= 0.25) continue;
    parts[i] = slip(parts[i]!);
    changed++;
  }
  if (!changed && candidates.length) {
    const i = candidates[Math.floor(random() * candidates.length)]!;
    parts[i] = slip(parts[i]!);
  }
  return parts.join('');
}

/** A multiple-choice question as a student pastes it: its stem, then its options lettered on lines of their own. */
export const pastedWithOptions = (q: ChapterQuestion) => [asked(q), ...(q.choices ?? []).map((c, i) => `${String.fromCharCode(65 + i)}) ${c}`)].join('\n');

/** The baseline the issue compares with: passages ranked by how many of the question's content stems they share. */
function overlapTop3(chapter: Chapter, question: string): Passage[] {
  const asked = new Set(contentStems(question));
  return chapter.passages
    .map((p) => ({ p, n: new Set(contentStems(`${p.heading ?? ''} ${p.text}`).filter((s) => asked.has(s))).size }))
    .sort((a, b) => b.n - a.n || a.p.id - b.p.id)
    .slice(0, 3)
    .map((x) => x.p);
}

interface ChapterFigures {
  chapter: string;
  answerable: number;
  top3: number;
  top3Overlap: number;
  answerShown: number;
  top3Misspelt: number;
  answerShownMisspelt: number;
  ownQuestions: number;
  ownRefused: number;
  otherBooksQuestions: number;
  otherBooksOffTopic: number;
  /** The answerable multiple-choice questions, asked again pasted with their options. */
  withOptions: number;
  top3WithOptions: number;
  answerShownWithOptions: number;
}

function evalChapter(chapter: Chapter, all: Chapter[]): ChapterFigures {
  const f: ChapterFigures = {
    chapter: chapter.name,
    answerable: 0,
    top3: 0,
    top3Overlap: 0,
    answerShown: 0,
    top3Misspelt: 0,
    answerShownMisspelt: 0,
    ownQuestions: 0,
    ownRefused: 0,
    otherBooksQuestions: 0,
    otherBooksOffTopic: 0,
    withOptions: 0,
    top3WithOptions: 0,
    answerShownWithOptions: 0,
  };
  chapter.questions.forEach((q, n) => {
    if (!usable(q)) return;
    const question = asked(q);
    f.ownQuestions++;
    const plain = answerFromChapter({ index: chapter.index, question });
    if (!plain.onTopic) f.ownRefused++;
    const answer = bookAnswer(q);
    if (!answer) return;
    const answerStems = [...new Set(answerStemsOf(answer))];
    const questionStems = contentStems(question);
    if (!answerStems.length || !chapter.passages.some((p) => holdsAnswer(p, answerStems, questionStems))) return;
    f.answerable++;
    const misspelt = answerFromChapter({ index: chapter.index, question: misspell(question, n + 1) });
    if (plain.passages.some((p) => holdsAnswer(p, answerStems, questionStems))) f.top3++;
    if (overlapTop3(chapter, question).some((p) => holdsAnswer(p, answerStems, questionStems))) f.top3Overlap++;
    if (misspelt.passages.some((p) => holdsAnswer(p, answerStems, questionStems))) f.top3Misspelt++;
    if (plain.onTopic && containsAnswer(plain.answer, answerStems)) f.answerShown++;
    if (misspelt.onTopic && containsAnswer(misspelt.answer, answerStems)) f.answerShownMisspelt++;
    if (!q.choices?.length) return;
    f.withOptions++;
    const pasted = answerFromChapter({ index: chapter.index, question: pastedWithOptions(q) });
    if (pasted.passages.some((p) => holdsAnswer(p, answerStems, questionStems))) f.top3WithOptions++;
    if (pasted.onTopic && containsAnswer(pasted.answer, answerStems)) f.answerShownWithOptions++;
  });
  for (const other of all) {
    if (other.book === chapter.book) continue;
    for (const q of other.questions) {
      if (!usable(q)) continue;
      f.otherBooksQuestions++;
      if (!answerFromChapter({ index: chapter.index, question: asked(q) }).onTopic) f.otherBooksOffTopic++;
    }
  }
  return f;
}

/** Student questions derived from a chapter's questions: the ways a student asks about a test question. */
function derivedStudentQuestions(chapter: Chapter): string[] {
  const out: string[] = [];
  const random = seededRandom(chapter.name.length * 7919);
  const pick = <T>(xs: T[]) => xs[Math.floor(random() * xs.length)]!;
  const templates = [
    (t: string) => `what does ${t} mean?`,
    (t: string) => `what is ${t}`,
    (t: string) => `what's a ${t}?`,
    (t: string) => `can you explain ${t}?`,
    (t: string) => `i don't understand what ${t} is`,
    (t: string) => `how do i work out the ${t}?`,
    (t: string) => `is ${t} the same as the other one?`,
    (t: string) => `tell me about ${t}`,
    (t: string) => `why is ${t} important?`,
    (t: string) => `define ${t}`,
    (t: string, n: number) => `can you explain question ${n}?`,
    (t: string, n: number) => `what does question ${n} mean`,
    (t: string) => `where in the chapter does it talk about ${t}?`,
  ];
  chapter.questions.forEach((q, i) => {
    if (!usable(q)) return;
    const terms = (q.stem ?? '').toLowerCase().match(/[a-z]{6,}/g) ?? [];
    if (!terms.length) return;
    out.push(pick(templates)(pick(terms), i + 1));
    if (/\?\s*$/.test(q.stem ?? '')) out.push(asked(q));
  });
  return out;
}

export function evalTutor(names: string[]) {
  const chapters = names.map(loadChapter);
  const figures = chapters.map((c) => evalChapter(c, chapters));
  const answers = CORPORA.flatMap(loadCorpus).map((i) => i.answer);
  const answerKinds = answers.map((a) => classifyTestMessage(a));
  const questions = chapters.flatMap(derivedStudentQuestions);
  const questionKinds = questions.map((q) => classifyTestMessage(q));
  return {
    figures,
    classify: {
      semevalAnswers: answers.length,
      calledAnswer: answerKinds.filter((k) => k === 'answer').length,
      studentQuestions: questions.length,
      calledQuestion: questionKinds.filter((k) => k === 'question').length,
      missedQuestions: questions.filter((_, i) => questionKinds[i] !== 'question').slice(0, 8),
      missedAnswers: answers.filter((_, i) => answerKinds[i] !== 'answer').slice(0, 8),
    },
  };
}

const pct = (a: number, b: number) => `${a}/${b} (${b ? ((a / b) * 100).toFixed(1) : '0.0'}%)`;

function sum(rows: ChapterFigures[], key: keyof Omit<ChapterFigures, 'chapter'>) {
  return rows.reduce((s, r) => s + r[key], 0);
}

function printGroup(label: string, rows: ChapterFigures[]) {
  console.log(`  ${label}:`);
  for (const r of [
    ...rows,
    {
      ...rows[0]!,
      chapter: 'all',
      ...Object.fromEntries(
        (
          [
            'answerable',
            'top3',
            'top3Overlap',
            'answerShown',
            'top3Misspelt',
            'answerShownMisspelt',
            'ownQuestions',
            'ownRefused',
            'otherBooksQuestions',
            'otherBooksOffTopic',
            'withOptions',
            'top3WithOptions',
            'answerShownWithOptions',
          ] as const
        ).map((k) => [k, sum(rows, k)]),
      ),
    },
  ]) {
    console.log(
      `    ${r.chapter.padEnd(28)} top-3 ${pct(r.top3, r.answerable)} (plain overlap ranking ${pct(r.top3Overlap, r.answerable)}), answer shown ${pct(r.answerShown, r.answerable)}; misspelt: top-3 ${pct(r.top3Misspelt, r.answerable)}, answer shown ${pct(r.answerShownMisspelt, r.answerable)}; own questions refused ${pct(r.ownRefused, r.ownQuestions)}; other books' questions called off-topic ${pct(r.otherBooksOffTopic, r.otherBooksQuestions)}; multiple choice pasted with its options: top-3 ${pct(r.top3WithOptions, r.withOptions)}, answer shown ${pct(r.answerShownWithOptions, r.withOptions)}`,
    );
  }
}

export function printTutorEval(dev = false) {
  const extra = extraChapterDirs();
  const names = [...(dev ? DEVELOPED_ON : [...DEVELOPED_ON, ...HELD_OUT]), ...extra];
  const { figures, classify } = evalTutor(names);
  console.log("Built-in tutor on the OpenStax chapters (answerable = the book's answer is in a passage with a question word; see packages/tutor/README.md):");
  printGroup(
    'developed on',
    figures.filter((f) => DEVELOPED_ON.includes(f.chapter)),
  );
  const held = figures.filter((f) => HELD_OUT.includes(f.chapter));
  if (held.length) printGroup('held out (never looked at while designing)', held);
  const unseen = figures.filter((f) => extra.some((dir) => basename(dir) === f.chapter));
  if (unseen.length) printGroup(`other books, outside the repository (TUTOR_EVAL_EXTRA)`, unseen);
  console.log(
    `  classify: SemEval student answers called "answer" ${pct(classify.calledAnswer, classify.semevalAnswers)}; students' questions called "question" ${pct(classify.calledQuestion, classify.studentQuestions)}`,
  );
  if (dev) console.log(JSON.stringify({ missedQuestions: classify.missedQuestions, missedAnswers: classify.missedAnswers }));
  console.log(JSON.stringify({ tutor: figures, classify: { ...classify, missedQuestions: undefined, missedAnswers: undefined } }));
}

if (import.meta.url === `file://${process.argv[1]}`) printTutorEval(process.argv.includes('--dev'));
