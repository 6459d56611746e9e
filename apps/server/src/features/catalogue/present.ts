/** Exactly which catalogue fields leave the server, and under which names. */
import type { Book, CatalogueBook, Chapter, ProcessedQuestion, Subscription, UserProgress } from '@booktutor/contracts/catalogue';
import type { Question } from '@booktutor/tutor';
import { bookProgressOf } from '../progress/book-progress';
import type { PagedBookRow } from './paged-books-repository';
import type { BookWithCount, ChapterRow } from './repository';

export function presentBook(b: BookWithCount): Book {
  return {
    _id: b.id,
    title: b.title,
    publisher: b.publisher,
    subject: b.subject,
    language: b.language,
    grade: b.grade,
    author: b.author,
    bookCoverImgLink: b.coverUrl,
    totalChapters: b.totalChapters,
    createdAt: b.createdAt.toISOString(),
  };
}

/** Students get the chapter without its prompt; admins, who wrote it, get the prompt too. */
export function presentChapter(c: ChapterRow, audience: 'user' | 'admin'): Chapter {
  return {
    _id: c.id,
    bookId: c.bookId,
    title: c.title,
    ...(c.description ? { description: c.description } : {}),
    subject: c.subject,
    vectorStoreId: c.vectorStoreId,
    totalQuestions: c.totalQuestions,
    totalMarks: c.totalMarks,
    position: c.position,
    ...(audience === 'admin' ? { prompt: c.prompt } : {}),
  };
}

export function presentSubscription(s: { id: string; bookId: string; title: string; publisher: string; coverUrl: string; subject: string; grade: string; createdAt: Date }): Subscription {
  return { _id: s.id, bookId: s.bookId, bookTitle: s.title, publisher: s.publisher, bookCoverImgLink: s.coverUrl, subject: s.subject, grade: s.grade, subscribedAt: s.createdAt.toISOString() };
}

/** The progress feature's rules and rounding (`bookProgressOf`) over the counts the list's SQL made. */
export function presentProgress(r: PagedBookRow): UserProgress {
  return bookProgressOf({
    questionsAnswered: r.answered,
    totalQuestions: r.totalQuestions,
    chaptersStarted: r.startedChapters,
    chaptersCompleted: r.completedChapters,
    chaptersWithQuestions: r.chaptersWithQuestions,
    meanPercentage: r.averageScore ?? 0,
    minutesSpent: r.minutesSpent,
  });
}

export function presentCatalogueBook(r: PagedBookRow, withProgress: boolean): CatalogueBook {
  return {
    bookId: r.id,
    title: r.title,
    subject: r.subject,
    grade: r.grade,
    author: r.author,
    publisher: r.publisher,
    language: r.language,
    coverImage: r.coverUrl,
    bookCoverImgLink: r.coverUrl,
    totalChapters: r.totalChapters,
    isSubscribed: r.isSubscribed,
    createdAt: r.createdAt.toISOString(),
    lastAccessed: r.lastAccessed ? r.lastAccessed.toISOString() : null,
    ...(withProgress ? { userProgress: presentProgress(r) } : {}),
  };
}

/** Other accepted wordings, without the key itself (the engine lists it first). */
export const otherAcceptedAnswers = (q: Question) => [...new Set(q.acceptedAnswers ?? [])].filter((a) => a !== q.answer);

/** The admin's preview of a processed question: its key included, flagged when missing. */
export function presentProcessedQuestion(q: Question): ProcessedQuestion {
  return {
    number: q.number,
    type: q.type,
    prompt: q.prompt,
    ...(q.options ? { options: q.options.map((o) => ({ label: o.label, text: o.text })) } : {}),
    answer: q.answer,
    acceptedAnswers: otherAcceptedAnswers(q),
    marks: q.marks,
    needsAnswerKey: Boolean(q.needsAnswerKey) || q.answer === null || q.answer.trim() === '',
  };
}
