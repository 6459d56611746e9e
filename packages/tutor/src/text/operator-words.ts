// Arithmetic written as symbols ("85 ÷ 5", "(13)(7)", "9 − 4") names its operation as plainly as words
// do: "simplify 52 × 983" asks about multiplying as "multiply 52 by 983" does. An equation with an
// unknown ("8m + 9 = 5m") asks about solving equations: its operations are the steps, not the subject.

/**
 * What a chapter calls each operation: its names (the verb and the noun; "adding" too, which stems apart
 * from "add") and its result ("sum").
 */
const OPERATIONS = {
  add: { names: ['add', 'addition', 'adding'], result: 'sum' },
  subtract: { names: ['subtract', 'subtraction'], result: 'difference' },
  multiply: { names: ['multiply', 'multiplication'], result: 'product' },
  divide: { names: ['divide', 'division'], result: 'quotient' },
};

type Operation = keyof typeof OPERATIONS;

/** Each operation's words, one array per operation: operatorWords names an operation once however often it is written. */
const WORDS = new Map(Object.entries(OPERATIONS).map(([operation, { names, result }]) => [operation, [...names, result]]));

/** The symbols of each operation (")(" is "(13)(7)"). */
const SYMBOLS: Array<[string, Operation]> = [
  ['+', 'add'],
  ['−', 'subtract'],
  ['–', 'subtract'],
  ['-', 'subtract'],
  ['×', 'multiply'],
  ['·', 'multiply'],
  ['⋅', 'multiply'],
  ['*', 'multiply'],
  ['÷', 'divide'],
  ['/', 'divide'],
  [')(', 'multiply'],
];

const OPERATORS = new Map(SYMBOLS.map(([symbol, operation]) => [symbol, WORDS.get(operation)!]));

/** An equation with an unknown is to be solved ("Solve: 8m + 9 = 5m"). */
const EQUATION_WORDS = ['solve', 'equation'];

/**
 * How a section that teaches each operation is headed: one of the operation's names ("Divide Whole Numbers",
 * "Addition Notation", "Adding Fractions"), not its result ("The Sum of Its Parts" teaches no adding); for
 * equations, both words ("Solve Equations Using ..."), since "Kinematic Equations" and "Balancing Chemical
 * Equations" teach no solving. The operation each names is kept beside it: a chapter teaches arithmetic when
 * its headings name two operations or more.
 */
export const TEACHING_HEADINGS: Array<{ operation: string; words: string[] }> = [
  ...Object.entries(OPERATIONS).flatMap(([operation, { names }]) => names.map((name) => ({ operation, words: [name] }))),
  { operation: 'solve', words: EQUATION_WORDS },
];

/** An equals sign between operands. */
const EQUALS = /[\w)]\s?=\s?[\w(−-]/;
/**
 * An unknown: a letter after a number or a bracket ("7x", "(1)/(4)a"), or a lone letter before an operator
 * or "=" ("a − 30", "x = 5"). So any lone letter beside "=" is one: "F = ma" reads as an equation too, and
 * is on topic only where a heading names solving equations.
 */
const UNKNOWN = /[\d)][a-zA-Z](?![a-zA-Z])|(?<![a-zA-Z])[a-zA-Z]\s?[+−×·⋅*÷=-]/;

/**
 * An operator between two operands: a number (negative too: "3 × −2"), a bracket or a single letter ("x + y",
 * not "a + sign"). The ASCII hyphen and the en dash only with a space on each side ("1820-1903", "well-known"
 * are no subtraction), "/" only between numbers or brackets ("(355)/(5)", not "km/h"), and ")(" only before a
 * number ("(13)(7)"). At most one space either side, so each match looks at a few characters: linear in the text.
 */
const BETWEEN_OPERANDS =
  /[+−×·⋅*÷](?<=(?:[\d)]|(?<![a-zA-Z])[a-zA-Z])\s?.)(?=\s?(?:[−-]?[\d(]|[a-zA-Z](?![a-zA-Z])))|(?<=[\d)] )[-–](?= [−-]?[\d(])|(?<=[\d)]\s?)\/(?=\s?[\d(])|\)\s?\((?=\s?[−-]?\d)/g;

/** The words of the operations the text writes as symbols, each operation once ("solve equation" for an equation with an unknown). */
export function operatorWords(text: string): string[] {
  if (EQUALS.test(text) && UNKNOWN.test(text)) return EQUATION_WORDS;
  const found = new Set<string[]>();
  for (const match of text.matchAll(BETWEEN_OPERANDS)) found.add(OPERATORS.get(match[0].replace(/\s+/g, ''))!);
  return [...found].flat();
}
