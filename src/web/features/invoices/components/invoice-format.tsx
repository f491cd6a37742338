import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import {
  type BillingCycle,
  currencyDigits,
  type InvoiceKind,
  type InvoiceStatus,
  type RateType,
} from '../../../../shared/contract/billing.ts';
import { currentLocale } from '../../../i18n/i18n.ts';
import { formatHours } from '../../../lib/format.ts';
import { serverNowMs } from '../../../lib/server-clock.ts';

/** An amount in the invoice's currency: minor units ÷ 10^digits (2 for USD, 0 for JPY). */
export function formatCents(cents: number, currency: string): string {
  const value = cents / 10 ** currencyDigits(currency);
  try {
    return new Intl.NumberFormat(currentLocale(), { style: 'currency', currency }).format(value);
  } catch {
    return `${value.toFixed(2)} ${currency}`;
  }
}

const dayPattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar day (`YYYY-MM-DD`) in the viewer's conventions, the same day wherever the viewer is. */
export function formatDay(day: string | null | undefined): string {
  if (!day || !dayPattern.test(day)) return day ?? '';
  return new Intl.DateTimeFormat(currentLocale(), { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

/** A period of days as the language writes a range, shortest form: "May 25 – 31, 2026" (a single day once). */
export function formatPeriod(from: string, to: string): string {
  if (from === to || !dayPattern.test(from) || !dayPattern.test(to))
    return from === to ? formatDay(from) : `${formatDay(from)} – ${formatDay(to)}`;
  return new Intl.DateTimeFormat(currentLocale(), { dateStyle: 'medium', timeZone: 'UTC' }).formatRange(
    new Date(`${from}T00:00:00Z`),
    new Date(`${to}T00:00:00Z`),
  );
}

/** Minutes as hours with 2 decimals. */
export function formatMinutesAsHours(minutes: number): string {
  return formatHours(minutes / 60);
}

// ── Days, as UTC dates so no time zone moves them ────────────────────────────────────────────────────────

const dayMs = 86_400_000;
const asDate = (day: string) => new Date(`${day}T00:00:00Z`);
const dayString = (date: Date) => date.toISOString().slice(0, 10);
export const addDays = (day: string, days: number) => dayString(new Date(asDate(day).getTime() + days * dayMs));

/** Today on the viewer's calendar (following the server's clock). */
export function today(): string {
  const now = new Date(serverNowMs());
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

/**
 * The contract's last billing period that has ended by `on`: a weekly cycle's last whole week (from its
 * `weekStartsOn`, 0 = Sunday), a monthly cycle's previous month.
 */
export function lastCompletePeriod(
  contract: { billingCycle: BillingCycle; weekStartsOn: number },
  on: string = today(),
): { from: string; to: string } {
  const date = asDate(on);
  if (contract.billingCycle === 'monthly') {
    const y = date.getUTCFullYear();
    const m = date.getUTCMonth();
    return { from: dayString(new Date(Date.UTC(y, m - 1, 1))), to: dayString(new Date(Date.UTC(y, m, 0))) };
  }
  const back = (date.getUTCDay() - contract.weekStartsOn + 7) % 7;
  const weekStart = addDays(on, -back);
  return { from: addDays(weekStart, -7), to: addDays(weekStart, -1) };
}

/** This week and the three before: Monday three weeks ago to Sunday of this week. */
export function recentWeeks(on: string = today()): { from: string; to: string } {
  const monday = addDays(on, -((asDate(on).getUTCDay() + 6) % 7));
  return { from: addDays(monday, -21), to: addDays(monday, 6) };
}

/** The previous calendar month, the export dialog's default. */
export function previousMonth(on: string = today()): { from: string; to: string } {
  return lastCompletePeriod({ billingCycle: 'monthly', weekStartsOn: 1 }, on);
}

// ── Chips ────────────────────────────────────────────────────────────────────────────────────────────────

const statusColors: Record<InvoiceStatus, 'default' | 'success' | 'error'> = {
  draft: 'default',
  issued: 'success',
  void: 'error',
};

export function InvoiceStatusChip({ status }: { status: InvoiceStatus }) {
  const { t } = useTranslation('invoices');
  return <Chip size="small" variant="outlined" color={statusColors[status]} label={t(`statuses.${status}`)} />;
}

/** Marks a credit note; nothing for an invoice. */
export function KindChip({ kind }: { kind: InvoiceKind }) {
  const { t } = useTranslation('invoices');
  return kind === 'credit_note' ? <Chip size="small" color="warning" label={t('kinds.credit_note')} /> : null;
}

const rateColors: Record<RateType, 'default' | 'primary' | 'secondary' | 'info' | 'warning'> = {
  REG: 'default',
  OT: 'warning',
  HOL: 'secondary',
  FIXED: 'info',
  ADJ: 'primary',
};

export function RateTypeChip({ rateType }: { rateType: RateType }) {
  const { t } = useTranslation('invoices');
  return (
    <Chip
      size="small"
      variant="outlined"
      color={rateColors[rateType]}
      label={rateType}
      title={t(`rateTypes.${rateType}`)}
      sx={{ fontFamily: 'monospace', fontWeight: 600 }}
    />
  );
}

/** An invoice's number, or "Draft" before it is issued. */
export function useInvoiceTitle() {
  const { t } = useTranslation('invoices');
  return (invoice: { number: string | null }) => invoice.number ?? t('draft');
}
