/**
 * What makes a multipart upload readable before busboy sees it, and which of busboy's errors
 * mean the body itself is malformed. busboy throws plain Errors (no code, no status) for both,
 * which would otherwise surface as 500s.
 */

/** RFC 2046: a boundary is 1 to 70 characters. */
const MAX_BOUNDARY_LENGTH = 70;
const BOUNDARY_PARAMETER = /;\s*boundary\s*=\s*(?:"([^"]*)"|([^;\s]*))/i;

export function isMultipartContentType(contentType: string | undefined): boolean {
  return /^\s*multipart\//i.test(contentType ?? '');
}

/** A multipart content type whose boundary parameter is present and 1 to 70 characters long. */
export function hasUsableBoundary(contentType: string): boolean {
  const match = BOUNDARY_PARAMETER.exec(contentType);
  const boundary = match?.[1] ?? match?.[2] ?? '';
  return boundary.length >= 1 && boundary.length <= MAX_BOUNDARY_LENGTH;
}

/** busboy's errors for a body cut short or a boundary it cannot use (its messages are its only mark). */
const MALFORMED_BODY_MESSAGES = [/^Multipart: Boundary not found$/, /unexpected end of multipart data/i, /^The needle cannot/];

export function isMalformedMultipartError(error: Error): boolean {
  return MALFORMED_BODY_MESSAGES.some((pattern) => pattern.test(error.message));
}
