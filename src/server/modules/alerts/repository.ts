import { and, count, desc, eq, lt, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type Alert, type AlertFilter, type AlertParams, alertCategoryOf } from '../../../shared/contract/alerts.ts';
import type { Database } from '../../db/client.ts';
import { personName, personNameOfAlias } from '../../db/person-name.ts';
import { type AlertType, alerts, events, users } from '../../db/schema.ts';

export type Db = Pick<Database, 'execute' | 'select' | 'insert' | 'update' | 'delete'>;

// The aliases the access predicates name (a scope is a predicate on the alert `x`, alertsVisible).
const x = alias(alerts, 'x');
const ev = alias(events, 'ev');
const guard = alias(users, 'g');
const seenBy = alias(users, 'sb');
const assignedBy = alias(users, 'ab');
const unassignedBy = alias(users, 'ub');

/** An alert with the names it shows and its event's customer. */
export type AlertRow = typeof alerts.$inferSelect & {
  guardName: string | null;
  eventName: string | null;
  eventCustomerId: string | null;
  seenByName: string | null;
  assignedByName: string | null;
  unassignedByName: string | null;
};

/** Alerts with the names they show, as `x` joined to its event `ev`; a where may use both. */
function selectAlerts(db: Pick<Database, 'select'>) {
  return db
    .select({
      id: x.id,
      clientId: x.clientId,
      type: x.type,
      guardId: x.guardId,
      eventId: x.eventId,
      taskName: x.taskName,
      lengthOfBreak: x.lengthOfBreak,
      title: x.title,
      notes: x.notes,
      message: x.message,
      params: x.params,
      latitude: x.latitude,
      longitude: x.longitude,
      seen: x.seen,
      seenAt: x.seenAt,
      seenBy: x.seenBy,
      assignedBy: x.assignedBy,
      unassignedBy: x.unassignedBy,
      createdAt: x.createdAt,
      guardName: personName<string | null>(guard),
      eventName: ev.name,
      eventCustomerId: ev.customerId,
      seenByName: personName<string | null>(seenBy),
      assignedByName: personName<string | null>(assignedBy),
      unassignedByName: personName<string | null>(unassignedBy),
    })
    .from(x)
    .leftJoin(guard, eq(guard.id, x.guardId))
    .leftJoin(ev, eq(ev.id, x.eventId))
    .leftJoin(seenBy, eq(seenBy.id, x.seenBy))
    .leftJoin(assignedBy, eq(assignedBy.id, x.assignedBy))
    .leftJoin(unassignedBy, eq(unassignedBy.id, x.unassignedBy));
}

const categoryPredicates: Record<AlertFilter, SQL> = {
  all: sql`true`,
  sos: sql`${x.type} in ('SOS', 'Missed Check-Call', 'No Movement')`,
  geofence: sql`(${x.type} like '%Geofence%' or ${x.type} like '%Restricted Area%')`,
  break: sql`(${x.type} like '%Break%' and ${x.type} not like '%Geofence%' and ${x.type} not like '%Restricted Area%')`,
};

/** One page of the alerts matching `scope` (a predicate on `x`), newest first, and the unread count of the scope. */
export async function listAlerts(
  db: Pick<Database, 'select'>,
  scope: SQL,
  filter: AlertFilter,
  limit: number,
  before: Date | undefined,
): Promise<{ rows: AlertRow[]; unseen: number; hasMore: boolean }> {
  const [rows, counts] = await Promise.all([
    selectAlerts(db)
      .where(and(scope, categoryPredicates[filter], before ? lt(x.createdAt, before) : undefined))
      .orderBy(desc(x.createdAt), desc(x.id))
      .limit(limit + 1),
    db
      .select({ unseen: count() })
      .from(x)
      .where(and(scope, sql`not ${x.seen}`)),
  ]);
  return { rows: rows.slice(0, limit), unseen: counts[0]?.unseen ?? 0, hasMore: rows.length > limit };
}

export async function findAlert(db: Pick<Database, 'select'>, scope: SQL, id: string): Promise<AlertRow | undefined> {
  const [row] = await selectAlerts(db).where(and(eq(x.id, id), scope));
  return row;
}

/** Any client's alert by id (the live hub loads it, then checks each listener's access). */
export async function loadAlert(db: Pick<Database, 'select'>, id: string): Promise<AlertRow | undefined> {
  return findAlert(db, sql`true`, id);
}

/** Marks it seen once: the first acknowledgement wins (who and when); later ones change nothing. */
export async function markSeen(db: Pick<Database, 'update'>, id: string, userId: string, now: Date): Promise<boolean> {
  const marked = await db
    .update(alerts)
    .set({ seen: true, seenAt: now, seenBy: userId })
    .where(and(eq(alerts.id, id), eq(alerts.seen, false)))
    .returning({ id: alerts.id });
  return marked.length > 0;
}

export async function deleteAlert(db: Pick<Database, 'delete'>, id: string): Promise<void> {
  await db.delete(alerts).where(eq(alerts.id, id));
}

const iso = (value: Date | null) => value?.toISOString() ?? null;
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
    taskName: row.taskName,
    guard: person(row.guardId, row.guardName),
    event: row.eventId ? { id: row.eventId, name: row.eventName ?? '' } : null,
    lengthOfBreak: row.lengthOfBreak,
    latitude: row.latitude,
    longitude: row.longitude,
    seen: row.seen,
    seenAt: iso(row.seenAt),
    seenBy: person(row.seenBy, row.seenByName),
    assignedBy: person(row.assignedBy, row.assignedByName),
    unassignedBy: person(row.unassignedBy, row.unassignedByName),
    createdAt: row.createdAt.toISOString(),
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
export async function insertAlert(db: Pick<Database, 'insert'>, values: NewAlert): Promise<string> {
  const [row] = await db
    .insert(alerts)
    .values({
      clientId: values.clientId,
      type: values.type,
      guardId: values.guardId,
      eventId: values.eventId,
      title: values.title,
      message: values.message,
      params: values.params,
      notes: values.notes ?? null,
      latitude: values.lat ?? null,
      longitude: values.lng ?? null,
      lengthOfBreak: values.lengthOfBreak ?? null,
      assignedBy: values.assignedBy ?? null,
      unassignedBy: values.unassignedBy ?? null,
      createdAt: values.now,
    })
    .returning({ id: alerts.id });
  if (!row) throw new Error('alert insert returned nothing');
  return row.id;
}

/** What the scheduled checks' one-statement raises answer: the ids of the alerts raised. */
type RaisedAlert = { id: string };

/** The audit entries of a scheduled check's raise, as the CTE that follows its `raised` CTE (one per alert). */
function auditRaised(type: string, at: string): SQL {
  return sql`audited as (
      insert into audit_log (client_id, actor_id, action, entity, entity_id, data, created_at)
      select client_id, null, 'alert.raise', 'alert', id::text,
        jsonb_build_object('type', ${type}::text, 'guardId', guard_id, 'eventId', event_id, 'by', 'scheduled check'),
        ${at}::timestamptz
      from raised)`;
}

/**
 * Raises one Break Overrun alert for each open break past its allowed length that has none yet, and audits each,
 * in one statement. Safe with several API processes: each break is claimed once (its marker column, rows locked
 * with skip locked). Returns the ids of the alerts raised.
 */
export async function insertDueBreakOverrunAlerts(db: Pick<Database, 'execute'>, now: Date): Promise<string[]> {
  const at = now.toISOString();
  const result = await db.execute<RaisedAlert>(sql`
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
        'Break overrun: ' || ${personNameOfAlias('u')},
        ${personNameOfAlias('u')} || '''s ' || m.length_of_break
          || '-minute break has run over and is still going.' || coalesce(' event: ' || m.event_id::text, ''),
        -- As breakOverrunAlertTexts (alert-texts.ts) writes them for a break still going: no minutes over yet.
        jsonb_build_object('name', ${personNameOfAlias('u')}, 'lengthOfBreak', m.length_of_break),
        s.latitude, s.longitude, m.length_of_break, ${at}::timestamptz
      from marked m
      join users u on u.id = m.user_id
      left join guard_zone_states s on s.user_id = m.user_id
      returning id, client_id, guard_id, event_id),
    ${auditRaised('Break Overrun', at)}
    select id from raised`);
  return result.rows.map((row) => row.id);
}

/**
 * Raises one Missed Clock-In alert for each assignment whose shift started its client's no-show grace ago (10
 * minutes unless set) and is not over, whose person has no clock entry covering any of the shift, and that has
 * none yet; audits each, in one statement. Safe with several API processes: each assignment is claimed once (its
 * `no_show_alert_id` marker, rows locked with skip locked). Returns the ids of the alerts raised.
 */
export async function insertDueMissedClockInAlerts(db: Pick<Database, 'execute'>, now: Date): Promise<string[]> {
  const at = now.toISOString();
  const result = await db.execute<RaisedAlert>(sql`
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
        'Missed clock-in: ' || ${personNameOfAlias('u')},
        -- As missedClockInAlertTexts (alert-texts.ts) writes them.
        ${personNameOfAlias('u')} || ' has not clocked in for the ' || d.post || ' shift at '
          || ev.name || ' that started '
          || floor(extract(epoch from ${at}::timestamptz - d.start_at) / 60)::int || ' minutes ago. event: '
          || d.event_id::text,
        jsonb_build_object('name', ${personNameOfAlias('u')}, 'eventName', ev.name,
          'post', d.post, 'minutes', floor(extract(epoch from ${at}::timestamptz - d.start_at) / 60)::int),
        ${at}::timestamptz
      from due d
      join users u on u.id = d.user_id
      join events ev on ev.id = d.event_id
      returning id, client_id, guard_id, event_id),
    marked as (
      update shift_assignments a set no_show_alert_id = d.alert_id from due d where a.id = d.id),
    ${auditRaised('Missed Clock-In', at)}
    select id from raised`);
  return result.rows.map((row) => row.id);
}

/**
 * A late clock-in closes the Missed Clock-In alert of its shift: the alert records how late the person came and
 * counts as seen — by them, when they clocked in, unless someone saw it before. Answers the alert's id, or nothing when there was none open.
 */
export async function closeMissedClockInAlert(
  db: Pick<Database, 'update'>,
  values: { alertId: string; userId: string; clockedInAt: Date; lateMinutes: number; texts: { message: string } },
): Promise<string | undefined> {
  const [row] = await db
    .update(alerts)
    .set({
      params: sql`coalesce(${alerts.params}, '{}'::jsonb) || jsonb_build_object('lateMinutes', ${values.lateMinutes}::int)`,
      message: values.texts.message,
      seen: true,
      seenAt: sql`case when ${alerts.seen} then ${alerts.seenAt} else ${values.clockedInAt.toISOString()}::timestamptz end`,
      seenBy: sql`case when ${alerts.seen} then ${alerts.seenBy} else ${values.userId}::uuid end`,
    })
    .where(
      and(
        eq(alerts.id, values.alertId),
        eq(alerts.type, 'Missed Clock-In'),
        sql`not coalesce(${alerts.params} ? 'lateMinutes', false)`,
      ),
    )
    .returning({ id: alerts.id });
  return row?.id;
}
