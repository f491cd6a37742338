import InfoOutlined from '@mui/icons-material/InfoOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { GridColDef, GridPaginationModel, GridValidRowModel } from '@mui/x-data-grid';
import type { TFunction } from 'i18next';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isRole, roleLabels } from '../../../../shared/roles.ts';
import { ReportGrid, type ReportGridFilters } from '../../../components/report-grid.tsx';
import { currentLocale } from '../../../i18n/i18n.ts';
import { type ReportParams, type ReportPath, reportCsvUrl, useReport } from '../api/report-request.ts';
import { ReportFiltersBar } from './report-filters-bar.tsx';
import { useReportFilters } from './use-report-filters.ts';

/*
 * Shared by the Payroll, Financial and Compliance pages (docs/product/payroll-and-reports.md): money and hours formatting, the page
 * frame (title, note, period filters) and the report query with its paging and grid filters.
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

/** A report time, compact: "Mar 18, 2:53 PM" in the viewer's zone and language (the year is in the period). */
export function formatReportTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(currentLocale(), {
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(date);
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

/** Text in a grid cell: cut with an ellipsis, its own direction (names may be Latin inside Arabic). */
export function CellText({ children, title }: { children: ReactNode; title?: string }) {
  return (
    <Box
      component="span"
      dir="auto"
      title={title}
      sx={{ display: 'block', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
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

/**
 * The rows of one report for the period, client, grid search, column filters and `extra` parameters, one page at
 * a time; back to the first page whenever a filter changes. The CSV link carries the same filters.
 */
export function usePagedReport<T extends { total: number }>(path: ReportPath, extra: ReportParams = {}) {
  return usePagedReportOf<T>(useReportFilters(), path, extra);
}

/** `usePagedReport` under filters the screen already holds (a screen with more than one report). */
export function usePagedReportOf<T extends { total: number }>(
  filters: ReturnType<typeof useReportFilters>,
  path: ReportPath,
  extra: ReportParams = {},
) {
  const [pagination, setPagination] = useState<GridPaginationModel>({ page: 0, pageSize: 10 });
  const [gridFilters, setGridFilters] = useState<ReportGridFilters>({ q: undefined, columns: {} });
  const base: ReportParams | undefined = filters.query
    ? { ...filters.query, ...extra, q: gridFilters.q, ...gridFilters.columns }
    : undefined;
  const key = JSON.stringify(base ?? null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a change of the filters is the trigger.
  useEffect(() => {
    setPagination((current) => (current.page === 0 ? current : { ...current, page: 0 }));
  }, [key]);
  const report = useReport<T>(
    path,
    { ...(base ?? {}), page: pagination.page + 1, limit: pagination.pageSize },
    base !== undefined,
  );
  const filtered = Boolean(gridFilters.q) || Object.keys(gridFilters.columns).length > 0;
  return {
    filters,
    report,
    pagination,
    setPagination,
    setGridFilters,
    filtered,
    csvHref: base ? reportCsvUrl(path, base) : undefined,
    gridProps: {
      rowCount: report.data?.total ?? 0,
      loading: report.isFetching,
      error: report.error,
      onRetry: () => void report.refetch(),
      pagination,
      onPaginationChange: setPagination,
      onFiltersChange: setGridFilters,
      csvHref: base ? reportCsvUrl(path, base) : undefined,
      filtered,
    },
  };
}

/**
 * A screen of one paged report under the period and client filters: its frame and its grid, the texts under
 * `section` of the payroll reports' translations, `phoneHidden` columns left out on a phone.
 */
export interface PagedReportLayout {
  section: 'financial' | 'payroll';
  /** Grid field → the server's "contains" filter. */
  filterParams: Readonly<Record<string, string>>;
  phoneHidden: readonly string[];
}

export function PagedReportScreen<Row extends GridValidRowModel>({
  layout: { section, filterParams, phoneHidden },
  paged: { filters, report, gridProps },
  columns,
  footer,
}: {
  layout: PagedReportLayout;
  paged: ReturnType<typeof usePagedReport<{ rows: Row[]; total: number }>>;
  columns: GridColDef<Row>[];
  footer: ReactNode;
}) {
  const { t } = useTranslation('payrollReports');
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  return (
    <ReportPageFrame title={t(`${section}.title`)} note={t(`${section}.note`)} filters={filters}>
      <ReportGrid<Row>
        label={t(`${section}.gridLabel`)}
        rows={report.data?.rows ?? []}
        columns={columns}
        filterParams={filterParams}
        {...gridProps}
        emptyText={t(`${section}.empty`)}
        noMatchText={t(`${section}.noMatch`)}
        searchLabel={t(`${section}.searchLabel`)}
        hiddenFields={phone ? phoneHidden : undefined}
        footer={footer}
      />
    </ReportPageFrame>
  );
}
