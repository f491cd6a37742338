/*
 * The files an approved pay run is exported as (docs/product/payroll-exports.md): ADP Workforce Now's pay-data
 * import (PRcccEPI.csv), Gusto's hours import CSV, Paychex Flex SPI, QuickBooks Desktop timesheets (IIF) and a plain
 * CSV. Pure functions of the run they are given; the pay-run service reads it, refuses an export when people lack
 * the provider's id (payrun.missing_provider_ids), records the export and replies with the file.
 *
 * As the billing exports: UTF-8 without a byte-order mark, CSV quoted only where RFC 4180 needs it with CRLF line
 * ends, a text cell a spreadsheet would run as a formula prefixed with `'`, numbers never touched. Money comes from
 * integer cents and hours from exact minutes, never through floating point. What a layout cannot carry is returned
 * in `manual`, never dropped.
 */

import { type GustoColumns, gustoDefaultColumns } from '../../../shared/contract/payroll.ts';
import { decimal } from '../billing/index.ts';

/** A rate type of a pay line (src/shared/payroll-rules.ts). */
export type ExportRateType = 'REG' | 'OT' | 'DT' | 'HOL' | 'ADJ';

export interface ExportPayLine {
  rateType: ExportRateType;
  /** ADJ only: the rate type whose pay it corrects ('REG' | 'OT' | 'DT' | 'HOL', or 'OT'/'DT' premium settlement). */
  adjusts: string | null;
  /** Exact minutes (negative on an ADJ line that takes hours back). */
  minutes: number;
  /** minutes ÷ 60 rounded half-up to 2 decimals. */
  hours: number;
  /** The line's rate per hour in cents, rounded (display). */
  rateCents: number;
  /** The straight-time rate of its minutes, cents per hour. */
  ownRateCents: number;
  amountCents: number;
  /**
   * Optional. OT, DT and ADJ lines: the first day (YYYY-MM-DD) of their workweek, so the `manual` list can say which
   * week an adjustment settles (docs/product/payroll-exports.md#the-manual-list).
   */
  workweek?: string | null;
}

/** One person's minutes of one rate type on one local day at one event (the QuickBooks timesheet rows). */
export interface ExportPayDay {
  /** YYYY-MM-DD, the client's zone. */
  date: string;
  customerName: string;
  eventName: string;
  rateType: 'REG' | 'OT' | 'DT' | 'HOL';
  minutes: number;
}

export interface ExportPerson {
  userId: string;
  /** Display name "First Last" as stored. */
  name: string;
  email: string;
  /** The person's id at each provider, null when not set. */
  payrollIds: { adp: string | null; gusto: string | null; paychex: string | null; quickbooks: string | null };
  lines: ExportPayLine[];
  days: ExportPayDay[];
  grossCents: number;
}

export interface ExportPayRun {
  id: string;
  /** YYYY-MM-DD, both inclusive. */
  periodStart: string;
  periodEnd: string;
  /** ISO instant. */
  approvedAt: string;
  /** The client's company code at the provider (ADP's 3-character Co Code, Paychex client id); null when unset. */
  companyCode: string | null;
  /** The earning codes the client set for the provider: OT, DT, HOL (REG is the provider's default). */
  earningCodes: { OT: string | null; DT: string | null; HOL: string | null };
  people: ExportPerson[];
}

/** A file ready to send: its name, media type and text (UTF-8, no byte-order mark). */
export interface PayExportFile {
  fileName: string;
  contentType: string;
  text: string;
  /** Data rows written (not counting headings). */
  rows: number;
  /** Figures the provider's layout cannot carry, to key in by hand (never dropped silently). */
  manual: { userId: string; name: string; what: string }[];
}

// ── Figures ──────────────────────────────────────────────────────────────────────────────────────────────

/** Minutes as hundredths of an hour, rounded half-up (away from zero) in integers: 10 → 17 (0.17 h), 600 → 1000. */
export function hundredthsOfMinutes(minutes: number): number {
  const scaled = Math.abs(minutes) * 100;
  const whole = Math.floor(scaled / 60) + (scaled % 60 >= 30 ? 1 : 0);
  return minutes < 0 ? -whole : whole;
}

const hours = (minutes: number) => decimal(hundredthsOfMinutes(minutes), 2);
const money = (cents: number) => decimal(cents, 2);

type HourType = 'REG' | 'HOL' | 'OT' | 'DT';
/** The order rows are written in: the order of pay lines (docs/product/payroll-runs.md). */
const typeOrder: readonly ExportRateType[] = ['REG', 'HOL', 'OT', 'DT', 'ADJ'];
const isHourType = (value: string | null): value is HourType =>
  value === 'REG' || value === 'HOL' || value === 'OT' || value === 'DT';

function minutesByType(lines: readonly ExportPayLine[]): Record<HourType, number> {
  const sums: Record<HourType, number> = { REG: 0, HOL: 0, OT: 0, DT: 0 };
  for (const line of lines) if (line.rateType !== 'ADJ') sums[line.rateType] += line.minutes;
  return sums;
}

function amountOf(lines: readonly ExportPayLine[]): number {
  return lines.reduce((sum, line) => sum + line.amountCents, 0);
}

/** The straight-time rates of a person's hour lines, highest first. */
function ownRates(lines: readonly ExportPayLine[]): number[] {
  const rates = new Set(lines.filter((line) => line.rateType !== 'ADJ').map((line) => line.ownRateCents));
  return [...rates].sort((a, b) => b - a);
}

type Manual = PayExportFile['manual'];

/** What an ADJ line pays, for whoever keys it in: "ADJ OT premium 100.00 USD (10.00 h at 10.00/h) for week of …". */
function adjustmentText(line: ExportPayLine): string {
  const what = line.adjusts === 'OT' || line.adjusts === 'DT' ? `${line.adjusts} premium` : (line.adjusts ?? 'pay');
  const basis = line.minutes !== 0 ? ` (${hours(line.minutes)} h at ${money(line.rateCents)}/h)` : '';
  const week = line.workweek ? ` for week of ${line.workweek}` : '';
  return `ADJ ${what} ${money(line.amountCents)} USD${basis}${week}`;
}

function addAdjustments(manual: Manual, person: ExportPerson) {
  for (const line of person.lines)
    if (line.rateType === 'ADJ') manual.push({ userId: person.userId, name: person.name, what: adjustmentText(line) });
}

function companyCodeFor(run: ExportPayRun, provider: string): string {
  if (!run.companyCode) throw new Error(`The ${provider} export needs the client's company code`);
  return run.companyCode;
}

/** The person's id at a provider; the pay-run service refuses the export first (payrun.missing_provider_ids). */
function providerId(person: ExportPerson, provider: 'adp' | 'gusto' | 'paychex'): string {
  const id = person.payrollIds[provider];
  if (!id) throw new Error(`${person.name} (${person.userId}) has no ${provider} id`);
  return id;
}

const period = (run: ExportPayRun) => `${run.periodStart}-${run.periodEnd}`;

// ── CSV ──────────────────────────────────────────────────────────────────────────────────────────────────

const csvType = 'text/csv; charset=utf-8';
const formulaStart = /^[=+\-@\t\r]/;

/** A number cell: written as it is, never given the formula guard (`-45.00` stays `-45.00`). */
class Num {
  constructor(readonly text: string) {}
}
type Cell = string | Num;
const num = (text: string) => new Num(text);

function csvCell(cell: Cell): string {
  const text = cell instanceof Num ? cell.text : formulaStart.test(cell) ? `'${cell}` : cell;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

function csv(header: readonly string[], rows: readonly (readonly Cell[])[]): string {
  return [header, ...rows].map((row) => `${row.map(csvCell).join(',')}\r\n`).join('');
}

// ── ADP Workforce Now ────────────────────────────────────────────────────────────────────────────────────

export const adpHeader = [
  'Co Code',
  'Batch ID',
  'File #',
  'Reg Hours',
  'O/T Hours',
  'Hours 3 Code',
  'Hours 3 Amount',
] as const;

/** The Batch ID of a run's ADP file: the period's last day as YYMMDD (2026-05-31 → 260531). */
export const adpBatchId = (run: ExportPayRun) => run.periodEnd.slice(2).replaceAll('-', '');

/**
 * ADP Workforce Now pay-data import (PRcccEPI.csv): per person a row with the regular and overtime hours and the
 * first Hours 3 pair (holiday, then double time, each under its earning code); a further row per remaining pair.
 * Hours without an earning code, and ADJ amounts, go to `manual`.
 */
export function adpPayDataCsv(run: ExportPayRun): PayExportFile {
  const company = companyCodeFor(run, 'ADP');
  const batch = adpBatchId(run);
  const rows: Cell[][] = [];
  const manual: Manual = [];
  for (const person of run.people) {
    const minutes = minutesByType(person.lines);
    const pairs: [string, string][] = [];
    for (const type of ['HOL', 'DT'] as const) {
      if (minutes[type] === 0) continue;
      const code = run.earningCodes[type];
      if (code) pairs.push([code, hours(minutes[type])]);
      else
        manual.push({
          userId: person.userId,
          name: person.name,
          what: `${type} ${hours(minutes[type])} h (${money(amountOf(person.lines.filter((l) => l.rateType === type)))} USD): no ADP earning code set for ${type}`,
        });
    }
    addAdjustments(manual, person);
    if (minutes.REG === 0 && minutes.OT === 0 && pairs.length === 0) continue;
    const fileNumber = providerId(person, 'adp');
    const [first, ...rest] = pairs;
    rows.push([
      company,
      batch,
      fileNumber,
      minutes.REG !== 0 ? num(hours(minutes.REG)) : '',
      minutes.OT !== 0 ? num(hours(minutes.OT)) : '',
      first ? first[0] : '',
      first ? num(first[1]) : '',
    ]);
    for (const [code, amount] of rest) rows.push([company, batch, fileNumber, '', '', code, num(amount)]);
  }
  return {
    fileName: `PR${company.padEnd(3, '_')}EPI.csv`,
    contentType: csvType,
    text: csv(adpHeader, rows),
    rows: rows.length,
    manual,
  };
}

// ── Gusto ────────────────────────────────────────────────────────────────────────────────────────────────

/** "First Last" → first name all but the last word, last name the last word ("Mary Ann Lee" → "Mary Ann", "Lee"). */
export function splitName(name: string): { first: string; last: string } {
  const words = name.trim().replace(/\s+/g, ' ');
  const at = words.lastIndexOf(' ');
  return at < 0 ? { first: words, last: '' } : { first: words.slice(0, at), last: words.slice(at + 1) };
}

const gustoHourColumns = [
  ['regularHours', 'REG'],
  ['overtimeHours', 'OT'],
  ['doubleOvertimeHours', 'DT'],
  ['holidayHours', 'HOL'],
] as const satisfies readonly (readonly [keyof GustoColumns, HourType])[];

/**
 * Gusto's hours CSV: one row per person, or per person and own rate when the person has several (the title is then
 * the own rate, `20.00`, which must be the title of that rate's job in Gusto). Hours whose column is null, and ADJ
 * amounts, go to `manual`.
 */
export function gustoHoursCsv(run: ExportPayRun, columns: Partial<GustoColumns> = {}): PayExportFile {
  const titles: GustoColumns = { ...gustoDefaultColumns, ...columns };
  const header = [titles.lastName, titles.firstName, titles.employeeId, titles.title].filter(
    (title): title is string => title !== null,
  );
  for (const [key] of gustoHourColumns) {
    const title = titles[key];
    if (title !== null) header.push(title);
  }
  const rows: Cell[][] = [];
  const manual: Manual = [];
  for (const person of run.people) {
    const rates = ownRates(person.lines);
    const { first, last } = splitName(person.name);
    for (const rate of rates) {
      const atRate = person.lines.filter((line) => line.rateType !== 'ADJ' && line.ownRateCents === rate);
      const minutes = minutesByType(atRate);
      const cells: Cell[] = [];
      for (const [key, type] of gustoHourColumns) {
        if (titles[key] !== null) cells.push(minutes[type] !== 0 ? num(hours(minutes[type])) : '');
        else if (minutes[type] !== 0)
          manual.push({
            userId: person.userId,
            name: person.name,
            what: `${type} ${hours(minutes[type])} h at own rate ${money(rate)} (${money(amountOf(atRate.filter((l) => l.rateType === type)))} USD): the Gusto template has no column for it`,
          });
      }
      if (cells.every((cell) => cell === '')) continue;
      const identity: Cell[] = [last, first];
      if (titles.employeeId !== null) identity.push(providerId(person, 'gusto'));
      identity.push(rates.length > 1 ? money(rate) : '');
      rows.push([...identity, ...cells]);
    }
    addAdjustments(manual, person);
  }
  return {
    fileName: `gusto-hours-${period(run)}.csv`,
    contentType: csvType,
    text: csv(header, rows),
    rows: rows.length,
    manual,
  };
}

// ── Paychex Flex SPI ─────────────────────────────────────────────────────────────────────────────────────

export const paychexHeader = [
  'CLIENT ID',
  'WORKER ID',
  'ORG',
  'JOB NUMBER',
  'PAY COMPONENT',
  'RATE',
  'RATE NUMBER',
  'HOURS',
  'UNITS',
  'LINE DATE',
  'AMOUNT',
  'CHECK SEQ NUMBER',
  'OVERRIDE STATE',
  'OVERRIDE LOCAL',
  'OVERRIDE LOCAL JURISDICTION',
  'LABOR ASSIGNMENT',
] as const;

/** The pay component of a rate type when the client set no earning code for it (REG always uses `Hourly`). */
export const paychexComponentDefaults = { REG: 'Hourly', OT: 'Overtime', DT: 'Double Time', HOL: 'Holiday' } as const;

function paychexComponent(run: ExportPayRun, type: HourType): string {
  return type === 'REG' ? paychexComponentDefaults.REG : (run.earningCodes[type] ?? paychexComponentDefaults[type]);
}

/**
 * Paychex Flex Standard Payroll Import: one row per person, rate type and own rate. An hours row fills RATE (the own
 * rate) and HOURS; an ADJ row fills AMOUNT alone, under the pay component of the rate type it corrects. A row never
 * fills more than one of RATE, RATE NUMBER and AMOUNT.
 */
export function paychexSpiCsv(run: ExportPayRun): PayExportFile {
  const client = companyCodeFor(run, 'Paychex');
  const rows: Cell[][] = [];
  for (const person of run.people) {
    const groups = new Map<string, { type: ExportRateType; component: string; rate: number; lines: ExportPayLine[] }>();
    for (const line of person.lines) {
      const corrected = line.rateType === 'ADJ' ? (isHourType(line.adjusts) ? line.adjusts : 'REG') : line.rateType;
      const component = paychexComponent(run, corrected);
      const key = `${line.rateType}|${component}|${line.ownRateCents}`;
      const group = groups.get(key) ?? { type: line.rateType, component, rate: line.ownRateCents, lines: [] };
      group.lines.push(line);
      groups.set(key, group);
    }
    const ordered = [...groups.values()].sort(
      (a, b) => typeOrder.indexOf(a.type) - typeOrder.indexOf(b.type) || b.rate - a.rate,
    );
    for (const { type, component, rate, lines } of ordered) {
      const minutes = lines.reduce((sum, line) => sum + line.minutes, 0);
      const amount = amountOf(lines);
      if (type === 'ADJ' ? amount === 0 : minutes === 0) continue;
      const worker = providerId(person, 'paychex');
      const [rateCell, hoursCell, amountCell] =
        type === 'ADJ' ? ['', '', num(money(amount))] : [num(money(rate)), num(hours(minutes)), ''];
      rows.push([client, worker, '', '', component, rateCell, '', hoursCell, '', '', amountCell, '', '', '', '', '']);
    }
  }
  return {
    fileName: `paychex-spi-${period(run)}.csv`,
    contentType: csvType,
    text: csv(paychexHeader, rows),
    rows: rows.length,
    manual: [],
  };
}

// ── QuickBooks Desktop timesheets (IIF) ──────────────────────────────────────────────────────────────────

/** The TIMERHDR values QuickBooks checks an import against: as its own Timer export of the company file shows them. */
export interface QuickBooksTimerOptions {
  companyName?: string;
  companyCreateTime?: string;
  /** The service item (ITEM) of every row; empty by default. */
  serviceItem?: string;
}

/** The payroll item (PITEM) of a rate type when the client set no earning code for it. */
export const quickbooksPayrollItemDefaults = {
  REG: 'Hourly Rate',
  OT: 'Overtime Rate',
  DT: 'Double-time Rate',
  HOL: 'Holiday',
} as const;

const iifText = (value: string) => value.replace(/[\t\r\n]+/g, ' ').trim();
const iifRow = (cells: readonly string[]) => `${cells.join('\t')}\r\n`;

export const timerHeader = [
  '!TIMERHDR',
  'VER',
  'REL',
  'COMPANYNAME',
  'IMPORTEDBEFORE',
  'FROMTIMER',
  'COMPANYCREATETIME',
];
export const timeActHeader = [
  '!TIMEACT',
  'DATE',
  'JOB',
  'EMP',
  'ITEM',
  'PITEM',
  'DURATION',
  'PROJ',
  'NOTE',
  'XFERTOPAYROLL',
  'BILLINGSTATUS',
];

/** YYYY-MM-DD → MM/DD/YY. */
const timerDate = (date: string) => `${date.slice(5, 7)}/${date.slice(8, 10)}/${date.slice(2, 4)}`;

/** 615 → "10:15". */
const duration = (minutes: number) => `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;

/** Minutes cut into as few near-equal parts as keep each under 24:00 (1,440 → 720 + 720). */
export function timerParts(minutes: number): number[] {
  const count = Math.ceil(minutes / 1439);
  const base = Math.floor(minutes / count);
  return Array.from({ length: count }, (_, i) => base + (i < minutes % count ? 1 : 0));
}

/**
 * QuickBooks Desktop timer activities: one TIMEACT row per person, day, job and payroll item, with the hours as a
 * duration; QuickBooks pays them at the payroll item's rate. ADJ amounts go to `manual`.
 */
export function quickbooksTimesheetsIif(run: ExportPayRun, options: QuickBooksTimerOptions = {}): PayExportFile {
  const out = [
    iifRow(timerHeader),
    iifRow([
      'TIMERHDR',
      '8',
      '0',
      iifText(options.companyName ?? ''),
      'N',
      'Y',
      iifText(options.companyCreateTime ?? ''),
    ]),
    iifRow(timeActHeader),
  ];
  const manual: Manual = [];
  let rows = 0;
  for (const person of run.people) {
    const employee = iifText(person.payrollIds.quickbooks ?? person.name);
    const days = new Map<string, ExportPayDay>();
    for (const day of person.days) {
      const key = [day.date, day.customerName, day.eventName, day.rateType].join('\u0000');
      const seen = days.get(key);
      days.set(key, seen ? { ...seen, minutes: seen.minutes + day.minutes } : { ...day });
    }
    const ordered = [...days.values()].sort((a, b) => a.date.localeCompare(b.date));
    for (const day of ordered) {
      const payrollItem =
        day.rateType === 'REG'
          ? quickbooksPayrollItemDefaults.REG
          : (run.earningCodes[day.rateType] ?? quickbooksPayrollItemDefaults[day.rateType]);
      for (const part of timerParts(day.minutes)) {
        out.push(
          iifRow([
            'TIMEACT',
            timerDate(day.date),
            `${iifText(day.customerName)}:${iifText(day.eventName)}`,
            employee,
            iifText(options.serviceItem ?? ''),
            iifText(payrollItem),
            duration(part),
            '',
            '',
            'Y',
            '0',
          ]),
        );
        rows += 1;
      }
    }
    addAdjustments(manual, person);
  }
  return {
    fileName: `quickbooks-timesheets-${period(run)}.iif`,
    contentType: 'application/octet-stream',
    text: out.join(''),
    rows,
    manual,
  };
}

// ── Plain CSV ────────────────────────────────────────────────────────────────────────────────────────────

export const payRunHeader = [
  'Name',
  'Email',
  'ADP File #',
  'Gusto ID',
  'Paychex ID',
  'QuickBooks Name',
  'Rate Type',
  'Adjusts',
  'Workweek',
  'Minutes',
  'Hours',
  'Rate',
  'Own Rate',
  'Amount',
  'Gross',
] as const;

/** Every figure of the run: one row per person and pay line, the person's gross repeated. */
export function payRunCsv(run: ExportPayRun): PayExportFile {
  const rows: Cell[][] = [];
  for (const person of run.people)
    for (const line of person.lines)
      rows.push([
        person.name,
        person.email,
        person.payrollIds.adp ?? '',
        person.payrollIds.gusto ?? '',
        person.payrollIds.paychex ?? '',
        person.payrollIds.quickbooks ?? '',
        line.rateType,
        line.adjusts ?? '',
        line.workweek ?? '',
        num(String(line.minutes)),
        num(hours(line.minutes)),
        num(money(line.rateCents)),
        num(money(line.ownRateCents)),
        num(money(line.amountCents)),
        num(money(person.grossCents)),
      ]);
  return {
    fileName: `pay-run-${period(run)}.csv`,
    contentType: csvType,
    text: csv(payRunHeader, rows),
    rows: rows.length,
    manual: [],
  };
}
