/**
 * Pay settings and payroll ids recorded as they happened: the demo seed's history (docs/product/demo-operation.md),
 * written row for row where the services write the present.
 */
import { insertInBatches } from '../../db/batched-insert.ts';
import type { Database } from '../../db/client.ts';
import { paySettings, personPayrollIds } from '../../db/schema.ts';

export type PaySettingsRecord = typeof paySettings.$inferInsert;

export type PersonPayrollIdsRecord = typeof personPayrollIds.$inferInsert;

export interface PayrollRecords {
  paySettings: PaySettingsRecord[];
  personPayrollIds: PersonPayrollIdsRecord[];
}

export async function recordPayroll(db: Pick<Database, 'insert'>, rows: PayrollRecords): Promise<void> {
  await insertInBatches(db, paySettings, rows.paySettings);
  await insertInBatches(db, personPayrollIds, rows.personPayrollIds);
}
