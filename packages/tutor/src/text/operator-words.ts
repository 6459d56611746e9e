// Arithmetic written as symbols ("85 ÷ 5", "(13)(7)", "9 − 4") names its operation as plainly as words
// do: "simplify 52 × 983" asks about multiplying as "multiply 52 by 983" does. An equation with an
// unknown ("8m + 9 = 5m") asks about solving equations: its operations are the steps, not the subject.

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

/** An equation with an unknown is to be solved ("Solve: 8m + 9 = 5m"). */
const EQUATION_WORDS = ['solve', 'equation'];

/**
 * How a section that teaches each operation is headed: any one of the operation's names ("Divide Whole
 * Numbers", "Addition Notation"), or, for equations, both words ("Solve Equations Using ..."): "Kinematic
 * Equations" and "Balancing Chemical Equations" teach no solving.
 */
export const TEACHING_HEADINGS: string[][] = [...Object.values(WORDS).flatMap(([verb, noun]) => [[verb!], [noun!]]), EQUATION_WORDS];

/** An equals sign between operands. */
const EQUALS = /[\w)]\s?=\s?[\w(−-]/;
/** An unknown: a letter after a number or a bracket ("7x", "(1)/(4)a"), or a lone letter before an operator or "=" ("a − 30"). */
const UNKNOWN = /[\d)][a-zA-Z](?![a-zA-Z])|(?<![a-zA-Z])[a-zA-Z]\s?[+−×·⋅*÷=-]/;

/**
 * An operator between two operands: a number, a bracket or a single letter ("x + y", not "a + sign"). The
 * ASCII hyphen only with a space on each side ("1820-1903", "well-known" are no subtraction), and ")(" only
 * before a number ("(13)(7)"). At most one space either side, so each match looks at a few characters:
 * linear in the text.
 */
const BETWEEN_OPERANDS = /[+−×·⋅*÷](?<=(?:[\d)]|(?<![a-zA-Z])[a-zA-Z])\s?.)(?=\s?(?:[\d(]|[a-zA-Z](?![a-zA-Z])))|(?<=[\d)] )-(?= [\d(])|\)\s?\((?=\s?\d)/g;

/** The words of the operations the text writes as symbols, each operation once ("solve equation" for an equation with an unknown). */
export function operatorWords(text: string): string[] {
  if (EQUALS.test(text) && UNKNOWN.test(text)) return EQUATION_WORDS;
  const found = new Set<string[]>();
  for (const match of text.matchAll(BETWEEN_OPERANDS)) found.add(OPERATORS.get(match[0].replace(/\s+/g, ''))!);
  return [...found].flat();
}
