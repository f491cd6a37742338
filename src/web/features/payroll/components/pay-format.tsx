import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { PayRunStatus } from '../../../../shared/contract/payroll.ts';
import { currentLocale } from '../../../i18n/i18n.ts';

/** Integer cents as a decimal with two places in the reader's language: 108000 → "1,080.00". */
export function formatPay(cents: number): string {
  return new Intl.NumberFormat(currentLocale(), { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    cents / 100,
  );
}

/** Hours with two places: 10 → "10.00". */
export function formatHours(hours: number): string {
  return new Intl.NumberFormat(currentLocale(), { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(hours);
}

/** Minutes as hours with two places (display only; the server's figures come from the exact minutes). */
export const hoursOfMinutes = (minutes: number) => formatHours(Math.round((minutes * 100) / 60) / 100);

/** A local date (YYYY-MM-DD) as the reader's language writes a day. */
export function formatDay(date: string): string {
  return new Intl.DateTimeFormat(currentLocale(), { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

export const formatPeriod = (start: string, end: string) => `${formatDay(start)} – ${formatDay(end)}`;

export function formatInstant(iso: string): string {
  return new Intl.DateTimeFormat(currentLocale(), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

export function PayRunStatusChip({ status }: { status: PayRunStatus }) {
  const { t } = useTranslation('payRuns');
  return (
    <Chip
      size="small"
      label={t(`status.${status}`)}
      color={status === 'approved' ? 'success' : 'warning'}
      variant={status === 'approved' ? 'filled' : 'outlined'}
    />
  );
}
