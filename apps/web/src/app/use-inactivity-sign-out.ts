import { useEffect } from 'react';
import { LIMITS } from '@booktutor/contracts/limits';
import { getAdminToken, isUserSignedIn, signOutAdmin, signOutUser } from '../lib/session';
import { LOCAL } from '../lib/storage-keys';

const ACTIVITY_EVENTS = ['mousedown', 'mousemove', 'keypress', 'scroll', 'touchstart'] as const;

const anyoneSignedIn = () => isUserSignedIn() || Boolean(getAdminToken());

/**
 * Signs the user out after 30 minutes without activity, checked every 60 seconds, and the admin
 * the same way on admin pages. The last activity is kept in storage so that every open tab
 * shares it; the server ends the session too, so its tokens stop working.
 */
export function useInactivitySignOut(onSignedOut: (kind: 'user' | 'admin') => void) {
  useEffect(() => {
    let lastWrite = 0;
    const markActive = () => {
      const now = Date.now();
      if (now - lastWrite < 5000) return; // mousemove fires constantly; a write every 5 s is plenty
      lastWrite = now;
      if (anyoneSignedIn()) localStorage.setItem(LOCAL.lastActivityTime, String(now));
    };
    const check = () => {
      if (!anyoneSignedIn()) return;
      const stored = localStorage.getItem(LOCAL.lastActivityTime);
      if (stored === null) {
        // An admin-only browser has no sign-in time stored: the clock starts now.
        localStorage.setItem(LOCAL.lastActivityTime, String(Date.now()));
        return;
      }
      if (Date.now() - Number(stored) < LIMITS.inactivityTimeoutMs) return;
      const onAdminPage = window.location.pathname.startsWith('/admin');
      const user = isUserSignedIn();
      const admin = Boolean(getAdminToken());
      if (user) signOutUser();
      if (admin) signOutAdmin();
      onSignedOut(onAdminPage && admin ? 'admin' : user ? 'user' : 'admin');
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
