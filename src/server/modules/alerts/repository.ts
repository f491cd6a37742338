import { type SQL, sql } from 'drizzle-orm';
import { type Alert, type AlertFilter, type AlertParams, alertCategoryOf } from '../../../shared/contract/alerts.ts';
import type { Database } from '../../db/client.ts';
import type { AlertType } from '../../db/schema.ts';

export type Db = Pick<Database, 'execute' | 'insert'>;

export interface AlertRow extends Record<string, unknown> {
  id: string;
  client_id: string;
  type: string;
  title: string;
  message: string | null;
  params: AlertParams | null;
  notes: string | null;
  task_name: string | null;
  guard_id: string | null;
  guard_name: string | null;
  event_id: string | null;
  event_name: string | null;
  event_customer_id: string | null;
  length_of_break: number | null;
  latitude: number | null;
  longitude: number | null;
  seen: boolean;
  seen_at: Date | null;
  seen_by: string | null;
  seen_by_name: string | null;
  assigned_by: string | null;
  assigned_by_name: string | null;
  unassigned_by: string | null;
  unassigned_by_name: string | null;
  created_at: Date;
}

const nameOf = (alias: string) => sql.raw(`coalesce(nullif(${alias}.display_name, ''), ${alias}.email)`);

/** Alerts with the names they show, as `x` joined to its event `ev`; `where` may use both. */
function alertsQuery(where: SQL, tail: SQL = sql``): SQL {
  return sql`
    select x.id, x.client_id, x.type, x.title, x.message, x.params, x.notes, x.task_name, x.guard_id, ${nameOf('g')} as guard_name,
      x.event_id, ev.name as event_name, ev.customer_id as event_customer_id, x.length_of_break, x.latitude,
      x.longitude, x.seen, x.seen_at, x.seen_by, ${nameOf('sb')} as seen_by_name, x.assigned_by,
      ${nameOf('ab')} as assigned_by_name, x.unassigned_by, ${nameOf('ub')} as unassigned_by_name, x.created_at
    from alerts x
    left join users g on g.id = x.guard_id
    left join events ev on ev.id = x.event_id
    left join users sb on sb.id = x.seen_by
    left join users ab on ab.id = x.assigned_by
    left join users ub on ub.id = x.unassigned_by
    where ${where}
    ${tail}`;
}

const categoryPredicates: Record<AlertFilter, SQL> = {
  all: sql`true`,
  sos: sql`x.type in ('SOS', 'Missed Check-Call', 'No Movement')`,
  geofence: sql`(x.type like '%Geofence%' or x.type like '%Restricted Area%')`,
  break: sql`(x.type like '%Break%' and x.type not like '%Geofence%' and x.type not like '%Restricted Area%')`,
};

/** One page of the alerts matching `scope` (a predicate on `x`), newest first, and the unread count of the scope. */
export async function listAlerts(
  db: Db,
  scope: SQL,
  filter: AlertFilter,
  limit: number,
  before: Date | undefined,
): Promise<{ rows: AlertRow[]; unseen: number; hasMore: boolean }> {
  const page = before ? sql`x.created_at < ${before.toISOString()}::timestamptz` : sql`true`;
  const [rows, counts] = await Promise.all([
    db.execute<AlertRow>(
      alertsQuery(
        sql`${scope} and ${categoryPredicates[filter]} and ${page}`,
        sql`order by x.created_at desc, x.id desc limit ${limit + 1}`,
      ),
    ),
    db.execute<{ unseen: number }>(sql`select count(*)::int as unseen from alerts x where ${scope} and not x.seen`),
  ]);
  return {
    rows: rows.rows.slice(0, limit),
    unseen: counts.rows[0]?.unseen ?? 0,
    hasMore: rows.rows.length > limit,
  };
}

export async function findAlert(db: Db, scope: SQL, id: string): Promise<AlertRow | undefined> {
  const result = await db.execute<AlertRow>(alertsQuery(sql`x.id = ${id} and ${scope}`));
  return result.rows[0];
}

/** Any client's alert by id (the live hub loads it, then checks each listener's access). */
export async function loadAlert(db: Db, id: string): Promise<AlertRow | undefined> {
  return findAlert(db, sql`true`, id);
}

/** Marks it seen once: the first acknowledgement wins (who and when); later ones change nothing. */
export async function markSeen(db: Db, id: string, userId: string, now: Date): Promise<boolean> {
  const result = await db.execute(sql`
    update alerts set seen = true, seen_at = ${now.toISOString()}::timestamptz, seen_by = ${userId}
    where id = ${id} and not seen`);
  return (result.rowCount ?? 0) > 0;
}

export async function deleteAlert(db: Db, id: string): Promise<void> {
  await db.execute(sql`delete from alerts where id = ${id}`);
}

const iso = (value: Date | string | null) => (value ? new Date(value).toISOString() : null);
const person = (id: string | null, name: string | null) => (id ? { id, name: name ?? '' } : null);

export function toAlert(row: AlertRow): Alert {
  return {
    id: row.id,
    type: row.type,
    category: alertCategoryOf(row.type),
    title: row.title,
    message: row.message,
    params: row.params,
    notes: row.notes,
    taskName: row.task_name,
    guard: person(row.guard_id, row.guard_name),
    event: row.event_id ? { id: row.event_id, name: row.event_name ?? '' } : null,
    lengthOfBreak: row.length_of_break,
    latitude: row.latitude,
    longitude: row.longitude,
    seen: row.seen,
    seenAt: iso(row.seen_at),
    seenBy: person(row.seen_by, row.seen_by_name),
    assignedBy: person(row.assigned_by, row.assigned_by_name),
    unassignedBy: person(row.unassigned_by, row.unassigned_by_name),
    createdAt: iso(row.created_at) ?? '',
  };
}

// ── Raising alerts ─────────────────────────────────────────────────────────────────────────────────────────
// Every alert is written here and nowhere else, so what an alert row holds (and the live stream's trigger on
// this table) has one writer to reason about. An architecture test keeps it so.

export interface NewAlert {
  clientId: string;
  type: AlertType;
  /** The guard the alert is about; null when nobody of the client is (a watch-list match at an admin's desk). */
  guardId: string | null;
  eventId: string | null;
  title: string;
  message: string | null;
  /** What the title and message are made of (modules/alerts/alert-texts.ts), for each reader's language. */
  params: AlertParams;
  notes?: string | null;
  lat?: number | null;
  lng?: number | null;
  lengthOfBreak?: number | null;
  assignedBy?: string | null;
  unassignedBy?: string | null;
  now: Date;
}

/** Inserts one alert and returns its id. */
export async function insertAlert(db: Db, values: NewAlert): Promise<string> {
  const result = await db.execute<{ id: string }>(sql`
    insert into alerts (client_id, type, guard_id, event_id, title, message, params, notes, latitude, longitude,
      length_of_break, assigned_by, unassigned_by, created_at)
    values (${values.clientId}, ${values.type}, ${values.guardId}, ${values.eventId}, ${values.title},
      ${values.message}, ${JSON.stringify(values.params)}::jsonb, ${values.notes ?? null}, ${values.lat ?? null}, ${values.lng ?? null},
      ${values.lengthOfBreak ?? null}, ${values.assignedBy ?? null}, ${values.unassignedBy ?? null},
      ${values.now.toISOString()}::timestamptz)
    returning id`);
  const row = result.rows[0];
  if (!row) throw new Error('alert insert returned nothing');
  return row.id;
}

/**
 * Raises one Break Overrun alert for each open break past its allowed length that has none yet, and audits each,
 * in one statement. Safe with several API processes: each break is claimed once (its marker column, rows locked
 * with skip locked). Returns the ids of the alerts raised.
 */
export async function insertDueBreakOverrunAlerts(db: Db, now: Date): Promise<string[]> {
  const at = now.toISOString();
  const result = await db.execute<{ id: string }>(sql`
    with due as (
      select b.id from breaks b
      where b.end_at is null and b.overrun_alerted_at is null
        and b.start_at + make_interval(mins => b.length_of_break) < ${at}::timestamptz
      order by b.start_at
      limit 500
      for update skip locked),
    marked as (
      update breaks b set overrun_alerted_at = ${at}::timestamptz from due where b.id = due.id
      returning b.id, b.client_id, b.user_id, b.event_id, b.length_of_break),
    raised as (
      insert into alerts (client_id, type, guard_id, event_id, title, message, params, latitude, longitude,
        length_of_break, created_at)
      select m.client_id, 'Break Overrun', m.user_id, m.event_id,
        'Break overrun: ' || coalesce(nullif(u.display_name, ''), u.email),
        coalesce(nullif(u.display_name, ''), u.email) || '''s ' || m.length_of_break
          || '-minute break has run over and is still going.' || coalesce(' event: ' || m.event_id::text, ''),
        -- As breakOverrunAlertTexts (alert-texts.ts) writes them for a break still going: no minutes over yet.
        jsonb_build_object('name', coalesce(nullif(u.display_name, ''), u.email), 'lengthOfBreak', m.length_of_break),
        s.latitude, s.longitude, m.length_of_break, ${at}::timestamptz
      from marked m
      join users u on u.id = m.user_id
      left join guard_zone_states s on s.user_id = m.user_id
      returning id, client_id, guard_id, event_id),
    audited as (
      insert into audit_log (client_id, actor_id, action, entity, entity_id, data, created_at)
      select client_id, null, 'alert.raise', 'alert', id::text,
        jsonb_build_object('type', 'Break Overrun', 'guardId', guard_id, 'eventId', event_id, 'by', 'scheduled check'),
        ${at}::timestamptz
      from raised)
    select id from raised`);
  return result.rows.map((row) => row.id);
}

/**
 * Raises one Missed Clock-In alert for each assignment whose shift started its client's no-show grace ago (10
 * minutes unless set) and is not over, whose person has no clock entry covering any of the shift, and that has
 * none yet; audits each, in one statement. Safe with several API processes: each assignment is claimed once (its
 * `no_show_alert_id` marker, rows locked with skip locked). Returns the ids of the alerts raised.
 */
export async function insertDueMissedClockInAlerts(db: Db, now: Date): Promise<string[]> {
  const at = now.toISOString();
  const result = await db.execute<{ id: string }>(sql`
    with due as (
      select a.id, a.client_id, a.user_id, s.event_id, s.post, s.start_at, gen_random_uuid() as alert_id
      from shift_assignments a
      join shifts s on s.id = a.shift_id
      left join scheduling_settings st on st.client_id = a.client_id
      where a.status = 'assigned' and a.no_show_alert_id is null and s.cancelled_at is null
        and s.start_at + make_interval(mins => coalesce(st.no_show_grace_minutes, 10)) <= ${at}::timestamptz
        and s.end_at > ${at}::timestamptz
        and not exists (
          select 1 from clock_entries c
          where c.client_id = a.client_id and c.user_id = a.user_id
            and c.clock_in < s.end_at and (c.clock_out is null or c.clock_out > s.start_at))
      order by s.start_at
      limit 500
      for update of a skip locked),
    raised as (
      insert into alerts (id, client_id, type, guard_id, event_id, title, message, params, created_at)
      select d.alert_id, d.client_id, 'Missed Clock-In', d.user_id, d.event_id,
        'Missed clock-in: ' || coalesce(nullif(u.display_name, ''), u.email),
        -- As missedClockInAlertTexts (alert-texts.ts) writes them.
        coalesce(nullif(u.display_name, ''), u.email) || ' has not clocked in for the ' || d.post || ' shift at '
          || ev.name || ' that started '
          || floor(extract(epoch from ${at}::timestamptz - d.start_at) / 60)::int || ' minutes ago. event: '
          || d.event_id::text,
        jsonb_build_object('name', coalesce(nullif(u.display_name, ''), u.email), 'eventName', ev.name,
          'post', d.post, 'minutes', floor(extract(epoch from ${at}::timestamptz - d.start_at) / 60)::int),
        ${at}::timestamptz
      from due d
      join users u on u.id = d.user_id
      join events ev on ev.id = d.event_id
      returning id, client_id, guard_id, event_id),
    marked as (
      update shift_assignments a set no_show_alert_id = d.alert_id from due d where a.id = d.id),
    audited as (
      insert into audit_log (client_id, actor_id, action, entity, entity_id, data, created_at)
      select client_id, null, 'alert.raise', 'alert', id::text,
        jsonb_build_object('type', 'Missed Clock-In', 'guardId', guard_id, 'eventId', event_id, 'by', 'scheduled check'),
        ${at}::timestamptz
      from raised)
    select id from raised`);
  return result.rows.map((row) => row.id);
}

/**
 * A late clock-in closes the Missed Clock-In alert of its shift: the alert records how late the person came and
 * counts as seen — by them, when they clocked in, unless someone saw it before. Answers the alert's id, or nothing when there was none open.
 */
export async function closeMissedClockInAlert(
  db: Db,
  values: { alertId: string; userId: string; clockedInAt: Date; lateMinutes: number; texts: { message: string } },
): Promise<string | undefined> {
  const result = await db.execute<{ id: string }>(sql`
    update alerts set
      params = coalesce(params, '{}'::jsonb) || jsonb_build_object('lateMinutes', ${values.lateMinutes}::int),
      message = ${values.texts.message},
      seen = true,
      seen_at = case when seen then seen_at else ${values.clockedInAt.toISOString()}::timestamptz end,
      seen_by = case when seen then seen_by else ${values.userId}::uuid end
    where id = ${values.alertId} and type = 'Missed Clock-In' and not coalesce(params ? 'lateMinutes', false)
    returning id`);
  return result.rows[0]?.id;
}
