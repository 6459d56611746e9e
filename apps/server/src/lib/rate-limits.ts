import type { FastifyRequest } from 'fastify';

/**
 * Per-route limits for the endpoints an attacker would hammer. The key is the client's
 * address plus the account named in the body, so one school behind one address is not
 * locked out by a single pupil, while guessing at one account is slowed to a crawl.
 */
function keyByAddressAnd(field: string) {
  return (request: FastifyRequest) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const account = typeof body[field] === 'string' ? (body[field] as string).trim().toLowerCase() : '';
    return `${request.ip}|${account}`;
  };
}

export const signInRateLimit = (field: string) => ({
  rateLimit: { max: 10, timeWindow: '1 minute', keyGenerator: keyByAddressAnd(field) },
});

export const otpRateLimit = {
  rateLimit: { max: 10, timeWindow: '10 minutes', keyGenerator: keyByAddressAnd('email') },
};

/** Cheap look-ups that still should not be scraped (username availability). */
export const lookupRateLimit = { rateLimit: { max: 60, timeWindow: '1 minute' } };
