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

  it('reads TRUST_PROXY as a hop count or a list of proxy addresses and CIDR ranges', () => {
    expect(loadConfig({}).TRUST_PROXY).toBeUndefined();
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.7,fd00::/8' }).TRUST_PROXY).toEqual(['10.0.0.0/8', '192.168.1.7', 'fd00::/8']);
    expect(() => loadConfig({ TRUST_PROXY: 'yes please' })).toThrow(/^Invalid configuration: TRUST_PROXY must be a hop count/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY/);
  });

  it('refuses TRUST_PROXY=true in production with a clear start-up error, and allows it in development', () => {
    const production = { NODE_ENV: 'production', SMTP_URL: 'smtp://mail:25' };
    expect(() => loadConfig({ ...production, TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY=true is refused when NODE_ENV=production .*X-Forwarded-For/);
    expect(loadConfig({ ...production, TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
  });

  it('treats empty variables as unset, as .env files write them', () => {
    expect(loadConfig({ DATABASE_URL: '', SMTP_URL: '' }).developmentMode).toBe(true);
  });
});
