import { randomBytes, randomInt } from 'node:crypto';
import type { Publisher, Role } from '@booktutor/contracts/domain';
import { DEFAULT_GRADE } from '@booktutor/contracts/domain';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { findUserByEmail, findUserById, findUserByUsername, insertUser, type UserRow } from '../users/repository';
import type { SocialProfile } from './provider-client';
import { findSocialIdentity, insertSocialIdentity } from './repository';
import { SocialAuthError } from './social-auth-error';

export interface NewAccountDefaults {
  publisher: Publisher;
  role: Role;
}

/** Username rules of the signup form: letters, digits, dots, dashes, underscores; at most 40. */
function usernameBase(email: string): string {
  const local = email
    .split('@')[0]!
    .toLowerCase()
    .replace(/[^a-z0-9_.-]/g, '')
    .replace(/^[.-]+|[.-]+$/g, '');
  const base = local.slice(0, 30);
  return base.length >= 3 ? base : `user${base}`;
}

async function freeUsername(db: Database, email: string): Promise<string> {
  const base = usernameBase(email);
  const candidates = [base, ...Array.from({ length: 5 }, () => `${base}${randomInt(1000, 10000)}`)];
  for (const candidate of candidates) {
    if (!(await findUserByUsername(db, { username: candidate }))) return candidate;
  }
  return `${base}${randomBytes(4).toString('hex')}`;
}

/**
 * The account for a verified social profile: the one already linked to this provider account,
 * else the account with the same e-mail if that account confirmed its address (linked now; an
 * unconfirmed one refuses with account_email_unverified), else a new student account. One
 * transaction, so a failure leaves no half-made account; a unique-index race with a parallel
 * sign-in is retried and then finds the other's account.
 */
export async function findOrCreateSocialUser(db: Database, profile: SocialProfile & { email: string }, defaults: NewAccountDefaults): Promise<{ user: UserRow; created: boolean }> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        const identity = await findSocialIdentity(tx, { provider: profile.provider, subject: profile.subject });
        const linked = identity && (await findUserById(tx, { id: identity.userId }));
        if (linked) return { user: linked, created: false };

        const link = { provider: profile.provider, subject: profile.subject };
        const existing = await findUserByEmail(tx, { email: profile.email });
        // An address nobody proved could have been typed in by anyone: never hand its account over.
        if (existing && !existing.emailVerifiedAt) throw new SocialAuthError('account_email_unverified', 'the account with this e-mail never confirmed it');
        if (existing) {
          await insertSocialIdentity(tx, { ...link, userId: existing.id });
          return { user: existing, created: false };
        }

        const username = await freeUsername(tx, profile.email);
        const user = await insertUser(tx, {
          username,
          fullname: profile.name?.trim() || username,
          email: profile.email.trim(),
          role: defaults.role,
          grade: DEFAULT_GRADE,
          publisher: defaults.publisher,
          passwordHash: null,
          authProvider: profile.provider,
          emailVerifiedAt: new Date(),
        });
        await insertSocialIdentity(tx, { ...link, userId: user.id });
        return { user, created: true };
      });
    } catch (error) {
      if (attempt >= 3 || !isUniqueViolation(error)) throw error;
    }
  }
}
