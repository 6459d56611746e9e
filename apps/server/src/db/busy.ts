/**
 * The two ways the embedded database refuses a query without running it; the error handler
 * answers both with 503 and Retry-After (they may arrive wrapped in Drizzle's query error).
 */

/**
 * More queries are already waiting than DATABASE_QUEUE_LIMIT allows, or the wait would be (or
 * has been) longer than DATABASE_QUEUE_WAIT_MS.
 */
export class DatabaseBusyError extends Error {
  constructor(reason: string) {
    super(`The database is busy: ${reason}`);
    this.name = 'DatabaseBusyError';
  }
}

/** The database thread has died; queries fail at once instead of hanging. */
export class DatabaseUnavailableError extends Error {
  constructor(cause: Error) {
    super('The database thread is not running', { cause });
    this.name = 'DatabaseUnavailableError';
  }
}

/** The busy or unavailable error behind `error`, following its causes. */
export function databaseRefusal(error: unknown): DatabaseBusyError | DatabaseUnavailableError | undefined {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 10; e = (e as { cause?: unknown }).cause, depth++) {
    if (e instanceof DatabaseBusyError || e instanceof DatabaseUnavailableError) return e;
  }
  return undefined;
}
