import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { insertClient, insertUser } from '../../test/fixtures.ts';
import { addSignedInUser } from '../../test/http.ts';
import { suiteTestApp } from '../../test/test-app.ts';
import { recordAudit } from '../audit/repository.ts';

// The audit log is append-only and chained (docs/product/proof-of-service.md#tamper-evidence, migration 0029):
// an UPDATE or DELETE is refused, retention goes through audit_log_purge, and Verify catches a row edited with the
// triggers off.
const { t, ids, cookies, call } = suiteTestApp();

async function operation(name: string) {
  const client = await insertClient(t.database.db, { name });
  const key = name.toLowerCase().replace(/\W/g, '');
  const execId = await addSignedInUser(t, { ids, cookies }, `${key}-exec`, client.id, {
    email: `exec@${key}.audit.test`,
    roles: ['executive'],
  });
  return { key, clientId: client.id, execId };
}

async function audit(clientId: string, actorId: string | null, action: string, at?: Date): Promise<string> {
  await recordAudit(t.database.db, {
    clientId,
    actorId,
    action,
    entity: 'user',
    entityId: actorId,
    ...(at ? { at } : {}),
  });
  const result = await t.database.db.execute<{ id: string }>(
    sql`select max(id)::text as id from audit_log where client_id = ${clientId} and action = ${action}`,
  );
  return result.rows[0]?.id ?? '';
}

/** The database's own message of a refused query (Drizzle wraps it), or 'done' when it went through. */
async function refusal(query: Promise<unknown>): Promise<string> {
  try {
    await query;
  } catch (error) {
    return (error as { cause?: { message?: string } }).cause?.message ?? String(error);
  }
  return 'done';
}

async function entriesOf(clientId: string, id: string) {
  const result = await t.database.db.execute<{ operation: string }>(
    sql`select operation from proof_chain where client_id = ${clientId} and table_name = 'audit_log'
      and record_id = ${id} order by seq`,
  );
  return result.rows.map((r) => r.operation);
}

async function verify(who: string) {
  const result = await t.database.db.execute<{ now: string }>(sql`select now()::text as now`);
  const now = new Date(result.rows[0]?.now ?? '').getTime();
  const response = await call(
    who,
    'GET',
    `/api/v1/proof/verify?from=${new Date(now - 86_400_000).toISOString()}&to=${new Date(now + 86_400_000).toISOString()}`,
  );
  expect(response.statusCode).toBe(200);
  return response.json() as { brokenAt: { table: string; id: string; seq: number } | null; unchained: unknown[] };
}

describe('the audit log', () => {
  it('refuses UPDATE and DELETE of its rows', async () => {
    const op = await operation('Append Only');
    const id = await audit(op.clientId, op.execId, 'mfa.failed');
    const db = t.database.db;
    expect(await refusal(db.execute(sql`update audit_log set action = 'mfa.verified' where id = ${id}`))).toMatch(
      /append-only/,
    );
    expect(await refusal(db.execute(sql`delete from audit_log where id = ${id}`))).toMatch(/append-only/);
    expect(await refusal(db.execute(sql`delete from audit_log where client_id = ${op.clientId}`))).toMatch(
      /append-only/,
    );
    const left = await db.execute<{ action: string }>(sql`select action from audit_log where id = ${id}`);
    expect(left.rows).toEqual([{ action: 'mfa.failed' }]);
  });

  it('chains a client’s rows; one edited with the triggers off is named by Verify', async () => {
    const op = await operation('Edited Audit');
    const id = await audit(op.clientId, op.execId, 'user.mfa-reset');
    expect(await entriesOf(op.clientId, id)).toEqual(['insert']);
    expect(await verify(`${op.key}-exec`)).toMatchObject({ brokenAt: null, unchained: [] });

    await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`alter table audit_log disable trigger user`);
      await tx.execute(sql`update audit_log set action = 'user.update' where id = ${id}`);
      await tx.execute(sql`alter table audit_log enable trigger user`);
    });
    const result = await verify(`${op.key}-exec`);
    expect(result.brokenAt).toMatchObject({ table: 'audit_log', id });
  });

  it('leaves a location ping’s row and rows of no client out of the chain', async () => {
    const op = await operation('Telemetry Rows');
    const ping = await audit(op.clientId, op.execId, 'field.location');
    expect(await entriesOf(op.clientId, ping)).toEqual([]);
    await recordAudit(t.database.db, { clientId: null, actorId: op.execId, action: 'client.delete', entity: 'client' });
    const count = await t.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from proof_chain where table_name = 'audit_log'
        and record_id = (select max(id)::text from audit_log where client_id is null)`,
    );
    expect(count.rows[0]?.n).toBe(0);
  });

  it('removes old rows only through audit_log_purge, which records what it removed', async () => {
    const op = await operation('Retention');
    const old = [
      await audit(op.clientId, op.execId, 'user.update', new Date('2020-03-01T00:00:00Z')),
      await audit(op.clientId, op.execId, 'user.update', new Date('2020-03-02T00:00:00Z')),
    ];
    const recent = await audit(op.clientId, op.execId, 'user.create');
    const db = t.database.db;
    expect(await refusal(db.execute(sql`select audit_log_purge(${'2021-01-01T00:00:00Z'}::timestamptz, '')`))).toMatch(
      /reason/,
    );
    // Other clients may have rows that old too: count what this one lost.
    const purged = await db.execute<{ n: string }>(
      sql`select audit_log_purge(${'2021-01-01T00:00:00Z'}::timestamptz, 'two-year retention') as n`,
    );
    expect(Number(purged.rows[0]?.n)).toBeGreaterThanOrEqual(2);
    const left = await db.execute<{ id: string; action: string; data: Record<string, unknown> | null }>(
      sql`select id::text, action, data from audit_log where client_id = ${op.clientId} order by id`,
    );
    const ids = left.rows.map((r) => r.id);
    expect(ids).not.toContain(old[0]);
    expect(ids).not.toContain(old[1]);
    expect(ids).toContain(recent);
    const record = left.rows.find((r) => r.action === 'audit.purge');
    expect(record?.data).toMatchObject({
      reason: 'two-year retention',
      count: 2,
      firstId: Number(old[0]),
      lastId: Number(old[1]),
      oldest: '2020-03-01T00:00:00+00:00',
      newest: '2020-03-02T00:00:00+00:00',
    });
    expect(record?.data?.sha256).toMatch(/^[0-9a-f]{64}$/);
    // Each removal is a delete in the chain, and the chain holds.
    expect(await entriesOf(op.clientId, old[0] ?? '')).toEqual(['insert', 'delete']);
    expect(await verify(`${op.key}-exec`)).toMatchObject({ brokenAt: null, unchained: [] });
    // The purge opened nothing: a plain delete is refused again.
    expect(await refusal(db.execute(sql`delete from audit_log where id = ${recent}`))).toMatch(/append-only/);
  });

  it('lets a person and a client be deleted with the database’s own changes to their rows', async () => {
    const op = await operation('Leaving Client');
    const db = t.database.db;
    const leaver = await insertUser(db, op.clientId, { email: 'leaver@leavingclient.audit.test', roles: ['guard'] });
    const id = await audit(op.clientId, leaver.id, 'user.update');
    await db.execute(sql`delete from users where id = ${leaver.id}`);
    const row = await db.execute<{ actor_id: string | null }>(sql`select actor_id from audit_log where id = ${id}`);
    expect(row.rows).toEqual([{ actor_id: null }]);
    expect(await entriesOf(op.clientId, id)).toEqual(['insert', 'update']);

    await db.execute(sql`delete from users where client_id = ${op.clientId}`);
    await db.execute(sql`delete from clients where id = ${op.clientId}`);
    const gone = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from audit_log where client_id = ${op.clientId}`,
    );
    expect(gone.rows[0]?.n).toBe(0);
  });
});
