import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { ResponseTimeRow, ResponseTimesQuery } from '../../../../shared/contract/dispatch.ts';
import { hasPermission } from '../../../../shared/policy.ts';
import { FilterRow } from '../../../components/filter-row.tsx';
import { PeriodFilter } from '../../../components/period-filter.tsx';
import { RetryAlert } from '../../../components/retry-alert.tsx';
import { currentLocale } from '../../../i18n/i18n.ts';
import { translateError } from '../../../i18n/translate-error.ts';
import { formatCount } from '../../../lib/format.ts';
import { defaultPeriod, type PeriodDays, periodProblem, periodQuery } from '../../../lib/report-period.ts';
import { serverNowMs } from '../../../lib/server-clock.ts';
import { useSession } from '../../../lib/session.ts';
import { useCustomerOptions } from '../../../lib/users-api/list-customer-options.ts';
import { downloadResponseTimesCsv, useResponseTimes } from '../api/response-times.ts';
import { formatMinutes, formatShare } from '../dispatch-format.ts';

/** "2026-11" as the month's name in the viewer's language. */
function formatMonth(month: string): string {
  const [year, index] = month.split('-').map(Number);
  if (!year || !index) return month;
  return new Intl.DateTimeFormat(currentLocale(), { month: 'long', year: 'numeric' }).format(
    new Date(year, index - 1, 1),
  );
}

/**
 * The period (kept in the address) and, for whoever may list customers, one customer: the report's query, or
 * undefined while the period is wrong.
 */
function useResponseTimesFilters() {
  const [params, setParams] = useSearchParams();
  const fallback = useMemo(() => defaultPeriod(new Date(serverNowMs())), []);
  const period: PeriodDays = { from: params.get('from') ?? fallback.from, to: params.get('to') ?? fallback.to };
  const customerId = params.get('customer') ?? '';
  const update = (changes: Record<string, string>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: true },
    );
  const range = periodQuery(period);
  const query: ResponseTimesQuery | undefined = range ? { ...range, ...(customerId ? { customerId } : {}) } : undefined;
  return { period, problem: periodProblem(period), customerId, query, update };
}

/** On a phone: one card per row, its figures in a grid (a nine-column table would scroll sideways). */
function ResponseTimeCards({
  rows,
  customerName,
}: {
  rows: readonly ResponseTimeRow[];
  customerName: (row: ResponseTimeRow) => string;
}) {
  const { t } = useTranslation('dispatch');
  return (
    <Stack spacing={1.5} component="ul" aria-label={t('report.tableLabel')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {rows.map((row) => {
        const figures = [
          [t('report.columns.calls'), formatCount(row.calls)],
          [t('report.columns.reached'), formatCount(row.reached)],
          [t('report.columns.p50'), row.p50Minutes === null ? '—' : formatMinutes(row.p50Minutes)],
          [t('report.columns.p90'), row.p90Minutes === null ? '—' : formatMinutes(row.p90Minutes)],
          [t('report.columns.withinTarget'), formatCount(row.withinTarget)],
          [t('report.columns.share'), row.withinTargetShare === null ? '—' : formatShare(row.withinTargetShare)],
        ] as const;
        return (
          <Paper
            component="li"
            variant="outlined"
            key={`${row.customerId ?? 'address'}|${row.priority}|${row.month}`}
            data-testid="response-row"
            sx={{ p: 2 }}
          >
            <Typography sx={{ fontWeight: 600 }}>
              <bdi>{customerName(row)}</bdi>
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {`P${row.priority} · ${formatMonth(row.month)}`}
            </Typography>
            <Box component="dl" sx={{ m: 0, mt: 1, display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1 }}>
              {figures.map(([label, value]) => (
                <Box key={label}>
                  <Typography variant="caption" color="text.secondary" component="dt">
                    {label}
                  </Typography>
                  <Typography component="dd" sx={{ m: 0, fontVariantNumeric: 'tabular-nums' }}>
                    <bdi>{value}</bdi>
                  </Typography>
                </Box>
              ))}
            </Box>
          </Paper>
        );
      })}
    </Stack>
  );
}

function NumberCell({ children }: { children: string }) {
  return (
    <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
      <bdi>{children}</bdi>
    </TableCell>
  );
}

/**
 * Response times (docs/product/dispatch.md): per customer, priority and month of the period, the calls, those
 * reached, p50 and p90 of the minutes to on scene and the share within target; the same as a CSV file.
 */
export default function ResponseTimesPage() {
  const { t } = useTranslation(['dispatch', 'common', 'workforceReports']);
  const roles = useSession().data?.user?.roles ?? [];
  const mayPickCustomer = hasPermission(roles, 'customers.view');
  const customers = useCustomerOptions(mayPickCustomer);
  const filters = useResponseTimesFilters();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const report = useResponseTimes(filters.query);
  const [downloading, setDownloading] = useState(false);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const rows = report.data?.rows ?? [];

  const download = async () => {
    if (!filters.query) return;
    setDownloading(true);
    setDownloadError(null);
    try {
      await downloadResponseTimesCsv(filters.query);
    } catch (error) {
      setDownloadError(`${t('report.downloadFailed')}: ${error instanceof Error ? translateError(error) : ''}`);
    } finally {
      setDownloading(false);
    }
  };

  const customerName = (row: ResponseTimeRow) => row.customerName ?? t('report.freeAddress');

  return (
    <Stack spacing={{ xs: 2, sm: 2.5 }}>
      <Stack direction="row" sx={{ alignItems: 'flex-end', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 24, sm: 30 }, flex: 1, minWidth: 200 }}>
          {t('report.title')}
        </Typography>
        <Button
          variant="outlined"
          startIcon={<FileDownloadOutlined />}
          onClick={() => void download()}
          loading={downloading}
          disabled={!filters.query}
        >
          {t('report.download')}
        </Button>
      </Stack>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', color: 'text.secondary' }}>
        <InfoOutlined fontSize="small" sx={{ mt: '2px' }} />
        <Typography variant="body2">{t('report.note')}</Typography>
      </Stack>
      <FilterRow>
        <PeriodFilter
          from={filters.period.from}
          to={filters.period.to}
          onChange={(days) => filters.update(days)}
          problem={filters.problem}
        />
        {mayPickCustomer ? (
          <TextField
            select
            size="small"
            label={t('report.customer')}
            value={filters.customerId}
            onChange={(event) => filters.update({ customer: event.target.value })}
            sx={{ minWidth: 220 }}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value="">{t('report.allCustomers')}</MenuItem>
            {(customers.data?.items ?? []).map((customer) => (
              <MenuItem key={customer.id} value={customer.id}>
                {customer.name}
              </MenuItem>
            ))}
            {filters.customerId && !customers.data?.items.some((c) => c.id === filters.customerId) ? (
              <MenuItem value={filters.customerId}>{t('common:states.loading')}</MenuItem>
            ) : null}
          </TextField>
        ) : null}
      </FilterRow>
      {filters.problem ? <Alert severity="warning">{t('workforceReports:period.fixPeriod')}</Alert> : null}
      {downloadError ? (
        <Alert severity="error" onClose={() => setDownloadError(null)}>
          {downloadError}
        </Alert>
      ) : null}
      {report.error ? (
        <RetryAlert onRetry={() => void report.refetch()}>
          {`${t('report.loadFailed')}: ${translateError(report.error)}`}
        </RetryAlert>
      ) : filters.query && !report.data ? (
        <Skeleton variant="rounded" height={240} aria-label={t('common:states.loading')} />
      ) : report.data && rows.length === 0 ? (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography color="text.secondary">{t('report.empty')}</Typography>
        </Paper>
      ) : rows.length > 0 && phone ? (
        <ResponseTimeCards rows={rows} customerName={customerName} />
      ) : rows.length > 0 ? (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-label={t('report.tableLabel')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('report.columns.customer')}</TableCell>
                <TableCell>{t('report.columns.priority')}</TableCell>
                <TableCell>{t('report.columns.month')}</TableCell>
                <TableCell align="right">{t('report.columns.calls')}</TableCell>
                <TableCell align="right">{t('report.columns.reached')}</TableCell>
                <TableCell align="right">{t('report.columns.p50')}</TableCell>
                <TableCell align="right">{t('report.columns.p90')}</TableCell>
                <TableCell align="right">{t('report.columns.withinTarget')}</TableCell>
                <TableCell align="right">{t('report.columns.share')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow
                  key={`${row.customerId ?? 'address'}|${row.priority}|${row.month}`}
                  data-testid="response-row"
                >
                  <TableCell dir="auto" sx={{ minWidth: 140 }}>
                    {customerName(row)}
                  </TableCell>
                  <TableCell>{`P${row.priority}`}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatMonth(row.month)}</TableCell>
                  <NumberCell>{formatCount(row.calls)}</NumberCell>
                  <NumberCell>{formatCount(row.reached)}</NumberCell>
                  <NumberCell>{row.p50Minutes === null ? '—' : formatMinutes(row.p50Minutes)}</NumberCell>
                  <NumberCell>{row.p90Minutes === null ? '—' : formatMinutes(row.p90Minutes)}</NumberCell>
                  <NumberCell>{formatCount(row.withinTarget)}</NumberCell>
                  <NumberCell>{row.withinTargetShare === null ? '—' : formatShare(row.withinTargetShare)}</NumberCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      ) : null}
    </Stack>
  );
}
