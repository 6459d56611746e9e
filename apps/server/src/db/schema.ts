/**
 * The one database schema, for PGlite (embedded default) and PostgreSQL alike.
 * Column names stay in here: the API speaks through presenters, never raw rows.
 */
import type { Citation } from '@booktutor/contracts/chat';
import type { Publisher, Role } from '@booktutor/contracts/domain';
import type { SignupForm } from '@booktutor/contracts/users';
import type { Question, TestState } from '@booktutor/tutor';
import { sql, type SQL } from 'drizzle-orm';
import { bigint, boolean, customType, index, integer, jsonb, pgEnum, pgTable, primaryKey, real, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const roleEnum = pgEnum('user_role', ['student', 'teacher']);
export const adminStatusEnum = pgEnum('admin_status', ['Pending', 'Approved', 'Rejected']);
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
    /**
     * When the owner of the address proved it (sign-up code, e-mail change code or a provider's
     * verified e-mail). Social sign-in links only to an account with a verified address.
     */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** Bumped by password change, reset and "sign out everywhere": every older access token is refused. */
    tokenVersion: integer('token_version').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_username_lower_idx').on(sql`lower(${t.username})`), uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`)],
);

/** A sign-up waiting for its e-mail code; becomes a user on verify-otp. */
export const pendingSignups = pgTable('pending_signups', {
  email: text('email').primaryKey(), // stored lower-case
  /** The validated sign-up form without its passwords (the hash is its own column). */
  form: jsonb('form').$type<Omit<SignupForm, 'password' | 'confirmPassword'>>().notNull(),
  passwordHash: text('password_hash').notNull(),
  otpHash: text('otp_hash').notNull(),
  otpExpiresAt: timestamp('otp_expires_at', { withTimezone: true }).notNull(),
  otpSentAt: timestamp('otp_sent_at', { withTimezone: true }).notNull(),
  otpWrongTries: integer('otp_wrong_tries').notNull().default(0),
  createdAt: createdAt(),
});

/**
 * An e-mail change waiting for the code sent to the new address. The account keeps its old
 * address until then; the new one is not reserved (its owner may still sign up with it).
 */
export const emailChanges = pgTable('email_changes', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  newEmail: text('new_email').notNull(),
  otpHash: text('otp_hash').notNull(),
  otpExpiresAt: timestamp('otp_expires_at', { withTimezone: true }).notNull(),
  otpSentAt: timestamp('otp_sent_at', { withTimezone: true }).notNull(),
  otpWrongTries: integer('otp_wrong_tries').notNull().default(0),
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
    /** What a new account gets (publisher, role) if this sign-in creates one; the column's default is `{}`. */
    signupDefaults: jsonb('signup_defaults').$type<{ publisher?: Publisher; role?: Role }>().notNull().default({}),
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
    /** Bumped by "sign out everywhere": every older admin token is refused. */
    tokenVersion: integer('token_version').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('admins_email_lower_idx').on(sql`lower(${t.email})`)],
);

/**
 * One sign-in of a user or an admin (a refresh-token family). Access tokens name their session,
 * so revoking it (logout, reuse of a rotated refresh token) ends them at once.
 */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    adminId: uuid('admin_id').references(() => admins.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('auth_sessions_user_idx').on(t.userId), index('auth_sessions_admin_idx').on(t.adminId)],
);

/** A user's refresh token, stored only as its sha256; used once (rotation), then replaced. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => authSessions.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('refresh_tokens_session_idx').on(t.sessionId)],
);

/** The text a book is found by: its title, subject, author and publisher (two generated columns use it). */
const searchVectorOf = (b: { title: unknown; subject: unknown; author: unknown; publisher: unknown }): SQL =>
  sql`to_tsvector('simple', coalesce(${b.title}, '') || ' ' || coalesce(${b.subject}, '') || ' ' || coalesce(${b.author}, '') || ' ' || coalesce(${b.publisher}, ''))`;

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
    /** Grades 1-12 in number order, then the words (1000): the grade sort walks an index on it. */
    gradeRank: integer('grade_rank')
      .notNull()
      .generatedAlwaysAs((): SQL => sql`case when ${books.grade} ~ '^[0-9]{1,6}$' then ${books.grade}::int else 1000 end`),
    search: tsvector('search').generatedAlwaysAs((): SQL => searchVectorOf(books)),
    /**
     * The bits of its lexemes' 3- and 4-character prefixes (drizzle/0017: book_search_signature): a
     * search walking a sort index rejects most non-matching books on this integer alone.
     */
    searchSignature: bigint('search_signature', { mode: 'number' })
      .notNull()
      .generatedAlwaysAs((): SQL => sql`book_search_signature(tsvector_to_array(${searchVectorOf(books)}))`),
  },
  (t) => [
    index('books_search_idx').using('gin', t.search),
    index('books_publisher_title_idx').on(t.publisher, t.title),
    // All Books pages in title order walk this index instead of sorting the publisher's books.
    index('books_publisher_title_sort_idx').on(t.publisher, sql`lower(${t.title}) collate "C"`, t.id, t.title, t.searchSignature),
    // The filter choices: one index probe per distinct value (paged-books-repository.ts).
    index('books_publisher_subject_idx').on(t.publisher, t.subject),
    index('books_publisher_grade_idx').on(t.publisher, t.grade),
    index('books_publisher_author_idx').on(t.publisher, t.author),
    // One index per sort of All Books and direction (titles stay A-Z within a subject, grade or
    // instant whichever way the main key goes), so a page is an index walk, never a sort of the
    // publisher's books (paged-books-repository.ts sortKeys). The plain columns last let a jump to
    // page N skip the rows before it in the index alone (an index-only scan, no table reads), and
    // the search signature last lets a search reject most other books there too.
    index('books_publisher_subject_sort_idx').on(t.publisher, sql`lower(${t.subject}) collate "C"`, sql`lower(${t.title}) collate "C"`, t.id, t.subject, t.title, t.searchSignature),
    index('books_publisher_subject_desc_sort_idx').on(t.publisher, sql`lower(${t.subject}) collate "C" desc`, sql`lower(${t.title}) collate "C"`, t.id, t.subject, t.title, t.searchSignature),
    index('books_publisher_grade_sort_idx').on(t.publisher, t.gradeRank, sql`lower(${t.grade}) collate "C"`, sql`lower(${t.title}) collate "C"`, t.id, t.grade, t.title, t.searchSignature),
    index('books_publisher_grade_desc_sort_idx').on(
      t.publisher,
      sql`${t.gradeRank} desc`,
      sql`lower(${t.grade}) collate "C" desc`,
      sql`lower(${t.title}) collate "C"`,
      t.id,
      t.grade,
      t.title,
      t.searchSignature,
    ),
    index('books_publisher_created_sort_idx').on(t.publisher, t.createdAt, sql`lower(${t.title}) collate "C"`, t.id, t.title, t.searchSignature),
    index('books_publisher_created_desc_sort_idx').on(t.publisher, sql`${t.createdAt} desc`, sql`lower(${t.title}) collate "C"`, t.id, t.title, t.searchSignature),
  ],
);

/**
 * How many books each publisher has, kept by statement triggers on books (in the migration that
 * made this table): All Books without filters reads its total here instead of counting the books.
 */
export const publisherBookCounts = pgTable('publisher_book_counts', { publisher: text('publisher').primaryKey(), books: integer('books').notNull() });

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
    questions: jsonb('questions').$type<Question[]>().notNull().default([]),
    totalQuestions: integer('total_questions').notNull().default(0),
    totalMarks: real('total_marks').notNull().default(0),
    position: integer('position').notNull().default(0),
    /** The admin client's Idempotency-Key: a retried add-chapter finds this row instead of adding a second. */
    idempotencyKey: text('idempotency_key'),
    createdAt: createdAt(),
  },
  (t) => [index('chapters_book_idx').on(t.bookId, t.position), uniqueIndex('chapters_book_idempotency_key_idx').on(t.bookId, t.idempotencyKey)],
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
    // The notification outbox walks a book's subscribers in user order, one batch after another.
    index('subscriptions_book_user_idx').on(t.bookId, t.userId),
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
    citations: jsonb('citations').$type<Citation[]>(),
    isAudio: boolean('is_audio').notNull().default(false),
    /** Sent by the client so that a message sent twice is handled once. */
    clientMessageId: text('client_message_id'),
    createdAt: createdAt(),
  },
  (t) => [index('chat_messages_user_chapter_idx').on(t.userId, t.chapterId, t.createdAt), uniqueIndex('chat_messages_client_id_idx').on(t.userId, t.clientMessageId)],
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
    state: jsonb('state').$type<TestState>().notNull(),
    earnedMarks: real('earned_marks').notNull().default(0),
    totalMarks: real('total_marks').notNull().default(0),
    /** Marks of the whole test (every question it asks, answered or not), known from its start: the score bar's "of N marks". */
    testTotalMarks: real('test_total_marks').notNull().default(0),
    answeredQuestions: integer('answered_questions').notNull().default(0),
    totalQuestions: integer('total_questions').notNull().default(0),
    correctCount: integer('correct_count').notNull().default(0),
    partialCount: integer('partial_count').notNull().default(0),
    incorrectCount: integer('incorrect_count').notNull().default(0),
    timeSpentSeconds: integer('time_spent_seconds').notNull().default(0),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /**
     * The attempt's figures summed from its graded answers, kept by the database itself (a trigger
     * on test_answers recounts an attempt whenever its answers change: grading, a teacher's review,
     * any insert), and a trigger on test_attempts copies the latest graded attempt's into
     * chapter_scores, so statistics never re-sum answers. Unlike the running
     * totals above (the engine's state), these always equal the answers.
     */
    gradedAnswers: integer('graded_answers').notNull().default(0),
    gradedMarks: real('graded_marks').notNull().default(0),
    gradedMaxMarks: real('graded_max_marks').notNull().default(0),
    gradedCorrect: integer('graded_correct').notNull().default(0),
    gradedPartial: integer('graded_partial').notNull().default(0),
    /** Incorrect and skipped answers. */
    gradedWrong: integer('graded_wrong').notNull().default(0),
  },
  (t) => [uniqueIndex('test_attempts_user_chapter_number_idx').on(t.userId, t.chapterId, t.attemptNumber), index('test_attempts_user_idx').on(t.userId, t.updatedAt)],
);

/**
 * Each student's score in each chapter: the figures of the latest attempt that has answers (its
 * graded_* sums), kept by the database itself (a trigger on test_attempts refreshes a student's
 * chapter whenever an attempt's sums, number or question count change, or an attempt goes), so a
 * class table reads 40 x 20 ready rows. features/progress reads every score from here.
 */
export const chapterScores = pgTable(
  'chapter_scores',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // No foreign keys to the chapter and the attempt (each would need one more index, read for
    // every chapter or attempt deleted): deleting either deletes attempts, and the trigger then
    // drops or replaces the row.
    chapterId: uuid('chapter_id').notNull(),
    attemptId: uuid('attempt_id').notNull(),
    attemptNumber: integer('attempt_number').notNull(),
    /** The attempt's own count (0 before its questions were known). */
    totalQuestions: integer('total_questions').notNull(),
    answered: integer('answered').notNull(),
    marks: real('marks').notNull(),
    maxMarks: real('max_marks').notNull(),
    correct: integer('correct').notNull(),
    partial: integer('partial').notNull(),
    /** Incorrect and skipped answers. */
    wrong: integer('wrong').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.chapterId] })],
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
    /** The tutor's reply that gave this answer's marks and feedback (its appeal button appeals this answer). */
    /** The grader doubted these marks (the tutor engine's Grade.uncertain): a teacher should review them. */
    uncertain: boolean('uncertain').notNull().default(false),
    feedbackMessageId: uuid('feedback_message_id').references(() => chatMessages.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('test_answers_attempt_question_idx').on(t.attemptId, t.questionNumber),
    // Statistics sum marks per attempt; for a whole class (features/classes) that is thousands of
    // attempts, answered from this index alone instead of a scan of every answer.
    index('test_answers_attempt_marks_idx').on(t.attemptId, t.marks, t.maxMarks, t.verdict),
  ],
);

/**
 * A notification in a user's inbox. The key is (user, id): a notification fanned out to a book's
 * subscribers carries one id for all of them (its outbox row's), so one socket emit serves a
 * whole batch; marking it seen always names the user too.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').notNull().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull().default('info'),
    title: text('title').notNull(),
    message: text('message').notNull(),
    seen: boolean('seen').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.id] }), index('notifications_user_idx').on(t.userId, t.createdAt)],
);

/**
 * One notification still to be fanned out to a book's subscribers, written in the same
 * transaction as the event (a new chapter). Workers on every node claim rows with
 * FOR UPDATE SKIP LOCKED and copy it to subscribers in user-id order, batch by batch;
 * `cursorUserId` (the last subscriber done) moves in the same transaction as each batch's
 * inserts, so no subscriber gets it twice, whichever node does the next batch.
 */
export const notificationOutbox = pgTable(
  'notification_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookId: uuid('book_id')
      .notNull()
      .references(() => books.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    cursorUserId: uuid('cursor_user_id'),
    delivered: integer('delivered').notNull().default(0),
    doneAt: timestamp('done_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('notification_outbox_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.doneAt} is null`),
  ],
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
