import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { answerFromChapter } from '../retrieval/answer-from-chapter';
import { buildPassageIndex } from '../retrieval/passage-index';
import { builtInGrader } from '../grading/built-in-grader';
import { processChapterText } from '../processing/process-chapter-text';
import { FormatError } from '../errors';
import { classifyTestMessage } from '../session/classify-message';
import type { InputFormat } from '../types';
import { jsonLines, readStdin } from './read-stdin';

const USAGE = `Usage:
  npm run --silent tutor -- process [--format auto|gift|aiken] [--subject S] [--title T] < chapter.txt
  npm run --silent tutor -- grade < in.jsonl > out.jsonl
  npm run --silent tutor -- answer --chapter chapter.txt < questions.jsonl
  npm run --silent tutor -- classify < messages.jsonl`;

const write = (value: unknown) => process.stdout.write(`${JSON.stringify(value)}\n`);
/** A field of an input line as text: absent is empty, a non-string value is read as its JSON. */
const textOf = (field: unknown) => (typeof field === 'string' ? field : field === undefined || field === null ? '' : JSON.stringify(field));

async function processCommand(args: string[]) {
  const { values } = parseArgs({ args, options: { format: { type: 'string', default: 'auto' }, subject: { type: 'string', default: 'General' }, title: { type: 'string' } } });
  if (!['auto', 'gift', 'aiken'].includes(values.format)) throw new Error(`--format must be auto, gift or aiken, got "${values.format}"`);
  const rawText = await readStdin();
  // Only input that is not text at all fails; anything else prints the result, warnings included.
  if (!rawText.trim()) throw new Error('process: no text on standard input');
  if (rawText.includes('\u0000') || (rawText.match(/\uFFFD/g)?.length ?? 0) > rawText.length / 100) {
    throw new Error('process: the input is not UTF-8 text');
  }
  const result = processChapterText({ rawText, subject: values.subject, format: values.format as InputFormat, ...(values.title ? { title: values.title } : {}) });
  process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
}

/** The CLI marks questions worth up to this many marks (marks follow grading/mark-steps.ts). */
const MAX_MARKS = 100;

async function gradeCommand() {
  for (const { line, value, error } of jsonLines(await readStdin())) {
    if (!value) {
      write({ error });
      continue;
    }
    const maxMarks = Number(value.maxMarks ?? 1) || 1;
    if (!Number.isFinite(maxMarks) || maxMarks <= 0 || maxMarks > MAX_MARKS) {
      write({ id: value.id, error: `line ${line}: maxMarks must be a number above 0 and at most ${MAX_MARKS}` });
      continue;
    }
    const refs = Array.isArray(value.referenceAnswers) ? value.referenceAnswers.map(String) : [];
    try {
      const grade = await builtInGrader.grade({
        question: textOf(value.question),
        referenceAnswers: refs,
        keyTerms: Array.isArray(value.keyTerms) ? value.keyTerms.map(String) : [],
        studentAnswer: textOf(value.answer),
        maxMarks,
      });
      write({ id: value.id, marks: grade.marks, verdict: grade.verdict, feedback: grade.feedback });
    } catch (failure) {
      // One answer the grader cannot mark must not stop the batch.
      write({ id: value.id, error: `line ${line}: ${(failure as Error).message ?? String(failure)}` });
    }
  }
}

async function answerCommand(args: string[]) {
  const { values } = parseArgs({ args, options: { chapter: { type: 'string' }, title: { type: 'string' } } });
  if (!values.chapter) throw new Error('answer needs --chapter chapter.txt');
  const chapter = processChapterText({ rawText: readFileSync(values.chapter, 'utf8'), subject: 'General' });
  const index = buildPassageIndex(chapter.passages);
  for (const { value, error } of jsonLines(await readStdin())) {
    if (!value) {
      write({ error });
      continue;
    }
    const result = answerFromChapter({ index, question: textOf(value.question), ...(values.title ? { chapterTitle: values.title } : {}) });
    write({
      id: value.id,
      answer: result.answer,
      onTopic: result.onTopic,
      intent: result.intent,
      citations: result.citations,
      passages: result.passages.map((p) => ({ passage: p.id, text: p.text })),
    });
  }
}

/** {id, text} (a message sent while a test question is open) -> {id, kind}. */
async function classifyCommand() {
  for (const { value, error } of jsonLines(await readStdin())) {
    if (!value) {
      write({ error });
      continue;
    }
    const kind = classifyTestMessage(textOf(value.text));
    // With a question open, "Let's Start" carries on with the test: the server asks the question again.
    write({ id: value.id, kind: kind === 'start' ? 'repeat' : kind });
  }
}

async function main() {
  const [command, ...rest] = process.argv.slice(2);
  if (command === 'process') return processCommand(rest);
  if (command === 'grade') return gradeCommand();
  if (command === 'answer') return answerCommand(rest);
  if (command === 'classify') return classifyCommand();
  process.stderr.write(`${USAGE}\n`);
  process.exitCode = 2;
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof FormatError ? error.message : String((error as Error).message ?? error)}\n`);
  process.exitCode = 1;
});
