import { sql } from 'drizzle-orm';
import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { clockEntries } from '../../db/schema.ts';
import {
  assignGuard,
  insertAlert,
  insertClient,
  insertCustomer,
  insertEvent,
  startBreak,
} from '../../test/fixtures.ts';
import { addSignedInUser } from '../../test/http.ts';
import { suiteTestApp } from '../../test/test-app.ts';

// Tamper evidence (docs/product/proof-of-service.md#tamper-evidence) against the real database: the triggers of
// migrations 0026 and 0029 chain each client's records (and audit rows) as they are written; GET /proof/verify
// recomputes the chain by position, lists rows that have no entry and checks the head.
const { t, ids, cookies, call } = suiteTestApp();

interface ChainEntry {
  seq: number;
  table_name: string;
  record_id: string;
  operation: string;
}

/** The client's chain, without the audit rows (sign-ins and the like) unless asked for. */
async function chainOf(clientId: string, withAudit = false): Promise<ChainEntry[]> {
  const result = await t.database.db.execute<{ seq: string; table_name: string; record_id: string; operation: string }>(
    sql`select seq, table_name, record_id, operation from proof_chain
      where client_id = ${clientId} and (${withAudit} or table_name <> 'audit_log') order by seq`,
  );
  return result.rows.map((row) => ({ ...row, seq: Number(row.seq) }));
}

async function seqOf(clientId: string, table: string, recordId: string): Promise<number> {
  const result = await t.database.db.execute<{ seq: string }>(
    sql`select max(seq) as seq from proof_chain
      where client_id = ${clientId} and table_name = ${table} and record_id = ${recordId}`,
  );
  return Number(result.rows[0]?.seq);
}

async function headOf(clientId: string): Promise<string> {
  const result = await t.database.db.execute<{ head: string }>(
    sql`select seq || ':' || hash as head from proof_chain_heads where client_id = ${clientId}`,
  );
  return result.rows[0]?.head ?? '';
}

/** A period around the database's now: the chain's entries carry the time they were written. */
async function period() {
  const result = await t.database.db.execute<{ now: string }>(sql`select now()::text as now`);
  const now = new Date(result.rows[0]?.now ?? '').getTime();
  return `from=${new Date(now - 86_400_000).toISOString()}&to=${new Date(now + 86_400_000).toISOString()}`;
}

/** A client of its own per test, with an executive and a guard clocked in to an event. */
async function operation(name: string) {
  const db = t.database.db;
  const client = await insertClient(db, { name });
  const customer = await insertCustomer(db, client.id, { name: `${name} customer` });
  const event = await insertEvent(db, client.id, customer.id, {
    name: `${name} event`,
    startAt: new Date('2026-06-10T06:00:00Z'),
    endAt: new Date('2026-06-11T06:00:00Z'),
  });
  const key = name.toLowerCase().replace(/\W/g, '');
  await addSignedInUser(t, { ids, cookies }, `${key}-exec`, client.id, {
    email: `exec@${key}.proof.test`,
    roles: ['executive'],
  });
  const guardId = await addSignedInUser(t, { ids, cookies }, `${key}-guard`, client.id, {
    email: `guard@${key}.proof.test`,
    roles: ['guard'],
  });
  await assignGuard(db, client.id, event.id, guardId);
  const [entry] = await db
    .insert(clockEntries)
    .values({ clientId: client.id, userId: guardId, eventId: event.id, clockIn: new Date('2026-06-10T08:00:00Z') })
    .returning();
  if (!entry) throw new Error('no clock entry');
  return { key, clientId: client.id, eventId: event.id, guardId, entryId: entry.id };
}

interface Verified {
  checked: number;
  brokenAt: { table: string; id: string; seq: number } | null;
  unchained: { table: string; id: string }[];
  unchainedTotal: number;
  head: { seq: number; hash: string } | null;
  truncated: boolean;
  expectedHead: { seq: number; hash: string; source: string } | null;
}

const verify = async (who: string, query?: string) => {
  const response = await call(who, 'GET', `/api/v1/proof/verify?${query ?? (await period())}`);
  expect(response.statusCode).toBe(200);
  return response.json() as Verified;
};

/** What a clean chain answers: everything checked, nothing broken, missing or cut. */
const holds = (checked: number) => ({
  checked,
  brokenAt: null,
  unchained: [],
  unchainedTotal: 0,
  truncated: false,
  expectedHead: null,
});

let untouched: Awaited<ReturnType<typeof operation>>;

beforeAll(async () => {
  untouched = await operation('Untouched Guarding');
});

describe('the chain', () => {
  it('has one entry per record written, change and delete, in order, and a change of no listed column adds none', async () => {
    const op = await operation('Chain Order');
    const db = t.database.db;
    await startBreak(db, op.clientId, op.guardId, op.eventId, new Date('2026-06-10T10:00:00Z'));
    const alert = await insertAlert(db, op.clientId, { guardId: op.guardId, eventId: op.eventId });
    // Acknowledged through the API: the acknowledgement is a change of the alert.
    expect((await call(`${op.key}-exec`, 'POST', `/api/v1/alerts/${alert.id}/seen`)).statusCode).toBe(200);
    await db.execute(sql`update clock_entries set updated_at = now() where id = ${op.entryId}`);
    await db.execute(sql`update clock_entries set clock_out = '2026-06-10T16:00:00Z' where id = ${op.entryId}`);
    await db.execute(sql`delete from alerts where id = ${alert.id}`);

    const chain = await chainOf(op.clientId);
    const seqs = chain.map((e) => e.seq);
    expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
    expect(chain.map((e) => [e.table_name, e.operation])).toEqual([
      ['clock_entries', 'insert'],
      ['breaks', 'insert'],
      ['alerts', 'insert'],
      ['alerts', 'update'],
      ['clock_entries', 'update'],
      ['alerts', 'delete'],
    ]);
    expect(chain[0]?.record_id).toBe(op.entryId);
    expect(chain[3]?.record_id).toBe(alert.id);

    const whole = await chainOf(op.clientId, true);
    expect(whole.map((e) => e.seq)).toEqual(whole.map((_, i) => i + 1));
    expect(await verify(`${op.key}-exec`)).toMatchObject(holds(whole.length));
  });

  it('is kept per client: another client’s records and tampering leave it whole', async () => {
    expect((await chainOf(untouched.clientId)).map(({ seq: _, ...e }) => e)).toEqual([
      { table_name: 'clock_entries', record_id: untouched.entryId, operation: 'insert' },
    ]);
    const whole = await chainOf(untouched.clientId, true);
    expect(await verify(`${untouched.key}-exec`)).toMatchObject(holds(whole.length));
  });
});

describe('verifying', () => {
  it('names a record changed behind the chain’s back (triggers switched off)', async () => {
    const op = await operation('Silent Edit');
    const db = t.database.db;
    await db.transaction(async (tx) => {
      await tx.execute(sql`alter table clock_entries disable trigger user`);
      await tx.execute(sql`update clock_entries set clock_in = '2026-06-10T07:00:00Z' where id = ${op.entryId}`);
      await tx.execute(sql`alter table clock_entries enable trigger user`);
    });
    expect((await verify(`${op.key}-exec`)).brokenAt).toEqual({
      table: 'clock_entries',
      id: op.entryId,
      seq: await seqOf(op.clientId, 'clock_entries', op.entryId),
    });
    expect((await verify(`${untouched.key}-exec`)).brokenAt).toBeNull();
  });

  it('names an entry rewritten in the chain, and the entry after one removed from it', async () => {
    const rewritten = await operation('Rewritten Entry');
    const db = t.database.db;
    const rewrittenSeq = await seqOf(rewritten.clientId, 'clock_entries', rewritten.entryId);
    await db.execute(
      sql`update proof_chain set content_hash = repeat('a', 64)
        where client_id = ${rewritten.clientId} and seq = ${rewrittenSeq}`,
    );
    expect((await verify(`${rewritten.key}-exec`)).brokenAt).toEqual({
      table: 'clock_entries',
      id: rewritten.entryId,
      seq: rewrittenSeq,
    });

    const removed = await operation('Removed Entry');
    await startBreak(db, removed.clientId, removed.guardId, removed.eventId, new Date('2026-06-10T10:00:00Z'));
    const alert = await insertAlert(db, removed.clientId, { guardId: removed.guardId });
    const breakSeq = (await chainOf(removed.clientId)).find((e) => e.table_name === 'breaks')?.seq ?? 0;
    const alertSeq = await seqOf(removed.clientId, 'alerts', alert.id);
    expect(alertSeq).toBe(breakSeq + 1);
    await db.execute(sql`delete from proof_chain where client_id = ${removed.clientId} and seq = ${breakSeq}`);
    expect((await verify(`${removed.key}-exec`)).brokenAt).toEqual({ table: 'alerts', id: alert.id, seq: alertSeq });
  });

  it('names a record deleted behind the chain’s back', async () => {
    const op = await operation('Silent Delete');
    const db = t.database.db;
    await db.transaction(async (tx) => {
      await tx.execute(sql`alter table clock_entries disable trigger user`);
      await tx.execute(sql`delete from clock_entries where id = ${op.entryId}`);
      await tx.execute(sql`alter table clock_entries enable trigger user`);
    });
    expect((await verify(`${op.key}-exec`)).brokenAt).toEqual({
      table: 'clock_entries',
      id: op.entryId,
      seq: await seqOf(op.clientId, 'clock_entries', op.entryId),
    });
  });

  it('is for the executive and the manager, and refuses a period that ends before it starts with the field', async () => {
    expect((await call(`${untouched.key}-guard`, 'GET', `/api/v1/proof/verify?${await period()}`)).statusCode).toBe(
      403,
    );
    const backwards = await call(
      `${untouched.key}-exec`,
      'GET',
      '/api/v1/proof/verify?from=2026-06-10T00:00:00Z&to=2026-06-09T00:00:00Z',
    );
    expect(backwards.statusCode).toBe(400);
    expect(JSON.stringify(backwards.json())).toContain('to');
  });

  it('lets a client be deleted with its chained records', async () => {
    const op = await operation('Deleted Client');
    await t.database.db.execute(sql`delete from clients where id = ${op.clientId}`);
    expect(await chainOf(op.clientId)).toEqual([]);
  });
});
