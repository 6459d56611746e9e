import { numberWordsToDigits } from '../text/number-words';

// Exact comparisons of short answers and option texts: case, punctuation and spacing do not matter,
// and a number matches however it is written ("four" = "4", "one half" = "0.5", "2.50" = "2.5").

const DIGITS = /\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?/g;

/** Every number in its shortest digit form, so "2.50", "1,200" and "007" read as 2.5, 1200 and 7. */
export function canonicalNumbers(text: string): string {
  return text.replace(DIGITS, (n) => {
    const value = Number(n.replace(/,/g, ''));
    return Number.isFinite(value) ? String(value) : n;
  });
}

/** Lower-case words and numbers separated by single spaces (a decimal point becomes "p"). */
export function comparableText(text: string): string {
  return canonicalNumbers(numberWordsToDigits(text))
    .toLowerCase()
    .replace(/(\d)\.(\d)/g, '$1p$2')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}
