import type { Deps } from '../../deps';
import { AppError } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import * as repo from './repository';

// Verifying against a throw-away hash when the user is unknown keeps response times alike,
// so timing does not tell which usernames exist.
const decoyHash = hashPassword('decoy-password-for-timing');

export async function signInUser(deps: Deps, login: string, password: string) {
  const user = await repo.findUserByLogin(deps.db, { login });
  const valid = await verifyPassword(user?.passwordHash ?? (await decoyHash), password);
  if (!user || !user.passwordHash || !valid) throw new AppError('invalid_credentials');
  return issueUserSession(deps, user);
}

/** The login response: a user token, a refresh token and what the client keeps about the user. */
export async function issueUserSession(deps: Deps, user: repo.UserRow) {
  const claims = { sub: user.id, name: user.username, role: user.role, grade: user.grade, publisher: user.publisher };
  const [token, refreshToken] = await Promise.all([
    deps.tokens.sign('user', claims),
    deps.tokens.sign('refresh', { sub: user.id }),
  ]);
  return {
    token,
    refreshToken,
    userId: user.id,
    grade: user.grade,
    publisher: user.publisher,
    role: user.role,
    username: user.username,
  };
}

export async function refreshUserSession(deps: Deps, refreshToken: string) {
  const claims = await deps.tokens.verify('refresh', refreshToken);
  const user = await repo.findUserById(deps.db, { id: claims.sub });
  if (!user) throw new AppError('invalid_token');
  return issueUserSession(deps, user);
}
