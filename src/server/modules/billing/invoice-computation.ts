import {
  amountCents,
  type BilledMinutes,
  type BillingEntry,
  type BillingLineVersion,
  billableMinutes,
  quantityHundredths,
  ratePct,
  taxCents,
  unitCents,
} from '../../../shared/billing-rules.ts';
import type { MinuteRateType, RateType } from '../../../shared/contract/billing.ts';
import type { CallType } from '../../../shared/dispatch-rules.ts';
import { localDateOf } from '../../../shared/zoned-time.ts';
import type { InvoiceTermsJson } from '../../db/schema.ts';

/**
 * An invoice's lines from the billable minutes of its period (docs/product/billing.md#rules): one line per
 * contract line version and rate type (R4), a fixed line once per period, a per-call line per version that had
 * calls (docs/product/billing.md#billing-per-call), and the adjustments of issued invoices whose clock entries were
 * corrected after they were issued (R6).
 */

export interface PricedVersion extends BillingLineVersion {
  eventName: string;
  timeZone: string;
  itemCode: string;
  description: string;
  method: 'hourly' | 'fixed' | 'per_call';
  billRateCents: number | null;
  /** A fixed line's amount per period; a per-call line's price per call. */
  fixedCents: number | null;
  /** A per-call line's call type; null for every other method. */
  callType: CallType | null;
  contractedMinutesPerWeek: number | null;
}

/** A call for service at one of the contract's events that was not cancelled (what a per-call line may bill). */
export interface BillableCall {
  id: string;
  eventId: string;
  type: CallType;
  /** Epoch milliseconds. */
  receivedAt: number;
  /** The event's IANA zone: the call is dated in it, as minutes are. */
  timeZone: string;
}

/** The versions billed by the minute (hourly and fixed): a per-call version takes no clock time. */
export function minuteVersions<T extends { method: PricedVersion['method'] }>(versions: readonly T[]): T[] {
  return versions.filter((version) => version.method !== 'per_call');
}

export interface ComputedLineEntry {
  clockEntryId: string;
  date: string;
  minutes: number;
}

export interface ComputedLine {
  contractLineId: string;
  rateType: RateType;
  itemCode: string;
  description: string;
  eventId: string;
  eventName: string;
  post: string | null;
  minutes: number;
  quantityHundredths: number;
  unitCents: number;
  amountCents: number;
  adjustsInvoiceId: string | null;
  adjustsInvoiceNumber: string | null;
  adjustsRateType: MinuteRateType | null;
  entries: ComputedLineEntry[];
}

export interface Period {
  from: string;
  to: string;
}

const rateOrder: Record<RateType, number> = { REG: 0, OT: 1, HOL: 2, FIXED: 3, ADJ: 4 };

/** The billable minutes whose local date lies in the period, from entries of the whole weeks around it. */
export function minutesInPeriod(
  terms: InvoiceTermsJson,
  versions: readonly BillingLineVersion[],
  entries: readonly BillingEntry[],
  period: Period,
): BilledMinutes[] {
  return billableMinutes(
    {
      billBasis: terms.billBasis,
      otBasis: terms.otBasis,
      otAfterMinutes: terms.otAfterMinutes,
      roundingMinutes: terms.roundingMinutes,
      weekStartsOn: terms.weekStartsOn,
      contractStartsOn: terms.contractStartsOn,
      contractEndsOn: terms.contractEndsOn,
      holidays: terms.holidays,
    },
    versions,
    entries,
  ).filter((row) => row.date >= period.from && row.date <= period.to);
}

function lineBase(version: PricedVersion) {
  return {
    contractLineId: version.id,
    itemCode: version.itemCode,
    description: version.description,
    eventId: version.eventId,
    eventName: version.eventName,
    post: version.post,
    adjustsInvoiceId: null,
    adjustsInvoiceNumber: null,
    adjustsRateType: null,
  };
}

function entriesOf(rows: readonly BilledMinutes[]): ComputedLineEntry[] {
  const byKey = new Map<string, ComputedLineEntry>();
  for (const row of rows) {
    const key = `${row.entryId}|${row.date}`;
    const found = byKey.get(key);
    if (found) found.minutes += row.minutes;
    else byKey.set(key, { clockEntryId: row.entryId, date: row.date, minutes: row.minutes });
  }
  return [...byKey.values()];
}

const keyOf = (version: BillingLineVersion) => `${version.eventId}|${version.post ?? ''}`;

/**
 * The fixed line of each event and post billed in the period: the version in force latest in the period (inside
 * the contract's dates), once, whatever day it started. Minutes of the key's other versions land on it too.
 */
function fixedVersionsOf(versions: readonly PricedVersion[], period: Period, terms: InvoiceTermsJson) {
  const from = period.from > terms.contractStartsOn ? period.from : terms.contractStartsOn;
  const to = terms.contractEndsOn && terms.contractEndsOn < period.to ? terms.contractEndsOn : period.to;
  const chosen = new Map<string, PricedVersion>();
  if (from > to) return chosen;
  for (const version of versions) {
    if (version.method !== 'fixed') continue;
    if (version.effectiveFrom > to || (version.effectiveTo !== null && version.effectiveTo < from)) continue;
    const current = chosen.get(keyOf(version));
    if (!current || version.effectiveFrom > current.effectiveFrom) chosen.set(keyOf(version), version);
  }
  return chosen;
}

/** R4: the period's lines (REG, OT, HOL per hourly version; FIXED once per fixed event and post). */
export function periodLines(
  terms: InvoiceTermsJson,
  versions: readonly PricedVersion[],
  billed: readonly BilledMinutes[],
  period: Period,
): ComputedLine[] {
  const byId = new Map(versions.map((version) => [version.id, version]));
  const fixed = fixedVersionsOf(versions, period, terms);
  const groups = new Map<string, { version: PricedVersion; rateType: RateType; rows: BilledMinutes[] }>();
  for (const version of fixed.values()) {
    groups.set(`${version.id}|FIXED`, { version, rateType: 'FIXED', rows: [] });
  }
  for (const row of billed) {
    const version = byId.get(row.lineId);
    if (!version) continue;
    if (version.method === 'fixed') {
      const owner = fixed.get(keyOf(version));
      if (owner) groups.get(`${owner.id}|FIXED`)?.rows.push(row);
      continue;
    }
    const key = `${version.id}|${row.rateType}`;
    let group = groups.get(key);
    if (!group) {
      group = { version, rateType: row.rateType, rows: [] };
      groups.set(key, group);
    }
    group.rows.push(row);
  }
  const lines: ComputedLine[] = [];
  for (const { version, rateType, rows } of groups.values()) {
    const minutes = rows.reduce((sum, row) => sum + row.minutes, 0);
    if (rateType === 'FIXED') {
      const unit = version.fixedCents ?? 0;
      lines.push({
        ...lineBase(version),
        rateType,
        minutes,
        quantityHundredths: 100,
        unitCents: unit,
        amountCents: unit,
        entries: entriesOf(rows),
      });
      continue;
    }
    const quantity = quantityHundredths(minutes);
    const unit = unitCents(version.billRateCents ?? 0, ratePct(rateType as MinuteRateType, terms));
    lines.push({
      ...lineBase(version),
      rateType,
      minutes,
      quantityHundredths: quantity,
      unitCents: unit,
      amountCents: amountCents(quantity, unit),
      entries: entriesOf(rows),
    });
  }
  return sortLines(lines);
}

/**
 * The per-call lines of a period: each call is dated by its receipt in its event's zone; one whose date lies in the
 * period and the contract's dates goes to the per-call version of its event and type in force on that date. One
 * FIXED line per version that had calls: quantity = the calls, unit price = the version's price per call, amount =
 * calls × price (exact, so nothing to round). Cancelled calls never reach here; a cleared false alarm does.
 */
export function callLines(
  terms: InvoiceTermsJson,
  versions: readonly PricedVersion[],
  calls: readonly BillableCall[],
  period: Period,
): ComputedLine[] {
  const from = period.from > terms.contractStartsOn ? period.from : terms.contractStartsOn;
  const to = terms.contractEndsOn && terms.contractEndsOn < period.to ? terms.contractEndsOn : period.to;
  const perCall = versions.filter((version) => version.method === 'per_call' && version.callType !== null);
  const counted = new Map<string, { version: PricedVersion; calls: number }>();
  if (from > to || perCall.length === 0) return [];
  for (const call of calls) {
    const date = localDateOf(call.receivedAt, call.timeZone);
    if (date < from || date > to) continue;
    const version = perCall.find(
      (v) =>
        v.eventId === call.eventId &&
        v.callType === call.type &&
        date >= v.effectiveFrom &&
        (v.effectiveTo === null || date <= v.effectiveTo),
    );
    if (!version) continue;
    const found = counted.get(version.id);
    if (found) found.calls += 1;
    else counted.set(version.id, { version, calls: 1 });
  }
  const byStart = [...counted.values()].sort((a, b) => a.version.effectiveFrom.localeCompare(b.version.effectiveFrom));
  return byStart.map(({ version, calls: count }) => {
    const quantity = count * 100;
    const unit = version.fixedCents ?? 0;
    return {
      ...lineBase(version),
      rateType: 'FIXED' as const,
      minutes: 0,
      quantityHundredths: quantity,
      unitCents: unit,
      amountCents: amountCents(quantity, unit),
      entries: [],
    };
  });
}

export function sortLines(lines: ComputedLine[]): ComputedLine[] {
  return lines.sort(
    (a, b) =>
      a.eventName.localeCompare(b.eventName) ||
      (a.post ?? '').localeCompare(b.post ?? '') ||
      a.itemCode.localeCompare(b.itemCode) ||
      rateOrder[a.rateType] - rateOrder[b.rateType] ||
      (a.adjustsInvoiceNumber ?? '').localeCompare(b.adjustsInvoiceNumber ?? '') ||
      (a.adjustsRateType ? rateOrder[a.adjustsRateType] : 0) - (b.adjustsRateType ? rateOrder[b.adjustsRateType] : 0),
  );
}

/** What an issued invoice billed per version and rate type: its own lines plus the adjustments made to it since. */
export interface BilledSoFar {
  contractLineId: string;
  rateType: MinuteRateType;
  minutes: number;
  /** The unit price its own line charged, when it had one. */
  unitCents: number | null;
}

/**
 * R6: for an issued invoice whose period is computed again from the corrected entries, one ADJ line per version
 * and rate type whose minutes changed: the difference, priced as the original invoice priced it.
 */
export function adjustmentLines(
  original: { id: string; number: string; terms: InvoiceTermsJson },
  versions: readonly PricedVersion[],
  recomputed: readonly BilledMinutes[],
  billed: readonly BilledSoFar[],
): ComputedLine[] {
  const byId = new Map(versions.map((version) => [version.id, version]));
  const now = new Map<string, number>();
  for (const row of recomputed) {
    const version = byId.get(row.lineId);
    if (version?.method !== 'hourly') continue;
    const key = `${row.lineId}|${row.rateType}`;
    now.set(key, (now.get(key) ?? 0) + row.minutes);
  }
  const before = new Map<string, number>();
  const unitBefore = new Map<string, number>();
  for (const row of billed) {
    const key = `${row.contractLineId}|${row.rateType}`;
    before.set(key, (before.get(key) ?? 0) + row.minutes);
    if (row.unitCents !== null) unitBefore.set(key, row.unitCents);
  }
  const lines: ComputedLine[] = [];
  for (const key of new Set([...now.keys(), ...before.keys()])) {
    const difference = (now.get(key) ?? 0) - (before.get(key) ?? 0);
    if (difference === 0) continue;
    const [lineId, rateType] = key.split('|') as [string, MinuteRateType];
    const version = byId.get(lineId);
    if (version?.method !== 'hourly') continue;
    const unit = unitBefore.get(key) ?? unitCents(version.billRateCents ?? 0, ratePct(rateType, original.terms));
    const quantity = quantityHundredths(difference);
    lines.push({
      ...lineBase(version),
      rateType: 'ADJ',
      minutes: difference,
      quantityHundredths: quantity,
      unitCents: unit,
      amountCents: amountCents(quantity, unit),
      adjustsInvoiceId: original.id,
      adjustsInvoiceNumber: original.number,
      adjustsRateType: rateType,
      entries: [],
    });
  }
  return lines;
}

/** R5: the totals of a set of lines at a tax rate. */
export function totalsOf(lines: readonly { amountCents: number }[], taxRateBp: number) {
  const subtotalCents = lines.reduce((sum, line) => sum + line.amountCents, 0);
  const tax = taxCents(subtotalCents, taxRateBp);
  return { subtotalCents, taxCents: tax, totalCents: subtotalCents + tax };
}
