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
 * The path of the first string (a value or an object key) in a parsed JSON body, query or
 * params that is not storable text, or undefined when all are. Depth is bounded by the body limit.
 */
export function findUnstorableText(value: unknown, path: string[] = []): string[] | undefined {
  if (typeof value === 'string') return isStorableText(value) ? undefined : path;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findUnstorableText(item, [...path, String(index)]);
      if (found) return found;
    }
    return undefined;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (!isStorableText(key)) return [...path, '(key)'];
      const found = findUnstorableText(item, [...path, key]);
      if (found) return found;
    }
  }
  return undefined;
}
