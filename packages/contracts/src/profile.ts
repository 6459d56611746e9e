import { z } from 'zod';
import { requiredText, tooLong, whenMissing } from './text-fields';
import { LIMITS } from './limits';
import { MSG } from './messages';
import { progressStatusSchema, publisherSchema, roleSchema, userGradeSchema } from './domain';
import { EMAIL_PATTERN, otpSchema } from './users';
import { chapterFiguresSchema } from './chat';

/** Profile picture uploads: multipart field name, size limit, image types recognised by content. */
export const PROFILE_PICTURE_FIELD = 'profilePicture';
export const PROFILE_PICTURE_MAX_BYTES = LIMITS.imageMaxBytes;
export const PROFILE_PICTURE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/avif'] as const;

/** Overall figures of the statistics response, also carried on the profile as overallStats. */
export const overallStatsSchema = z.object({
  totalBooksAttempted: z.number().int(),
  totalChaptersAttempted: z.number().int(),
  totalQuestionsAnswered: z.number().int(),
  totalMarksEarned: z.number(),
  totalMarksAvailable: z.number(),
  overallPercentage: z.number(),
});
export type OverallStats = z.infer<typeof overallStatsSchema>;

/** The user profile (spec section 3). Dates are ISO strings. */
export const userProfileSchema = z.object({
  _id: z.string(),
  username: z.string(),
  fullname: z.string(),
  email: z.string(),
  phone: z.string(),
  grade: z.string(),
  publisher: z.string(),
  role: roleSchema,
  profilePicture: z.string().nullable(),
  createdAt: z.string().nullable(),
  authProvider: z.string(),
  /** True once the owner of the address proved it with a code (or a provider's verified e-mail). */
  emailVerified: z.boolean(),
  /** A new address waiting for its code; the account keeps `email` until then. */
  pendingEmail: z.string().nullable(),
  overallStats: overallStatsSchema,
});
export type UserProfile = z.infer<typeof userProfileSchema>;

const required = requiredText;

/**
 * PUT /users/profile. Username and role cannot change: sending a different value is refused
 * with the spec's read-only texts; sending the same value (a whole form) is accepted.
 */
export const updateProfileBody = z.object({
  fullname: required('Please enter your full name.').max(120, tooLong('Full name', 120)),
  email: required(MSG.signup.invalidEmail).max(254, MSG.signup.invalidEmail).regex(EMAIL_PATTERN, MSG.signup.invalidEmail),
  phone: z.string().trim().max(30, tooLong('Phone', 30)).default(''),
  grade: userGradeSchema,
  publisher: publisherSchema,
  username: z.string().optional(),
  role: z.string().optional(),
});
export type UpdateProfileBody = z.input<typeof updateProfileBody>;

/** A code sent for an e-mail change (devOtp only in development mode, as at sign-up). */
export const emailCodeSentSchema = z.object({ pendingEmail: z.string(), developmentMode: z.boolean(), devOtp: z.string().optional(), resendAfterSeconds: z.number().int() });

/** Profile changes answer with a fresh token too: grade and publisher are claims of the token. */
export const profileResponse = z.object({
  message: z.string(),
  user: userProfileSchema,
  token: z.string().optional(),
  /** Present when the update asked for a new e-mail address: a code went to it. */
  emailChange: emailCodeSentSchema.optional(),
});

/** POST /users/email/verify: the code sent to the new (or unconfirmed) address. */
export const verifyEmailBody = z.object({ otp: otpSchema });
export const emailCodeResponse = emailCodeSentSchema.extend({ message: z.string() });

/** change-password answers with a new session for this device: every older one has ended. */
export const changePasswordResponse = z.object({ message: z.string(), token: z.string(), refreshToken: z.string() });

export const changePasswordBody = z
  .object({
    oldPassword: z
      .string({ error: whenMissing(MSG.profile.currentPasswordRequired) })
      .min(1, MSG.profile.currentPasswordRequired)
      .max(200, tooLong('Password', 200)),
    newPassword: z
      .string({ error: whenMissing(MSG.profile.newPasswordRequired) })
      .min(1, MSG.profile.newPasswordRequired)
      .min(LIMITS.passwordMinLength, MSG.profile.passwordTooShort)
      .max(200, tooLong('Password', 200)),
    confirmPassword: z.string({ error: whenMissing(MSG.profile.confirmPasswordRequired) }).min(1, MSG.profile.confirmPasswordRequired),
  })
  .refine((b) => b.newPassword === b.confirmPassword, { message: MSG.profile.passwordsMismatch, path: ['confirmPassword'] });
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;

/** One finished or running attempt of a chapter test: the points of the score chart. */
export const attemptPointSchema = z.object({ attemptNumber: z.number().int(), percentage: z.number(), questionsAnswered: z.number().int(), at: z.string() });

/** The chat's chapter figures (same rules, same values) with the profile's extras. */
export const chapterStatsWithHistorySchema = chapterFiguresSchema.extend({
  /** Minutes of active test time over every attempt, one decimal; null when not measured. */
  timeSpentMinutes: z.number().nullable(),
  attemptCount: z.number().int(),
  /** Every attempt with answers, oldest first (the figures above are the latest of these). */
  attempts: z.array(attemptPointSchema),
});
export type ChapterStatsWithHistory = z.infer<typeof chapterStatsWithHistorySchema>;

export const bookStatsSchema = z.object({
  bookId: z.string(),
  bookTitle: z.string(),
  subject: z.string(),
  grade: z.string(),
  totalChapters: z.number().int(),
  chaptersAttempted: z.number().int(),
  chaptersCompleted: z.number().int(),
  questionsAnswered: z.number().int(),
  totalQuestions: z.number().int(),
  marksEarned: z.number(),
  marksAvailable: z.number(),
  /** Answered questions over all the book's questions, one decimal. */
  progressPercentage: z.number(),
  /** Mean chapter percentage over started chapters, one decimal. */
  averageScore: z.number(),
  status: progressStatusSchema,
});
export type BookStats = z.infer<typeof bookStatsSchema>;

export const recentActivitySchema = z.object({
  attemptId: z.string(),
  attemptNumber: z.number().int(),
  chapterId: z.string(),
  chapterTitle: z.string(),
  bookTitle: z.string(),
  questionsAnswered: z.number().int(),
  percentage: z.number(),
  finished: z.boolean(),
  at: z.string(),
});

export const statisticsDataSchema = overallStatsSchema.extend({
  bookStats: z.array(bookStatsSchema),
  recentActivity: z.array(recentActivitySchema),
  chapterStats: z.array(chapterStatsWithHistorySchema),
});
export type StatisticsData = z.infer<typeof statisticsDataSchema>;
export const statisticsResponse = z.object({ success: z.literal(true), data: statisticsDataSchema });
export type StatisticsResponse = z.infer<typeof statisticsResponse>;

export const userIdParams = z.object({ userId: z.uuid({ error: 'Invalid user id.' }) });

/** How many entries recentActivity holds at most. */
export const RECENT_ACTIVITY_LIMIT = 10;
