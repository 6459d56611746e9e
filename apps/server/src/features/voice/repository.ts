import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { books, chapterPassages, chapters } from '../../db/schema';

/** The chapter a voice message is about, with its book's publisher for the access check. */
export async function findChapterForSpeech(db: Database, { chapterId }: { chapterId: string }) {
  const [row] = await db
    .select({
      id: chapters.id,
      title: chapters.title,
      vectorStoreId: chapters.vectorStoreId,
      processedText: chapters.processedText,
      prompt: chapters.prompt,
      questions: chapters.questions,
      publisher: books.publisher,
    })
    .from(chapters)
    .innerJoin(books, eq(books.id, chapters.bookId))
    .where(eq(chapters.id, chapterId));
  return row;
}

export async function listChapterPassageTexts(db: Database, { chapterId }: { chapterId: string }) {
  const rows = await db
    .select({ text: chapterPassages.text, heading: chapterPassages.heading })
    .from(chapterPassages)
    .where(eq(chapterPassages.chapterId, chapterId))
    .orderBy(asc(chapterPassages.ordinal));
  return rows;
}
