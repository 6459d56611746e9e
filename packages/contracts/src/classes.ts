/**
 * Teachers' classes (issue 18): a teacher creates a class over some of their publisher's books,
 * students join it with its join code, and the teacher follows the class's progress.
 * Request and response schemas and the messages of these screens, shared by server and web.
 */
import { z } from 'zod';
import { requiredText, tooLong, whenMissing } from './text-fields';
import { idSchema, progressStatusSchema, userGradeSchema } from './domain';

export const CLASSES_MSG = {
  teachersOnly: 'Only teachers can manage classes.',
  studentsOnly: 'Only students can join a class.',
  classNotFound: 'Class not found.',
  studentNotFound: 'This student is not in the class.',
  chapterNotFound: 'This chapter is not part of the class.',
  joinCodeUnknown: 'No class has this join code. Please check it and try again.',
  alreadyMember: 'You are already in this class.',
  bookNotFound: 'One of the chosen books was not found.',
  nameRequired: 'Please enter a class name.',
  booksRequired: 'Please choose at least one book.',
  joinCodeInvalid: 'A join code has 8 letters and digits.',
  joinCodeLetters: 'A join code uses only letters and digits, and never I, L, O, 0 or 1. Please check the code.',
  created: 'Class created.',
  joined: 'You joined the class.',
  left: 'You left the class.',
  removed: 'Student removed from the class.',
  codeRegenerated: 'A new join code was made; the old one no longer works.',
} as const;

/**
 * Join codes: 8 characters from letters and digits that cannot be mistaken for one another
 * when read aloud or copied from a board (no I, L, O, 0 or 1).
 */
export const JOIN_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const JOIN_CODE_LENGTH = 8;
export const CLASS_BOOKS_MAX = 20;

/** What a student types: case, spaces and dashes do not matter. */
export const normalizeJoinCode = (input: string) => input.toUpperCase().replace(/[\s-]/g, '');
const joinCodePattern = new RegExp(`^[${JOIN_CODE_ALPHABET}]{${JOIN_CODE_LENGTH}}$`);

export const classIdParams = z.object({ classId: idSchema });
export const classStudentParams = z.object({ classId: idSchema, userId: idSchema });
export const classChapterParams = z.object({ classId: idSchema, chapterId: idSchema });

export const createClassBody = z.object({
  name: requiredText(CLASSES_MSG.nameRequired).max(100, tooLong('Class name', 100)),
  bookIds: z
    .array(idSchema, { error: CLASSES_MSG.booksRequired })
    .min(1, CLASSES_MSG.booksRequired)
    .max(CLASS_BOOKS_MAX)
    .transform((ids) => [...new Set(ids)]),
  grade: userGradeSchema,
});
export type CreateClassBody = z.input<typeof createClassBody>;

export const joinClassBody = z.object({
  joinCode: z
    .string({ error: whenMissing(CLASSES_MSG.joinCodeInvalid) })
    .max(40, CLASSES_MSG.joinCodeInvalid)
    .transform(normalizeJoinCode)
    .refine((code) => code.length === JOIN_CODE_LENGTH, CLASSES_MSG.joinCodeInvalid)
    .refine((code) => code.length !== JOIN_CODE_LENGTH || joinCodePattern.test(code), CLASSES_MSG.joinCodeLetters),
});
export type JoinClassBody = z.input<typeof joinClassBody>;

export const classBookSchema = z.object({ bookId: z.string(), title: z.string() });

/** A class as its teacher sees it. */
export const teacherClassSchema = z.object({
  classId: z.string(),
  name: z.string(),
  grade: z.string(),
  joinCode: z.string(),
  books: z.array(classBookSchema),
  studentCount: z.number().int(),
  createdAt: z.string(),
});
export type TeacherClass = z.infer<typeof teacherClassSchema>;

/** A class as a student in it sees it: never the other students, nor the join code. */
export const joinedClassSchema = z.object({ classId: z.string(), name: z.string(), grade: z.string(), teacherName: z.string(), books: z.array(classBookSchema), joinedAt: z.string() });
export type JoinedClass = z.infer<typeof joinedClassSchema>;

export const classListResponse = z.object({ teaching: z.array(teacherClassSchema), joined: z.array(joinedClassSchema) });
export type ClassListResponse = z.infer<typeof classListResponse>;

export const classStudentSchema = z.object({ userId: z.string(), username: z.string(), fullname: z.string(), joinedAt: z.string() });
export type ClassStudent = z.infer<typeof classStudentSchema>;

export const classDetailResponse = teacherClassSchema.extend({ students: z.array(classStudentSchema) });
export type ClassDetail = z.infer<typeof classDetailResponse>;

export const createClassResponse = z.object({ message: z.string(), class: teacherClassSchema });
export const joinClassResponse = z.object({ message: z.string(), class: joinedClassSchema });
export const joinCodeResponse = z.object({ message: z.string(), joinCode: z.string() });

// ---- progress ----

/** One student's latest result in one chapter (the rules of the profile's statistics). */
export const progressCellSchema = z.object({
  chapterId: z.string(),
  status: progressStatusSchema,
  /** Earned over available marks of the answered questions, one decimal; null before any answer. */
  percentage: z.number().nullable(),
  questionsAnswered: z.number().int(),
  totalQuestions: z.number().int(),
  marksEarned: z.number(),
  marksAvailable: z.number(),
});
export type ProgressCell = z.infer<typeof progressCellSchema>;

export const progressChapterSchema = z.object({
  chapterId: z.string(),
  title: z.string(),
  bookId: z.string(),
  bookTitle: z.string(),
  totalQuestions: z.number().int(),
  /** Mean percentage of the students who answered at least one question, one decimal; null when none did. */
  classAverage: z.number().nullable(),
  studentsStarted: z.number().int(),
  studentsCompleted: z.number().int(),
});
export type ProgressChapter = z.infer<typeof progressChapterSchema>;

export const progressStudentSchema = z.object({
  userId: z.string(),
  username: z.string(),
  fullname: z.string(),
  /** One cell per chapter, in the order of `chapters`. */
  cells: z.array(progressCellSchema),
  /** Mean percentage over the chapters this student started, one decimal; null when none. */
  average: z.number().nullable(),
});
export type ProgressStudent = z.infer<typeof progressStudentSchema>;

export const classProgressResponse = z.object({ classId: z.string(), chapters: z.array(progressChapterSchema), students: z.array(progressStudentSchema) });
export type ClassProgress = z.infer<typeof classProgressResponse>;

/** Item statistics of one question (as Moodle's quiz statistics report them). */
export const itemStatSchema = z.object({
  questionNumber: z.number().int(),
  question: z.string(),
  type: z.string(),
  maxMarks: z.number(),
  answered: z.number().int(),
  correct: z.number().int(),
  partial: z.number().int(),
  /** Wrong and skipped answers. */
  wrong: z.number().int(),
  /** Shares of `answered`, one decimal (0 when nobody answered). */
  correctShare: z.number(),
  partialShare: z.number(),
  wrongShare: z.number(),
  /** Facility: mean marks over max marks, percent, one decimal; null when nobody answered. */
  facility: z.number().nullable(),
});
export type ItemStat = z.infer<typeof itemStatSchema>;

export const chapterItemsResponse = z.object({
  classId: z.string(),
  chapterId: z.string(),
  title: z.string(),
  /** Students whose latest attempt of the chapter has at least one answer. */
  studentsAnswered: z.number().int(),
  items: z.array(itemStatSchema),
});
export type ChapterItems = z.infer<typeof chapterItemsResponse>;
