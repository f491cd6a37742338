import { beforeAll, describe, expect, it } from 'vitest';
import { insertClient, insertUser } from '../test/fixtures.ts';
import { postRaw, signInCookie } from '../test/http.ts';
import { suiteTestApp } from '../test/test-app.ts';

/**
 * "Bad input never gets a 500": every operation in the OpenAPI document is sent malformed and hostile input,
 * signed in and not, and must answer with a 4xx in the error shape. New endpoints are covered automatically.
 */
const { t } = suiteTestApp();
let cookie: string;
let operations: { method: string; path: string }[] = [];

beforeAll(async () => {
  const client = await insertClient(t.database.db);
  await insertUser(t.database.db, client.id, { email: 'exec@bad-input.test', roles: ['executive'] });
  cookie = await signInCookie(t.app, 'exec@bad-input.test');
  const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, unknown>>;
  };
  operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.keys(methods).map((method) => ({ method: method.toUpperCase(), path })),
  );
});

const hostileQueries = [
  '?limit=-1&page=0',
  '?limit=1e309&page=NaN',
  '?status[]=a&status[]=b',
  `?q=${encodeURIComponent("' or 1=1; drop table users; --")}`,
  `?q=${'%F0%9F%92%A3'.repeat(50)}`,
  '?page=99999999999999999999',
];
const hostileBodies: { contentType: string; payload: string }[] = [
  { contentType: 'application/json', payload: '{"unterminated":' },
  { contentType: 'application/json', payload: '[1,2,3]' },
  { contentType: 'application/json', payload: 'null' },
  { contentType: 'application/json', payload: '"just a string"' },
  { contentType: 'application/json', payload: '{"__proto__":{"admin":true},"constructor":{"prototype":{}}}' },
  {
    contentType: 'application/json',
    payload: JSON.stringify({ email: { $ne: null }, password: 12345678, remember: 'no' }),
  },
  { contentType: 'application/x-www-form-urlencoded', payload: 'a=b' },
];

function concretePath(path: string): string {
  return path.replace(/\{[^}]+\}/g, 'not-a-uuid');
}

describe('every endpoint refuses bad input with 4xx and the error shape', () => {
  it('finds the operations to test', () => {
    expect(operations.length).toBeGreaterThanOrEqual(5);
  });

  it('never answers 500 to hostile query strings or bodies, signed in or not', async () => {
    const failures: string[] = [];
    for (const { method, path } of operations) {
      for (const headers of [{}, { cookie }]) {
        for (const query of hostileQueries) {
          const response = await t.app.inject({
            method: method as 'GET',
            url: `${concretePath(path)}${query}`,
            headers,
          });
          if (response.statusCode >= 500) failures.push(`${method} ${path}${query} → ${response.statusCode}`);
        }
        if (method === 'GET') continue;
        for (const { contentType, payload } of hostileBodies) {
          const response = await t.app.inject({
            method: method as 'POST',
            url: concretePath(path),
            headers: { ...headers, 'content-type': contentType },
            payload,
          });
          if (response.statusCode >= 500) failures.push(`${method} ${path} ${payload} → ${response.statusCode}`);
          if (response.statusCode >= 400) {
            const body = response.json();
            if (typeof body?.error?.code !== 'string' || typeof body?.error?.message !== 'string') {
              failures.push(`${method} ${path} ${payload} → body without the error shape: ${response.body}`);
            }
          }
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('names the body as the wrong field when it is not JSON', async () => {
    const response = await postRaw(t.app, '/api/v1/auth/sign-in', 'application/json', '{"email":');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: {
        code: 'bad_request',
        message: 'The request body is not valid JSON.',
        fields: { body: 'Not valid JSON' },
        fieldErrors: { body: { code: 'validation.not_json' } },
      },
    });
  });
});
