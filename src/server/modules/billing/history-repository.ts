/**
 * Holiday calendars, contracts and their lines recorded as they happened, with their own ids and times: the demo
 * seed's history (docs/product/demo-operation.md), written row for row where the services write the present.
 */
import { insertInBatches } from '../../db/batched-insert.ts';
import type { Database } from '../../db/client.ts';
import { contractLines, contracts, holidayCalendars, holidayDates } from '../../db/schema.ts';

export type HolidayCalendarRecord = typeof holidayCalendars.$inferInsert;

export type HolidayDateRecord = typeof holidayDates.$inferInsert;

export type ContractRecord = typeof contracts.$inferInsert;

export type ContractLineRecord = typeof contractLines.$inferInsert;

export function recordHolidayCalendars(db: Pick<Database, 'insert'>, rows: HolidayCalendarRecord[]): Promise<void> {
  return insertInBatches(db, holidayCalendars, rows);
}

export function recordHolidayDates(db: Pick<Database, 'insert'>, rows: HolidayDateRecord[]): Promise<void> {
  return insertInBatches(db, holidayDates, rows);
}

export function recordContracts(db: Pick<Database, 'insert'>, rows: ContractRecord[]): Promise<void> {
  return insertInBatches(db, contracts, rows);
}

export function recordContractLines(db: Pick<Database, 'insert'>, rows: ContractLineRecord[]): Promise<void> {
  return insertInBatches(db, contractLines, rows);
}
