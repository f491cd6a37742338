/**
 * A client's billing (docs/product/billing.md): its "Public holidays" calendar, one contract per customer with
 * events, billed weekly from about three months ago, and per event an hourly line priced from the event's pay rate;
 * on the client's longest-running active event a rate change four weeks ago and a mobile patrol fee.
 */
import { addDaysTo, daysBetween, localDateOf, weekdayOf, weekStartDate } from '../../../shared/zoned-time.ts';
import type { ContractRecord } from '../../modules/billing/index.ts';
import { demoTimeZone } from '../demo-data.ts';
import type { SeededRandom } from '../seeded-random.ts';
import { at, type ClientState, DAY, type DemoBuild, type EventInfo, MINUTE, ms, type Person } from './build.ts';

const pad = (n: number) => String(n).padStart(2, '0');

/** The `n`th `weekday` (0 = Sunday) of a month, or the last one for n = -1. */
function nthWeekday(year: number, month: number, weekday: number, n: number): string {
  if (n > 0) {
    const first = `${year}-${pad(month)}-01`;
    return addDaysTo(first, ((weekday - weekdayOf(first) + 7) % 7) + (n - 1) * 7);
  }
  const last = addDaysTo(month === 12 ? `${year + 1}-01-01` : `${year}-${pad(month + 1)}-01`, -1);
  return addDaysTo(last, -((weekdayOf(last) - weekday + 7) % 7));
}

/**
 * The six major US holidays of a year on their own dates, the ones US guarding contracts bill at the holiday
 * rate; the demo's zone (`demoTimeZone`, America/Chicago) is in the US.
 */
function usHolidays(year: number): Array<{ date: string; name: string }> {
  return [
    { date: `${year}-01-01`, name: "New Year's Day" },
    { date: nthWeekday(year, 5, 1, -1), name: 'Memorial Day' },
    { date: `${year}-07-04`, name: 'Independence Day' },
    { date: nthWeekday(year, 9, 1, 1), name: 'Labor Day' },
    { date: nthWeekday(year, 11, 4, 4), name: 'Thanksgiving Day' },
    { date: `${year}-12-25`, name: 'Christmas Day' },
  ];
}

/** A guard's bill rate: the pay rate × 1.6, rounded half-up to a whole dollar (in cents). */
const billRateOf = (payRateCents: number) => Math.round((payRateCents * 16) / 1000) * 100;

/** What the event's shifts plan in a week, rounded to whole hours; null when nothing is planned (no guards yet). */
function plannedMinutesPerWeek(event: EventInfo): number | null {
  const { spec } = event;
  let minutes: number;
  if (spec.shifts) {
    const days = Math.min(
      7,
      daysBetween(localDateOf(ms(event.start), demoTimeZone), localDateOf(ms(event.end), demoTimeZone)) + 1,
    );
    minutes = days * spec.shifts.reduce((sum, shift) => sum + shift.hours * 60 * shift.guards, 0);
  } else {
    minutes = (Math.min(ms(event.end) - ms(event.start), 7 * DAY) / MINUTE) * spec.guards;
  }
  const hours = Math.round(minutes / 60);
  return hours > 0 ? hours * 60 : null;
}

export function buildBilling(b: DemoBuild, state: ClientState, rng: SeededRandom): void {
  const executive = state.people.find((p) => p.role === 'executive') ?? state.operators[0];
  if (!executive) return;
  const today = localDateOf(b.now, demoTimeZone);
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  // The first of the month three months back: e.g. 1 December for any day of March.
  const startsOn = `${month > 3 ? year : year - 1}-${pad(((month + 8) % 12) + 1)}-01`;
  const dayOffset = (date: string) => daysBetween(today, date);
  const inOfficeHours = (date: string) => b.officeHours(state, rng, ms(state.calendar.at(dayOffset(date), '12:00')));

  const weekStartsOn = 1;
  const calendarId = b.billingIds.uuid();
  const calendarAt = inOfficeHours(addDaysTo(startsOn, -rng.int(20, 30)));
  b.rows.holidayCalendars.push({
    id: calendarId,
    clientId: state.id,
    name: 'Public holidays',
    createdAt: calendarAt,
    updatedAt: calendarAt,
  });
  for (const holiday of [...usHolidays(year), ...usHolidays(year + 1)])
    b.rows.holidayDates.push({ clientId: state.id, calendarId, ...holiday });

  // The client's longest-running active event: its line's rate went up four weeks ago, and it has a patrol fee.
  const featured = state.events
    .filter((event) => b.isActive(event) && ms(event.start) < b.now - 28 * DAY)
    .sort((x, y) => ms(x.start) - ms(y.start))[0];

  for (const customer of state.spec.customers) {
    const events = state.events.filter((event) => event.spec.customer === customer.key);
    if (events.length === 0) continue;
    const customerId = state.customerIds.get(customer.key);
    const row = b.rows.customers.find((c) => c.id === customerId);
    if (!customerId || !row) continue;
    const owner: Person =
      state.people.find((p) => p.role === 'manager' && (p.spec.customerAccess ?? []).includes(customer.key)) ??
      executive;
    const contractId = b.billingIds.uuid();
    const createdAt = inOfficeHours(addDaysTo(startsOn, -rng.int(5, 15)));
    const contract: ContractRecord = {
      id: contractId,
      clientId: state.id,
      customerId,
      code: `${customer.key.toUpperCase()}-${year}`,
      currency: 'USD',
      startsOn,
      endsOn: null,
      billingCycle: 'weekly',
      weekStartsOn,
      termsDays: 30,
      poNumber: null,
      // Illinois and Chicago tax goods, not security services.
      taxRateBp: 0,
      holidayCalendarId: calendarId,
      billBasis: 'actual_within_shift',
      otBasis: 'guard_line_week',
      otAfterMinutes: 2400,
      otBillPct: 150,
      holidayBillPct: 200,
      roundingMinutes: 15,
      language: 'en',
      billingEmails: row.contactEmail ? [row.contactEmail] : [],
      createdBy: owner.id,
      createdAt,
      updatedAt: createdAt,
    };
    b.rows.contracts.push(contract);

    for (const event of events) {
      const lineAt = b.notAfterNow(
        Math.max(ms(createdAt), ms(event.row.createdAt ?? createdAt)) + rng.int(5, 90) * MINUTE,
      );
      // In force over the billing weeks (from Monday) the event runs in, from the contract's start at the earliest:
      // coverage counts a line's contracted minutes in every week it is in force, a share of them in a part week.
      const firstWeek = weekStartDate(localDateOf(ms(event.start), demoTimeZone), weekStartsOn);
      const lastWeek = weekStartDate(localDateOf(ms(event.end), demoTimeZone), weekStartsOn);
      const featuredHere = event === featured;
      const changedFrom = addDaysTo(today, -28);
      const line = {
        clientId: state.id,
        contractId,
        eventId: event.id,
        post: null,
        itemCode: 'GUARD',
        description: 'Security guard services',
        method: 'hourly' as const,
        billRateCents: billRateOf(b.rateOf(event, 'guard')),
        fixedCents: null,
        contractedMinutesPerWeek: plannedMinutesPerWeek(event),
        effectiveFrom: firstWeek > startsOn ? firstWeek : startsOn,
        createdBy: owner.id,
        createdAt: lineAt,
      };
      b.rows.contractLines.push({
        id: b.billingIds.uuid(),
        ...line,
        effectiveTo: featuredHere ? addDaysTo(changedFrom, -1) : addDaysTo(lastWeek, 6),
      });
      if (!featuredHere) continue;

      const rate = line.billRateCents;
      b.rows.contractLines.push({
        ...line,
        id: b.billingIds.uuid(),
        billRateCents: rate + Math.max(100, Math.round((rate * 5) / 10_000) * 100),
        effectiveFrom: changedFrom,
        effectiveTo: addDaysTo(lastWeek, 6),
        createdAt: at(Math.max(ms(lineAt), ms(inOfficeHours(addDaysTo(changedFrom, -rng.int(5, 10)))))),
      });
      b.rows.contractLines.push({
        ...line,
        id: b.billingIds.uuid(),
        post: 'Mobile patrol',
        itemCode: 'PATROL',
        description: 'Mobile patrol, fixed fee per billing period',
        method: 'fixed',
        billRateCents: null,
        fixedCents: 45_000,
        contractedMinutesPerWeek: null,
        effectiveTo: addDaysTo(lastWeek, 6),
      });
    }
  }
}
