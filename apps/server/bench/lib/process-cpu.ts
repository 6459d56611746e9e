/**
 * CPU time (user + system) that processes spent, read from /proc (Linux): a cost per request that
 * other work on the machine barely changes, unlike latency on a shared machine. Null elsewhere.
 */
import { readFileSync, readdirSync } from 'node:fs';

const TICKS_PER_SECOND = 100;

function ticksOf(pid: number): number {
  try {
    // Fields after the command name, which is in parentheses and may hold spaces.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
}

/** The process and every process under it (the tsx launcher runs the server as its child). */
export function processTree(pid: number): number[] {
  const children = (p: number): number[] => {
    try {
      return readdirSync(`/proc/${p}/task`).flatMap((task) => readFileSync(`/proc/${p}/task/${task}/children`, 'utf8').split(' ').filter(Boolean).map(Number));
    } catch {
      return [];
    }
  };
  const all = [pid];
  for (let i = 0; i < all.length; i++) all.push(...children(all[i]!));
  return all;
}

/** Milliseconds of CPU the given processes have used so far; null without /proc. */
export function cpuMillis(pids: number[]): number | null {
  try {
    readdirSync('/proc/self');
  } catch {
    return null;
  }
  return (pids.reduce((sum, pid) => sum + ticksOf(pid), 0) * 1000) / TICKS_PER_SECOND;
}
