/**
 * Books, chapters, subscriptions and the admin content pipeline (spec sections 2, 3, 7):
 * request and response schemas shared by the server routes and the web screens.
 */
import { z } from 'zod';
import { requiredText, tooLong } from './text-fields';
import { LIMITS } from './limits';
import { MSG } from './messages';
import { idSchema, progressStatusSchema, publisherSchema } from './domain';
import { editedQuestionSetSchema, isStorableText } from './chapter-questions';

const required = requiredText;
const FILL_ALL = 'Please fill in all fields.';

/** A cover is an uploaded file (/uploads/...) or a web address; empty means none. */
export const COVER_LINK_PATTERN = /^(https?:\/\/\S+|\/uploads\/\S+)$/i;
export const coverLinkSchema = z
  .string()
  .trim()
  .max(2000)
  .refine((v) => v === '' || COVER_LINK_PATTERN.test(v), 'Please enter a valid image URL (http:// or https://).');

/** Grade: 1 to 12, 'College Student', or (admins only) a custom string. */
export const bookGradeSchema = required(FILL_ALL).max(40, tooLong('Grade', 40));

export const addBookBody = z.object({
  title: required(FILL_ALL).max(200, tooLong('Title', 200)),
  publisher: publisherSchema,
  subject: required(FILL_ALL).max(100, tooLong('Subject', 100)),
  language: required(FILL_ALL).max(60, tooLong('Language', 60)),
  grade: bookGradeSchema,
  author: z.string().trim().max(200).optional().default(''),
  bookCoverImgLink: coverLinkSchema.optional().default(''),
});
export type AddBookBody = z.input<typeof addBookBody>;

/** Book (admin and general), spec section 3. */
export const bookSchema = z.object({
  _id: z.string(),
  title: z.string(),
  publisher: z.string(),
  subject: z.string(),
  language: z.string(),
  grade: z.string(),
  author: z.string(),
  bookCoverImgLink: z.string(),
  totalChapters: z.number().int(),
  createdAt: z.string(),
});
export type Book = z.infer<typeof bookSchema>;
export const bookListResponse = z.array(bookSchema);
export const addBookResponse = z.object({ message: z.string(), book: bookSchema });
export const uploadCoverResponse = z.object({ imageUrl: z.string() });

/** Chapter, spec section 3. `prompt` is sent to admins only; answer keys never leave the server. */
export const chapterSchema = z.object({
  _id: z.string(),
  bookId: z.string(),
  title: z.string(),
  description: z.string().optional(),
  subject: z.string(),
  vectorStoreId: z.string(),
  totalQuestions: z.number().int(),
  totalMarks: z.number(),
  position: z.number().int(),
  prompt: z.string().optional(),
});
export type Chapter = z.infer<typeof chapterSchema>;
export const chapterListResponse = z.array(chapterSchema);

export const processTextBody = z.object({
  rawText: required(MSG.books.rawTextRequired).max(400_000, tooLong('The chapter text', 400_000)),
  subject: required(MSG.books.subjectUnknown).max(100, tooLong('Subject', 100)),
  /** Optional context that makes a better tutor prompt. */
  title: z.string().trim().max(200).optional(),
  grade: z.string().trim().max(40).optional(),
});

/** A question as the admin previews it (the key is shown to admins, never to students). */
export const processedQuestionSchema = z.object({
  number: z.number(),
  type: z.string(),
  prompt: z.string(),
  options: z.array(z.object({ label: z.string(), text: z.string() })).optional(),
  answer: z.string().nullable(),
  /** Other wordings the key accepts besides `answer` (short and long answers). */
  acceptedAnswers: z.array(z.string()).optional(),
  marks: z.number(),
  needsAnswerKey: z.boolean(),
});
export type ProcessedQuestion = z.infer<typeof processedQuestionSchema>;

/** Something in a pasted question set that could not be read; the other questions are kept. */
export const importWarningSchema = z.object({
  /** 1-based line in the processed text. */
  line: z.number().int(),
  message: z.string(),
  /** The question it belongs to, when that question was kept. */
  questionNumber: z.number().int().optional(),
});
export type ImportWarning = z.infer<typeof importWarningSchema>;

/** The spec's process-text response plus what the admin checks before saving. */
export const processTextResponse = z.object({
  success: z.boolean(),
  isQuestionFormat: z.boolean(),
  questionArray: z.array(processedQuestionSchema),
  totalQuestions: z.number().int(),
  totalMarks: z.number(),
  missingAnswerKeys: z.number().int(),
  combinedPrompt: z.string(),
  processedText: z.string(),
  vectorStoreId: z.string(),
  passageCount: z.number().int(),
  warnings: z.array(importWarningSchema),
});
export type ProcessTextResponse = z.infer<typeof processTextResponse>;

const UNSTORABLE_TEXT = 'The text contains characters that cannot be stored (NUL or broken Unicode).';

export const addChapterBody = z.object({
  bookId: idSchema,
  title: required(FILL_ALL).max(200, tooLong('Title', 200)).refine(isStorableText, UNSTORABLE_TEXT),
  description: z.string().trim().max(1000).refine(isStorableText, UNSTORABLE_TEXT).optional(),
  subject: required(MSG.books.subjectUnknown).max(100, tooLong('Subject', 100)),
  prompt: required(MSG.books.processFirst).max(800_000, tooLong('The prompt', 800_000)).refine(isStorableText, UNSTORABLE_TEXT),
  vectorStoreId: required(MSG.books.processFirst).max(200, MSG.books.processFirst),
  /** The text that was processed: the server stores its passages (and, without `questions`, its questions). */
  rawText: required(MSG.books.rawTextRequired).max(400_000, tooLong('The chapter text', 400_000)),
  /**
   * The question set as the admin left it in the review table: saved exactly, in this order,
   * numbered from 1. Absent means the questions exactly as processing found them.
   */
  questions: editedQuestionSetSchema.optional(),
});
export type AddChapterBody = z.infer<typeof addChapterBody>;
export type AddChapterInput = z.input<typeof addChapterBody>;
export const addChapterResponse = z.object({ message: z.string(), chapter: chapterSchema });

/** Subscription record, spec section 3. */
export const subscriptionSchema = z.object({
  _id: z.string(),
  bookId: z.string(),
  bookTitle: z.string(),
  publisher: z.string(),
  bookCoverImgLink: z.string(),
  subject: z.string(),
  grade: z.string(),
  subscribedAt: z.string(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;
export const subscriptionListResponse = z.array(subscriptionSchema);
export const subscribeBody = z.object({ bookId: idSchema });

export const SORT_ORDERS = ['asc', 'desc'] as const;
export const COLLECTION_SORT_KEYS = ['title', 'subject', 'grade', 'progress', 'lastAccessed', 'createdAt'] as const;
export const SEARCH_SORT_KEYS = ['title', 'subject', 'grade', 'createdAt'] as const;
export type CollectionSortKey = (typeof COLLECTION_SORT_KEYS)[number];
export type SortOrder = (typeof SORT_ORDERS)[number];

const text = z.string().trim().max(200).optional();
/**
 * Page numbers past any real list are refused here (one rule for every paged route), so the
 * offset, (page - 1) * limit, always fits PostgreSQL's integer.
 */
export const PAGE_MAX = 1_000_000;
const PAGE_RANGE = `Page must be a whole number from 1 to ${PAGE_MAX}.`;
const PAGE_LIMIT_MAX = 100;
const LIMIT_RANGE = `Limit must be a whole number from 1 to ${PAGE_LIMIT_MAX}.`;
const paging = {
  sortOrder: z.enum(SORT_ORDERS).default('asc'),
  page: z.coerce.number({ error: PAGE_RANGE }).int(PAGE_RANGE).min(1, PAGE_RANGE).max(PAGE_MAX, PAGE_RANGE).default(1),
  limit: z.coerce.number({ error: LIMIT_RANGE }).int(LIMIT_RANGE).min(1, LIMIT_RANGE).max(PAGE_LIMIT_MAX, LIMIT_RANGE).default(LIMITS.collectionsPageSize),
};

export const userCollectionQuery = z.object({
  search: text,
  subject: text,
  grade: text,
  author: text,
  status: progressStatusSchema.optional(),
  sortBy: z.enum(COLLECTION_SORT_KEYS).default('title'),
  ...paging,
});
export type UserCollectionQuery = z.infer<typeof userCollectionQuery>;

export const searchWithStatusQuery = z.object({
  q: text,
  subject: text,
  grade: text,
  publisher: text,
  author: text,
  /** One book (a carousel opens /collections?bookId=): its card and status. */
  bookId: idSchema.optional(),
  sortBy: z.enum(SEARCH_SORT_KEYS).default('title'),
  /**
   * The previous page's pagination.nextCursor: the page starts right after that page's last
   * book (keyset paging: books added meanwhile neither repeat nor skip rows). `page` is then
   * only the number shown.
   */
  after: z.string().max(2000).optional(),
  ...paging,
});
export type SearchWithStatusQuery = z.infer<typeof searchWithStatusQuery>;

export const userProgressSchema = z.object({ progressPercentage: z.number(), status: progressStatusSchema, chaptersCompleted: z.number().int(), totalTimeSpent: z.number(), averageScore: z.number() });
export type UserProgress = z.infer<typeof userProgressSchema>;

/** Book (catalogue, user), spec section 3. */
export const catalogueBookSchema = z.object({
  bookId: z.string(),
  title: z.string(),
  subject: z.string(),
  grade: z.string(),
  author: z.string(),
  publisher: z.string(),
  language: z.string(),
  coverImage: z.string(),
  bookCoverImgLink: z.string(),
  totalChapters: z.number().int(),
  isSubscribed: z.boolean(),
  createdAt: z.string(),
  lastAccessed: z.string().nullable().optional(),
  userProgress: userProgressSchema.optional(),
});
export type CatalogueBook = z.infer<typeof catalogueBookSchema>;

export const pagedBooksResponse = z.object({
  success: z.boolean(),
  data: z.object({
    books: z.array(catalogueBookSchema),
    availableFilters: z.object({ subjects: z.array(z.string()), grades: z.array(z.string()), authors: z.array(z.string()), publishers: z.array(z.string()) }),
  }),
  pagination: z.object({
    currentPage: z.number().int(),
    totalPages: z.number().int(),
    totalBooks: z.number().int(),
    limit: z.number().int(),
    hasPrev: z.boolean(),
    hasNext: z.boolean(),
    /**
     * All Books counts up to CATALOGUE_COUNT_CAP only (a search up to CATALOGUE_SEARCH_COUNT_CAP):
     * past it, totalBooks is the cap, this is true, and totalPages is a lower bound (shown as
     * "Page X of Y+").
     */
    totalCapped: z.boolean().optional(),
    /** All Books: pass as `after` for the next page (absent on the last page). */
    nextCursor: z.string().optional(),
  }),
});
export type PagedBooksResponse = z.infer<typeof pagedBooksResponse>;

/** All Books counts matches exactly up to this many; beyond, "10,000+". */
export const CATALOGUE_COUNT_CAP = 10_000;
/**
 * A search counts its matches exactly up to this many; beyond, "1,000+". A common word matches
 * tens of thousands of books, and counting them was most of such a search's time.
 */
export const CATALOGUE_SEARCH_COUNT_CAP = 1_000;

export const bookIdParams = z.object({ bookId: idSchema });
export const chapterIdParams = z.object({ chapterId: idSchema });
export const booksQuery = z.object({ publisher: z.string().trim().max(100).optional() });

/** Catalogue texts the specification leaves open (its own messages live in MSG). */
export const CATALOGUE_MSG = {
  bookAdded: 'Book added successfully',
  chapterAdded: 'Chapter added successfully',
  bookNotFound: 'Book not found.',
  chapterNotFound: 'Chapter not found.',
  coverRequired: 'Please choose an image file to upload.',
  staleProcessing: 'The text changed after it was processed. Please process it again.',
} as const;
