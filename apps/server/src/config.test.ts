import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('configuration', () => {
  it('defaults to the embedded setup: PGlite under ./data, development-mode mail, port 3000', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 3000, developmentMode: true });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.dataDir.endsWith('data')).toBe(true);
  });

  it.each([
    [{ PORT: 'eighty' }, /^Invalid configuration: PORT /],
    [{ DATABASE_URL: 'mysql://x' }, /^Invalid configuration: DATABASE_URL must start with postgres/],
    [{ JWT_SECRET: 'short' }, /^Invalid configuration: JWT_SECRET must be at least 32 characters/],
    [{ LLM_PROVIDER: 'skynet' }, /^Invalid configuration: LLM_PROVIDER /],
    [{ LLM_PROVIDER: 'openai', LLM_MODEL: 'gpt-x' }, /LLM_API_KEY is required/],
    [{ PUBLIC_URL: 'not a url' }, /PUBLIC_URL/],
  ])('names the bad variable: %o', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('refuses development-mode mail when NODE_ENV=production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SMTP_URL is required when NODE_ENV=production/);
    expect(loadConfig({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail:25' }).developmentMode).toBe(false);
  });

  it('treats empty variables as unset, as .env files write them', () => {
    expect(loadConfig({ DATABASE_URL: '', SMTP_URL: '' }).developmentMode).toBe(true);
  });
});
