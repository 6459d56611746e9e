// Ranking constants by leave-one-book-out: for each book, the setting that does best on the other
// books, scored on the held-out one. `TUTOR_EVAL_EXTRA=dir npx tsx packages/tutor/scripts/tune-ranking.ts`
import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { processChapterText } from '../src/processing/process-chapter-text';
import { buildPassageIndex, queryStems, rankByStems, RANKING, type PassageIndex } from '../src/retrieval/passage-index';
import type { Passage } from '../src/types';
import { contentStems } from '../src/text/tokenise';
import { answerStemsOf, containsAnswer, DEVELOPED_ON, extraChapterDirs, HELD_OUT, misspell } from './eval-tutor';
import { DATA_DIR } from './semeval-data';

interface Q {
  question: string;
  answerStems: string[];
  questionStems: string[];
  misspelt: string;
}
const dirs = [...[...DEVELOPED_ON, ...HELD_OUT].map((n) => join(DATA_DIR, n)), ...extraChapterDirs()];
const chapters = dirs.map((dir) => {
  const prose = readFileSync(join(dir, 'chapter_prose.txt'), 'utf8');
  const raw = (
    JSON.parse(readFileSync(join(dir, 'questions.json'), 'utf8')) as { questions: Array<{ stem?: string; answer?: string | null; answer_choice_text?: string | null; embed_only?: boolean }> }
  ).questions;
  const name = basename(dir);
  return { name, book: name.replace(/-ch\d+$/, ''), prose, raw };
});

function holds(p: Passage, q: Q) {
  const text = `${p.heading ?? ''} ${p.text}`;
  const have = new Set(answerStemsOf(text));
  return containsAnswer(text, q.answerStems) && q.questionStems.some((s) => have.has(s) && !q.answerStems.includes(s));
}

/** Per book: [top-3 hits, answerable]. The index is rebuilt because some settings act when it is built. */
function score(): Map<string, [number, number]> {
  const out = new Map<string, [number, number]>();
  for (const c of chapters) {
    const { passages } = processChapterText({ rawText: c.prose, subject: 'eval' });
    const index: PassageIndex = buildPassageIndex(passages);
    const r = out.get(c.book) ?? [0, 0];
    c.raw.forEach((q, n) => {
      if (q.embed_only || !q.stem || /^\[embedded/.test(q.stem) || !contentStems(q.stem).length) return;
      const question = String(q.stem).replace(/_{2,}/g, ' what ').replace(/\s+/g, ' ').trim();
      const answer = q.answer_choice_text ?? (q.answer && !/^[A-E]$/.test(q.answer) ? q.answer : null);
      if (!answer || /\b(above|both [a-d] and [a-d]|none of)\b/i.test(answer) || /:\s*$/.test(answer)) return;
      const item: Q = { question, answerStems: [...new Set(answerStemsOf(answer))], questionStems: contentStems(question), misspelt: misspell(question, n + 1) };
      if (!item.answerStems.length || !passages.some((p) => holds(p, item))) return;
      r[1]++;
      if (
        rankByStems(index, queryStems(index, question))
          .slice(0, 3)
          .some((x) => holds(x.passage, item))
      )
        r[0]++;
    });
    out.set(c.book, r);
  }
  return out;
}

type Setting = Partial<typeof RANKING>;
const base = { ...RANKING };
const grid: Setting[] = [];
for (const dropExamWords of [0, 1])
  for (const objectivesFactor of [1, 0.3, 0])
    for (const minLength of [0, 30, 60])
      for (const b of [0.5, 0.75]) for (const headWeight of [1, 2]) for (const neighbourShare of [0.15, 0.3]) grid.push({ dropExamWords, objectivesFactor, minLength, b, headWeight, neighbourShare });

if (process.argv.includes('--each')) {
  // One change at a time from the current constants, every book's figure.
  for (const s of [{}, { dropExamWords: 1 }, { objectivesFactor: 0 }, { dropExamWords: 1, objectivesFactor: 0 }] as Setting[]) {
    Object.assign(RANKING, base, s);
    const m = score();
    console.log(JSON.stringify(s), [...m].map(([b, [h, n]]) => `${b.replace('openstax-', '')} ${h}/${n}`).join(', '));
  }
  process.exit(0);
}
const results = grid.map((s) => {
  Object.assign(RANKING, base, s);
  return { s, perBook: score() };
});
Object.assign(RANKING, base);
const books = [...new Set(chapters.map((c) => c.book))];
// Objective: share of answerable questions with the answer in the top 3, each book weighing the same.
const rate = (m: Map<string, [number, number]>, only: (b: string) => boolean) => {
  const bs = books.filter(only).filter((b) => m.get(b)![1] > 0);
  return bs.reduce((s, b) => s + m.get(b)![0] / m.get(b)![1], 0) / bs.length;
};
const fmt = (m: Map<string, [number, number]>, b: string) => `${m.get(b)![0]}/${m.get(b)![1]}`;
const baseline = results[0]!; // dropExamWords 0, objectives 1, minLength 0 ... see grid order
console.log('book'.padEnd(36), 'current', 'held-out', 'chosen setting (on the other books)');
const current = (() => {
  Object.assign(RANKING, base);
  const m = score();
  return m;
})();
let hit = 0;
let all = 0;
let hitBefore = 0;
for (const held of books) {
  const best = results.reduce((a, r) => (rate(r.perBook, (b) => b !== held) > rate(a.perBook, (b) => b !== held) + 1e-9 ? r : a));
  console.log(held.padEnd(36), fmt(current, held).padEnd(7), fmt(best.perBook, held).padEnd(8), JSON.stringify(best.s));
  hit += best.perBook.get(held)![0];
  all += best.perBook.get(held)![1];
  hitBefore += current.get(held)![0];
}
console.log(`all held out: ${hit}/${all} (current constants ${hitBefore}/${all})`);
const overall = results.reduce((a, r) => (rate(r.perBook, () => true) > rate(a.perBook, () => true) + 1e-9 ? r : a));
console.log('best on all books:', JSON.stringify(overall.s), books.map((b) => `${b} ${fmt(overall.perBook, b)}`).join(', '));
void baseline;
