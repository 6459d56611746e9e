/**
 * The realtime socket (Socket.IO): one connection per signed-in token, shared by every
 * component that listens, closed when the last listener goes. Reconnect delay, maximum and
 * connection timeout follow spec section 9 (1000 / 5000 / 20000 ms).
 */
import { useEffect, useRef } from 'react';
import { io, type Socket } from 'socket.io-client';
import { LIMITS } from '@booktutor/contracts/limits';
import { REALTIME_PATH, type ClientToServerEvents, type RealtimeEvent, type ServerToClientEvents } from '@booktutor/contracts/realtime';
import { getUserToken } from './session';

type RealtimeSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

let shared: { token: string; socket: RealtimeSocket; users: number } | undefined;

function acquire(token: string): RealtimeSocket {
  if (shared && shared.token !== token) {
    shared.socket.disconnect();
    shared = undefined;
  }
  if (!shared) {
    const socket: RealtimeSocket = io({
      path: REALTIME_PATH,
      auth: { token },
      reconnectionDelay: LIMITS.realtimeReconnectDelayMs,
      reconnectionDelayMax: LIMITS.realtimeReconnectDelayMaxMs,
      timeout: LIMITS.realtimeTimeoutMs,
    });
    shared = { token, socket, users: 0 };
  }
  shared.users++;
  return shared.socket;
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
export function useRealtimeEvent<E extends RealtimeEvent>(
  event: E,
  handler: ServerToClientEvents[E],
  onReconnect?: () => void,
) {
  const latest = useRef({ handler, onReconnect });
  latest.current = { handler, onReconnect };
  useEffect(() => {
    const token = getUserToken();
    if (!token) return;
    const socket = acquire(token);
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
