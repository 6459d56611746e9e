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
export type RealtimeServer = Server<ClientToServerEvents, ServerToClientEvents, NodeToNodeEvents, SocketData>;

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

/** What ended: some sign-ins, or every sign-in of one user. */
export type SessionsEnded = { sessionIds: readonly string[] } | { userId: string };
/** What listeners hear: an ending, or `{ unknown: true }` when endings may have been missed (the link to the other nodes dropped or came back). */
export type SessionsHeard = SessionsEnded | { unknown: true };

/** Between nodes (through the Redis adapter): the endings each node's listeners must hear. */
export interface NodeToNodeEvents {
  sessionsEnded: (ended: SessionsEnded) => void;
}

export interface RealtimeHub extends RealtimeEmitter, RealtimeSessions {
  /** `crossNode`: other nodes hear of endings too (only with an adapter that joins the nodes). */
  attach(io: RealtimeServer, options?: { crossNode?: boolean }): void;
  detach(): void;
  /** Hears every ending, on this node or (attached with crossNode) on another; returns its removal. */
  onSessionsEnded(listener: (ended: SessionsHeard) => void): () => void;
  /**
   * With crossNode: the link that brings the other nodes' endings (the Redis subscription) went
   * down or came back. Their endings sent meanwhile are lost: listeners hear `{ unknown: true }`.
   */
  setLinkUp(up: boolean): void;
  /** False while endings on other nodes may go unheard (crossNode and the link down): nothing may be assumed live then. */
  hearsEveryEnding(): boolean;
}

/** Each socket joins only the room of the user its token names, and the room of its sign-in. */
export const userRoom = (userId: string) => `user:${userId}`;
export const sessionRoom = (sessionId: string) => `session:${sessionId}`;

/** An ending as another node sent it: anything else is ignored. */
function endedFrom(message: unknown): SessionsEnded | undefined {
  if (!message || typeof message !== 'object') return undefined;
  const { sessionIds, userId } = message as { sessionIds?: unknown; userId?: unknown };
  if (Array.isArray(sessionIds) && sessionIds.every((id) => typeof id === 'string')) return { sessionIds };
  if (typeof userId === 'string') return { userId };
  return undefined;
}

export function createRealtimeHub(): RealtimeHub {
  let io: RealtimeServer | undefined;
  let crossNode = false;
  let linkUp = true;
  const listeners = new Set<(ended: SessionsHeard) => void>();
  const hear = (ended: SessionsHeard) => {
    for (const listener of listeners) listener(ended);
  };
  const announce = (ended: SessionsEnded) => {
    hear(ended);
    if (io && crossNode) io.serverSideEmit('sessionsEnded', ended);
  };
  return {
    attach(server, options = {}) {
      io = server;
      crossNode = options.crossNode ?? false;
      linkUp = true;
      if (crossNode) {
        server.on('sessionsEnded', (message: unknown) => {
          const ended = endedFrom(message);
          if (ended) hear(ended);
        });
      }
    },
    detach() {
      io = undefined;
      crossNode = false;
    },
    setLinkUp(up) {
      if (up === linkUp) return;
      linkUp = up;
      hear({ unknown: true });
    },
    hearsEveryEnding: () => !crossNode || linkUp,
    onSessionsEnded(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
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
      if (!sessionIds.length) return;
      announce({ sessionIds: [...sessionIds] });
      io?.in(sessionIds.map(sessionRoom)).disconnectSockets(true);
    },
    endUser(userId) {
      announce({ userId });
      io?.in(userRoom(userId)).disconnectSockets(true);
    },
  };
}
