#!/usr/bin/env node
/**
 * npm test: the whole suite. Builds the web app (the browser journeys drive the real build),
 * then runs every Vitest project: engine and contract unit tests, API tests on PGlite
 * (and on PostgreSQL too when DATABASE_URL is set), and the Chromium journeys.
 * Extra arguments go to Vitest, e.g. `npm test -- --project server`.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const run = (command, args) => spawnSync(command, args, { cwd: root, stdio: 'inherit' }).status ?? 1;

const build = run('npm', ['run', '--silent', 'build']);
if (build !== 0) process.exit(build);
process.exit(run(path.join(root, 'node_modules/.bin/vitest'), ['run', ...process.argv.slice(2)]));
