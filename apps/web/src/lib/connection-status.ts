import { useSyncExternalStore } from 'react';
import { ApiError } from './api-error';

export type ConnectionStatus = 'online' | 'offline' | 'unreachable';

const HEALTH_POLL_MS = 5000;
let unreachable = false;
let poll: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

async function checkServer() {
  try {
    const res = await fetch('/api/health', { cache: 'no-store' });
    if (res.ok) {
      unreachable = false;
      poll = undefined;
      notify();
      return;
    }
  } catch {
    // still unreachable
  }
  poll = setTimeout(() => void checkServer(), HEALTH_POLL_MS);
}

/**
 * A call failed without an answer from the server (after the API client's own retries), or a
 * screen's code could not be loaded: show the banner and check the server every few seconds
 * until it answers again.
 */
export function reportUnreachable() {
  if (unreachable) return;
  unreachable = true;
  notify();
  poll ??= setTimeout(() => void checkServer(), HEALTH_POLL_MS);
}

/** Whether an error means the server could not be reached (as opposed to an answer saying no). */
export const isUnreachableError = (error: unknown) => (error instanceof ApiError && error.kind !== 'http') || (error instanceof TypeError && /fetch|import|load/i.test(error.message));

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

const snapshot = (): ConnectionStatus => (!navigator.onLine ? 'offline' : unreachable ? 'unreachable' : 'online');

export const useConnectionStatus = () => useSyncExternalStore(subscribe, snapshot);
