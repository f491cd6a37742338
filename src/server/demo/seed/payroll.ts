/**
 * A client's pay settings (docs/product/payroll-runs.md#pay-settings-and-payroll-ids-api): weekly pay runs from a
 * Monday, holidays of its "Public holidays" calendar at time and a half, exported to ADP with the earning codes
 * O, D and H; and every person who works shifts has an ADP file number, so a run exports as it is.
 */
import { addDaysTo, localDateOf, weekStartDate } from '../../../shared/zoned-time.ts';
import { demoTimeZone } from '../demo-data.ts';
import type { SeededRandom } from '../seeded-random.ts';
import type { ClientState, DemoBuild } from './build.ts';

const paidRoles = new Set(['guard', 'supervisor', 'manager']);

export function buildPayroll(b: DemoBuild, state: ClientState, rng: SeededRandom): void {
  const executive = state.people.find((p) => p.role === 'executive') ?? state.operators[0];
  if (!executive) return;
  const calendar = b.rows.holidayCalendars.find((row) => row.clientId === state.id);
  const today = localDateOf(b.now, demoTimeZone);
  const clientNumber = b.rows.paySettings.length + 1;
  const updatedAt = b.officeHours(state, rng, b.now - rng.int(20, 40) * 86_400_000);
  b.rows.paySettings.push({
    clientId: state.id,
    frequency: 'weekly',
    anchorDate: weekStartDate(addDaysTo(today, -70), 1),
    dailyOtAfterMinutes: null,
    dailyDtAfterMinutes: null,
    holidayPayPct: 150,
    holidayCalendarId: calendar?.id ?? null,
    provider: 'adp',
    companyCode: `WP${clientNumber}`,
    otEarningCode: 'O',
    dtEarningCode: 'D',
    holEarningCode: 'H',
    gustoColumns: null,
    updatedBy: executive.id,
    updatedAt,
  });
  let fileNumber = clientNumber * 1000;
  for (const person of state.people) {
    if (!paidRoles.has(person.role)) continue;
    fileNumber += 1;
    b.rows.personPayrollIds.push({
      clientId: state.id,
      userId: person.id,
      adp: String(fileNumber).padStart(6, '0'),
      gusto: null,
      paychex: null,
      quickbooks: null,
      updatedAt,
    });
  }
}
