// A formula written in a chapter's prose ("speed = distance / time") as maths for the chat, which
// renders only real delimiters ($$...$$): prose with a "$5" in it never turns into maths.

const FORMULA = /(?:^|[:;(]\s*|\bis\s+|\bas\s+)((?:[A-Za-zΔ][\w ΔΣ.']{0,40}?|\w)\s*=\s*[^.;,:]*?[\wΔ)²³])(?=\s*(?:[.;,:)]|$|\s+(?:where|and|so|which)\b))/;

/** The formula a sentence states, as written, or null. */
export function formulaIn(sentence: string): string | null {
  const m = FORMULA.exec(sentence);
  if (!m?.[1]) return null;
  const formula = m[1].trim();
  // "x = 3" is a worked value, not a formula: a formula relates named quantities.
  const [left, right] = formula.split('=').map((s) => s.trim());
  if (!left || !right || /^[\d.\s]+$/.test(right) || !/[A-Za-zΔ]/.test(right)) return null;
  // The left side names a quantity ("average speed"); "Find the tangent line to the curve at t = 25s" is an instruction.
  if (left.split(/\s+/).length > 4) return null;
  return formula;
}

const escapeText = (s: string) => s.replace(/[\\{}$%&#_^~]/g, (c) => `\\${c === '\\' ? 'textbackslash ' : c}`);

function operand(raw: string): string {
  const s = raw.trim();
  if (!s) return '';
  if (/^-?\d+(\.\d+)?$/.test(s)) return s;
  // One letter, maybe with a subscript (v_0, v_avg) or a delta: a symbol, written as maths.
  const symbol = /^(Δ)?([A-Za-z])(?:_\{?(\w+)\}?)?$/.exec(s);
  if (symbol) return `${symbol[1] ? '\\Delta ' : ''}${symbol[2]}${symbol[3] ? `_{${symbol[3]}}` : ''}`;
  return `\\text{${escapeText(s.replace(/Δ/g, 'change in '))}}`;
}

function side(raw: string): string {
  const s = raw.trim();
  const fraction = /^([^/+\-*×]+)\/([^/+\-*×]+)$/.exec(s);
  if (fraction) return `\\frac{${operand(fraction[1]!)}}{${operand(fraction[2]!)}}`;
  return s
    .split(/\s*([+\-*×/()])\s*/)
    .map((part) => (part === '*' || part === '×' ? ' \\times ' : /^[+\-/()]$/.test(part) ? ` ${part} ` : operand(part)))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}

/** "speed = distance / time" as display maths: $$\text{speed} = \frac{\text{distance}}{\text{time}}$$ */
export function formulaAsMaths(formula: string): string {
  return `$$${formula.split('=').map(side).join(' = ')}$$`;
}
