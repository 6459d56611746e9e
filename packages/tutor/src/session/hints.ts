import { referenceAnswers } from '../grading/grade-answer';
import { contentStems } from '../text/tokenise';
import type { Question } from '../types';

// Hints narrow the search without stating the key; later hints narrow it further. They do not
// cost marks: the aim is learning, and the score still records whether the answer was right.

function wrongOptionsToRemove(question: Question, hintNumber: number): string {
  const right = new Set((question.answer ?? '').split(/\s*,\s*/));
  const wrong = (question.options ?? []).filter((o) => !right.has(o.label));
  // Always leave at least one wrong option so the hint never gives the answer away.
  const remove = wrong.slice(0, Math.min(hintNumber, Math.max(0, wrong.length - 1)));
  if (!remove.length) return 'Re-read the question and rule out the options you are sure are wrong.';
  return `Hint: it is not ${remove.map((o) => o.label).join(' or ')}.`;
}

function freeTextHint(question: Question, hintNumber: number): string {
  const ref = referenceAnswers(question)[0];
  if (!ref) return 'Hint: look back at the part of the chapter this question is about.';
  const words = ref.split(/\s+/).filter(Boolean);
  if (words.length <= 3) {
    const first = ref.trim().charAt(0);
    return hintNumber === 1
      ? `Hint: the answer is ${words.length === 1 ? 'one word' : `${words.length} words`} long.`
      : `Hint: it starts with "${first}" and has ${ref.replace(/\s/g, '').length} letters.`;
  }
  const promptStems = new Set(contentStems(question.prompt));
  const ideas = (question.keyTerms?.length ? question.keyTerms : words.filter((w) => {
    const s = contentStems(w)[0];
    return s !== undefined && !promptStems.has(s) && w.length > 4;
  })).slice(0, 3);
  if (hintNumber === 1 || !ideas.length) return `Hint: a full answer makes about ${Math.max(1, Math.round(question.marks))} clear point(s).`;
  const idea = ideas[(hintNumber - 2) % ideas.length]!.replace(/[^\w-]/g, '');
  return `Hint: think about something beginning with "${idea.slice(0, 2)}".`;
}

export function hintFor(question: Question, hintNumber: number): string {
  switch (question.type) {
    case 'mcq':
    case 'multi':
      return wrongOptionsToRemove(question, hintNumber);
    case 'true_false':
      return 'Hint: check every part of the statement; one wrong detail makes it false.';
    case 'numeric': {
      const unit = question.numericAnswers?.find((n) => n.unit)?.unit;
      return unit ? `Hint: your answer should be in ${unit}. Write down the formula first.` : 'Hint: write down the formula first, then substitute the values.';
    }
    case 'matching':
      return 'Hint: start with the pair you are surest of, then match the rest.';
    default:
      return freeTextHint(question, hintNumber);
  }
}
