/** Browser storage keys, exactly as the specification lists them (section 3). */
export const LOCAL = {
  token: 'token',
  adminToken: 'adminToken',
  adminId: 'adminId',
  userId: 'userId',
  isAuthenticated: 'isAuthenticated',
  refreshToken: 'refreshToken',
  userGrade: 'userGrade',
  userPublisher: 'userPublisher',
  userName: 'userName',
  userRole: 'userRole',
  authProvider: 'authProvider',
  lastActivityTime: 'lastActivityTime',
  theme: 'theme',
} as const;

export const SESSION = { notificationShown: 'notificationShown', oauthToken: 'oauth_token', oauthProvider: 'oauth_provider', redirectPath: 'redirectPath' } as const;

export const COOKIES = { authToken: 'auth_token', authProvider: 'auth_provider', userId: 'user_id' } as const;

/** Every key that belongs to a signed-in user (cleared on sign-out and inactivity). */
export const USER_AUTH_KEYS = [
  LOCAL.token,
  LOCAL.userId,
  LOCAL.isAuthenticated,
  LOCAL.refreshToken,
  LOCAL.userGrade,
  LOCAL.userPublisher,
  LOCAL.userName,
  LOCAL.userRole,
  LOCAL.authProvider,
  LOCAL.lastActivityTime,
] as const;

/**
 * The session-storage keys and cookies of a signed-in user, also cleared on sign-out so that
 * nothing of the session stays in the browser (a social sign-in's token among them). Keys of
 * other features (the theme, a chat draft) are left alone.
 */
export const USER_AUTH_SESSION_KEYS = [SESSION.notificationShown, SESSION.oauthToken, SESSION.oauthProvider, SESSION.redirectPath] as const;
export const USER_AUTH_COOKIES = [COOKIES.authToken, COOKIES.authProvider, COOKIES.userId] as const;

export const ADMIN_AUTH_KEYS = [LOCAL.adminToken, LOCAL.adminId] as const;

/**
 * Beyond the specification's list: the chat's unsent message, per chapter, in session storage
 * (`chatDraft:<chapterId>`), so a reload or a failed send loses nothing typed.
 */
export const CHAT_DRAFT_PREFIX = 'chatDraft:';
