// Arithmetic written as symbols ("85 ÷ 5", "(13)(7)", "9 − 4") names its operation as plainly as words
// do: "simplify 52 × 983" asks about multiplying as "multiply 52 by 983" does.

/** What a chapter calls each operation: the verb, the noun and the result ("add", "addition", "sum"). */
const WORDS = { add: ['add', 'addition', 'sum'], subtract: ['subtract', 'subtraction', 'difference'], multiply: ['multiply', 'multiplication', 'product'], divide: ['divide', 'division', 'quotient'] };

const OPERATORS = new Map<string, string[]>([
  ['+', WORDS.add],
  ['−', WORDS.subtract],
  ['-', WORDS.subtract],
  ['×', WORDS.multiply],
  ['·', WORDS.multiply],
  ['⋅', WORDS.multiply],
  ['*', WORDS.multiply],
  ['÷', WORDS.divide],
  [')(', WORDS.multiply],
]);

/** The names of the operations themselves (not their results): a section headed with one teaches it. */
export const OPERATION_NAMES = [...Object.values(WORDS)].flatMap(([verb, noun]) => [verb!, noun!]);

/**
 * An operator between two operands: a number, a bracket or a single letter ("x + y", not "a + sign"). The
 * ASCII hyphen only with a space on each side ("1820-1903", "well-known" are no subtraction), and ")(" only
 * before a number ("(13)(7)"). At most one space either side, so each match looks at a few characters:
 * linear in the text.
 */
const BETWEEN_OPERANDS = /[+−×·⋅*÷](?<=(?:[\d)]|(?<![a-zA-Z])[a-zA-Z])\s?.)(?=\s?(?:[\d(]|[a-zA-Z](?![a-zA-Z])))|(?<=[\d)] )-(?= [\d(])|\)\s?\((?=\s?\d)/g;

/** The words of the operations the text writes as symbols, each operation once. */
export function operatorWords(text: string): string[] {
  const found = new Set<string[]>();
  for (const match of text.matchAll(BETWEEN_OPERANDS)) found.add(OPERATORS.get(match[0].replace(/\s+/g, ''))!);
  return [...found].flat();
}
