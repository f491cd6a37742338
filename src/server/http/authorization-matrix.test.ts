import { beforeAll, describe, expect, it } from 'vitest';
import {
  type MatrixFixture,
  matrixEntries,
  matrixRoles,
  type Tenant,
} from '../test/authorization-matrix/authorization-matrix.ts';
import { ownershipCells } from '../test/authorization-matrix/authorization-matrix-ownership.ts';
import { insertClient, insertCustomer, insertEvent, insertUser, staffEvent, testPassword } from '../test/fixtures.ts';
import { signInCookie } from '../test/http.ts';
import { suiteTestApp } from '../test/test-app.ts';

/**
 * The authorization matrix (docs/product/access-and-roles.md#authorization-matrix): every /api/v1 route × every role × own client / other client, each cell
 * with its expected status. The entries live in ../test/authorization-matrix/; a route without one fails here.
 */
const now = new Date('2026-04-01T12:00:00Z');
const { t, hours } = suiteTestApp({ clock: () => now });

let fx: MatrixFixture;
const cookies = new Map<string, string>();

beforeAll(async () => {
  const db = t.database.db;
  const own = await insertClient(db, { name: 'Own Guarding' });
  const other = await insertClient(db, { name: 'Other Guarding' });
  const ownCustomer = await insertCustomer(db, own.id, { name: 'Own Customer' });
  const otherCustomer = await insertCustomer(db, other.id, { name: 'Other Customer' });
  /** Both events run now, from 2 hours ago to 6 hours on. */
  const running = { startAt: hours(-2), endAt: hours(6) };
  const ownEvent = await insertEvent(db, own.id, ownCustomer.id, { name: 'Own Event', ...running });
  const otherEvent = await insertEvent(db, other.id, otherCustomer.id, { name: 'Other Event', ...running });
  const users: Record<string, string> = {};
  for (const role of matrixRoles) {
    const user = await insertUser(db, own.id, {
      email: `${role}@own.test`,
      roles: [role],
      displayName: `${role} user`,
      customerId: role === 'client' ? ownCustomer.id : null,
    });
    users[role] = user.id;
    cookies.set(role, await signInCookie(t.app, `${role}@own.test`));
  }
  await staffEvent(db, { clientId: own.id, customerId: ownCustomer.id, eventId: ownEvent.id }, users);
  const otherUser = await insertUser(db, other.id, { email: 'executive@other.test', roles: ['executive'] });
  fx = {
    db,
    app: t.app,
    password: testPassword,
    clients: { own: own.id, other: other.id },
    customers: { own: ownCustomer.id, other: otherCustomer.id },
    events: { own: ownEvent.id, other: otherEvent.id },
    users,
    otherClientUser: otherUser.id,
  };
});

let baseUrl: string | undefined;

/** The status of a never-ending response (the live stream), read over real HTTP; the body is abandoned. */
async function streamingStatus(url: string, cookie: string | undefined) {
  baseUrl ??= await t.app.listen({ port: 0, host: '127.0.0.1' });
  const abort = new AbortController();
  const response = await fetch(`${baseUrl}${url}`, { headers: cookie ? { cookie } : {}, signal: abort.signal });
  const body = response.ok ? '' : await response.text();
  abort.abort();
  return { statusCode: response.status, body };
}

describe('authorization matrix', () => {
  it('has an entry for every /api/v1 route, and no entry without a route', () => {
    const routes = t.app.apiRoutes.map((r) => `${r.method} ${r.url}`).sort();
    expect(Object.keys(matrixEntries).sort()).toEqual(routes);
  });

  it('answers every cell with its expected status', async () => {
    const failures: string[] = [];
    let cells = 0;
    for (const [key, entry] of Object.entries(matrixEntries)) {
      const [method] = key.split(' ');
      for (const caller of ['signedOut', ...matrixRoles] as const) {
        for (const tenant of ['own', 'other'] as Tenant[]) {
          const expected = entry.expect(caller, tenant);
          if (expected === 'n/a') continue;
          const request = await entry.request(fx, tenant);
          const cookie =
            caller === 'signedOut'
              ? undefined
              : entry.freshSession
                ? await signInCookie(t.app, `${caller}@own.test`)
                : cookies.get(caller);
          const response = entry.streaming
            ? await streamingStatus(request.url, cookie)
            : await t.app.inject({
                method: method as 'GET',
                url: request.url,
                ...(request.payload === undefined ? {} : { payload: request.payload as object }),
                headers: cookie ? { cookie } : {},
              });
          cells += 1;
          const status = response.statusCode;
          const ok = expected === 'ok' ? status < 400 || status === 409 : status === expected;
          if (!ok)
            failures.push(
              `${key} as ${caller} on ${tenant} client: expected ${expected}, got ${status} ${response.body.slice(0, 200)}`,
            );
        }
      }
    }
    console.info(`authorization matrix: ${Object.keys(matrixEntries).length} routes, ${cells} cells`);
    expect(failures).toEqual([]);
    // ~1000 cells, each a real request against PostgreSQL: longer than the default 30 s on a busy machine.
  }, 180_000);

  it('answers the own/any cells of the ownership rules', async () => {
    const failures: string[] = [];
    for (const cell of ownershipCells) {
      const [method] = cell.route.split(' ');
      const ownerId = fx.users[cell.owner === 'self' ? cell.caller : cell.owner] ?? '';
      const request = await cell.request(fx, ownerId);
      const response = await t.app.inject({
        method: method as 'GET',
        url: request.url,
        ...(request.payload === undefined ? {} : { payload: request.payload as object }),
        headers: { cookie: cookies.get(cell.caller) ?? '' },
      });
      const status = response.statusCode;
      const ok = cell.expect === 'ok' ? status >= 200 && status < 300 : status === cell.expect;
      if (!ok) {
        const whose = cell.owner === 'self' ? 'their own' : `the ${cell.owner}'s`;
        failures.push(
          `${cell.action} (${cell.route}) as ${cell.caller} on ${whose}: expected ${cell.expect}, got ${status} ${response.body.slice(0, 200)}`,
        );
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);
});
