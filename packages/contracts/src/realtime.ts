/**
 * The realtime socket (Socket.IO, path /socket.io): the client authenticates with its user
 * token in the handshake (`auth: { token }`) and only ever receives its own events.
 * Payloads are validated by the server before they are sent.
 */
import { z } from 'zod';
import { notificationSchema, type Notification } from './notifications';

export const REALTIME_PATH = '/socket.io';

/** A chapter test's running score changed (every graded turn, and when the attempt ends). */
export const scoreUpdateSchema = z.object({
  chapterId: z.string(),
  attemptId: z.string().optional(),
  earnedMarks: z.number(),
  totalMarks: z.number(),
  percentage: z.number(),
  answeredQuestions: z.number().int(),
  totalQuestions: z.number().int(),
  finished: z.boolean().default(false),
});
export type ScoreUpdate = z.infer<typeof scoreUpdateSchema>;

export const REALTIME_EVENTS = { notificationNew: 'notification:new', scoreUpdated: 'score:updated' } as const;

/** Payload schema of every server event, so the server validates what it sends. */
export const realtimePayloadSchemas = { 'notification:new': notificationSchema, 'score:updated': scoreUpdateSchema } as const;

export interface ServerToClientEvents {
  'notification:new': (notification: Notification) => void;
  'score:updated': (score: ScoreUpdate) => void;
}
/** The client sends nothing: rooms are chosen by the server from the token. */
export type ClientToServerEvents = Record<string, never>;

export type RealtimeEvent = keyof ServerToClientEvents;
export type RealtimePayload<E extends RealtimeEvent> = Parameters<ServerToClientEvents[E]>[0];
