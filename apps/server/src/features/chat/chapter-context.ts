/**
 * A chapter as one chat turn needs it: access checked (features/access), questions typed, passages indexed.
 * The passage index is derived data (never state), so a small per-node cache is safe: its key
 * includes the chapter's vectorStoreId, which changes whenever the passages change.
 */
import { buildPassageIndex, type Passage, type PassageIndex, type Question } from '@booktutor/tutor';
import type { Database } from '../../db/client';
import type { Deps } from '../../deps';
import { assertUserMayRead, readableOr404, readerPublisher } from '../access/access-policy';
import type { UserPrincipal } from '../../plugins/auth';
import type { AttemptRow } from './attempt-repository';
import { findChapterForChat, findChapterWithLatestAttempt, listChapterPassages, type ChatChapterRow, type RecentMessage } from './repository';

export interface ChapterContext {
  row: ChatChapterRow;
  questions: Question[];
  passages: Passage[];
  index: PassageIndex;
}

export const CHAPTER_NOT_FOUND = 'Chapter not found.';

/** The chapter row, when the access policy lets the user read it (another publisher's: 404). */
export async function findAccessibleChapter(deps: Deps, user: UserPrincipal, chapterId: string) {
  return assertUserMayRead(deps, user.id, await findChapterForChat(deps.db, { chapterId }), CHAPTER_NOT_FOUND);
}

const CACHE_LIMIT = 200;
const indexCache = new Map<string, { passages: Passage[]; index: PassageIndex }>();

async function passagesFor(db: Database, row: ChatChapterRow) {
  const key = `${row.id}:${row.vectorStoreId}`;
  const cached = indexCache.get(key);
  if (cached) return cached;
  const passages: Passage[] = (await listChapterPassages(db, { chapterId: row.id })).map((p) => ({ id: p.ordinal, ...(p.heading ? { heading: p.heading } : {}), text: p.text }));
  const entry = { passages, index: buildPassageIndex(passages) };
  if (indexCache.size >= CACHE_LIMIT) indexCache.delete(indexCache.keys().next().value!);
  indexCache.set(key, entry);
  return entry;
}

/**
 * The chapter for a chat turn, and the student's latest attempt at it as read in the same
 * query; with `historyLimit`, the newest messages of the conversation too.
 */
export async function loadChapterForTurn(
  deps: Deps,
  user: UserPrincipal,
  chapterId: string,
  { historyLimit }: { historyLimit?: number | undefined } = {},
): Promise<{ chapter: ChapterContext; latestAttempt: AttemptRow | undefined; recentMessages: RecentMessage[] | undefined }> {
  const found = await findChapterWithLatestAttempt(deps.db, { chapterId, userId: user.id, historyLimit });
  // The publisher came with the chapter; without a chapter (or an account) the policy's own read decides.
  const publisher = found?.readerPublisher ?? (await readerPublisher(deps, user.id));
  const row = readableOr404(publisher, found?.chapter, CHAPTER_NOT_FOUND);
  const { passages, index } = await passagesFor(deps.db, row);
  return { chapter: { row, questions: row.questions, passages, index }, latestAttempt: found?.attempt ?? undefined, recentMessages: found?.history ?? undefined };
}
