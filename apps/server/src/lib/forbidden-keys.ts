/**
 * Keys a JSON body may not carry: `__proto__`, and `constructor` holding a `prototype`. JSON.parse
 * makes them plain own properties, but code that copies the body with Object.assign or a merge
 * would set an object's prototype from them (prototype poisoning), so such a body is refused.
 */
function isForbiddenEntry(key: string, value: unknown): boolean {
  return key === '__proto__' || (key === 'constructor' && !!value && typeof value === 'object' && Object.hasOwn(value, 'prototype'));
}

/** Whether the parsed value holds a forbidden key at any depth (an explicit stack: no recursion). */
export function hasForbiddenKey(root: unknown): boolean {
  const stack: unknown[] = [root];
  while (stack.length > 0) {
    const value = stack.pop();
    if (!value || typeof value !== 'object') continue;
    for (const [key, item] of Object.entries(value)) {
      if (!Array.isArray(value) && isForbiddenEntry(key, item)) return true;
      stack.push(item);
    }
  }
  return false;
}
