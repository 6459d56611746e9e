/**
 * The review queue (issue 18): free-text answers the tutor marked with low confidence, and
 * answers a student appealed, wait for a teacher of the student's classes to confirm or
 * correct the marks.
 */
import { z } from 'zod';
import { idSchema } from './domain';

export const REVIEWS_MSG = {
  appealButton: 'I think this was marked wrongly',
  appealed: 'Your teacher will look at this answer again.',
  alreadyAppealed: 'You already asked for this answer to be checked.',
  noClass: 'This answer is not in a class with a teacher who can check it.',
  fullMarks: 'This answer already has full marks, so there is nothing to check.',
  answerNotFound: 'Answer not found.',
  marksOutOfRange: "Marks must be between 0 and the question's marks.",
  confirmed: 'Marks confirmed.',
  corrected: 'Marks changed.',
  notificationTitle: 'Your teacher checked an answer',
} as const;

/** Low confidence, documented in features/reviews/README.md: the built-in grader gives no probability, so a free-text answer marked partial counts as uncertain. */
export const REVIEW_REASONS = ['appeal', 'low_confidence'] as const;
export type ReviewReason = (typeof REVIEW_REASONS)[number];

export const answerIdParams = z.object({ answerId: idSchema });

export const reviewBody = z.object({
  marks: z.number({ error: REVIEWS_MSG.marksOutOfRange }).min(0, REVIEWS_MSG.marksOutOfRange).max(1000, REVIEWS_MSG.marksOutOfRange),
  comment: z.string().trim().max(1000).optional().default(''),
});
export type ReviewBody = z.input<typeof reviewBody>;

export const reviewItemSchema = z.object({
  answerId: z.string(),
  reason: z.enum(REVIEW_REASONS),
  student: z.object({ userId: z.string(), fullname: z.string(), username: z.string() }),
  chapterId: z.string(),
  chapterTitle: z.string(),
  questionNumber: z.number().int(),
  question: z.string(),
  /** The answer key (teachers only). */
  key: z.string().nullable(),
  studentAnswer: z.string(),
  marks: z.number(),
  maxMarks: z.number(),
  verdict: z.string(),
  feedback: z.string(),
  answeredAt: z.string(),
  appealedAt: z.string().nullable(),
});
export type ReviewItem = z.infer<typeof reviewItemSchema>;

export const reviewQueueResponse = z.object({ classId: z.string(), items: z.array(reviewItemSchema) });
export type ReviewQueue = z.infer<typeof reviewQueueResponse>;

export const reviewResponse = z.object({ message: z.string(), answerId: z.string(), marks: z.number(), maxMarks: z.number(), verdict: z.string(), reviewedAt: z.string() });
export type ReviewResult = z.infer<typeof reviewResponse>;

/** A student's own answers of a chapter, so the chat can offer the appeal on a feedback message. */
export const myAnswerSchema = z.object({
  answerId: z.string(),
  questionNumber: z.number().int(),
  marks: z.number(),
  maxMarks: z.number(),
  verdict: z.string(),
  feedback: z.string(),
  appealed: z.boolean(),
  reviewed: z.boolean(),
  /** Some teacher has the student in a class covering the chapter, so an appeal reaches someone. */
  appealable: z.boolean(),
  /** The tutor's reply that gave this answer's feedback: its message id and its client id. */
  replyMessageId: z.string().nullable(),
  replyClientMessageId: z.string().nullable(),
});
export const myAnswersResponse = z.array(myAnswerSchema);
export type MyAnswer = z.infer<typeof myAnswerSchema>;
