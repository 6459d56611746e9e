import type { Notification, NotificationKind } from '@booktutor/contracts/notifications';
import { NOTIFICATION_KINDS } from '@booktutor/contracts/notifications';
import type { NotificationRow } from './repository';

const asKind = (kind: string): NotificationKind =>
  (NOTIFICATION_KINDS as readonly string[]).includes(kind) ? (kind as NotificationKind) : 'info';

/** The spec's notification fields: _id, title, message, seen_status ('yes'/'no'), createdAt. */
export function presentNotification(row: NotificationRow): Notification {
  return {
    _id: row.id,
    title: row.title,
    message: row.message,
    seen_status: row.seen ? 'yes' : 'no',
    createdAt: row.createdAt.toISOString(),
    kind: asKind(row.kind),
  };
}
