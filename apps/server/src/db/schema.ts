/**
 * The one database schema, for PGlite (embedded default) and PostgreSQL alike.
 * Column names stay in here: the API speaks through presenters, never raw rows.
 */
import { sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const roleEnum = pgEnum('user_role', ['student', 'teacher']);
export const adminStatusEnum = pgEnum('admin_status', ['Pending', 'Approved']);
export const messageRoleEnum = pgEnum('message_role', ['user', 'assistant', 'system']);
export const attemptStatusEnum = pgEnum('attempt_status', ['in_progress', 'finished']);
export const verdictEnum = pgEnum('verdict', ['correct', 'partial', 'incorrect', 'skipped']);

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    username: text('username').notNull(),
    fullname: text('fullname').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    role: roleEnum('role').notNull().default('student'),
    grade: text('grade').notNull().default('1'),
    publisher: text('publisher').notNull(),
    passwordHash: text('password_hash'),
    profilePicture: text('profile_picture'),
    authProvider: text('auth_provider').notNull().default('local'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_username_lower_idx').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
  ],
);

/** A sign-up waiting for its e-mail code; becomes a user on verify-otp. */
export const pendingSignups = pgTable('pending_signups', {
  email: text('email').primaryKey(), // stored lower-case
  form: jsonb('form').$type<Record<string, string>>().notNull(),
  passwordHash: text('password_hash').notNull(),
  otpHash: text('otp_hash').notNull(),
  otpExpiresAt: timestamp('otp_expires_at', { withTimezone: true }).notNull(),
  otpSentAt: timestamp('otp_sent_at', { withTimezone: true }).notNull(),
  otpWrongTries: integer('otp_wrong_tries').notNull().default(0),
  createdAt: createdAt(),
});

export const passwordResets = pgTable('password_resets', {
  email: text('email').primaryKey(), // stored lower-case
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  otpHash: text('otp_hash').notNull(),
  otpExpiresAt: timestamp('otp_expires_at', { withTimezone: true }).notNull(),
  otpSentAt: timestamp('otp_sent_at', { withTimezone: true }).notNull(),
  otpWrongTries: integer('otp_wrong_tries').notNull().default(0),
});

export const socialIdentities = pgTable(
  'social_identities',
  {
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.subject] })],
);

/**
 * A social sign-in in flight (state, PKCE verifier, nonce). The callback deletes its row to
 * use it, so a state works once only, whichever server node the callback reaches.
 */
export const oauthStates = pgTable(
  'oauth_states',
  {
    stateHash: text('state_hash').primaryKey(), // sha256 of the state: the row alone cannot finish a sign-in
    provider: text('provider').notNull(),
    codeVerifier: text('code_verifier'),
    nonce: text('nonce'),
    /** What a new account gets (publisher, role) if this sign-in creates one. */
    signupDefaults: jsonb('signup_defaults').$type<Record<string, string>>().notNull().default({}),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('oauth_states_expires_idx').on(t.expiresAt)],
);

export const admins = pgTable(
  'admins',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    contactNumber: text('contact_number').notNull(),
    designation: text('designation').notNull(),
    passwordHash: text('password_hash').notNull(),
    status: adminStatusEnum('status').notNull().default('Pending'),
    approvedBy: uuid('approved_by'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('admins_email_lower_idx').on(sql`lower(${t.email})`)],
);

export const books = pgTable(
  'books',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    publisher: text('publisher').notNull(),
    subject: text('subject').notNull(),
    language: text('language').notNull(),
    grade: text('grade').notNull(),
    author: text('author').notNull().default(''),
    coverUrl: text('cover_url').notNull().default(''),
    createdByAdminId: uuid('created_by_admin_id'),
    createdAt: createdAt(),
    search: tsvector('search').generatedAlwaysAs(
      (): SQL =>
        sql`to_tsvector('simple', coalesce(${books.title}, '') || ' ' || coalesce(${books.subject}, '') || ' ' || coalesce(${books.author}, '') || ' ' || coalesce(${books.publisher}, ''))`,
    ),
  },
  (t) => [
    index('books_search_idx').using('gin', t.search),
    index('books_publisher_title_idx').on(t.publisher, t.title),
    // All Books pages in title order walk this index instead of sorting the publisher's books.
    index('books_publisher_title_sort_idx').on(t.publisher, sql`lower(${t.title}) collate "C"`, t.id),
    // The filter choices: one index probe per distinct value (paged-books-repository.ts).
    index('books_publisher_subject_idx').on(t.publisher, t.subject),
    index('books_publisher_grade_idx').on(t.publisher, t.grade),
    index('books_publisher_author_idx').on(t.publisher, t.author),
  ],
);

export const chapters = pgTable(
  'chapters',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookId: uuid('book_id')
      .notNull()
      .references(() => books.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description'),
    subject: text('subject').notNull(),
    /** The tutor's system prompt for the chapter (process-text combinedPrompt). */
    prompt: text('prompt').notNull(),
    processedText: text('processed_text').notNull().default(''),
    vectorStoreId: text('vector_store_id').notNull(),
    /** The chapter's question set as the tutor engine produced it (answer keys included: server only). */
    questions: jsonb('questions').$type<unknown[]>().notNull().default([]),
    totalQuestions: integer('total_questions').notNull().default(0),
    totalMarks: real('total_marks').notNull().default(0),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('chapters_book_idx').on(t.bookId, t.position)],
);

/** The chapter's passages for grounding; vectorStoreId names this set. */
export const chapterPassages = pgTable(
  'chapter_passages',
  {
    chapterId: uuid('chapter_id')
      .notNull()
      .references(() => chapters.id, { onDelete: 'cascade' }),
    ordinal: integer('ordinal').notNull(),
    heading: text('heading'),
    text: text('text').notNull(),
  },
  (t) => [primaryKey({ columns: [t.chapterId, t.ordinal] })],
);

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bookId: uuid('book_id')
      .notNull()
      .references(() => books.id, { onDelete: 'cascade' }),
    lastAccessedAt: timestamp('last_accessed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('subscriptions_user_book_idx').on(t.userId, t.bookId),
    index('subscriptions_book_idx').on(t.bookId),
  ],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    chapterId: uuid('chapter_id')
      .notNull()
      .references(() => chapters.id, { onDelete: 'cascade' }),
    role: messageRoleEnum('role').notNull(),
    content: text('content').notNull(),
    citations: jsonb('citations').$type<unknown[]>(),
    isAudio: boolean('is_audio').notNull().default(false),
    /** Sent by the client so that a message sent twice is handled once. */
    clientMessageId: text('client_message_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('chat_messages_user_chapter_idx').on(t.userId, t.chapterId, t.createdAt),
    uniqueIndex('chat_messages_client_id_idx').on(t.userId, t.clientMessageId),
  ],
);

export const testAttempts = pgTable(
  'test_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    chapterId: uuid('chapter_id')
      .notNull()
      .references(() => chapters.id, { onDelete: 'cascade' }),
    attemptNumber: integer('attempt_number').notNull(),
    status: attemptStatusEnum('status').notNull().default('in_progress'),
    /** The tutor engine's test state, plain data, so a test resumes after a restart. */
    state: jsonb('state').$type<unknown>().notNull(),
    earnedMarks: real('earned_marks').notNull().default(0),
    totalMarks: real('total_marks').notNull().default(0),
    answeredQuestions: integer('answered_questions').notNull().default(0),
    totalQuestions: integer('total_questions').notNull().default(0),
    correctCount: integer('correct_count').notNull().default(0),
    partialCount: integer('partial_count').notNull().default(0),
    incorrectCount: integer('incorrect_count').notNull().default(0),
    timeSpentSeconds: integer('time_spent_seconds').notNull().default(0),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('test_attempts_user_chapter_number_idx').on(t.userId, t.chapterId, t.attemptNumber),
    index('test_attempts_user_idx').on(t.userId, t.updatedAt),
  ],
);

/** One graded answer; unique per attempt and question so a score is written once. */
export const testAnswers = pgTable(
  'test_answers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    attemptId: uuid('attempt_id')
      .notNull()
      .references(() => testAttempts.id, { onDelete: 'cascade' }),
    questionNumber: integer('question_number').notNull(),
    answerText: text('answer_text').notNull(),
    marks: real('marks').notNull(),
    maxMarks: real('max_marks').notNull(),
    verdict: verdictEnum('verdict').notNull(),
    feedback: text('feedback').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('test_answers_attempt_question_idx').on(t.attemptId, t.questionNumber),
    // Statistics sum marks per attempt; for a whole class (features/classes) that is thousands of
    // attempts, answered from this index alone instead of a scan of every answer.
    index('test_answers_attempt_marks_idx').on(t.attemptId, t.marks, t.maxMarks, t.verdict),
  ],
);

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull().default('info'),
    title: text('title').notNull(),
    message: text('message').notNull(),
    seen: boolean('seen').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.createdAt)],
);

/**
 * A teacher's class (features/classes): students join with `joinCode` (8 characters without
 * look-alike letters, unique) and are subscribed to the class's books.
 */
export const classes = pgTable(
  'classes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teacherId: uuid('teacher_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    grade: text('grade').notNull(),
    joinCode: text('join_code').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('classes_join_code_idx').on(t.joinCode), index('classes_teacher_idx').on(t.teacherId, t.createdAt)],
);

export const classBooks = pgTable(
  'class_books',
  {
    classId: uuid('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    bookId: uuid('book_id')
      .notNull()
      .references(() => books.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.classId, t.bookId] }), index('class_books_book_idx').on(t.bookId)],
);

export const classMembers = pgTable(
  'class_members',
  {
    classId: uuid('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.classId, t.userId] }), index('class_members_user_idx').on(t.userId)],
);

/**
 * A teacher's review of one graded answer (features/reviews): a student's appeal waits here
 * (`appealedAt`, no `reviewedAt`); a decision records who set which marks, from what, and when.
 */
export const answerReviews = pgTable(
  'answer_reviews',
  {
    answerId: uuid('answer_id')
      .primaryKey()
      .references(() => testAnswers.id, { onDelete: 'cascade' }),
    appealedAt: timestamp('appealed_at', { withTimezone: true }),
    reviewerId: uuid('reviewer_id').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    previousMarks: real('previous_marks'),
    previousVerdict: verdictEnum('previous_verdict'),
    marks: real('marks'),
    comment: text('comment').notNull().default(''),
  },
  (t) => [index('answer_reviews_pending_idx').on(t.reviewedAt)],
);
