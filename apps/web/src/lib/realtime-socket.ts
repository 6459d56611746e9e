/**
 * The realtime socket (Socket.IO): one connection per signed-in user, shared by every
 * component that listens, closed when the last listener goes. Reconnect delay, maximum and
 * connection timeout follow spec section 9 (1000 / 5000 / 20000 ms).
 */
import { useEffect, useLayoutEffect, useRef } from 'react';
import { io, type Socket } from 'socket.io-client';
import { LIMITS } from '@booktutor/contracts/limits';
import { REALTIME_PATH, type ClientToServerEvents, type RealtimeEvent, type ServerToClientEvents } from '@booktutor/contracts/realtime';
import { getUserId, getUserToken } from './session';
import { renewToken } from './token-refresh';

type RealtimeSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

let shared: { userId: string; socket: RealtimeSocket; users: number } | undefined;

/** The server refused the handshake's token (expired after 15 minutes, or revoked). */
const AUTH_REFUSALS = new Set(['token_expired', 'session_ended', 'invalid_token']);

function acquire(userId: string): RealtimeSocket {
  if (shared && shared.userId !== userId) {
    shared.socket.disconnect();
    shared = undefined;
  }
  if (!shared) {
    const socket: RealtimeSocket = io({
      path: REALTIME_PATH,
      // Read at every (re)connection: access tokens are renewed while the socket lives.
      auth: (send) => send({ token: getUserToken() ?? '' }),
      reconnectionDelay: LIMITS.realtimeReconnectDelayMs,
      reconnectionDelayMax: LIMITS.realtimeReconnectDelayMaxMs,
      timeout: LIMITS.realtimeTimeoutMs,
    });
    // A refused handshake is not retried by Socket.IO: renew the token once, then connect again.
    // A live session renews; an ended one does not, and the socket stays closed.
    const renewAndConnect = () =>
      void renewToken('user', getUserToken())
        .then((renewed) => {
          if (renewed && shared?.socket === socket) socket.connect();
        })
        .catch(() => undefined);
    socket.on('connect_error', (error) => {
      const code = (error as { data?: { code?: string } }).data?.code;
      if (code && AUTH_REFUSALS.has(code)) renewAndConnect();
    });
    // The server closes a socket when its token expires or its sign-in ends; Socket.IO does not
    // reconnect after that by itself.
    socket.on('disconnect', (reason) => {
      if (reason === 'io server disconnect') setTimeout(renewAndConnect, LIMITS.realtimeReconnectDelayMs);
    });
    shared = { userId, socket, users: 0 };
  }
  shared.users++;
  return shared.socket;
}

/** After this tab got a new session (a password change closes the old one's sockets): connect again with it. */
export function reconnectRealtime() {
  if (shared && !shared.socket.connected) shared.socket.connect();
}

function release(socket: RealtimeSocket) {
  if (!shared || shared.socket !== socket) return;
  if (--shared.users <= 0) {
    socket.disconnect();
    shared = undefined;
  }
}

/**
 * Calls `handler` for every `event` the server sends this user, and `onReconnect` when the
 * connection comes back (events sent meanwhile were missed: refetch).
 */
export function useRealtimeEvent<E extends RealtimeEvent>(event: E, handler: ServerToClientEvents[E], onReconnect?: () => void) {
  const latest = useRef({ handler, onReconnect });
  useLayoutEffect(() => {
    latest.current = { handler, onReconnect };
  });
  useEffect(() => {
    const userId = getUserId();
    if (!userId || !getUserToken()) return;
    const socket = acquire(userId);
    const listener = ((payload: never) => (latest.current.handler as (p: never) => void)(payload)) as never;
    let connectedBefore = socket.connected;
    const onConnect = () => {
      if (connectedBefore) latest.current.onReconnect?.();
      connectedBefore = true;
    };
    socket.on(event, listener);
    socket.on('connect', onConnect);
    return () => {
      socket.off(event, listener);
      socket.off('connect', onConnect);
      release(socket);
    };
  }, [event]);
}
