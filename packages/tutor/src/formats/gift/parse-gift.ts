import { FormatError } from '../../errors';
import type { Question } from '../../types';
import { cleanText, protectEscapes, restoreEscapes } from './escapes';
import { parseAnswerSection } from './gift-answers';
import { splitGiftBlocks, type GiftBlock } from './gift-blocks';

function idAndTags(comments: string): { id?: string; tags?: string[] } {
  const id = /\[id:((?:\\\]|[^\]\n])+)\]/.exec(comments)?.[1];
  const tags = [...comments.matchAll(/\[tag:((?:\\\]|[^\]\n])+)\]/g)].map((m) => restoreEscapes(m[1]!).replace(/\\\]/g, ']').trim());
  return { ...(id ? { id: restoreEscapes(id).replace(/\\\]/g, ']').trim() } : {}), ...(tags.length ? { tags } : {}) };
}

function lineOf(block: GiftBlock, offset: number): number {
  return block.line + (block.text.slice(0, offset).match(/\n/g)?.length ?? 0);
}

/** One GIFT block -> a question, or null for a description (text with no answer block). */
function parseBlock(block: GiftBlock, number: number, category: string | undefined): Question | null {
  let text = block.text;
  let title: string | undefined;
  if (text.startsWith('::')) {
    const end = text.indexOf('::', 2);
    if (end < 0) throw new FormatError('GIFT', block.line, 'the question title starting with "::" is not closed with "::".');
    title = cleanText(text.slice(2, end));
    text = text.slice(end + 2).trim();
  }
  const open = text.indexOf('{');
  if (open < 0) return null;
  const close = text.indexOf('}', open);
  const answerLine = lineOf(block, block.text.length - text.length + open);
  let body = text.slice(open + 1, close).trim();
  const after = text.slice(close + 1).trim();
  // "####" starts the general feedback, shown to everyone after answering.
  let generalFeedback: string | undefined;
  const gf = body.lastIndexOf('####');
  if (gf >= 0) {
    generalFeedback = cleanText(body.slice(gf + 4));
    body = body.slice(0, gf).trim();
  }
  const before = text.slice(0, open).trim();
  const blank = after.length > 0 && !/^[.?!,;:)]*$/.test(after);
  const prompt = cleanText(blank ? `${before} _____ ${after}` : `${before}${after ? ` ${after}` : ''}`);
  if (!prompt) throw new FormatError('GIFT', block.line, 'question has no text before its answer block.');
  if (text.indexOf('{', close) >= 0) throw new FormatError('GIFT', lineOf(block, block.text.length - text.length + text.indexOf('{', close)), 'a question may have only one answer block; separate questions with a blank line.');

  const fields = parseAnswerSection(body, answerLine);
  const question: Question = { number, prompt, marks: 1, ...fields, ...idAndTags(block.comments) };
  if (title) question.title = title;
  if (category) question.category = category;
  if (generalFeedback) question.feedback = generalFeedback;
  if (blank) question.blank = true;
  return question;
}

/** Moodle GIFT. Throws FormatError naming the line for anything Moodle would reject. */
export function parseGift(text: string): Question[] {
  const questions: Question[] = [];
  let category: string | undefined;
  for (const block of splitGiftBlocks(protectEscapes(text))) {
    const cat = /^\$CATEGORY:\s*(.*)(?:\n|$)/.exec(block.text);
    if (cat) {
      category = cleanText(cat[1]!);
      const rest = block.text.slice(cat[0].length);
      if (!rest.trim()) continue;
      block.line += 1;
      block.text = rest.trim();
    }
    const question = parseBlock(block, questions.length + 1, category);
    if (question) questions.push(question);
  }
  if (!questions.length) throw new FormatError('GIFT', 1, 'no questions found (a GIFT question needs an answer block in { }).');
  return questions;
}

export function looksLikeGift(text: string): boolean {
  const blocks = text.match(/\{[^{}]*\}/g) ?? [];
  const keyed = blocks.some((b) => /^\{\s*(?:[=~#]|(?:T|F|TRUE|FALSE)\s*[#}])/.test(b));
  // An empty {} (essay) only counts with GIFT's ::title:: so prose with braces is not misread.
  return keyed || (blocks.some((b) => /^\{\s*\}$/.test(b)) && /(^|\n)\s*::[^\n]*::/.test(text));
}
