import type { Grade, Grader, Question } from '../types';
import { builtInGrader } from './built-in-grader';
import { gradeChoice, gradeTrueFalse, interpretChoice, interpretTrueFalse } from './choice-grading';
import { gradeMatching } from './matching-grading';
import { gradeNumeric } from './numeric-grading';
import { comparableText } from './comparable-text';
import { makeGrade } from './verdict';

/** GIFT short answers match case-insensitively, with "*" as a wildcard; numbers match as words or digits. */
function matchesPattern(pattern: string, said: string): boolean {
  if (!pattern.includes('*')) return comparableText(pattern) === said;
  const re = pattern
    .split('*')
    .map((part) => comparableText(part).replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${re}$`).test(said);
}

/** Exact grading where the key allows it; null means free text for a grader to judge. */
export function gradeExactly(question: Question, studentAnswer: string): Grade | null {
  const answer = studentAnswer.trim();
  if (!answer) return makeGrade(0, question.marks, 'No answer was given.');
  switch (question.type) {
    case 'mcq':
    case 'multi': {
      const picked = interpretChoice(answer, question.options ?? []);
      return picked ? gradeChoice(question, picked) : makeGrade(0, question.marks, `Please answer with one of the letters. The answer is ${question.answer}.`);
    }
    case 'true_false': {
      const said = interpretTrueFalse(answer);
      return said ? gradeTrueFalse(question, said) : makeGrade(0, question.marks, `Please answer True or False. The statement is ${question.answer}.`);
    }
    case 'numeric':
      return gradeNumeric(question, answer);
    case 'matching':
      return gradeMatching(question, answer);
    default: {
      const said = comparableText(answer); // once: a long answer is rewritten and squashed only once
      const weighted = question.weightedAnswers ?? [];
      const hit = weighted.filter((w) => matchesPattern(w.text, said)).sort((a, b) => b.weight - a.weight)[0];
      if (hit) return makeGrade(Math.max(0, hit.weight), question.marks, [hit.weight >= 1 ? 'Correct!' : hit.weight > 0 ? 'Partly right.' : 'Not quite.', hit.feedback].filter(Boolean).join(' '));
      const accepted = [question.answer, ...(question.acceptedAnswers ?? [])].filter((a): a is string => !!a);
      if (accepted.some((a) => matchesPattern(a, said))) return makeGrade(1, question.marks, 'Correct!');
      return null;
    }
  }
}

export function referenceAnswers(question: Question): string[] {
  const fromWeights = (question.weightedAnswers ?? []).filter((w) => w.weight >= 1).map((w) => w.text.replace(/\*/g, ''));
  return [...new Set([question.answer, ...(question.acceptedAnswers ?? []), ...fromWeights].filter((a): a is string => !!a))];
}

/** Grade any question: exact where possible, else the grader (built-in unless one is given). */
export async function gradeAnswer(question: Question, studentAnswer: string, grader: Grader = builtInGrader): Promise<Grade> {
  const exact = gradeExactly(question, studentAnswer);
  if (exact) return exact;
  const grade = await grader.grade({ question: question.prompt, referenceAnswers: referenceAnswers(question), keyTerms: question.keyTerms ?? [], studentAnswer, maxMarks: question.marks });
  if (question.feedback && grade.verdict !== 'correct') grade.feedback = `${grade.feedback} ${question.feedback}`.trim();
  return grade;
}
