/**
 * Turns the question set the admin edited in the review table into the engine's questions, as
 * they are stored and used by tests. The client's rows are already validated by the contract's
 * schema; here they get what the table does not show but grading needs:
 * - a row whose key is unchanged from the processed question it came from keeps that question's
 *   import details (GIFT option weights and feedback, numeric tolerances, matching distractors,
 *   key terms), so editing one question never degrades the others;
 * - a changed or added key is read from what the admin typed: option letters, true/false, the
 *   pairs of a matching key, and a numeric key read exactly as the engine reads an `Answer:` line.
 */
import { processChapterText, type NumericAnswer, type Question } from '@booktutor/tutor';
import { CHOICE_TYPES, parseMatchingKey, type EditedQuestion } from '@booktutor/contracts/chapter-questions';
import { badRequest } from '../../lib/errors';
import { otherAcceptedAnswers } from './present';

const TRUE_FALSE_OPTIONS = [
  { label: 'A', text: 'True' },
  { label: 'B', text: 'False' },
];

/** The fields the review table shows for a key, compared as the table shows them (trimmed). */
function shownKey(q: { type: string; options?: Array<{ label: string; text: string }> | undefined; answer: string | null; acceptedAnswers: string[] }) {
  const options = CHOICE_TYPES.includes(q.type as Question['type']) ? (q.options ?? []).map((o) => [o.label, o.text.trim()]) : [];
  return JSON.stringify([q.type, options, q.answer?.trim() || null, q.acceptedAnswers.map((a) => a.trim())]);
}

/** A numeric key read the way the engine reads "Answer: 9.8 m/s" under a question. */
function readNumericKey(answer: string): NumericAnswer[] | null {
  try {
    const probe = processChapterText({ rawText: `1. What is the value?\nAnswer: ${answer}`, subject: 'key' });
    const [question] = probe.questionArray;
    return question?.type === 'numeric' && question.numericAnswers?.length ? question.numericAnswers : null;
  } catch {
    return null; // unreadable as a key: the caller answers a 400
  }
}

/** Details of the source question that do not depend on its key. */
function importDetails(source: Question | undefined, prompt: string): Partial<Question> {
  if (!source) return {};
  const { feedback, category, tags, title, id } = source;
  return {
    ...(feedback ? { feedback } : {}),
    ...(category ? { category } : {}),
    ...(tags?.length ? { tags } : {}),
    ...(title ? { title } : {}),
    ...(id ? { id } : {}),
    // "Fill in the blank" belongs to the prompt it was read from.
    ...(source.blank && source.prompt.trim() === prompt ? { blank: true } : {}),
  };
}

function keyFromEdit(edited: EditedQuestion, number: number, source: Question | undefined): Partial<Question> {
  const { type, answer } = edited;
  const sameAnswer = source && source.type === type && source.answer === answer;
  const keyTerms = sameAnswer && source.keyTerms?.length ? { keyTerms: source.keyTerms } : {};
  if (answer === null) {
    const options = CHOICE_TYPES.includes(type) ? edited.options : type === 'true_false' ? TRUE_FALSE_OPTIONS : undefined;
    return { ...(options ? { options } : {}), ...(edited.acceptedAnswers.length ? { acceptedAnswers: edited.acceptedAnswers } : {}), needsAnswerKey: true };
  }
  switch (type) {
    case 'mcq':
    case 'multi': {
      // Option feedback stays with an option whose letter and text are unchanged; weights go with the old key.
      const before = new Map((source?.options ?? []).map((o) => [`${o.label}\u0000${o.text.trim()}`, o.feedback]));
      const options = edited.options.map((o) => {
        const feedback = before.get(`${o.label}\u0000${o.text}`);
        return feedback ? { ...o, feedback } : { ...o };
      });
      return { options };
    }
    case 'true_false':
      return { options: TRUE_FALSE_OPTIONS };
    case 'numeric': {
      const numericAnswers = readNumericKey(answer);
      if (!numericAnswers) throw badRequest(`Question ${number}: the answer must be one number, with its unit if it has one (for example 9.8 m/s).`, `questions.${number - 1}.answer`);
      return { numericAnswers };
    }
    case 'matching':
      return { pairs: parseMatchingKey(answer) ?? [] };
    default:
      return { ...keyTerms, ...(edited.acceptedAnswers.length ? { acceptedAnswers: edited.acceptedAnswers } : {}) };
  }
}

/** One stored question from one table row; `number` is its place in the table. */
function toStoredQuestion(edited: EditedQuestion, number: number, source: Question | undefined): Question {
  const unchanged = source !== undefined && shownKey({ ...source, acceptedAnswers: otherAcceptedAnswers(source) }) === shownKey(edited);
  const base: Question = { number, type: edited.type, prompt: edited.prompt, answer: edited.answer, marks: edited.marks, ...importDetails(source, edited.prompt) };
  if (unchanged) {
    const { options, acceptedAnswers, weightedAnswers, numericAnswers, pairs, keyTerms, trueFeedback, falseFeedback, needsAnswerKey } = source;
    const kept = { options, acceptedAnswers, weightedAnswers, numericAnswers, pairs, keyTerms, trueFeedback, falseFeedback, needsAnswerKey };
    return { ...base, ...Object.fromEntries(Object.entries(kept).filter(([, v]) => v !== undefined)) };
  }
  return { ...base, ...keyFromEdit(edited, number, source) };
}

/**
 * The stored question set: the table's rows in order, numbered from 1. `processed` are the
 * questions the engine read from the same text; a row names its source by `sourceNumber`, which
 * is only a hint: details are taken over only when the row's key equals that question's key.
 */
export function buildEditedQuestions(rows: EditedQuestion[], processed: Question[]): Question[] {
  const byNumber = new Map(processed.map((q) => [q.number, q]));
  return rows.map((row, i) => toStoredQuestion(row, i + 1, row.sourceNumber === undefined ? undefined : byNumber.get(row.sourceNumber)));
}
