#!/usr/bin/env node
/**
 * npm test: the whole suite. Builds the web app (the browser journeys drive the real build),
 * then runs every Vitest project: engine and contract unit tests, API tests on PGlite
 * (on PostgreSQL instead when DATABASE_URL is set), and the Chromium journeys.
 * Extra arguments go to Vitest, e.g. `npm test -- --project server`.
 * Ends with one plain line, "N passed, N failed, N skipped", counted from Vitest's report.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const run = (command, args) => spawnSync(command, args, { cwd: root, stdio: 'inherit' }).status ?? 1;

const build = run('npm', ['run', '--silent', 'build']);
if (build !== 0) process.exit(build);

const report = path.join(mkdtempSync(path.join(tmpdir(), 'booktutor-vitest-')), 'report.json');
const status = run(path.join(root, 'node_modules/.bin/vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...process.argv.slice(2)]);

try {
  const { numPassedTests, numFailedTests, numPendingTests, numTodoTests } = JSON.parse(readFileSync(report, 'utf8'));
  console.log(`\n${numPassedTests} passed, ${numFailedTests} failed, ${numPendingTests + numTodoTests} skipped`);
  if (numPassedTests === 0 && status === 0) {
    console.error('No test ran.');
    process.exit(1);
  }
} catch {
  console.error('Vitest wrote no report.');
}
process.exit(status);
