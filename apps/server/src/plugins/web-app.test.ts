import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { createTestApp, type TestApp } from '../../test/test-app';

const INDEX = '<!doctype html><title>BookTutor</title>' + ' '.repeat(2000);
const SCRIPT = 'console.log("hashed asset");'.repeat(100);

/** A build as the web app's precompress plugin leaves it: each file with its .br and .gz. */
function writeBuild() {
  const root = mkdtempSync(path.join(tmpdir(), 'booktutor-web-'));
  mkdirSync(path.join(root, 'assets'));
  const put = (name: string, text: string) => {
    writeFileSync(path.join(root, name), text);
    writeFileSync(path.join(root, `${name}.br`), brotliCompressSync(text));
    writeFileSync(path.join(root, `${name}.gz`), gzipSync(text));
  };
  put('index.html', INDEX);
  put('assets/app-123.js', SCRIPT);
  return root;
}

let t: TestApp;
let app: FastifyInstance;
beforeAll(async () => {
  t = await createTestApp();
  app = await buildApp({ deps: t.deps, webRoot: writeBuild() });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await t.close();
});

describe('the built web app, precompressed', () => {
  it('sends brotli to browsers that accept it, gzip to others, plain text otherwise, always with Vary', async () => {
    const br = await app.inject({ url: '/assets/app-123.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.rawPayload.length).toBeLessThan(SCRIPT.length / 5);
    const gz = await app.inject({ url: '/assets/app-123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await app.inject({ url: '/assets/app-123.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
    for (const res of [br, gz, plain]) expect(res.headers.vary).toMatch(/accept-encoding/i);
  });

  it('caches hashed assets for a year as immutable and revalidates index.html on every visit', async () => {
    const asset = await app.inject({ url: '/assets/app-123.js', headers: { 'accept-encoding': 'br' } });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const url of ['/index.html', '/chat', '/collections?bookId=abc']) {
      const page = await app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(page.statusCode).toBe(200);
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.headers['content-encoding']).toBe('br');
      expect(page.headers.vary).toMatch(/accept-encoding/i);
      expect(page.headers['content-type']).toMatch(/text\/html/);
    }
  });
});
