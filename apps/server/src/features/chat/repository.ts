/** All SQL of the chapter chat: chapters as the chat reads them, messages, test attempts and answers. */
import { and, asc, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { books, chapterPassages, chapters, chatMessages, testAnswers, testAttempts } from '../../db/schema';

export type ChatMessageRow = typeof chatMessages.$inferSelect;
export type NewChatMessage = typeof chatMessages.$inferInsert;
export type AttemptRow = typeof testAttempts.$inferSelect;
export type NewAnswer = typeof testAnswers.$inferInsert;

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
  const [row] = await db
    .select(chapterForChatFields)
    .from(chapters)
    .innerJoin(books, eq(books.id, chapters.bookId))
    .where(eq(chapters.id, chapterId));
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
  const attempt = Object.fromEntries(Object.keys(columns).map((key) => [key, latest[key as keyof typeof columns]])) as {
    [K in keyof typeof columns]: (typeof latest)[K];
  };
  // With a model, the conversation so far is read here too: one round trip fewer before the model call.
  const history = withHistory ? recentMessages : sql<RecentMessage[] | null>`null`;
  return db
    .select({ chapter: chapterForChatFields, attempt, history })
    .from(chapters)
    .innerJoin(books, eq(books.id, chapters.bookId))
    .leftJoinLateral(latest, sql`true`)
    .where(eq(chapters.id, sql.placeholder('chapterId')))
    .prepare(withHistory ? 'chat_chapter_turn_with_history' : 'chat_chapter_turn');
}

type ChapterTurnQuery = ReturnType<typeof buildChapterTurnQuery>;
const chapterTurnQueries = new WeakMap<Database, { plain?: ChapterTurnQuery; withHistory?: ChapterTurnQuery }>();

/**
 * The same, plus the student's latest attempt at the chapter, in one round trip: a chat turn
 * needs both, and on the embedded database each query is a large part of a turn's cost. It
 * runs on every turn, before the model call, so it is a prepared query: Drizzle builds its
 * SQL once (~0.4 ms a call otherwise) and PostgreSQL plans it once per connection.
 */
export async function findChapterWithLatestAttempt(
  db: Database,
  { chapterId, userId, historyLimit }: { chapterId: string; userId: string; historyLimit?: number | undefined },
) {
  const queries = chapterTurnQueries.get(db) ?? {};
  chapterTurnQueries.set(db, queries);
  const query = historyLimit
    ? (queries.withHistory ??= buildChapterTurnQuery(db, true))
    : (queries.plain ??= buildChapterTurnQuery(db, false));
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
  const newest = await db
    .select()
    .from(chatMessages)
    .where(eq(chatMessages.userId, userId))
    .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
    .limit(limit);
  return newest.reverse();
}

export async function findLatestAttempt(db: Database, { userId, chapterId }: { userId: string; chapterId: string }) {
  const [row] = await db
    .select()
    .from(testAttempts)
    .where(and(eq(testAttempts.userId, userId), eq(testAttempts.chapterId, chapterId)))
    .orderBy(desc(testAttempts.attemptNumber))
    .limit(1);
  return row;
}

export async function insertAttempt(db: Database, attempt: typeof testAttempts.$inferInsert) {
  const [row] = await db.insert(testAttempts).values(attempt).returning();
  return row!;
}

export interface TestTurnWrite {
  attemptId: string;
  /** The attempt's answer count when it was read: the write happens only if it is unchanged. */
  expectedAnswered: number;
  values: {
    state: unknown;
    status: 'in_progress' | 'finished';
    earnedMarks: number;
    totalMarks: number;
    answeredQuestions: number;
    correctCount: number;
    partialCount: number;
    incorrectCount: number;
    timeSpentSeconds: number;
    updatedAt: Date;
    finishedAt: Date | null;
  };
  answer: Omit<NewAnswer, 'attemptId'> | null;
  reply: NewChatMessage & { createdAt: Date };
}

/**
 * One graded turn in ONE statement (atomic without BEGIN/COMMIT round trips, which dominate
 * the cost of a turn on the embedded database): the attempt's state and running score, the
 * answer (unique per attempt and question) and the reply. Null when the attempt had moved on.
 */
export async function recordTestTurn(db: Database, w: TestTurnWrite): Promise<ChatMessageRow | null> {
  const v = w.values;
  const a = w.answer;
  const answer = a
    ? sql`, answer as (
        insert into test_answers (attempt_id, question_number, answer_text, marks, max_marks, verdict, feedback)
        select id, ${a.questionNumber}::int, ${a.answerText}, ${a.marks}::real, ${a.maxMarks}::real, ${a.verdict}::verdict, ${a.feedback ?? ''} from moved
      )`
    : sql``;
  const result = await db.execute(sql`
    with moved as (
      update test_attempts set
        state = ${JSON.stringify(v.state)}::jsonb, status = ${v.status}::attempt_status,
        earned_marks = ${v.earnedMarks}::real, total_marks = ${v.totalMarks}::real,
        answered_questions = ${v.answeredQuestions}::int, correct_count = ${v.correctCount}::int,
        partial_count = ${v.partialCount}::int, incorrect_count = ${v.incorrectCount}::int,
        time_spent_seconds = ${v.timeSpentSeconds}::int, updated_at = ${v.updatedAt.toISOString()}::timestamptz,
        finished_at = ${v.finishedAt ? v.finishedAt.toISOString() : null}::timestamptz
      where id = ${w.attemptId}::uuid and answered_questions = ${w.expectedAnswered}::int and status = 'in_progress'
      returning id
    )${answer},
    reply as (
      insert into chat_messages (user_id, chapter_id, role, content, citations, client_message_id, created_at)
      select ${w.reply.userId}::uuid, ${w.reply.chapterId}::uuid, 'assistant', ${w.reply.content}, '[]'::jsonb,
             ${w.reply.clientMessageId ?? null}, ${w.reply.createdAt.toISOString()}::timestamptz
      from moved
      returning id
    )
    select id from reply
  `);
  const row = (result as unknown as { rows: Array<{ id: string }> }).rows[0];
  if (!row) return null;
  return {
    id: row.id,
    userId: w.reply.userId,
    chapterId: w.reply.chapterId,
    role: 'assistant',
    content: w.reply.content,
    citations: [],
    isAudio: false,
    clientMessageId: w.reply.clientMessageId ?? null,
    createdAt: w.reply.createdAt,
  };
}

export async function listAnswers(db: Database, { attemptId }: { attemptId: string }) {
  return db.select().from(testAnswers).where(eq(testAnswers.attemptId, attemptId)).orderBy(asc(testAnswers.createdAt));
}

/**
 * Per chapter the student has tried: the figures of the latest attempt that has at least one
 * answer, counted from the graded answers themselves (never from the attempt's running totals),
 * plus the first start, the last activity, total time and number of attempts over all attempts.
 * Chapters whose attempts have no answer yet are left out unless `includeUnanswered` (zero figures).
 */
export async function listChapterAttemptSummaries(
  db: Database,
  { userId, chapterIds, includeUnanswered = false }: { userId: string; chapterIds?: string[] | undefined; includeUnanswered?: boolean },
) {
  const chapterFilter = chapterIds
    ? chapterIds.length
      ? sql`and a.chapter_id in (${sql.join(chapterIds.map((id) => sql`${id}::uuid`), sql`, `)})`
      : sql`and false`
    : sql``;
  const result = await db.execute(sql`
    with mine as (
      select a.* from test_attempts a where a.user_id = ${userId}::uuid ${chapterFilter}
    ),
    scored as (
      select x.attempt_id, count(*)::int as answered_questions,
             coalesce(sum(x.marks), 0)::float8 as earned_marks, coalesce(sum(x.max_marks), 0)::float8 as total_marks,
             (count(*) filter (where x.verdict = 'correct'))::int as correct_count,
             (count(*) filter (where x.verdict = 'partial'))::int as partial_count,
             -- A skipped question counts as answered, with 0 marks, and as wrong (the engine's rule).
             (count(*) filter (where x.verdict in ('incorrect', 'skipped')))::int as incorrect_count
      from test_answers x where x.attempt_id in (select id from mine)
      group by x.attempt_id
    ),
    latest as (
      select distinct on (m.chapter_id) m.chapter_id, m.total_questions, s.*
      from mine m join scored s on s.attempt_id = m.id
      order by m.chapter_id, m.attempt_number desc
    ),
    totals as (
      select chapter_id,
             min(started_at) as first_attempted,
             max(updated_at) as last_attempted,
             sum(time_spent_seconds)::int as time_spent_seconds,
             count(*)::int as attempts,
             bool_or(status = 'in_progress') as test_in_progress
      from mine group by chapter_id
    )
    select t.chapter_id, c.title as chapter_title, b.id as book_id, b.title as book_title,
           coalesce(nullif(c.subject, ''), b.subject) as subject, b.grade,
           coalesce(l.answered_questions, 0)::int as answered_questions,
           -- The attempt's own count (only keyed questions are asked); the chapter's before any.
           coalesce(nullif(l.total_questions, 0), c.total_questions)::int as total_questions,
           coalesce(l.earned_marks, 0)::float8 as earned_marks, coalesce(l.total_marks, 0)::float8 as total_marks,
           coalesce(l.correct_count, 0)::int as correct_count, coalesce(l.partial_count, 0)::int as partial_count,
           coalesce(l.incorrect_count, 0)::int as incorrect_count,
           t.first_attempted, t.last_attempted, t.time_spent_seconds, t.attempts, t.test_in_progress
    from totals t
    left join latest l on l.chapter_id = t.chapter_id
    join chapters c on c.id = t.chapter_id
    join books b on b.id = c.book_id
    ${includeUnanswered ? sql`` : sql`where l.chapter_id is not null`}
    order by t.last_attempted desc, t.chapter_id
  `);
  return (result as unknown as { rows: AttemptSummaryRow[] }).rows;
}

export interface AttemptSummaryRow {
  chapter_id: string;
  chapter_title: string;
  book_id: string;
  book_title: string;
  subject: string;
  grade: string;
  answered_questions: number;
  total_questions: number;
  earned_marks: number;
  total_marks: number;
  correct_count: number;
  partial_count: number;
  incorrect_count: number;
  first_attempted: string | Date;
  last_attempted: string | Date;
  time_spent_seconds: number;
  attempts: number;
  test_in_progress: boolean;
}

/** Question totals of every chapter of the given books (for book-level progress). */
export async function listBookChapterTotals(db: Database, { bookIds }: { bookIds: string[] }) {
  if (!bookIds.length) return [];
  return db
    .select({ bookId: chapters.bookId, chapterId: chapters.id, totalQuestions: chapters.totalQuestions })
    .from(chapters)
    .where(sql`${chapters.bookId} in (${sql.join(bookIds.map((id) => sql`${id}::uuid`), sql`, `)})`);
}
