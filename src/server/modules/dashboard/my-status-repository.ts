import { and, asc, desc, eq, gte, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { breaks, clockEntries, events } from '../../db/schema.ts';

type Db = Pick<Database, 'select'>;

/** The open clock entry with its open break (start and allowed minutes), if any. */
export type OpenClockRow = Pick<typeof clockEntries.$inferSelect, 'clockIn' | 'eventId'> & {
  breakStart: Date | null;
  breakMinutes: number | null;
};

export type CurrentEventRow = Pick<
  typeof events.$inferSelect,
  'id' | 'name' | 'siteName' | 'timeZone' | 'startAt' | 'endAt'
>;

/** The user's open clock entry with its open break, if any. */
export async function findOpenClockWithBreak(
  db: Db,
  clientId: string,
  userId: string,
): Promise<OpenClockRow | undefined> {
  const c = clockEntries;
  const openBreak = db
    .select({ startAt: breaks.startAt, lengthOfBreak: breaks.lengthOfBreak })
    .from(breaks)
    .where(
      and(
        eq(breaks.userId, c.userId),
        eq(breaks.clientId, c.clientId),
        isNull(breaks.endAt),
        gte(breaks.startAt, c.clockIn),
      ),
    )
    .orderBy(desc(breaks.startAt))
    .limit(1)
    .as('b');
  const [row] = await db
    .select({
      clockIn: c.clockIn,
      eventId: c.eventId,
      breakStart: openBreak.startAt,
      breakMinutes: openBreak.lengthOfBreak,
    })
    .from(c)
    .leftJoinLateral(openBreak, sql`true`)
    .where(and(eq(c.userId, userId), eq(c.clientId, clientId), isNull(c.clockOut)))
    .orderBy(desc(c.clockIn))
    .limit(1);
  return row;
}

/** The event clocked in to, else an assigned event running now, else the next assigned one. */
export async function findCurrentEvent(
  db: Db,
  clientId: string,
  userId: string,
  clockedInTo: string | null,
  now: Date,
): Promise<CurrentEventRow | undefined> {
  const e = events;
  const [row] = await db
    .select({ id: e.id, name: e.name, siteName: e.siteName, timeZone: e.timeZone, startAt: e.startAt, endAt: e.endAt })
    .from(e)
    .where(
      and(
        eq(e.clientId, clientId),
        sql`(${e.id} = ${clockedInTo}
          or (${clockedInTo}::uuid is null and ${e.endAt} >= ${now} and exists (
            select 1 from event_assignments a
            where a.event_id = ${e.id} and a.user_id = ${userId} and a.unassigned_at is null)))`,
      ),
    )
    .orderBy(
      sql`(${e.id} = ${clockedInTo}) desc nulls last`,
      sql`(${e.startAt} <= ${now}) desc`,
      asc(e.startAt),
      asc(e.id),
    )
    .limit(1);
  return row;
}
