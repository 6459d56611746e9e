// `npm run bench -w @booktutor/tutor`: time processChapterText on a 100,000-word chapter built by
// repeating the OpenStax prose (falls back to generated text without ../shared/data), one built-in
// tutor turn on a ~15,000-word chapter, and the built-in grader.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gradeFreeText } from '../src/grading/built-in-grader';
import { processChapterText } from '../src/processing/process-chapter-text';
import { answerFromChapter } from '../src/retrieval/answer-from-chapter';
import { buildPassageIndex, retrievePassages } from '../src/retrieval/passage-index';
import { DATA_DIR, loadCorpus } from './semeval-data';
import { turnQuestions } from './turn-questions';

const WORDS = 100_000;
const source = join(DATA_DIR, 'openstax-sociology-3e-ch1/chapter_prose.txt');
const seed = existsSync(source)
  ? readFileSync(source, 'utf8')
  : Array.from({ length: 500 }, (_, i) => `## Section ${i}\n\nParagraph ${i} about forces, motion, energy and society number ${i}.`).join('\n\n');
const seedWords = seed.split(/\s+/).length;
const chapter = Array.from({ length: Math.ceil(WORDS / seedWords) }, (_, i) => seed.replace(/^# /gm, `# Part ${i} `)).join('\n\n');
const words = chapter.split(/\s+/).length;

function time<T>(fn: () => T): { ms: number; value: T } {
  const start = performance.now();
  const value = fn();
  return { ms: performance.now() - start, value };
}

// First run includes stemmer warm-up; report both, the target (< 1 s) applies to the cold run.
const cold = time(() => processChapterText({ rawText: chapter, subject: 'Sociology', title: 'Bench' }));
const warm = time(() => processChapterText({ rawText: chapter, subject: 'Sociology', title: 'Bench' }));
const index = time(() => buildPassageIndex(cold.value.passages));
const query = time(() => retrievePassages(index.value, 'Who coined the phrase symbolic interactionism?', 3));
console.log(`processChapterText on ${words.toLocaleString('en')} words: cold ${cold.ms.toFixed(0)} ms, warm ${warm.ms.toFixed(0)} ms (${cold.value.passages.length} passages)`);
console.log(`buildPassageIndex ${index.ms.toFixed(0)} ms; one retrieval ${query.ms.toFixed(1)} ms`);
console.log(cold.ms < 1000 ? 'OK: under 1 s' : 'SLOW: over the 1 s target');

// One built-in tutor turn as the server runs it: the chapter's index built once and cached, then the
// engine's reply to one chat message (the previous question given, for "I don't get it").
const TURN_WORDS = 15_000;
const turnChapter = chapter.split(/(?<=\n\n)/).reduce((text, block) => (text.split(/\s+/).length < TURN_WORDS ? text + block : text), '');
const turnIndex = buildPassageIndex(processChapterText({ rawText: turnChapter, subject: 'Sociology', title: 'Bench' }).passages);
const messages = turnQuestions(DATA_DIR, 400);
answerFromChapter({ index: turnIndex, question: messages[0]! }); // the first turn builds the cached vocabulary
const turns = messages.map((question, i) => time(() => answerFromChapter({ index: turnIndex, question, grade: '8', ...(i ? { previousQuestion: messages[i - 1]! } : {}) })).ms).sort((a, b) => a - b);
const quantile = (q: number) => turns[Math.min(turns.length - 1, Math.floor(q * turns.length))]!;
console.log(`built-in tutor turn on ${turnChapter.split(/\s+/).length.toLocaleString('en')} words, ${turns.length} messages: p50 ${quantile(0.5).toFixed(2)} ms, p95 ${quantile(0.95).toFixed(2)} ms`);
console.log(quantile(0.95) < 20 ? 'OK: under 20 ms p95 per turn' : 'SLOW: over 20 ms p95 per turn');

// The built-in free-text grader on every SemEval answer (or a synthetic batch without the data).
const answers = existsSync(join(DATA_DIR, 'semeval2013-task7'))
  ? [...loadCorpus('beetle'), ...loadCorpus('sciEntsBank')].map((i) => ({ question: i.question, referenceAnswers: i.references, studentAnswer: i.answer }))
  : Array.from({ length: 2000 }, (_, i) => ({
      question: `Why does ice ${i} melt?`,
      referenceAnswers: ['Heat from the air raises its temperature above 0 degrees'],
      studentAnswer: `it gets warm ${i}`,
    }));
const grading = time(() => answers.map((a) => gradeFreeText({ ...a, keyTerms: [], maxMarks: 1 })));
const perAnswer = grading.ms / answers.length;
console.log(`built-in grader: ${answers.length} answers in ${grading.ms.toFixed(0)} ms, ${perAnswer.toFixed(2)} ms per answer`);
console.log(perAnswer < 5 ? 'OK: under 5 ms per answer' : 'SLOW: over 5 ms per answer');
