import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The command-line contract evaluation scripts rely on: `tutor process --format gift|aiken` prints
// the result with the valid questions and every problem in `warnings`, exit code 0; only input with
// nothing readable exits non-zero.
const cli = fileURLToPath(new URL('../src/cli/main.ts', import.meta.url));
const run = (format: string, input: string) => spawnSync(process.execPath, ['--import', 'tsx', cli, 'process', '--format', format], { input, encoding: 'utf8', timeout: 60_000 });

describe('tutor process --format gift|aiken', () => {
  it('GIFT with errors: valid questions printed, every error in warnings, exit 0', () => {
    const out = run('gift', '::Q5:: What is a number from 1 to 5? {#3:2~#Completely wrong}\n\nQ2 {~x ~y}\n\nQ3 {#abc}\n\nQ4 {T}\n');
    expect(out.status).toBe(0);
    const result = JSON.parse(out.stdout) as { totalQuestions: number; warnings: Array<{ line: number }> };
    expect(result.totalQuestions).toBe(2);
    expect(result.warnings.map((w) => w.line)).toEqual([3, 5]);
  });

  it('Aiken with errors: valid questions printed, every error in warnings, exit 0', () => {
    const out = run('aiken', 'Question?\nA. one\nANSWER: A\n\nGood?\nA) a\nB) b\nANSWER: B\n\nBad letter?\nA) a\nB) b\nANSWER: Q\n');
    expect(out.status).toBe(0);
    const result = JSON.parse(out.stdout) as { totalQuestions: number; warnings: Array<{ line: number }> };
    expect(result.totalQuestions).toBe(1);
    expect(result.warnings.map((w) => w.line)).toEqual([3, 13]);
  });

  it('nothing readable: exit 1 with the first problem on stderr', () => {
    const out = run('gift', 'Q1 {~x ~y}\n');
    expect(out.status).toBe(1);
    expect(out.stdout).toBe('');
    expect(out.stderr).toMatch(/GIFT format error on line 1: no question could be read/);
  });
});
