import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@booktutor/contracts/messages';
import { buildApp } from './app';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('service routes', () => {
  it('reports health with the database checked', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'up' });
  });

  it('publishes the OpenAPI document and its UI, listing the account routes', async () => {
    const spec = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(spec.statusCode).toBe(200);
    const paths = Object.keys(spec.json().paths);
    expect(paths).toEqual(expect.arrayContaining(['/api/users/login', '/api/users/send-otp', '/api/admins/login', '/api/health']));
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(ui.statusCode);
  });
});

describe('authentication', () => {
  it('answers every protected route without a token with 401, before looking at the input', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{ paths: Record<string, Record<string, { security?: unknown[] }>> }>();
    const protectedRoutes = Object.entries(spec.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([, operation]) => operation.security?.length)
        .map(([method]) => ({ method: method.toUpperCase(), url: path.replace(/\{[^}]+\}/g, 'not-a-uuid') })),
    );
    expect(protectedRoutes.length).toBeGreaterThan(20);
    for (const route of protectedRoutes) {
      const res = await t.app.inject({ method: route.method as 'GET', url: route.url, payload: route.method === 'GET' || route.method === 'DELETE' ? undefined : { nonsense: true } });
      expect({ ...route, status: res.statusCode }).toEqual({ ...route, status: 401 });
    }
  });
});

describe('bad input and faults', () => {
  it('answers malformed JSON with a clear 400', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/users/login', headers: { 'content-type': 'application/json' }, payload: '{"username": "x",' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The request body is not valid JSON.');
  });

  it('answers unknown API paths with the catalogue 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: MSG.generic.notFound, code: 'not_found' });
  });

  it('logs a server fault but sends only the generic message', async () => {
    const app = await buildApp({ deps: t.deps });
    app.get('/api/boom', async () => {
      throw new Error('secret detail: password=hunter2');
    });
    await app.ready();
    const res = await app.inject({ method: 'GET', url: '/api/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('hunter2');
    expect(res.json()).toEqual({ message: MSG.generic.server, code: 'server_error' });
    await app.close();
  });
});

describe('web app', () => {
  it('serves index.html for client routes but never for API paths', async () => {
    const webRoot = mkdtempSync(path.join(tmpdir(), 'booktutor-web-'));
    mkdirSync(path.join(webRoot, 'assets'));
    writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><title>BookTutor</title>');
    writeFileSync(path.join(webRoot, 'assets', 'app-123.js'), 'console.log(1)');
    const app = await buildApp({ deps: t.deps, webRoot });
    await app.ready();
    const page = await app.inject({ method: 'GET', url: '/collections?bookId=abc' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>BookTutor</title>');
    const asset = await app.inject({ method: 'GET', url: '/assets/app-123.js' });
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await app.inject({ method: 'GET', url: '/api/nothing' })).statusCode).toBe(404);
    await app.close();
  });
});
