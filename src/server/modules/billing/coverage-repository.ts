import { and, asc, eq, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { CoverageGapShift } from '../../../shared/contract/billing.ts';
import type { Actor } from '../../access/actor.ts';
import { coverageEventVisible } from '../../access/billing.ts';
import {
  clockEntries,
  contractLines,
  contracts,
  customers,
  events,
  holidayDates,
  shiftAssignments,
  shifts,
} from '../../db/schema.ts';
import type { PricedVersion } from './invoice-computation.ts';
import { type Db, pricedVersion } from './invoice-repository.ts';

/** A line version with its contract's terms and customer, as the coverage report reads it. */
export interface CoverageVersion extends PricedVersion {
  contract: typeof contracts.$inferSelect;
  customerName: string;
}

/**
 * The line versions in force on some day of [from, to] whose events the actor may see the coverage of
 * (access/billing.ts), with their contracts, optionally of one customer.
 */
export async function coverageVersions(
  db: Db,
  actor: Actor,
  range: { from: string; to: string },
  customerId: string | undefined,
): Promise<CoverageVersion[]> {
  const rows = await db
    .select({
      line: contractLines,
      contract: contracts,
      customerName: customers.name,
      eventName: events.name,
      timeZone: events.timeZone,
    })
    .from(contractLines)
    .innerJoin(contracts, eq(contracts.id, contractLines.contractId))
    .innerJoin(customers, eq(customers.id, contracts.customerId))
    .innerJoin(events, eq(events.id, contractLines.eventId))
    .where(
      and(
        eq(contractLines.clientId, actor.clientId),
        customerId ? eq(contracts.customerId, customerId) : undefined,
        lte(contractLines.effectiveFrom, range.to),
        or(isNull(contractLines.effectiveTo), gte(contractLines.effectiveTo, range.from)),
        lte(contracts.startsOn, range.to),
        or(isNull(contracts.endsOn), gte(contracts.endsOn, range.from)),
        sql`exists (select 1 from ${events} e where e.id = ${contractLines.eventId} and ${coverageEventVisible(actor, 'e')})`,
      ),
    )
    .orderBy(
      asc(customers.name),
      asc(contracts.code),
      asc(events.name),
      asc(contractLines.post),
      asc(contractLines.effectiveFrom),
    );
  return rows.map(({ line, contract, customerName, eventName, timeZone }) => ({
    ...pricedVersion(line, eventName, timeZone),
    contract,
    customerName,
  }));
}

/** The holiday dates of several calendars in [from, to], by calendar. */
export async function holidaysOfCalendars(db: Db, calendarIds: readonly string[], from: string, to: string) {
  const byCalendar = new Map<string, string[]>();
  if (calendarIds.length === 0) return byCalendar;
  const rows = await db
    .select({ calendarId: holidayDates.calendarId, date: holidayDates.date })
    .from(holidayDates)
    .where(
      and(inArray(holidayDates.calendarId, [...calendarIds]), gte(holidayDates.date, from), lte(holidayDates.date, to)),
    );
  for (const row of rows) byCalendar.set(row.calendarId, [...(byCalendar.get(row.calendarId) ?? []), row.date]);
  return byCalendar;
}

/**
 * The shifts of the events between two instants that are not fully staffed or not fully worked: places not
 * filled, or people on them with no clock entry for the shift.
 */
export async function gapShifts(
  db: Db,
  clientId: string,
  eventIds: readonly string[],
  start: Date,
  end: Date,
): Promise<(CoverageGapShift & { eventId: string })[]> {
  if (eventIds.length === 0) return [];
  // The subqueries name the outer table in their text: Drizzle writes a column of a one-table select unqualified.
  const assigned = sql<number>`(select count(*)::int from ${shiftAssignments} a
    where a.shift_id = shifts.id and a.status = 'assigned')`;
  const clockedIn = sql<number>`(select count(distinct c.user_id)::int from ${clockEntries} c
    where c.shift_id = shifts.id)`;
  const rows = await db
    .select({
      shiftId: shifts.id,
      eventId: shifts.eventId,
      post: shifts.post,
      startAt: shifts.startAt,
      endAt: shifts.endAt,
      headcount: shifts.headcount,
      publishedAt: shifts.publishedAt,
      assigned,
      clockedIn,
    })
    .from(shifts)
    .where(
      and(
        eq(shifts.clientId, clientId),
        inArray(shifts.eventId, [...eventIds]),
        isNull(shifts.cancelledAt),
        sql`${shifts.startAt} < ${end}`,
        sql`${shifts.endAt} > ${start}`,
      ),
    )
    .orderBy(asc(shifts.startAt));
  return rows
    .filter((row) => row.assigned < row.headcount || row.clockedIn < row.assigned)
    .map((row) => ({
      shiftId: row.shiftId,
      eventId: row.eventId,
      post: row.post,
      startAt: row.startAt.toISOString(),
      endAt: row.endAt.toISOString(),
      headcount: row.headcount,
      assigned: row.assigned,
      clockedIn: row.clockedIn,
      published: row.publishedAt !== null,
    }));
}
