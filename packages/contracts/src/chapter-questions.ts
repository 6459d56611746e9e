/**
 * A chapter's question set as the admin edits it in Add Chapter's review table, before saving.
 * The web validates the table with this schema as the admin types; the server validates the
 * same body again (it never trusts the client) and answers a 400 naming the question.
 * Answer keys are sent by admins only and never leave the server towards students.
 */
import { z } from 'zod';
import { whenMissing } from './text-fields';

export const QUESTION_TYPES = ['mcq', 'multi', 'true_false', 'short', 'numeric', 'matching', 'long'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];
/** Types whose answer key names option letters. */
export const CHOICE_TYPES: readonly QuestionType[] = ['mcq', 'multi'];
/** Types whose key is model text that other wordings may also match. */
export const FREE_TEXT_TYPES: readonly QuestionType[] = ['short', 'long'];

export const QUESTION_LIMITS = {
  maxQuestions: 500,
  promptMaxChars: 5000,
  minOptions: 2,
  maxOptions: 26,
  optionMaxChars: 1000,
  answerMaxChars: 5000,
  maxAcceptedAnswers: 20,
  acceptedMaxChars: 1000,
  minMarks: 0.5,
  maxMarks: 100,
  marksStep: 0.5,
} as const;

/** Option letters in order: A, B, C ... (26 at most). */
export const optionLetter = (index: number) => String.fromCharCode(65 + index);

/** NUL and lone UTF-16 surrogates cannot be stored as PostgreSQL text or JSON. */
const NUL = String.fromCharCode(0);
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
export const isStorableText = (text: string) => !text.includes(NUL) && !new RegExp(LONE_SURROGATE.source).test(text);
/** The same text made storable: NUL dropped, a lone surrogate made U+FFFD. */
export const toStorableText = (text: string) => text.replaceAll(NUL, '').replace(LONE_SURROGATE, '\uFFFD');

const L = QUESTION_LIMITS;
const text = (max: number, what: string) =>
  z
    .string({ error: `${what} must be text.` })
    .trim()
    .max(max, `${what} must be at most ${max} characters.`);

export const editedOptionSchema = z.object({
  label: z.string({ error: whenMissing('An option needs a letter.') }).max(2, 'An option letter is one letter, A to Z.'),
  text: text(L.optionMaxChars, 'An option'),
});

export const editedQuestionSchema = z.object({
  /** The processed question this row came from (its warnings and import details); none for an added one. */
  sourceNumber: z.number().int().min(1).max(1_000_000).optional(),
  type: z.enum(QUESTION_TYPES, { error: `A question's type must be one of ${QUESTION_TYPES.join(', ')}.` }),
  prompt: text(L.promptMaxChars, "A question's text"),
  options: z.array(editedOptionSchema).max(L.maxOptions, `A question has at most ${L.maxOptions} options.`).default([]),
  /** Empty means no key yet: the question is saved flagged (needsAnswerKey) and left out of tests. */
  answer: text(L.answerMaxChars, 'An answer key')
    .nullable()
    .transform((v) => (v ? v : null)),
  acceptedAnswers: z.array(text(L.acceptedMaxChars, 'An accepted answer')).max(L.maxAcceptedAnswers, `A question has at most ${L.maxAcceptedAnswers} other accepted answers.`).default([]),
  marks: z.number({ error: 'Marks must be a number.' }),
});
export type EditedQuestionInput = z.input<typeof editedQuestionSchema>;
export type EditedQuestion = z.output<typeof editedQuestionSchema>;

const MULTI_KEY = /^[A-Z](?:, [A-Z])*$/;
const MATCHING_PAIR = /^(.+?)\s*->\s*(.+)$/;

/** "left -> right; left -> right" into pairs, or null when a part is not a pair. */
export function parseMatchingKey(answer: string): Array<{ left: string; right: string }> | null {
  const pairs = answer
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => MATCHING_PAIR.exec(part));
  if (pairs.some((m) => !m)) return null;
  return pairs.map((m) => ({ left: m![1]!.trim(), right: m![2]!.trim() }));
}

/** Every problem of one question, each with the field it belongs to. Messages name the question. */
export function questionProblems(q: EditedQuestion, index: number): Array<{ field: string; message: string }> {
  const n = `Question ${index + 1}`;
  const out: Array<{ field: string; message: string }> = [];
  const add = (field: string, message: string) => out.push({ field, message: `${n}: ${message}` });
  const strings = [q.prompt, q.answer ?? '', ...q.acceptedAnswers, ...q.options.map((o) => o.text)];
  if (!strings.every(isStorableText)) add('prompt', 'the text contains characters that cannot be stored (NUL or broken Unicode).');
  if (!q.prompt) add('prompt', 'the question text is empty.');
  if (!Number.isFinite(q.marks) || q.marks < L.minMarks || q.marks > L.maxMarks || !Number.isInteger(q.marks / L.marksStep)) {
    add('marks', `marks must be between ${L.minMarks} and ${L.maxMarks}, in steps of ${L.marksStep}.`);
  }
  const choice = CHOICE_TYPES.includes(q.type);
  if (choice) {
    if (q.options.length < L.minOptions) add('options', `a choice question needs at least ${L.minOptions} options.`);
    q.options.forEach((o, i) => {
      if (o.label !== optionLetter(i)) add('options', `options must be lettered A, B, C... in order (option ${i + 1} is "${o.label}").`);
      if (!o.text) add(`options.${i}`, `option ${optionLetter(i)} is empty.`);
    });
    const seen = new Map<string, string>();
    for (const o of q.options) {
      const key = o.text.toLowerCase();
      if (key && seen.has(key)) add('options', `options ${seen.get(key)} and ${o.label} are the same.`);
      else seen.set(key, o.label);
    }
  } else if (q.options.length) {
    add('options', 'only multiple-choice questions have options.');
  }
  if (q.acceptedAnswers.length && !FREE_TEXT_TYPES.includes(q.type)) add('acceptedAnswers', 'only short and long answers take other accepted answers.');
  if (q.acceptedAnswers.some((a) => !a)) add('acceptedAnswers', 'an accepted answer is empty.');
  if (q.answer === null) return out;
  const labels = new Set(q.options.map((o) => o.label));
  const range = q.options.length ? `${q.options[0]!.label}-${q.options[q.options.length - 1]!.label}` : 'none yet';
  switch (q.type) {
    case 'mcq':
      if (!labels.has(q.answer)) add('answer', `the answer must be the letter of one of the options (${range}).`);
      break;
    case 'multi': {
      const letters = q.answer.split(', ');
      if (!MULTI_KEY.test(q.answer) || new Set(letters).size !== letters.length || !letters.every((l) => labels.has(l))) {
        add('answer', `the answer must list option letters (${range}) separated by commas, such as "A, C".`);
      }
      break;
    }
    case 'true_false':
      if (q.answer !== 'true' && q.answer !== 'false') add('answer', 'a true/false answer must be "true" or "false".');
      break;
    case 'numeric':
      if (/\n/.test(q.answer) || !/\d/.test(q.answer)) add('answer', 'the answer must be one number, with its unit if it has one (for example 9.8 m/s).');
      break;
    case 'matching': {
      const pairs = parseMatchingKey(q.answer);
      if (!pairs || pairs.length < 2) add('answer', 'a matching answer is two or more pairs such as "cat -> mammal; trout -> fish".');
      break;
    }
    default:
      break;
  }
  return out;
}

/** The whole edited set: each question's shape, then the rules across its fields. */
export const editedQuestionSetSchema = z
  .array(editedQuestionSchema)
  .max(L.maxQuestions, `A chapter has at most ${L.maxQuestions} questions.`)
  .superRefine((questions, ctx) => {
    questions.forEach((q, i) => {
      for (const p of questionProblems(q, i)) ctx.addIssue({ code: 'custom', path: [i, ...p.field.split('.').map((s) => (/^\d+$/.test(s) ? Number(s) : s))], message: p.message });
    });
  });
