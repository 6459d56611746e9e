/**
 * Turns written chapter text into the words a person would say, so the language model,
 * the pronunciation dictionary and word-error-rate scoring all count the same tokens.
 * "439 miles" -> "four hundred thirty nine miles"; "1.5" -> "one point five"; "50%" -> "fifty percent".
 */
const ONES = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const SCALES: Array<[number, string]> = [
  [1e9, 'billion'],
  [1e6, 'million'],
  [1e3, 'thousand'],
  [100, 'hundred'],
];

export function integerToWords(n: number): string[] {
  if (!Number.isFinite(n) || n < 0) return [];
  if (n < 20) return [ONES[n]!];
  if (n < 100) return n % 10 === 0 ? [TENS[Math.floor(n / 10)]!] : [TENS[Math.floor(n / 10)]!, ONES[n % 10]!];
  for (const [scale, name] of SCALES) {
    if (n >= scale) {
      const rest = n % scale;
      return [...integerToWords(Math.floor(n / scale)), name, ...(rest ? integerToWords(rest) : [])];
    }
  }
  return [];
}

/** A year such as 1905 is said "nineteen oh five" / "nineteen hundred"; 2010 stays "two thousand ten". */
function numberToWords(raw: string): string[] {
  const digits = raw.replace(/,/g, '');
  const [whole = '', fraction] = digits.split('.');
  const n = Number(whole || '0');
  let words: string[];
  if (whole.length === 4 && n >= 1100 && n < 2000 && !fraction) {
    const high = Math.floor(n / 100);
    const low = n % 100;
    words = [...integerToWords(high), ...(low === 0 ? ['hundred'] : low < 10 ? ['oh', ONES[low]!] : integerToWords(low))];
  } else {
    words = integerToWords(n);
  }
  if (fraction) words.push('point', ...[...fraction].map((d) => ONES[Number(d)]!));
  return words;
}

/** Units written as symbols but spoken in full; only unambiguous ones (a lone "m" may be a variable). */
const UNITS: Array<[RegExp, string]> = [
  [/\bkm\s*\/\s*h\b/gi, ' kilometers per hour '],
  [/\bm\s*\/\s*s\s*(\^\s*2|²)/gi, ' meters per second squared '],
  [/\bm\s*\/\s*s\b/gi, ' meters per second '],
  [/\bmph\b/gi, ' miles per hour '],
  [/(\d)\s*km\b/gi, '$1 kilometers '],
  [/(\d)\s*cm\b/gi, '$1 centimeters '],
  [/(\d)\s*mm\b/gi, '$1 millimeters '],
  [/(\d)\s*kg\b/gi, '$1 kilograms '],
  [/(\d)\s*m\b(?!')/g, '$1 meters '],
  [/(\d)\s*s\b(?!')/g, '$1 seconds '],
];

const SYMBOLS: Array<[RegExp, string]> = [
  [/%/g, ' percent '],
  [/&/g, ' and '],
  [/\+/g, ' plus '],
  [/=/g, ' equals '],
  [/°/g, ' degrees '],
];

/** Lower-case spoken words; apostrophes inside words survive (cmudict spells "object's", "don't"). */
export function spokenWords(text: string): string[] {
  let t = text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
  t = t.replace(/[\u2018\u2019\u02bc]/g, "'").replace(/[\u2010-\u2015]/g, '-');
  for (const [pattern, words] of UNITS) t = t.replace(pattern, words);
  for (const [pattern, word] of SYMBOLS) t = t.replace(pattern, word);
  t = t.replace(/(\d)([a-z])/gi, '$1 $2').replace(/([a-z])(\d)/gi, '$1 $2');
  t = t.replace(/\d[\d,]*(\.\d+)?/g, (m) => ` ${numberToWords(m).join(' ')} `);
  const words: string[] = [];
  for (const token of t.toLowerCase().split(/[^a-z']+/)) {
    const word = token.replace(/^'+|'+$/g, '');
    if (word) words.push(word);
  }
  return words;
}

/** Sentences as word lists; the unit the n-gram model counts (each gets <s> ... </s>). */
export function spokenSentences(text: string): string[][] {
  return text
    .split(/(?<=[.!?;:])\s+|\n+/)
    .map(spokenWords)
    .filter((words) => words.length > 0);
}
