import { createHash } from 'node:crypto';
import type { BillingEntry } from '../../../shared/billing-rules.ts';
import {
  billableMinutes,
  billingWeekOf,
  contractedMinutesOfWeek,
  coveragePct,
  datesOf,
  instantBounds,
  lineVersionFor,
  nextDayStart,
} from '../../../shared/billing-rules.ts';
import type { CoverageQuery, CoverageReport, CoverageRow, CustomerCoverage } from '../../../shared/contract/billing.ts';
import { toCsv } from '../../../shared/csv.ts';
import { addDaysTo, localDateOf } from '../../../shared/zoned-time.ts';
import type { Caller } from '../../access/caller.ts';
import type { AppContext } from '../../context.ts';
import type { CsvFile } from '../../http/csv-reply.ts';
import { timeZoneOfClient } from '../personnel/index.ts';
import {
  type CoverageCacheEntry,
  type CoverageVersion,
  cachedCoverage,
  coverageVersions,
  type DeliveredScope,
  deliveredMinutesByDay,
  gapShifts,
  type LocalDay,
  storeCoverage,
} from './coverage-repository.ts';
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

/**
 * Delivered minutes per line version and billing week (`version id|week start`) of each contract: the query sums
 * the common entries per post and local day in the database, the rules in code take the rest (R1–R2; what a minute
 * is billed at does not matter here).
 */
async function deliveredOf(
  ctx: AppContext,
  clientId: string,
  contractsVersions: readonly CoverageVersion[][],
  span: { from: string; to: string },
  bounds: { start: number; end: number },
): Promise<Map<string, number>> {
  const scopes: (DeliveredScope & { versions: CoverageVersion[] })[] = [];
  for (const contractVersions of contractsVersions) {
    const contract = (contractVersions[0] as CoverageVersion).contract;
    for (const eventId of new Set(contractVersions.map((version) => version.eventId)))
      scopes.push({
        eventId,
        billBasis: contract.billBasis,
        roundingMinutes: contract.roundingMinutes,
        versions: contractVersions,
      });
  }
  // The local days the query may split an entry at, from the rules' own midnights; an entry starting outside them
  // is left to the rules.
  const days: LocalDay[] = [];
  const zones = new Set(contractsVersions.flat().map((version) => version.timeZone));
  for (const timeZone of zones) {
    for (const date of datesOf(addDaysTo(span.from, -2), addDaysTo(span.to, 2))) {
      days.push({
        timeZone,
        date,
        start: new Date(nextDayStart(addDaysTo(date, -1), timeZone)),
        end: new Date(nextDayStart(date, timeZone)),
        nextEnd: new Date(nextDayStart(addDaysTo(date, 1), timeZone)),
      });
    }
  }
  const start = new Date(bounds.start);
  const end = new Date(bounds.end);
  // Two halves at once: each is one statement on a connection of its own, and the database has a core for each.
  const half = Math.ceil(scopes.length / 2);
  const halves = await Promise.all(
    [scopes.slice(0, half), scopes.slice(half)].map((part) =>
      deliveredMinutesByDay(ctx.db, clientId, part, days, start, end),
    ),
  );
  const summed = {
    days: halves.flatMap((part, n) => part.days.map((row) => ({ ...row, scope: row.scope + n * half }))),
    left: halves.flatMap((part, n) => part.left.map((row) => ({ ...row, scope: row.scope + n * half }))),
  };
  const result = new Map<string, number>();
  const add = (versions: readonly CoverageVersion[], lineId: string, date: string, minutes: number) => {
    const contract = (versions[0] as CoverageVersion).contract;
    const key = `${lineId}|${billingWeekOf(date, contract.weekStartsOn)}`;
    result.set(key, (result.get(key) ?? 0) + minutes);
  };
  for (const row of summed.days) {
    const scope = scopes[row.scope];
    if (!scope || row.minutes <= 0) continue;
    const contract = (scope.versions[0] as CoverageVersion).contract;
    if (row.date < contract.startsOn || (contract.endsOn !== null && row.date > contract.endsOn)) continue;
    const version = lineVersionFor(scope.versions, scope.eventId, row.post, row.date);
    if (version) add(scope.versions, version.id, row.date, row.minutes);
  }
  if (summed.left.length === 0) return result;

  const leftIds = [...new Set(summed.left.map((left) => left.entryId))];
  const eventIds = [...new Set(scopes.map((scope) => scope.eventId))];
  const loaded = new Map(
    (await billingEntries(ctx.db, clientId, eventIds, start, end, leftIds)).map((entry) => [entry.id, entry]),
  );
  const leftByContract = new Map<CoverageVersion[], BillingEntry[]>();
  for (const left of summed.left) {
    const scope = scopes[left.scope];
    const entry = loaded.get(left.entryId);
    if (!scope || !entry) continue;
    const list = leftByContract.get(scope.versions);
    if (list) list.push(entry);
    else leftByContract.set(scope.versions, [entry]);
  }
  for (const [versions, entries] of leftByContract) {
    const contract = (versions[0] as CoverageVersion).contract;
    const minutes = billableMinutes(
      {
        billBasis: contract.billBasis,
        otBasis: 'none',
        otAfterMinutes: contract.otAfterMinutes,
        roundingMinutes: contract.roundingMinutes,
        weekStartsOn: contract.weekStartsOn,
        contractStartsOn: contract.startsOn,
        contractEndsOn: contract.endsOn,
        holidays: [],
      },
      versions,
      entries,
    );
    for (const row of minutes) add(versions, row.lineId, row.date, row.minutes);
  }
  return result;
}

/** Bump when what the cache holds is computed differently: answers cached by the older code stop being used. */
const coverageCacheFormat = 1;

function fingerprintOf(versions: readonly CoverageVersion[]): string {
  return createHash('sha256')
    .update(JSON.stringify({ format: coverageCacheFormat, versions }))
    .digest('base64url');
}

/**
 * Each contract's delivered minutes and gap shifts for the span: from the cache where no change has touched them
 * since (docs/decisions/0049-coverage-cache.md), computed and kept for the rest.
 */
async function coverageOfContracts(
  ctx: AppContext,
  clientId: string,
  byContract: ReadonlyMap<string, CoverageVersion[]>,
  span: { from: string; to: string },
  bounds: { start: number; end: number },
  withGaps: boolean,
): Promise<CoverageCacheEntry[]> {
  const keys = [...byContract].map(([contractId, contractVersions]) => ({
    contractId,
    fingerprint: fingerprintOf(contractVersions),
    versions: contractVersions,
    eventIds: [...new Set(contractVersions.map((version) => version.eventId))],
  }));
  const cached = await cachedCoverage(ctx.db, clientId, keys, span);
  const found = new Map(
    cached.hits.filter((hit) => !withGaps || hit.gaps !== null).map((hit) => [hit.contractId, hit] as const),
  );
  const missed = keys.filter((key) => !found.has(key.contractId));
  if (missed.length === 0) return [...found.values()];

  const missedEvents = [...new Set(missed.flatMap((key) => key.eventIds))];
  const [gaps, delivered] = await Promise.all([
    withGaps ? gapShifts(ctx.db, clientId, missedEvents, new Date(bounds.start), new Date(bounds.end)) : null,
    deliveredOf(
      ctx,
      clientId,
      missed.map((key) => key.versions),
      span,
      bounds,
    ),
  ]);
  // Each line version's minutes to its contract, in one pass.
  const contractOfLine = new Map(missed.flatMap((key) => key.versions.map((version) => [version.id, key.contractId])));
  const deliveredOfContract = new Map<string, Record<string, number>>();
  for (const [lineWeek, minutes] of delivered) {
    const contractId = contractOfLine.get(lineWeek.slice(0, lineWeek.indexOf('|')));
    if (contractId === undefined) continue;
    const own = deliveredOfContract.get(contractId) ?? {};
    own[lineWeek] = minutes;
    deliveredOfContract.set(contractId, own);
  }
  const computed = missed.map((key): CoverageCacheEntry => {
    const events = new Set(key.eventIds);
    return {
      contractId: key.contractId,
      fingerprint: key.fingerprint,
      eventIds: key.eventIds,
      delivered: deliveredOfContract.get(key.contractId) ?? {},
      gaps: gaps === null ? null : gaps.filter((shift) => events.has(shift.eventId)),
    };
  });
  await storeCoverage(ctx.db, clientId, span, cached.snapshot, computed);
  return [...found.values(), ...computed];
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
  const now = ctx.clock().getTime();
  const byContract = new Map<string, CoverageVersion[]>();
  for (const version of versions)
    byContract.set(version.contract.id, [...(byContract.get(version.contract.id) ?? []), version]);
  const entries = await coverageOfContracts(ctx, clientId, byContract, span, bounds, withGaps);
  const delivered = new Map(entries.flatMap((entry) => Object.entries(entry.delivered)));
  const gaps = [
    ...new Map(entries.flatMap((entry) => entry.gaps ?? []).map((shift) => [shift.shiftId, shift])).values(),
  ];
  // Each gap shift once, dated in its event's zone.
  const gapsByEvent = new Map<string, { date: string; shift: (typeof gaps)[number] }[]>();
  const zoneOfEvent = new Map(versions.map((version) => [version.eventId, version.timeZone]));
  for (const shift of gaps) {
    const date = localDateOf(Date.parse(shift.startAt), zoneOfEvent.get(shift.eventId) ?? 'UTC');
    const list = gapsByEvent.get(shift.eventId);
    if (list) list.push({ date, shift });
    else gapsByEvent.set(shift.eventId, [{ date, shift }]);
  }

  const rows: CoverageRow[] = [];
  for (const contractVersions of byContract.values()) {
    const contract = (contractVersions[0] as CoverageVersion).contract;
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
              ? (gapsByEvent.get(version.eventId) ?? [])
                  .filter(({ date, shift }) => {
                    // The line the shift's hours are billed on: an every-post line leaves a post with its own.
                    if (lineVersionFor(contractVersions, version.eventId, shift.post, date)?.id !== version.id)
                      return false;
                    if (date < week.start || date > week.end) return false;
                    // A shift still to come is a gap only while places are unfilled.
                    return shift.assigned < shift.headcount || Date.parse(shift.startAt) < now;
                  })
                  .map(({ shift: { eventId: _eventId, ...shift } }) => shift)
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
