import { isObjectiveLine } from '../retrieval/exam-wording';
import type { Passage } from '../types';

// Passages of roughly a paragraph or two rank well with BM25: long enough to hold an answer,
// short enough that one citation points the student at the right place.
const TARGET_WORDS = 150;
const MAX_WORDS = 260;

const MARKDOWN_HEADING = /^#{1,6}\s+(.+)$/;
const NUMBERED_HEADING = /^(?:chapter|section|unit|lesson)?\s*\d+(?:\.\d+)*\.?\s+[A-Z][^.!?]{0,80}$/i;

function wordCount(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

/** A line on its own that reads as a title: short, no closing punctuation, capitalised. */
function headingOf(block: string): string | null {
  if (block.includes('\n')) return null;
  const md = MARKDOWN_HEADING.exec(block);
  if (md) return md[1]!.trim();
  if (block.length > 90 || /[.!?:;,]$/.test(block)) return null;
  // "Identify the four requirements for human survival" under "you will be able to:" is a learning
  // objective, not the title of the paragraphs after it.
  if (isObjectiveLine(block)) return null;
  if (NUMBERED_HEADING.test(block)) return block;
  const isAllCaps = /[A-Z]/.test(block) && block === block.toUpperCase() && wordCount(block) <= 10;
  const isTitle = /^[A-Z]/.test(block) && wordCount(block) <= 8 && wordCount(block) >= 2;
  return isAllCaps || isTitle ? block : null;
}

function splitSentences(text: string): string[] {
  return text.split(/(?<=[.!?])\s+(?=[A-Z0-9"(])/).filter(Boolean);
}

/** Cut an over-long paragraph at sentence ends. */
function chunkLong(paragraph: string): string[] {
  if (wordCount(paragraph) <= MAX_WORDS) return [paragraph];
  const chunks: string[] = [];
  let current: string[] = [];
  let count = 0;
  for (const sentence of splitSentences(paragraph)) {
    const n = wordCount(sentence);
    if (count > 0 && count + n > TARGET_WORDS) {
      chunks.push(current.join(' '));
      current = [];
      count = 0;
    }
    current.push(sentence);
    count += n;
  }
  if (current.length) chunks.push(current.join(' '));
  return chunks;
}

// A hard-wrapped paragraph on one line. Split and trim rather than a whitespace-newline-whitespace
// regex, which backtracks quadratically on long runs of spaces.
function joinLines(block: string): string {
  return block
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .join(' ');
}

export function splitPassages(text: string): Passage[] {
  const passages: Passage[] = [];
  let heading: string | undefined;
  let buffer: string[] = [];
  let bufferWords = 0;

  const flush = () => {
    if (!buffer.length) return;
    const passage: Passage = { id: passages.length + 1, text: buffer.join('\n\n') };
    if (heading) passage.heading = heading;
    passages.push(passage);
    buffer = [];
    bufferWords = 0;
  };

  for (const rawBlock of text.split(/\n\s*\n/)) {
    const block = rawBlock.trim();
    if (!block) continue;
    const title = headingOf(block);
    if (title !== null) {
      flush();
      heading = title;
      continue;
    }
    for (const chunk of chunkLong(joinLines(block))) {
      const n = wordCount(chunk);
      if (bufferWords > 0 && bufferWords + n > TARGET_WORDS) flush();
      buffer.push(chunk);
      bufferWords += n;
    }
  }
  flush();
  return passages;
}
