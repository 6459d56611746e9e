import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../lib/errors';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
const MAX_LENGTH = 200;

/**
 * The request's Idempotency-Key (RFC draft "The Idempotency-Key HTTP Header Field"): the
 * client names one logical request, and repeats of it (a retry after a time-out) are answered
 * with the first one's result. Read by hand rather than through a headers schema, which would
 * replace request.headers with only the declared ones.
 */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const value = request.headers[IDEMPOTENCY_HEADER];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || value.trim() === '' || value.length > MAX_LENGTH) {
    throw badRequest(`The Idempotency-Key header must be 1 to ${MAX_LENGTH} characters.`, IDEMPOTENCY_HEADER);
  }
  return value.trim();
}
