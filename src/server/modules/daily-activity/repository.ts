import { type SQL, sql } from 'drizzle-orm';
import type { ScanFlag } from '../../../shared/tour-schedule.ts';
import type { Actor } from '../../access/actor.ts';
import { eventScopeInClient } from '../../access/actor.ts';
import { eventVisible } from '../../access/event-scope.ts';
import type { Database } from '../../db/client.ts';
import { personNameOfAlias } from '../../db/person-name.ts';
import { toursOfEventBetween } from '../tours/index.ts';

/*
 * Reads and writes of daily activity reports (docs/product/proof-of-service.md#daily-activity-report). A report
 * covers one event's day for everyone who may see the event: the records are read per event, and who may read the
 * report is decided once, on the event, by the access module's event scope.
 */

export type Db = Pick<Database, 'execute'>;

const iso = (value: Date | string) => new Date(value).toISOString();
const isoOrNull = (value: Date | string | null) => (value === null ? null : iso(value));

export interface EventOfReport {
  id: string;
  clientId: string;
  clientName: string;
  customerId: string;
  customerName: string;
  name: string;
  siteName: string | null;
  address: string | null;
  latitude: number | null;
  longitude: number | null;
  timeZone: string;
  startAt: Date;
  endAt: Date;
}

async function eventWhere(db: Db, where: SQL): Promise<EventOfReport | undefined> {
  const result = await db.execute<{
    id: string;
    client_id: string;
    client_name: string;
    customer_id: string;
    customer_name: string;
    name: string;
    site_name: string | null;
    address: string | null;
    latitude: number | null;
    longitude: number | null;
    time_zone: string;
    start_at: Date | string;
    end_at: Date | string;
  }>(sql`
    select e.id, e.client_id, c.name as client_name, e.customer_id, cu.name as customer_name, e.name, e.site_name,
      e.address, e.latitude, e.longitude, e.time_zone, e.start_at, e.end_at
    from events e
    join clients c on c.id = e.client_id
    join customers cu on cu.id = e.customer_id
    where ${where}`);
  const r = result.rows[0];
  if (!r) return undefined;
  return {
    id: r.id,
    clientId: r.client_id,
    clientName: r.client_name,
    customerId: r.customer_id,
    customerName: r.customer_name,
    name: r.name,
    siteName: r.site_name,
    address: r.address,
    latitude: r.latitude,
    longitude: r.longitude,
    timeZone: r.time_zone,
    startAt: new Date(r.start_at),
    endAt: new Date(r.end_at),
  };
}

/** The event if the actor may see it (their working client, their event scope). */
export function visibleEvent(db: Db, actor: Actor, eventId: string): Promise<EventOfReport | undefined> {
  return eventWhere(
    db,
    sql`e.id = ${eventId} and e.client_id = ${actor.clientId} and ${eventVisible(eventScopeInClient(actor), 'e')}`,
  );
}

/** The event of a client, without a reader (the issuer, which works for the client itself). */
export function eventOfClient(db: Db, clientId: string, eventId: string): Promise<EventOfReport | undefined> {
  return eventWhere(db, sql`e.id = ${eventId} and e.client_id = ${clientId}`);
}

/** Everything recorded on the event in [from, to), as the report's sections read it. */
export async function dayRecords(
  db: Pick<Database, 'execute' | 'select' | 'insert'>,
  clientId: string,
  eventId: string,
  from: Date,
  to: Date,
) {
  const f = from.toISOString();
  const t = to.toISOString();
  const [clock, brk, scans, calls, alertRows, reports, visits, shiftCount, tourRows, runScans, patrolVisits] =
    await Promise.all([
      db.execute<{
        user_id: string;
        name: string;
        clock_in: Date;
        clock_out: Date | null;
        off_site: boolean;
      }>(sql`
      select ce.user_id, ${personNameOfAlias('u')} as name, ce.clock_in, ce.clock_out, ce.off_site
      from clock_entries ce join users u on u.id = ce.user_id
      where ce.client_id = ${clientId} and ce.event_id = ${eventId}
        and ce.clock_in < ${t}::timestamptz and (ce.clock_out is null or ce.clock_out > ${f}::timestamptz)
      order by ce.clock_in, ce.id`),
      db.execute<{
        user_id: string;
        name: string;
        start_at: Date;
        end_at: Date | null;
        length_of_break: number;
        status: string;
      }>(sql`
      select b.user_id, ${personNameOfAlias('u')} as name, b.start_at, b.end_at, b.length_of_break, b.status
      from breaks b join users u on u.id = b.user_id
      where b.client_id = ${clientId} and b.event_id = ${eventId}
        and b.start_at >= ${f}::timestamptz and b.start_at < ${t}::timestamptz
      order by b.start_at, b.id`),
      db.execute<{
        scanned_at: Date;
        received_at: Date;
        checkpoint: string;
        user_id: string;
        name: string;
        flagged: ScanFlag | null;
        flags: ScanFlag[];
      }>(sql`
      select s.scanned_at, s.received_at, cp.name as checkpoint, s.user_id, ${personNameOfAlias('u')} as name, s.flagged, s.flags
      from checkpoint_scans s join checkpoints cp on cp.id = s.checkpoint_id join users u on u.id = s.user_id
      where s.client_id = ${clientId} and s.event_id = ${eventId}
        and s.scanned_at >= ${f}::timestamptz and s.scanned_at < ${t}::timestamptz
      order by s.scanned_at, s.id`),
      db.execute<{ at: Date; user_id: string; name: string }>(sql`
      select k.at, k.user_id, ${personNameOfAlias('u')} as name
      from check_calls k join users u on u.id = k.user_id
      where k.client_id = ${clientId} and k.event_id = ${eventId}
        and k.at >= ${f}::timestamptz and k.at < ${t}::timestamptz
      order by k.at, k.id`),
      db.execute<{
        id: string;
        created_at: Date;
        type: string;
        title: string;
        seen: boolean;
        seen_at: Date | null;
        seen_by: string | null;
        seen_by_name: string | null;
      }>(sql`
      select a.id, a.created_at, a.type, a.title, a.seen, a.seen_at, a.seen_by, ${personNameOfAlias('su')} as seen_by_name
      from alerts a left join users su on su.id = a.seen_by
      where a.client_id = ${clientId} and a.event_id = ${eventId}
        and a.created_at >= ${f}::timestamptz and a.created_at < ${t}::timestamptz
      order by a.created_at, a.id`),
      db.execute<{
        id: string;
        at: Date;
        report_type: string;
        incident_type: string | null;
        submitted_by: string | null;
        filed_by_name: string | null;
        status: string;
        attachment_id: string | null;
        thumbnail_file: string | null;
        image_file: string | null;
      }>(sql`
      select r.id, coalesce(r.incident_date, r.submitted_at) as at, r.report_type, r.incident_type, r.submitted_by,
        ${personNameOfAlias('sb')} as filed_by_name, r.status, ph.id as attachment_id, ph.thumbnail_file, ph.image_file
      from incident_reports r
      left join users sb on sb.id = r.submitted_by
      left join lateral (
        select a.id, a.thumbnail_file, a.image_file from incident_report_attachments a
        where a.report_id = r.id order by a.created_at, a.id limit 1) ph on true
      where r.client_id = ${clientId} and r.event_id = ${eventId}
        and r.report_type in ('Detailed Incident Report', 'Fire Report', 'Vandalism Report',
          'Suspicious Activity Report', 'Break-In Report', 'Custom Report')
        and coalesce(r.incident_date, r.submitted_at) >= ${f}::timestamptz
        and coalesce(r.incident_date, r.submitted_at) < ${t}::timestamptz
      order by 2, r.id`),
      db.execute<{ name: string; company: string | null; checked_in_at: Date | null; checked_out_at: Date | null }>(sql`
      select v.name, v.company, v.checked_in_at, v.checked_out_at
      from visitors v
      where v.client_id = ${clientId} and v.event_id = ${eventId} and v.checked_in_at is not null
        and v.checked_in_at < ${t}::timestamptz
        and (v.checked_out_at is null or v.checked_out_at >= ${f}::timestamptz)
      order by v.checked_in_at, v.id`),
      db.execute<{ n: number }>(sql`
      select count(*)::int as n from shifts s
      where s.client_id = ${clientId} and s.event_id = ${eventId} and s.cancelled_at is null
        and s.start_at < ${t}::timestamptz and s.end_at > ${f}::timestamptz`),
      toursOfEventBetween(db, clientId, eventId, from, to),
      db.execute<{ checkpoint_id: string; scanned_at: Date }>(sql`
      select s.checkpoint_id, s.scanned_at from checkpoint_scans s
      -- A scan sent after its run was judged missed does not count for it (tours-and-check-calls.md#scanning).
      where s.client_id = ${clientId} and s.event_id = ${eventId} and not ('late_sync' = any(s.flags))
        and s.scanned_at >= ${f}::timestamptz - interval '1 day' and s.scanned_at < ${t}::timestamptz + interval '1 day'
      order by s.scanned_at`),
      // Patrol visits judged at the site, by the day their window opened (docs/product/dispatch.md#mobile-patrol-runsheets).
      db.execute<{
        window_starts_at: Date;
        window_ends_at: Date;
        status: 'visited' | 'missed';
        visited_at: Date | null;
        route: string;
        guard_id: string | null;
        guard_name: string | null;
      }>(sql`
      select v.window_starts_at, v.window_ends_at, v.status, v.visited_at, r.name as route, v.guard_id,
        ${personNameOfAlias('g')} as guard_name
      from patrol_visits v
      join patrol_assignments pa on pa.id = v.assignment_id
      join patrol_routes r on r.id = pa.route_id
      left join users g on g.id = v.guard_id
      where v.client_id = ${clientId} and v.event_id = ${eventId}
        and v.window_starts_at >= ${f}::timestamptz and v.window_starts_at < ${t}::timestamptz
      order by v.window_starts_at, v.id`),
    ]);
  return {
    clockEntries: clock.rows.map((r) => ({
      person: { id: r.user_id, name: r.name },
      clockIn: new Date(r.clock_in),
      clockOut: r.clock_out ? new Date(r.clock_out) : null,
      offSite: r.off_site,
    })),
    breaks: brk.rows.map((r) => ({
      person: { id: r.user_id, name: r.name },
      startAt: new Date(r.start_at),
      endAt: r.end_at ? new Date(r.end_at) : null,
      plannedMinutes: r.length_of_break,
      status: r.status,
    })),
    scans: scans.rows.map((r) => ({
      at: iso(r.scanned_at),
      checkpoint: r.checkpoint,
      guard: { id: r.user_id, name: r.name },
      flag: r.flagged ?? null,
      flags: r.flags,
      receivedAt: iso(r.received_at),
    })),
    checkCalls: calls.rows.map((r) => ({ at: iso(r.at), guard: { id: r.user_id, name: r.name } })),
    alerts: alertRows.rows.map((r) => ({
      id: r.id,
      createdAt: new Date(r.created_at),
      type: r.type,
      title: r.title,
      seenAt: r.seen && r.seen_at ? new Date(r.seen_at) : null,
      seenBy: r.seen_by && r.seen_by_name ? { id: r.seen_by, name: r.seen_by_name } : null,
    })),
    incidentReports: reports.rows.map((r) => ({
      id: r.id,
      at: iso(r.at),
      reportType: r.report_type,
      incidentType: r.incident_type,
      filedBy: r.submitted_by && r.filed_by_name ? { id: r.submitted_by, name: r.filed_by_name } : null,
      status: r.status,
      photo: r.attachment_id
        ? { attachmentId: r.attachment_id, file: r.thumbnail_file ?? r.image_file, imageFile: r.image_file }
        : null,
    })),
    visitors: visits.rows.map((r) => ({
      name: r.name,
      company: r.company,
      checkedInAt: isoOrNull(r.checked_in_at),
      checkedOutAt: isoOrNull(r.checked_out_at),
    })),
    shiftCount: shiftCount.rows[0]?.n ?? 0,
    tours: tourRows.map((r) => ({
      id: r.id,
      name: r.name,
      checkpointIds: r.checkpointIds,
      ordered: r.ordered,
      times: {
        startTime: r.startTime,
        endTime: r.endTime,
        everyMinutes: r.everyMinutes,
        graceMinutes: r.graceMinutes,
      },
      validFrom: r.validFrom,
      archivedAt: r.archivedAt,
    })),
    runScans: runScans.rows.map((r) => ({ checkpointId: r.checkpoint_id, at: new Date(r.scanned_at) })),
    patrolVisits: patrolVisits.rows.map((r) => ({
      routeName: r.route,
      windowStartsAt: iso(r.window_starts_at),
      windowEndsAt: iso(r.window_ends_at),
      status: r.status,
      visitedAt: isoOrNull(r.visited_at),
      guard: r.guard_id && r.guard_name ? { id: r.guard_id, name: r.guard_name } : null,
    })),
  };
}
export type DayRecords = Awaited<ReturnType<typeof dayRecords>>;

// ── The supervisor's note ────────────────────────────────────────────────────────────────────────────────

export interface NoteRow {
  body: string;
  updatedAt: string;
  updatedBy: { id: string; name: string } | null;
}

export async function noteOf(db: Db, clientId: string, eventId: string, day: string): Promise<NoteRow | null> {
  const result = await db.execute<{ body: string; updated_at: Date; updated_by: string | null; name: string | null }>(
    sql`
      select n.body, n.updated_at, n.updated_by, ${personNameOfAlias('u')} as name
      from daily_notes n left join users u on u.id = n.updated_by
      where n.client_id = ${clientId} and n.event_id = ${eventId} and n.day = ${day}::date`,
  );
  const r = result.rows[0];
  if (!r) return null;
  return {
    body: r.body,
    updatedAt: iso(r.updated_at),
    updatedBy: r.updated_by && r.name ? { id: r.updated_by, name: r.name } : null,
  };
}

export async function saveNote(
  db: Db,
  v: { clientId: string; eventId: string; day: string; body: string; at: Date; by: string },
): Promise<void> {
  await db.execute(sql`
    insert into daily_notes (client_id, event_id, day, body, updated_at, updated_by)
    values (${v.clientId}, ${v.eventId}, ${v.day}::date, ${v.body}, ${v.at.toISOString()}::timestamptz, ${v.by})
    on conflict (event_id, day) do update
      set body = excluded.body, updated_at = excluded.updated_at, updated_by = excluded.updated_by`);
}

export async function deleteNote(db: Db, clientId: string, eventId: string, day: string): Promise<void> {
  await db.execute(
    sql`delete from daily_notes where client_id = ${clientId} and event_id = ${eventId} and day = ${day}::date`,
  );
}

// ── Issued versions ──────────────────────────────────────────────────────────────────────────────────────

export interface StoredVersion {
  id: string;
  clientId: string;
  eventId: string;
  eventName: string;
  customerId: string;
  customerName: string;
  date: string;
  version: number;
  content: unknown;
  contentHash: string;
  issuedAt: Date;
  chainSeq: number;
  chainHash: string;
}

interface VersionRowDb extends Record<string, unknown> {
  id: string;
  client_id: string;
  event_id: string;
  event_name: string;
  customer_id: string;
  customer_name: string;
  day: string;
  version: number;
  content: unknown;
  content_hash: string;
  issued_at: Date;
  chain_seq: string | null;
  chain_hash: string | null;
}

const versionSelect = (withContent: boolean) => sql`
  select d.id, d.client_id, d.event_id, e.name as event_name, e.customer_id, cu.name as customer_name,
    to_char(d.day, 'YYYY-MM-DD') as day, d.version, ${withContent ? sql`d.content` : sql`null::jsonb as content`},
    d.content_hash, d.issued_at, pc.seq as chain_seq, pc.hash as chain_hash
  from daily_activity_reports d
  join events e on e.id = d.event_id
  join customers cu on cu.id = e.customer_id
  left join lateral (
    select c.seq, c.hash from proof_chain c
    where c.client_id = d.client_id and c.table_name = 'daily_activity_reports' and c.record_id = d.id::text
      and c.operation = 'insert'
    order by c.seq limit 1) pc on true`;

const versionOf = (r: VersionRowDb): StoredVersion => ({
  id: r.id,
  clientId: r.client_id,
  eventId: r.event_id,
  eventName: r.event_name,
  customerId: r.customer_id,
  customerName: r.customer_name,
  date: r.day,
  version: r.version,
  content: r.content,
  contentHash: r.content_hash,
  issuedAt: new Date(r.issued_at),
  chainSeq: Number(r.chain_seq ?? 0),
  chainHash: r.chain_hash ?? '',
});

/** The day's issued versions, newest first (without their content). */
export async function versionsOfDay(db: Db, clientId: string, eventId: string, day: string): Promise<StoredVersion[]> {
  const result = await db.execute<VersionRowDb>(sql`${versionSelect(false)}
    where d.client_id = ${clientId} and d.event_id = ${eventId} and d.day = ${day}::date
    order by d.version desc`);
  return result.rows.map(versionOf);
}

/** Stored versions by id, of one client (in the order asked). */
export async function storedVersions(db: Db, clientId: string, ids: readonly string[]): Promise<StoredVersion[]> {
  if (ids.length === 0) return [];
  const result = await db.execute<VersionRowDb>(sql`${versionSelect(true)}
    where d.client_id = ${clientId} and d.id in (${sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})`);
  const byId = new Map(result.rows.map((r) => [r.id, versionOf(r)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** A stored version the actor may see (on an event of their scope), with its content. */
export async function visibleVersion(db: Db, actor: Actor, id: string): Promise<StoredVersion | undefined> {
  const result = await db.execute<VersionRowDb>(sql`${versionSelect(true)}
    where d.id = ${id} and d.client_id = ${actor.clientId} and ${eventVisible(eventScopeInClient(actor), 'e')}`);
  const r = result.rows[0];
  return r ? versionOf(r) : undefined;
}

/** The archive: issued versions the actor may see, newest first. */
export async function archive(
  db: Db,
  actor: Actor,
  filter: { eventId?: string | undefined; from?: string | undefined; to?: string | undefined; q?: string | undefined },
): Promise<StoredVersion[]> {
  const conditions: SQL[] = [sql`d.client_id = ${actor.clientId}`, eventVisible(eventScopeInClient(actor), 'e')];
  if (filter.eventId) conditions.push(sql`d.event_id = ${filter.eventId}`);
  if (filter.from) conditions.push(sql`d.day >= ${filter.from}::date`);
  if (filter.to) conditions.push(sql`d.day <= ${filter.to}::date`);
  if (filter.q) {
    const pattern = `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(sql`(e.name ilike ${pattern} or cu.name ilike ${pattern})`);
  }
  const result = await db.execute<VersionRowDb>(sql`${versionSelect(false)}
    where ${sql.join(conditions, sql` and `)}
    order by d.issued_at desc, d.version desc
    limit 500`);
  return result.rows.map(versionOf);
}

/**
 * Stores the report of (event, day) as the next version unless the latest one has the same content hash; one
 * transaction under an advisory lock of (event, day), so two processes issuing at once store one version (the
 * unique index of (event, day, version) backs it). Answers the id of the version now latest.
 */
export async function storeVersion(
  db: Database,
  v: { clientId: string; eventId: string; day: string; content: unknown; contentHash: string; at: Date },
): Promise<string> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`dar:${v.eventId}:${v.day}`}, 0))`);
    const latest = await tx.execute<{ id: string; version: number; content_hash: string }>(sql`
      select id, version, content_hash from daily_activity_reports
      where event_id = ${v.eventId} and day = ${v.day}::date order by version desc limit 1`);
    const last = latest.rows[0];
    if (last && last.content_hash === v.contentHash) return last.id;
    const inserted = await tx.execute<{ id: string }>(sql`
      insert into daily_activity_reports (client_id, event_id, day, version, content, content_hash, issued_at)
      values (${v.clientId}, ${v.eventId}, ${v.day}::date, ${(last?.version ?? 0) + 1},
        ${JSON.stringify(v.content)}::jsonb, ${v.contentHash}, ${v.at.toISOString()}::timestamptz)
      returning id`);
    const row = inserted.rows[0];
    if (!row) throw new Error('insert failed');
    return row.id;
  });
}

/** The latest version of each (event, day) issued at or after `since`: its content, content hash and issue time. */
export async function latestVersionsIssuedSince(
  db: Db,
  since: Date,
): Promise<
  Array<{ clientId: string; eventId: string; date: string; content: unknown; contentHash: string; issuedAt: Date }>
> {
  const result = await db.execute<{
    client_id: string;
    event_id: string;
    day: string;
    content: unknown;
    content_hash: string;
    issued_at: Date | string;
  }>(sql`
    select l.client_id, l.event_id, to_char(l.day, 'YYYY-MM-DD') as day, l.content, l.content_hash, l.issued_at
    from (
      select distinct on (d.event_id, d.day) d.client_id, d.event_id, d.day, d.content, d.content_hash, d.issued_at
      from daily_activity_reports d
      where d.issued_at >= ${since.toISOString()}::timestamptz
      order by d.event_id, d.day, d.version desc) l
    order by l.day, l.event_id`);
  return result.rows.map((r) => ({
    clientId: r.client_id,
    eventId: r.event_id,
    date: r.day,
    content: r.content,
    contentHash: r.content_hash,
    issuedAt: new Date(r.issued_at),
  }));
}

/** A client's chain head now. */
export async function chainHead(db: Db, clientId: string): Promise<{ seq: number; hash: string } | null> {
  const result = await db.execute<{ seq: string; hash: string }>(
    sql`select seq, hash from proof_chain_heads where client_id = ${clientId}::uuid`,
  );
  const r = result.rows[0];
  return r ? { seq: Number(r.seq), hash: r.hash } : null;
}
