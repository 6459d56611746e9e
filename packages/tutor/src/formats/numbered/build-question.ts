import { FormatError } from '../../errors';
import { parseQuantity } from '../../text/numbers';
import type { Question, QuestionOption } from '../../types';

export interface QuestionDraft {
  line: number;
  promptLines: string[];
  options: QuestionOption[];
  answerLines: string[] | null;
  answerLine: number;
  marks?: number;
  feedback?: string;
  keyTerms?: string[];
  accept?: string[];
  category?: string;
}

const TRUE_WORDS = new Set(['true', 't', 'yes', 'correct']);
const FALSE_WORDS = new Set(['false', 'f', 'no', 'incorrect']);
const BLANK = /_{3,}|\.{4,}|\[\s*blank\s*\]/i;
const ESSAY_VERB = /^(explain|describe|discuss|compare|contrast|evaluate|justify|analy[sz]e|why|how)\b/i;

const squash = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();

function isTrueFalse(options: QuestionOption[]): boolean {
  const texts = options.map((o) => squash(o.text));
  return texts.length === 2 && texts.includes('true') && texts.includes('false');
}

/** Map an answer written as letters, "C (text)", or the option's own text onto option labels. */
function resolveOptionAnswer(answer: string, options: QuestionOption[], line: number): string[] {
  const byText = options.find((o) => squash(o.text) === squash(answer));
  if (byText) return [byText.label];
  const labels = new Set(options.map((o) => o.label));
  const lettered = /^\(?([A-Ha-h])\)?(?=$|[\s.):,])/.exec(answer);
  const list = /^\(?[A-Ha-h]\)?(?:\s*(?:,|&|and)\s*\(?[A-Ha-h]\)?)+\.?$/i.exec(answer.trim());
  if (list) {
    const picked = [...answer.matchAll(/[A-Ha-h](?![a-z])/g)].map((m) => m[0].toUpperCase());
    const wanted = picked.filter((l) => labels.has(l));
    if (wanted.length === picked.length) return [...new Set(wanted)];
  }
  if (lettered && labels.has(lettered[1]!.toUpperCase())) return [lettered[1]!.toUpperCase()];
  const contained = options.filter((o) => squash(answer).includes(squash(o.text)) && squash(o.text).length > 2);
  if (contained.length === 1) return [contained[0]!.label];
  const range = options.length ? `${options[0]!.label}-${options[options.length - 1]!.label}` : 'none';
  throw new FormatError('Question set', line, `answer "${answer}" matches none of the options (${range}).`);
}

export function buildQuestion(draft: QuestionDraft, number: number): Question {
  const prompt = draft.promptLines.join('\n').trim();
  if (!prompt) throw new FormatError('Question set', draft.line, 'question has no text.');
  const answerText = draft.answerLines?.join('\n').trim() || null;
  const marks = draft.marks ?? 1;
  const base: Question = { number, type: 'short', prompt, answer: null, marks };
  if (draft.feedback) base.feedback = draft.feedback;
  if (draft.keyTerms?.length) base.keyTerms = draft.keyTerms;
  if (draft.category) base.category = draft.category;

  if (draft.options.length >= 2) {
    if (isTrueFalse(draft.options)) return trueFalse(base, answerText, draft.answerLine);
    base.options = draft.options;
    if (!answerText) return { ...base, type: 'mcq', needsAnswerKey: true };
    const labels = resolveOptionAnswer(answerText, draft.options, draft.answerLine);
    return { ...base, type: labels.length > 1 ? 'multi' : 'mcq', answer: labels.join(', ') };
  }
  if (draft.options.length === 1) {
    throw new FormatError('Question set', draft.line, 'question has only one option; a choice needs at least two.');
  }

  const tfPrompt = /^\(?(?:true or false|t\s*\/\s*f|true\/false)\)?\s*[:?.-]?/i.test(prompt);
  if (tfPrompt || (answerText && (TRUE_WORDS.has(squash(answerText)) || FALSE_WORDS.has(squash(answerText))) && squash(answerText).length > 1)) {
    return trueFalse(base, answerText, draft.answerLine);
  }
  if (BLANK.test(prompt)) base.blank = true;
  if (!answerText) {
    const long = marks >= 3 || (ESSAY_VERB.test(prompt) && !base.blank);
    return { ...base, type: long ? 'long' : 'short', needsAnswerKey: true };
  }
  const quantity = parseQuantity(answerText);
  if (quantity && !base.blank) {
    const tolerance = quantity.tolerance ?? Math.abs(quantity.value) * 0.01;
    const numeric = { value: quantity.value, tolerance, weight: 1, ...(quantity.unit ? { unit: quantity.unit } : {}) };
    return { ...base, type: 'numeric', answer: answerText, numericAnswers: [numeric] };
  }
  const words = answerText.split(/\s+/).length;
  const type = words > 12 || marks >= 3 ? 'long' : 'short';
  const accepted = [...(type === 'short' ? answerText.split(/\s+(?:\/|\|)\s+|\s*;\s*/) : [answerText]), ...(draft.accept ?? [])]
    .map((s) => s.trim())
    .filter(Boolean);
  const question: Question = { ...base, type, answer: accepted[0] ?? answerText };
  if (accepted.length > 1) question.acceptedAnswers = accepted;
  return question;
}

function trueFalse(base: Question, answerText: string | null, line: number): Question {
  const question: Question = { ...base, type: 'true_false', options: [{ label: 'A', text: 'True' }, { label: 'B', text: 'False' }] };
  if (!answerText) return { ...question, needsAnswerKey: true };
  let key = squash(answerText);
  if (/^[ab]$/.test(key)) key = key === 'a' ? 'true' : 'false';
  if (TRUE_WORDS.has(key.split(' ')[0]!)) return { ...question, answer: 'true' };
  if (FALSE_WORDS.has(key.split(' ')[0]!)) return { ...question, answer: 'false' };
  throw new FormatError('Question set', line, `a true/false answer must be True or False, got "${answerText}".`);
}
