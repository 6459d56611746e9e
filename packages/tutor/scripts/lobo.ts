// Leave-one-book-out over a family of settings (ranking, sentence choice): for each book, the setting
// that does best on the other books (each book weighing the same) is scored on the book left out.
// `TUTOR_EVAL_EXTRA=dir npx tsx packages/tutor/scripts/lobo.ts <family> [--misspelt]`. Families below.
import { answerFromChapter } from '../src/retrieval/answer-from-chapter';
import { RANKING } from '../src/retrieval/passage-index';
import { SENTENCE_WEIGHTS } from '../src/retrieval/pick-sentences';
import { RELATEDNESS } from '../src/retrieval/relatedness';
import { contentStems } from '../src/text/tokenise';
import { answerStemsOf, asked, bookAnswer, containsAnswer, DEVELOPED_ON, extraChapterDirs, HELD_OUT, holdsAnswer, loadChapter, misspell, usable } from './eval-tutor';

type Setting = { ranking?: Partial<typeof RANKING>; sentences?: Partial<typeof SENTENCE_WEIGHTS>; related?: Partial<typeof RELATEDNESS> };
const FAMILIES = new Map<string, Setting[]>([
  // Ranking constants (src/retrieval/passage-index.ts); the current value comes first in each family.
  ['proximity', [0.6, 0, 0.3, 1].map((proximityWeight) => ({ ranking: { proximityWeight } }))],
  ['neighbour', [0.3, 0, 0.15, 0.5].map((neighbourShare) => ({ ranking: { neighbourShare } }))],
  ['head', [2, 1, 3].map((headWeight) => ({ ranking: { headWeight } }))],
  ['proximityWindow', [3, 2, 4].map((proximityWindow) => ({ ranking: { proximityWindow } }))],
  ['defines', [0.5, 0, 0.25, 1].map((definesWeight) => ({ ranking: { definesWeight } }))],
  // Sentence choice (src/retrieval/pick-sentences.ts).
  ['rankPenalty', [0.12, 0, 0.06, 0.2, 0.3].map((rankPenalty) => ({ sentences: { rankPenalty } }))],
  ['newName', [1, 0, 2, 3].map((newName) => ({ sentences: { newName } }))],
  // The relatedness thresholds (src/retrieval/relatedness.ts).
  ['shares', [0.25, 0.2, 0.15].flatMap((subjectShare) => [0.7, 0.6, 0.5].map((coveredShare) => ({ related: { subjectShare, coveredShare } })))],
  // The second way on topic: the chapter uses most of the question's weight and one of its words is the chapter's own.
  ['covered', [1, 2, 3].flatMap((someSalience) => [0.7, 0.8, 0.9].map((coveredShare) => ({ related: { someSalience, coveredShare } })))],
  // ...and, in that second way, one passage gathers this share of the question's weight (1.01: only a central word does).
  ['gathered', [0.4, 0, 0.3, 0.5, 0.6, 0.7, 1.01].map((gatheredShare) => ({ related: { gatheredShare } }))],
  // ...or names a word the chapter keeps coming back to (gatheredShare 0: the rule is off).
  [
    'central',
    [1000, 500, 2000]
      .flatMap((wordsPerCentralUse) => [0.4, 0.5].map((gatheredShare) => ({ related: { wordsPerCentralUse, gatheredShare } })))
      .concat([{ related: { wordsPerCentralUse: 1000, gatheredShare: 0 } }]),
  ],
]);
const OFF_TOPIC_FAMILIES = new Set(['shares', 'covered', 'gathered', 'central']);

const family = process.argv[2] ?? 'proximity';
const settings = FAMILIES.get(family);
if (!settings) throw new Error(`families: ${[...FAMILIES.keys()].join(', ')}`);
const misspelt = process.argv.includes('--misspelt');
const chapters = [...[...DEVELOPED_ON, ...HELD_OUT], ...extraChapterDirs()].map(loadChapter);
const items = chapters.map((chapter) =>
  chapter.questions.flatMap((q, n) => {
    const answer = usable(q) ? bookAnswer(q) : null;
    if (!answer) return [];
    const question = asked(q);
    const answerStems = [...new Set(answerStemsOf(answer))];
    const questionStems = contentStems(question);
    if (!answerStems.length || !chapter.passages.some((p) => holdsAnswer(p, answerStems, questionStems))) return [];
    return [{ question: misspelt ? misspell(question, n + 1) : question, answerStems, questionStems }];
  }),
);
const baseRanking = { ...RANKING };
const baseRelated = { ...RELATEDNESS };
if (OFF_TOPIC_FAMILIES.has(family)) {
  offTopic();
  process.exit(0);
}

/** Own questions refused and other books' questions answered, per book, leave-one-book-out (objective: 10 x refusal rate + answered rate). */
function offTopic() {
  const books = [...new Set(chapters.map((c) => c.book))];
  const perSetting = settings!.map((s) => {
    Object.assign(RELATEDNESS, baseRelated, s.related ?? {});
    const m = new Map(books.map((b) => [b, [0, 0, 0, 0] as [number, number, number, number]]));
    for (const chapter of chapters) {
      const r = m.get(chapter.book)!;
      for (const other of chapters) {
        if (other.book === chapter.book && other !== chapter) continue;
        for (const q of other.questions) {
          if (!usable(q)) continue;
          const on = answerFromChapter({ index: chapter.index, question: asked(q) }).onTopic;
          if (other === chapter) {
            r[1]++;
            if (!on) r[0]++;
          } else {
            r[3]++;
            if (on) r[2]++;
          }
        }
      }
    }
    return m;
  });
  Object.assign(RELATEDNESS, baseRelated);
  const cost = (m: Map<string, [number, number, number, number]>, keep: (b: string) => boolean) =>
    books.filter(keep).reduce((t, b) => {
      const [r, o, a, x] = m.get(b)!;
      return t + 10 * (r / (o || 1)) + a / (x || 1);
    }, 0);
  const label = (s: Setting) => JSON.stringify(s.related ?? {});
  settings!.forEach((s, si) =>
    console.log(
      `  ${label(s).padEnd(44)} ${books
        .map((b) => {
          const [r, o, a, x] = perSetting[si]!.get(b)!;
          return `${b.replace('openstax-', '')} refused ${r}/${o} answered ${a}/${x}`;
        })
        .join('; ')}`,
    ),
  );
  const sum = [0, 0, 0, 0];
  const sumBase = [0, 0, 0, 0];
  for (const b of books) {
    const best = settings!.reduce((a, _, si) => (cost(perSetting[si]!, (x) => x !== b) < cost(perSetting[a]!, (x) => x !== b) - 1e-9 ? si : a), 0);
    const v = perSetting[best]!.get(b)!;
    const v0 = perSetting[0]!.get(b)!;
    v.forEach((n, i) => {
      sum[i] = sum[i]! + n;
      sumBase[i] = sumBase[i]! + v0[i]!;
    });
    console.log(`  held out ${b.padEnd(30)} chosen ${label(settings![best]!)}: refused ${v[0]}/${v[1]}, other books answered ${v[2]}/${v[3]} (first setting ${v0[0]}, ${v0[2]})`);
  }
  console.log(
    `  pooled held-out: refused ${sum[0]}/${sum[1]}, other books' questions answered ${sum[2]}/${sum[3]} (off-topic ${(100 - (100 * sum[2]!) / (sum[3] || 1)).toFixed(1)}%); first setting refused ${sumBase[0]}, answered ${sumBase[2]}`,
  );
}
const baseSentences = { ...SENTENCE_WEIGHTS };
// results[s][c] = [top3, shown]
const results = settings.map((s) => {
  Object.assign(RANKING, baseRanking, s.ranking ?? {});
  Object.assign(SENTENCE_WEIGHTS, baseSentences, s.sentences ?? {});
  return chapters.map((chapter, c) => {
    let top3 = 0;
    let shown = 0;
    for (const it of items[c]!) {
      const reply = answerFromChapter({ index: chapter.index, question: it.question });
      if (reply.passages.some((p) => holdsAnswer(p, it.answerStems, it.questionStems))) top3++;
      if (reply.onTopic && containsAnswer(reply.answer, it.answerStems)) shown++;
    }
    return [top3, shown] as const;
  });
});
Object.assign(RANKING, baseRanking);
Object.assign(SENTENCE_WEIGHTS, baseSentences);

const books = [...new Set(chapters.map((c) => c.book))];
const label = (s: Setting) => JSON.stringify({ ...s.ranking, ...s.sentences });
for (const [k, name] of [
  [0, 'top-3'],
  [1, 'shown'],
] as const) {
  const perBook = (si: number, book: string) => {
    let hit = 0;
    let n = 0;
    chapters.forEach((ch, c) => {
      if (ch.book !== book) return;
      hit += results[si]![c]![k];
      n += items[c]!.length;
    });
    return [hit, n] as const;
  };
  const rate = (si: number, keep: (b: string) => boolean) => {
    const bs = books.filter(keep).filter((b) => perBook(si, b)[1] > 0);
    return bs.reduce((s, b) => s + perBook(si, b)[0] / perBook(si, b)[1], 0) / bs.length;
  };
  console.log(`== ${name} (${misspelt ? 'misspelt' : 'as asked'}): per setting, every book`);
  settings.forEach((s, si) =>
    console.log(`  ${label(s).padEnd(50)} ${books.map((b) => `${b.replace('openstax-', '')} ${perBook(si, b).join('/')}`).join(', ')}  total ${books.reduce((t, b) => t + perBook(si, b)[0], 0)}`),
  );
  let held = 0;
  let base = 0;
  let n = 0;
  for (const b of books) {
    // Ties go to the first setting (the current constants come first in each family).
    const best = settings.reduce((a, _, si) => (rate(si, (x) => x !== b) > rate(a, (x) => x !== b) + 1e-9 ? si : a), 0);
    const [h, m] = perBook(best, b);
    held += h;
    base += perBook(0, b)[0];
    n += m;
    console.log(`  held out ${b.padEnd(36)} chosen ${label(settings[best]!)} -> ${h}/${m} (first setting ${perBook(0, b)[0]}/${m})`);
  }
  console.log(`  pooled held-out ${held}/${n} vs first setting ${base}/${n}`);
}
