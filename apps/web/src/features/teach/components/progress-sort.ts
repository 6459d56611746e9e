/** Sorting the progress table: by name, by a chapter's percentage, or by the student's average. */
import type { ProgressStudent } from '@booktutor/contracts/classes';

/** 'name', 'average', or a chapter id. */
export type ProgressSortKey = string;
export interface ProgressSort {
  key: ProgressSortKey;
  direction: 'asc' | 'desc';
}

const valueOf = (s: ProgressStudent, key: ProgressSortKey, chapterIndex: number) => (key === 'average' ? s.average : (s.cells[chapterIndex]?.percentage ?? null));

/** Students without a figure always go last, whichever the direction. */
export function sortStudents(students: ProgressStudent[], sort: ProgressSort, chapterIds: string[]): ProgressStudent[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  const byName = (a: ProgressStudent, b: ProgressStudent) => a.fullname.localeCompare(b.fullname) || a.username.localeCompare(b.username);
  if (sort.key === 'name') return [...students].sort((a, b) => sign * byName(a, b));
  const index = chapterIds.indexOf(sort.key);
  return [...students].sort((a, b) => {
    const [x, y] = [valueOf(a, sort.key, index), valueOf(b, sort.key, index)];
    if (x === null || y === null) return x === y ? byName(a, b) : x === null ? 1 : -1;
    return sign * (x - y) || byName(a, b);
  });
}

/** Choosing the same column again flips the direction; a new column starts ascending. */
export const nextSort = (current: ProgressSort, key: ProgressSortKey): ProgressSort =>
  current.key === key ? { key, direction: current.direction === 'asc' ? 'desc' : 'asc' } : { key, direction: 'asc' };
