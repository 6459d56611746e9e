import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@booktutor/contracts/messages';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  mkdirSync(path.join(t.deps.storage.root, 'covers'), { recursive: true });
  writeFileSync(path.join(t.deps.storage.root, 'covers', 'a.txt'), 'a');
});
afterAll(() => t.close());

describe('uploaded files', () => {
  it('answers a folder like a missing file: 404 not_found, never a 403 coded bad_request', async () => {
    for (const url of ['/uploads/', '/uploads/covers/', '/uploads/covers', '/uploads/missing.png', '/api/uploads/']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual({ message: MSG.generic.notFound, code: 'not_found' });
    }
    expect((await t.app.inject({ method: 'GET', url: '/uploads/covers/a.txt' })).statusCode).toBe(200);
  });
});
