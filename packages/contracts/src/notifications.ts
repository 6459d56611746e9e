import { z } from 'zod';
import { LIMITS } from './limits';

/** What kind of event produced a notification; the bell picks an icon and colour from it. */
export const NOTIFICATION_KINDS = ['info', 'welcome', 'new_chapter', 'test_result', 'test'] as const;
export const notificationKindSchema = z.enum(NOTIFICATION_KINDS);
export type NotificationKind = z.infer<typeof notificationKindSchema>;

/** A notification as the client sees it (spec section 3: _id, title, message, seen_status, createdAt). */
export const notificationSchema = z.object({ _id: z.string(), title: z.string(), message: z.string(), seen_status: z.enum(['yes', 'no']), createdAt: z.string(), kind: notificationKindSchema });
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListResponse = z.array(notificationSchema);

export const notificationIdParams = z.object({ id: z.uuid({ error: 'Invalid notification id.' }) });

export const markSeenResponse = z.object({ message: z.string(), notification: notificationSchema });
export const markAllSeenResponse = z.object({ message: z.string(), count: z.number().int() });

/** seed-test: an empty body adds the default number (4); at most 20 at once. */
export const NOTIFICATION_SEED_MAX = 20;
export const seedTestBody = z.object({ count: z.number().int().min(1).max(NOTIFICATION_SEED_MAX).optional() }).nullish();
export const seedCountOf = (body: z.infer<typeof seedTestBody>) => body?.count ?? LIMITS.notificationSeedDefault;
export const seedTestResponse = z.object({ message: z.string(), count: z.number().int() });

/** How many notifications GET /notifications returns at most (newest first). */
export const NOTIFICATION_LIST_LIMIT = 100;
