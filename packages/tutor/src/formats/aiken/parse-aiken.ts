import { FormatError } from '../../errors';
import type { ImportWarning, Question, QuestionOption, ReadQuestions } from '../../types';

// Moodle's Aiken reader (question/format/aiken/format.php), line by line: a line of fewer than
// 2 characters is skipped; "A) text" or "A. text" (a capital, ")" or ".", the space optional) is a
// choice; "ANSWER: X" ends the question; any other line starts a new question. Moodle reports
// three faults and carries on: "Question not started", "Question must have at least 2 answers",
// "Question not completed before next question start". We report them in Moodle's words and add
// ours: a question still open at the end of the text (Moodle drops it silently), choices out of
// order, and an ANSWER letter that names no choice. Every fault costs only its own question.
const CHOICE = /^([A-Z])[).][ \t]?(.*)$/;
const ANSWER = /^ANSWER:(.*)$/;

interface Draft {
  prompt: string;
  line: number;
  options: QuestionOption[];
  /** The first fault found inside the question, reported when it ends. */
  fault?: { line: number; message: string };
}

const quote = (draft: Draft) => `"${draft.prompt.slice(0, 50)}${draft.prompt.length > 50 ? '...' : ''}"`;

/** Moodle Aiken. Keeps every question that can be read; each fault is a warning naming its line. */
export function readAiken(text: string, firstLine = 1): ReadQuestions {
  const questions: Question[] = [];
  const warnings: ImportWarning[] = [];
  let draft: Draft | null = null;
  const warn = (line: number, message: string) => warnings.push({ line, message });

  const finish = (open: Draft, line: number, answer: string) => {
    if (open.options.length < 2) {
      return warn(line, `Question must have at least 2 answers on line ${line}: ${quote(open)} has ${open.options.length === 1 ? 'only 1 choice' : 'no choices'}. The question is left out.`);
    }
    if (open.fault) return warn(open.fault.line, `${open.fault.message} ${quote(open)} is left out.`);
    const letter = answer.trim().charAt(0).toUpperCase();
    const index = open.options.findIndex((o) => o.label === letter);
    if (index < 0) {
      const last = open.options[open.options.length - 1]!.label;
      return warn(line, `ANSWER on line ${line} names no choice: "${answer.trim().slice(0, 20)}" is not a letter from A to ${last}. ${quote(open)} is left out.`);
    }
    questions.push({ number: questions.length + 1, type: 'mcq', prompt: open.prompt, options: open.options, answer: letter, marks: 1 });
  };

  // Moodle's readdata drops a UTF-8 byte-order mark before reading.
  text
    .replace(/^\uFEFF/, '')
    .split(/\r\n|\r|\n/)
    .forEach((raw, i) => {
      const line = firstLine + i;
      const current = raw.trim();
      if (current.length < 2) {
        if (current) warn(line, `The line "${current}" is too short to be a question, a choice or an ANSWER, and is skipped (as Moodle does).`);
        return;
      }
      const choice = CHOICE.exec(current);
      if (choice) {
        if (!draft) return warn(line, `Question not started on line ${line}: the choice "${current.slice(0, 40)}" comes before any question text.`);
        const expected = String.fromCharCode(65 + draft.options.length);
        if (choice[1] !== expected && !draft.fault) draft.fault = { line, message: `Choices out of order on line ${line}: expected ${expected}) but found ${choice[1]}).` };
        draft.options.push({ label: choice[1]!, text: choice[2]!.trim() });
        return;
      }
      const answer = ANSWER.exec(current);
      if (answer) {
        if (!draft) return warn(line, `Question not started on line ${line}: the ANSWER line comes before any question text.`);
        finish(draft, line, answer[1]!);
        draft = null;
        return;
      }
      if (draft) {
        const why = draft.options.length ? 'has no ANSWER line' : 'has no choices (an Aiken question must be on one line)';
        warn(draft.line, `Question not completed before next question start on line ${line}: ${quote(draft)} ${why}. The question is left out.`);
      }
      draft = { prompt: current, line, options: [] };
    });

  const open = draft as Draft | null;
  if (open) warn(open.line, `Question not completed before the end of the text: ${quote(open)} has no ANSWER line. The question is left out.`);
  return { questions, warnings };
}

/** The strict reader: throws FormatError on the first problem, or when there is no question. */
export function parseAiken(text: string, firstLine = 1): Question[] {
  const { questions, warnings } = readAiken(text, firstLine);
  const first = warnings[0];
  if (first) throw new FormatError('Aiken', first.line, first.message);
  if (!questions.length) throw new FormatError('Aiken', firstLine, 'no questions found (a question line, choices "A) ...", then "ANSWER: X").');
  return questions;
}

/** True when the text reads as Aiken: choices "A)"/"A." and upper-case ANSWER lines, no numbering. */
export function looksLikeAiken(text: string): boolean {
  const lines = text.split('\n').map((l) => l.trim());
  const answers = lines.filter((l) => ANSWER.test(l)).length;
  const numbered = lines.filter((l) => /^(?:Q(?:uestion)?\s*)?\d+\s*[.):]\s/i.test(l)).length;
  return answers > 0 && numbered === 0 && lines.some((l) => CHOICE.test(l));
}
