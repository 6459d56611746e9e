// Leave-one-chapter-out check of the sentence-choice weights (src/retrieval/pick-sentences.ts,
// SENTENCE_WEIGHTS): for each chapter held out, the weights that show the book's answer most often on
// the other chapters are chosen, and the held-out chapter's figure with them is printed. The pooled
// held-out figure is what to expect on an unseen chapter; the in-sample best is printed beside it.
// `npx tsx packages/tutor/scripts/tune-sentences.ts [chapter...]` (default: the developed-on chapters).
import { answerFromChapter } from '../src/retrieval/answer-from-chapter';
import { SENTENCE_WEIGHTS } from '../src/retrieval/pick-sentences';
import { contentStems } from '../src/text/tokenise';
import { answerStemsOf, asked, bookAnswer, containsAnswer, DEVELOPED_ON, holdsAnswer, loadChapter, usable } from './eval-tutor';

type Weights = typeof SENTENCE_WEIGHTS;
const defaults: Weights = { ...SENTENCE_WEIGHTS };
const grid: Weights[] = [];
for (const echoKeep of [0.2, 0.5, 1]) for (const afterEcho of [0, 0.5, 1, 2]) for (const namesAnswer of [0, 1, 2, 3, 4, 6]) grid.push({ ...defaults, echoKeep, afterEcho, namesAnswer });

const names = process.argv.slice(2).length ? process.argv.slice(2) : DEVELOPED_ON;
const chapters = names.map(loadChapter).map((chapter) => ({
  chapter,
  items: chapter.questions.flatMap((q) => {
    const answer = usable(q) ? bookAnswer(q) : null;
    if (!answer) return [];
    const question = asked(q);
    const answerStems = [...new Set(answerStemsOf(answer))];
    const questionStems = contentStems(question);
    return answerStems.length && chapter.passages.some((p) => holdsAnswer(p, answerStems, questionStems)) ? [{ question, answerStems }] : [];
  }),
}));

// shown[g][c]: answers shown on chapter c with grid point g.
const shown = grid.map((w) => {
  Object.assign(SENTENCE_WEIGHTS, w);
  return chapters.map(
    ({ chapter, items }) =>
      items.filter(({ question, answerStems }) => {
        const reply = answerFromChapter({ index: chapter.index, question });
        return reply.onTopic && containsAnswer(reply.answer, answerStems);
      }).length,
  );
});
Object.assign(SENTENCE_WEIGHTS, defaults);

const label = (w: Weights) => `echoKeep ${w.echoKeep}, afterEcho ${w.afterEcho}, namesAnswer ${w.namesAnswer}`;
const total = (g: number, skip = -1) => shown[g]!.reduce((s, n, c) => (c === skip ? s : s + n), 0);
const best = (skip: number) => grid.reduce((b, _, g) => (total(g, skip) > total(b, skip) ? g : b), 0);
let held = 0;
chapters.forEach(({ chapter, items }, c) => {
  const g = best(c);
  held += shown[g]![c]!;
  console.log(`held out ${chapter.name}: chosen on the others ${label(grid[g]!)} -> ${shown[g]![c]}/${items.length}`);
});
const n = chapters.reduce((s, c) => s + c.items.length, 0);
const d = grid.findIndex((w) => label(w) === label(defaults));
console.log(`pooled held-out: ${held}/${n}; in-sample best ${label(grid[best(-1)]!)}: ${total(best(-1))}/${n}; defaults (${label(defaults)}): ${d >= 0 ? total(d) : '?'}/${n}`);
