import type { OAuthErrorCode, SocialCallbackField, SocialProvider } from '@booktutor/contracts/social-auth';
import type { issueUserSession } from '../users/user-session';

type UserSession = Awaited<ReturnType<typeof issueUserSession>>;

/**
 * Where a finished sign-in lands. The session travels in the URL fragment, which browsers never
 * send to a server or in a Referer; the web app stores it like a password login.
 */
export function successLocation(webBase: string, session: UserSession, provider: SocialProvider): string {
  const fields: Record<SocialCallbackField, string> = {
    token: session.token,
    refreshToken: session.refreshToken,
    userId: session.userId,
    grade: session.grade,
    publisher: session.publisher,
    role: session.role,
    username: session.username,
    provider,
  };
  return `${webBase}/auth-callback#${new URLSearchParams(fields).toString()}`;
}

export function errorLocation(webBase: string, code: OAuthErrorCode): string {
  return `${webBase}/auth-callback?${new URLSearchParams({ error: code }).toString()}`;
}
