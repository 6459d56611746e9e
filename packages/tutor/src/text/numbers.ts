// Numbers as students and answer keys write them: "-1 km", "1,200 J", "3.0 x 10^8 m/s", "9.8 ± 0.1 m/s^2".

export interface Quantity {
  value: number;
  unit?: string;
  /** Explicit "± t" in the text. */
  tolerance?: number;
  /** Where the number ended in the source, so callers can tell "5 km" from "5 km because ...". */
  end: number;
  /** Where the number started in the source. */
  start: number;
}

const MINUS = String.raw`[+\-\u2212]`;
const NUMBER = String.raw`${MINUS}?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?|${MINUS}?\.\d+`;
// Powers of ten as keys and students write them: "x 10^2", "× 10^-3", "* 10^(8)", "· 10^{8}",
// "× 10⁸" (superscript digits and minus), and "3.0e8".
const SUPERSCRIPT = '⁰¹²³⁴⁵⁶⁷⁸⁹';
const TIMES_TEN = String.raw`\s*(?:x|×|\*|·|⋅)\s*10\s*`;
const EXPONENT = String.raw`(?:${TIMES_TEN}(?:\^\s*\(?\s*(${MINUS}?\d+)\s*\)?|\^?\{\s*(${MINUS}?\d+)\s*\}|([⁺⁻]?[${SUPERSCRIPT}]+))|[eE]([+-]?\d+))?`;
const TOLERANCE = String.raw`(?:\s*(?:±|\+\/-|\+-)\s*(\d+(?:\.\d+)?))?`;
const UNIT_CHAR = String.raw`[A-Za-z0-9µ°Ω/^·*\-${SUPERSCRIPT}⁻]`;
const UNIT = String.raw`(?:\s*([A-Za-zµ°%Ω](?:${UNIT_CHAR}|\s(?=[/·*^]))*(?:\s?[/·*]\s?[A-Za-z]${UNIT_CHAR}*)*))?`;
const QUANTITY = new RegExp(`(?<![\\w.])(${NUMBER})${EXPONENT}${TOLERANCE}${UNIT}`, 'g');

/** "⁻¹²" -> "-12"; also used for units ("m/s²"). */
export function fromSuperscript(text: string): string {
  return [...text].map((c) => (c === '⁻' ? '-' : c === '⁺' ? '+' : SUPERSCRIPT.includes(c) ? String(SUPERSCRIPT.indexOf(c)) : c)).join('');
}

const plainMinus = (text: string) => text.replace(/\u2212/g, '-');

function toNumber(text: string, exponent?: string): number {
  const base = Number(plainMinus(text).replace(/,/g, ''));
  return exponent ? base * 10 ** Number(plainMinus(fromSuperscript(exponent))) : base;
}

/** Every quantity in free text, in order. */
export function findQuantities(text: string): Quantity[] {
  const out: Quantity[] = [];
  for (const m of text.matchAll(QUANTITY)) {
    const q: Quantity = { value: toNumber(m[1]!, m[2] ?? m[3] ?? m[4] ?? m[5]), end: m.index + m[0].length, start: m.index };
    if (!Number.isFinite(q.value)) continue;
    if (m[6]) q.tolerance = Number(m[6]);
    const unit = m[7]?.trim();
    if (unit) q.unit = unit;
    out.push(q);
  }
  return out;
}

/** The text is one quantity and nothing else (an answer key like "5 km" or "-1.5"). */
export function parseQuantity(text: string): Quantity | null {
  const trimmed = text.trim().replace(/\.$/, '');
  const found = findQuantities(trimmed);
  const first = found[0];
  if (found.length !== 1 || !first || first.end !== trimmed.length) return null;
  if (!/^[+\-\u2212]?[\d.]/.test(trimmed)) return null;
  // Units longer than a few words are prose ("5 apples fell from the tree"), not a unit.
  if (first.unit && (first.unit.split(/\s+/).length > 2 || first.unit.length > 16)) return null;
  return first;
}
