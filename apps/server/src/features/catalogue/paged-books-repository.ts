/**
 * The paged book lists behind My Collection (user-collection) and All Books
 * (search-with-status): full-text search on books.search (GIN index), filters, sort keys,
 * one page, the total, the filter choices and the student's progress (the progress feature's
 * SQL). Each list is one statement, one round trip (prepared unless a search or filter makes it
 * planned per call: db/named-statements.ts).
 */
import { sql, type Query, type SQL } from 'drizzle-orm';
import { CATALOGUE_COUNT_CAP, CATALOGUE_SEARCH_COUNT_CAP, type CollectionSortKey, type SortOrder } from '@booktutor/contracts/catalogue';
import type { ProgressStatus } from '@booktutor/contracts/domain';
import type { Database } from '../../db/client';
import { executeNamed, toQuery } from '../../db/named-statements';
import { rowsOf } from '../../db/rows';
import { bookProgressCtes, bookProgressFields, bookStatusExpression } from '../progress/repository';

export interface BookFilters {
  search?: string | undefined;
  subject?: string | undefined;
  grade?: string | undefined;
  /** Matches the author or the publisher (the screen's 'Author/Publisher' filter). */
  author?: string | undefined;
  publisher?: string | undefined;
  bookId?: string | undefined;
}

export interface PageRequest {
  sortBy: CollectionSortKey;
  sortOrder: SortOrder;
  page: number;
  limit: number;
}

export interface PagedBookRow {
  id: string;
  title: string;
  subject: string;
  grade: string;
  author: string;
  publisher: string;
  language: string;
  coverUrl: string;
  createdAt: Date;
  totalChapters: number;
  isSubscribed: boolean;
  lastAccessed: Date | null;
  totalQuestions: number;
  answered: number;
  startedChapters: number;
  completedChapters: number;
  chaptersWithQuestions: number;
  averageScore: number | null;
  /** The started chapters' minutes, one decimal each, summed. */
  minutesSpent: number;
}

/** 'forc moti' -> 'forc:* & moti:*': every word must match, as a prefix, so results follow typing. */
export function toPrefixTsQuery(text: string | undefined): string | undefined {
  const words = text
    ?.toLowerCase()
    .match(/[\p{L}\p{N}]+/gu)
    ?.slice(0, 8);
  return words?.length ? words.map((w) => `${w}:*`).join(' & ') : undefined;
}

/** The filters as conditions on the books row `b` (or on the row named `t`). */
function filterConditions(f: BookFilters, t: SQL = sql`b`): SQL[] {
  const conditions: SQL[] = [];
  const tsQuery = toPrefixTsQuery(f.search);
  if (tsQuery) conditions.push(sql`${t}.search @@ to_tsquery('simple', ${tsQuery})`);
  if (f.subject) conditions.push(sql`lower(${t}.subject) = lower(${f.subject})`);
  if (f.grade) conditions.push(sql`lower(${t}.grade) = lower(${f.grade})`);
  if (f.author) conditions.push(sql`(lower(${t}.author) = lower(${f.author}) or lower(${t}.publisher) = lower(${f.author}))`);
  if (f.publisher) conditions.push(sql`lower(${t}.publisher) = lower(${f.publisher})`);
  if (f.bookId) conditions.push(sql`${t}.id = ${f.bookId}`);
  return conditions;
}

/**
 * Books of `b` that may match the prefix search `tsQuery`: their search signature (schema.ts
 * books.searchSignature) holds every bit of the query's mask. The sort indexes hold the
 * signature, so a walk rejects most non-matching books in the index alone; the real match is
 * tested on the rest. Written `>=` rather than `=` (the same for a mask's subset: both are never
 * negative): PostgreSQL guesses a third of the rows pass a `>=` and 0.5% an `=`, and with 0.5% it
 * read and sorted all the publisher's books instead of walking the index for the first page.
 */
const mayMatch = () => {
  const mask = sql`(select bits from search_mask)`;
  return sql`(b.search_signature & ${mask}) >= ${mask}`;
};
/**
 * The query's mask, computed once per statement as the CTE `search_mask`: written out at each of
 * its six uses, PostgreSQL computed it six times while planning each search.
 */
const searchMask = (tsQuery: string) => sql`search_mask as (select book_search_mask(to_tsquery('simple', ${tsQuery})) as bits)`;

/**
 * The search on `b`, its signature tested first: PostgreSQL orders a condition's tests by their
 * cost, and the text match looked the cheaper, so a probe ran it on every row (5,000 rows for a
 * rare word, median of 6 at load 5: 1.5 ms, 1.2 so).
 */
const signatureFirst = (tsQuery: string) => sql`(case when ${mayMatch()} then b.search @@ to_tsquery('simple', ${tsQuery}) else false end)`;

const where = (conditions: SQL[]) => (conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``);

/**
 * The sort keys of each sort, main key first. Titles stay A-Z within a subject, grade or
 * instant whichever way the main key goes; each key list matches one index of books (schema.ts,
 * books_publisher_*_sort_idx) so All Books pages walk an index. Grades: 1-12 in number order,
 * then the words, through the stored grade_rank.
 */
interface SortKey {
  expr: SQL;
  /** Follows the requested order (true) or stays ascending. */
  follows: boolean;
  type: 'text' | 'int' | 'timestamptz' | 'float' | 'uuid';
}
const title: SortKey = { expr: sql`lower(b.title) collate "C"`, follows: false, type: 'text' };
const idAsc: SortKey = { expr: sql`b.id`, follows: false, type: 'uuid' };
const SORT_KEYS: Record<CollectionSortKey, SortKey[]> = {
  title: [
    { ...title, follows: true },
    { ...idAsc, follows: true },
  ],
  subject: [{ expr: sql`lower(b.subject) collate "C"`, follows: true, type: 'text' }, title, idAsc],
  grade: [{ expr: sql`b.grade_rank`, follows: true, type: 'int' }, { expr: sql`lower(b.grade) collate "C"`, follows: true, type: 'text' }, title, idAsc],
  createdAt: [{ expr: sql`b.created_at`, follows: true, type: 'timestamptz' }, title, idAsc],
  // My Collection only: computed per student over their own subscriptions (no index can hold them).
  progress: [{ expr: sql`progress_percentage`, follows: true, type: 'float' }, title, idAsc],
  lastAccessed: [{ expr: sql`last_accessed`, follows: true, type: 'timestamptz' }, title, idAsc],
};
const isDesc = (key: SortKey, page: Pick<PageRequest, 'sortOrder'>) => key.follows && page.sortOrder === 'desc';

function orderBy(page: Pick<PageRequest, 'sortBy' | 'sortOrder'>): SQL {
  const keys = SORT_KEYS[page.sortBy].map(
    (k) => sql`${k.expr} ${isDesc(k, page) ? sql`desc` : sql`asc`}${page.sortBy === 'lastAccessed' && k === SORT_KEYS.lastAccessed[0] ? sql` nulls last` : sql``}`,
  );
  return sql`order by ${sql.join(keys, sql`, `)}`;
}

/** The page's last row's key values, as the next page's cursor carries them. */
const sortKeyValues = (page: Pick<PageRequest, 'sortBy'>) =>
  sql`json_build_array(${sql.join(
    SORT_KEYS[page.sortBy].map((k) => k.expr),
    sql`, `,
  )})`;

const castOf = (type: SortKey['type'], value: unknown) =>
  type === 'int'
    ? sql`${Number(value)}::int`
    : type === 'float'
      ? sql`${Number(value)}::float8`
      : type === 'timestamptz'
        ? sql`${String(value)}::timestamptz`
        : type === 'uuid'
          ? sql`${String(value)}::uuid`
          : sql`${String(value)}::text collate "C"`;

/**
 * Rows strictly after the cursor's in the sort's order (keyset paging): the main key bounds
 * the index walk, the OR chain breaks ties. A book added meanwhile cannot shift the next page.
 */
function afterCursor(page: Pick<PageRequest, 'sortBy' | 'sortOrder'>, values: unknown[]): SQL {
  const keys = SORT_KEYS[page.sortBy];
  const cmp = (k: SortKey, i: number, strict: boolean) => sql`${k.expr} ${sql.raw(isDesc(k, page) ? (strict ? '<' : '<=') : strict ? '>' : '>=')} ${castOf(k.type, values[i])}`;
  const branches = keys.map((k, i) => sql`(${sql.join([...keys.slice(0, i).map((e, j) => sql`${e.expr} = ${castOf(e.type, values[j])}`), cmp(k, i, true)], sql` and `)})`);
  return sql`${cmp(keys[0]!, 0, false)} and (${sql.join(branches, sql` or `)})`;
}

/** A cursor must name the sort it was made for and carry one value per key. */
export function isCursorFor(page: Pick<PageRequest, 'sortBy'>, values: unknown): values is unknown[] {
  return Array.isArray(values) && values.length === SORT_KEYS[page.sortBy].length && values.every((v) => typeof v === 'string' || typeof v === 'number');
}

const fieldsOf = (t: SQL) => sql`${t}.id, ${t}.title, ${t}.subject, ${t}.grade, ${t}.grade_rank, ${t}.author, ${t}.publisher, ${t}.language, ${t}.cover_url, ${t}.created_at`;
const bookFields = fieldsOf(sql`b`);
const chapterCount = sql`(select count(*)::int from chapters c where c.book_id = b.id)`;

/** The user's current publisher, read inside the query itself (one round trip fewer per request). */
const publisherOfUser = (userId: string) => sql`(select u.publisher from users u where u.id = ${userId})`;

export interface AvailableFilters {
  subjects: string[];
  grades: string[];
  authors: string[];
  publishers: string[];
}

export interface PagedBooks {
  rows: PagedBookRow[];
  /** Books matching the filters over all pages (known even for a page past the end). */
  total: number;
  /** The filter choices of the whole list (not only of this page or these filters). */
  availableFilters: AvailableFilters;
}

/**
 * The plain All Books statement (no search, filter or cursor), built once per sort, order, page
 * size and page-1-or-jump with the user and the offset as placeholders: building the long SQL
 * text was about 0.2 ms of a page's server time.
 */
const plainListStatements = new Map<string, Query>();

/** An integer written into the SQL text (never user text: a non-integer throws). */
function literalInt(n: number): SQL {
  if (!Number.isSafeInteger(n)) throw new Error(`not an integer: ${n}`);
  return sql.raw(String(n));
}

/** One page as a JSON array, in the page's order: the whole answer comes back as one row. */
const pageAsJson = (page: PageRequest) => sql`(select coalesce(json_agg(b ${orderBy(page)}), '[]') from page b)`;

/** Filter choices of a small set of books (a user's subscriptions) held in the CTE `my_books`. */
const filtersOfMine = sql`
  (select coalesce(array_agg(distinct subject) filter (where subject <> ''), '{}') from my_books) as subjects,
  (select coalesce(array_agg(distinct grade) filter (where grade <> ''), '{}') from my_books) as grades,
  (select coalesce(array_agg(distinct author) filter (where author <> ''), '{}') from my_books) as authors,
  (select coalesce(array_agg(distinct publisher), '{}') from my_books) as publishers`;

/**
 * The distinct non-empty values of one column among a publisher's books, one probe of the
 * (publisher, column) index per value (a loose index scan) instead of reading all of the
 * publisher's books on every request.
 */
function distinctOfPublisher(column: 'subject' | 'grade' | 'author', publisher: SQL) {
  const c = sql.raw(column);
  return sql`array(
    with recursive v(x) as (
      (select ${c} from books where publisher = ${publisher} and ${c} > '' order by ${c} limit 1)
      union all
      select (select ${c} from books where publisher = ${publisher} and ${c} > v.x order by ${c} limit 1)
      from v where v.x is not null
    )
    select x from v where x is not null)`;
}

const filtersOfPublisher = (publisher: SQL) => sql`
  ${distinctOfPublisher('subject', publisher)} as subjects,
  ${distinctOfPublisher('grade', publisher)} as grades,
  ${distinctOfPublisher('author', publisher)} as authors,
  case when exists (select 1 from books where publisher = ${publisher}) then array[(${publisher})::text] else '{}'::text[] end as publishers`;

/** My Collection: one statement, one round trip for the page, its total and the filter choices. */
export async function pageSubscribedBooks(db: Database, args: { userId: string; filters: BookFilters; status?: ProgressStatus | undefined; page: PageRequest }): Promise<PagedBooks> {
  const { userId, filters, page } = args;
  // '= any(array(...))' makes PostgreSQL fetch the subscribed books by primary key instead of
  // scanning the publisher's whole catalogue.
  const base = [
    sql`s.user_id = ${userId}`,
    sql`b.id = any(array(select book_id from subscriptions where user_id = ${userId}))`,
    sql`b.publisher = ${publisherOfUser(userId)}`,
    ...filterConditions(filters),
  ];
  const outer = args.status ? sql`where status = ${args.status}` : sql``;
  const query = sql`
    with ${bookProgressCtes(userId)},
    listed as (
      select ${bookFields}, ${bookProgressFields}, ${bookStatusExpression} as status,
        nullif(greatest(coalesce(s.last_accessed_at, '-infinity'), coalesce(p.last_activity, '-infinity')), '-infinity') as last_accessed
      from subscriptions s join books b on b.id = s.book_id
      left join per_book p on p.book_id = b.id
      ${where(base)}
    ),
    shown as (select * from listed ${outer}),
    page as (
      select b.*, ${chapterCount} as total_chapters
      from shown b
      ${orderBy(page)}
      limit ${page.limit} offset ${(page.page - 1) * page.limit}
    ),
    my_books as (
      select b.subject, b.grade, b.author, b.publisher
      from subscriptions s join books b on b.id = s.book_id
      where s.user_id = ${userId} and b.publisher = ${publisherOfUser(userId)}
    )
    select (select count(*)::int from shown) as total, ${pageAsJson(page)} as books, ${filtersOfMine}`;
  const row = firstRowOf(await executeNamed(db, query, 'paged_books'));
  return toPagedBooks(row, pageBooksOf(row), true);
}

/** Past this many books the total is "10,000+": counting every book was most of a page's time. */
export const COUNT_CAP = CATALOGUE_COUNT_CAP;
/**
 * A search counts up to this many matches ("1,000+"): counting a common word's tens of thousands
 * of matches read every one of them, where the cap reads its first 1,001 only.
 */
export const SEARCH_COUNT_CAP = CATALOGUE_SEARCH_COUNT_CAP;
/** A search whose first this many rows of books (as stored) hold more than SEARCH_COUNT_CAP matches is counted capped without the text index. */
export const SEARCH_PROBE_ROWS = 5_000;
/**
 * The probe runs only if this many rows first hold SEARCH_GLANCE_MATCHES matches: 15%, where the
 * probe needs 20% to succeed (a rare word's probe cost 1 ms of its 2-5; the glance, a tenth of it).
 */
export const SEARCH_GLANCE_ROWS = 500;
export const SEARCH_GLANCE_MATCHES = 75;
/** A search with up to this many matches sorts them all for its page; one with more walks the sort's index. */
export const SEARCH_SORT_ROWS = 5_000;

export interface CataloguePage extends PagedBooks {
  /** The user's current publisher (null: the account is gone). */
  publisher: string | null;
  /** The cap this list was counted up to (COUNT_CAP, or SEARCH_COUNT_CAP for a search). */
  countCap: number;
  /** More than `countCap` books match: `total` is countCap + 1. */
  capped: boolean;
  /** One row past the page, so "is there a next page" is known without the exact total. */
  more: boolean;
  /** The sort key values of the page's last row, for a keyset next page. */
  lastKey: unknown[] | null;
}

/**
 * All Books of the user's publisher (resolved in the statement itself): the page walks the
 * sort's index (with a cursor from where the last page ended, else by offset), the total is
 * counted up to the cap + 1 only (without filters it is read, not counted), the filter choices
 * come by loose index scans.
 */
export async function pageCatalogueBooks(db: Database, args: { userId: string; filters: BookFilters; page: PageRequest; after?: unknown[] | undefined }): Promise<CataloguePage> {
  const { userId, filters, page, after } = args;
  const publisher = sql`(select publisher from me)`;
  const conditions = filterConditions(filters);
  const base = [sql`b.publisher = ${publisher}`, ...conditions];
  const cursor = after ? [afterCursor(page, after)] : [];
  const filtered = conditions.length > 0;
  const tsQuery = toPrefixTsQuery(filters.search);
  const searching = tsQuery !== undefined;
  // A filter: how many books its values match decides the plan, so it is planned per call. A
  // search alone is not: its statement takes one path or another by the counts of its CTEs
  // (one-time tests while it runs), and the generic plan is the custom one for common, medium,
  // rare and absent words alike (EXPLAIN at 100,000 books), so it is planned once per shape.
  const planPerCall = filtered && !(searching && conditions.length === 1);
  // The page size and the caps are written into the statement (integers from the validated
  // query and from code; a few distinct texts): a LIMIT or OFFSET parameter is costed as a tenth
  // of the publisher's books, so PostgreSQL re-planned the named statement on every call (its
  // generic plan looked dearer). The offset of a jump comes through a sub-select, which no plan
  // can see into: the custom plans cost the same as the generic one, which PostgreSQL then keeps.
  const offset = after ? 0 : (page.page - 1) * page.limit;
  const cap = searching ? SEARCH_COUNT_CAP : COUNT_CAP;
  const shape = !searching && !filtered && !after ? `${page.sortBy}:${page.sortOrder}:${page.limit}:${offset > 0}` : undefined;
  const built = (shape && plainListStatements.get(shape)) || buildCatalogueStatement();
  if (shape) plainListStatements.set(shape, built);
  const result = await executeNamed(db, built, 'paged_books', { planPerCall, values: { userId, offset } });
  const raw = firstRowOf(result);
  const books = pageBooksOf(raw);
  const paged = toPagedBooks(raw, books, false);
  const more = paged.rows.length > page.limit;
  return {
    ...paged,
    rows: paged.rows.slice(0, page.limit),
    publisher: typeof raw.publisher === 'string' ? raw.publisher : null,
    countCap: cap,
    capped: paged.total > cap,
    more,
    lastKey: (books[Math.min(page.limit, books.length) - 1]?.sort_key as unknown[] | undefined) ?? null,
  };

  function buildCatalogueStatement(): Query {
    // The user and the offset are placeholders, filled in when the statement runs.
    const user = sql.placeholder('userId');
    const offsetClause = offset === 0 ? sql`` : planPerCall ? sql` offset ${sql.placeholder('offset')}` : sql` offset (select ${sql.placeholder('offset')}::int)`;
    const window = sql`${orderBy(page)} limit ${literalInt(page.limit + 1)}${offsetClause}`;
    // Without a search, a jump to page N finds the page's ids first, skipping the rows before it
    // in the sort's index alone (it holds every column the skip reads: an index-only scan), then
    // reads those rows only. (Page 4,000 of 100,000 books: 142 ms before, 51 ms so.)
    const skipInIndex = !after;
    const walk = skipInIndex
      ? sql`select ${bookFields}, ${sortKeyValues(page)} as sort_key from books b
            where b.id = any(array(select b.id from books b ${where(base)} ${window})) ${orderBy(page)}`
      : sql`select ${bookFields}, ${sortKeyValues(page)} as sort_key from books b ${where([...base, ...cursor])} ${window}`;
    // A search first looks for the cap + 1 matches among the table's first SEARCH_PROBE_ROWS rows
    // as stored (testing the signature before the text), if a glance at its first
    // SEARCH_GLANCE_ROWS found matches enough to hope for it: a word in a fifth of the books or
    // more is found so, and is counted as "1,000+" without the text index, whose scan gathers every
    // match (all 100,000 for "author", 7 ms) however few it returns. A rarer word pays the glance.
    // Otherwise the text index gives up to SEARCH_SORT_ROWS + 1 matches: as many or fewer are all
    // of them, and sorting those is the page (a rare word's, and a medium one's whose matches all
    // sort late: "explorer 1", 2,778 matches, walked 75,000 index entries for its first page). Only
    // a search matching more walks the sort's index instead, where matches are then dense. (Walking
    // the index for a rare term read 12,000 rows for 20.) The walk (b) keeps to the index,
    // rejecting books by their signature there; the row itself (r) is read only for the rest, and
    // there the search and the filters are tested. `offset 0` keeps r inside the walk: joined
    // freely, a word PostgreSQL thought rare (2,800 matches taken for 40) had all its matches read
    // through the text index and each looked up in books again, 1.5-2.5 times slower.
    // Up to cap + 1 matches among the first `rows` rows of books as stored (a plain scan that stops there).
    const firstRowsMatching = (tsQuery: string, rows: number, extra: SQL[] = []) =>
      sql`select 1 from (select * from books limit ${literalInt(rows)}) b
        ${where([signatureFirst(tsQuery), sql`b.publisher = ${publisher}`, ...filterConditions({ ...filters, search: undefined }), ...extra])} limit ${literalInt(cap + 1)}`;
    const probed = sql`(select count(*) from probe)`;
    const matchCount = sql`(select count(*) from matched)`;
    const walks = sql`(${probed} > ${literalInt(cap)} or ${matchCount} > ${literalInt(SEARCH_SORT_ROWS)})`;
    const searchWalk = sql`select ${fieldsOf(sql`r`)}, ${sortKeyValues(page)} as sort_key
      from books b cross join lateral (select ${fieldsOf(sql`r`)} from books r ${where([sql`r.id = b.id`, ...filterConditions(filters, sql`r`)])} offset 0) r
      ${where([sql`b.publisher = ${publisher}`, mayMatch(), ...cursor, walks])}
      ${window}`;
    const found = tsQuery
      ? sql`${searchMask(tsQuery)},
      glance as materialized (${firstRowsMatching(tsQuery, SEARCH_GLANCE_ROWS)}),
      probe as materialized (${firstRowsMatching(tsQuery, SEARCH_PROBE_ROWS, [sql`(select count(*) from glance) >= ${literalInt(SEARCH_GLANCE_MATCHES)}`])}),
      matched as materialized (select ${bookFields} from books b ${where([...base, sql`${probed} <= ${literalInt(cap)}`])} limit ${literalInt(SEARCH_SORT_ROWS + 1)}),
      found as (
        (select b.*, ${sortKeyValues(page)} as sort_key from matched b ${where([sql`${matchCount} <= ${literalInt(SEARCH_SORT_ROWS)}`, ...cursor])} ${window})
        union all
        (${searchWalk})
      )`
      : sql`found as (${walk})`;
    // The whole list's total is kept per publisher by a trigger (publisher_book_counts): no count.
    const total = searching
      ? sql`least(greatest(${probed}, ${matchCount}), ${literalInt(cap + 1)})::int`
      : filtered
        ? sql`(select count(*)::int from (select 1 from books b ${where(base)} limit ${literalInt(cap + 1)}) counted)`
        : sql`coalesce((select least(c.books, ${literalInt(cap + 1)})::int from publisher_book_counts c where c.publisher = ${publisher}), 0)`;
    const query = sql`
      with me as (select u.publisher from users u where u.id = ${user}),
      ${found},
      page as (
        select b.*, (s.id is not null) as is_subscribed, s.last_accessed_at as last_accessed, ${chapterCount} as total_chapters
        from found b left join subscriptions s on s.book_id = b.id and s.user_id = ${user}
      )
      select ${publisher} as publisher,
        ${total} as total,
        ${pageAsJson(page)} as books, ${filtersOfPublisher(publisher)}`;
    return toQuery(query);
  }
}

const firstRowOf = (result: unknown) => rowsOf<Record<string, unknown>>(result)[0] ?? {};

/** The page's books as the statement's JSON array gave them (PGlite and node-postgres hand json back parsed; be safe with text). */
const pageBooksOf = (row: Record<string, unknown>) => (typeof row.books === 'string' ? JSON.parse(row.books) : (row.books ?? [])) as Record<string, unknown>[];

function toPagedBooks(row: Record<string, unknown>, books: Record<string, unknown>[], subscribed: boolean): PagedBooks {
  const date = (v: unknown) => (typeof v === 'string' ? new Date(v) : null); // json_agg gives times as text
  const num = (v: unknown) => (v === null || v === undefined ? 0 : Number(v));
  const list = (v: unknown) => (Array.isArray(v) ? v.map(String) : []);
  const rows = books.map((r) => ({
    id: String(r.id),
    title: String(r.title),
    subject: String(r.subject),
    grade: String(r.grade),
    author: String(r.author),
    publisher: String(r.publisher),
    language: String(r.language),
    coverUrl: String(r.cover_url),
    createdAt: date(r.created_at)!,
    totalChapters: num(r.total_chapters),
    isSubscribed: subscribed || Boolean(r.is_subscribed),
    lastAccessed: date(r.last_accessed),
    totalQuestions: num(r.total_questions),
    answered: num(r.answered),
    startedChapters: num(r.started_chapters),
    completedChapters: num(r.completed_chapters),
    chaptersWithQuestions: num(r.chapters_with_questions),
    averageScore: r.average_score === null || r.average_score === undefined ? null : Number(r.average_score),
    minutesSpent: num(r.minutes_spent),
  }));
  return { rows, total: num(row.total), availableFilters: { subjects: list(row.subjects), grades: list(row.grades), authors: list(row.authors), publishers: list(row.publishers) } };
}
