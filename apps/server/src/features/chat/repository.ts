/** The chapter chat's SQL for a turn: chapters as the chat reads them, and messages. Attempts: attempt-repository.ts; statistics: stats-repository.ts. */
import { and, asc, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { books, chapterPassages, chapters, chatMessages, testAttempts, users } from '../../db/schema';

export type ChatMessageRow = typeof chatMessages.$inferSelect;
export type NewChatMessage = typeof chatMessages.$inferInsert;

const chapterForChatFields = {
  id: chapters.id,
  title: chapters.title,
  subject: chapters.subject,
  prompt: chapters.prompt,
  vectorStoreId: chapters.vectorStoreId,
  questions: chapters.questions,
  totalQuestions: chapters.totalQuestions,
  bookId: books.id,
  bookTitle: books.title,
  bookGrade: books.grade,
  publisher: books.publisher,
};

/** A chapter with the book fields the chat needs (publisher for access, titles for display). */
export async function findChapterForChat(db: Database, { chapterId }: { chapterId: string }) {
  const [row] = await db.select(chapterForChatFields).from(chapters).innerJoin(books, eq(books.id, chapters.bookId)).where(eq(chapters.id, chapterId));
  return row;
}

/** One message of the conversation so far, as the model's prompt needs it. */
export interface RecentMessage {
  id: string;
  role: string;
  content: string;
  clientMessageId: string | null;
}

/** The newest messages (placeholder `historyLimit`) of the student's conversation about the chapter, oldest first, as one JSON value. */
const recentMessages = sql<RecentMessage[]>`(
  select coalesce(json_agg(json_build_object('id', h.id, 'role', h.role, 'content', h.content, 'clientMessageId', h.client_message_id) order by h.created_at, h.id), '[]')
  from (
    select m.id, m.role, m.content, m.client_message_id, m.created_at from chat_messages m
    where m.user_id = ${sql.placeholder('userId')} and m.chapter_id = "chapters"."id"
    order by m.created_at desc, m.id desc limit ${sql.placeholder('historyLimit')}
  ) h)`;

/** The chapter-for-a-turn query, built once per database handle (placeholders for the values). */
function buildChapterTurnQuery(db: Database, withHistory: boolean) {
  const latest = db
    .select()
    .from(testAttempts)
    .where(and(eq(testAttempts.chapterId, chapters.id), eq(testAttempts.userId, sql.placeholder('userId'))))
    .orderBy(desc(testAttempts.attemptNumber))
    .limit(1)
    .as('latest');
  const columns = getTableColumns(testAttempts);
  const attempt = Object.fromEntries(Object.keys(columns).map((key) => [key, latest[key as keyof typeof columns]])) as { [K in keyof typeof columns]: (typeof latest)[K] };
  // With a model, the conversation so far is read here too: one round trip fewer before the model call.
  const history = withHistory ? recentMessages : sql<RecentMessage[] | null>`null`;
  // The student's current publisher for the access check (features/access), in the same round trip.
  const readerPublisher = sql<string | null>`(select ${users.publisher} from ${users} where ${users.id} = ${sql.placeholder('userId')})`;
  return db
    .select({ chapter: chapterForChatFields, attempt, history, readerPublisher })
    .from(chapters)
    .innerJoin(books, eq(books.id, chapters.bookId))
    .leftJoinLateral(latest, sql`true`)
    .where(eq(chapters.id, sql.placeholder('chapterId')))
    .prepare(withHistory ? 'chat_chapter_turn_with_history' : 'chat_chapter_turn');
}

type ChapterTurnQuery = ReturnType<typeof buildChapterTurnQuery>;
const chapterTurnQueries = new WeakMap<Database, { plain?: ChapterTurnQuery; withHistory?: ChapterTurnQuery }>();

/**
 * The same, plus the student's latest attempt at the chapter and their current publisher, in
 * one round trip: a chat turn needs all three, and on the embedded database each query is a
 * large part of a turn's cost (and each waits its turn behind the other requests'). It
 * runs on every turn, before the model call, so it is a prepared query: Drizzle builds its
 * SQL once (~0.4 ms a call otherwise) and PostgreSQL plans it once per connection.
 */
export async function findChapterWithLatestAttempt(db: Database, { chapterId, userId, historyLimit }: { chapterId: string; userId: string; historyLimit?: number | undefined }) {
  const queries = chapterTurnQueries.get(db) ?? {};
  chapterTurnQueries.set(db, queries);
  const query = historyLimit ? (queries.withHistory ??= buildChapterTurnQuery(db, true)) : (queries.plain ??= buildChapterTurnQuery(db, false));
  const [row] = await query.execute({ chapterId, userId, historyLimit: historyLimit ?? 0 });
  return row;
}

export type ChatChapterRow = NonNullable<Awaited<ReturnType<typeof findChapterForChat>>>;

export async function listChapterPassages(db: Database, { chapterId }: { chapterId: string }) {
  return db
    .select({ ordinal: chapterPassages.ordinal, heading: chapterPassages.heading, text: chapterPassages.text })
    .from(chapterPassages)
    .where(eq(chapterPassages.chapterId, chapterId))
    .orderBy(asc(chapterPassages.ordinal));
}

export async function insertChatMessage(db: Database, message: NewChatMessage) {
  const [row] = await db.insert(chatMessages).values(message).returning();
  return row!;
}

/** Inserts a message unless its clientMessageId was used already; undefined then. */
export async function insertChatMessageOnce(db: Database, message: NewChatMessage) {
  const [row] = await db.insert(chatMessages).values(message).onConflictDoNothing().returning();
  return row;
}

export async function findMessageByClientId(db: Database, { userId, clientMessageId }: { userId: string; clientMessageId: string }) {
  const [row] = await db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.userId, userId), eq(chatMessages.clientMessageId, clientMessageId)));
  return row;
}

/** The student's conversation about one chapter, oldest first (at most the newest `limit`). */
export async function listChapterMessages(db: Database, { userId, chapterId, limit }: { userId: string; chapterId: string; limit: number }) {
  const newest = await db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.userId, userId), eq(chatMessages.chapterId, chapterId)))
    .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
    .limit(limit);
  return newest.reverse();
}

export async function listUserMessages(db: Database, { userId, limit }: { userId: string; limit: number }) {
  const newest = await db.select().from(chatMessages).where(eq(chatMessages.userId, userId)).orderBy(desc(chatMessages.createdAt), desc(chatMessages.id)).limit(limit);
  return newest.reverse();
}
