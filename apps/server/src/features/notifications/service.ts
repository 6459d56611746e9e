/**
 * Notifications: stored per user, pushed live over the realtime socket (`notification:new`).
 *
 * For other features (call these AFTER your own transaction has committed):
 *
 *   notify(deps, userId, { title, message, kind })
 *       One notification for one user; stored, then pushed to that user's open sockets.
 *   enqueueNewChapterNotification(tx, { bookId, bookTitle, chapterTitle, at })
 *       The standard "new chapter" text for the book's subscribers. Call it INSIDE the
 *       transaction that adds the chapter: it writes one outbox row, and the outbox worker
 *       (outbox-worker.ts) fans it out in batches after the commit, then call
 *       deps.notificationOutbox.wake(). Tests await deps.notificationOutbox.drain().
 *   notifyTestFinished(deps, userId, { chapterTitle, earnedMarks, totalMarks, percentage })
 *       The standard "test finished" text with the score, for the test's user.
 *   notifyWelcome(deps, { userId, fullname })
 *       The welcome sent once, right after sign-up creates the account.
 *
 * notify* return the presented notification. `kind` is one of NOTIFICATION_KINDS in
 * packages/contracts/src/notifications.ts.
 */
import type { NotificationKind } from '@booktutor/contracts/notifications';
import { NOTIFICATION_LIST_LIMIT } from '@booktutor/contracts/notifications';
import { MSG, markedAllMessage, seededMessage } from '@booktutor/contracts/messages';
import { percentText } from '@booktutor/contracts/rounding';
import type { Deps } from '../../deps';
import { notFound } from '../../lib/errors';
import { presentNotification } from './present';
import * as repo from './repository';
import { insertOutboxNotification } from './outbox-repository';
import type { Database } from '../../db/client';

export interface NotificationInput {
  title: string;
  message: string;
  kind: NotificationKind;
}

function push(deps: Deps, rows: repo.NotificationRow[]) {
  const presented = rows.map(presentNotification);
  rows.forEach((row, i) => deps.realtime.emitToUser(row.userId, 'notification:new', presented[i]!));
  return presented;
}

export async function notify(deps: Deps, userId: string, input: NotificationInput) {
  const rows = await repo.insertNotifications(deps.db, [{ userId, ...input, createdAt: deps.now() }]);
  return push(deps, rows)[0]!;
}

/** One outbox row, in the caller's transaction: the chapter and its announcement commit together. */
export const enqueueNewChapterNotification = (tx: Database, { bookId, bookTitle, chapterTitle, at }: { bookId: string; bookTitle: string; chapterTitle: string; at: Date }) =>
  insertOutboxNotification(tx, { bookId, kind: 'new_chapter', title: 'New chapter available', message: `"${chapterTitle}" has been added to ${bookTitle}.`, createdAt: at });

export const notifyTestFinished = (deps: Deps, userId: string, s: { chapterTitle: string; earnedMarks: number; totalMarks: number; percentage: number }) =>
  notify(deps, userId, {
    kind: 'test_result',
    title: 'Test completed',
    message: `You finished the test on "${s.chapterTitle}": ${s.earnedMarks} of ${s.totalMarks} marks (${percentText(s.percentage)}).`,
  });

export const notifyWelcome = (deps: Deps, { userId, fullname }: { userId: string; fullname: string }) =>
  notify(deps, userId, { kind: 'welcome', title: 'Welcome to BookTutor!', message: `Hi ${fullname}, subscribe to a book in Collections, pick a chapter and start chatting with your tutor.` });

// ---- the five calls of the notifications API ----

export async function listNotifications(deps: Deps, userId: string) {
  const rows = await repo.listNotificationsForUser(deps.db, { userId, limit: NOTIFICATION_LIST_LIMIT });
  return rows.map(presentNotification);
}

export async function firstUnseenNotification(deps: Deps, userId: string) {
  const row = await repo.findFirstUnseenNotification(deps.db, { userId });
  if (!row) throw notFound('No unseen notifications');
  return presentNotification(row);
}

/** Someone else's notification answers 404 like a missing one: ids are not confirmed to others. */
export async function markSeen(deps: Deps, userId: string, id: string) {
  const row = await repo.markNotificationSeen(deps.db, { id, userId });
  if (!row) throw notFound('Notification not found');
  return { message: MSG.notifications.marked, notification: presentNotification(row) };
}

export async function markAllSeen(deps: Deps, userId: string) {
  const count = await repo.markAllNotificationsSeen(deps.db, { userId });
  return { message: markedAllMessage(count), count };
}

const SAMPLES: Array<Omit<NotificationInput, 'kind'>> = [
  { title: 'Test notification', message: 'Notifications are working: this one was added from the bell.' },
  { title: 'Study reminder', message: 'A few minutes with a chapter each day adds up. Pick one in My Library.' },
  { title: 'Try a chapter test', message: "Open a chapter and press Start Test to check what you've learnt." },
  { title: 'Your progress', message: 'Your scores and progress are on your profile, under Scores & Progress.' },
];

/** A user keeps at most this many sample notifications: seeding again drops the oldest. */
export const TEST_NOTIFICATIONS_KEPT = 40;

/** Adds `count` sample notifications (default 4), oldest first, and pushes each one live. */
export async function seedTestNotifications(deps: Deps, userId: string, count: number) {
  const now = deps.now().getTime();
  const rows = await repo.insertNotifications(
    deps.db,
    Array.from({ length: count }, (_, i) => ({
      userId,
      kind: 'test',
      ...SAMPLES[i % SAMPLES.length]!,
      // Distinct instants keep the list order the order they were added in.
      createdAt: new Date(now - (count - 1 - i)),
    })),
  );
  await repo.trimNotificationsOfKind(deps.db, { userId, kind: 'test', keep: TEST_NOTIFICATIONS_KEPT });
  push(deps, rows);
  return { message: seededMessage(rows.length), count: rows.length };
}
