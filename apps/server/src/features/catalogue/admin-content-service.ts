/** The admin content pipeline: books in, chapter text processed by the tutor engine, deletions. */
import { FormatError, processChapterText, type ProcessResult, type Question } from '@booktutor/tutor';
import type { AddChapterBody } from '@booktutor/contracts/catalogue';
import { toStorableText } from '@booktutor/contracts/chapter-questions';
import { CATALOGUE_MSG, addBookBody } from '@booktutor/contracts/catalogue';
import { MSG } from '@booktutor/contracts/messages';
import type { z } from 'zod';
import type { Deps } from '../../deps';
import { badRequest, notFound } from '../../lib/errors';
import { buildEditedQuestions } from './edited-questions';
import { assertEngineQuestionsValid } from './engine-question-check';
import { presentBook, presentChapter, presentProcessedQuestion } from './present';
import * as repo from './repository';
import { enqueueNewChapterNotification } from '../notifications/service';
import { isUniqueViolation } from '../../db/errors';

export async function addBook(deps: Deps, adminId: string, body: z.output<typeof addBookBody>) {
  const book = await repo.insertBook(deps.db, {
    title: body.title,
    publisher: body.publisher,
    subject: body.subject,
    language: body.language,
    grade: body.grade,
    author: body.author,
    coverUrl: body.bookCoverImgLink,
    createdByAdminId: adminId,
  });
  return { message: CATALOGUE_MSG.bookAdded, book: presentBook(book) };
}

export async function listAllBooks(deps: Deps) {
  return (await repo.listBooks(deps.db, {})).map(presentBook);
}

/** Runs the tutor engine; unreadable question-set input is the admin's to fix, so a 400. */
function runEngine(input: { rawText: string; subject: string; title?: string | undefined; grade?: string | undefined }): ProcessResult {
  try {
    return processChapterText({
      // NUL and lone surrogates cannot be stored; cleaned the same way on process and on save, so both agree.
      rawText: toStorableText(input.rawText),
      subject: input.subject,
      ...(input.title ? { title: input.title } : {}),
      ...(input.grade ? { grade: input.grade } : {}),
    });
  } catch (error) {
    if (error instanceof FormatError) throw badRequest(error.message, 'rawText');
    throw error;
  }
}

const totalMarksOf = (questions: Question[]) => questions.reduce((sum, q) => sum + q.marks, 0);

export function processText(input: { rawText: string; subject: string; title?: string | undefined; grade?: string | undefined }) {
  const result = runEngine(input);
  const questionArray = result.questionArray.map(presentProcessedQuestion);
  return {
    success: result.success,
    isQuestionFormat: result.isQuestionFormat,
    questionArray,
    totalQuestions: result.totalQuestions,
    totalMarks: totalMarksOf(result.questionArray),
    missingAnswerKeys: questionArray.filter((q) => q.needsAnswerKey).length,
    combinedPrompt: result.combinedPrompt,
    processedText: result.processedText,
    vectorStoreId: result.vectorStoreId,
    passageCount: result.passages.length,
    warnings: (result.warnings ?? []).map((w) => ({ line: w.line, message: w.message, ...(w.questionNumber !== undefined ? { questionNumber: w.questionNumber } : {}) })),
  };
}

/**
 * Stores the chapter with its passages, derived from the processed text (the vectorStoreId the
 * admin saw must still match, so the passages are the ones previewed), and its questions: the
 * set the admin edited in the review table when sent, else the engine's. Answer keys stay on
 * the server. Everything is checked before the one transaction, so a refusal writes nothing.
 * The chapter, its passages and one outbox row for the subscribers' notification commit
 * together; the outbox worker fans it out after the answer. With an Idempotency-Key, a retry
 * (same book, same key) answers the chapter already saved.
 */
export async function addChapter(deps: Deps, body: AddChapterBody, idempotencyKey?: string) {
  const book = await repo.findBookById(deps.db, { id: body.bookId });
  if (!book) throw notFound(CATALOGUE_MSG.bookNotFound);
  const saved = idempotencyKey ? await repo.findChapterByIdempotencyKey(deps.db, { bookId: book.id, idempotencyKey }) : undefined;
  if (saved) return addedChapter(saved);
  const result = runEngine({ rawText: body.rawText, subject: book.subject, title: body.title, grade: book.grade });
  if (result.vectorStoreId !== body.vectorStoreId) throw badRequest(CATALOGUE_MSG.staleProcessing, 'vectorStoreId');
  if (!body.questions) assertEngineQuestionsValid(result.questionArray);
  const questions = body.questions ? buildEditedQuestions(body.questions, result.questionArray) : result.questionArray;
  let chapter: repo.ChapterRow;
  try {
    chapter = await deps.db.transaction(async (tx) => {
      const row = await repo.insertChapter(tx, {
        bookId: book.id,
        title: body.title,
        description: body.description || null,
        subject: book.subject,
        prompt: body.prompt,
        processedText: result.processedText,
        vectorStoreId: result.vectorStoreId,
        questions,
        totalQuestions: questions.length,
        totalMarks: totalMarksOf(questions),
        idempotencyKey: idempotencyKey ?? null,
      });
      await repo.insertPassages(tx, { chapterId: row.id, passages: result.passages });
      await enqueueNewChapterNotification(tx, { bookId: book.id, bookTitle: book.title, chapterTitle: row.title, at: deps.now() });
      return row;
    });
  } catch (error) {
    // The same request running twice at once: the one that committed first is the answer.
    const winner = idempotencyKey && isUniqueViolation(error) ? await repo.findChapterByIdempotencyKey(deps.db, { bookId: book.id, idempotencyKey }) : undefined;
    if (!winner) throw error;
    return addedChapter(winner);
  }
  deps.notificationOutbox.wake();
  return addedChapter(chapter);
}

const addedChapter = (chapter: repo.ChapterRow) => ({ message: CATALOGUE_MSG.chapterAdded, chapter: presentChapter(chapter, 'admin') });

/** One transaction: the book and, by cascade, its chapters, subscriptions and students' chapter data. */
export async function deleteBook(deps: Deps, bookId: string) {
  const removed = await deps.db.transaction((tx) => repo.deleteBook(tx, { id: bookId }));
  if (!removed) throw notFound(CATALOGUE_MSG.bookNotFound);
  if (removed.coverUrl && !(await repo.isCoverInUse(deps.db, { coverUrl: removed.coverUrl }))) {
    await deps.storage.remove(removed.coverUrl);
  }
  return { message: MSG.books.bookDeleted };
}

export async function deleteChapter(deps: Deps, chapterId: string) {
  const removed = await deps.db.transaction((tx) => repo.deleteChapter(tx, { id: chapterId }));
  if (!removed) throw notFound(CATALOGUE_MSG.chapterNotFound);
  return { message: MSG.books.chapterDeleted };
}
