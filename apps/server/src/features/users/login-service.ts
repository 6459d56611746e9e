import type { Deps } from '../../deps';
import { AppError } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import * as repo from './repository';
import { issueUserSession } from './user-session';

// Verifying against a throw-away hash when the user is unknown keeps response times alike,
// so timing does not tell which usernames exist.
const decoyHash = hashPassword('decoy-password-for-timing');

export async function signInUser(deps: Deps, login: string, password: string) {
  const user = await repo.findUserByLogin(deps.db, { login });
  const valid = await verifyPassword(user?.passwordHash ?? (await decoyHash), password);
  if (!user || !user.passwordHash || !valid) throw new AppError('invalid_credentials');
  return issueUserSession(deps, user);
}
