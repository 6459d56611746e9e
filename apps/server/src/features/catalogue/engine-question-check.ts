/**
 * The engine's questions, read from raw text and saved without the review table (add-chapter
 * without `questions`), pass the same check as an edited set: they are put in the shape the
 * table would send (as the web's rowsFromResult and rowToQuestion do) and run through the
 * contract's editedQuestionSetSchema. So a question worth 999,999,999 marks is refused on both
 * paths with the same message.
 */
import type { Question } from '@booktutor/tutor';
import { CHOICE_TYPES, FREE_TEXT_TYPES, editedQuestionSetSchema, type EditedQuestionInput } from '@booktutor/contracts/chapter-questions';
import { badRequest } from '../../lib/errors';
import { otherAcceptedAnswers } from './present';

function asEditedQuestion(q: Question): EditedQuestionInput {
  const choice = CHOICE_TYPES.includes(q.type);
  const answer = q.type === 'mcq' ? (q.answer?.split(',')[0]?.trim() ?? null) : q.answer;
  return {
    sourceNumber: q.number,
    type: q.type,
    prompt: q.prompt,
    options: choice ? (q.options ?? []).map((o) => ({ label: o.label, text: o.text })) : [],
    answer: answer?.trim() ? answer : null,
    acceptedAnswers: FREE_TEXT_TYPES.includes(q.type) ? otherAcceptedAnswers(q) : [],
    marks: q.marks,
  };
}

/** Throws the first problem as a 400 on rawText (the text is what the admin fixes). */
export function assertEngineQuestionsValid(questions: Question[]): void {
  const parsed = editedQuestionSetSchema.safeParse(questions.map(asEditedQuestion));
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message, 'rawText');
}
