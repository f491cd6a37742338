import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

type Db = Pick<Database, 'execute'>;

export interface OpenClockRow extends Record<string, unknown> {
  clock_in: Date;
  event_id: string | null;
  break_start: Date | null;
  break_minutes: number | null;
}

export interface CurrentEventRow extends Record<string, unknown> {
  id: string;
  name: string;
  site_name: string | null;
  time_zone: string;
  start_at: Date;
  end_at: Date;
}

/** The user's open clock entry with its open break, if any. */
export async function findOpenClockWithBreak(
  db: Db,
  clientId: string,
  userId: string,
): Promise<OpenClockRow | undefined> {
  const result = await db.execute<OpenClockRow>(sql`
    select c.clock_in, c.event_id, b.start_at as break_start, b.length_of_break as break_minutes
    from clock_entries c
    left join lateral (
      select start_at, length_of_break from breaks
      where user_id = c.user_id and client_id = c.client_id and end_at is null and start_at >= c.clock_in
      order by start_at desc limit 1
    ) b on true
    where c.user_id = ${userId} and c.client_id = ${clientId} and c.clock_out is null
    order by c.clock_in desc
    limit 1
  `);
  return result.rows[0];
}

/** The event clocked in to, else an assigned event running now, else the next assigned one. */
export async function findCurrentEvent(
  db: Db,
  clientId: string,
  userId: string,
  clockedInTo: string | null,
  now: Date,
): Promise<CurrentEventRow | undefined> {
  const result = await db.execute<CurrentEventRow>(sql`
    select e.id, e.name, e.site_name, e.time_zone, e.start_at, e.end_at
    from events e
    where e.client_id = ${clientId} and (
      e.id = ${clockedInTo}
      or (${clockedInTo}::uuid is null and e.end_at >= ${now} and exists (
        select 1 from event_assignments a
        where a.event_id = e.id and a.user_id = ${userId} and a.unassigned_at is null))
    )
    order by (e.id = ${clockedInTo}) desc nulls last, (e.start_at <= ${now}) desc, e.start_at, e.id
    limit 1
  `);
  return result.rows[0];
}
