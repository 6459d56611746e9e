/**
 * An error as the log should keep it. A failed query's message carries its SQL and every
 * parameter (a 14,000-row INSERT made an 8.7 MB log line), so messages and stacks are cut to
 * a few kilobytes; the code and the cause chain stay.
 */
const MAX_MESSAGE = 2000;
const MAX_STACK = 4000;
const MAX_CAUSES = 3;

const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max)}... [${text.length - max} more characters]` : text);

export interface LoggedError {
  type: string;
  message: string;
  code?: string;
  stack?: string;
  cause?: LoggedError;
}

export function describeError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: cut(String(error), MAX_MESSAGE) };
  const code = (error as { code?: unknown }).code;
  const cause = (error as { cause?: unknown }).cause;
  return {
    type: error.name,
    message: cut(error.message, MAX_MESSAGE),
    ...(typeof code === 'string' ? { code } : {}),
    ...(error.stack ? { stack: cut(error.stack, MAX_STACK) } : {}),
    ...(cause !== undefined && depth < MAX_CAUSES ? { cause: describeError(cause, depth + 1) } : {}),
  };
}
