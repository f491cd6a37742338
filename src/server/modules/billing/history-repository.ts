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

/** Billing's recorded rows, by table. */
export interface BillingRecords {
  holidayCalendars: HolidayCalendarRecord[];
  holidayDates: HolidayDateRecord[];
  contracts: ContractRecord[];
  contractLines: ContractLineRecord[];
}

/** Writes each table's rows, a table before the ones that refer to it. */
export async function recordBilling(db: Pick<Database, 'insert'>, rows: BillingRecords): Promise<void> {
  await insertInBatches(db, holidayCalendars, rows.holidayCalendars);
  await insertInBatches(db, holidayDates, rows.holidayDates);
  await insertInBatches(db, contracts, rows.contracts);
  await insertInBatches(db, contractLines, rows.contractLines);
}
