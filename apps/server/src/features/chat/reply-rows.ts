/**
 * The rows the assistant stores in answer to a student's message: tutor replies, test turns and
 * the grading-failure notice are all built here, from the stored message they answer, so where a
 * reply is filed (user, chapter, client id, time) is decided in one place.
 */
import type { Citation } from '@booktutor/contracts/chat';
import { replyClientId } from './present';
import type { ChatMessageRow, NewChatMessage } from './repository';

export type ReplyRow = NewChatMessage & { createdAt: Date };

/**
 * A reply is stamped at least 1 ms after the message it answers: a fast turn can finish within the
 * same millisecond, and the history is ordered by time (then by a random id, which would shuffle them).
 */
const after = (earlier: Date, now: Date) => (now.getTime() > earlier.getTime() ? now : new Date(earlier.getTime() + 1));

/** The assistant's reply to `answering`, filed under the reply's client id so sending the message again replays it. */
export function replyRow(answering: ChatMessageRow, now: Date, content: string, citations: Citation[] = []): ReplyRow {
  const cid = answering.clientMessageId;
  return {
    userId: answering.userId,
    chapterId: answering.chapterId,
    role: 'assistant',
    content,
    citations,
    clientMessageId: cid ? replyClientId(cid) : null,
    createdAt: after(answering.createdAt, now),
  };
}

/**
 * A system notice in answer to `answering` (grading failed). It has no client id, so sending the
 * same message again runs the turn again rather than replaying the notice.
 */
export function noticeRow(answering: ChatMessageRow, now: Date, content: string): ReplyRow {
  return { ...replyRow(answering, now, content), role: 'system', clientMessageId: null };
}
