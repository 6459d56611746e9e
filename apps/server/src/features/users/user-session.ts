import type { Deps } from '../../deps';
import { rotateUserRefreshToken, startUserSession, endUserSession } from '../sessions/service';
import * as repo from './repository';

/** What the client keeps about the user beside its tokens (login response, spec section 3). */
function sessionResponse(user: repo.UserRow, token: string, refreshToken: string) {
  return { token, refreshToken, userId: user.id, grade: user.grade, publisher: user.publisher, role: user.role, username: user.username };
}

/** The login response of a new sign-in: a new session, its access token and refresh token. */
export async function issueUserSession(deps: Deps, user: repo.UserRow) {
  const { token, refreshToken } = await startUserSession(deps, user);
  return sessionResponse(user, token, refreshToken);
}

/** refresh-token: the refresh token is used up and replaced (a reused one ends its session). */
export async function refreshUserSession(deps: Deps, refreshToken: string) {
  const rotated = await rotateUserRefreshToken(deps, refreshToken, (db, id) => repo.findUserById(db, { id }));
  return sessionResponse(rotated.user, rotated.token, rotated.refreshToken);
}

/** logout: ends the session of the refresh token and of the access token, whichever are given. */
export async function logoutUser(deps: Deps, { refreshToken, sessionId }: { refreshToken?: string | undefined; sessionId?: string | undefined }) {
  await endUserSession(deps, { refreshToken, sessionId });
}
