import type { OverallStats, UserProfile } from '@booktutor/contracts/profile';
import type { UserRow } from './repository';

/** Exactly the profile fields of spec section 3; the password hash and provider ids never leave. */
export function presentProfile(user: UserRow, overallStats: OverallStats, pendingEmail: string | null): UserProfile {
  return {
    _id: user.id,
    username: user.username,
    fullname: user.fullname,
    email: user.email,
    phone: user.phone,
    grade: user.grade,
    publisher: user.publisher,
    role: user.role,
    profilePicture: user.profilePicture,
    createdAt: user.createdAt ? user.createdAt.toISOString() : null,
    authProvider: user.authProvider,
    emailVerified: user.emailVerifiedAt !== null,
    pendingEmail,
    overallStats,
  };
}
