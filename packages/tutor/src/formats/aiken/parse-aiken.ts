import { FormatError } from '../../errors';
import type { Question, QuestionOption } from '../../types';

// Moodle's Aiken rules: the question on one line; each choice "A) text" or "A. text" (capital letter,
// then ")" or ".", then a space); then "ANSWER: X". Moodle reports the same three faults we do
// (choice or ANSWER before a question, fewer than two choices, a question left without ANSWER),
// but where Moodle skips the question and carries on, we stop: a teacher should fix the file rather
// than lose a question silently.
const CHOICE = /^([A-Z])[).][ \t]+(.*)$/;
const ANSWER = /^ANSWER:\s*(.*)$/;

interface Draft {
  prompt: string;
  line: number;
  options: QuestionOption[];
}

export function parseAiken(text: string, firstLine = 1): Question[] {
  const questions: Question[] = [];
  let draft: Draft | null = null;

  text.split('\n').forEach((raw, i) => {
    const line = firstLine + i;
    const current = raw.trim();
    if (current.length === 0) return;

    const choice = CHOICE.exec(current);
    if (choice) {
      if (!draft) throw new FormatError('Aiken', line, 'a choice appears before any question text ("Question not started").');
      const expected = String.fromCharCode(65 + draft.options.length);
      if (choice[1] !== expected) {
        throw new FormatError('Aiken', line, `expected choice ${expected} but found ${choice[1]}.`);
      }
      draft.options.push({ label: choice[1]!, text: choice[2]!.trim() });
      return;
    }

    const answer = ANSWER.exec(current);
    if (answer) {
      if (!draft) throw new FormatError('Aiken', line, 'ANSWER line appears before any question text ("Question not started").');
      if (draft.options.length < 2) {
        throw new FormatError('Aiken', line, `the question starting on line ${draft.line} must have at least 2 choices.`);
      }
      const letter = answer[1]!.trim().charAt(0).toUpperCase();
      const index = letter ? letter.charCodeAt(0) - 65 : -1;
      if (index < 0 || index >= draft.options.length) {
        const last = draft.options[draft.options.length - 1]!.label;
        throw new FormatError('Aiken', line, `ANSWER must be a letter from A to ${last}, got "${answer[1]!.trim()}".`);
      }
      questions.push({
        number: questions.length + 1,
        type: 'mcq',
        prompt: draft.prompt,
        options: draft.options,
        answer: letter,
        marks: 1,
      });
      draft = null;
      return;
    }

    if (draft) {
      const where = draft.options.length
        ? `has no ANSWER line before the next question on line ${line}`
        : `continues on line ${line}; Aiken questions must be on a single line`;
      throw new FormatError('Aiken', draft.line, `the question "${draft.prompt.slice(0, 40)}" ${where} ("Question not complete").`);
    }
    draft = { prompt: current, line, options: [] };
  });

  const open = draft as Draft | null;
  if (open) throw new FormatError('Aiken', open.line, 'the last question has no ANSWER line ("Question not complete").');
  return questions;
}

/** True when the text reads as Aiken: choices "A)"/"A." and upper-case ANSWER lines, no numbering. */
export function looksLikeAiken(text: string): boolean {
  const lines = text.split('\n').map((l) => l.trim());
  const answers = lines.filter((l) => ANSWER.test(l)).length;
  const numbered = lines.filter((l) => /^(?:Q(?:uestion)?\s*)?\d+\s*[.):]\s/i.test(l)).length;
  return answers > 0 && numbered === 0 && lines.some((l) => CHOICE.test(l));
}
