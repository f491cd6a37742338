import { eq } from 'drizzle-orm';
import { type BillingSettings, billingSettingsDefaults } from '../../../shared/contract/billing.ts';
import { billingSettings } from '../../db/schema.ts';
import type { Db } from './contract-repository.ts';

type BillingSettingsRow = typeof billingSettings.$inferSelect;

function billingSettingsOf(row: BillingSettingsRow): BillingSettings {
  return {
    salesAccountCode: row.salesAccountCode,
    taxType: row.taxType,
    incomeAccount: row.incomeAccount,
    receivableAccount: row.receivableAccount,
    taxAccount: row.taxAccount,
  };
}

/** The client's account and tax codes; the defaults until they are first changed. */
export async function findBillingSettings(db: Db, clientId: string, lock = false): Promise<BillingSettings> {
  const query = db.select().from(billingSettings).where(eq(billingSettings.clientId, clientId));
  const [row] = lock ? await query.for('update') : await query;
  return row ? billingSettingsOf(row) : { ...billingSettingsDefaults };
}

/** Writes the client's settings (the row is made on the first change). */
export async function saveBillingSettings(
  db: Db,
  clientId: string,
  settings: BillingSettings,
  updatedBy: string,
  now: Date,
) {
  const values = { ...settings, updatedBy, updatedAt: now };
  await db
    .insert(billingSettings)
    .values({ clientId, ...values })
    .onConflictDoUpdate({ target: billingSettings.clientId, set: values });
}
