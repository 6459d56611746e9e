// An answer key after the questions: a heading ("Answer Key", "ANSWERS") and then entries written
// "1. b  2. c", "1-b, 2-c", "1) B", or one text answer per line ("7. Use the molar mass ...").
import type { ImportWarning } from '../../types';
import { continuesLine, joinWrapped } from './hard-wrap';
import { isBlank, isKeyHeading } from './line-patterns';

export interface KeyEntry {
  number: number;
  answer: string;
  /** 0-based line index in the text. */
  line: number;
}

export interface AnswerKey {
  /** First line of the key (its heading when it has one) and the line after its last entry. */
  start: number;
  end: number;
  entries: KeyEntry[];
  /** 0-based line indexes of key lines that could not be read. */
  unreadable: number[];
}

const LETTER_ITEM = /\s*(?:Q\s*)?(\d{1,3})(?:\s*[.):=-]\s*|\s+)\(?([A-H]|true|false|T|F)\)?\.?(?:\s*[,;|]|(?=\s)|$)/iy;
const TEXT_ENTRY = /^\s*(?:Q|Question\s*)?(\d{1,3})\s*[.):-]\s+(\S.*)$/i;
const NEXT_TEXT_ENTRY = /(?<=\S)\s{2,}(?=(?:Q\s*)?\d{1,3}\s*[.):-]\s)/;

/** "1-d, 2-b, 3-b" or "1. b  2. c" or "1) B": a line of letter answers and nothing else. */
export function letterEntries(line: string): Array<{ number: number; answer: string }> | null {
  const entries: Array<{ number: number; answer: string }> = [];
  LETTER_ITEM.lastIndex = 0;
  const text = line.trimEnd();
  while (LETTER_ITEM.lastIndex < text.length) {
    const at = LETTER_ITEM.lastIndex;
    const m = LETTER_ITEM.exec(text);
    if (!m || m.index !== at) return null;
    entries.push({ number: Number(m[1]), answer: m[2]!.length === 1 ? m[2]!.toUpperCase() : m[2]!.toLowerCase() });
  }
  return entries.length ? entries : null;
}

/** "7. Use the molar mass ...", possibly several on one line when two or more spaces part them. */
function textEntries(line: string): Array<{ number: number; answer: string }> | null {
  const pieces = line.trim().split(NEXT_TEXT_ENTRY);
  const entries: Array<{ number: number; answer: string }> = [];
  for (const piece of pieces) {
    const m = TEXT_ENTRY.exec(piece);
    if (!m) return null;
    const number = Number(m[1]);
    if (entries.length && number <= entries[entries.length - 1]!.number) {
      // Not the next entry after all: keep the piece as text of the previous one.
      entries[entries.length - 1]!.answer += ` ${piece.trim()}`;
      continue;
    }
    entries.push({ number, answer: m[2]!.trim() });
  }
  return entries;
}

/**
 * Read an answer key that starts at `start` (a heading, or the first entry when `headed` is false)
 * and runs until the end of the text or until a paragraph that is not part of it.
 */
function readKey(lines: string[], start: number, headed: boolean, skip: Set<number>, width: number | null): AnswerKey {
  const entries: KeyEntry[] = [];
  const unreadable: number[] = [];
  let end = start + (headed ? 1 : 0);
  let lastText: KeyEntry | null = null;
  let afterBlank = false;
  for (let i = end; i < lines.length; i++) {
    if (skip.has(i)) continue;
    const line = lines[i]!;
    if (isBlank(line)) {
      afterBlank = true;
      continue;
    }
    const letters = letterEntries(line);
    const texts = letters ? null : textEntries(line);
    // After a blank line, numbering that goes back is something new (another set), not more key.
    const last = entries[entries.length - 1];
    if (afterBlank && last && (letters ?? texts)?.[0] && (letters ?? texts)![0]!.number <= last.number) break;
    if (letters || texts) {
      for (const e of letters ?? texts!) entries.push({ ...e, line: i });
      lastText = texts ? entries[entries.length - 1]! : null;
      end = i + 1;
      afterBlank = false;
      continue;
    }
    if (lastText && (!afterBlank || continuesLine(lines[end - 1] ?? '', line, width))) {
      lastText.answer = afterBlank ? `${lastText.answer}\n\n${line.trim()}` : joinWrapped(lastText.answer, line);
      end = i + 1;
      afterBlank = false;
      continue;
    }
    if (afterBlank) break; // a paragraph after the key: prose, not part of it
    unreadable.push(i);
    end = i + 1;
  }
  return { start, end, entries, unreadable };
}

/**
 * Find the answer key after the question at line `after`: under a key heading, or, without one, a
 * block of letter-only lines at the end whose numbers go back to questions already asked.
 */
export function findAnswerKey(lines: string[], after: number, lastQuestionNumber: (line: number) => number, skip: Set<number>, width: number | null): AnswerKey | null {
  for (let i = after + 1; i < lines.length; i++) {
    if (skip.has(i) || !isKeyHeading(lines[i]!)) continue;
    let j = i + 1;
    while (j < lines.length && (isBlank(lines[j]) || skip.has(j))) j++;
    const first = j < lines.length ? (letterEntries(lines[j]!) ?? textEntries(lines[j]!)) : null;
    if (!first || first[0]!.number > lastQuestionNumber(i)) continue;
    const key = readKey(lines, i, true, skip, width);
    // Entries that ask questions are a second question set under a heading such as "Key Questions".
    const asking = key.entries.filter((e) => /\?$/.test(e.answer)).length;
    if (key.entries.length && asking <= key.entries.length / 2) return key;
  }
  // No heading: trailing lines made only of letter answers ("1-b, 2-c"), numbered back from the start.
  let end = lines.length;
  while (end > after && (isBlank(lines[end - 1]) || skip.has(end - 1))) end--;
  let start = end;
  while (start > after + 1 && (isBlank(lines[start - 1]) || skip.has(start - 1) || letterEntries(lines[start - 1]!))) start--;
  while (start < end && (isBlank(lines[start]) || skip.has(start))) start++;
  if (start >= end) return null;
  const entries = lines.slice(start, end).flatMap((l) => letterEntries(l) ?? []);
  const isRestart = entries.length >= 2 && entries[0]!.number <= lastQuestionNumber(start) && entries[0]!.number < entries[entries.length - 1]!.number;
  return isRestart ? readKey(lines, start, false, skip, width) : null;
}

export function keyWarnings(key: AnswerKey, firstLine: number): ImportWarning[] {
  return key.unreadable.map((i) => ({ line: firstLine + i, message: 'This line of the answer key could not be read; it names no question number.' }));
}
