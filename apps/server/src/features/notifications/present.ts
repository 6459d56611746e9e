import type { Notification, NotificationKind } from '@booktutor/contracts/notifications';
import { NOTIFICATION_KINDS } from '@booktutor/contracts/notifications';
import type { NotificationRow } from './repository';

const asKind = (kind: string): NotificationKind => ((NOTIFICATION_KINDS as readonly string[]).includes(kind) ? (kind as NotificationKind) : 'info');

/** The spec's notification fields: _id, title, message, seen_status ('yes'/'no'), createdAt. */
export function presentNotification(row: NotificationRow): Notification {
  return { _id: row.id, title: row.title, message: row.message, seen_status: row.seen ? 'yes' : 'no', createdAt: row.createdAt.toISOString(), kind: asKind(row.kind) };
}

/** A fanned-out notification as each subscriber sees it: one id and one payload for all of them. */
export function presentFanOut(entry: { id: string; kind: string; title: string; message: string; createdAt: Date }): Notification {
  return { _id: entry.id, title: entry.title, message: entry.message, seen_status: 'no', createdAt: entry.createdAt.toISOString(), kind: asKind(entry.kind) };
}
