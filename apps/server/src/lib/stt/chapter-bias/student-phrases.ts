/**
 * What students say about a chapter that the chapter itself never says: questions about its
 * key terms, test answers, numbers. These sentences join the chapter's own sentences in the
 * language model so "what is the difference between distance and displacement" is expected.
 */
import { integerToWords } from './spoken-words';

const STOP_WORDS = new Set(
  (
    'a about above after again against all also am an and any are as at be because been before being below between both but by ' +
    'can could did do does doing down during each even few for from further had has have having he her here hers him his how i if ' +
    'in into is it its itself just let like may me might more most much must my no nor not now of off on once one only or other our ' +
    'out over own same she should so some such than that the their them then there these they this those through to too two under ' +
    'until up upon us very was we were what when where which while who whom why will with would you your yours shown see figure ' +
    'section chapter example learning objectives key terms following able use used using way called many well means three four five'
  ).split(' '),
);

/** The chapter's most frequent content words: its key terms, as far as counting can tell. */
export function keyTerms(sentences: string[][], limit = 40): string[] {
  const counts = new Map<string, number>();
  for (const sentence of sentences) {
    for (const word of sentence) {
      if (word.length < 4 || STOP_WORDS.has(word) || word.includes("'")) continue;
      counts.set(word, (counts.get(word) ?? 0) + 1);
    }
  }
  return [...counts]
    .filter(([, c]) => c >= 2)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, limit)
    .map(([w]) => w);
}

const TERM_TEMPLATES = [
  'what is {t}',
  'what is a {t}',
  'what is the {t}',
  'what does {t} mean',
  'what are {t}',
  'can you explain {t}',
  'explain {t}',
  'tell me about {t}',
  'how do i find the {t}',
  'how do you calculate {t}',
  'give me an example of {t}',
  'why is {t} important',
  "i don't understand {t}",
  'i think it is {t}',
  'the answer is {t}',
  'is it {t}',
];
const PAIR_TEMPLATES = ['what is the difference between {a} and {b}', 'how are {a} and {b} related'];
const FIXED = [
  "let's start",
  'start the test',
  'next question',
  'skip',
  'skip this question',
  'give me a hint',
  'hint please',
  "i don't know",
  'true',
  'false',
  'it is true',
  'it is false',
  'the answer is a',
  'the answer is b',
  'the answer is c',
  'the answer is d',
  'option a',
  'option b',
  'option c',
  'option d',
  'yes',
  'no',
  'thank you',
  'can you repeat the question',
  'what is this chapter about',
  'summarize this chapter',
  'can you give me a summary',
  'what are the main ideas',
];

export function studentPhrases(sentences: string[][]): string[][] {
  const terms = keyTerms(sentences);
  const phrases: string[] = [...FIXED];
  for (const t of terms) for (const template of TERM_TEMPLATES) phrases.push(template.replace('{t}', t));
  const pairTerms = terms.slice(0, 12);
  for (const a of pairTerms) {
    for (const b of pairTerms) {
      if (a < b) for (const template of PAIR_TEMPLATES) phrases.push(template.replace('{a}', a).replace('{b}', b));
    }
  }
  // Numeric answers: "twelve point five", "one hundred".
  for (let n = 0; n <= 100; n++) phrases.push(integerToWords(n).join(' '));
  for (const n of [200, 300, 500, 1000]) phrases.push(integerToWords(n).join(' '));
  for (let n = 0; n <= 9; n++) phrases.push(`${integerToWords(n).join(' ')} point five`);
  return phrases.map((p) => p.split(' '));
}
