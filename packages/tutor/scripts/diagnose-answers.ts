// Why the built-in tutor's shown answer misses the book's answer, question by question:
// `npx tsx packages/tutor/scripts/diagnose-answers.ts [chapter...]` prints, for every answerable
// question whose reply lacks the answer, the question, the book's answer, the top 3 passages (and
// which hold the answer) and the reply. For studying causes; not part of `npm run eval`.
import { answerFromChapter } from '../src/retrieval/answer-from-chapter';
import { contentStems } from '../src/text/tokenise';
import { answerStemsOf, asked, bookAnswer, containsAnswer, DEVELOPED_ON, holdsAnswer, loadChapter, usable } from './eval-tutor';

const names = process.argv.slice(2).length ? process.argv.slice(2) : DEVELOPED_ON;
for (const name of names) {
  const chapter = loadChapter(name);
  let n = 0;
  for (const q of chapter.questions) {
    if (!usable(q)) continue;
    const question = asked(q);
    const answer = bookAnswer(q);
    if (!answer) continue;
    const answerStems = [...new Set(answerStemsOf(answer))];
    const questionStems = contentStems(question);
    if (!answerStems.length || !chapter.passages.some((p) => holdsAnswer(p, answerStems, questionStems))) continue;
    const reply = answerFromChapter({ index: chapter.index, question });
    if (reply.onTopic && containsAnswer(reply.answer, answerStems)) continue;
    n++;
    const holders = chapter.passages.filter((p) => holdsAnswer(p, answerStems, questionStems)).map((p) => p.id);
    console.log(`\n=== ${name} #${n} [${reply.intent}] ${question}`);
    console.log(`  BOOK: ${answer.slice(0, 300)}   stems=${answerStems.join(',')}`);
    console.log(`  holders: ${holders.join(',')}; top3: ${reply.passages.map((p) => `${p.id}${holders.includes(p.id) ? '*' : ''}`).join(',')}`);
    for (const p of reply.passages.filter((p) => holders.includes(p.id))) {
      const have = new Set(answerStemsOf(p.text));
      console.log(`  P${p.id}: ${p.text.replace(/\s+/g, ' ').slice(0, 900)}`);
      console.log(`     (answer stems in it: ${answerStems.filter((s) => have.has(s)).join(',')})`);
    }
    console.log(`  SHOWN: ${reply.answer.replace(/\s+/g, ' ').slice(0, 600)}`);
  }
}
