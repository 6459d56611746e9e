import { z } from 'zod';

/** Every error the API sends has this body (ARCHITECTURE section 4). */
export const errorBodySchema = z.object({
  message: z.string(),
  code: z.string().optional(),
  field: z.string().optional(),
  /** With 429 answers: seconds until the request may be repeated. */
  retryAfterSeconds: z.number().int().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Typed error codes the server produces; each maps to one status and one message. */
export const ERROR_CODES = [
  'bad_request',
  'validation_failed',
  'invalid_credentials',
  'token_expired',
  'invalid_token',
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  'too_many_requests',
  'payload_too_large',
  'unsupported_media_type',
  'admin_pending',
  'otp_invalid',
  'otp_expired',
  'otp_attempts_exceeded',
  'otp_resend_too_soon',
  'server_error',
  'service_unavailable',
  'session_ended',
  'admin_rejected',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];
