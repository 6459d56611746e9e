/** Exactly which fields of chat rows leave the server. */
import type { ChatChapter, ChatMessage, ChatReply, Citation, TestProgress } from '@booktutor/contracts/chat';
import type { ChatChapterRow, ChatMessageRow } from './repository';

/** Replies are stored under the user message's clientMessageId plus this suffix (one reply each). */
export const REPLY_SUFFIX = ':reply';
export const replyClientId = (clientMessageId: string) => `${clientMessageId}${REPLY_SUFFIX}`;

const citationsOf = (row: ChatMessageRow): Citation[] => row.citations ?? [];

export function presentMessage(row: ChatMessageRow): ChatMessage {
  const clientId = row.clientMessageId;
  return {
    messageId: row.id,
    chapterId: row.chapterId,
    role: row.role,
    content: row.content,
    citations: citationsOf(row),
    isAudio: row.isAudio,
    clientMessageId: clientId && !clientId.endsWith(REPLY_SUFFIX) ? clientId : null,
    createdAt: row.createdAt.toISOString(),
  };
}

export function presentReply(reply: ChatMessageRow, userMessage: ChatMessageRow, { test, replayed }: { test: TestProgress | null | undefined; replayed: boolean }): ChatReply {
  return { response: reply.content, message: reply.content, messageId: reply.id, userMessageId: userMessage.id, citations: citationsOf(reply), ...(test ? { score: test.score, test } : {}), replayed };
}

export function presentChapter(row: ChatChapterRow): ChatChapter {
  return { chapterId: row.id, title: row.title, bookId: row.bookId, bookTitle: row.bookTitle, subject: row.subject, totalQuestions: row.totalQuestions };
}
