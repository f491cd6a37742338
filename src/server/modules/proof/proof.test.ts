import { sql } from 'drizzle-orm';
import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { clockEntries } from '../../db/schema.ts';
import { assignGuard, insertAlert, insertClientWithEvent, startBreak } from '../../test/fixtures.ts';
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
  const { client, event } = await insertClientWithEvent(
    db,
    { client: name, customer: `${name} customer` },
    { name: `${name} event`, startAt: new Date('2026-06-10T06:00:00Z'), endAt: new Date('2026-06-11T06:00:00Z') },
  );
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

/** A period from `days` days before the database's now to a day after it. */
async function periodFrom(days: number) {
  const result = await t.database.db.execute<{ now: string }>(sql`select now()::text as now`);
  const now = new Date(result.rows[0]?.now ?? '').getTime();
  return `from=${new Date(now - days * 86_400_000).toISOString()}&to=${new Date(now + 86_400_000).toISOString()}`;
}

describe('rows with no chain entry', () => {
  it('are listed when their own time lies in the period: inserted as a replica or with the triggers off', async () => {
    const op = await operation('Unchained Rows');
    const db = t.database.db;
    const replica = await db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      const inserted = await tx.execute<{ id: string }>(sql`
        insert into clock_entries (client_id, user_id, event_id, clock_in, clock_out)
        values (${op.clientId}, ${op.guardId}, ${op.eventId}, '2026-06-10T18:00:00Z', '2026-06-10T20:00:00Z')
        returning id`);
      return inserted.rows[0]?.id ?? '';
    });
    const silent = await db.transaction(async (tx) => {
      await tx.execute(sql`alter table alerts disable trigger user`);
      await tx.execute(sql`alter table audit_log disable trigger user`);
      const alert = await tx.execute<{ id: string }>(sql`
        insert into alerts (client_id, type, title, guard_id, created_at)
        values (${op.clientId}, 'SOS', 'SOS: slipped in', ${op.guardId}, '2026-06-10T12:00:00Z') returning id`);
      // Before the period: not asked about.
      await tx.execute(sql`
        insert into alerts (client_id, type, title, created_at)
        values (${op.clientId}, 'SOS', 'SOS: long ago', '2026-01-10T12:00:00Z')`);
      const audit = await tx.execute<{ id: string }>(sql`
        insert into audit_log (client_id, actor_id, action, entity, entity_id, created_at)
        values (${op.clientId}, ${op.guardId}, 'user.mfa-reset', 'user', ${op.guardId}, '2026-06-10T13:00:00Z')
        returning id`);
      // A location ping's audit row is not chained by design: not listed either.
      await tx.execute(sql`
        insert into audit_log (client_id, actor_id, action, entity, created_at)
        values (${op.clientId}, ${op.guardId}, 'field.location', 'location_ping', '2026-06-10T13:00:00Z')`);
      await tx.execute(sql`alter table alerts enable trigger user`);
      await tx.execute(sql`alter table audit_log enable trigger user`);
      return { alert: alert.rows[0]?.id ?? '', audit: String(audit.rows[0]?.id) };
    });

    const result = await verify(`${op.key}-exec`, await periodFrom(200));
    expect(result.brokenAt).toBeNull();
    expect(result.unchained).toEqual([
      { table: 'alerts', id: silent.alert },
      { table: 'audit_log', id: silent.audit },
      { table: 'clock_entries', id: replica },
    ]);
    expect(result.unchainedTotal).toBe(3);
    // Rows written through the application all have their entry.
    expect((await verify(`${untouched.key}-exec`, await periodFrom(200))).unchained).toEqual([]);
  });
});

describe('the head', () => {
  it('is the last entry, and a chain whose last entries were deleted no longer ends at it: truncated', async () => {
    const op = await operation('Cut Tail');
    const db = t.database.db;
    await insertAlert(db, op.clientId, { guardId: op.guardId });
    await insertAlert(db, op.clientId, { guardId: op.guardId });
    const [seq, hash] = (await headOf(op.clientId)).split(':');
    const before = await verify(`${op.key}-exec`);
    expect(before).toMatchObject({ truncated: false, expectedHead: null, head: { seq: Number(seq), hash } });

    await db.execute(sql`delete from proof_chain where client_id = ${op.clientId} and seq >= ${Number(seq) - 1}`);
    const after = await verify(`${op.key}-exec`);
    expect(after.brokenAt).toBeNull();
    expect(after.truncated).toBe(true);
    expect(after.expectedHead).toEqual({ seq: Number(seq), hash, source: 'recorded' });
    expect(after.head?.seq).toBe(Number(seq) - 2);
  });

  it('taken from a report, catches a tail cut with the recorded head rewritten to match', async () => {
    const op = await operation('Published Head');
    const db = t.database.db;
    await insertAlert(db, op.clientId, { guardId: op.guardId });
    await insertAlert(db, op.clientId, { guardId: op.guardId });
    const published = await headOf(op.clientId);
    const seq = Number(published.split(':')[0]);
    expect(await verify(`${op.key}-exec`, `${await period()}&head=${published}`)).toMatchObject({
      truncated: false,
      expectedHead: null,
    });

    await db.execute(sql`delete from proof_chain where client_id = ${op.clientId} and seq > ${seq - 2}`);
    await db.execute(sql`
      update proof_chain_heads h set seq = c.seq, hash = c.hash
      from proof_chain c where h.client_id = ${op.clientId} and c.client_id = h.client_id and c.seq = ${seq - 2}`);
    const shortened = await headOf(op.clientId);
    expect(await verify(`${op.key}-exec`)).toMatchObject({ brokenAt: null, truncated: false });
    const caught = await verify(`${op.key}-exec`, `${await period()}&head=${published}`);
    expect(caught.truncated).toBe(true);
    expect(caught.expectedHead).toEqual({
      seq,
      hash: published.split(':')[1],
      source: 'published',
    });
    // The shortened chain does reach its own (new) head; another hash at that position does not.
    expect((await verify(`${op.key}-exec`, `${await period()}&head=${shortened}`)).truncated).toBe(false);
    const otherHash = `${seq - 2}:${'0'.repeat(64)}`;
    expect((await verify(`${op.key}-exec`, `${await period()}&head=${otherHash}`)).truncated).toBe(true);
  });

  it('refuses a head that is not position:hash, naming the field', async () => {
    for (const head of ['abc', `0:${'a'.repeat(64)}`, '12:abc', `12:${'g'.repeat(64)}`, `12;${'a'.repeat(64)}`]) {
      const response = await call(
        `${untouched.key}-exec`,
        'GET',
        `/api/v1/proof/verify?${await period()}&head=${encodeURIComponent(head)}`,
      );
      expect(response.statusCode, head).toBe(400);
      expect(JSON.stringify(response.json().error.fields), head).toContain('head');
    }
  });
});

describe('periods by position', () => {
  it('name an entry whose stamp was edited, moved back or forward out of the period', async () => {
    const db = t.database.db;
    for (const [name, shift] of [
      ['Stamp Back', '-2 days'],
      ['Stamp Forward', '2 days'],
    ]) {
      const op = await operation(name ?? '');
      await insertAlert(db, op.clientId, { guardId: op.guardId });
      const seq = await seqOf(op.clientId, 'clock_entries', op.entryId);
      await db.execute(sql`
        update proof_chain set created_at = created_at + ${shift}::interval
        where client_id = ${op.clientId} and seq = ${seq}`);
      expect((await verify(`${op.key}-exec`)).brokenAt, shift).toEqual({
        table: 'clock_entries',
        id: op.entryId,
        seq,
      });
    }
  });

  it('keep entries written before stamps were hashed verifiable, and refuse a newer entry passed off as one', async () => {
    const op = await operation('Legacy Entries');
    const db = t.database.db;
    // The chain as migration 0026 wrote it: every entry of version 1, its hash without the stamp.
    const chain = await chainOf(op.clientId, true);
    await db.transaction(async (tx) => {
      for (const entry of chain) {
        await tx.execute(sql`
          update proof_chain c set hash_version = 1,
            prev_hash = coalesce((select p.hash from proof_chain p where p.client_id = c.client_id and p.seq = c.seq - 1),
              repeat('0', 64)),
            hash = proof_entry_hash(
              coalesce((select p.hash from proof_chain p where p.client_id = c.client_id and p.seq = c.seq - 1),
                repeat('0', 64)), c.seq, c.table_name, c.record_id, c.operation, c.content_hash)
          where c.client_id = ${op.clientId} and c.seq = ${entry.seq}`);
      }
      await tx.execute(sql`
        update proof_chain_heads h set hash = c.hash from proof_chain c
        where h.client_id = ${op.clientId} and c.client_id = h.client_id and c.seq = h.seq`);
    });
    expect(await verify(`${op.key}-exec`)).toMatchObject(holds(chain.length));
    // New records append version 2 entries after them.
    const alert = await insertAlert(db, op.clientId, { guardId: op.guardId });
    expect(await verify(`${op.key}-exec`)).toMatchObject(holds(chain.length + 1));

    // A version 2 entry rewritten as version 1 (to drop its stamp from the hash): after version 2, refused.
    const alertSeq = await seqOf(op.clientId, 'alerts', alert.id);
    await insertAlert(db, op.clientId, { guardId: op.guardId });
    await db.execute(sql`
      update proof_chain c set hash_version = 1,
        hash = proof_entry_hash(c.prev_hash, c.seq, c.table_name, c.record_id, c.operation, c.content_hash)
      where c.client_id = ${op.clientId} and c.seq = ${alertSeq + 1}`);
    expect((await verify(`${op.key}-exec`)).brokenAt?.seq).toBe(alertSeq + 1);
  });

  it('stay whole under 8 concurrent writers across a period boundary', async () => {
    const op = await operation('Concurrent Writers');
    const connect = async () => {
      const client = new pg.Client({ connectionString: t.database.url });
      await client.connect();
      return client;
    };
    const writers = await Promise.all(Array.from({ length: 8 }, connect));
    const holder = await connect();
    try {
      const pids: number[] = [];
      for (const w of writers) {
        pids.push((await w.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]?.pid ?? 0);
        // Each writer's transaction starts before the boundary (its now()), as one waiting on the head would.
        await w.query('begin');
        await w.query('select now()');
      }
      const boundary =
        (
          await holder.query<{ at: string }>(
            `select to_char(clock_timestamp() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at`,
          )
        ).rows[0]?.at ?? '';
      // The holder starts after the boundary and takes the head first.
      await holder.query('begin');
      await holder.query(`insert into alerts (client_id, type, title) values ($1, 'SOS', 'SOS: holder')`, [
        op.clientId,
      ]);
      const written = writers.map(async (w, i) => {
        await w.query(`insert into alerts (client_id, type, title) values ($1, 'SOS', $2)`, [
          op.clientId,
          `SOS: writer ${i}`,
        ]);
        await w.query('commit');
      });
      let waiting = 0;
      for (let ask = 0; ask < 100_000 && waiting < 8; ask++) {
        const r = await t.database.db.execute<{ n: number }>(
          sql`select count(*)::int as n from pg_stat_activity
            where pid = any(${`{${pids.join(',')}}`}::int[]) and wait_event_type = 'Lock'`,
        );
        waiting = r.rows[0]?.n ?? 0;
      }
      expect(waiting).toBe(8);
      await holder.query('commit');
      await Promise.all(written);

      const now = Date.parse(boundary);
      const from = new Date(now - 86_400_000).toISOString();
      const to = new Date(now + 86_400_000).toISOString();
      const first = await verify(`${op.key}-exec`, `from=${from}&to=${boundary}`);
      const second = await verify(`${op.key}-exec`, `from=${boundary}&to=${to}`);
      expect(first).toMatchObject({ brokenAt: null, unchained: [], truncated: false });
      expect(second).toMatchObject(holds(9));
      expect(first.checked + second.checked).toBe((await chainOf(op.clientId, true)).length);
    } finally {
      await Promise.all([...writers, holder].map((c) => c.end()));
    }
  });
});
