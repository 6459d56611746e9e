import table from './synonym-table.json';

// WordNet synonyms, cut down offline by scripts/build-synonyms.ts to words that school answers use,
// and keyed by Porter stem so lookups match the grader's tokens. Shipped as data: no run-time I/O.
// Looked up through a Map built once here: a student's word is never a key of a plain object, where
// "constructor" would find Object.prototype.constructor.
const groups: ReadonlyMap<string, readonly string[]> = new Map(Object.entries(table.synonyms as Record<string, string[]>));

/** The stems plus every stem WordNet lists as a synonym of one of them. */
export function expandSynonyms(stems: Set<string>): Set<string> {
  const out = new Set(stems);
  for (const s of stems) for (const syn of groups.get(s) ?? []) out.add(syn);
  return out;
}

export function synonymsOf(stem: string): readonly string[] {
  return groups.get(stem) ?? [];
}
