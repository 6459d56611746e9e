// Numbers as students and answer keys write them: "-1 km", "1,200 J", "3.0 x 10^8 m/s", "9.8 ± 0.1 m/s^2".

export interface Quantity {
  value: number;
  unit?: string;
  /** Explicit "± t" in the text. */
  tolerance?: number;
  /** Where the number ended in the source, so callers can tell "5 km" from "5 km because ...". */
  end: number;
}

const NUMBER = String.raw`[+-]?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?|[+-]?\.\d+`;
const EXPONENT = String.raw`(?:\s*(?:x|×|\*)\s*10\s*\^\s*([+-]?\d+)|[eE]([+-]?\d+))?`;
const TOLERANCE = String.raw`(?:\s*(?:±|\+\/-|\+-)\s*(\d+(?:\.\d+)?))?`;
const UNIT = String.raw`(?:\s*([A-Za-zµ°%Ω](?:[A-Za-z0-9µ°Ω/^·*-]|\s(?=[/·*^]))*(?:\s?[/·*]\s?[A-Za-z][A-Za-z0-9^-]*)*))?`;
const QUANTITY = new RegExp(`(?<![\\w.])(${NUMBER})${EXPONENT}${TOLERANCE}${UNIT}`, 'g');

function toNumber(text: string, exponent?: string): number {
  const base = Number(text.replace(/,/g, ''));
  return exponent ? base * 10 ** Number(exponent) : base;
}

/** Every quantity in free text, in order. */
export function findQuantities(text: string): Quantity[] {
  const out: Quantity[] = [];
  for (const m of text.matchAll(QUANTITY)) {
    const q: Quantity = { value: toNumber(m[1]!, m[2] ?? m[3]), end: m.index + m[0].length };
    if (m[4]) q.tolerance = Number(m[4]);
    const unit = m[5]?.trim();
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
  if (!/^[+-]?[\d.]/.test(trimmed)) return null;
  // Units longer than a few words are prose ("5 apples fell from the tree"), not a unit.
  if (first.unit && (first.unit.split(/\s+/).length > 2 || first.unit.length > 16)) return null;
  return first;
}
