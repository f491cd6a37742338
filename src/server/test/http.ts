import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';
import { insertUser, testPassword } from './fixtures.ts';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Signs in through the real endpoint and returns the Cookie header value to send with later requests. */
export async function signInCookie(app: FastifyInstance, email: string, password = testPassword): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/sign-in',
    payload: { email, password, remember: true },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  const cookie = response.cookies.find((c) => c.name === 'wp_session');
  if (!cookie) throw new Error('no session cookie');
  return `wp_session=${cookie.value}`;
}

/**
 * `call(who, method, url, payload?)`: a request carrying the session cookie `cookies[who]` (none for a name
 * without one). The app is asked for on each call, since tests create it in beforeAll.
 */
export function requestsAs(app: () => FastifyInstance, cookies: Record<string, string>, urlPrefix = '') {
  return (who: string, method: Method, url: string, payload?: object) =>
    app().inject({
      method,
      url: `${urlPrefix}${url}`,
      headers: { cookie: cookies[who] ?? '' },
      ...(payload ? { payload } : {}),
    });
}

/** Where a test keeps its signed-in people: user id and session cookie under the same key. */
export interface People {
  ids: Record<string, string>;
  cookies: Record<string, string>;
}

/** Inserts a user and signs them in; the id goes to `people.ids[key]`, the cookie to `people.cookies[key]`. */
export async function addSignedInUser(
  app: { app: FastifyInstance; database: { db: Database } },
  people: People,
  key: string,
  clientId: string,
  values: Parameters<typeof insertUser>[2],
): Promise<string> {
  const user = await insertUser(app.database.db, clientId, values);
  people.ids[key] = user.id;
  people.cookies[key] = await signInCookie(app.app, values.email);
  return user.id;
}

/** One signed-in user per role, keyed by the role: email `${role}@${domain}`, display name `${role} ${surname}`. */
export async function addSignedInRoles(
  app: { app: FastifyInstance; database: { db: Database } },
  people: People,
  clientId: string,
  roles: string[],
  domain: string,
  surname = 'person',
): Promise<void> {
  for (const role of roles) {
    await addSignedInUser(app, people, role, clientId, {
      email: `${role}@${domain}`,
      roles: [role],
      displayName: `${role} ${surname}`,
    });
  }
}

/** Signs in `${key}@${domain}` for each key and keeps the cookie under that key. */
export async function signInEach(
  app: FastifyInstance,
  cookies: Record<string, string>,
  keys: string[],
  domain: string,
): Promise<void> {
  for (const key of keys) cookies[key] = await signInCookie(app, `${key}@${domain}`);
}

/** A POST whose body is sent as is, with the given Content-Type (a body the parsers or the contract refuse). */
export function postRaw(app: FastifyInstance, url: string, contentType: string, payload: string) {
  return app.inject({ method: 'POST', url, headers: { 'content-type': contentType }, payload });
}
