/**
 * The review table's rows: the processed questions as the admin edits them before saving. What
 * is sent on save is exactly these rows (`rowsToQuestions`), checked here with the same contract
 * schema the server checks again.
 */
import { CHOICE_TYPES, FREE_TEXT_TYPES, editedQuestionSetSchema, optionLetter, type EditedQuestionInput, type QuestionType } from '@booktutor/contracts/chapter-questions';
import type { ProcessTextResponse } from '@booktutor/contracts/catalogue';

export interface QuestionRow {
  /** Stable React key and element-id part; never sent. */
  key: string;
  /** The processed question it came from (its warnings); none for an added question. */
  sourceNumber?: number;
  type: QuestionType;
  prompt: string;
  options: Array<{ label: string; text: string }>;
  /** '' means no key yet. Option letters "A, C" for choice questions, "true"/"false" for true/false. */
  answer: string;
  acceptedAnswers: string[];
  marks: number | string;
}

export interface RowProblem {
  field: string;
  message: string;
}

export const TYPE_LABEL: Record<QuestionType, string> = {
  mcq: 'Multiple choice',
  multi: 'Multiple answers',
  true_false: 'True/False',
  short: 'Short answer',
  numeric: 'Numeric',
  matching: 'Matching',
  long: 'Long answer',
};

let nextKey = 0;
const newKey = () => `q${++nextKey}`;

export const isChoice = (type: QuestionType) => CHOICE_TYPES.includes(type);
export const takesAcceptedAnswers = (type: QuestionType) => FREE_TEXT_TYPES.includes(type);

export function rowsFromResult(result: ProcessTextResponse): QuestionRow[] {
  return result.questionArray.map((q) => ({
    key: newKey(),
    sourceNumber: q.number,
    type: q.type as QuestionType,
    prompt: q.prompt,
    options: isChoice(q.type as QuestionType) ? (q.options ?? []).map((o) => ({ ...o })) : [],
    answer: q.answer ?? '',
    acceptedAnswers: q.acceptedAnswers ?? [],
    marks: q.marks,
  }));
}

export const newQuestionRow = (): QuestionRow => ({ key: newKey(), type: 'short', prompt: '', options: [], answer: '', acceptedAnswers: [], marks: 1 });

/** A fresh pair of options when a row becomes a choice question. */
export const starterOptions = () => [0, 1].map((i) => ({ label: optionLetter(i), text: '' }));

/** The letters of a choice key ("A, C" -> ["A", "C"]). */
export const keyLetters = (answer: string) =>
  answer
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/** Removing option `index`: later options move up a letter, and the key follows its options. */
export function withoutOption(row: QuestionRow, index: number): Pick<QuestionRow, 'options' | 'answer'> {
  const options = row.options.filter((_, i) => i !== index).map((o, i) => ({ ...o, label: optionLetter(i) }));
  const letters = keyLetters(row.answer).flatMap((l) => {
    const at = l.charCodeAt(0) - 65;
    if (at === index) return [];
    return [optionLetter(at > index ? at - 1 : at)];
  });
  return { options, answer: letters.join(', ') };
}

/** The row as the table shows it, in the contract's shape: only the fields its type uses. */
export function rowToQuestion(row: QuestionRow): EditedQuestionInput {
  const choice = isChoice(row.type);
  const answer = row.type === 'mcq' ? (keyLetters(row.answer)[0] ?? '') : row.answer;
  return {
    ...(row.sourceNumber !== undefined ? { sourceNumber: row.sourceNumber } : {}),
    type: row.type,
    prompt: row.prompt,
    options: choice ? row.options : [],
    answer: answer.trim() ? answer : null,
    acceptedAnswers: takesAcceptedAnswers(row.type) ? row.acceptedAnswers : [],
    marks: typeof row.marks === 'number' ? row.marks : Number.NaN,
  };
}

export const rowsToQuestions = (rows: QuestionRow[]) => rows.map(rowToQuestion);

/** Each row's problems (same index as `rows`), from the contract schema the server applies too. */
export function rowProblems(rows: QuestionRow[]): { problems: RowProblem[][]; setProblem: string | null } {
  const problems = rows.map((): RowProblem[] => []);
  const parsed = editedQuestionSetSchema.safeParse(rowsToQuestions(rows));
  let setProblem: string | null = null;
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const [index, ...field] = issue.path;
      const list = typeof index === 'number' ? problems[index] : undefined;
      if (list) list.push({ field: field.join('.'), message: issue.message });
      else setProblem ??= issue.message;
    }
  }
  return { problems, setProblem };
}

export const hasKey = (row: QuestionRow) => rowToQuestion(row).answer !== null;

/** Total marks of the rows whose marks are a usable number, as the admin types. */
export const totalMarks = (rows: QuestionRow[]) => rows.reduce((sum, r) => sum + (typeof r.marks === 'number' && Number.isFinite(r.marks) && r.marks > 0 ? r.marks : 0), 0);
