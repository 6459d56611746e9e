import { matchingChoices } from '../grading/matching-grading';
import { plural } from '../text/plural';
import type { Question } from '../types';

/**
 * The question as the student sees it. Built only from the prompt, option texts and unit hints:
 * no field that carries the key (answer, acceptedAnswers, weights, feedback) is read here.
 */
export function renderQuestion(question: Question, index: number, total: number): string {
  const lines = [`Question ${index + 1} of ${total} (${plural(question.marks, 'mark')}):`, question.prompt];
  switch (question.type) {
    case 'mcq':
    case 'multi':
      for (const o of question.options ?? []) lines.push(`${o.label}) ${o.text}`);
      lines.push(question.type === 'multi' ? 'Choose all that apply (for example "A, C").' : 'Reply with the letter of your choice.');
      break;
    case 'true_false':
      // Many sources end the statement with "True or False?" already; say it once.
      if (!/\btrue\s*(or|\/)\s*false\b/i.test(question.prompt)) lines.push('True or False?');
      break;
    case 'matching': {
      const choices = matchingChoices(question);
      (question.pairs ?? []).forEach((p, i) => lines.push(`${i + 1}. ${p.left}`));
      choices.forEach((c, i) => lines.push(`${String.fromCharCode(65 + i)}) ${c}`));
      lines.push('Match each number with a letter (for example "1-B, 2-A").');
      break;
    }
    case 'numeric': {
      const unit = question.numericAnswers?.find((n) => n.unit)?.unit;
      lines.push(unit ? 'Give a number with its unit.' : 'Give a number.');
      break;
    }
    default:
      if (question.blank) lines.push('Fill in the blank.');
  }
  return lines.join('\n');
}
