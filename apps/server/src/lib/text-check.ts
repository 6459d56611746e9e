/**
 * Text PostgreSQL cannot store: NUL (U+0000) is refused in text columns, and an unpaired
 * surrogate is not valid Unicode (it cannot be encoded as UTF-8). Both are refused at the door
 * with a 400 instead of failing deep in a query with a 500.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isStorableText(value: string): boolean {
  return !value.includes('\u0000') && !LONE_SURROGATE.test(value);
}

/**
 * How deep a parsed body may nest (arrays and objects inside one another). No request of this
 * API nests beyond a handful of levels; the bound keeps every later walk (validation, logging)
 * shallow, whatever the body limit lets through.
 */
export const MAX_NESTING_DEPTH = 64;

export type TextProblem = { kind: 'unstorable'; path: string[] } | { kind: 'too_deep' };

interface Visit {
  value: unknown;
  key: string | undefined;
  parent: Visit | undefined;
  depth: number;
}

function pathOf(visit: Visit, last?: string): string[] {
  const path = last === undefined ? [] : [last];
  for (let at: Visit | undefined = visit; at?.key !== undefined; at = at.parent) path.unshift(at.key);
  return path;
}

/**
 * The first problem in a parsed JSON body, query or params: a string (a value or an object key)
 * that is not storable text, with its path, or nesting deeper than MAX_NESTING_DEPTH. The walk
 * keeps its own stack, so no body, however deep, can exhaust the call stack.
 */
export function findTextProblem(root: unknown): TextProblem | undefined {
  const stack: Visit[] = [{ value: root, key: undefined, parent: undefined, depth: 0 }];
  for (let visit = stack.pop(); visit; visit = stack.pop()) {
    const { value, depth } = visit;
    if (typeof value === 'string') {
      if (!isStorableText(value)) return { kind: 'unstorable', path: pathOf(visit) };
      continue;
    }
    if (!value || typeof value !== 'object') continue;
    if (depth >= MAX_NESTING_DEPTH) return { kind: 'too_deep' };
    const isArray = Array.isArray(value);
    const entries: Array<[string, unknown]> = isArray ? (value as unknown[]).map((item, index) => [String(index), item]) : Object.entries(value);
    if (!isArray && entries.some(([key]) => !isStorableText(key))) return { kind: 'unstorable', path: pathOf(visit, '(key)') };
    // Pushed last to first, so the first entry is visited first.
    for (let index = entries.length - 1; index >= 0; index--) {
      const [key, item] = entries[index]!;
      stack.push({ value: item, key, parent: visit, depth: depth + 1 });
    }
  }
  return undefined;
}
