/**
 * The chapter chat: messages, the running test score, citations, history and per-chapter
 * statistics. Server routes validate with these and the web app reads its types from them.
 */
import { z } from 'zod';
import { whenMissing } from './text-fields';
import { idSchema, progressStatusSchema } from './domain';

export const CHAT_MESSAGE_MAX_CHARS = 4000;

export const chatRoleSchema = z.enum(['user', 'assistant', 'system']);
export type ChatRole = z.infer<typeof chatRoleSchema>;

export const chatBody = z.object({
  /** Sent by the spec's client; when given it must be the signed-in user. */
  userId: z.string().optional(),
  message: z
    .string({ error: whenMissing('Please type a message.') })
    .trim()
    .min(1, 'Please type a message.')
    .max(CHAT_MESSAGE_MAX_CHARS, `Messages can be at most ${CHAT_MESSAGE_MAX_CHARS} characters.`),
  chapterId: idSchema,
  isAudio: z.boolean().optional(),
  /** Chosen by the client per message: the same message sent twice is handled (and graded) once. */
  clientMessageId: z
    .string()
    .trim()
    .min(8, 'clientMessageId must be 8 to 100 characters.')
    .max(100, 'clientMessageId must be 8 to 100 characters.')
    .regex(/^[A-Za-z0-9_-]+$/, 'clientMessageId may use letters, digits, "-" and "_" only.')
    .optional(),
});
export type ChatBody = z.infer<typeof chatBody>;

/**
 * ARCHITECTURE §3: marks over answered questions, percentage to one decimal. `testTotalMarks`: the
 * marks of the whole test (every question it asks), known before the first answer, so the running
 * score reads "0/12 marks" at the start rather than "0/0".
 */
export const scoreSummarySchema = z.object({
  earnedMarks: z.number(),
  totalMarks: z.number(),
  testTotalMarks: z.number(),
  percentage: z.number(),
  answeredQuestions: z.number().int(),
  totalQuestions: z.number().int(),
});
export type ScoreSummary = z.infer<typeof scoreSummarySchema>;

/** A chapter passage a reply relies on: `excerpt` is the cited part, `text` the whole passage. */
export const citationSchema = z.object({ passage: z.number().int(), heading: z.string().optional(), excerpt: z.string(), text: z.string() });
export type Citation = z.infer<typeof citationSchema>;

export const testProgressSchema = z.object({ status: z.enum(['in_progress', 'finished']), attemptNumber: z.number().int(), score: scoreSummarySchema });
export type TestProgress = z.infer<typeof testProgressSchema>;

export const chatReplySchema = z.object({
  /** The assistant's reply (the spec's client reads `response`, older ones `message`). */
  response: z.string(),
  message: z.string(),
  messageId: z.string(),
  userMessageId: z.string(),
  citations: z.array(citationSchema),
  /** Running score while a test runs, and the final one when it ends. */
  score: scoreSummarySchema.optional(),
  test: testProgressSchema.optional(),
  /** True when this reply was already given for the same clientMessageId (nothing re-graded). */
  replayed: z.boolean(),
});
export type ChatReply = z.infer<typeof chatReplySchema>;

export const chatMessageSchema = z.object({
  messageId: z.string(),
  chapterId: z.string(),
  role: chatRoleSchema,
  content: z.string(),
  citations: z.array(citationSchema),
  isAudio: z.boolean(),
  clientMessageId: z.string().nullable(),
  createdAt: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;
export const chatHistoryResponse = z.array(chatMessageSchema);

export const chapterParams = z.object({ chapterId: idSchema });
export const userParams = z.object({ userId: idSchema });
export const historyQuery = z.object({ limit: z.coerce.number().int().min(1).max(500).default(200) });

/**
 * The figures of one chapter for one student, shared by the chat's and the profile's
 * statistics so both say the same (the server decides them in one place: features/progress).
 */
export const chapterFiguresSchema = z.object({
  chapterId: z.string(),
  chapterTitle: z.string(),
  bookId: z.string(),
  bookTitle: z.string(),
  subject: z.string(),
  grade: z.string(),
  questionsAnswered: z.number().int(),
  totalQuestions: z.number().int(),
  marksEarned: z.number(),
  marksAvailable: z.number(),
  /** marksEarned / marksAvailable x 100, one decimal. */
  percentage: z.number(),
  correctAnswers: z.number().int(),
  partialAnswers: z.number().int(),
  incorrectAnswers: z.number().int(),
  firstAttempted: z.string(),
  lastAttempted: z.string(),
  completionStatus: progressStatusSchema,
});

/** One chapter's statistics for one student, as the chat shows them. */
export const chapterStatsSummarySchema = chapterFiguresSchema.extend({
  /** Minutes of active test time over every attempt, one decimal. */
  timeSpentMinutes: z.number(),
  attempts: z.number().int(),
  testInProgress: z.boolean(),
});
export type ChapterStatsSummary = z.infer<typeof chapterStatsSummarySchema>;

/** What the chat screen needs to show a chapter it only knows by id. */
export const chatChapterSchema = z.object({ chapterId: z.string(), title: z.string(), bookId: z.string(), bookTitle: z.string(), subject: z.string(), totalQuestions: z.number().int() });
export type ChatChapter = z.infer<typeof chatChapterSchema>;

export const chapterStatsResponse = z.object({
  hasStats: z.boolean(),
  stats: chapterStatsSummarySchema.nullable(),
  chapter: chatChapterSchema,
  /** The latest attempt, running (its score may still be 0 of 0) or finished (its final score); null before any. */
  test: testProgressSchema.nullable(),
});
export type ChapterStatsResponse = z.infer<typeof chapterStatsResponse>;

/** Server-sent events of POST /api/chat/stream, in order: start, delta*, then done or error. */
export const chatStreamEvents = {
  start: z.object({ userMessageId: z.string() }),
  delta: z.object({ text: z.string() }),
  done: chatReplySchema,
  error: z.object({ message: z.string(), code: z.string().optional(), status: z.number().int() }),
} as const;
export type ChatStreamEvent =
  | { event: 'start'; data: z.infer<typeof chatStreamEvents.start> }
  | { event: 'delta'; data: z.infer<typeof chatStreamEvents.delta> }
  | { event: 'done'; data: ChatReply }
  | { event: 'error'; data: z.infer<typeof chatStreamEvents.error> };
