// The line after an answer. It changes from answer to answer (picked by a hash of the question,
// so the same question always gets the same line) and fits what was asked: the test is offered
// after ordinary answers, never right after "I don't get it".
import type { Intent } from '../text/intents';
import { contentHash } from '../text/hash';

const BY_INTENT: Partial<Record<Intent, string[]>> = {
  definition: [
    'Can you think of an example of {topic} from everyday life?',
    'Try putting {topic} into your own words: it helps it stick.',
    'Want to see what else the chapter says about {topic}? Just ask.',
  ],
  formula: ['Try it yourself: pick your own numbers and work it out.', 'Would you like to go through the example step by step?', 'Remember to write the units with your answer.'],
  reason: ['Does that reason make sense to you?', 'Can you explain it back to me in your own words?'],
  comparison: ['Which of the two would you like to look at more closely?', 'Can you name one way they are alike and one way they differ?'],
  example: ['Can you think of another example of your own?', 'Does that example help?'],
  explain_again: ['Is that clearer? Tell me which part is still tricky.', 'Does that help? Ask about any word you are not sure of.'],
};

const GENERAL = [
  'Does that make sense? Say "I don\'t get it" and I\'ll explain it more simply.',
  'What would you like to look at next?',
  'When you feel ready, say "Let\'s Start" to try the chapter test.',
  'Can you explain that back to me in your own words?',
];

/** "Who was Koch?": a person is no term to give an everyday example of. */
const ABOUT_SOMEONE = ['What else would you like to know about {topic}?', 'Would you like to hear what else the chapter says about {topic}?'];

export function closingLine(intent: Intent, question: string, topic?: string): string {
  const lines = /^\s*who\b/i.test(question) ? ABOUT_SOMEONE : (BY_INTENT[intent] ?? GENERAL);
  const pick = Number.parseInt(contentHash(question).slice(0, 6), 16) % lines.length;
  const line = lines[pick]!;
  return line.includes('{topic}') ? (topic ? line.replace('{topic}', topic) : GENERAL[pick % GENERAL.length]!) : line;
}
