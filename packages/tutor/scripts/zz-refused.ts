import { loadChapter, asked, usable } from '/work/main/packages/tutor/scripts/eval-tutor';
import { answerFromChapter } from '/work/main/packages/tutor/src/retrieval/answer-from-chapter';
import { queryStems } from '/work/main/packages/tutor/src/retrieval/passage-index';
import { coverage, subjectStems } from '/work/main/packages/tutor/src/retrieval/relatedness';
const ch = loadChapter(process.argv[2]!);
for (const q of ch.questions) {
  if (!usable(q)) continue;
  const text = asked(q);
  const a = answerFromChapter({ index: ch.index, question: text });
  const stems = queryStems(ch.index, text);
  const cov = coverage(ch.index, subjectStems(stems));
  console.log(a.onTopic ? 'ON ' : 'OFF', JSON.stringify(cov).slice(0, 200), '|', text.slice(0, 150));
}
