/**
 * The realtime emitter services use (deps.realtime): they say "send this event to that user"
 * and never touch Socket.IO. The realtime plugin attaches the Socket.IO server once the HTTP
 * server exists; with the Redis adapter the event reaches that user's sockets on every node.
 */
import type { Server } from 'socket.io';
import { realtimePayloadSchemas, type ClientToServerEvents, type RealtimeEvent, type RealtimePayload, type ServerToClientEvents } from '@booktutor/contracts/realtime';

export interface SocketData {
  userId: string;
  /** The sign-in the socket's token belongs to: its sockets close when it ends. */
  sessionId: string;
  /** When the socket's token expires (ms since the epoch): the socket closes then. */
  expiresAt: number;
}
export type RealtimeServer = Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;

export interface RealtimeEmitter {
  /** Sends an event to every socket of one user, on whichever node it is connected. */
  emitToUser<E extends RealtimeEvent>(userId: string, event: E, payload: RealtimePayload<E>): void;
  /** One event, one payload, many users: a single emit to all their rooms (a batch of subscribers). */
  emitToUsers<E extends RealtimeEvent>(userIds: readonly string[], event: E, payload: RealtimePayload<E>): void;
}

/** Ending sign-ins ends their sockets too, on every node (a socket is checked only when it connects). */
export interface RealtimeSessions {
  /** Closes the sockets of these sessions (logout, a reused refresh token). */
  endSessions(sessionIds: readonly string[]): void;
  /** Closes every socket of a user (password change or reset, "sign out everywhere"). */
  endUser(userId: string): void;
}

export interface RealtimeHub extends RealtimeEmitter, RealtimeSessions {
  attach(io: RealtimeServer): void;
  detach(): void;
}

/** Each socket joins only the room of the user its token names, and the room of its sign-in. */
export const userRoom = (userId: string) => `user:${userId}`;
export const sessionRoom = (sessionId: string) => `session:${sessionId}`;

export function createRealtimeHub(): RealtimeHub {
  let io: RealtimeServer | undefined;
  return {
    attach(server) {
      io = server;
    },
    detach() {
      io = undefined;
    },
    emitToUser(userId, event, payload) {
      // A payload that does not match its contract is a bug: fail loudly where it is sent.
      const checked = realtimePayloadSchemas[event].parse(payload) as RealtimePayload<typeof event>;
      // Before the server is attached (scripts, seeding) nobody can be connected: nothing to send.
      if (!io) return;
      (io.to(userRoom(userId)).emit as (e: RealtimeEvent, p: unknown) => boolean)(event, checked);
    },
    emitToUsers(userIds, event, payload) {
      const checked = realtimePayloadSchemas[event].parse(payload) as RealtimePayload<typeof event>;
      if (!io || userIds.length === 0) return;
      (io.to(userIds.map(userRoom)).emit as (e: RealtimeEvent, p: unknown) => boolean)(event, checked);
    },
    // `true`: the connection itself closes. The client then renews its token and connects again,
    // which only a live session can.
    endSessions(sessionIds) {
      if (io && sessionIds.length) io.in(sessionIds.map(sessionRoom)).disconnectSockets(true);
    },
    endUser(userId) {
      io?.in(userRoom(userId)).disconnectSockets(true);
    },
  };
}
