import { and, asc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { HolidayCalendar } from '../../../shared/contract/billing.ts';
import { holidayCalendars, holidayDates } from '../../db/schema.ts';
import type { Db } from './contract-repository.ts';

type HolidayCalendarRow = typeof holidayCalendars.$inferSelect & { contractCount: number };
type HolidayDateRow = Pick<typeof holidayDates.$inferSelect, 'calendarId' | 'date' | 'name'>;

function holidayCalendarOf(row: HolidayCalendarRow, dates: HolidayDateRow[]): HolidayCalendar {
  return {
    id: row.id,
    name: row.name,
    dates: dates.filter((d) => d.calendarId === row.id).map((d) => ({ date: d.date, name: d.name })),
    contractCount: row.contractCount,
  };
}

const calendarColumns = {
  ...getTableColumns(holidayCalendars),
  contractCount: sql<number>`(select count(*)::int from contracts k
    where k.client_id = holiday_calendars.client_id and k.holiday_calendar_id = holiday_calendars.id)`,
};

/** The client's calendars by name, each with its dates in order (one calendar with `id`). */
export async function listHolidayCalendarRows(db: Db, clientId: string, id?: string): Promise<HolidayCalendar[]> {
  const rows = await db
    .select(calendarColumns)
    .from(holidayCalendars)
    .where(and(eq(holidayCalendars.clientId, clientId), id ? eq(holidayCalendars.id, id) : undefined))
    .orderBy(asc(sql`lower(${holidayCalendars.name})`), asc(holidayCalendars.id));
  if (rows.length === 0) return [];
  const dates = await db
    .select({ calendarId: holidayDates.calendarId, date: holidayDates.date, name: holidayDates.name })
    .from(holidayDates)
    .where(
      and(
        eq(holidayDates.clientId, clientId),
        inArray(
          holidayDates.calendarId,
          rows.map((r) => r.id),
        ),
      ),
    )
    .orderBy(asc(holidayDates.date));
  return rows.map((row) => holidayCalendarOf(row, dates));
}

/** The client's calendar `id`. */
const calendarOf = (clientId: string, id: string) =>
  and(eq(holidayCalendars.clientId, clientId), eq(holidayCalendars.id, id));

export async function holidayCalendarExists(db: Db, clientId: string, id: string): Promise<boolean> {
  const [row] = await db.select({ id: holidayCalendars.id }).from(holidayCalendars).where(calendarOf(clientId, id));
  return row !== undefined;
}

/** Locks a calendar of the client for a change; undefined when there is none. */
export async function lockHolidayCalendar(db: Db, clientId: string, id: string) {
  const [row] = await db
    .select(getTableColumns(holidayCalendars))
    .from(holidayCalendars)
    .where(calendarOf(clientId, id))
    .for('update');
  return row;
}

export async function insertHolidayCalendarRow(db: Db, clientId: string, name: string, now: Date): Promise<string> {
  const [row] = await db
    .insert(holidayCalendars)
    .values({ clientId, name, createdAt: now, updatedAt: now })
    .returning({ id: holidayCalendars.id });
  if (!row) throw new Error('holiday_calendars insert returned no row');
  return row.id;
}

export async function updateHolidayCalendarRow(
  db: Db,
  clientId: string,
  id: string,
  values: { name?: string },
  now: Date,
) {
  await db
    .update(holidayCalendars)
    .set({ ...values, updatedAt: now })
    .where(calendarOf(clientId, id));
}

/** Replaces a calendar's dates with `dates`. */
export async function replaceHolidayDates(
  db: Db,
  clientId: string,
  calendarId: string,
  dates: { date: string; name: string }[],
) {
  await db
    .delete(holidayDates)
    .where(and(eq(holidayDates.clientId, clientId), eq(holidayDates.calendarId, calendarId)));
  if (dates.length > 0)
    await db.insert(holidayDates).values(dates.map((d) => ({ clientId, calendarId, date: d.date, name: d.name })));
}
