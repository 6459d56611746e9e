#!/usr/bin/env node
/**
 * npm run bench: runs every benchmark it finds, one after another (they measure time, so
 * never in parallel): apps/<app>/bench/*.bench.ts and packages/<package>/scripts/bench.ts.
 * Arguments filter by path, e.g. `npm run bench -- catalogue`; options (`--name=value`) go to
 * every chosen benchmark, e.g. `npm run bench -- scale --books=100000 --databases=postgres`.
 * Exits non-zero if any failed or missed its target.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dirs = (parent) =>
  existsSync(parent)
    ? readdirSync(parent, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => path.join(parent, d.name))
    : [];

const found = [
  ...dirs(path.join(root, 'apps')).flatMap((app) => {
    const bench = path.join(app, 'bench');
    return existsSync(bench)
      ? readdirSync(bench)
          .filter((f) => f.endsWith('.bench.ts'))
          .sort()
          .map((f) => path.join(bench, f))
      : [];
  }),
  ...dirs(path.join(root, 'packages'))
    .map((pkg) => path.join(pkg, 'scripts', 'bench.ts'))
    .filter(existsSync),
];
const filters = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const options = process.argv.slice(2).filter((a) => a.startsWith('--'));
// Matched against the path inside the repository (the checkout's own path may contain any word).
const chosen = found.filter((file) => !filters.length || filters.some((f) => path.relative(root, file).includes(f)));
if (!chosen.length) {
  console.error('No benchmark found.');
  process.exit(1);
}

const tsx = path.join(root, 'node_modules/.bin/tsx');
const results = [];
for (const file of chosen) {
  const relative = path.relative(root, file);
  // Each runs from its own workspace, so its imports and relative paths resolve as in that package.
  const cwd = path.dirname(path.dirname(file)); // apps/<app>/bench/x.bench.ts or packages/<pkg>/scripts/bench.ts
  console.log(`\n=== ${relative}`);
  const started = Date.now();
  const status = spawnSync(tsx, [file, ...options], { cwd, stdio: 'inherit' }).status ?? 1;
  results.push({ relative, status, seconds: (Date.now() - started) / 1000 });
}

console.log('\nBenchmarks:');
for (const r of results) console.log(`  ${r.status === 0 ? 'ok    ' : 'FAILED'} ${r.relative} (${r.seconds.toFixed(0)} s)`);
process.exit(results.some((r) => r.status !== 0) ? 1 : 0);
