import type { Grade, Question, QuestionOption } from '../types';
import { numberWordsToDigits } from '../text/number-words';
import { canonicalNumbers, comparableText } from './comparable-text';
import { makeGrade } from './verdict';

// How a reply to a choice question is read (README, "Choice answers"). The pick is what the reply
// opens with, after lead-ins such as "the answer is" or "I think it's": letters and option texts
// joined by commas, slashes, "and", "or", "maybe". What follows ("because ...", "not D", a new
// sentence) is the student's reasoning, and letters there are not picks: "B, not D" and
// "B because A is too slow" pick B. A reply that opens with no pick is searched as a whole for
// option texts and letters written as labels ("(b)", "b)", "option b", a capital B), leaving out
// those after "not". Every word list below is a Set of fixed words; the student's words are only
// looked up, never used as keys of a plain object.

const LEAD_IN = new Set([
  'the',
  'answer',
  'answers',
  'is',
  'was',
  'i',
  'think',
  'thought',
  'it',
  'its',
  'it s',
  'my',
  'choose',
  'chose',
  'pick',
  'picked',
  'select',
  'letter',
  'option',
  'options',
  'choice',
  'final',
  'would',
  'will',
  'go',
  'going',
  'with',
  'for',
  'say',
  'guess',
  'correct',
  'right',
  'one',
  'both',
  'either',
  'am',
  'that',
  's',
  'be',
  'should',
  'must',
  'believe',
  'well',
  'so',
  'ok',
  'okay',
  'hmm',
  'um',
]);
const JOINERS = new Set(['and', 'or', 'maybe', 'perhaps', 'possibly', 'either', 'both', 'option', 'options', 'letter', 'also', 'plus', 'then']);
/** After these a leading "a" is the letter A ("A because ..."), not the article ("a whale"). */
const AFTER_LETTER = new Set(['because', 'since', 'as', 'is', 'was', 'not', 'but', 'and', 'or', 'so', 'cos', 'cause', 'for', 'maybe', 'perhaps', 'also', 'then']);
const NEGATIONS = new Set(['not', 'no', 'nt', 'never', 'isn', 'isnt', 'don', 'doesn', 'wasn', 'aren', 'without', 'except', 'instead']);
const NEGATED_BEFORE = /\b(?:not|no|never|isn'?t|isnt|don'?t|doesn'?t|wasn'?t|aren'?t|without|except|instead of)\W+(?:[a-z]+\W+)?$/i;
/** A sentence or clause ends here; "1.5" and "m/s" do not end anything. */
const BOUNDARY = /[.;:!?]+(?=\s|$)|\n+|\s[-–—]+\s|[–—]/;

interface Token {
  word: string;
  /** The raw characters between the previous token and this one. */
  gap: string;
}

/** Lower-case words and canonical numbers (as comparableText), with what separated them. */
function tokens(text: string): Token[] {
  const plain = canonicalNumbers(numberWordsToDigits(text))
    .toLowerCase()
    .replace(/(\d)\.(\d)/g, '$1p$2')
    .replace(/[’‘`]/g, "'")
    .replace(/\b(i|it|that)'(d|m|s)\b/g, (_, w: string, c: string) => `${w}${c === 's' ? ' s' : ''}`);
  const out: Token[] = [];
  let last = 0;
  for (const m of plain.matchAll(/[a-z0-9]+/g)) {
    out.push({ word: m[0], gap: plain.slice(last, m.index) });
    last = m.index + m[0].length;
  }
  return out;
}

interface OptionWords {
  label: string;
  words: string[];
}

/** Length of the option text starting at `at` (a plural "whales" matches "whale"), 0 if none. */
function textAt(list: Token[], at: number, option: OptionWords): number {
  const { words } = option;
  if (!words.length || at + words.length > list.length) return 0;
  for (let k = 0; k < words.length; k++) {
    const said = list[at + k]!.word;
    const want = words[k]!;
    const plural = k === words.length - 1 && /[a-z]$/.test(want) && (said === `${want}s` || said === `${want}es`);
    if (said !== want && !plural) return 0;
  }
  return words.length;
}

/** The option whose text starts at `at` (the longest), or null. */
function optionAt(list: Token[], at: number, options: OptionWords[]): { label: string; length: number } | null {
  let best: { label: string; length: number } | null = null;
  for (const o of options) {
    const length = textAt(list, at, o);
    if (length && (!best || length > best.length)) best = { label: o.label, length };
  }
  return best;
}

/** A leading "a" followed by an ordinary word is the article ("a whale"), not the letter. */
function isArticle(list: Token[], at: number, labels: Map<string, string>): boolean {
  const next = list[at + 1];
  if (list[at]!.word !== 'a' || !next) return false;
  if (/\S/.test(next.gap)) return false; // "a) whale", "a, c"
  return !AFTER_LETTER.has(next.word) && !labels.has(next.word);
}

/** The options a reply opens with, in the order said ([] when it opens with none). */
function openingPicks(segments: Token[][], options: OptionWords[], labels: Map<string, string>): string[] {
  const picks: string[] = [];
  for (let s = 0; s < segments.length; s++) {
    const list = segments[s]!;
    let i = 0;
    if (s === 0) while (i < list.length && LEAD_IN.has(list[i]!.word) && !(labels.has(list[i]!.word) && i === list.length - 1)) i++;
    if (s === 0 && i < list.length && isArticle(list, i, labels)) i++;
    while (i < list.length) {
      const word = list[i]!.word;
      const text = optionAt(list, i, options);
      if (text) {
        picks.push(text.label);
        i += text.length;
      } else if (JOINERS.has(word) && picks.length) i++;
      // After a full stop only an option's text carries on the pick ("B. 15 m/s"), not a letter ("B. A is wrong").
      else if (s === 0 && labels.has(word) && !isArticle(list, i, labels)) {
        picks.push(labels.get(word)!);
        i++;
      } else break;
    }
    if (!picks.length || i < list.length) break;
  }
  return picks;
}

/** Options named anywhere: their texts, and letters written as labels; not those after "not". */
function namedAnywhere(answer: string, list: Token[], options: OptionWords[], labels: Map<string, string>): string[] {
  const picks: string[] = [];
  const negated = (at: number) => [list[at - 1]?.word, list[at - 2]?.word].some((w) => w !== undefined && NEGATIONS.has(w));
  for (let i = 0; i < list.length; i++) {
    const text = optionAt(list, i, options);
    if (text) {
      if (!negated(i)) picks.push(text.label);
      i += text.length - 1;
    }
  }
  const letters = /\(\s*([a-z])\s*\)|(?<![A-Za-z0-9'’])([a-z])\)|\b(?:option|letter|choice|answer)\s+([a-z])\b|(?<![A-Za-z0-9'’])([B-HJ-Z])(?![A-Za-z0-9'’])/gi;
  for (const m of answer.matchAll(letters)) {
    const raw = m[1] ?? m[2] ?? m[3] ?? m[4]!;
    // The bare-capital form needs a capital letter; the other forms take either case.
    if (m[4] !== undefined && raw !== raw.toUpperCase()) continue;
    const label = labels.get(raw.toLowerCase());
    if (!label) continue;
    if (NEGATED_BEFORE.test(answer.slice(Math.max(0, m.index - 40), m.index))) continue;
    picks.push(label);
  }
  return picks;
}

/**
 * Which options the student meant, in the order said (a name said twice counts once), or null
 * when the reply names none (then the test asks again instead of marking a typo wrong). Accepts
 * "B", "(b)", "option b", "A and C", "B. 15 m/s", "I think it's B because ...", or an option's text.
 * A single-answer question marks a reply naming two options as a guess (gradeExactly).
 */
export function interpretChoice(answer: string, options: QuestionOption[]): string[] | null {
  const comparable = comparableText(answer);
  if (!comparable) return null;
  const byText = options.filter((o) => comparableText(o.text) === comparable);
  if (byText.length) return byText.map((o) => o.label);
  const labels = new Map(options.filter((o) => /^[a-z]$/i.test(o.label)).map((o) => [o.label.toLowerCase(), o.label]));
  const words: OptionWords[] = options
    .map((o) => ({ label: o.label, words: comparableText(o.text).split(' ').filter(Boolean) }))
    .filter((o) => o.words.length && !(o.words.length === 1 && labels.has(o.words[0]!)));
  const segments = answer
    .split(BOUNDARY)
    .map(tokens)
    .filter((s) => s.length);
  const opening = openingPicks(segments, words, labels);
  const picks = opening.length ? opening : namedAnywhere(answer, segments.flat(), words, labels);
  return picks.length ? [...new Set(picks)] : null;
}

const TRUE_WORDS = new Set(['true', 'yes', 'correct', 'right']);
const FALSE_WORDS = new Set(['false', 'no', 'incorrect', 'wrong']);
/** One-letter answers count only as the whole reply ("T", "b"): "a force ..." is not "A". */
const TRUE_LETTERS = new Set(['t', 'a']);
const FALSE_LETTERS = new Set(['f', 'b']);
const TF_LEAD_IN = /^(?:(?:it s|it is|that s|that is|i think|i think it s|i think it is|the answer is|my answer is|the statement is|this is|it s a|answer)\s+)+/;
const TF_JOINERS = new Set(['or', 'and', 'maybe', 'perhaps', 'either', 'both']);
/** Words that may follow a true/false word as the start of its reason ("True because ..."). */
const TF_REASON = new Set(['because', 'since', 'as', 'so', 'cos', 'cause', 'for', 'not', 'but']);

/**
 * "true", "false", "both" (a reply saying both, e.g. "true or false", "True. False."), or null when
 * it says neither (the test asks again). The true/false words open the reply; a reason may follow
 * after punctuation or "because" ("True, because ...", "false - it ..."), not other words ("no idea").
 */
export function interpretTrueFalse(answer: string): 'true' | 'false' | 'both' | null {
  const squashed = answer
    .toLowerCase()
    .replace(/[’‘`]/g, "'")
    .replace(/'/g, ' ')
    .replace(/[^a-z0-9.,;:!?()\n-]+/g, ' ')
    .trim();
  const said = squashed.replace(/[^a-z0-9]+/g, ' ').trim();
  const whole = said.replace(TF_LEAD_IN, '');
  if (/^(true|t|yes|a|correct|right)$/.test(whole)) return 'true';
  if (/^(false|f|no|b|incorrect|wrong)$/.test(whole)) return 'false';
  const list = [...squashed.matchAll(/[a-z0-9]+/g)].map((m) => ({ word: m[0], start: m.index }));
  // Skip the lead-in's words ("I think it's").
  let i = said.split(' ').length - (whole ? whole.split(' ').length : 0);
  const values = new Set<'true' | 'false'>();
  const onlyLetters = list.slice(i).every((t) => TRUE_LETTERS.has(t.word) || FALSE_LETTERS.has(t.word) || TF_JOINERS.has(t.word));
  for (; i < list.length; i++) {
    const { word } = list[i]!;
    if (TRUE_WORDS.has(word) || (onlyLetters && TRUE_LETTERS.has(word))) values.add('true');
    else if (FALSE_WORDS.has(word) || (onlyLetters && FALSE_LETTERS.has(word))) values.add('false');
    else if (!(TF_JOINERS.has(word) && values.size)) break;
  }
  if (!values.size) return null;
  if (i < list.length) {
    // Something follows: it must read as the reason, after punctuation or "because" and the like.
    const previous = list[i - 1]!;
    const gap = squashed.slice(previous.start + previous.word.length, list[i]!.start);
    if (!/[.,;:!?()\n-]/.test(gap) && !TF_REASON.has(list[i]!.word)) return null;
  }
  return values.size > 1 ? 'both' : [...values][0]!;
}

/** Option weights as given (GIFT) or, for a plain key, shared equally among the right options. */
function weights(question: Question): Map<string, number> {
  const options = question.options ?? [];
  if (options.some((o) => o.weight !== undefined)) return new Map(options.map((o) => [o.label, o.weight ?? 0]));
  const right = new Set((question.answer ?? '').split(/\s*,\s*/).filter(Boolean));
  const share = right.size ? 1 / right.size : 0;
  // Wrong picks cancel right ones in a multi-answer question, so ticking every box earns nothing.
  return new Map(options.map((o) => [o.label, right.has(o.label) ? share : question.type === 'multi' ? -share : 0]));
}

const listed = (names: string[]) => (names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`);

/**
 * A single-answer question answered with several options scores nothing: naming every option
 * would otherwise always include the right one.
 */
export function gradeShotgun(question: Question, picked: string[]): Grade {
  return makeGrade(0, question.marks, `Choose one option: this answer names ${listed(picked)}. The answer is ${question.answer}.`);
}

export function gradeChoice(question: Question, picked: string[]): Grade {
  if (question.type === 'mcq' && new Set(picked).size > 1) return gradeShotgun(question, picked);
  const w = weights(question);
  const fraction = Math.max(
    0,
    Math.min(
      1,
      picked.reduce((sum, label) => sum + (w.get(label) ?? 0), 0),
    ),
  );
  const chosenFeedback = (question.options ?? [])
    .filter((o) => picked.includes(o.label) && o.feedback)
    .map((o) => o.feedback)
    .join(' ');
  const key = question.answer ?? '';
  const grade = makeGrade(fraction, question.marks, '');
  const verdictText = grade.verdict === 'correct' ? 'Correct!' : grade.verdict === 'partial' ? `Partly right: the full answer is ${key}.` : `Not quite: the answer is ${key}.`;
  grade.feedback = [verdictText, chosenFeedback].filter(Boolean).join(' ');
  return grade;
}

export function gradeTrueFalse(question: Question, said: 'true' | 'false' | 'both'): Grade {
  if (said === 'both') return makeGrade(0, question.marks, `Choose one: this answer says both true and false. The statement is ${question.answer}.`);
  const right = said === question.answer;
  const own = said === 'true' ? question.trueFeedback : question.falseFeedback;
  const headline = right ? 'Correct!' : `Not quite: the statement is ${question.answer}.`;
  return makeGrade(right ? 1 : 0, question.marks, [headline, own].filter(Boolean).join(' '));
}
