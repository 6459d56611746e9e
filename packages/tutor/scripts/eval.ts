// `npm run eval`: measures the built-in grader on SemEval-2013 Task 7 (unseen questions) and
// retrieval on the OpenStax chapters in ../shared/data. Prints a table and JSON; see README.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { freeTextGrader } from '../src/grading/built-in-grader';
import { idfFrom } from '../src/grading/concept-features';
import { processChapterText } from '../src/processing/process-chapter-text';
import { buildPassageIndex, retrievePassages } from '../src/retrieval/passage-index';
import { contentStems } from '../src/text/tokenise';
import type { Passage } from '../src/types';
import { accuracy, macroF1 } from './metrics';
import { marksFigures, printMarks } from './eval-marks';
import { printReview, reviewFigures, type ReviewedAnswer } from './eval-review';
import { questionFold, trainGrader } from './grader-training';
import { CORPORA, DATA_DIR, loadCorpus, type SemevalItem } from './semeval-data';

const EVAL_FOLDS = 5;

/**
 * Unseen questions by grouped cross-validation over every SemEval training question: the questions
 * are split into folds, and each fold's answers are graded by the built-in grader retrained (with
 * the shipped recipe, grader-training.ts) on the other folds only. No answer is ever graded by a
 * model that saw its question, its question's other answers or its reference in the IDF table.
 */
function evalGrader() {
  const items = CORPORA.flatMap(loadCorpus);
  const graded: Array<{ item: SemevalItem; correct: boolean; marksOutOf5: number }> = [];
  const doubts: ReviewedAnswer[] = [];
  for (let fold = 0; fold < EVAL_FOLDS; fold++) {
    const inFold = (i: SemevalItem) => questionFold(i.questionId, EVAL_FOLDS, 'eval') === fold;
    const { trained, table } = trainGrader(items.filter((i) => !inFold(i)));
    const grade = freeTextGrader(trained, idfFrom(table));
    for (const item of items.filter(inFold)) {
      const request = { question: item.question, referenceAnswers: item.references, keyTerms: [], studentAnswer: item.answer };
      const { verdict, probability } = grade({ ...request, maxMarks: 1 });
      graded.push({ item, correct: verdict === 'correct', marksOutOf5: grade({ ...request, maxMarks: 5 }).marks });
      // Answers the trees did not judge (empty, copied from the question) are never doubted.
      if (probability !== undefined) {
        const distance = Math.min(Math.abs(probability - trained.correctAt), Math.abs(probability - trained.partialAt));
        doubts.push({ right: (verdict === 'correct') === item.correct, distance });
      }
    }
  }
  const marks = marksFigures(
    graded.map((g) => ({ corpus: g.item.corpus, correct: g.item.correct, marks: g.marksOutOf5 })),
    CORPORA,
  );
  const twoWay = CORPORA.map((corpus) => {
    const own = graded.filter((g) => g.item.corpus === corpus);
    const truth = own.map((g) => g.item.correct);
    const predicted = own.map((g) => g.correct);
    const questions = new Set(own.map((g) => g.item.questionId)).size;
    return { corpus, questions, answers: own.length, accuracy: accuracy(truth, predicted), macroF1: macroF1(truth, predicted) };
  });
  return { twoWay, marks, review: reviewFigures(doubts) };
}

interface ChapterQuestion {
  stem: string;
  answer?: string;
  answer_choice_text?: string;
  embed_only?: boolean;
}

/**
 * A passage answers the question when it contains (nearly) all of the answer's content words and
 * at least one of the question's own content words: "harmful" in a paragraph about Merton does
 * not answer a question about the Clarks' research.
 */
function holdsAnswer(passage: Passage, answerStems: string[], questionStems: string[]): boolean {
  const have = new Set(contentStems(`${passage.heading ?? ''} ${passage.text}`));
  const hit = answerStems.filter((s) => have.has(s)).length;
  const contains = answerStems.length <= 3 ? hit === answerStems.length : hit / answerStems.length >= 0.7;
  return contains && questionStems.some((s) => have.has(s) && !answerStems.includes(s));
}

function evalRetrieval(folder: string) {
  const prose = readFileSync(join(DATA_DIR, folder, 'chapter_prose.txt'), 'utf8');
  const { passages } = processChapterText({ rawText: prose, subject: 'eval' });
  const index = buildPassageIndex(passages);
  const data = JSON.parse(readFileSync(join(DATA_DIR, folder, 'questions.json'), 'utf8')) as { questions: ChapterQuestion[] };
  let withAnswer = 0;
  let optionReferences = 0;
  let answerable = 0;
  let hits = 0;
  for (const q of data.questions) {
    const answer = q.answer_choice_text ?? q.answer;
    if (!answer || q.embed_only) continue;
    withAnswer++;
    // "all of the above" / "both a and b" name other options, not text a passage could contain.
    if (/\b(above|both [a-d] and [a-d]|none of)\b/i.test(answer)) {
      optionReferences++;
      continue;
    }
    const stems = contentStems(answer);
    const asked = contentStems(q.stem);
    if (!stems.length || !passages.some((p) => holdsAnswer(p, stems, asked))) continue;
    answerable++;
    if (retrievePassages(index, q.stem, 3).some((r) => holdsAnswer(r.passage, stems, asked))) hits++;
  }
  return { chapter: folder, passages: passages.length, withAnswer, optionReferences, answerable, top3Hits: hits, top3HitRate: answerable ? hits / answerable : 0 };
}

function main() {
  const { twoWay: grader, marks, review } = evalGrader();
  const retrieval = ['openstax-sociology-3e-ch1', 'openstax-physics-hs-ch2'].map(evalRetrieval);
  const pct = (v: number) => `${(v * 100).toFixed(1)}%`;
  console.log(`Built-in grader, SemEval-2013 Task 7 2-way, unseen questions (${EVAL_FOLDS}-fold cross-validation grouped by question; each answer graded by a model that never saw its question):`);
  for (const g of grader) console.log(`  ${g.corpus.padEnd(12)} ${g.questions} questions, ${g.answers} answers: accuracy ${pct(g.accuracy)}, macro-F1 ${g.macroF1.toFixed(3)}`);
  printMarks(marks);
  printReview(review);
  console.log('Retrieval, answer in the top 3 passages (answerable = some passage holds the answer words and a question word):');
  for (const r of retrieval)
    console.log(
      `  ${r.chapter.padEnd(26)} ${r.top3Hits}/${r.answerable} answerable (${pct(r.top3HitRate)}); ${r.withAnswer} with answers, ${r.optionReferences} refer to other options; ${r.passages} passages`,
    );
  const total = retrieval.reduce((s, r) => ({ hits: s.hits + r.top3Hits, answerable: s.answerable + r.answerable }), { hits: 0, answerable: 0 });
  console.log(`  overall ${total.hits}/${total.answerable} (${pct(total.answerable ? total.hits / total.answerable : 0)})`);
  console.log(JSON.stringify({ grader, marks, review, retrieval }));
}

main();
// Then the import section (question sets in every rendering) and the tutor's answers, one after the other.
void import('./eval-import')
  .then((m) => m.printImportEval())
  .then(() => import('./eval-tutor'))
  .then((tutor) => tutor.printTutorEval());
