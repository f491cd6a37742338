import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../demo/seed-demo.ts';
import { openSession } from '../modules/auth/service.ts';
import {
  type FuzzRequest,
  hostileFor,
  type IdPool,
  type OpenApiDocument,
  type OpenApiOperation,
  operationsOf,
  plausibleRequest,
  targetsOf,
} from '../test/contract-fuzz.ts';
import { suiteTestApp } from '../test/test-app.ts';

/**
 * Contract fuzzing: every operation of the OpenAPI document, signed in as each role and signed out, gets hostile
 * variants of its input generated with fast-check from its own schemas (see test/contract-fuzz.ts). Nothing may
 * answer 5xx, every refusal has the error shape, and a refused request changes no row. Every date field is also
 * sent as year 1 and year 9999, which the contract refuses (test/contract-fuzz.ts). Deterministic: the seed is
 * fixed (FUZZ_SEED and FUZZ_RUNS run it wider, e.g. `FUZZ_RUNS=20 npx vitest run contract-fuzz`).
 */

const now = new Date('2026-03-18T15:00:00Z');
const seed = Number(process.env.FUZZ_SEED ?? 20_261_126);
/** Hostile variants of every field, per operation and caller the operation admits (a caller it refuses gets two). */
const runs = Number(process.env.FUZZ_RUNS ?? 3);

const callers = ['admin', 'executive', 'manager', 'supervisor', 'guard', 'client', 'guest'] as const;
type Caller = (typeof callers)[number] | 'anonymous';

/** Routes that never finish by design (the live stream) are not fuzzed. */
const skipped = (op: OpenApiOperation) => op.path === '/api/v1/stream';

/**
 * Rows a refused request may legitimately write: the audit of a failed sign-in, the attempt a limit counts, and a
 * second-factor challenge a wrong answer spends or counts (single use, limited guesses). An audit row is chained
 * (docs/product/proof-of-service.md#tamper-evidence): its chain entry and the head it moves come with it, so the
 * chain is compared without the audit log's entries, and the head not at all.
 */
const writableOnRefusal = new Set([
  'audit_log',
  'auth_attempts',
  'mfa_challenges',
  'mfa_account_attempts',
  'proof_chain_heads',
]);

const { t } = suiteTestApp({ clock: () => now });
let doc: OpenApiDocument;
let ids: IdPool;
let tables: string[] = [];
const users: Partial<Record<Caller, { id: string; clientId: string }>> = {};

beforeAll(async () => {
  await seedDemo(t.database.db, now);
  doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as OpenApiDocument;

  const found = await t.database.db.execute<{ table_name: string; has_id: boolean }>(sql`
    select t.table_name,
      exists (select 1 from information_schema.columns c
              where c.table_schema = 'public' and c.table_name = t.table_name and c.column_name = 'id'
                and c.data_type = 'uuid') as has_id
    from information_schema.tables t
    where t.table_schema = 'public' and t.table_type = 'BASE TABLE'
    order by t.table_name`);
  tables = found.rows.map((r) => r.table_name).filter((name) => !writableOnRefusal.has(name));
  const byTable: Record<string, string[]> = {};
  for (const { table_name: table, has_id: hasId } of found.rows) {
    if (!hasId) continue;
    const rows = await t.database.db.execute<{ id: string }>(
      sql`select id::text from ${sql.identifier(table)} order by id limit 12`,
    );
    byTable[table] = rows.rows.map((r) => r.id);
  }
  ids = { byTable, all: Object.values(byTable).flat() };

  for (const caller of callers) {
    const row = await t.database.db.execute<{ id: string; client_id: string }>(
      sql`select id, client_id from users where email = ${`${caller}@demo.test`}`,
    );
    const user = row.rows[0];
    if (!user) throw new Error(`the demo has no ${caller}@demo.test`);
    users[caller] = { id: user.id, clientId: user.client_id };
  }
}, 120_000);

/**
 * The next transaction id PostgreSQL will hand out: it moves whenever any transaction writes, so an unchanged
 * value proves nothing was written (and spares the full snapshot below).
 */
async function writeMark(): Promise<string> {
  const result = await t.database.db.execute<{ x: string }>(
    sql`select pg_snapshot_xmax(pg_current_snapshot())::text as x`,
  );
  return result.rows[0]?.x ?? '';
}

/** Row count and newest row version of every table: any insert, update or delete changes it. */
async function snapshot(): Promise<string> {
  const parts = tables.map(
    (table) =>
      sql`select ${table} as t, count(*)::int as n, coalesce(max(xmin::text::bigint), 0) as v from ${sql.identifier(table)}
        ${table === 'proof_chain' ? sql`where table_name <> 'audit_log'` : sql``}`,
  );
  const result = await t.database.db.execute<{ t: string; n: number; v: number }>(sql.join(parts, sql` union all `));
  return result.rows.map((r) => `${r.t}:${r.n}:${r.v}`).join(' ');
}

function differences(before: string, after: string): string {
  const old = new Set(before.split(' '));
  return after
    .split(' ')
    .filter((part) => !old.has(part))
    .map((part) => part.split(':')[0])
    .join(', ');
}

/** A fresh session per operation and caller: a hostile request may end the one it came with (sign-out). */
async function cookieFor(caller: Caller): Promise<Record<string, string>> {
  const user = caller === 'anonymous' ? undefined : users[caller];
  if (!user) return {};
  const session = await openSession(
    t.ctx,
    user,
    true,
    { actor: null, ip: '10.99.0.1', userAgent: 'fuzz', requestId: 'fuzz', previousToken: null },
    'auth.sign-in',
  );
  return { cookie: `wp_session=${t.app.signCookie(session.token)}` };
}

function seedOf(text: string): number {
  let hash = seed;
  for (const ch of text) hash = (Math.imul(hash, 31) + (ch.codePointAt(0) ?? 0)) | 0;
  return hash;
}

describe('contract fuzzing', () => {
  it('answers every hostile request of every operation and caller without a 5xx, and refusals change nothing', async () => {
    const operations = operationsOf(doc).filter((op) => !skipped(op));
    expect(operations.length).toBeGreaterThan(100);
    const failures: string[] = [];
    let sent = 0;
    let serverErrors = 0;
    const statusCounts = new Map<number, number>();

    for (const operation of operations) {
      for (const caller of [...callers, 'anonymous'] as const) {
        const headers = await cookieFor(caller);
        const probe = await t.app.inject({
          method: operation.method as 'GET',
          url: operation.path.replaceAll(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000'),
          headers,
        });
        const admitted = probe.statusCode !== 401 && probe.statusCode !== 403;
        const plain = fc.sample(plausibleRequest(operation, doc, ids, now), {
          seed: seedOf(`${operation.method} ${operation.path} ${caller}`),
          numRuns: 1,
        })[0];
        if (!plain) continue;
        const targets = targetsOf(operation, plain);
        const requests = (admitted ? targets : targets.slice(-2)).flatMap((target, index) =>
          fc.sample(hostileFor(target, operation, plain, headers), {
            seed: seedOf(`${operation.method} ${operation.path} ${caller} ${index}`),
            // A date target is one fixed request: once is enough.
            numRuns: admitted && target.kind !== 'date' ? runs : 1,
          }),
        );
        let mark = await writeMark();
        let before = await snapshot();
        for (const request of requests) {
          const response = await send(request);
          sent += 1;
          statusCounts.set(response.statusCode, (statusCounts.get(response.statusCode) ?? 0) + 1);
          const where = `${caller} ${request.method} ${request.url.slice(0, 120)} [${request.change}] → ${response.statusCode}`;
          const nextMark = await writeMark();
          const wrote = nextMark !== mark;
          mark = nextMark;
          if (response.statusCode >= 500) {
            serverErrors += 1;
            failures.push(`${where} ${response.body.slice(0, 200)}`);
          } else if (response.statusCode >= 400) {
            const body = safeJson(response.body);
            // The federated sign-in routes answer a browser with a page (it tells the opener what happened).
            const isPage = String(response.headers['content-type']).startsWith('text/html');
            if (!isPage && (typeof body?.error?.code !== 'string' || typeof body.error.message !== 'string')) {
              failures.push(`${where}: not the error shape: ${response.body.slice(0, 120)}`);
            }
            if (wrote) {
              const after = await snapshot();
              if (after !== before) failures.push(`${where}: a refused request changed ${differences(before, after)}`);
              before = after;
            }
            continue;
          }
          if (wrote) before = await snapshot();
        }
      }
    }

    const statuses = [...statusCounts].sort(([a], [b]) => a - b).map(([status, n]) => `${status}×${n}`);
    console.log(
      `contract fuzz: ${sent} requests over ${operations.length} operations × ${callers.length + 1} callers (seed ${seed}, ${runs} runs): ${statuses.join(' ')}; 5xx: ${serverErrors}`,
    );
    expect(failures).toEqual([]);
  }, 600_000);
});

function send(request: FuzzRequest) {
  return t.app.inject({
    method: request.method as 'POST',
    url: request.url,
    headers: request.headers,
    remoteAddress: '10.98.0.1',
    ...(request.payload !== undefined ? { payload: request.payload } : {}),
  });
}

function safeJson(text: string): { error?: { code?: unknown; message?: unknown } } | undefined {
  try {
    return JSON.parse(text) as { error?: { code?: unknown; message?: unknown } };
  } catch {
    return undefined;
  }
}
