/** Books, chapters, passages and subscriptions: all the catalogue's SQL except the paged lists. */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { books, chapterPassages, chapters, subscriptions } from '../../db/schema';

export type BookRow = typeof books.$inferSelect;
export type ChapterRow = typeof chapters.$inferSelect;
export type BookWithCount = Omit<BookRow, 'search' | 'searchSignature' | 'gradeRank'> & { totalChapters: number };

const bookColumns = {
  id: books.id,
  title: books.title,
  publisher: books.publisher,
  subject: books.subject,
  language: books.language,
  grade: books.grade,
  author: books.author,
  coverUrl: books.coverUrl,
  createdByAdminId: books.createdByAdminId,
  createdAt: books.createdAt,
};
// Spelled out: inside a subquery Drizzle would leave "id" unqualified, and it would mean chapters.id.
const chapterCount = sql<number>`(select count(*)::int from chapters c where c.book_id = "books"."id")`;

export async function insertBook(db: Database, book: typeof books.$inferInsert) {
  const [row] = await db.insert(books).values(book).returning(bookColumns);
  return { ...row!, totalChapters: 0 };
}

export async function findBookById(db: Database, { id }: { id: string }) {
  const [row] = await db
    .select({ ...bookColumns, totalChapters: chapterCount })
    .from(books)
    .where(eq(books.id, id));
  return row;
}

/** Every book, or one publisher's, newest first, with its chapter count. */
export async function listBooks(db: Database, { publisher }: { publisher?: string | undefined }) {
  return db
    .select({ ...bookColumns, totalChapters: chapterCount })
    .from(books)
    .where(publisher ? eq(books.publisher, publisher) : undefined)
    .orderBy(sql`${books.createdAt} desc`, asc(books.id));
}

/** Removes the book; chapters, passages, subscriptions, chats and test records go with it (FK cascade). */
export async function deleteBook(db: Database, { id }: { id: string }) {
  const [row] = await db.delete(books).where(eq(books.id, id)).returning({ id: books.id, coverUrl: books.coverUrl });
  return row;
}

export async function insertChapter(db: Database, chapter: Omit<typeof chapters.$inferInsert, 'position'>) {
  const position = sql<number>`(select coalesce(max(${chapters.position}), 0) + 1 from ${chapters} where ${chapters.bookId} = ${chapter.bookId})`;
  const [row] = await db
    .insert(chapters)
    .values({ ...chapter, position })
    .returning();
  return row!;
}

export async function findChapterByIdempotencyKey(db: Database, { bookId, idempotencyKey }: { bookId: string; idempotencyKey: string }) {
  const [row] = await db
    .select()
    .from(chapters)
    .where(and(eq(chapters.bookId, bookId), eq(chapters.idempotencyKey, idempotencyKey)));
  return row;
}

export async function insertPassages(db: Database, { chapterId, passages }: { chapterId: string; passages: { id: number; heading?: string; text: string }[] }) {
  for (let i = 0; i < passages.length; i += 500) {
    const batch = passages.slice(i, i + 500).map((p) => ({ chapterId, ordinal: p.id, heading: p.heading ?? null, text: p.text }));
    await db.insert(chapterPassages).values(batch);
  }
}

export async function listChaptersOfBook(db: Database, { bookId }: { bookId: string }) {
  return db.select().from(chapters).where(eq(chapters.bookId, bookId)).orderBy(asc(chapters.position), asc(chapters.createdAt));
}

export async function deleteChapter(db: Database, { id }: { id: string }) {
  const [row] = await db.delete(chapters).where(eq(chapters.id, id)).returning({ id: chapters.id });
  return row;
}

/** Inserts the subscription; returns undefined when it already existed. */
export async function insertSubscription(db: Database, { userId, bookId }: { userId: string; bookId: string }) {
  const [row] = await db.insert(subscriptions).values({ userId, bookId }).onConflictDoNothing().returning();
  return row;
}

export async function deleteSubscription(db: Database, { userId, bookId }: { userId: string; bookId: string }) {
  const [row] = await db
    .delete(subscriptions)
    .where(and(eq(subscriptions.userId, userId), eq(subscriptions.bookId, bookId)))
    .returning({ id: subscriptions.id });
  return row;
}

/** The user's subscriptions to books of their publisher, in title order. */
export async function listSubscriptions(db: Database, { userId, publisher }: { userId: string; publisher: string }) {
  return db
    .select({
      id: subscriptions.id,
      createdAt: subscriptions.createdAt,
      bookId: books.id,
      title: books.title,
      publisher: books.publisher,
      coverUrl: books.coverUrl,
      subject: books.subject,
      grade: books.grade,
    })
    .from(subscriptions)
    .innerJoin(books, eq(books.id, subscriptions.bookId))
    .where(and(eq(subscriptions.userId, userId), eq(books.publisher, publisher)))
    .orderBy(sql`lower(${books.title}) collate "C"`, asc(books.id));
}

export async function touchSubscription(db: Database, { userId, bookId, at }: { userId: string; bookId: string; at: Date }) {
  await db
    .update(subscriptions)
    .set({ lastAccessedAt: at })
    .where(and(eq(subscriptions.userId, userId), eq(subscriptions.bookId, bookId)));
}

export async function isCoverInUse(db: Database, { coverUrl }: { coverUrl: string }) {
  const [row] = await db.select({ id: books.id }).from(books).where(eq(books.coverUrl, coverUrl)).limit(1);
  return Boolean(row);
}
