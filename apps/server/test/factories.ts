/** Test data made through the real services, with unique names. */
import type { SignupForm } from '@booktutor/contracts/users';
import type { TestApp } from './test-app';
import { createTestApp, unique } from './test-app';
import { hashPassword } from '../src/lib/passwords';
import { insertUser } from '../src/features/users/repository';
import { insertAdmin } from '../src/features/admins/repository';
import { issueUserSession } from '../src/features/users/user-session';
import { startAdminSession } from '../src/features/sessions/service';

export function signupFormFor(overrides: Partial<SignupForm> = {}): SignupForm {
  const username = unique('user');
  return {
    username,
    fullname: 'Ada Lovelace',
    email: `${username}@example.org`,
    phone: '+44 20 7946 0000',
    role: 'student',
    grade: '8',
    password: 'secret-pass',
    confirmPassword: 'secret-pass',
    publisher: 'EXCELLENCE PUBLICATION',
    ...overrides,
  };
}

export interface TestUser {
  id: string;
  username: string;
  email: string;
  password: string;
  publisher: string;
  token: string;
  /** The session's refresh token (works once: it rotates on use). */
  refreshToken: string;
  auth: { authorization: string };
}

/** A signed-in user straight in the database (sign-up itself is tested through the API). */
export async function createUser(t: TestApp, overrides: Partial<SignupForm> = {}): Promise<TestUser> {
  const form = signupFormFor(overrides);
  const row = await insertUser(t.deps.db, {
    username: form.username,
    fullname: form.fullname,
    email: form.email,
    phone: form.phone,
    role: form.role,
    grade: form.grade,
    publisher: form.publisher,
    passwordHash: await hashPassword(form.password),
    emailVerifiedAt: new Date(),
  });
  const session = await issueUserSession(t.deps, row);
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    password: form.password,
    publisher: row.publisher,
    token: session.token,
    refreshToken: session.refreshToken,
    auth: { authorization: `Bearer ${session.token}` },
  };
}

export interface TestAdmin {
  id: string;
  email: string;
  password: string;
  token: string;
  auth: { authorization: string };
}

export async function createAdmin(t: TestApp, status: 'Approved' | 'Pending' = 'Approved'): Promise<TestAdmin> {
  const email = `${unique('admin')}@example.org`;
  const password = 'admin-pass';
  const row = await insertAdmin(t.deps.db, { username: 'Test Admin', email, contactNumber: '+1 555 0000', designation: 'Editor', passwordHash: await hashPassword(password), status });
  // A session as a sign-in makes it (a Pending admin cannot sign in, but tests check what its token may do).
  const token = await startAdminSession(t.deps, row);
  return { id: row.id, email, password, token, auth: { authorization: `Bearer ${token}` } };
}

/** A test app with one approved admin: `beforeAll(async () => ({ t, admin } = await appWithAdmin()));`. */
export async function appWithAdmin(): Promise<{ t: TestApp; admin: TestAdmin }> {
  const t = await createTestApp();
  return { t, admin: await createAdmin(t) };
}
