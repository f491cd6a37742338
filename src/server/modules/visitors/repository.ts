import { eq, type SQL, sql } from 'drizzle-orm';
import type { Visitor, VisitorIdType, VisitorStatus, VisitorView } from '../../../shared/contract/visitors.ts';
import type { Database } from '../../db/client.ts';
import { visitors } from '../../db/schema.ts';

type Tx = Pick<Database, 'execute' | 'insert' | 'update'>;

export interface VisitorRow extends Record<string, unknown> {
  id: string;
  client_id: string;
  event_id: string | null;
  event_name: string | null;
  site_name: string | null;
  name: string;
  company: string | null;
  email: string | null;
  phone: string | null;
  host_name: string | null;
  purpose: string | null;
  vehicle_plate: string | null;
  badge_number: string | null;
  id_type: VisitorIdType | null;
  id_last4: string | null;
  has_photo: boolean;
  overstay: boolean;
  watch_list_alerted_at: Date | null;
  purged_at: Date | null;
  status: VisitorStatus;
  expected_at: Date | null;
  checked_in_at: Date | null;
  checked_out_at: Date | null;
  checked_in_by_name: string | null;
  checked_out_by_name: string | null;
  requested_by: string | null;
  requested_by_name: string | null;
  decision_note: string | null;
  decided_by_name: string | null;
  decided_at: Date | null;
  created_at: Date;
  total: number;
}

export interface VisitorFilter {
  /** Predicate over visitors `v` (the caller's scope). */
  scope: SQL;
  view: VisitorView;
  /** The server's time: a visitor on site after their event's end is an overstay. */
  now: Date;
  q?: string | undefined;
  eventId?: string | undefined;
  status?: VisitorStatus | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
}

const viewPredicates: Record<VisitorView, SQL> = {
  'on-site': sql`v.status = 'checked_in'`,
  expected: sql`v.status = 'expected'`,
  requests: sql`(v.status = 'requested' or v.decided_at is not null)`,
  history: sql`true`,
};

const viewOrder: Record<VisitorView, SQL> = {
  'on-site': sql`v.checked_in_at desc nulls last, v.id`,
  expected: sql`v.expected_at asc nulls last, v.id`,
  // Pending requests first, soonest visit first; then decisions, newest first.
  requests: sql`(v.status = 'requested') desc,
    case when v.status = 'requested' then v.expected_at end asc nulls last,
    coalesce(v.decided_at, v.updated_at) desc, v.id`,
  history: sql`coalesce(v.checked_in_at, v.expected_at, v.created_at) desc, v.id`,
};

function escapeLike(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function whereOf(f: VisitorFilter): SQL {
  const conditions: SQL[] = [f.scope, viewPredicates[f.view]];
  if (f.eventId) conditions.push(sql`v.event_id = ${f.eventId}`);
  if (f.status) conditions.push(sql`v.status = ${f.status}`);
  if (f.from) conditions.push(sql`coalesce(v.checked_in_at, v.expected_at, v.created_at) >= ${f.from}`);
  if (f.to) conditions.push(sql`coalesce(v.checked_in_at, v.expected_at, v.created_at) <= ${f.to}`);
  if (f.q) {
    const like = escapeLike(f.q);
    conditions.push(sql`(v.name ilike ${like} or coalesce(v.company, '') ilike ${like}
      or coalesce(v.host_name, '') ilike ${like} or coalesce(v.purpose, '') ilike ${like}
      or coalesce(v.vehicle_plate, '') ilike ${like} or coalesce(v.badge_number, '') ilike ${like}
      or coalesce(v.email, '') ilike ${like} or coalesce(e.name, '') ilike ${like})`);
  }
  return sql.join(conditions, sql` and `);
}

/** Still checked in after the event ended (the list's warning chip and the overstay count). */
const overstayOf = (now: Date) =>
  sql`(v.status = 'checked_in' and e.end_at is not null and e.end_at < ${now.toISOString()}::timestamptz)`;

const selectVisitor = (now: Date) => sql`
  select v.id, v.client_id, v.event_id, e.name as event_name, e.site_name, v.name, v.company, v.email, v.phone,
         v.host_name, v.purpose, v.vehicle_plate, v.badge_number, v.id_type, v.id_last4,
         (v.photo_file is not null) as has_photo, ${overstayOf(now)} as overstay, v.watch_list_alerted_at,
         v.purged_at, v.status, v.expected_at, v.checked_in_at,
         v.checked_out_at, ci.display_name as checked_in_by_name, co.display_name as checked_out_by_name,
         v.requested_by, rb.display_name as requested_by_name, v.decision_note, db.display_name as decided_by_name,
         v.decided_at, v.created_at, count(*) over ()::int as total
  from visitors v
  left join events e on e.id = v.event_id
  left join users ci on ci.id = v.checked_in_by
  left join users co on co.id = v.checked_out_by
  left join users rb on rb.id = v.requested_by
  left join users db on db.id = v.decided_by`;

export async function listVisitorRows(db: Database, f: VisitorFilter, page: { limit: number; offset: number }) {
  const where = whereOf(f);
  const result = await db.execute<VisitorRow>(sql`
    ${selectVisitor(f.now)}
    where ${where}
    order by ${viewOrder[f.view]}
    limit ${page.limit} offset ${page.offset}
  `);
  const total = result.rows[0]?.total ?? (page.offset > 0 ? await countVisitors(db, where) : 0);
  return { rows: result.rows, total };
}

async function countVisitors(db: Database, where: SQL): Promise<number> {
  const result = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from visitors v left join events e on e.id = v.event_id where ${where}`,
  );
  return result.rows[0]?.n ?? 0;
}

export async function countVisitorViews(db: Database, scope: SQL, eventId: string | undefined, now: Date) {
  const result = await db.execute<{ on_site: number; expected: number; requests: number; overstay: number }>(sql`
    select count(*) filter (where v.status = 'checked_in')::int as on_site,
           count(*) filter (where v.status = 'expected')::int as expected,
           count(*) filter (where v.status = 'requested')::int as requests,
           count(*) filter (where ${overstayOf(now)})::int as overstay
    from visitors v
    left join events e on e.id = v.event_id
    where ${scope} ${eventId ? sql`and v.event_id = ${eventId}` : sql``}
  `);
  const row = result.rows[0];
  return {
    onSite: row?.on_site ?? 0,
    expected: row?.expected ?? 0,
    requests: row?.requests ?? 0,
    overstay: row?.overstay ?? 0,
  };
}

export async function findVisitorRow(db: Pick<Database, 'execute'>, scope: SQL, id: string, now: Date) {
  const result = await db.execute<VisitorRow>(sql`${selectVisitor(now)} where v.id = ${id} and ${scope}`);
  return result.rows[0];
}

/** The stored photo of a visible visitor (its file in the file store), if any. */
export async function findVisitorPhoto(db: Pick<Database, 'execute'>, scope: SQL, id: string) {
  const result = await db.execute<{ photo_file: string | null; photo_content_type: string | null }>(
    sql`select v.photo_file, v.photo_content_type from visitors v where v.id = ${id} and ${scope}`,
  );
  return result.rows[0];
}

/** Locks a visible visitor for a state change; undefined when it does not exist for this caller. */
export async function lockVisitor(tx: Pick<Database, 'execute'>, scope: SQL, id: string) {
  const result = await tx.execute<{
    id: string;
    client_id: string;
    event_id: string | null;
    name: string;
    vehicle_plate: string | null;
    status: VisitorStatus;
    checked_in_at: Date | null;
    watch_list_alerted_at: Date | null;
    photo_file: string | null;
  }>(
    sql`select v.id, v.client_id, v.event_id, v.name, v.vehicle_plate, v.status, v.checked_in_at,
          v.watch_list_alerted_at, v.photo_file
        from visitors v
        where v.id = ${id} and ${scope} for update of v`,
  );
  return result.rows[0];
}

/** The name of the event a visitor is expected at (for the text of a watch-list alert). */
export async function findEventName(db: Pick<Database, 'execute'>, eventId: string): Promise<string | null> {
  const result = await db.execute<{ name: string }>(sql`select name from events where id = ${eventId}`);
  return result.rows[0]?.name ?? null;
}

export async function insertVisitor(tx: Tx, values: typeof visitors.$inferInsert): Promise<string> {
  const [row] = await tx.insert(visitors).values(values).returning({ id: visitors.id });
  if (!row) throw new Error('visitor insert returned no row');
  return row.id;
}

export async function updateVisitor(tx: Tx, id: string, values: Partial<typeof visitors.$inferInsert>) {
  await tx.update(visitors).set(values).where(eq(visitors.id, id));
}

export function toVisitor(row: VisitorRow): Visitor {
  const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null);
  return {
    id: row.id,
    eventId: row.event_id,
    eventName: row.event_name,
    siteName: row.site_name,
    name: row.name,
    company: row.company,
    email: row.email,
    phone: row.phone,
    hostName: row.host_name,
    purpose: row.purpose,
    vehiclePlate: row.vehicle_plate,
    badgeNumber: row.badge_number,
    status: row.status,
    expectedAt: iso(row.expected_at),
    checkedInAt: iso(row.checked_in_at),
    checkedOutAt: iso(row.checked_out_at),
    checkedInByName: row.checked_in_by_name,
    checkedOutByName: row.checked_out_by_name,
    requestedById: row.requested_by,
    requestedByName: row.requested_by_name,
    decisionNote: row.decision_note,
    decidedByName: row.decided_by_name,
    decidedAt: iso(row.decided_at),
    idType: row.id_type,
    idLast4: row.id_last4,
    photoUrl: row.has_photo ? `/api/v1/visitors/${row.id}/photo` : null,
    overstay: row.overstay,
    watchListMatch: row.watch_list_alerted_at !== null,
    purgedAt: iso(row.purged_at),
    createdAt: new Date(row.created_at).toISOString(),
  };
}
