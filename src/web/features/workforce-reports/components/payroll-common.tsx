import InfoOutlined from '@mui/icons-material/InfoOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isRole, roleLabels } from '../../../../shared/roles.ts';
import { cellTextSx } from '../../../components/wrapped-grid-rows.ts';
import { currentLocale } from '../../../i18n/i18n.ts';
import { ReportFiltersBar } from './report-filters-bar.tsx';
import type { useReportFilters } from './use-report-filters.ts';

/*
 * Shared by the Payroll, Financial and Compliance pages (docs/product/payroll-and-reports.md): money and hours formatting, the page
 * frame (title, note, period filters); the report query with its paging is use-paged-report.ts.
 */

const moneyFormats = new Map<string, Intl.NumberFormat>();
function moneyFormat(signed: boolean): Intl.NumberFormat {
  const key = `${currentLocale()}|${signed}`;
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(currentLocale(), {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      ...(signed ? { signDisplay: 'exceptZero' as const } : {}),
    });
    moneyFormats.set(key, format);
  }
  return format;
}

/** Dollars with 2 decimals: 25 → "$25.00". */
export function formatDollars(dollars: number): string {
  return moneyFormat(false).format(dollars);
}

/** Dollars with a sign unless zero: 10 → "+$10.00", −85.5 → "-$85.50", 0 → "$0.00". */
export function formatSignedDollars(dollars: number): string {
  return moneyFormat(true).format(dollars === 0 ? 0 : dollars);
}

/** Hours with 2 decimals: 7.5 → "7.50". */
export function formatHours2(hours: number): string {
  return new Intl.NumberFormat(currentLocale(), { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(hours);
}

/** A stored role name as the screen shows it, capitalised (docs/product/payroll-and-reports.md#payroll-report): guard → Guard, areaManager → Area Manager. */
export function roleText(t: TFunction<readonly ['payrollReports', 'common']>, role: string): string {
  if (isRole(role)) return t(`common:roles.${role}`, { defaultValue: roleLabels[role] });
  return role ? role.charAt(0).toUpperCase() + role.slice(1) : '';
}

/**
 * Text in a grid cell: cut with an ellipsis and shown whole on hover (wrapped whole on a phone), its own direction
 * (names may be Latin inside Arabic).
 */
export function CellText({ children, title }: { children: ReactNode; title?: string }) {
  return (
    <Box
      component="span"
      dir="auto"
      title={title ?? (typeof children === 'string' ? children : undefined)}
      sx={cellTextSx}
    >
      {children}
    </Box>
  );
}

/** A number in a grid cell, kept left-to-right and aligned at the end of the column. */
export function NumberText({ children, color }: { children: ReactNode; color?: string }) {
  return (
    <Box
      component="bdi"
      dir="ltr"
      sx={{
        width: '100%',
        // The end of the column in the page's direction; the figure itself reads left-to-right.
        textAlign: (theme) => (theme.direction === 'rtl' ? 'left' : 'right'),
        fontVariantNumeric: 'tabular-nums',
        color,
      }}
    >
      {children}
    </Box>
  );
}

type Filters = ReturnType<typeof useReportFilters>;

/** Title, explanatory note, period (and admin client) filters; the page's own controls go into `controls`. */
export function ReportPageFrame({
  title,
  heading,
  note,
  filters,
  controls,
  children,
}: {
  title: string;
  heading?: string;
  note: string;
  filters: Filters;
  controls?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation('workforceReports');
  return (
    <Stack spacing={{ xs: 2, sm: 2.5 }}>
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 24, sm: 30 } }}>
        {title}
      </Typography>
      {heading ? (
        <Typography variant="h5" component="h2">
          {heading}
        </Typography>
      ) : null}
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', color: 'text.secondary' }}>
        <InfoOutlined fontSize="small" sx={{ mt: '2px' }} />
        <Typography variant="body2">{note}</Typography>
      </Stack>
      <ReportFiltersBar filters={filters}>{controls}</ReportFiltersBar>
      {filters.problem ? <Alert severity="warning">{t('period.fixPeriod')}</Alert> : null}
      {children}
    </Stack>
  );
}

/** Figures inside a sentence kept left-to-right in a right-to-left language (Unicode isolates). */
export function useLtrIsolate(): (text: string) => string {
  const { i18n } = useTranslation();
  return i18n.dir() === 'rtl' ? (text) => `\u2066${text}\u2069` : (text) => text;
}

/** The line of totals under a grid. */
export function TotalsLine({ children }: { children: ReactNode }) {
  return (
    <Typography
      variant="body2"
      role="status"
      sx={{ px: 1, pt: 1.5, fontWeight: 500, borderTop: 1, borderColor: 'divider', mt: 1 }}
    >
      {children}
    </Typography>
  );
}
