import {
  billableMinutes,
  billingWeekOf,
  contractedMinutesOfWeek,
  coveragePct,
  instantBounds,
} from '../../../shared/billing-rules.ts';
import type { CoverageQuery, CoverageReport, CoverageRow, CustomerCoverage } from '../../../shared/contract/billing.ts';
import { toCsv } from '../../../shared/csv.ts';
import { addDaysTo, localDateOf } from '../../../shared/zoned-time.ts';
import type { Caller } from '../../access/caller.ts';
import type { AppContext } from '../../context.ts';
import type { CsvFile } from '../../http/csv-reply.ts';
import { timeZoneOfClient } from '../personnel/index.ts';
import { type CoverageVersion, coverageVersions, gapShifts, holidaysOfCalendars } from './coverage-repository.ts';
import { billingEntries } from './invoice-repository.ts';

/**
 * Coverage (docs/product/billing.md#coverage): per contract line version and billing week, the contracted minutes
 * (the weekly figure, prorated by the days the version is in force that week), the delivered minutes (the billable
 * minutes of R1, whatever their rate type), what is uncovered, the percentage, and the shifts behind a gap. Weeks
 * are the contract's billing weeks that touch [from, to], counted whole.
 */

interface Week {
  start: string;
  end: string;
}

function weeksOf(from: string, to: string, weekStartsOn: number): Week[] {
  const weeks: Week[] = [];
  for (let start = billingWeekOf(from, weekStartsOn); start <= to; start = addDaysTo(start, 7)) {
    weeks.push({ start, end: addDaysTo(start, 6) });
  }
  return weeks;
}

/** The days of the week the version (and its contract) is in force. */
function daysInForce(version: CoverageVersion, week: Week): number {
  const starts = [week.start, version.effectiveFrom, version.contract.startsOn].sort().at(-1) as string;
  const ends = [week.end, version.effectiveTo ?? week.end, version.contract.endsOn ?? week.end].sort()[0] as string;
  if (starts > ends) return 0;
  return Math.round((Date.parse(ends) - Date.parse(starts)) / 86_400_000) + 1;
}

async function coverageRows(
  ctx: AppContext,
  caller: Caller,
  range: { from: string; to: string },
  customerId: string | undefined,
  withGaps: boolean,
): Promise<CoverageRow[]> {
  const clientId = caller.actor.clientId;
  // Every contract's weeks that touch the range lie within a week either side of it.
  const span = { from: addDaysTo(range.from, -7), to: addDaysTo(range.to, 7) };
  const versions = await coverageVersions(ctx.db, caller.actor, span, customerId);
  if (versions.length === 0) return [];
  const bounds = instantBounds(span.from, span.to);
  const eventIds = [...new Set(versions.map((version) => version.eventId))];
  const entries = await billingEntries(ctx.db, clientId, eventIds, new Date(bounds.start), new Date(bounds.end));
  const holidays = await holidaysOfCalendars(
    ctx.db,
    [...new Set(versions.flatMap((version) => version.contract.holidayCalendarId ?? []))],
    span.from,
    span.to,
  );
  const now = ctx.clock().getTime();
  const gaps = withGaps
    ? await gapShifts(ctx.db, clientId, eventIds, new Date(bounds.start), new Date(bounds.end))
    : [];

  const entriesByEvent = new Map<string, typeof entries>();
  for (const entry of entries) {
    const list = entriesByEvent.get(entry.eventId);
    if (list) list.push(entry);
    else entriesByEvent.set(entry.eventId, [entry]);
  }
  const byContract = new Map<string, CoverageVersion[]>();
  for (const version of versions)
    byContract.set(version.contract.id, [...(byContract.get(version.contract.id) ?? []), version]);
  const rows: CoverageRow[] = [];
  for (const contractVersions of byContract.values()) {
    const contract = (contractVersions[0] as CoverageVersion).contract;
    const events = new Set(contractVersions.map((version) => version.eventId));
    const contractEntries = [...events].flatMap((eventId) => entriesByEvent.get(eventId) ?? []);
    const delivered = new Map<string, number>();
    const minutes = billableMinutes(
      {
        billBasis: contract.billBasis,
        otBasis: 'none',
        otAfterMinutes: contract.otAfterMinutes,
        roundingMinutes: contract.roundingMinutes,
        weekStartsOn: contract.weekStartsOn,
        contractStartsOn: contract.startsOn,
        contractEndsOn: contract.endsOn,
        holidays: holidays.get(contract.holidayCalendarId ?? '') ?? [],
      },
      contractVersions,
      contractEntries,
    );
    for (const row of minutes) {
      const key = `${row.lineId}|${billingWeekOf(row.date, contract.weekStartsOn)}`;
      delivered.set(key, (delivered.get(key) ?? 0) + row.minutes);
    }
    for (const version of contractVersions) {
      for (const week of weeksOf(range.from, range.to, contract.weekStartsOn)) {
        const days = daysInForce(version, week);
        if (days === 0) continue;
        const contracted = contractedMinutesOfWeek(version.contractedMinutesPerWeek ?? 0, days);
        const deliveredMinutes = delivered.get(`${version.id}|${week.start}`) ?? 0;
        const uncovered = Math.max(0, contracted - deliveredMinutes);
        rows.push({
          contractLineId: version.id,
          contractId: contract.id,
          contractCode: contract.code,
          customerId: contract.customerId,
          customerName: version.customerName,
          eventId: version.eventId,
          eventName: version.eventName,
          timeZone: version.timeZone,
          post: version.post,
          itemCode: version.itemCode,
          description: version.description,
          weekStart: week.start,
          contractedMinutes: contracted,
          deliveredMinutes,
          uncoveredMinutes: uncovered,
          coveragePct: coveragePct(deliveredMinutes, contracted),
          gaps:
            uncovered > 0
              ? gaps
                  .filter((shift) => {
                    if (shift.eventId !== version.eventId) return false;
                    if (version.post !== null && shift.post !== version.post) return false;
                    const date = localDateOf(Date.parse(shift.startAt), version.timeZone);
                    if (date < week.start || date > week.end) return false;
                    // A shift still to come is a gap only while places are unfilled.
                    return shift.assigned < shift.headcount || Date.parse(shift.startAt) < now;
                  })
                  .map(({ eventId: _eventId, ...shift }) => shift)
              : [],
        });
      }
    }
  }
  return rows;
}

export async function coverageReport(ctx: AppContext, caller: Caller, query: CoverageQuery): Promise<CoverageReport> {
  return { items: await coverageRows(ctx, caller, query, query.customerId, true), from: query.from, to: query.to };
}

const hours = (minutes: number) => (minutes / 60).toFixed(2);

export async function coverageCsv(ctx: AppContext, caller: Caller, query: CoverageQuery): Promise<CsvFile> {
  const rows = await coverageRows(ctx, caller, query, query.customerId, true);
  const csv = toCsv(
    [
      'Customer',
      'Contract',
      'Event',
      'Post',
      'Item',
      'Week',
      'Contracted hours',
      'Delivered hours',
      'Uncovered hours',
      'Coverage %',
      'Shifts behind the gap',
    ],
    rows.map((row) => [
      row.customerName,
      row.contractCode,
      row.eventName,
      row.post ?? '',
      row.itemCode,
      row.weekStart,
      hours(row.contractedMinutes),
      hours(row.deliveredMinutes),
      hours(row.uncoveredMinutes),
      row.coveragePct === null ? '' : row.coveragePct.toFixed(2),
      row.gaps.length,
    ]),
  );
  return { csv, fileName: `coverage-${query.from}-${query.to}.csv` };
}

/** This week's coverage so far per customer, in the client's zone (the dashboard and the map). */
export async function customerCoverage(ctx: AppContext, caller: Caller): Promise<CustomerCoverage> {
  const today = localDateOf(ctx.clock().getTime(), await timeZoneOfClient(ctx, caller.actor.clientId));
  const weekStart = billingWeekOf(today, 1);
  const rows = await coverageRows(ctx, caller, { from: today, to: today }, undefined, false);
  const byCustomer = new Map<string, CustomerCoverage['items'][number]>();
  for (const row of rows) {
    const item = byCustomer.get(row.customerId) ?? {
      customerId: row.customerId,
      customerName: row.customerName,
      contractedMinutes: 0,
      deliveredMinutes: 0,
      coveragePct: null,
    };
    item.contractedMinutes += row.contractedMinutes;
    item.deliveredMinutes += row.deliveredMinutes;
    item.coveragePct = coveragePct(item.deliveredMinutes, item.contractedMinutes);
    byCustomer.set(row.customerId, item);
  }
  return { weekStart, items: [...byCustomer.values()] };
}
