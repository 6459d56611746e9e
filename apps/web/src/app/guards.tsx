import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { getAdminToken, isUserSignedIn } from '../lib/session';

/** User routes need a stored token and user id, else /login (spec section 5, Auth guards). */
export function RequireUser({ children }: { children: ReactNode }) {
  return isUserSignedIn() ? <>{children}</> : <Navigate to="/login" replace />;
}

/** Admin routes only check that an admin token exists (spec section 6). */
export function RequireAdmin({ children }: { children: ReactNode }) {
  return getAdminToken() ? <>{children}</> : <Navigate to="/admin-login" replace />;
}

/** '/' goes to /chat when signed in, else /login. */
export function RootRedirect() {
  return <Navigate to={isUserSignedIn() ? '/chat' : '/login'} replace />;
}
