/** Runs a tool (ffmpeg, pocketsphinx) with a time limit, collecting its output. */
import { spawn } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import path from 'node:path';

export interface ProcessResult {
  code: number | null;
  stdout: Buffer;
  stderr: string;
  timedOut: boolean;
}

export function runProcess(command: string, args: string[], options: { timeoutMs: number; stdin?: Buffer }): Promise<ProcessResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['pipe', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    let errBytes = 0;
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, options.timeoutMs);
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    // Keep only the start of stderr: pocketsphinx can be chatty.
    child.stderr.on('data', (chunk: Buffer) => {
      if (errBytes < 64 * 1024) err.push(chunk);
      errBytes += chunk.length;
    });
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout: Buffer.concat(out), stderr: Buffer.concat(err).toString('utf8'), timedOut });
    });
    child.stdin.on('error', () => {}); // the tool may exit before reading everything
    child.stdin.end(options.stdin ?? Buffer.alloc(0));
  });
}

/** Absolute path of an executable found on PATH (or the path itself if given), else null. */
export function findExecutable(name: string, searchPath = process.env.PATH ?? ''): string | null {
  const candidates = name.includes('/')
    ? [name]
    : searchPath
        .split(path.delimiter)
        .filter(Boolean)
        .map((dir) => path.join(dir, name));
  for (const candidate of candidates) {
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not here
    }
  }
  return null;
}
