/**
 * Configuration from the environment, validated once at start-up.
 * A bad value stops the server with one clear error naming the variable.
 */
import { z } from 'zod';
import { isIP } from 'node:net';
import path from 'node:path';

const optionalUrl = z.url().optional();
const flag = z
  .enum(['true', 'false', '1', '0'])
  .optional()
  .transform((v) => (v === undefined ? undefined : v === 'true' || v === '1'));

/** An address or a CIDR range (10.0.0.0/8, fd00::/8). */
const isAddressOrRange = (entry: string) => {
  const [address, bits, extra] = entry.split('/');
  const family = isIP(address ?? '');
  if (!family || extra !== undefined) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
};

/**
 * Which proxies' X-Forwarded-For to believe, in the forms Fastify's trustProxy takes: a hop count
 * (the number of proxies in front of the server), or a comma-separated list of proxy addresses and
 * CIDR ranges. `true` (believe anyone) is accepted outside production only: with it any client picks
 * its own address, and with it every per-address limit.
 */
const trustProxy = z
  .string()
  .optional()
  .transform((value, ctx): boolean | number | string[] | undefined => {
    if (value === undefined) return undefined;
    const text = value.trim();
    if (text === 'true') return true;
    if (text === 'false') return false;
    if (/^\d+$/.test(text)) return Number(text);
    const entries = text
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    if (entries.length && entries.every(isAddressOrRange)) return entries;
    ctx.addIssue({ code: 'custom', message: 'must be a hop count (1) or a comma-separated list of proxy addresses or CIDR ranges (10.0.0.0/8)' });
    return z.NEVER;
  });

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  DATABASE_QUEUE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(64),
  DATABASE_QUEUE_WAIT_MS: z.coerce.number().int().min(1).max(600_000).default(10_000),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
    .optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('BookTutor <no-reply@booktutor.local>'),
  PUBLIC_URL: optionalUrl,
  TRUST_PROXY: trustProxy,
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
  return Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== '')) as Record<string, string>;
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
    throw new ConfigError('Invalid configuration: SMTP_URL is required when NODE_ENV=production (development-mode e-mail would show codes to anyone)');
  }
  if (e.TRUST_PROXY === true && e.NODE_ENV === 'production') {
    throw new ConfigError(
      'Invalid configuration: TRUST_PROXY=true is refused when NODE_ENV=production (any client could pick its own address with X-Forwarded-For); set the number of proxies in front of the server (1) or their addresses (10.0.0.0/8)',
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
