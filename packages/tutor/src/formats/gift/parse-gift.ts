import { FormatError } from '../../errors';
import type { ImportWarning, Question, ReadQuestions } from '../../types';
import { cleanText, isHtml, protectEscapes, restoreEscapes } from './escapes';
import { parseAnswerSection } from './gift-answers';
import { lineAt, splitGiftBlocks, type GiftBlock } from './gift-blocks';
import { fail, GiftProblem, type GiftNote } from './gift-problem';

/**
 * Moodle's extract_idnumber_and_tags_from_comment: the first [id:...], every [tag:...]; "\]" escapes
 * "]". Bounded to 255 characters (Moodle's own fields are shorter) so that a comment full of
 * unclosed "[tag:" costs linear time.
 */
function idAndTags(comments: string): { id?: string; tags?: string[] } {
  const unescape = (s: string) => restoreEscapes(s).replace(/\\\]/g, ']').trim();
  const id = /\[id:((?:\\\]|[^\]\p{Cc}]){1,255})\]/u.exec(comments)?.[1];
  const tags = [...comments.matchAll(/\[tag:((?:\\\]|[^\]<>\p{Cc}]){1,255})\]/gu)].map((m) => unescape(m[1]!)).filter(Boolean);
  const out: { id?: string; tags?: string[] } = {};
  if (id && unescape(id)) out.id = unescape(id);
  if (tags.length) out.tags = tags;
  return out;
}

/** Where the answer block is, or a problem naming the brace that is wrong. */
function findAnswerBlock(block: GiftBlock, text: string, shift: number): { open: number; close: number } | null {
  const open = text.indexOf('{');
  const close = text.indexOf('}');
  if (open < 0 && close < 0) return null;
  const at = (offset: number) => lineAt(block, shift + offset);
  if (open < 0) fail(at(close), 'Could not find "{" before this "}": escape a literal brace as \\}.');
  if (close < 0) fail(at(open), 'The answer block opened here is never closed with "}".');
  if (close < open) fail(at(close), 'This "}" closes an answer block that was never opened: escape a literal brace as \\}.');
  const nested = text.indexOf('{', open + 1);
  if (nested >= 0 && nested < close) fail(at(open), `The answer block opened here is not closed with "}" before another "{" on line ${at(nested)} (escape a literal brace as \\{).`);
  if (nested > close) fail(at(nested), 'A question may have only one answer block: separate questions with a blank line.');
  const stray = text.indexOf('}', close + 1);
  if (stray >= 0) fail(at(stray), 'This "}" closes an answer block that was never opened: escape a literal brace as \\}.');
  return { open, close };
}

/** Finds each answer in the block's text, in order, so a problem names the answer's own line. */
function answerLines(block: GiftBlock, open: number): (answer?: string) => number {
  let cursor = open;
  const nonSpace = /\S/g;
  return (answer) => {
    if (answer === undefined) return lineAt(block, open);
    if (answer === '') {
      // An empty answer is the marker ("~") after the previous answer.
      nonSpace.lastIndex = cursor;
      const marker = nonSpace.exec(block.text);
      if (!marker) return lineAt(block, open);
      cursor = marker.index + 1;
      return lineAt(block, marker.index);
    }
    const at = block.text.indexOf(answer, cursor);
    if (at < 0) return lineAt(block, open);
    cursor = at + answer.length;
    return lineAt(block, at);
  };
}

/** One GIFT block -> a question, or null for a description (text with no answer block). */
function readBlock(block: GiftBlock, number: number, category: string | undefined, notes: GiftNote[]): Question | null {
  const first = block.lineNumbers[0] ?? 1;
  let text = block.text;
  let title: string | undefined;
  if (text.startsWith('::')) {
    const end = text.indexOf('::', 2);
    if (end < 0) {
      // Moodle reads on without a name; the text after "::" is the question.
      notes.push({ line: first, message: 'The question title starting with "::" is not closed with "::": it is read as question text.' });
      text = text.slice(2);
    } else {
      title = restoreEscapes(text.slice(2, end)).trim();
      text = text.slice(end + 2);
    }
  }
  const shift = block.text.length - text.length;
  const found = findAnswerBlock(block, text, shift);
  if (!found) {
    // Moodle imports text without "{...}" as a "description" (instructions shown between
    // questions). It asks nothing and cannot be marked, so it is not a question here.
    notes.push({ line: first, message: `"${cleanText(text).slice(0, 40)}" has no answer block { }: Moodle would import it as a description, not a question, so it is left out.` });
    return null;
  }
  const { open, close } = found;
  let body = text.slice(open + 1, close).trim();
  // "####" starts the general feedback, shown to everyone after answering (Moodle: the last one).
  // Moodle: every other text of the question defaults to the question text's format.
  const html = isHtml(text);
  const clean = (part: string) => cleanText(part, html);
  let generalFeedback = '';
  const gf = body.lastIndexOf('####');
  if (gf >= 0) {
    generalFeedback = clean(body.slice(gf + 4));
    body = body.slice(0, gf).trim();
  }
  // Moodle's missing word: any text after the block, even a closing full stop, puts a blank
  // "_____" where the block was ("Jesus Christ was from {...}." asks for the last word).
  const blank = close + 1 < text.length;
  const prompt = cleanText(`${text.slice(0, open)}${blank ? '_____' : ''}${text.slice(close + 1)}`);
  if (!prompt) fail(first, 'The question has no text before its answer block.');

  const fields = parseAnswerSection(body, { lineOf: answerLines(block, shift + open), notes, clean });
  const question: Question = { number, prompt, marks: 1, ...fields, ...idAndTags(block.comments) };
  if (title) question.title = title;
  if (category) question.category = category;
  if (generalFeedback) question.feedback = generalFeedback;
  if (blank) question.blank = true;
  return question;
}

/** "$CATEGORY: $course$/top/Physics" -> "top/Physics": Moodle drops the context prefix too. */
function categoryName(line: string): string {
  return cleanText(line)
    .replace(/^\$[a-z]+\$\/?/, '')
    .trim();
}

/**
 * Moodle GIFT, read as Moodle's importer reads it. Every question that can be read is kept; every
 * problem becomes a warning naming its 1-based line (with `questionNumber` when its question was
 * kept). Never throws.
 */
export function readGift(text: string): ReadQuestions {
  const questions: Question[] = [];
  const warnings: ImportWarning[] = [];
  let category: string | undefined;
  // Moodle's readdata drops a UTF-8 byte-order mark before reading.
  for (let block of splitGiftBlocks(protectEscapes(text.replace(/^\uFEFF/, '')))) {
    const cat = /^\$CATEGORY:(.*)/.exec(block.text);
    if (cat) {
      category = categoryName(cat[1]!) || undefined;
      // Moodle reads the whole block as the category; a question under it in the same block is kept here.
      const newline = block.text.indexOf('\n');
      if (newline < 0) continue;
      block = { ...block, text: block.text.slice(newline + 1), lineNumbers: block.lineNumbers.slice(1) };
    }
    const notes: GiftNote[] = [];
    try {
      const question = readBlock(block, questions.length + 1, category, notes);
      if (question) questions.push(question);
      warnings.push(...notes.map((n) => (question ? { ...n, questionNumber: question.number } : n)));
    } catch (error) {
      if (!(error instanceof GiftProblem)) throw error;
      warnings.push(...notes, { line: error.line, message: `${error.message} The question is left out.` });
    }
  }
  return { questions, warnings };
}

/** The strict reader: throws FormatError on the first problem, or when there is no question. */
export function parseGift(text: string): Question[] {
  const { questions, warnings } = readGift(text);
  const first = warnings[0];
  if (first) throw new FormatError('GIFT', first.line, first.message);
  if (!questions.length) throw new FormatError('GIFT', 1, 'no questions found (a GIFT question needs an answer block in { }).');
  return questions;
}

export function looksLikeGift(text: string): boolean {
  const blocks = text.match(/\{[^{}]*\}/g) ?? [];
  const keyed = blocks.some((b) => /^\{\s*(?:[=~#]|(?:T|F|TRUE|FALSE)\s*[#}])/.test(b));
  // An empty {} (essay) only counts with GIFT's ::title:: so prose with braces is not misread.
  return keyed || (blocks.some((b) => /^\{\s*\}$/.test(b)) && /(^|\n)\s*::[^\n]*::/.test(text));
}
