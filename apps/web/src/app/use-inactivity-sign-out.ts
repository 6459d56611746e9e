import { useEffect } from 'react';
import { LIMITS } from '@booktutor/contracts/limits';
import { clearUserSession, isUserSignedIn } from '../lib/session';
import { LOCAL } from '../lib/storage-keys';

const ACTIVITY_EVENTS = ['mousedown', 'mousemove', 'keypress', 'scroll', 'touchstart'] as const;

/**
 * Signs the user out after 30 minutes without activity, checked every 60 seconds.
 * The last activity is kept in storage so that every open tab shares it.
 */
export function useInactivitySignOut(onSignedOut: () => void) {
  useEffect(() => {
    let lastWrite = 0;
    const markActive = () => {
      const now = Date.now();
      if (now - lastWrite < 5000) return; // mousemove fires constantly; a write every 5 s is plenty
      lastWrite = now;
      if (isUserSignedIn()) localStorage.setItem(LOCAL.lastActivityTime, String(now));
    };
    const check = () => {
      if (!isUserSignedIn()) return;
      const last = Number(localStorage.getItem(LOCAL.lastActivityTime) ?? Date.now());
      if (Date.now() - last >= LIMITS.inactivityTimeoutMs) {
        clearUserSession();
        onSignedOut();
      }
    };
    for (const event of ACTIVITY_EVENTS) window.addEventListener(event, markActive, { passive: true });
    check();
    const timer = window.setInterval(check, LIMITS.inactivityCheckMs);
    return () => {
      for (const event of ACTIVITY_EVENTS) window.removeEventListener(event, markActive);
      window.clearInterval(timer);
    };
  }, [onSignedOut]);
}
