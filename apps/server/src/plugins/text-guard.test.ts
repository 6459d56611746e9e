import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@booktutor/contracts/messages';
import { clientAddress, createTestApp, type TestApp } from '../../test/test-app';
import { createAdmin, createUser, type TestAdmin, type TestUser } from '../../test/factories';

interface JsonSchema {
  type?: string;
  enum?: unknown[];
  format?: string;
  pattern?: string;
  minLength?: number;
  minimum?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
}
interface Operation {
  security?: unknown[];
  parameters?: { in: string; name: string; schema?: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}

let t: TestApp;
let user: TestUser;
let admin: TestAdmin;
beforeAll(async () => {
  t = await createTestApp();
  user = await createUser(t);
  admin = await createAdmin(t);
});
afterAll(() => t.close());

/*
 * A URL cannot carry a lone surrogate (it is not UTF-8: its bytes decode to replacement characters),
 * so path and query parameters get NUL (%00) and JSON bodies get both.
 */

/** A value the schema accepts, so that without the guard the request would reach the handler. */
function sample(schema: JsonSchema): unknown {
  if (schema.anyOf?.length) return sample(schema.anyOf[0]!);
  if (schema.enum?.length) return schema.enum[0];
  switch (schema.type) {
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([key, value]) => [key, sample(value)]));
    case 'array':
      return schema.items ? [sample(schema.items)] : [];
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return false;
    case 'string':
      if (schema.format === 'uuid') return randomUUID();
      if (schema.pattern?.includes('@')) return 'pupil@example.org';
      return 'sample-text'.padEnd(schema.minLength ?? 1, 'x');
    default:
      return 'sample-text';
  }
}

/** Every path to a string inside a schema (object properties and array items). */
function stringPaths(schema: JsonSchema, path: (string | number)[] = []): (string | number)[][] {
  if (schema.anyOf?.length) return stringPaths(schema.anyOf[0]!, path);
  if (schema.type === 'string') return [path];
  if (schema.type === 'object') return Object.entries(schema.properties ?? {}).flatMap(([key, value]) => stringPaths(value, [...path, key]));
  if (schema.type === 'array' && schema.items) return stringPaths(schema.items, [...path, 0]);
  return [];
}

function withValue(body: unknown, path: (string | number)[], value: string): unknown {
  const copy = structuredClone(body) as Record<string | number, unknown>;
  let target = copy;
  for (const step of path.slice(0, -1)) target = target[step] as Record<string | number, unknown>;
  target[path.at(-1)!] = value;
  return copy;
}

const messageOf = (body: string) => {
  try {
    return (JSON.parse(body) as { message?: unknown }).message;
  } catch {
    return body.slice(0, 80);
  }
};

const BAD_TEXT = { nul: 'before\u0000after', 'lone surrogate': 'before\uD800after' };

describe('text the database cannot store', () => {
  it('answers 400 with a clear message, never 500, for NUL and lone surrogates in every string field of every route', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{ paths: Record<string, Record<string, Operation>> }>();
    const outcomes: { route: string; field: string; bad: string; status: number; message: unknown }[] = [];
    const send = async (method: string, url: string, payload: unknown, query: Record<string, string>, op: Operation) => {
      const call = (auth: Record<string, string>) => t.app.inject({ method: method as 'POST', url, query, payload: payload as object, headers: { 'x-forwarded-for': clientAddress(), ...auth } });
      if (!op.security?.length) return call({});
      const asUser = await call(user.auth);
      // A route for admins refuses a user token before looking at the input: ask again as an admin.
      return asUser.statusCode === 403 ? call(admin.auth) : asUser;
    };

    for (const [path, methods] of Object.entries(spec.paths)) {
      for (const [method, op] of Object.entries(methods)) {
        const pathParams = (op.parameters ?? []).filter((p) => p.in === 'path');
        const queryParams = (op.parameters ?? []).filter((p) => p.in === 'query');
        const jsonBody = op.requestBody?.content['application/json']?.schema;
        const validUrl = path.replace(/\{([^}]+)\}/g, (_, name: string) => (name === 'userId' ? user.id : name === 'provider' ? 'google' : randomUUID()));
        const validQuery = Object.fromEntries(queryParams.map((p) => [p.name, String(sample(p.schema ?? { type: 'string' }))]));
        const validBody = jsonBody ? sample(jsonBody) : undefined;
        const route = `${method.toUpperCase()} ${path}`;
        for (const [bad, text] of Object.entries(BAD_TEXT)) {
          const record = async (field: string, res: Awaited<ReturnType<typeof send>>) => outcomes.push({ route, field, bad, status: res.statusCode, message: messageOf(res.body) });
          for (const p of bad === 'nul' ? pathParams : []) {
            const url = path.replace(/\{([^}]+)\}/g, (_, name: string) => (name === p.name ? 'before%00after' : randomUUID()));
            await record(`path ${p.name}`, await send(method, url, validBody, validQuery, op));
          }
          for (const p of bad === 'nul' ? queryParams.filter((q) => q.schema?.type === 'string' || q.schema?.anyOf) : []) {
            await record(`query ${p.name}`, await send(method, validUrl, validBody, { ...validQuery, [p.name]: text }, op));
          }
          if (jsonBody) {
            for (const field of stringPaths(jsonBody)) {
              await record(`body ${field.join('.')}`, await send(method, validUrl, withValue(validBody, field, text), validQuery, op));
            }
          }
        }
      }
    }
    // Enough of the API is covered for the walk to mean something (sign-up, login, chat, profile, filters...).
    expect(new Set(outcomes.map((o) => o.route)).size).toBeGreaterThan(25);
    expect(outcomes.length).toBeGreaterThan(100);
    const wrong = outcomes.filter((o) => o.status !== 400 || o.message !== MSG.generic.invalidText);
    expect(wrong).toEqual([]);
  });

  it('never answers 500 for the UTF-8 bytes of a lone surrogate in a URL (they decode to no lone surrogate)', async () => {
    for (const url of ['/api/books/user-collection?search=a%ED%A0%80b', '/api/books/search-with-status?q=%ED%A0%80', '/api/books/%ED%A0%80/chapters']) {
      const res = await t.app.inject({ method: 'GET', url, headers: user.auth });
      expect({ url, status: res.statusCode < 500 }).toEqual({ url, status: true });
    }
  });
});

describe('deeply nested bodies', () => {
  const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

  it('answers 400 with a clear message, not 500, for a body nested thousands of levels deep (no sign-in needed)', async () => {
    for (const depth of [1_000, 5_000, 200_000]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/users/login', headers: { 'content-type': 'application/json', 'x-forwarded-for': clientAddress() }, payload: nested(depth) });
      expect(res.statusCode, `depth ${depth}`).toBe(400);
      expect(res.json()).toMatchObject({ message: MSG.generic.nestedTooDeeply, code: 'bad_request', field: 'body' });
    }
  });

  it('still lets an ordinarily nested body through to validation', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': clientAddress() },
      payload: { username: [[[['x']]]], password: 'p' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).not.toBe(MSG.generic.nestedTooDeeply);
  });
});
