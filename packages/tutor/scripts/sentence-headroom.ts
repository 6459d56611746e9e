// Headroom of sentence choice: for answerable questions whose answer passage is in the top 3, how many
// have one sentence (or two) of the top 3 passages that holds the book's answer, against the reply.
// `TUTOR_EVAL_EXTRA=dir npx tsx packages/tutor/scripts/sentence-headroom.ts [-v]` (-v lists those questions). For studying causes only.
import { answerFromChapter } from '../src/retrieval/answer-from-chapter';
import { passageSentences } from '../src/retrieval/sentences';
import { contentStems } from '../src/text/tokenise';
import { answerStemsOf, asked, bookAnswer, containsAnswer, DEVELOPED_ON, extraChapterDirs, HELD_OUT, holdsAnswer, loadChapter, usable } from './eval-tutor';

for (const name of [...DEVELOPED_ON, ...HELD_OUT, ...extraChapterDirs()]) {
  const chapter = loadChapter(name);
  const n = { hit: 0, one: 0, two: 0, shown: 0, missed: 0 };
  for (const q of chapter.questions) {
    const answer = usable(q) ? bookAnswer(q) : null;
    if (!answer) continue;
    const question = asked(q);
    const answerStems = [...new Set(answerStemsOf(answer))];
    const questionStems = contentStems(question);
    if (!answerStems.length || !chapter.passages.some((p) => holdsAnswer(p, answerStems, questionStems))) continue;
    const reply = answerFromChapter({ index: chapter.index, question });
    if (!reply.passages.some((p) => holdsAnswer(p, answerStems, questionStems))) continue;
    n.hit++;
    const sentences = reply.passages.map((p) => passageSentences(p.text).map((s) => s.text));
    const one = sentences.some((ss) => ss.some((s) => containsAnswer(s, answerStems)));
    const two = sentences.some((ss) => ss.some((s, i) => i > 0 && containsAnswer(`${ss[i - 1]} ${s}`, answerStems)));
    const shown = reply.onTopic && containsAnswer(reply.answer, answerStems);
    if (one) n.one++;
    if (one || two) n.two++;
    if (shown) n.shown++;
    if (!shown && (one || two)) {
      n.missed++;
      if (process.argv.includes('-v')) console.log(`  MISS ${question.slice(0, 120)} | ${answer.slice(0, 60)}`);
    }
  }
  console.log(
    `${name.replace(/.*\//, '')}: answer passage in the top 3 ${n.hit}: one sentence holds the answer ${n.one}, one or two adjacent ${n.two}; shown ${n.shown}; not shown although such sentences exist ${n.missed}`,
  );
}
