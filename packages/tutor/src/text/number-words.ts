// Numbers written as words, as students and answer keys write them: "four", "twenty-one",
// "one hundred and five", "a half", "three quarters", "two and a half", "zero point five",
// "twenty-first". numberWordsToDigits rewrites each such phrase as digits, so "four" and "4"
// compare equal wherever numbers are compared. Every table is a Map: the words are the student's.

import { WORD_VALUES, type WordKind } from './number-word-table';

interface Token {
  word: string;
  start: number;
  end: number;
  /** A run of digits such as "2" or "2.5" ("2 and a half", "5 million"). */
  digits?: number;
}

interface Parsed {
  value: number;
  next: number;
  last: WordKind | 'a' | 'digits' | 'and';
}

const kindOf = (t: Token | undefined) => (t ? WORD_VALUES.get(t.word) : undefined);
const COUNT: ReadonlySet<Parsed['last']> = new Set(['unit', 'teen', 'tens', 'a', 'digits']);
const AFTER_JOIN: ReadonlySet<Parsed['last'] | 'none'> = new Set(['none', 'hundred', 'scale', 'and']);

/** Words, digit runs and where they are; `joined[i]` says token i follows token i-1 within one phrase. */
function tokenise(text: string): { tokens: Token[]; joined: boolean[] } {
  const tokens: Token[] = [];
  const joined: boolean[] = [];
  for (const m of text.matchAll(/[A-Za-z]+|\d+(?:\.\d+)?/g)) {
    const token: Token = { word: m[0].toLowerCase(), start: m.index, end: m.index + m[0].length };
    if (/^\d/.test(m[0])) {
      // "1,200" or "x2.5": a part of a bigger number or word never starts a phrase.
      const before = text[m.index - 1] ?? ' ';
      const after = text[token.end] ?? ' ';
      if (!/[\w.,]/.test(before) && !/[\w]/.test(after)) token.digits = Number(m[0]);
    }
    const previous = tokens.at(-1);
    const gap = previous ? text.slice(previous.end, token.start) : '';
    joined.push(!!previous && /^(?:[ \t]{1,3}|[ \t]?-[ \t]?)$/.test(gap));
    tokens.push(token);
  }
  return { tokens, joined };
}

/** "one hundred and five", "twenty-first", "a thousand", "5 million". */
function parseCardinal(tokens: Token[], joined: boolean[], i: number): Parsed | null {
  let total = 0;
  let current = 0;
  let last: Parsed['last'] | 'none' = 'none';
  let j = i;
  for (; j < tokens.length && (j === i || joined[j]); j++) {
    const token = tokens[j]!;
    const entry = kindOf(token);
    if (last === 'none' && token.digits !== undefined) {
      current = token.digits;
      last = 'digits';
      continue;
    }
    if (last === 'none' && (token.word === 'a' || token.word === 'an')) {
      const following = kindOf(tokens[j + 1]);
      if (!joined[j + 1] || !following || !(following.kind === 'hundred' || following.kind === 'scale' || following.denominator)) return null;
      current = 1;
      last = 'a';
      continue;
    }
    if (token.word === 'and' && (last === 'hundred' || last === 'scale')) {
      const following = kindOf(tokens[j + 1]);
      if (!joined[j + 1] || !following || !['unit', 'teen', 'tens', 'ordinal-unit', 'ordinal-teen', 'ordinal-tens'].includes(following.kind)) break;
      last = 'and';
      continue;
    }
    if (!entry) break;
    const { kind, value } = entry;
    if (kind === 'unit' && (AFTER_JOIN.has(last) || last === 'tens')) current += value;
    else if ((kind === 'teen' || kind === 'tens') && AFTER_JOIN.has(last)) current += value;
    else if (kind === 'hundred' && (last === 'unit' || last === 'teen' || last === 'a' || last === 'digits')) current = current * 100;
    else if (kind === 'scale' && (COUNT.has(last as Parsed['last']) || last === 'hundred')) {
      total += current * value;
      current = 0;
    } else if (kind === 'ordinal-unit' && (AFTER_JOIN.has(last) || last === 'tens')) {
      return { value: total + current + value, next: j + 1, last: kind };
    } else if ((kind === 'ordinal-teen' || kind === 'ordinal-tens') && AFTER_JOIN.has(last)) {
      return { value: total + current + value, next: j + 1, last: kind };
    } else break;
    last = kind;
  }
  if (last === 'none') return null;
  if (last === 'and') j--; // "one hundred and" + something that is not a number: the "and" is prose
  return { value: total + current, next: j, last };
}

/** "half", "a quarter", "three fifths", "2 thirds" (a count, then a denominator). */
function parseFraction(tokens: Token[], joined: boolean[], i: number): Parsed | null {
  const first = tokens[i];
  if (first?.word === 'half') return { value: 0.5, next: i + 1, last: 'denominator' };
  const count = parseCardinal(tokens, joined, i);
  if (!count || !COUNT.has(count.last)) return null;
  const denominator = kindOf(tokens[count.next])?.denominator;
  if (!joined[count.next] || !denominator) return null;
  return { value: count.value / denominator, next: count.next + 1, last: 'denominator' };
}

/** Digit words after "point": "three point one four" is 3.14. */
function parseDecimals(tokens: Token[], joined: boolean[], i: number, leading = false): { digits: string; next: number } | null {
  if (tokens[i]?.word !== 'point' || !(leading || joined[i])) return null;
  let digits = '';
  let j = i + 1;
  for (; j < tokens.length && joined[j]; j++) {
    const entry = kindOf(tokens[j]);
    if (entry?.kind !== 'unit') break;
    digits += String(entry.value);
  }
  return digits ? { digits, next: j } : null;
}

function parseNumber(tokens: Token[], joined: boolean[], i: number): Parsed | null {
  const word = tokens[i]!.word;
  if ((word === 'minus' || word === 'negative') && joined[i + 1]) {
    const rest = parseNumber(tokens, joined, i + 1);
    return rest ? { ...rest, value: -rest.value } : null;
  }
  if (word === 'point') {
    const decimals = parseDecimals(tokens, joined, i, true);
    return decimals ? { value: Number(`0.${decimals.digits}`), next: decimals.next, last: 'unit' } : null;
  }
  const fraction = parseFraction(tokens, joined, i);
  if (fraction) return fraction;
  const cardinal = parseCardinal(tokens, joined, i);
  if (!cardinal || cardinal.last === 'a') return null; // "a" alone is the article
  if (cardinal.last === 'ordinal-unit' || cardinal.last === 'ordinal-teen' || cardinal.last === 'ordinal-tens') return cardinal;
  const decimals = parseDecimals(tokens, joined, cardinal.next);
  if (decimals && Number.isInteger(cardinal.value)) return { value: Number(`${cardinal.value}.${decimals.digits}`), next: decimals.next, last: 'unit' };
  // "two and a half", "one and three quarters"
  if (tokens[cardinal.next]?.word === 'and' && joined[cardinal.next] && joined[cardinal.next + 1]) {
    const part = parseFraction(tokens, joined, cardinal.next + 1);
    if (part && part.value < 1) return { value: cardinal.value + part.value, next: part.next, last: 'denominator' };
  }
  return cardinal;
}

/** "second" is also a unit of time: "a second", "per second", "one second" keep the word. */
function isTimeSecond(tokens: Token[], joined: boolean[], i: number): boolean {
  if (tokens[i]!.word !== 'second' || !joined[i]) return false;
  const before = tokens[i - 1]!;
  return ['a', 'an', 'per', 'each', 'every'].includes(before.word) || before.digits !== undefined || WORD_VALUES.has(before.word);
}

/** A value written back as digits: at most 12 significant digits, so 2/3 does not print float noise. */
function formatNumber(value: number): string {
  return String(Number(value.toPrecision(12)));
}

/** The text with every number written in words rewritten as digits ("twenty-one" -> "21"). */
export function numberWordsToDigits(text: string): string {
  const plain = text.replace(/\b(\d+)(?:st|nd|rd|th)\b/gi, '$1');
  const { tokens, joined } = tokenise(plain);
  let out = '';
  let copiedTo = 0;
  for (let i = 0; i < tokens.length;) {
    const parsed = isTimeSecond(tokens, joined, i) ? null : parseNumber(tokens, joined, i);
    const usesWords = parsed && tokens.slice(i, parsed.next).some((t) => t.digits === undefined);
    if (!parsed || !usesWords || !Number.isFinite(parsed.value)) {
      i++;
      continue;
    }
    out += plain.slice(copiedTo, tokens[i]!.start) + formatNumber(parsed.value);
    copiedTo = tokens[parsed.next - 1]!.end;
    i = parsed.next;
  }
  return out + plain.slice(copiedTo);
}
