// A formula written in a chapter's prose ("speed = distance / time", "v̄ = Δx/Δt = (x_f − x_0)/(t_f − t_0)")
// as maths for the chat, which renders only real delimiters ($$...$$): prose with a "$5" in it never
// turns into maths.

/** Letters of any script with their accents ("v̄", "ā", "δ"), digits, subscripts and superscripts. */
const SYMBOL_CHARS = "\\p{L}\\p{M}\\w'.²³";
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

/** An operator, or a side that is one symbol ("v", "Δx", "v_0"): "plural = dermal papillae" relates no quantities. */
const MATHS = /[+\-−*×·/^²³]|^[ΔδΣ]?\p{L}\p{M}?(?:_\w+)?$/u;

/**
 * A worked value ("3.5 m - 1.5 m", "+2.0 m", "(150km)/(3.2h)", "π(10^7 m)^2"): a number first, or a number
 * with its unit ("46 s", "10^7 m"); not the subscript of "v_0 t", nor the coefficient of "(1/2)mv²".
 */
const VALUE = /^[+\-−]?\s*\d|(?<![\w.^_])\d+(?:\.\d+)?(?:\^\d+)?\s?[a-zA-Zµ°]{1,3}\b/;

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
  const firstValue = sides.findIndex((s, i) => i > 0 && VALUE.test(s));
  const kept = firstValue < 0 ? sides : sides.slice(0, firstValue);
  // "x = 3" is a worked value, not a formula: a formula relates named quantities.
  if (kept.length < 2 || kept.some((s) => !s || withinBrackets(s) !== s) || !/\p{L}/u.test(kept[1]!)) return null;
  if (!kept.some((s) => MATHS.test(s))) return null;
  // The left side names a quantity ("average speed"); "Find the tangent line to the curve at t = 25s" is an instruction.
  if (kept[0]!.split(/\s+/).length > 4) return null;
  return kept.join(' = ');
}

const ESCAPED: ReadonlyMap<string, string> = new Map(Object.entries({ '\\': '\\textbackslash ', '^': '\\textasciicircum ', '~': '\\textasciitilde ' }));
/** Text as it may stand inside \text{}: control characters and halves of a surrogate pair dropped, LaTeX's specials escaped. */
const escapeText = (s: string) => s.replace(/[\p{Cc}\p{Cs}]/gu, '').replace(/[\\{}$%&#_^~]/g, (c) => ESCAPED.get(c) ?? `\\${c}`);

/** Words as upright text; a Greek letter among them is maths ("π" is no text character to KaTeX). */
function text(words: string): string {
  return words
    .split(/(\p{Script=Greek})/u)
    .map((part) => (GREEK.has(part) ? GREEK.get(part)! : /\p{Script=Greek}/u.test(part) ? part : part ? `\\text{${escapeText(part)}}` : ''))
    .join('');
}

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

const superscript = (s: string) => s.replace(/²/g, '^2').replace(/³/g, '^3');

/** One quantity: a symbol ("v_0", "Δx", "v̄", "t^2"), a number ("100%"), or words ("average speed"). */
function operand(raw: string): string {
  const s = superscript(raw.trim()).normalize('NFD');
  if (!s) return '';
  // "v_0 t": symbols side by side multiply.
  const parts = s.split(/\s+/);
  if (parts.length > 1 && parts.every((p) => SYMBOL.test(p))) return parts.map(operand).join('\\,');
  // "at^2", "mv^2": a power of what comes before it.
  const power = /^(.+?)\^\{?(-?\w+)\}?$/u.exec(s);
  if (power && !SYMBOL.test(s)) return `${operand(power[1]!)}^{${power[2]}}`;
  const number = /^(\d+(?:\.\d+)?)(%?)$/.exec(s);
  if (number) return `${number[1]}${number[2] ? '\\%' : ''}`;
  const symbol = SYMBOL.exec(s);
  if (symbol) {
    const [, change, letter, bar, sub, power] = symbol;
    const base = GREEK.get(letter!) ?? letter!;
    const barred = bar ? `\\bar{${base}}` : base;
    return `${change ? `${GREEK.get(change)} ` : ''}${barred}${sub ? `_{${sub}}` : ''}${power ? `^{${power}}` : ''}`;
  }
  // "πd", "ρV": a Greek letter beside another letter is a product of symbols.
  const letters = [...s];
  if (letters.length <= 3 && letters.some((c) => GREEK.has(c)) && letters.every((c) => SYMBOL.test(c))) return letters.map(operand).join('\\,');
  return text(raw.trim().replace(/[Δδ](?=\p{L})/gu, 'change in '));
}

/** A change or a Greek letter, a letter with a bar (v̄, ā, as decomposed), a subscript and a power. */
const SYMBOL = /^([ΔδΣ])?(\p{L})(\u0304)?(?:_\{?(\w+)\}?)?(?:\^\{?(-?\w+)\}?)?$/u;

type Token = { op: string } | { text: string };

function tokens(side: string): Token[] {
  return side
    .replace(/−/g, '-')
    .split(/\s*([+\-*×·/()])\s*/)
    .filter((part) => part.trim())
    .map((part) => (/^[+\-*×·/()]$/.test(part) ? { op: part } : { text: part }));
}

/**
 * One side of a formula as LaTeX, by a small parser: sums of products, "/" as a fraction over the
 * factor after it, brackets kept except where a fraction's line already groups them.
 */
function side(raw: string): string {
  const list = tokens(raw);
  let at = 0;
  const peek = () => list[at];
  const isOp = (t: Token | undefined, ...ops: string[]): boolean => !!t && 'op' in t && ops.includes(t.op);
  // A factor's LaTeX, and the same without its brackets (for a fraction's numerator or denominator).
  const factor = (): { tex: string; bare: string } => {
    const t = list[at++];
    if (!t) return { tex: '', bare: '' };
    if ('text' in t) return { tex: operand(t.text), bare: operand(t.text) };
    if (t.op === '(') {
      const inner = sum();
      if (isOp(peek(), ')')) at++;
      return { tex: `\\left(${inner}\\right)`, bare: inner };
    }
    if (t.op === '-') {
      const next = factor();
      return { tex: `-${next.tex}`, bare: `-${next.tex}` };
    }
    return { tex: '', bare: '' };
  };
  // "(1/2)at^2": a factor right after another multiplies it, with no sign between.
  const nextFactor = (t: Token | undefined) => !!t && ('text' in t || t.op === '(');
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
    while (isOp(peek(), '+', '-')) {
      const op = (list[at++] as { op: string }).op;
      out += ` ${op} ${product()}`;
    }
    return out;
  };
  const tex = sum();
  // Anything the parser did not take (a stray bracket) is kept as text rather than lost.
  const rest = list
    .slice(at)
    .map((t) => ('op' in t ? t.op : t.text))
    .join(' ');
  return rest ? `${tex} \\text{${escapeText(rest)}}` : tex;
}

/** "speed = distance / time" as display maths: $$\text{speed} = \frac{\text{distance}}{\text{time}}$$ */
export function formulaAsMaths(formula: string): string {
  return `$$${formula.split('=').map(side).join(' = ')}$$`;
}
