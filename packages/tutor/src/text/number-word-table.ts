// The English number words numberWordsToDigits reads. A Map: the words looked up are the student's.

export type WordKind = 'unit' | 'teen' | 'tens' | 'hundred' | 'scale' | 'ordinal-unit' | 'ordinal-teen' | 'ordinal-tens' | 'denominator';

export interface WordValue {
  kind: WordKind;
  value: number;
  /** The word also names a fraction's denominator: "a third", "three fifths". */
  denominator?: number;
}

const UNITS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
const TEENS = ['ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const ORDINAL_UNITS = ['', 'first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth'];
const ORDINAL_TEENS = ['tenth', 'eleventh', 'twelfth', 'thirteenth', 'fourteenth', 'fifteenth', 'sixteenth', 'seventeenth', 'eighteenth', 'nineteenth'];
const ORDINAL_TENS = ['', '', 'twentieth', 'thirtieth', 'fortieth', 'fiftieth', 'sixtieth', 'seventieth', 'eightieth', 'ninetieth'];

const table = new Map<string, WordValue>();
const add = (word: string, entry: WordValue) => word && table.set(word, entry);

UNITS.forEach((w, i) => add(w, { kind: 'unit', value: i }));
add('nought', { kind: 'unit', value: 0 });
add('naught', { kind: 'unit', value: 0 });
TEENS.forEach((w, i) => add(w, { kind: 'teen', value: 10 + i }));
TENS.forEach((w, i) => add(w, { kind: 'tens', value: 10 * i }));
add('hundred', { kind: 'hundred', value: 100 });
add('thousand', { kind: 'scale', value: 1e3 });
add('million', { kind: 'scale', value: 1e6 });
add('billion', { kind: 'scale', value: 1e9 });
add('trillion', { kind: 'scale', value: 1e12 });
// From "third" on, an ordinal is also a denominator ("the third" is 3, "a third" is 1/3).
ORDINAL_UNITS.forEach((w, i) => add(w, { kind: 'ordinal-unit', value: i, ...(i >= 3 ? { denominator: i } : {}) }));
ORDINAL_TEENS.forEach((w, i) => add(w, { kind: 'ordinal-teen', value: 10 + i, denominator: 10 + i }));
ORDINAL_TENS.forEach((w, i) => add(w, { kind: 'ordinal-tens', value: 10 * i, denominator: 10 * i }));
add('hundredth', { kind: 'ordinal-tens', value: 100, denominator: 100 });
add('thousandth', { kind: 'ordinal-tens', value: 1000, denominator: 1000 });
// Plural denominators are fractions only ("two thirds"); "half" and "quarter" are never ordinals.
for (const [word, denominator] of [
  ['half', 2],
  ['halves', 2],
  ['quarter', 4],
  ['quarters', 4],
  ...[...ORDINAL_UNITS.slice(3), ...ORDINAL_TEENS, ...ORDINAL_TENS.slice(2), 'hundredth', 'thousandth'].map((w) => [`${w}s`, table.get(w)!.value] as const),
] as const) {
  add(word, { kind: 'denominator', value: denominator, denominator });
}

export const WORD_VALUES: ReadonlyMap<string, WordValue> = table;
