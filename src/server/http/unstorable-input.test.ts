import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { unstorableTextMessage } from '../../shared/contract/common.ts';
import { insertClient, insertUser } from '../test/fixtures.ts';
import { signInCookie } from '../test/http.ts';
import { suiteTestApp } from '../test/test-app.ts';

/**
 * Text PostgreSQL cannot store — a NUL, or half of a UTF-16 surrogate pair — is refused by the contract with a
 * 400 naming the field, for every caller, in bodies and query filters alike (it used to fail the insert, or the
 * query, with a 500). These are the outside audit's reproductions; the contract fuzz test covers every route.
 */
const now = new Date('2026-04-02T10:00:00Z');
const { t, cookies } = suiteTestApp({ clock: () => now });

beforeAll(async () => {
  const client = await insertClient(t.database.db);
  for (const role of ['guest', 'client', 'executive', 'guard'] as const) {
    await insertUser(t.database.db, client.id, { email: `${role}@unstorable.test`, roles: [role] });
    cookies[role] = await signInCookie(t.app, `${role}@unstorable.test`);
  }
});

const count = async (table: string) =>
  (await t.database.db.execute<{ n: number }>(sql`select count(*)::int as n from ${sql.identifier(table)}`)).rows[0]?.n;

describe('unstorable text', () => {
  it('refuses a guest’s visit request whose name has a NUL or a lone surrogate, and stores nothing', async () => {
    for (const name of ['a\u0000b', 'x\ud800y', '\udc00']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/visitors/requests',
        headers: { cookie: cookies.guest ?? '' },
        payload: { name, hostName: 'Host', purpose: 'Delivery', expectedAt: now.toISOString() },
      });
      expect(response.statusCode, JSON.stringify(name)).toBe(400);
      expect(response.json().error.fields).toEqual({ name: unstorableTextMessage });
    }
    expect(await count('visitors')).toBe(0);
  });

  it('refuses a NUL in a query filter', async () => {
    const events = await t.app.inject({
      method: 'GET',
      url: '/api/v1/events?q=a%00b',
      headers: { cookie: cookies.client ?? '' },
    });
    expect(events.statusCode).toBe(400);
    expect(events.json().error.fields).toEqual({ q: unstorableTextMessage });
    const payroll = await t.app.inject({
      method: 'GET',
      url: '/api/v1/reports/payroll?guard=a%00b',
      headers: { cookie: cookies.executive ?? '' },
    });
    expect(payroll.statusCode).toBe(400);
    expect(payroll.json().error.fields).toEqual({ guard: unstorableTextMessage });
  });

  it('refuses an SOS whose message has a lone surrogate, and raises none; a clean one goes through', async () => {
    const sos = (message: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/field/sos',
        headers: { cookie: cookies.guard ?? '' },
        payload: { message },
      });
    const refused = await sos('x\ud800y');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toEqual({ message: unstorableTextMessage });
    expect(await count('alerts')).toBe(0);
    expect((await sos('Help at gate 3 🚨')).statusCode).toBe(201);
    expect(await count('alerts')).toBe(1);
  });
});
