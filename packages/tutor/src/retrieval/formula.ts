// A formula written in a chapter's prose ("speed = distance / time", "v̄ = Δx/Δt = (x_f − x_0)/(t_f − t_0)")
// as maths for the chat, which renders only real delimiters ($$...$$): prose with a "$5" in it never
// turns into maths.

/** Letters of any script with their accents ("v̄", "ā", "δ"), digits, subscripts and superscripts (no full stop: "time. v = d/t" is two sentences). */
const SYMBOL_CHARS = "\\p{L}\\p{M}\\w'²³";
const FORMULA = new RegExp(
  // Where a formula starts: the sentence's start, after a colon or bracket, or after "is" / "as"; then
  // a quantity of up to a few words, "=", and the rest of the clause. A full stop ends it, but not the
  // point of "3.5"; a comma ends it only before a space.
  `(?:^|[:;(]\\s*|\\bis\\s+|\\bas\\s+)((?:\\p{L}[${SYMBOL_CHARS} ]{0,40}?|\\w)\\s*=\\s*(?:[^.;,:]|\\.(?=\\d)|,(?=\\S))*)`,
  'u',
);

/** Words that end a formula's clause: "Δt = t_f - t_0 where Δt is...", "... and so ...". */
const CLAUSE_END = /\s+(?:where|and|so|which|becomes|when|if|for)\b/;

/** Everything up to the last linking word before a formula's quantity: "The force is F", "and x". */
const LEADING_WORDS = /^.*\b(?:is|are|was|were|be|by|as|and|so|then|thus|that|where|gives|becomes|if)\s+/i;

/** An operator: "speed = distance / time". */
const OPERATOR = /[+\-−±*×·/^²³√]/;
/** A side written in symbols, no words: "PV", "nRT", "F", "v_0". */
const COMPACT = /^[\p{L}\p{M}\w'²³]{1,6}$/u;

/** A number with the unit after it, if any: "3.5 m", "2.9m/s", "10^7 m^2", "46 s". */
const NUMBER_AND_UNIT = /\d+(?:\.\d+)?(?:\^-?\d+)?(?:\s?[a-zA-Zµ°]{1,3}(?:[/·^][a-zA-Z0-9]{1,3})*\b)?/g;
/** A measurement inside a side: a decimal or a number of several digits with its unit, or any number a space before its unit ("150km", "10^7 m"); not "2m" of "p^2/2m". */
const MEASUREMENT = /(?<![\w.^_])(?:\d+\.\d+|\d{2,})\s?[a-zA-Zµ°]{1,3}\b|(?<![\w.^_])\d+(?:\^\d+)?\s[a-zA-Zµ°]{1,3}\b/;

/**
 * A worked value ("3.5 m - 1.5 m", "+2.0 m", "(150km)/(3.2h)", "π(10^7 m)^2"): it opens with a number and
 * has no letters but units, or it holds a measurement. Not "14 − pH", "(1/2)mv²" nor the "v_0 t" of a formula.
 */
function isWorkedValue(side: string): boolean {
  if (/^[+\-−(\s]*\d/.test(side)) return !/\p{L}/u.test(side.replace(NUMBER_AND_UNIT, ''));
  return MEASUREMENT.test(side);
}

/** The text up to its first closing bracket that opens nowhere in it: "(δA/A) × 100%) of" -> "(δA/A) × 100%". */
function withinBrackets(s: string): string {
  let depth = 0;
  for (let i = 0; i < s.length; i++) {
    depth += s[i] === '(' ? 1 : s[i] === ')' ? -1 : 0;
    if (depth < 0) return s.slice(0, i);
  }
  return depth === 0 ? s : '';
}

/**
 * The formula a sentence states, or null. Only its relation between named quantities is kept: in
 * "Δx = x_f - x_0 = 3.5 m - 1.5 m = +2.0 m" the worked values that follow are the example's, not the formula.
 */
export function formulaIn(sentence: string): string | null {
  const m = FORMULA.exec(sentence.length > 2000 ? sentence.slice(0, 2000) : sentence);
  if (!m?.[1]) return null;
  const clause = withinBrackets(m[1].split(CLAUSE_END)[0]!).trim();
  // "The force is F = ma", "... and x = x_0 + v_0 t": the quantity is what stands after the last linking word.
  const sides = clause.split('=').map((s, i) => (i === 0 ? s.replace(LEADING_WORDS, '') : s).trim());
  const firstValue = sides.findIndex((s, i) => i > 0 && isWorkedValue(s));
  const kept = firstValue < 0 ? sides : sides.slice(0, firstValue);
  // "x = 3" is a worked value, not a formula: a formula relates named quantities.
  if (kept.length < 2 || kept.some((s) => !s || withinBrackets(s) !== s) || !/\p{L}/u.test(kept[1]!)) return null;
  // "plural = dermal papillae", "pH = approximately 3.5": an operator, or symbols on every side, or it relates no quantities.
  if (!kept.some((s) => OPERATOR.test(s)) && !kept.every((s) => COMPACT.test(s))) return null;
  // The left side names a quantity ("average speed"); "Find the tangent line to the curve at t = 25s" is an instruction.
  if (kept[0]!.split(/\s+/).length > 4) return null;
  return kept.join(' = ');
}

const ESCAPED: ReadonlyMap<string, string> = new Map(Object.entries({ '\\': '\\textbackslash ', '^': '\\textasciicircum ', '~': '\\textasciitilde ' }));
/** Text as it may stand inside \text{}: control characters, halves of a surrogate pair and stray accents dropped, LaTeX's specials escaped. */
const escapeText = (s: string) =>
  s
    .replace(/[\p{Cc}\p{Cs}]/gu, '')
    .replace(/^\p{M}+/u, '')
    .replace(/[\\{}$%&#_^~]/g, (c) => ESCAPED.get(c) ?? `\\${c}`);

const GREEK: ReadonlyMap<string, string> = new Map(
  Object.entries({
    Δ: '\\Delta',
    δ: '\\delta',
    Σ: '\\Sigma',
    σ: '\\sigma',
    θ: '\\theta',
    Ɵ: '\\theta',
    λ: '\\lambda',
    μ: '\\mu',
    ρ: '\\rho',
    ω: '\\omega',
    π: '\\pi',
    α: '\\alpha',
    β: '\\beta',
    τ: '\\tau',
  }),
);

/** Accents over a symbol (decomposed): x̄, ā, μ̂, ẋ, ñ. */
const ACCENTS: ReadonlyMap<string, string> = new Map(Object.entries({ '\u0304': '\\bar', '\u0305': '\\bar', '\u0302': '\\hat', '\u0307': '\\dot', '\u0303': '\\tilde', '\u0308': '\\ddot' }));

/** Words as upright text; a Greek letter among them is maths ("π" is no text character to KaTeX). */
function text(words: string): string {
  return words
    .split(/(\p{Script=Greek})/u)
    .map((part) => {
      if (/\p{Script=Greek}/u.test(part)) return GREEK.get(part) ?? part;
      const escaped = escapeText(part);
      return escaped ? `\\text{${escaped}}` : '';
    })
    .join('');
}

/** A change or a Greek letter, a letter with an accent (x̄, μ̂, as decomposed), a subscript (digits or lower-case letters). */
const ONE_SYMBOL = '([ΔδΣ])?(\\p{L})(\\p{M})?(?:_(\\{\\w+\\}|\\d+|[a-z]+))?';
const SYMBOL = new RegExp(`^${ONE_SYMBOL}$`, 'u');
/** The symbols of "P_1V_1", "mcΔT", "m_1v_1": one after another. */
const SYMBOLS = new RegExp(ONE_SYMBOL, 'gu');

function symbol(s: string): string {
  const [, change, letter, accent, sub] = SYMBOL.exec(s)!;
  const base = GREEK.get(letter!) ?? letter!;
  const accented = accent && ACCENTS.has(accent) ? `${ACCENTS.get(accent)}{${base}}` : base;
  return `${change ? `${GREEK.get(change)} ` : ''}${accented}${sub ? `_{${sub.replace(/[{}]/g, '')}}` : ''}`;
}

/** One quantity: a symbol ("v_0", "Δx", "v̄"), symbols side by side ("v_0 t", "P_1V_1", "πd"), a number ("100%"), or words ("average speed"). */
function operand(raw: string): string {
  const s = raw.trim().normalize('NFD');
  if (!s) return '';
  const number = /^(\d+(?:\.\d+)?)(%?)$/.exec(s);
  if (number) return `${number[1]}${number[2] ? '\\%' : ''}`;
  if (SYMBOL.test(s)) return symbol(s);
  const parts = s.split(/\s+/);
  if (parts.length > 1 && parts.every((p) => SYMBOL.test(p))) return parts.map(symbol).join('\\,');
  return text(raw.trim().replace(/[Δδ](?=\p{L})/gu, 'change in '));
}

/** A short run of symbols with a subscript, a change sign or a Greek letter among them ("P_1V_1", "mcΔT", "πd"), as its symbols; anything else whole. */
function symbolRun(s: string): string[] {
  const run = s.match(SYMBOLS) ?? [];
  return s.length <= 12 && run.length > 1 && run.join('') === s && /[_ΔδΣ\p{Script=Greek}]/u.test(s) ? run : [s];
}

type Token = { op: string } | { text: string };

/** Operators, brackets, powers and roots, and the operands between them, in one pass (linear in the text). */
function tokens(side: string): Token[] {
  const out: Token[] = [];
  for (const m of side
    .replace(/−/g, '-')
    .replace(/²/g, '^2')
    .replace(/³/g, '^3')
    .matchAll(/[+\-±*×·/()^√]|[^+\-±*×·/()^√]+/g)) {
    const part = m[0];
    if (/^[+\-±*×·/()^√]$/.test(part)) out.push({ op: part });
    // "N_0e": two symbols, so that a power after them is the e's alone.
    else if (part.trim()) out.push(...symbolRun(part.trim().normalize('NFD')).map((text) => ({ text })));
  }
  return out;
}

/** Brackets deeper than this are kept as text: a sentence is no place for more, and the parser recurses. */
const MAX_DEPTH = 20;
const MAX_POWERS = 3;

/**
 * One side of a formula as LaTeX, by a small parser: sums of products, "/" as a fraction over the
 * factor after it, "^" as a power of the factor before it, "√" or "sqrt" as a root, brackets kept
 * except where a fraction's line already groups them.
 */
function side(raw: string): string {
  const list = tokens(raw);
  let at = 0;
  let depth = 0;
  const peek = () => list[at];
  const isOp = (t: Token | undefined, ...ops: string[]): boolean => !!t && 'op' in t && ops.includes(t.op);
  // "(x + y)" as a group: its LaTeX, and the same without its brackets (for a fraction or a root).
  const group = (): { tex: string; bare: string } => {
    depth++;
    const inner = sum();
    depth--;
    if (isOp(peek(), ')')) at++;
    return { tex: `\\left(${inner}\\right)`, bare: inner };
  };
  const primary = (): { tex: string; bare: string } => {
    const t = list[at++];
    if (!t) return { tex: '', bare: '' };
    if ('text' in t) {
      // "sqrt(...)" and "√(...)" are roots.
      if (t.text === 'sqrt' && isOp(peek(), '(') && depth < MAX_DEPTH) {
        at++;
        const root = `\\sqrt{${group().bare}}`;
        return { tex: root, bare: root };
      }
      return { tex: operand(t.text), bare: operand(t.text) };
    }
    if (t.op === '(' && depth < MAX_DEPTH) return group();
    if (t.op === '√') {
      const under = isOp(peek(), '(') && depth < MAX_DEPTH ? (at++, group()) : primary();
      const root = `\\sqrt{${under.bare}}`;
      return { tex: root, bare: root };
    }
    if (t.op === '-' && depth < MAX_DEPTH) {
      depth++;
      const next = factor();
      depth--;
      return { tex: `-${next.tex}`, bare: `-${next.tex}` };
    }
    return { tex: `\\text{${escapeText(t.op)}}`, bare: `\\text{${escapeText(t.op)}}` };
  };
  // A power binds to what is just before it: "(x − μ)^2", "e^(kt)"; "I^2R" is I² times R.
  const factor = (): { tex: string; bare: string } => {
    let base = primary();
    // "a^b^c" is at most a few powers high; more is text (KaTeX's nesting, like the parser's, has a limit).
    for (let n = 0; n < MAX_POWERS && isOp(peek(), '^'); n++) base = power(base);
    return base;
  };
  const power = (base: { tex: string; bare: string }): { tex: string; bare: string } => {
    at++;
    const next = peek();
    let exponent: string;
    if (next && 'text' in next) {
      const head = /^(-?\d+(?:\.\d+)?|\p{L})(.*)$/u.exec(next.text);
      exponent = operand(head ? head[1]! : next.text);
      if (head?.[2]?.trim()) list[at] = { text: head[2].trim() };
      else at++;
    } else if (isOp(next, '(') && depth < MAX_DEPTH) {
      at++;
      exponent = group().bare;
    } else {
      exponent = isOp(next, '-') ? (at++, `-${primary().tex}`) : '';
    }
    const tex = `{${base.tex}}^{${exponent}}`;
    return { tex, bare: tex };
  };
  // "(1/2)at^2": a factor right after another multiplies it, with no sign between.
  const nextFactor = (t: Token | undefined) => !!t && ('text' in t || t.op === '(' || t.op === '√');
  const product = (): string => {
    let left = factor();
    while (isOp(peek(), '*', '×', '·', '/') || nextFactor(peek())) {
      const op = nextFactor(peek()) ? '' : (list[at++] as { op: string }).op;
      const right = factor();
      const tex = op === '/' ? `\\frac{${left.bare}}{${right.bare}}` : op ? `${left.tex} \\times ${right.tex}` : `${left.tex}\\,${right.tex}`;
      left = { tex, bare: tex };
    }
    return left.tex;
  };
  const sum = (): string => {
    let out = product();
    while (isOp(peek(), '+', '-', '±')) {
      const op = (list[at++] as { op: string }).op;
      out += ` ${op === '±' ? '\\pm' : op} ${product()}`;
    }
    return out;
  };
  let tex = sum();
  // Anything the parser stopped at (a stray bracket) is kept, as text, and the rest parsed after it.
  while (at < list.length) {
    const t = list[at++]!;
    tex += `\\text{${escapeText('op' in t ? t.op : t.text)}}`;
    tex += sum();
  }
  return tex;
}

/** "speed = distance / time" as display maths: $$\text{speed} = \frac{\text{distance}}{\text{time}}$$ */
export function formulaAsMaths(formula: string): string {
  return `$$${formula.slice(0, 2000).split('=').map(side).join(' = ')}$$`;
}
