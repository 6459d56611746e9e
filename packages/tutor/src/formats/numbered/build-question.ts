import { parseQuantity } from '../../text/numbers';
import type { ImportWarning, Question, QuestionOption } from '../../types';
import { BLANK, romanKey } from './line-patterns';

/** One lettered line of a question: an option, or a part "(a) ..." of the question itself. */
export interface LetteredLine {
  label: string;
  /** As written: "(a)", "A.", "b)". */
  marker: string;
  text: string;
  /** 0-based line index. */
  line: number;
  /** Marked as the right option in the set ("*b) ...", "b) ... ✓"). */
  correct?: true;
}

/** A question as read from the text, before its lettered lines are known to be options or parts. */
export interface QuestionDraft {
  /** The number in the source. */
  number: number;
  /** 0-based index of the question's first line. */
  line: number;
  /** Paragraphs before the lettered lines, and after them. */
  stem: string[];
  lettered: LetteredLine[];
  /** Several lettered items were written on one line ("(a) cat  (b) dog"). */
  inlineLettered: boolean;
  trailing: string[];
  answer: string | null;
  /** 0-based line index of the answer (inline or in the key). */
  answerLine: number;
  answerFromKey?: boolean;
  marks?: number;
  /** "(3)" or "[3]" ending the question's first or last line: marks only if the set writes marks. */
  bareMarks?: { marks: number; apply: () => void };
  feedback?: string;
  keyTerms?: string[];
  accept?: string[];
  category?: string;
}

/** Options to choose from, or parts of one question ("(a) CH4  (b) CHCl3", answered "(a) ...; (b) ..."). */
export type LetteredReading = 'options' | 'parts';

const TRUE_WORDS = new Set(['true', 't', 'yes', 'correct']);
const FALSE_WORDS = new Set(['false', 'f', 'no', 'incorrect']);
const ESSAY_VERB = /^(explain|describe|discuss|compare|contrast|evaluate|justify|analy[sz]e|why|how)\b/i;

const squash = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** "B", "(b)", "b.", "A, C", "A and C", "The correct answer is (c). ...": the key names options by letter. */
const LETTER_ONLY = /^\(?([A-H])\)?[.)]?$/i;
const LETTER_LIST = /^\(?[A-H]\)?(?:(?:\s*(?:,|&)\s*|\s+and\s+|\s+)\(?[A-H]\)?)+\.?$/i;
const LETTER_STATED = /^(?:the\s+)?(?:correct\s+|right\s+|best\s+)?(?:answer|option|choice)\s+(?:is:|is|:)\s*\(?([A-H])\)?(?=$|[\s.,;:)])[.)]?\s*(.*)$/is;
const LETTER_THEN_TEXT = /^(\(([A-H])\)|([A-H])[.):-]|([A-H]))\s+(.+)$/is;

/**
 * The key is the parts' own answers: "(a) 0.819 g; (b) 307 g", or a paragraph per part, "a. An improvement in
 * technology ..." then a line "b. An improvement in product quality ..." (Principles of Economics: read as
 * the letter A, the whole written answer was lost).
 */
export function isPartsAnswer(answer: string): boolean {
  const bracketed = /^\s*\(?a\)\s*\S/i.test(answer) && /(?:^|[\s;,])\(?b\)\s*\S/i.test(answer.slice(2));
  return bracketed || (/^\s*a\.\s+\S/i.test(answer) && /(?:^|[\s;])b\.\s+\S/i.test(answer.slice(2)));
}

/** The key is written as a letter (or letters), whether or not such an option exists. */
export function looksLikeLetterKey(answer: string): boolean {
  const a = answer.trim();
  return LETTER_ONLY.test(a) || LETTER_LIST.test(a) || LETTER_STATED.test(a);
}

export interface ChoiceKey {
  labels: string[];
  /** What the key says beyond the letter ("The correct answer is (c). A single point ..."). */
  explanation?: string;
  /** The key's text names another option than its letter. */
  mismatch?: string;
}

/** Map an answer written as letters, "C (text)", "(C) text", or the option's own text onto option labels. */
export function resolveChoice(answer: string, options: QuestionOption[]): ChoiceKey | null {
  const written = answer.trim().replace(/\s+/g, ' ');
  const labels = new Set(options.map((o) => o.label));
  const byText = (text: string) => options.find((o) => squash(o.text) === squash(text));

  const exact = byText(written);
  if (exact) return { labels: [exact.label] };
  // A key "ii" names the second of options numbered (i), (ii), ... unless the options are numerals themselves.
  const a = (!options.some((o) => romanKey(o.text)) && romanKey(written)) || written;
  // "Option B", "Choice (b)": the letter, named.
  const named = /^(?:option|choice)\s+\(?([A-H])\)?\.?$/i.exec(a);
  if (named) return labels.has(named[1]!.toUpperCase()) ? { labels: [named[1]!.toUpperCase()] } : null;
  const only = LETTER_ONLY.exec(a);
  if (only) return labels.has(only[1]!.toUpperCase()) ? { labels: [only[1]!.toUpperCase()] } : null;
  if (LETTER_LIST.test(a)) {
    const picked = [...a.matchAll(/[A-H](?![a-z])/gi)].map((m) => m[0].toUpperCase());
    return picked.every((l) => labels.has(l)) ? { labels: [...new Set(picked)] } : null;
  }
  const stated = LETTER_STATED.exec(a);
  if (stated) {
    const label = stated[1]!.toUpperCase();
    if (!labels.has(label)) return null;
    return stated[2]!.trim() ? { labels: [label], explanation: a } : { labels: [label] };
  }
  const lettered = LETTER_THEN_TEXT.exec(a);
  if (lettered) {
    const label = (lettered[2] ?? lettered[3] ?? lettered[4])!.toUpperCase();
    const rest = lettered[5]!.trim();
    const restText = rest.replace(/^\((.*)\)\.?$/s, '$1');
    const option = options.find((o) => o.label === label);
    if (option) {
      const explicit = lettered[4] === undefined; // "(D) ...", "D. ...", "D) ...": the letter is the key
      if (squash(option.text) === squash(restText) || squash(restText).startsWith(squash(option.text))) return { labels: [label] };
      const other = byText(restText);
      if (other) return { labels: [label], mismatch: `the key's letter ${label} and its text "${restText}" (option ${other.label}) disagree; kept ${label}` };
      if (explicit || /^\(.*\)$/s.test(rest)) return { labels: [label], explanation: rest };
    }
  }
  const contained = options.filter((o) => squash(o.text).length > 2 && ` ${squash(a)} `.includes(` ${squash(o.text)} `));
  if (contained.length === 1) return { labels: [contained[0]!.label] };
  return null;
}

/** The key opens with an option's letter and that option's own text ("a. Speed has size only ..."). */
function restatesOption(answer: string, options: QuestionOption[]): boolean {
  const m = LETTER_THEN_TEXT.exec(answer.trim());
  const option = m ? options.find((o) => o.label === (m[2] ?? m[3] ?? m[4])!.toUpperCase()) : undefined;
  return !!option && squash(option.text).length > 0 && squash(m![5]!).startsWith(squash(option.text));
}

/** What the key alone says about lettered lines; null when there is no key to decide by. */
export function readingFromKey(draft: QuestionDraft): LetteredReading | null {
  const items = draft.lettered;
  if (items.length < 2 || items.some((o) => !o.text)) return 'parts';
  if (!draft.answer) return null;
  // "a. Speed has size only; b. ..." where option a says "Speed has size only" is a letter key explained.
  if (isPartsAnswer(draft.answer) && !restatesOption(draft.answer, items)) return 'parts';
  if (looksLikeLetterKey(draft.answer) || resolveChoice(draft.answer, items)) return 'options';
  // A written answer that names no option: the lettered lines are parts of the question.
  return 'parts';
}

const TASK_VERB =
  /^(?:calculate|compute|determine|find|explain|describe|compare|contrast|write|give|list|state|name|show|draw|sketch|predict|convert|balance|outline|discuss|classify|rank|suggest|estimate|derive|justify|evaluate|analy[sz]e|identify the|answer|consider|use|how|why|what|which)\b/i;
const CHOOSE = /\b(?:which (?:of the following|one|statement|option|of these)|(?:choose|select|pick|circle) (?:the|one|all)|(?:best|most likely|most accurate|least likely)\b)/i;

/**
 * What the question's own wording says, when there is no key; null when it says nothing clear.
 * Parts are tasks ("(a) Which has the greatest mass? Explain why.") or the items of "each of the
 * following"; options answer one question (a blank, "Which of the following ...", "A)" labels).
 */
export function readingFromWording(draft: QuestionDraft): LetteredReading | null {
  const stem = draft.stem.join(' ').trim();
  // The sentence that leads into the lettered lines says most about them.
  const lead = stem.split(/(?<=[.?!])\s+(?=[A-Z])/).pop() ?? '';
  const items = draft.lettered;
  const optionsByWording = BLANK.test(stem) || CHOOSE.test(lead) || draft.inlineLettered;
  // Capital labels ("A.", "B)") are a choice's usual marks, but a lead that hands out the lines one by one
  // ("each of the following", "answer the following questions") says more, as do lines that each ask under
  // a lead that does not ("A. How often would the Sun rise?"). "... explain your reasoning for each" after
  // candidate answers does not.
  const handsOut = /\beach of the following\b|\bfollowing questions\b/i.test(lead);
  // ("What should he ask? A. Is it safe? B. ..." are options that are questions: the lead asks one itself.)
  const eachAsks = items.every((o) => /\?\s*$/.test(o.text)) && !/\?\s*$/.test(lead);
  if ((handsOut || eachAsks) && !optionsByWording) return 'parts';
  const strongParts = items.some((o) => o.text.includes('?')) || /\beach of\b|\b(?:of|for|in) each\b/i.test(lead);
  const strongOptions = optionsByWording || items.every((o) => /^[A-H][.)]$/.test(o.marker));
  if (strongParts !== strongOptions) return strongParts ? 'parts' : 'options';
  if (strongParts) return null;
  // Weaker: the items are tasks themselves, or a task introduces them as a list ("Determine the mass
  // of the following:"). A task that asks for one result ("Calculate the average velocity.") is
  // followed by candidate answers.
  const taskItems = items.filter((o) => TASK_VERB.test(o.text)).length > items.length / 2;
  const listingStem = TASK_VERB.test(lead) && (/:$/.test(lead) || /\bthe following\b/i.test(lead)) && !/^(?:how|why|what|which)\b/i.test(lead);
  if (taskItems || listingStem) return 'parts';
  return /\?$/.test(stem) ? 'options' : null;
}

/** What the set's questions with a key were, when that is clear: at least 3, and three to one. */
export function readingFromSet(readings: Array<LetteredReading | null>): LetteredReading | null {
  const parts = readings.filter((r) => r === 'parts').length;
  const options = readings.filter((r) => r === 'options').length;
  if (parts >= 3 && parts >= 3 * options) return 'parts';
  if (options >= 3 && options >= 3 * parts) return 'options';
  return null;
}

function promptOf(draft: QuestionDraft, reading: LetteredReading): string {
  const parts = reading === 'parts' ? draft.lettered.map((o) => `${o.marker} ${o.text}`.trim()) : [];
  return [...draft.stem, ...parts, ...draft.trailing].join('\n').trim();
}

export interface Built {
  question: Question | null;
  warnings: ImportWarning[];
}

/**
 * Turn a draft into a question. Never throws: what cannot be read becomes a warning, and the question
 * is kept (without a key when the key is what could not be read).
 */
export function buildQuestion(draft: QuestionDraft, number: number, reading: LetteredReading, lineOf: (index: number) => number): Built {
  const warnings: ImportWarning[] = [];
  const warn = (index: number, message: string) => warnings.push({ line: lineOf(index), message: `Question ${draft.number}: ${message}`, questionNumber: number });
  const prompt = promptOf(draft, reading);
  if (!prompt) {
    warnings.push({ line: lineOf(draft.line), message: `Question ${draft.number} has no text and was left out.` });
    return { question: null, warnings };
  }
  const answerText = draft.answer?.trim() || null;
  const marks = draft.marks ?? 1;
  const base: Question = { number, type: 'short', prompt, answer: null, marks };
  if (draft.feedback) base.feedback = draft.feedback;
  if (draft.keyTerms?.length) base.keyTerms = draft.keyTerms;
  if (draft.category) base.category = draft.category;

  if (draft.lettered.some((o) => !o.text)) {
    warn(draft.lettered[0]!.line, 'its lettered lines have no text: it probably shows pictures or formulas that were not pasted.');
  } else if (draft.lettered.length === 1) {
    warn(draft.lettered[0]!.line, `it has a single lettered line (${draft.lettered[0]!.marker}), read as part of the question; a choice needs at least two options.`);
  }

  if (reading === 'options' && draft.lettered.length >= 2) {
    const options: QuestionOption[] = draft.lettered.map((o) => ({ label: o.label, text: o.text }));
    if (isTrueFalse(options)) return trueFalse(base, answerText, () => warn(draft.answerLine, `its true/false answer "${answerText}" is neither True nor False; it needs an answer key.`), warnings);
    base.options = options;
    if (!answerText) return { question: { ...base, type: 'mcq', needsAnswerKey: true }, warnings };
    const key = resolveChoice(answerText, options);
    if (!key) {
      const range = `${options[0]!.label}-${options[options.length - 1]!.label}`;
      warn(draft.answerLine, `the answer "${answerText}" matches none of its options (${range}); it needs an answer key.`);
      return { question: { ...base, type: 'mcq', needsAnswerKey: true }, warnings };
    }
    if (key.mismatch) warn(draft.answerLine, key.mismatch);
    const question: Question = { ...base, type: key.labels.length > 1 ? 'multi' : 'mcq', answer: key.labels.join(', ') };
    if (key.explanation && !question.feedback) question.feedback = key.explanation;
    return { question, warnings };
  }

  const tfPrompt = /^\(?(?:true or false|t\s*\/\s*f|true\/false)\)?\s*[:?.-]?/i.test(prompt) || /\btrue or false\??$/i.test(prompt);
  // "Yes" or "No" answers a yes/no question; only "True"/"False" makes a true/false one.
  const tfAnswer = answerText !== null && /^(?:true|false)$/.test(squash(answerText));
  if (draft.lettered.length === 0 && (tfPrompt || tfAnswer)) {
    return trueFalse(base, answerText, () => warn(draft.answerLine, `its true/false answer "${answerText}" is neither True nor False; it needs an answer key.`), warnings);
  }
  if (BLANK.test(prompt)) base.blank = true;
  if (!answerText) {
    const long = marks >= 3 || (ESSAY_VERB.test(prompt) && !base.blank);
    return { question: { ...base, type: long ? 'long' : 'short', needsAnswerKey: true }, warnings };
  }
  // A letter with no options: options written in a way not read ("A: ..."), unless it is an answer ("vitamin A").
  if (draft.lettered.length === 0 && LETTER_ONLY.test(answerText) && (draft.answerFromKey || /^\s*\(?[A-H]\)?\s*[:=–-]\s/m.test(prompt))) {
    const given = draft.answerFromKey ? 'the answer key gives' : 'its answer is';
    warn(draft.answerLine, `${given} the letter "${answerText}" but no options were found under the question; check its options.`);
  }
  const quantity = parseQuantity(answerText);
  if (quantity && !base.blank) {
    const tolerance = quantity.tolerance ?? Math.abs(quantity.value) * 0.01;
    const numeric = { value: quantity.value, tolerance, weight: 1, ...(quantity.unit ? { unit: quantity.unit } : {}) };
    return { question: { ...base, type: 'numeric', answer: answerText, numericAnswers: [numeric] }, warnings };
  }
  const words = answerText.split(/\s+/).length;
  const type = words > 12 || marks >= 3 ? 'long' : 'short';
  // "herbivores / plant eaters": alternatives; the key itself stays as written.
  const alternatives = type === 'short' && !isPartsAnswer(answerText) ? answerText.split(/(?<=\S)\s+[/|]\s+(?=\S)/) : [answerText];
  const accepted = [...new Set([...alternatives, ...(draft.accept ?? [])].map((s) => s.trim()).filter(Boolean))];
  const question: Question = { ...base, type, answer: answerText };
  if (accepted.length > 1) question.acceptedAnswers = accepted;
  return { question, warnings };
}

function isTrueFalse(options: QuestionOption[]): boolean {
  const texts = options.map((o) => squash(o.text));
  return texts.length === 2 && texts.includes('true') && texts.includes('false');
}

function trueFalse(base: Question, answerText: string | null, unreadable: () => void, warnings: ImportWarning[]): Built {
  const question: Question = {
    ...base,
    type: 'true_false',
    options: [
      { label: 'A', text: 'True' },
      { label: 'B', text: 'False' },
    ],
  };
  if (!answerText) return { question: { ...question, needsAnswerKey: true }, warnings };
  let key = squash(answerText);
  if (/^[ab]$/.test(key)) key = key === 'a' ? 'true' : 'false';
  const first = key.split(' ')[0]!;
  if (TRUE_WORDS.has(first)) return { question: { ...question, answer: 'true' }, warnings };
  if (FALSE_WORDS.has(first)) return { question: { ...question, answer: 'false' }, warnings };
  unreadable();
  return { question: { ...question, needsAnswerKey: true }, warnings };
}
