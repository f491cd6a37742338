/**
 * The demo operation (docs/product/demo-operation.md): two Chicago guarding companies with customers, venues, events, guards,
 * 60 days of clock history, breaks, alerts, incident reports, visitors, conversations, tasks and billing contracts.
 *
 * Deterministic: the same `now` gives the same data (seeded pseudo-random streams, ids included), and every
 * time is placed relative to `now` so there is always work that ended, work going on and work ahead.
 * Each domain's rows are built in memory by its file under seed/ (in the order below, which the shared id stream
 * depends on), then written in one transaction through the modules (seed/write.ts): their record functions, and
 * their services where one can write a record of the past as it was written then.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { hashPassword } from '../modules/auth/index.ts';
import { type ClientSpec, demoClients, demoPassword, demoTimeZone } from './demo-data.ts';
import { buildAlerts } from './seed/alerts.ts';
import { buildBilling } from './seed/billing.ts';
import { type ClientState, DemoBuild, type DemoRows, type SeedSummary } from './seed/build.ts';
import { buildAccess, buildClientNotes, buildClientRow, buildPeople } from './seed/clients-and-users.ts';
import { buildCustomers } from './seed/customers.ts';
import { buildDailyNote } from './seed/daily-activity.ts';
import { buildDispatch } from './seed/dispatch.ts';
import { buildAssignments, buildEvents, setBudgets } from './seed/events-and-zones.ts';
import { buildReports, drawSignatures } from './seed/incident-reports.ts';
import { LocalCalendar } from './seed/local-calendar.ts';
import { buildConversations } from './seed/messenger.ts';
import type { Tx } from './seed/past-context.ts';
import { buildPatrols } from './seed/patrols.ts';
import { buildPayroll } from './seed/payroll.ts';
import { buildBreaks, buildOnDuty, buildShiftHistory } from './seed/personnel.ts';
import { buildGeofenceActivity, buildPings } from './seed/positions.ts';
import { buildSchedule } from './seed/shifts.ts';
import { buildTasks } from './seed/tasks.ts';
import { buildTours } from './seed/tours.ts';
import { buildVisitors } from './seed/visitors.ts';
import { writeDemoRows } from './seed/write.ts';
import type { SeededRandom } from './seeded-random.ts';

export type { DemoRows, SeedSummary } from './seed/build.ts';

/** One client's operation, domain by domain: each domain reads what the ones before it built. */
function buildClient(b: DemoBuild, spec: ClientSpec): void {
  const rng = b.root.fork(`client:${spec.key}`);
  const { clientId, since } = buildClientRow(b, spec);
  const customerIds = buildCustomers(b, spec, clientId, since);
  const state: ClientState = {
    id: clientId,
    spec,
    calendar: new LocalCalendar(demoTimeZone, b.nowDate),
    customerIds,
    people: [],
    byName: new Map(),
    guards: [],
    events: [],
    eventsByKey: new Map(),
    shifts: [],
    onDuty: new Map(),
    onBreak: new Set(),
    operators: [],
  };
  b.states.set(spec.key, state);

  for (const [name, build] of clientSteps) build(b, state, rng.fork(name));
}

/**
 * What a client's operation is built from, in order (a step reads what the earlier ones built), each with the name
 * of its own random stream; the budgets follow from the shifts and pay rates, with no stream of their own.
 */
const clientSteps: readonly (readonly [string, (b: DemoBuild, state: ClientState, rng: SeededRandom) => void])[] = [
  ['people', buildPeople],
  ['events', buildEvents],
  ['access', buildAccess],
  ['assignments', buildAssignments],
  ['on-duty', buildOnDuty],
  ['shifts', buildShiftHistory],
  ['breaks', buildBreaks],
  ['pings', buildPings],
  ['budgets', (b, state) => setBudgets(b, state)],
  ['alerts', buildAlerts],
  ['geofence-activity', buildGeofenceActivity],
  ['reports', buildReports],
  ['visitors', buildVisitors],
  ['tasks', buildTasks],
  ['client-notes', buildClientNotes],
  ['tours', buildTours],
  ['schedule', buildSchedule],
  ['billing', buildBilling],
  ['payroll', buildPayroll],
  ['dispatch', buildDispatch],
  ['patrols', buildPatrols],
];

/**
 * The demo rows for `now`, without touching a database (pure and deterministic); the signatures are still SVG
 * drawings until `drawSignatures` turns them into PNGs.
 */
export function buildDemoRows(now: Date, passwordHash: string): DemoRows {
  const b = new DemoBuild(now, passwordHash);
  for (const spec of demoClients) buildClient(b, spec);
  buildConversations(b);
  buildDailyNote(b);
  return b.rows;
}

async function demoRows(now: Date): Promise<DemoRows> {
  const rows = buildDemoRows(now, await hashPassword(demoPassword));
  await drawSignatures(rows);
  return rows;
}

/** Serialises concurrent seeding when several API instances start against one empty database. */
const seedLockKey = 724_101_584;

/** Seeds the demo operation in one transaction (the database must not already hold the demo accounts). */
export async function seedDemo(db: Database, now: Date): Promise<SeedSummary> {
  const rows = await demoRows(now);
  return db.transaction((tx) => writeDemoRows(tx, rows));
}

/** Seeds the demo operation when there is no client yet; returns whether it did. */
export async function seedDemoIfEmpty(db: Database, now: Date): Promise<boolean> {
  const hasClients = async (executor: Database | Tx) => {
    const result = await executor.execute<{ found: boolean }>(sql`select exists (select 1 from clients) as found`);
    return result.rows[0]?.found ?? false;
  };
  if (await hasClients(db)) return false;
  const rows = await demoRows(now);
  const seeded = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${seedLockKey})`);
    if (await hasClients(tx)) return false;
    await writeDemoRows(tx, rows);
    return true;
  });
  // The tables' statistics still describe them empty until autovacuum's next analyze, up to a minute or more away;
  // plans made on them can be far off (docs/benchmarks.md, the schedule's week answer with stale statistics).
  if (seeded) await db.execute(sql`analyze`);
  return seeded;
}
