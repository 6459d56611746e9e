/**
 * A book's progress computed by the TypeScript rules (chapter figures, `summarizeBooks`,
 * `bookProgressOf`), for tests to hold My Collection's SQL (progress/repository.ts) against.
 */
import type { Database } from '../src/db/client';
import { bookProgressOf, summarizeBooks, type BookProgress } from '../src/features/progress/book-progress';
import { listChapterStats } from '../src/features/progress/chapter-stats';

export async function bookProgressByRules(db: Database, { userId, bookIds }: { userId: string; bookIds: string[] }): Promise<Map<string, BookProgress>> {
  const figures = await summarizeBooks(db, { bookIds, stats: await listChapterStats(db, { userId }) });
  return new Map([...figures].map(([bookId, f]) => [bookId, bookProgressOf(f)]));
}
