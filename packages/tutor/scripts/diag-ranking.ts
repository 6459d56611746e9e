// Diagnostic: every top-3 miss with its answer passage's rank and score parts (not part of npm run eval).
import { readFileSync } from 'node:fs';
import { join, basename } from 'node:path';
import { processChapterText } from '../src/processing/process-chapter-text';
import { answerFromChapter } from '../src/retrieval/answer-from-chapter';
import { buildPassageIndex, queryStems, rankByStems, idf, countIn } from '../src/retrieval/passage-index';
import { contentStems } from '../src/text/tokenise';
import type { Passage } from '../src/types';
import type { RankedPassage } from '../src/retrieval/passage-index';

interface RawQuestion {
  stem?: string;
  answer?: string | null;
  answer_choice_text?: string | null;
  embed_only?: boolean;
}
import { answerStemsOf, containsAnswer, extraChapterDirs, DEVELOPED_ON } from './eval-tutor';
import { DATA_DIR } from './semeval-data';

const dirs = [...DEVELOPED_ON.map((n) => join(DATA_DIR, n)), ...extraChapterDirs()];
for (const dir of dirs) {
  const prose = readFileSync(join(dir, 'chapter_prose.txt'), 'utf8');
  const { passages } = processChapterText({ rawText: prose, subject: 'eval' });
  const index = buildPassageIndex(passages);
  const qs = (JSON.parse(readFileSync(join(dir, 'questions.json'), 'utf8')) as { questions: RawQuestion[] }).questions;
  console.log(`=== ${basename(dir)}: ${passages.length} passages, words ${passages.map((p) => p.text.split(/\s+/).length).join(',')}`);
  for (const q of qs) {
    if (q.embed_only || !q.stem || /^\[embedded/.test(q.stem)) continue;
    const question = q.stem.replace(/_{2,}/g, ' what ').replace(/\s+/g, ' ').trim();
    const answer = q.answer_choice_text ?? (q.answer && !/^[A-E]$/.test(q.answer) ? q.answer : null);
    if (!answer || /\b(above|both [a-d] and [a-d]|none of)\b/i.test(answer) || /:\s*$/.test(answer)) continue;
    const as = [...new Set(answerStemsOf(answer))];
    const qsStems = contentStems(question);
    const holds = (p: Passage) => {
      const t = `${p.heading ?? ''} ${p.text}`;
      const have = new Set(answerStemsOf(t));
      return containsAnswer(t, as) && qsStems.some((s) => have.has(s) && !as.includes(s));
    };
    if (!as.length || !passages.some(holds)) continue;
    const terms = queryStems(index, question);
    const ranked = rankByStems(index, terms);
    const rank = ranked.findIndex((r) => holds(r.passage));
    const res = answerFromChapter({ index, question });
    if (rank >= 0 && rank < 3 && res.onTopic) continue;
    console.log(`\nMISS rank=${rank + 1} onTopic=${res.onTopic} Q: ${question}\n  A: ${answer}`);
    console.log(`  terms: ${terms.map((t) => `${t}:${idf(index, t).toFixed(2)}${countIn(index.df, t) ? '' : '(absent)'}`).join(' ')}`);
    const show = (r: RankedPassage, label: string) => {
      const p = r.passage;
      const hit = terms.filter((t) => countIn(index.docs[p.id - 1]!.tf, t) || countIn(index.docs[p.id - 1]!.head, t));
      console.log(`  ${label} #${p.id} score ${r.score.toFixed(2)} words ${p.text.split(/\s+/).length} head "${p.heading ?? ''}" hits [${hit.join(',')}] ${p.text.slice(0, 110).replace(/\n/g, ' ')}`);
    };
    ranked.slice(0, 3).forEach((r, i) => show(r, `top${i + 1}`));
    const ans = ranked.filter((r) => holds(r.passage)).slice(0, 2);
    ans.forEach((r) => show(r, `ANS r${ranked.indexOf(r) + 1}`));
    if (!ans.length)
      passages
        .filter(holds)
        .slice(0, 2)
        .forEach((p) => show({ passage: p, score: 0 }, 'ANS(unscored)'));
  }
}
