import type { PassageIndex } from './passage-index';

/**
 * What is derived from a chapter's index once and kept beside it (an index is plain data and may be shared or
 * cached, so nothing is written into it): `perIndex(compute)` gives a function that computes on first use and
 * answers from memory after, and forgets an index no longer in use.
 */
export function perIndex<T>(compute: (index: PassageIndex) => T): (index: PassageIndex) => T {
  const derived = new WeakMap<PassageIndex, T>();
  return (index) => {
    if (derived.has(index)) return derived.get(index) as T;
    const value = compute(index);
    derived.set(index, value);
    return value;
  };
}
