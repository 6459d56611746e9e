/**
 * Configuration from the environment, validated once at start-up.
 * A bad value stops the server with one clear error naming the variable.
 */
import { z } from 'zod';
import path from 'node:path';

const optionalUrl = z.url().optional();
const flag = z
  .enum(['true', 'false', '1', '0'])
  .optional()
  .transform((v) => (v === undefined ? undefined : v === 'true' || v === '1'));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  REDIS_URL: z.string().regex(/^rediss?:\/\//, 'must start with redis:// or rediss://').optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://').optional(),
  MAIL_FROM: z.string().min(3).default('BookTutor <no-reply@booktutor.local>'),
  PUBLIC_URL: optionalUrl,
  TRUST_PROXY: flag,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO: flag,
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  GOOGLE_ISSUER: optionalUrl,
  FACEBOOK_CLIENT_ID: z.string().min(1).optional(),
  FACEBOOK_CLIENT_SECRET: z.string().min(1).optional(),
  FACEBOOK_AUTH_URL: optionalUrl,
  FACEBOOK_TOKEN_URL: optionalUrl,
  FACEBOOK_PROFILE_URL: optionalUrl,
  LLM_PROVIDER: z.enum(['openai', 'openai-compatible', 'anthropic', 'google']).optional(),
  LLM_MODEL: z.string().min(1).optional(),
  LLM_BASE_URL: optionalUrl,
  LLM_API_KEY: z.string().min(1).optional(),
  LLM_TIMEOUT_MS: z.coerce.number().int().positive().default(60_000),
  STT_PROVIDER: z.enum(['openai-compatible', 'pocketsphinx', 'none']).optional(),
  STT_BASE_URL: optionalUrl,
  STT_API_KEY: z.string().min(1).optional(),
  STT_MODEL: z.string().min(1).default('whisper-1'),
});

export type Env = z.infer<typeof envSchema>;

export interface Config extends Env {
  /** Absolute data directory: PGlite files, uploads, the generated JWT secret. */
  dataDir: string;
  /** No SMTP configured: OTP codes are returned to the client instead of mailed. */
  developmentMode: boolean;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Empty strings count as unset, as in most .env files. */
function withoutEmpty(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== '')) as Record<
    string,
    string
  >;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(withoutEmpty(env));
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const variable = String(issue.path[0] ?? 'environment');
    throw new ConfigError(`Invalid configuration: ${variable} ${issue.message}`);
  }
  const e = parsed.data;
  const developmentMode = !e.SMTP_URL;
  if (developmentMode && e.NODE_ENV === 'production') {
    throw new ConfigError(
      'Invalid configuration: SMTP_URL is required when NODE_ENV=production (development-mode e-mail would show codes to anyone)',
    );
  }
  if (e.LLM_PROVIDER && e.LLM_PROVIDER !== 'openai-compatible' && !e.LLM_API_KEY) {
    throw new ConfigError(`Invalid configuration: LLM_API_KEY is required for LLM_PROVIDER=${e.LLM_PROVIDER}`);
  }
  if (e.LLM_PROVIDER === 'openai-compatible' && !e.LLM_BASE_URL) {
    throw new ConfigError('Invalid configuration: LLM_BASE_URL is required for LLM_PROVIDER=openai-compatible');
  }
  if (e.LLM_PROVIDER && !e.LLM_MODEL) {
    throw new ConfigError('Invalid configuration: LLM_MODEL is required when LLM_PROVIDER is set');
  }
  return { ...e, dataDir: path.resolve(e.DATA_DIR), developmentMode };
}
