/** What students (and the admin client) read: books, chapters and the two paged book lists. */
import type { SearchWithStatusQuery, UserCollectionQuery } from '@booktutor/contracts/catalogue';
import { CATALOGUE_MSG } from '@booktutor/contracts/catalogue';
import { MSG } from '@booktutor/contracts/messages';
import type { Deps } from '../../deps';
import { AppError, badRequest, notFound } from '../../lib/errors';
import * as paged from './paged-books-repository';
import { presentBook, presentCatalogueBook, presentChapter } from './present';
import * as repo from './repository';
import type { Viewer } from './viewer';
import { readableOr404 } from '../access/access-policy';

/** Admins see every publisher's books; a user only their own publisher's, whatever they ask for. */
export async function listBooks(deps: Deps, viewer: Viewer, requested: string | undefined) {
  if (viewer.kind === 'user' && requested && requested.toLowerCase() !== viewer.publisher.toLowerCase()) return [];
  const publisher = viewer.kind === 'user' ? viewer.publisher : requested || undefined;
  return (await repo.listBooks(deps.db, { publisher })).map(presentBook);
}

/** 404 when the book has no chapters (or is not the user's to see), as the spec's clients expect. */
export async function listChapters(deps: Deps, viewer: Viewer, bookId: string) {
  const book = await repo.findBookById(deps.db, { id: bookId });
  if (viewer.kind === 'user') readableOr404(viewer.publisher, book, CATALOGUE_MSG.bookNotFound);
  else if (!book) throw notFound(CATALOGUE_MSG.bookNotFound);
  const chapters = await repo.listChaptersOfBook(deps.db, { bookId });
  if (!chapters.length) throw notFound(MSG.books.noChaptersFound);
  if (viewer.kind === 'user') await repo.touchSubscription(deps.db, { userId: viewer.id, bookId, at: deps.now() });
  return chapters.map((c) => presentChapter(c, viewer.kind));
}

function pagination(page: number, limit: number, total: number) {
  const totalPages = Math.ceil(total / limit);
  return { currentPage: page, totalPages, totalBooks: total, limit, hasPrev: page > 1, hasNext: page < totalPages };
}

/** Publisher scoping happens inside the query (the user's current publisher): one round trip. */
export async function userCollection(deps: Deps, userId: string, q: UserCollectionQuery) {
  const filters = { search: q.search, subject: q.subject, grade: q.grade, author: q.author };
  const { rows, total, availableFilters } = await paged.pageSubscribedBooks(deps.db, { userId, filters, status: q.status, page: q });
  return { success: true, data: { books: rows.map((r) => presentCatalogueBook(r, true)), availableFilters: sortFilters(availableFilters) }, pagination: pagination(q.page, q.limit, total) };
}

/** The user's publisher is resolved inside the page's statement: one round trip. */
export async function searchWithStatus(deps: Deps, userId: string, q: SearchWithStatusQuery) {
  const filters = { search: q.q, subject: q.subject, grade: q.grade, author: q.author, bookId: q.bookId };
  const after = q.after === undefined ? undefined : decodeCursor(q.after, q);
  const result = await paged.pageCatalogueBooks(deps.db, { userId, filters, page: q, after });
  if (result.publisher === null) throw new AppError('invalid_token'); // a deleted account's token
  // Another publisher's catalogue is not the user's to search (its filter choices stay the user's own).
  const foreign = q.publisher && q.publisher.toLowerCase() !== result.publisher.toLowerCase();
  const rows = foreign ? [] : result.rows;
  const more = !foreign && result.more;
  const total = foreign ? 0 : result.total;
  return {
    success: true,
    data: { books: rows.map((r) => presentCatalogueBook(r, false)), availableFilters: sortFilters(result.availableFilters) },
    pagination: {
      ...(result.capped && !foreign ? cappedPagination(q.page, q.limit, more, result.countCap) : pagination(q.page, q.limit, total)),
      hasNext: more,
      ...(more && result.lastKey ? { nextCursor: encodeCursor(result.lastKey, q) } : {}),
    },
  };
}

/** Past the cap the page count is a lower bound: at least the cap's pages, and one past this page while more follow. */
function cappedPagination(page: number, limit: number, more: boolean, cap: number) {
  const totalPages = Math.max(Math.ceil(cap / limit), page + (more ? 1 : 0));
  return { currentPage: page, totalPages, totalBooks: cap, limit, hasPrev: page > 1, hasNext: more, totalCapped: true };
}

/** The cursor names its sort, so a cursor of another sort or order is refused rather than misread. */
const encodeCursor = (values: unknown[], q: SearchWithStatusQuery) => Buffer.from(JSON.stringify({ s: `${q.sortBy}:${q.sortOrder}`, k: values })).toString('base64url');

function decodeCursor(cursor: string, q: SearchWithStatusQuery): unknown[] {
  try {
    const parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as { s?: unknown; k?: unknown };
    if (parsed.s === `${q.sortBy}:${q.sortOrder}` && paged.isCursorFor(q, parsed.k)) return parsed.k;
  } catch {
    // not base64url JSON: refused below like any other foreign cursor
  }
  throw badRequest('This page link is out of date. Please go back to the first page.', 'after');
}

// One collator: localeCompare with a locale builds one per call, most of a page's sorting time.
const byText = new Intl.Collator('en', { sensitivity: 'base' }).compare;
const gradeRank = (g: string) => (/^\d+$/.test(g) ? Number(g) : 1000);

function sortFilters(f: { subjects: string[]; grades: string[]; authors: string[]; publishers: string[] }) {
  return {
    subjects: [...f.subjects].sort(byText),
    grades: [...f.grades].sort((a, b) => gradeRank(a) - gradeRank(b) || byText(a, b)),
    authors: [...f.authors].sort(byText),
    publishers: [...f.publishers].sort(byText),
  };
}
