import { type SQL, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportUpdateBodySchema } from '../../shared/contract/incident-reports.ts';
import { fileableReportTypes } from '../../shared/incident-report-rules.ts';
import { runOutcome } from '../../shared/tour-schedule.ts';
import { alertTypes, type Polygon, zoneTypes } from '../db/schema.ts';
import { verifyPassword } from '../modules/auth/password.ts';
import { raiseMissedCheckpoints } from '../modules/tours/service.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { seedDemo, seedDemoIfEmpty } from './seed-demo.ts';

const now = new Date('2026-03-15T14:30:00Z');
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

let main: TestDatabase;
let seededFirst = false;
let seedMs = 0;
let sentinelId = '';

const timestamp = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d+)?[+-]\d{2}(:\d{2})?$/;

/** Raw query rows, with timestamptz values (which drizzle's execute leaves as text) turned into Dates. */
async function rows<T extends Record<string, unknown>>(database: TestDatabase, query: SQL): Promise<T[]> {
  const result = await database.db.execute(query);
  return result.rows.map(
    (row) =>
      Object.fromEntries(
        Object.entries(row).map(([key, value]) => [
          key,
          typeof value === 'string' && timestamp.test(value) ? new Date(value) : value,
        ]),
      ) as T,
  );
}

const q = <T extends Record<string, unknown>>(query: SQL) => rows<T>(main, query);

async function count(query: SQL): Promise<number> {
  const [row] = await q<{ n: number }>(sql`select (${query})::int as n`);
  return row?.n ?? 0;
}

function inside(point: [number, number], polygon: Polygon): boolean {
  const [y, x] = point;
  let result = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i, i += 1) {
    const [yi, xi] = polygon[i] ?? [0, 0];
    const [yj, xj] = polygon[j] ?? [0, 0];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) result = !result;
  }
  return result;
}

/** Everything that matters about the seeded operation, without the uuids. */
async function projection(database: TestDatabase) {
  const [row] = await rows<{ p: unknown }>(
    database,
    sql`select json_build_object(
      'clients', (select json_agg(json_build_array(name, time_zone, created_at) order by name) from clients),
      'customers', (select json_agg(json_build_array(name, contact_email) order by name) from customers),
      'users', (select json_agg(json_build_array(email, display_name, roles, phone, availability, licence_number,
        licence_expires_on, created_at, customer_id is not null, current_event_id is not null) order by email) from users),
      'events', (select json_agg(json_build_array(name, start_at, end_at, payroll_budget_cents, unassigned, latitude)
        order by name) from events),
      'geofences', (select json_agg(json_build_array(e.name, g.zone_type, g.title, g.polygon)
        order by e.name, g.zone_type, g.title) from geofences g join events e on e.id = g.event_id),
      'assignments', (select json_agg(json_build_array(e.name, u.email, a.assigned_at, a.unassigned_at)
        order by e.name, u.email, a.assigned_at) from event_assignments a join events e on e.id = a.event_id
        join users u on u.id = a.user_id),
      'clock', (select json_agg(json_build_array(u.email, e.name, c.clock_in, c.clock_out, c.source, c.note)
        order by u.email, c.clock_in) from clock_entries c join users u on u.id = c.user_id
        left join events e on e.id = c.event_id),
      'breaks', (select json_agg(json_build_array(u.email, b.start_at, b.end_at, b.status, b.length_of_break)
        order by u.email, b.start_at) from breaks b join users u on u.id = b.user_id),
      'pings', (select json_agg(json_build_array(u.email, p.recorded_at, p.latitude, p.longitude)
        order by u.email, p.recorded_at) from location_pings p join users u on u.id = p.user_id),
      'alerts', (select json_agg(json_build_array(a.type, a.title, a.created_at, a.seen, a.seen_at)
        order by a.created_at, a.title) from alerts a),
      'reports', (select json_agg(json_build_array(r.report_type, r.incident_date, r.status, r.incident_location,
        (select count(*) from incident_report_comments c where c.report_id = r.id)) order by r.submitted_at, r.report_type)
        from incident_reports r),
      'visitors', (select json_agg(json_build_array(name, status, expected_at, checked_in_at, checked_out_at)
        order by name, expected_at) from visitors),
      'tours', (select json_agg(json_build_array(e.name, t.name, t.valid_from, (select json_agg(json_build_array(
        r.starts_at, r.closed_at, r.missed_alert_id is not null) order by r.starts_at) from tour_runs r where r.tour_id = t.id))
        order by e.name) from tours t join events e on e.id = t.event_id),
      'scans', (select json_agg(json_build_array(c.name, s.scanned_at, s.latitude) order by s.scanned_at, c.name)
        from checkpoint_scans s join checkpoints c on c.id = s.checkpoint_id),
      'messages', (select json_agg(json_build_array(u.email, m.body, m.created_at) order by m.created_at, m.body)
        from messages m join users u on u.id = m.sender_id),
      'tasks', (select json_agg(json_build_array(title, status, due_at) order by due_at, title) from tasks),
      'holidays', (select json_agg(json_build_array(h.name, d.date, d.name) order by h.name, h.created_at, d.date)
        from holiday_dates d join holiday_calendars h on h.id = d.calendar_id),
      'contracts', (select json_agg(json_build_array(k.code, k.currency, k.starts_on, k.billing_emails, k.created_at,
        (select json_agg(json_build_array(e.name, l.item_code, l.post, l.bill_rate_cents, l.fixed_cents,
          l.contracted_minutes_per_week, l.effective_from, l.effective_to, l.created_at)
          order by e.name, l.item_code, l.effective_from) from contract_lines l join events e on e.id = l.event_id
          where l.contract_id = k.id)) order by k.code) from contracts k),
      'counts', (select json_build_array(
        (select count(*) from client_notes), (select count(*) from event_notes), (select count(*) from restricted_areas),
        (select count(*) from user_customer_access), (select count(*) from user_event_access),
        (select count(*) from incident_report_comments), (select count(*) from conversation_members),
        (select count(*) from visitor_blocklist)))
    ) as p`,
  );
  return row?.p;
}

/** Rows that claim to have happened after `at` (none should: the seed writes history, not the future). */
async function rowsFromTheFuture(database: TestDatabase, at: Date): Promise<Record<string, number>> {
  const [row] = await rows<Record<string, number>>(
    database,
    sql`select
      (select count(*)::int from clients where created_at > ${at}) as clients,
      (select count(*)::int from users where created_at > ${at}) as users,
      (select count(*)::int from events where created_at > ${at}) as events,
      (select count(*)::int from event_notes where created_at > ${at}) as event_notes,
      (select count(*)::int from geofences where created_at > ${at}) as geofences,
      (select count(*)::int from user_event_access where created_at > ${at}) as user_event_access,
      (select count(*)::int from event_assignments where assigned_at > ${at} or unassigned_at > ${at}) as assignments,
      (select count(*)::int from clock_entries where clock_in > ${at} or clock_out > ${at} or created_at > ${at}
        or updated_at > ${at}) as clock_entries,
      (select count(*)::int from breaks where start_at > ${at} or end_at > ${at}) as breaks,
      (select count(*)::int from location_pings where recorded_at > ${at} or received_at > ${at}) as pings,
      (select count(*)::int from alerts where created_at > ${at} or seen_at > ${at}) as alerts,
      (select count(*)::int from incident_reports where submitted_at > ${at} or incident_date > ${at}
        or updated_at > ${at}) as reports,
      (select count(*)::int from incident_report_comments where created_at > ${at}) as comments,
      (select count(*)::int from visitors where created_at > ${at} or updated_at > ${at} or checked_in_at > ${at}
        or checked_out_at > ${at}) as visitors,
      (select count(*)::int from conversations where created_at > ${at} or last_message_at > ${at}) as conversations,
      (select count(*)::int from conversation_members where last_read_at > ${at} or created_at > ${at}) as members,
      (select count(*)::int from messages where created_at > ${at}) as messages,
      (select count(*)::int from tasks where created_at > ${at} or completed_at > ${at} or updated_at > ${at}) as tasks,
      (select count(*)::int from checkpoints where created_at > ${at} or updated_at > ${at}) as checkpoints,
      (select count(*)::int from tours where created_at > ${at} or valid_from > ${at}) as tours,
      (select count(*)::int from tour_runs where starts_at > ${at} or closed_at > ${at} or created_at > ${at}) as runs,
      (select count(*)::int from checkpoint_scans where scanned_at > ${at} or created_at > ${at}) as scans,
      (select count(*)::int from holiday_calendars where created_at > ${at} or updated_at > ${at}) as holiday_calendars,
      (select count(*)::int from contracts where created_at > ${at} or updated_at > ${at}) as contracts,
      (select count(*)::int from contract_lines where created_at > ${at}) as contract_lines`,
  );
  return Object.fromEntries(Object.entries(row ?? {}).filter(([, n]) => n > 0));
}

/** The live figures the dashboard shows for the first client. */
async function liveFigures(database: TestDatabase, at: Date) {
  const [row] = await rows<{
    on_duty: number;
    on_break: number;
    active: number;
    visitors: number;
    live_sos: number;
  }>(
    database,
    sql`with c as (select id from clients where name = 'Sentinel Guard Services')
      select
        (select count(*)::int from clock_entries x where x.client_id = (select id from c) and x.clock_out is null) as on_duty,
        (select count(*)::int from breaks x where x.client_id = (select id from c) and x.end_at is null) as on_break,
        (select count(*)::int from events x where x.client_id = (select id from c) and not x.unassigned
          and x.start_at <= ${at} and x.end_at >= ${at}) as active,
        (select count(*)::int from visitors x where x.client_id = (select id from c) and x.status = 'checked_in') as visitors,
        (select count(*)::int from alerts x where x.client_id = (select id from c) and x.type = 'SOS' and not x.seen
          and x.created_at > ${new Date(at.getTime() - HOUR)}) as live_sos`,
  );
  return row;
}

beforeAll(async () => {
  main = await createTestDatabase();
  const started = performance.now();
  seededFirst = await seedDemoIfEmpty(main.db, now);
  seedMs = performance.now() - started;
  const [client] = await q<{ id: string }>(sql`select id from clients where name = 'Sentinel Guard Services'`);
  sentinelId = client?.id ?? '';
});

afterAll(async () => {
  await main?.destroy();
});

describe('demo seed', () => {
  it('seeds an empty database, in one go and quickly', () => {
    expect(seededFirst).toBe(true);
    expect(sentinelId).not.toBe('');
    expect(seedMs).toBeLessThan(20_000);
  });

  it('has one account per role, each signing in with demo1234', async () => {
    const accounts = await q<{
      email: string;
      roles: string[];
      password_hash: string;
      email_verified: boolean;
      client_id: string;
      display_name: string;
    }>(sql`select email, roles, password_hash, email_verified, client_id, display_name from users
           where email like '%@demo.test' order by email`);
    const byEmail = new Map(accounts.map((a) => [a.email, a]));
    const expected: Array<[string, string]> = [
      ['admin@demo.test', 'admin'],
      ['executive@demo.test', 'executive'],
      ['manager@demo.test', 'manager'],
      ['supervisor@demo.test', 'supervisor'],
      ['guard@demo.test', 'guard'],
      ['client@demo.test', 'client'],
      ['guest@demo.test', 'guest'],
    ];
    expect(accounts).toHaveLength(expected.length);
    for (const [email, role] of expected) {
      const account = byEmail.get(email);
      expect(account?.roles, email).toEqual([role]);
      expect(account?.email_verified).toBe(true);
      expect(account?.client_id).toBe(sentinelId);
      expect(account?.display_name).toMatch(/^[A-Z][a-z]+ [A-Z][a-z]+$/);
      expect(await verifyPassword(account?.password_hash ?? '', 'demo1234'), email).toBe(true);
    }
    expect(await count(sql`select count(distinct password_hash) from users`)).toBe(1);
  });

  it('gives the demo accounts the permissions their screens need', async () => {
    expect(
      await count(sql`select count(*) from user_customer_access a join users u on u.id = a.user_id
                      where u.email = 'manager@demo.test'`),
    ).toBe(2);
    const supervisorEvents = await q<{ start_at: Date; end_at: Date }>(
      sql`select e.start_at, e.end_at from user_event_access a join users u on u.id = a.user_id
          join events e on e.id = a.event_id where u.email = 'supervisor@demo.test'`,
    );
    expect(supervisorEvents).toHaveLength(3);
    expect(supervisorEvents.some((e) => e.start_at <= now && e.end_at > now)).toBe(true);
    const [client] = await q<{ customer_id: string | null; access: string[] }>(
      sql`select u.customer_id, array(select customer_id::text from user_customer_access a where a.user_id = u.id) as access
          from users u where u.email = 'client@demo.test'`,
    );
    expect(client?.customer_id).toBeTruthy();
    expect(client?.access).toEqual([client?.customer_id]);
    const [guard] = await q<{ event_start: Date; event_end: Date; current: boolean; assigned: boolean }>(
      sql`select e.start_at as event_start, e.end_at as event_end, u.current_event_id = e.id as current,
            exists (select 1 from event_assignments a where a.user_id = u.id and a.event_id = e.id
                    and a.unassigned_at is null) as assigned
          from users u join clock_entries c on c.user_id = u.id and c.clock_out is null
          join events e on e.id = c.event_id where u.email = 'guard@demo.test'`,
    );
    expect(guard).toBeDefined();
    expect(guard?.event_start.getTime()).toBeLessThanOrEqual(now.getTime());
    expect(guard?.event_end.getTime()).toBeGreaterThan(now.getTime());
    expect(guard?.current).toBe(true);
    expect(guard?.assigned).toBe(true);
  });

  it('has past, active and upcoming events for both clients, with budgets both met and missed', async () => {
    const events = await q<{
      client: string;
      start_at: Date;
      end_at: Date;
      unassigned: boolean;
      time_zone: string;
      budget: number;
      guard_rate: number;
    }>(sql`select c.name as client, e.start_at, e.end_at, e.unassigned, e.time_zone,
             e.payroll_budget_cents as budget, e.guard_pay_rate_cents as guard_rate
           from events e join clients c on c.id = e.client_id`);
    const t = now.getTime();
    for (const client of ['Sentinel Guard Services', 'Lakeshore Protective Services']) {
      const own = events.filter((e) => e.client === client && !e.unassigned);
      expect(
        own.some((e) => e.end_at.getTime() < t),
        `${client} past`,
      ).toBe(true);
      expect(
        own.some((e) => e.start_at.getTime() <= t && e.end_at.getTime() > t),
        `${client} active`,
      ).toBe(true);
      expect(
        own.some((e) => e.start_at.getTime() > t),
        `${client} upcoming`,
      ).toBe(true);
    }
    expect(events.filter((e) => e.client === 'Sentinel Guard Services').length).toBeGreaterThanOrEqual(12);
    expect(events.filter((e) => e.unassigned)).toHaveLength(1);
    expect(events.some((e) => e.end_at.getTime() - e.start_at.getTime() > 2 * DAY)).toBe(true);
    for (const e of events) {
      expect(e.time_zone).toBe('America/Chicago');
      expect(e.budget).toBeGreaterThan(0);
      expect(e.guard_rate).toBeGreaterThanOrEqual(1800);
      expect(e.guard_rate).toBeLessThanOrEqual(2600);
    }
    // Payroll clipped to the event window, rate by role, compared with the budget.
    const payroll = await q<{ budget: number; actual: number }>(sql`
      select e.payroll_budget_cents as budget,
        sum(greatest(0, extract(epoch from least(c.clock_out, e.end_at) - greatest(c.clock_in, e.start_at))) / 3600
          * case u.roles[1] when 'guard' then e.guard_pay_rate_cents when 'supervisor' then e.supervisor_pay_rate_cents
            else e.manager_pay_rate_cents end)::float8 as actual
      from events e join clock_entries c on c.event_id = e.id join users u on u.id = c.user_id
      where e.end_at < ${now} and e.client_id = ${sentinelId}
      group by e.id`);
    expect(payroll.length).toBeGreaterThanOrEqual(6);
    expect(payroll.some((p) => p.actual > p.budget)).toBe(true);
    expect(payroll.some((p) => p.actual < p.budget)).toBe(true);
  });

  it('keeps each client to its own people, customers and events', async () => {
    const perClient = await q<{ name: string; customers: number; guards: number; events: number; staff: number }>(sql`
      select c.name,
        (select count(*)::int from customers x where x.client_id = c.id) as customers,
        (select count(*)::int from users u where u.client_id = c.id and u.roles[1] = 'guard') as guards,
        (select count(*)::int from users u where u.client_id = c.id and u.roles[1] in
          ('supervisor', 'areaManager', 'eventManager')) as staff,
        (select count(*)::int from events e where e.client_id = c.id) as events
      from clients c order by c.name`);
    expect(perClient).toHaveLength(2);
    const sentinel = perClient.find((c) => c.name === 'Sentinel Guard Services');
    const lakeshore = perClient.find((c) => c.name === 'Lakeshore Protective Services');
    expect(sentinel?.customers).toBeGreaterThanOrEqual(4);
    expect(sentinel?.guards).toBeGreaterThanOrEqual(28);
    expect(lakeshore?.customers).toBeGreaterThanOrEqual(2);
    expect(lakeshore?.guards).toBeGreaterThan(0);
    expect(lakeshore?.events).toBeGreaterThanOrEqual(3);
    // The performance screen's three groups, each with permissions.
    const groups = await q<{ role: string; with_access: number }>(sql`
      select u.roles[1] as role, count(*) filter (where exists (select 1 from user_customer_access a where a.user_id = u.id)
        or exists (select 1 from user_event_access a where a.user_id = u.id))::int as with_access
      from users u where u.client_id = ${sentinelId} and u.roles[1] in ('supervisor', 'areaManager', 'eventManager')
      group by 1`);
    expect(groups.map((g) => g.role).sort()).toEqual(['areaManager', 'eventManager', 'supervisor']);
    for (const g of groups) expect(g.with_access).toBeGreaterThanOrEqual(2);
    expect(await count(sql`select count(*) from client_notes`)).toBeGreaterThan(0);
    expect(await count(sql`select count(*) from customers where contact_email is null or contact_phone is null`)).toBe(
      0,
    );
  });

  it('has 60 days of clock history, nothing in the future, and people on duty right now', async () => {
    const [span] = await q<{ first: Date; last: Date; future: number; total: number }>(sql`
      select min(clock_in) as first, max(clock_in) as last, count(*)::int as total,
        count(*) filter (where clock_in > ${now} or clock_out > ${now})::int as future from clock_entries`);
    expect(span?.total).toBeGreaterThan(400);
    expect(span?.future).toBe(0);
    const firstAgo = now.getTime() - (span?.first.getTime() ?? 0);
    expect(firstAgo).toBeGreaterThan(58 * DAY);
    expect(firstAgo).toBeLessThan(61 * DAY);
    expect(
      await count(sql`select count(*) from clock_entries where clock_out is not null
                      and (clock_out - clock_in < interval '6 hours' or clock_out - clock_in > interval '12 hours')`),
    ).toBe(0);
    expect(await count(sql`select count(*) from clock_entries where source = 'timesheet'`)).toBeGreaterThan(0);
    expect(
      await count(sql`select count(*) from clock_entries a join clock_entries b on a.user_id = b.user_id and a.id < b.id
        and tstzrange(a.clock_in, coalesce(a.clock_out, 'infinity')) && tstzrange(b.clock_in, coalesce(b.clock_out, 'infinity'))`),
    ).toBe(0);
    // Clock-ins before the start or clock-outs after the end make payroll clipping matter.
    expect(
      await count(sql`select count(*) from clock_entries c join events e on e.id = c.event_id
                      where c.clock_in < e.start_at or c.clock_out > e.end_at`),
    ).toBeGreaterThan(0);

    const open = await q<{ start_at: Date; end_at: Date; current: boolean; client_id: string }>(sql`
      select e.start_at, e.end_at, u.current_event_id = e.id as current, c.client_id
      from clock_entries c join events e on e.id = c.event_id join users u on u.id = c.user_id
      where c.clock_out is null`);
    expect(open.filter((o) => o.client_id === sentinelId).length).toBeGreaterThanOrEqual(8);
    for (const o of open) {
      expect(o.start_at.getTime()).toBeLessThanOrEqual(now.getTime());
      expect(o.end_at.getTime()).toBeGreaterThan(now.getTime());
      expect(o.current).toBe(true);
    }
  });

  it('has a scheduled operation: past, current and next weeks, open shifts and one no-show today', async () => {
    const weeks = await q<{ past: number; running: number; next: number; open: number }>(sql`
      select count(*) filter (where s.end_at <= ${now})::int as past,
        count(*) filter (where s.start_at <= ${now} and s.end_at > ${now})::int as running,
        count(*) filter (where s.start_at > ${now})::int as next,
        count(*) filter (where s.start_at > ${now} and s.published_at is not null
          and not exists (select 1 from shift_assignments a where a.shift_id = s.id))::int as open
      from shifts s where s.client_id = ${sentinelId}`);
    expect(weeks[0]?.past).toBeGreaterThan(5);
    expect(weeks[0]?.running).toBeGreaterThan(3);
    expect(weeks[0]?.next).toBeGreaterThan(5);
    expect(weeks[0]?.open).toBeGreaterThan(0);
    // Every shift lies inside its event; every clock entry linked to one is its person's.
    expect(
      await count(sql`select count(*) from shifts s join events e on e.id = s.event_id
                      where s.start_at < e.start_at or s.end_at > e.end_at`),
    ).toBe(0);
    expect(
      await count(sql`select count(*) from clock_entries c
        where c.shift_id is not null and not exists (select 1 from shift_assignments a
          where a.shift_id = c.shift_id and a.user_id = c.user_id)`),
    ).toBe(0);
    expect(await count(sql`select count(*) from clock_entries where shift_id is not null and clock_out is null`)).toBe(
      await count(sql`select count(*) from clock_entries where clock_out is null and user_id in (select u.id from users u
        join shift_assignments a on a.user_id = u.id join shifts s on s.id = a.shift_id
        where s.start_at <= ${now} and s.end_at > ${now})`),
    );
    // The no-show: running, assigned, no clock entry for it, its Missed Clock-In alert unseen.
    const noShows = await q<{ title: string; seen: boolean; type: string }>(sql`
      select al.title, al.seen, al.type from shift_assignments a
      join shifts s on s.id = a.shift_id
      join alerts al on al.id = a.no_show_alert_id
      where a.client_id = ${sentinelId} and s.start_at <= ${now} and s.end_at > ${now}
        and not exists (select 1 from clock_entries c where c.shift_id = s.id)`);
    expect(noShows).toHaveLength(1);
    expect(noShows[0]?.type).toBe('Missed Clock-In');
    expect(noShows[0]?.seen).toBe(false);
    expect(noShows[0]?.title).toMatch(/^Missed clock-in: /);
  });

  it('has breaks within shifts, some overrun, and guards on a break now', async () => {
    expect(await count(sql`select count(*) from breaks where status = 'completed'`)).toBeGreaterThan(300);
    expect(await count(sql`select count(*) from breaks where status = 'overrun'`)).toBeGreaterThan(10);
    expect(
      await count(sql`select count(*) from breaks b join clock_entries c on c.id = b.clock_entry_id
        where b.start_at < c.clock_in or b.end_at > coalesce(c.clock_out, ${now}) or b.start_at > ${now}`),
    ).toBe(0);
    expect(
      await count(sql`select count(*) from breaks where end_at is not null and
        (status = 'overrun') <> (end_at - start_at > make_interval(mins => length_of_break))`),
    ).toBe(0);
    const open = await q<{ status: string; on_duty: boolean }>(sql`
      select b.status, exists (select 1 from clock_entries c where c.user_id = b.user_id and c.clock_out is null
        and c.event_id = b.event_id) as on_duty
      from breaks b where b.end_at is null`);
    expect(open.length).toBeGreaterThanOrEqual(3);
    for (const b of open) {
      expect(b.status).toBe('active');
      expect(b.on_duty).toBe(true);
    }
  });

  it('tracks everyone on duty over the last half hour, mostly inside the allowed zone', async () => {
    const onDuty = await q<{ user_id: string; event_id: string; polygon: Polygon }>(sql`
      select c.user_id, c.event_id, g.polygon from clock_entries c
      join geofences g on g.event_id = c.event_id and g.zone_type = 'Allowed zone'
      where c.clock_out is null`);
    const pings = await q<{ user_id: string; latitude: number; longitude: number; recorded_at: Date }>(
      sql`select user_id, latitude, longitude, recorded_at from location_pings`,
    );
    let insideCount = 0;
    let outsideCount = 0;
    const wanderers = new Set<string>();
    for (const duty of onDuty) {
      const own = pings.filter((p) => p.user_id === duty.user_id);
      expect(own.length).toBeGreaterThanOrEqual(15);
      for (const p of own) {
        expect(p.recorded_at.getTime()).toBeLessThanOrEqual(now.getTime());
        expect(p.recorded_at.getTime()).toBeGreaterThan(now.getTime() - 31 * MINUTE);
        if (inside([p.latitude, p.longitude], duty.polygon)) insideCount += 1;
        else {
          outsideCount += 1;
          wanderers.add(p.user_id);
        }
      }
    }
    expect(outsideCount).toBeGreaterThan(0);
    expect(wanderers.size).toBeGreaterThanOrEqual(1);
    expect(wanderers.size).toBeLessThanOrEqual(2);
    expect(insideCount).toBeGreaterThan(outsideCount * 10);
  });

  it('has geofences of every zone type drawn around each venue', async () => {
    const fences = await q<{ zone_type: string; title: string | null; polygon: Polygon; latitude: number }>(sql`
      select g.zone_type, g.title, g.polygon, e.latitude from geofences g join events e on e.id = g.event_id`);
    expect(new Set(fences.map((f) => f.zone_type))).toEqual(new Set(zoneTypes));
    for (const fence of fences) {
      expect(fence.title).toBeTruthy();
      if (fence.zone_type === 'Allowed zone') {
        expect(fence.polygon.length).toBeGreaterThanOrEqual(5);
        expect(fence.polygon.length).toBeLessThanOrEqual(8);
      }
      for (const [lat] of fence.polygon) expect(Math.abs(lat - fence.latitude)).toBeLessThan(0.01);
    }
    expect(
      await count(sql`select count(*) from events e where not exists (select 1 from geofences g
        where g.event_id = e.id and g.zone_type = 'Allowed zone')`),
    ).toBe(0);
    expect(await count(sql`select count(*) from restricted_areas`)).toBeGreaterThan(0);
    expect(await count(sql`select count(*) from event_notes`)).toBeGreaterThan(0);
  });

  it('has every guard on duty on the live map: a zone state at their latest ping, wanderers outside', async () => {
    const states = await q<{ on_duty: number; with_state: number; matching: number; outside: number }>(sql`
      select
        (select count(*)::int from clock_entries c where c.clock_out is null
          and exists (select 1 from location_pings p where p.user_id = c.user_id and p.recorded_at >= c.clock_in)) as on_duty,
        (select count(*)::int from guard_zone_states) as with_state,
        (select count(*)::int from guard_zone_states s join clock_entries c on c.id = s.clock_entry_id
          where c.clock_out is null and s.position_at = (select max(p.recorded_at) from location_pings p
            where p.user_id = s.user_id)) as matching,
        (select count(*)::int from guard_zone_states where allowed = 'outside') as outside`);
    const [figures] = states;
    expect(figures?.with_state).toBeGreaterThan(0);
    expect(figures?.with_state).toBe(figures?.on_duty);
    expect(figures?.matching).toBe(figures?.with_state);
    expect(figures?.outside).toBeGreaterThan(0);
  });

  it('has assignments with history of who unassigned whom', async () => {
    expect(
      await count(sql`select count(*) from event_assignments where unassigned_at is not null and unassigned_by is not null
        and unassigned_at > assigned_at`),
    ).toBeGreaterThanOrEqual(3);
    expect(await count(sql`select count(*) from event_assignments where assigned_at > ${now}`)).toBe(0);
    expect(
      await count(sql`select count(*) from event_assignments a join events e on e.id = a.event_id where e.unassigned`),
    ).toBe(0);
  });

  it('has alerts of every type over 60 days, older ones acknowledged and a live SOS', async () => {
    const list = await q<{
      type: string;
      event_id: string | null;
      guard_id: string | null;
      title: string;
      message: string | null;
      params: { name?: string; tourName?: string } | null;
      length_of_break: number | null;
      assigned_by: string | null;
      unassigned_by: string | null;
      seen: boolean;
      seen_at: Date | null;
      seen_by: string | null;
      created_at: Date;
    }>(sql`select type, event_id, guard_id, title, message, params, length_of_break, assigned_by, unassigned_by, seen, seen_at,
             seen_by, created_at from alerts where client_id = ${sentinelId}`);
    expect(new Set(list.map((a) => a.type))).toEqual(new Set(alertTypes));
    const t = now.getTime();
    for (const a of list) {
      expect(a.created_at.getTime()).toBeLessThanOrEqual(t);
      expect(a.created_at.getTime()).toBeGreaterThan(t - 61 * DAY);
      expect(a.guard_id).toBeTruthy();
      expect(a.event_id).toBeTruthy();
      // One title style, "Type: Name", and the params each reader's language is written from.
      expect(a.title).toMatch(/^(SOS|[A-Z][a-z-]+( [a-z-]+)*): \S/);
      // A missed checkpoint is about a tour run: its title names the tour.
      const named = a.type === 'Missed Checkpoint' ? a.params?.tourName : a.params?.name;
      expect(named).toBeTruthy();
      expect(a.title.endsWith(`: ${named}`)).toBe(true);
      expect(a.message).toContain(`event: ${a.event_id}`);
      if (a.seen) {
        expect(a.seen_by).toBeTruthy();
        expect(a.seen_at?.getTime()).toBeGreaterThanOrEqual(a.created_at.getTime());
        expect(a.seen_at?.getTime()).toBeLessThanOrEqual(t);
      }
      if (a.type === 'eventAssigned') {
        expect(a.message).toContain(`event: ${a.event_id}`);
        expect(a.assigned_by).toBeTruthy();
      }
      if (a.type === 'eventUnassigned') expect(a.unassigned_by).toBeTruthy();
      if (a.type === 'Break Overrun') expect(a.length_of_break).toBeGreaterThan(0);
    }
    const unseen = list.filter((a) => !a.seen);
    expect(unseen.length).toBeGreaterThanOrEqual(3);
    expect(unseen.length).toBeLessThan(25);
    expect(unseen.some((a) => a.type === 'SOS' && a.created_at.getTime() > t - HOUR)).toBe(true);
    expect(list.filter((a) => a.seen).length).toBeGreaterThan(list.length * 0.8);
  });

  it('has a geofence crossing for every zone alert, guards walking back in, and the report fallbacks', async () => {
    const zoneAlerts = await count(sql`select count(*) from alerts
      where type in ('Geofence Exit', 'Restricted Area Entry', 'Break Zone Exit')`);
    const crossings = await q<{
      alert_type: string | null;
      title: string | null;
      event_id: string | null;
      zone_type: string | null;
      crossing: string;
      at: Date;
    }>(sql`select a.type as alert_type, g.title, g.event_id, g.zone_type, g.crossing, g.at
             from geofence_activity g left join alerts a on a.id = g.alert_id`);
    const fromAlerts = crossings.filter((c) => c.alert_type);
    expect(fromAlerts.length).toBe(zoneAlerts);
    for (const c of fromAlerts) {
      expect(c.crossing).toBe(c.alert_type === 'Restricted Area Entry' ? 'enter' : 'exit');
      expect(c.zone_type).toBe(
        c.alert_type === 'Geofence Exit'
          ? 'Allowed zone'
          : c.alert_type === 'Break Zone Exit'
            ? 'Break zone'
            : 'Restricted zone',
      );
      expect(c.title).toBeTruthy();
    }
    expect(crossings.some((c) => !c.alert_type && c.crossing === 'enter' && c.title)).toBe(true);
    expect(crossings.some((c) => c.title === null)).toBe(true);
    expect(crossings.some((c) => c.event_id === null && c.zone_type === null)).toBe(true);
    expect(crossings.every((c) => c.at.getTime() <= now.getTime())).toBe(true);
  });

  it('has incident reports of every filed type, with realistic fields and comments', async () => {
    const reports = await q<{
      report_type: string;
      incident_type: string | null;
      status: string;
      vandalism_type: string | null;
      victim_number: string | null;
      witness_number: string | null;
      police_called: boolean | null;
      police_report_number: string | null;
      submitted_at: Date;
      incident_date: Date;
      comments: number;
    }>(sql`select r.report_type, r.incident_type, r.status, r.vandalism_type, r.victim_number, r.witness_number,
             r.police_called, r.police_report_number, r.submitted_at, r.incident_date,
             (select count(*)::int from incident_report_comments c where c.report_id = r.id
               and c.created_at >= r.submitted_at and c.created_at <= ${now}) as comments
           from incident_reports r`);
    for (const type of fileableReportTypes) {
      expect(
        reports.some((r) => r.report_type === type && r.comments > 0),
        type,
      ).toBe(true);
    }
    expect(new Set(reports.map((r) => r.status))).toEqual(new Set(['', 'Under review', 'Closed']));
    const phone = /^\(\d{3}\) \d{3}-\d{4}$/;
    for (const r of reports) {
      if (r.incident_type !== null) {
        expect(['Fire Alarm', 'Vandalism', 'Suspicious Activity', 'Break-In', 'Assault']).toContain(r.incident_type);
      }
      if (r.report_type === 'Vandalism Report') expect(r.vandalism_type).toBe('Graffiti');
      if (r.victim_number !== null) expect(r.victim_number).toMatch(phone);
      if (r.witness_number !== null) expect(r.witness_number).toMatch(phone);
      if (r.police_called) expect(r.police_report_number).toBeTruthy();
      expect(r.incident_date.getTime()).toBeLessThan(r.submitted_at.getTime());
      expect(r.submitted_at.getTime()).toBeLessThanOrEqual(now.getTime());
    }
    expect(reports.some((r) => r.submitted_at.getTime() > now.getTime() - 7 * DAY)).toBe(true);
  });

  it("signs each report with a PNG drawing, as the phone's signature pad makes, which the API would accept", async () => {
    const reports = await q<{ signature: string | null }>(sql`select signature from incident_reports`);
    expect(reports.length).toBeGreaterThan(0);
    for (const { signature } of reports) {
      expect(reportUpdateBodySchema.shape.signature.safeParse(signature).success).toBe(true);
      const png = Buffer.from((signature ?? '').replace('data:image/png;base64,', ''), 'base64');
      const { format, width, height } = await sharp(png).metadata();
      expect({ format, height }).toEqual({ format: 'png', height: 70 });
      expect(width).toBeGreaterThanOrEqual(260);
    }
  });

  it('has visitors on site, expected, checked out and cancelled, and a blocklist', async () => {
    const list = await q<{
      status: string;
      expected_at: Date | null;
      checked_in_at: Date | null;
      checked_out_at: Date | null;
    }>(sql`select status, expected_at, checked_in_at, checked_out_at from visitors where client_id = ${sentinelId}`);
    const t = now.getTime();
    const by = (status: string) => list.filter((v) => v.status === status);
    expect(by('checked_in').length).toBeGreaterThan(0);
    for (const v of by('checked_in')) {
      expect(v.checked_in_at?.getTime()).toBeLessThanOrEqual(t);
      expect(v.checked_out_at).toBeNull();
    }
    expect(by('expected').length).toBeGreaterThan(0);
    for (const v of by('expected')) expect(v.expected_at?.getTime()).toBeGreaterThan(t);
    expect(by('checked_out').length).toBeGreaterThan(5);
    for (const v of by('checked_out')) expect(v.checked_out_at?.getTime()).toBeLessThanOrEqual(t);
    expect(by('cancelled').length).toBeGreaterThan(0);
    expect(await count(sql`select count(*) from visitor_blocklist where client_id = ${sentinelId}`)).toBeGreaterThan(0);
  });

  it('has direct, group and event conversations with their messages', async () => {
    const list = await q<{
      kind: string;
      event_id: string | null;
      last_message_at: Date;
      messages: number;
      latest: Date;
      outsiders: number;
    }>(sql`select c.kind, c.event_id, c.last_message_at,
             (select count(*)::int from messages m where m.conversation_id = c.id) as messages,
             (select max(created_at) from messages m where m.conversation_id = c.id) as latest,
             (select count(*)::int from messages m where m.conversation_id = c.id and not exists (
               select 1 from conversation_members x where x.conversation_id = c.id and x.user_id = m.sender_id)) as outsiders
           from conversations c where c.client_id = ${sentinelId}`);
    expect(new Set(list.map((c) => c.kind))).toEqual(new Set(['direct', 'group', 'event']));
    for (const c of list) {
      expect(c.messages).toBeGreaterThanOrEqual(5);
      expect(c.messages).toBeLessThanOrEqual(20);
      expect(c.last_message_at.getTime()).toBe(c.latest.getTime());
      expect(c.last_message_at.getTime()).toBeLessThanOrEqual(now.getTime());
      expect(c.outsiders).toBe(0);
      if (c.kind === 'event') expect(c.event_id).toBeTruthy();
    }
    expect(
      await count(sql`select count(*) from conversation_members m join users u on u.id = m.user_id
                      where u.email in ('guard@demo.test', 'supervisor@demo.test', 'executive@demo.test')`),
    ).toBeGreaterThanOrEqual(5);
  });

  it('has tasks across events in every state', async () => {
    const list = await q<{ status: string; completed_at: Date | null; event_id: string | null }>(
      sql`select status, completed_at, event_id from tasks where client_id = ${sentinelId}`,
    );
    expect(new Set(list.map((t) => t.status))).toEqual(new Set(['open', 'in_progress', 'done', 'cancelled']));
    expect(new Set(list.map((t) => t.event_id)).size).toBeGreaterThanOrEqual(8);
    for (const t of list) {
      if (t.status === 'done') expect(t.completed_at?.getTime()).toBeLessThanOrEqual(now.getTime());
      else expect(t.completed_at).toBeNull();
    }
  });

  it('has tours on the events going on now, with completed, late and missed runs, all judged already', async () => {
    const list = await q<{
      id: string;
      event_id: string;
      checkpoint_ids: string[];
      valid_from: Date;
      lat: number;
      lng: number;
    }>(sql`select t.id, t.event_id, t.checkpoint_ids::text[] as checkpoint_ids, t.valid_from, e.latitude as lat,
             e.longitude as lng
           from tours t join events e on e.id = t.event_id
           where e.start_at <= ${now} and e.end_at > ${now} and t.client_id = ${sentinelId}`);
    expect(list.length).toBeGreaterThanOrEqual(1);
    const states = new Set<string>();
    for (const tour of list) {
      // Near the venue: within 300 m of the event's position (0.0027° of latitude ≈ 300 m).
      const points = await q<{ latitude: number; longitude: number }>(
        sql`select latitude, longitude from checkpoints where event_id = ${tour.event_id}`,
      );
      expect(points).toHaveLength(3);
      for (const p of points) expect(Math.abs(p.latitude - tour.lat)).toBeLessThan(0.0027);
      const runs = await q<{
        starts_at: Date;
        ends_at: Date;
        closes_at: Date;
        closed_at: Date | null;
        alert: string | null;
      }>(
        sql`select starts_at, ends_at, closes_at, closed_at, missed_alert_id as alert from tour_runs
            where tour_id = ${tour.id} order by starts_at`,
      );
      expect(runs[0]?.starts_at.getTime()).toBe(tour.valid_from.getTime());
      for (const run of runs) {
        const scans = await q<{ checkpoint_id: string; scanned_at: Date }>(
          sql`select checkpoint_id, scanned_at from checkpoint_scans s join tour_runs r on r.id = s.tour_run_id
              where r.tour_id = ${tour.id} and r.starts_at = ${run.starts_at}`,
        );
        const outcome = runOutcome(
          { startsAt: run.starts_at, endsAt: run.ends_at, closesAt: run.closes_at },
          tour.checkpoint_ids,
          false,
          scans.map((x) => ({ checkpointId: x.checkpoint_id, at: x.scanned_at })),
          now,
        );
        states.add(outcome.state);
        const closed = run.closes_at.getTime() <= now.getTime();
        expect(run.closed_at !== null).toBe(closed);
        expect(run.alert !== null).toBe(outcome.state === 'missed checkpoints');
      }
    }
    expect(states).toEqual(new Set(['completed', 'completed late', 'missed checkpoints', 'in progress']));
    // Judged already: the scheduled check finds nothing more to raise.
    expect(await raiseMissedCheckpoints({ db: main.db, clock: () => now })).toEqual([]);
  });

  it("saves the supervisor's note of yesterday through the daily-activity service: written and audited as theirs", async () => {
    const notes = await q<{
      body: string;
      day: string;
      updated_at: Date;
      writer: string;
      audited_by: string | null;
    }>(sql`
      select n.body, n.day::text as day, n.updated_at, u.email as writer,
        (select a.email from audit_log l join users a on a.id = l.actor_id
          where l.action = 'daily-note.save' and l.entity_id = n.event_id::text and l.created_at = n.updated_at) as audited_by
      from daily_notes n join users u on u.id = n.updated_by`);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ writer: 'supervisor@demo.test', audited_by: 'supervisor@demo.test' });
    expect(notes[0]?.updated_at.getTime()).toBeLessThan(now.getTime());
  });

  it('gives each client a holiday calendar and a weekly contract per customer with events, priced from the pay rates', async () => {
    const calendars = await q<{ client: string; name: string; dates: string[] }>(
      sql`select c.name as client, h.name, array_agg(d.date::text order by d.date) as dates from holiday_calendars h
          join clients c on c.id = h.client_id join holiday_dates d on d.calendar_id = h.id group by c.name, h.name`,
    );
    expect(calendars.map((c) => c.client).sort()).toEqual(['Lakeshore Protective Services', 'Sentinel Guard Services']);
    for (const calendar of calendars) {
      expect(calendar.name).toBe('Public holidays');
      // The six major US holidays of this and next year, e.g. Independence Day and Thanksgiving (4th Thursday).
      expect(calendar.dates).toHaveLength(12);
      expect(calendar.dates).toContain('2026-07-04');
      expect(calendar.dates).toContain('2026-11-26');
      expect(calendar.dates).toContain('2027-12-25');
    }
    const contracts = await q<{
      code: string;
      currency: string;
      starts_on: string;
      billing_cycle: string;
      week_starts_on: number;
      terms_days: number;
      bill_basis: string;
      ot_basis: string;
      ot_after_minutes: number;
      rounding_minutes: number;
      calendar: string | null;
      emails: string[];
      contact: string | null;
      created_at: Date;
    }>(sql`select k.code, k.currency, k.starts_on::text as starts_on, k.billing_cycle, k.week_starts_on, k.terms_days,
             k.bill_basis, k.ot_basis, k.ot_after_minutes, k.rounding_minutes, h.name as calendar,
             k.billing_emails as emails, c.contact_email as contact, k.created_at
           from contracts k join customers c on c.id = k.customer_id
           left join holiday_calendars h on h.id = k.holiday_calendar_id and h.client_id = k.client_id`);
    const customersWithEvents = await count(sql`select count(distinct customer_id) from events`);
    expect(contracts).toHaveLength(customersWithEvents);
    for (const k of contracts) {
      expect(k.code).toMatch(/^[A-Z]+-2026$/);
      expect(k).toMatchObject({
        currency: 'USD',
        starts_on: '2025-12-01',
        billing_cycle: 'weekly',
        week_starts_on: 1,
        terms_days: 30,
        bill_basis: 'actual_within_shift',
        ot_basis: 'guard_line_week',
        ot_after_minutes: 2400,
        rounding_minutes: 15,
        calendar: 'Public holidays',
      });
      expect(k.emails).toEqual(k.contact ? [k.contact] : []);
      expect(k.created_at.getTime()).toBeLessThan(now.getTime());
    }
    const lines = await q<{
      event_id: string;
      item_code: string;
      method: string;
      post: string | null;
      bill_rate_cents: number | null;
      fixed_cents: number | null;
      pay_rate: number;
      effective_from: string;
      effective_to: string | null;
    }>(sql`select l.event_id, l.item_code, l.method, l.post, l.bill_rate_cents::int as bill_rate_cents,
             l.fixed_cents::int as fixed_cents, e.guard_pay_rate_cents as pay_rate, l.effective_from::text as effective_from,
             l.effective_to::text as effective_to
           from contract_lines l join events e on e.id = l.event_id and e.client_id = l.client_id
           order by l.effective_from`);
    const guardLines = lines.filter((l) => l.item_code === 'GUARD');
    expect(new Set(guardLines.map((l) => l.event_id)).size).toBe(await count(sql`select count(*) from events`));
    // Each in force over the billing weeks of its event, Monday to Sunday.
    for (const l of lines) {
      expect(new Date(`${l.effective_from}T12:00:00Z`).getUTCDay()).toBe(l.effective_from === '2026-02-15' ? 0 : 1);
      expect(new Date(`${l.effective_to}T12:00:00Z`).getUTCDay()).toBe(l.effective_to === '2026-02-14' ? 6 : 0);
    }
    // A rate change four weeks ago on each client's longest-running active event, and a fixed patrol fee there.
    const changed = guardLines.filter((l) => l.effective_from === '2026-02-15');
    expect(changed).toHaveLength(2);
    for (const l of guardLines.filter((x) => !changed.includes(x)))
      expect(l.bill_rate_cents).toBe(Math.round((l.pay_rate * 1.6) / 100) * 100);
    for (const v2 of changed) {
      const v1 = guardLines.find((l) => l.event_id === v2.event_id && l !== v2);
      expect(v1?.effective_to).toBe('2026-02-14');
      expect(v2.bill_rate_cents).toBeGreaterThan(v1?.bill_rate_cents ?? Infinity);
      expect(
        lines.some(
          (l) => l.event_id === v2.event_id && l.item_code === 'PATROL' && l.method === 'fixed' && l.fixed_cents,
        ),
      ).toBe(true);
    }
    // Per client, a per-call line for the event and type its cleared calls came to most often: a draft shows it.
    const perCall = await q<{ client_id: string; calls: number }>(sql`select l.client_id, count(c.id)::int as calls
           from contract_lines l
           join dispatch_calls c on c.client_id = l.client_id and c.event_id = l.event_id and c.type = l.call_type
             and c.status = 'cleared'
           where l.method = 'per_call' and l.post is null and l.fixed_cents = 6500
           group by l.client_id`);
    expect(perCall).toHaveLength(await count(sql`select count(*) from clients`));
    for (const row of perCall) expect(row.calls).toBeGreaterThan(0);
  });

  it('writes history only: nothing happens after now', async () => {
    expect(await rowsFromTheFuture(main, now)).toEqual({});
  });

  it.each([
    ['just after the spring DST change', '2026-03-08T08:30:00Z'],
    ['in the repeated hour of the autumn DST change', '2026-11-01T06:45:00Z'],
    ['one millisecond before local midnight', '2026-07-04T04:59:59.999Z'],
    ['at local midnight on New Year', '2027-01-01T06:00:00Z'],
  ])('seeds a living operation at any moment: %s', async (_label, iso) => {
    const at = new Date(iso);
    const other = await createTestDatabase();
    try {
      expect(await seedDemoIfEmpty(other.db, at)).toBe(true);
      expect(await rowsFromTheFuture(other, at)).toEqual({});
      const live = await liveFigures(other, at);
      expect(live?.on_duty).toBeGreaterThanOrEqual(8);
      expect(live?.on_break).toBeGreaterThanOrEqual(2);
      expect(live?.active).toBe(3);
      expect(live?.visitors).toBeGreaterThan(0);
      expect(live?.live_sos).toBe(1);
    } finally {
      await other.destroy();
    }
  });

  it('does nothing the second time', async () => {
    const before = await projection(main);
    expect(await seedDemoIfEmpty(main.db, new Date(now.getTime() + DAY))).toBe(false);
    expect(await projection(main)).toEqual(before);
  });

  it('is deterministic: the same now gives the same operation', async () => {
    const other = await createTestDatabase();
    try {
      await seedDemo(other.db, now);
      expect(await projection(other)).toEqual(await projection(main));
    } finally {
      await other.destroy();
    }
  });
});
