/** Business constants of the specification (section 9), shared by server and web. */
export const LIMITS = {
  otpLength: 6,
  otpTtlMs: 10 * 60 * 1000,
  otpMaxWrongTries: 5,
  otpResendCooldownMs: 60 * 1000,
  passwordMinLength: 6,
  imageMaxBytes: 5 * 1024 * 1024,
  /** Not in the specification: covers and pictures are decoded by browsers, so their size in pixels is bounded too. */
  imageMaxSidePx: 10_000,
  imageMaxPixels: 40_000_000,
  collectionsPageSize: 20,
  notificationBadgeCap: 9,
  notificationListMaxHeightPx: 400,
  notificationSeedDefault: 4,
  carouselMinDurationS: 40,
  carouselSecondsPerBook: 8,
  toastMs: 3000,
  notificationToastMs: 5000,
  chapterScoreDisplayMs: 5000,
  chatHistoryRetries: 3,
  chatHistoryRetryDelayMs: 1000,
  requestMaxRetries: 3,
  requestRetryCapMs: 10_000,
  adminRequestTimeoutMs: 1_800_000,
  userRequestTimeoutMs: 30_000,
  inactivityTimeoutMs: 30 * 60 * 1000,
  inactivityCheckMs: 60 * 1000,
  redirectDelayMs: 2000,
  loginRedirectDelayMs: 100,
  socialRedirectDelayMs: 1500,
  realtimeReconnectDelayMs: 1000,
  realtimeReconnectDelayMaxMs: 5000,
  realtimeTimeoutMs: 20_000,
} as const;

/** Retry delay of the client call policy: min(1000 * 2^(n-1), 10000) ms for retry n (1-based). */
export function retryDelayMs(attempt: number): number {
  return Math.min(1000 * 2 ** (attempt - 1), LIMITS.requestRetryCapMs);
}
