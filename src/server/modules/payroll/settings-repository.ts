import { and, eq } from 'drizzle-orm';
import { gustoColumnsOf, type PaySettings } from '../../../shared/contract/payroll.ts';
import { schedulingDefaults } from '../../../shared/contract/shifts.ts';
import type { Database } from '../../db/client.ts';
import { clients, holidayCalendars, paySettings, schedulingSettings } from '../../db/schema.ts';

export type Db = Pick<Database, 'select' | 'insert' | 'update' | 'delete'>;

type PaySettingsRow = typeof paySettings.$inferSelect;

function paySettingsOf(row: PaySettingsRow): PaySettings {
  return {
    frequency: row.frequency,
    anchorDate: row.anchorDate,
    dailyOtAfterMinutes: row.dailyOtAfterMinutes,
    dailyDtAfterMinutes: row.dailyDtAfterMinutes,
    holidayPayPct: row.holidayPayPct,
    holidayCalendarId: row.holidayCalendarId,
    provider: row.provider,
    companyCode: row.companyCode,
    earningCodes: { OT: row.otEarningCode, DT: row.dtEarningCode, HOL: row.holEarningCode },
    gustoColumns: gustoColumnsOf(row.gustoColumns),
  };
}

/** The client's saved pay settings; undefined until first saved. */
export async function findPaySettings(db: Db, clientId: string, lock = false): Promise<PaySettings | undefined> {
  const query = db.select().from(paySettings).where(eq(paySettings.clientId, clientId));
  const [row] = lock ? await query.for('update') : await query;
  return row ? paySettingsOf(row) : undefined;
}

/** Writes the client's settings (the row is made on the first save). */
export async function savePaySettings(db: Db, clientId: string, settings: PaySettings, updatedBy: string, now: Date) {
  const { earningCodes, gustoColumns, ...rest } = settings;
  const values = {
    ...rest,
    otEarningCode: earningCodes.OT,
    dtEarningCode: earningCodes.DT,
    holEarningCode: earningCodes.HOL,
    gustoColumns: { ...gustoColumns },
    updatedBy,
    updatedAt: now,
  };
  await db
    .insert(paySettings)
    .values({ clientId, ...values })
    .onConflictDoUpdate({ target: paySettings.clientId, set: values });
}

/** The client's time zone and the workweek's first day of its scheduling settings (the defaults filled in). */
export async function workweekOfClient(db: Db, clientId: string): Promise<{ timeZone: string; weekStart: number }> {
  const [row] = await db
    .select({ timeZone: clients.timeZone, weekStart: schedulingSettings.weekStart })
    .from(clients)
    .leftJoin(schedulingSettings, eq(schedulingSettings.clientId, clients.id))
    .where(eq(clients.id, clientId));
  return { timeZone: row?.timeZone ?? 'UTC', weekStart: row?.weekStart ?? schedulingDefaults.weekStart };
}

export async function holidayCalendarOfClient(db: Db, clientId: string, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: holidayCalendars.id })
    .from(holidayCalendars)
    .where(and(eq(holidayCalendars.clientId, clientId), eq(holidayCalendars.id, id)));
  return row !== undefined;
}
