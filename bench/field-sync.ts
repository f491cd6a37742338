/**
 * A phone's offline queue replayed by POST /api/v1/field/sync: a full sync (maxSyncActions positions, with three
 * crossings that raise an alert and three that do not) replayed the way the replay did before
 * (docs/decisions/0028-batched-position-ingest.md: each position its own statement, recordPosition one after the
 * other) and now (`replay`, one statement per run of positions), in one run on one database, alternating, each
 * round on two fresh guards. The service layer only: parsing the request and answering it cost the same for both.
 *
 * `node --import tsx/esm bench/field-sync.ts [rounds]`: on the PostgreSQL of DATABASE_URL (a database is created
 * beside it and dropped), else on an embedded one in a temporary folder.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { actorOf } from '../src/server/access/actor.ts';
import { systemCaller } from '../src/server/access/caller.ts';
import type { AppContext } from '../src/server/context.ts';
import { connectDatabase } from '../src/server/db/client.ts';
import { type EmbeddedPostgres, startEmbeddedPostgres } from '../src/server/db/embedded-postgres.ts';
import { runMigrations } from '../src/server/db/migrate.ts';
import { geofences, restrictedAreas } from '../src/server/db/schema.ts';
import { FileStore } from '../src/server/files/file-store.ts';
import { findAuthUser } from '../src/server/modules/auth/repository.ts';
import { clockIn } from '../src/server/modules/field/clock-service.ts';
import { recordPosition } from '../src/server/modules/field/position-service.ts';
import { replay } from '../src/server/modules/field/sync-service.ts';
import { assignGuard, insertClient, insertCustomer, insertEvent, insertUser } from '../src/server/test/fixtures.ts';
import { maxSyncActions } from '../src/shared/contract/field.ts';

const rounds = Number(process.argv[2] ?? 7);
const now = new Date('2026-06-10T12:00:00Z');
const clockInAt = new Date('2026-06-10T09:00:00Z');
const centre = { lat: 51.5, lng: -0.1 };
const square = (half: number, c = centre) =>
  [
    [c.lat - half, c.lng - half * 1.6],
    [c.lat - half, c.lng + half * 1.6],
    [c.lat + half, c.lng + half * 1.6],
    [c.lat + half, c.lng - half * 1.6],
  ] as [number, number][];
const outside = { lat: 51.5015, lng: -0.1 };
const inStoreRoom = { lat: 51.5, lng: -0.0995 };

function walk() {
  return Array.from({ length: maxSyncActions }, (_, i) => {
    const at = new Date(clockInAt.getTime() + (i + 1) * 15_000).toISOString();
    const wander = { lat: centre.lat + ((i % 9) - 4) * 0.00005, lng: centre.lng - 0.0003 + ((i % 5) - 2) * 0.00005 };
    const point = (i >= 40 && i < 44) || (i >= 120 && i < 126) ? outside : i >= 80 && i < 83 ? inStoreRoom : wander;
    return { ...point, accuracy: 5, at, idempotencyKey: crypto.randomUUID() };
  });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

let embedded: EmbeddedPostgres | undefined;
let tempDir: string | undefined;
let adminUrl = process.env.DATABASE_URL;
if (!adminUrl) {
  tempDir = mkdtempSync(path.join(os.tmpdir(), 'watchpost-bench-sync-'));
  embedded = await startEmbeddedPostgres({ clusterDir: path.join(tempDir, 'postgres') });
  adminUrl = embedded.url;
}
const name = `wp_bench_sync_${process.pid}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`create database "${name}"`);
const url = new URL(adminUrl);
url.pathname = `/${name}`;
const database = connectDatabase(url.toString());
try {
  await runMigrations(database.pool);
  const db = database.db;
  const ctx: AppContext = {
    db,
    clock: () => now,
    baseUrl: undefined,
    secureCookies: false,
    files: new FileStore(),
    attemptLimit: 5,
  };
  const client = await insertClient(db, { name: 'Bench' });
  const customer = await insertCustomer(db, client.id, { name: 'Harbour' });
  const event = await insertEvent(db, client.id, customer.id, {
    name: 'Harbour Night',
    startAt: new Date('2026-06-10T06:00:00Z'),
    endAt: new Date('2026-06-10T22:00:00Z'),
  });
  await db.insert(geofences).values({
    clientId: client.id,
    eventId: event.id,
    title: 'Quay',
    zoneType: 'Allowed zone',
    polygon: square(0.001),
  });
  await db
    .insert(restrictedAreas)
    .values({ clientId: client.id, eventId: event.id, title: 'Store room', polygon: square(0.0001, inStoreRoom) });
  let guards = 0;
  const clockedInGuard = async () => {
    guards += 1;
    const row = await insertUser(db, client.id, { email: `g${guards}@bench.test`, roles: ['guard'] });
    await assignGuard(db, client.id, event.id, row.id);
    const user = await findAuthUser(db, row.id);
    if (!user) throw new Error('no user');
    const caller = systemCaller(actorOf(user), 'bench');
    await clockIn(ctx, caller, { eventId: event.id, ...centre, accuracy: 5, at: clockInAt.toISOString() });
    return caller;
  };
  const log = { error: ({ err }: { err: unknown }) => console.error(err) };
  const paths = {
    'one statement per position (before)': async () => {
      const user = await clockedInGuard();
      const started = performance.now();
      for (const body of walk()) await recordPosition(ctx, user, body);
      return performance.now() - started;
    },
    'one statement per run (now)': async () => {
      const user = await clockedInGuard();
      const actions = walk().map((body) => ({ kind: 'location', body }));
      const started = performance.now();
      const { results } = await replay(ctx, user, actions, log);
      const elapsed = performance.now() - started;
      if (!results.every((r) => r.ok)) throw new Error('a position failed');
      return elapsed;
    },
  };
  const times: Record<string, number[]> = Object.fromEntries(Object.keys(paths).map((k) => [k, []]));
  // One round unmeasured (plans, zone cache, connections), then alternating which goes first.
  for (const run of Object.values(paths)) await run();
  for (let round = 0; round < rounds; round += 1) {
    const order = round % 2 === 0 ? Object.entries(paths) : Object.entries(paths).reverse();
    for (const [label, run] of order) times[label]?.push(await run());
  }
  console.log(`A sync of ${maxSyncActions} positions (6 crossings, 3 alerts), ${rounds} rounds each:`);
  for (const [label, values] of Object.entries(times)) {
    const m = median(values);
    console.log(
      `  ${label}: median ${m.toFixed(0)} ms (min ${Math.min(...values).toFixed(0)}, max ${Math.max(...values).toFixed(0)}) = ${((maxSyncActions / m) * 1000).toFixed(0)} positions/s`,
    );
  }
} finally {
  await database.close();
  await admin.query(`drop database if exists "${name}" with (force)`);
  await admin.end();
  await embedded?.stop();
  if (tempDir) rmSync(tempDir, { recursive: true, force: true });
}
