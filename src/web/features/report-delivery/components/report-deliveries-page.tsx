import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type ReportDelivery,
  type ReportDeliveryStatus,
  reportDeliveryStatuses,
} from '../../../../shared/contract/report-delivery.ts';
import { useDataGridLocaleText } from '../../../components/data-grid-locale.ts';
import { DayFilterField } from '../../../components/day-filter-field.tsx';
import { FilterSelect } from '../../../components/list-page/filter-select.tsx';
import { ListPageHeader } from '../../../components/list-page/list-page-header.tsx';
import { translateError } from '../../../i18n/translate-error.ts';
import { formatCompactDateTime, formatCount } from '../../../lib/format.ts';
import { serverNowMs } from '../../../lib/server-clock.ts';
import { useIsPhone } from '../../../lib/use-is-phone.ts';
import { useReportDeliveries } from '../api/report-deliveries.ts';

const dayMs = 86_400_000;
const localDay = (ms: number) => {
  const d = new Date(ms);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

const statusColor: Record<ReportDeliveryStatus, 'default' | 'success' | 'error' | 'warning'> = {
  pending: 'default',
  sent: 'success',
  failed: 'error',
  retrying: 'warning',
};

export function DeliveryStatusChip({ status }: { status: ReportDeliveryStatus }) {
  const { t } = useTranslation('reportDelivery');
  return <Chip size="small" variant="outlined" color={statusColor[status]} label={t(`log.statuses.${status}`)} />;
}

function PeriodText({ row }: { row: ReportDelivery }) {
  const { t } = useTranslation('reportDelivery');
  const period =
    row.periodStart === row.periodEnd
      ? row.periodStart
      : t('log.weekRange', { from: row.periodStart, to: row.periodEnd });
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
      <span dir="ltr">{period}</span>
      {row.revision ? <Chip size="small" color="info" label={t('log.revision', { version: row.version })} /> : null}
    </Stack>
  );
}

/** What a delivery mailed: its event's reports, or an invoice by its number. */
function useSubjectOf() {
  const { t } = useTranslation('reportDelivery');
  return useCallback(
    (row: ReportDelivery) =>
      row.kind === 'invoice' ? t('log.invoice', { number: row.invoiceNumber ?? '' }) : (row.eventName ?? ''),
    [t],
  );
}

function AttemptText({ row }: { row: ReportDelivery }) {
  const { t } = useTranslation('reportDelivery');
  return (
    <span>
      {formatCount(row.attempts)}
      {row.status === 'retrying' && row.nextAttemptAt
        ? ` · ${t('log.nextAttempt', { time: formatCompactDateTime(row.nextAttemptAt) })}`
        : ''}
    </span>
  );
}

/**
 * Report deliveries (docs/product/proof-of-service.md#scheduled-delivery): each scheduled report mail of the
 * customers in the caller's scope, for report days in a range, with its status, attempts, last error and whether
 * it is a revision; an invoice mailed from billing shows here too, by its number.
 */
export default function ReportDeliveriesPage() {
  const { t } = useTranslation(['reportDelivery', 'common']);
  const phone = useIsPhone();
  const localeText = useDataGridLocaleText();
  const [from, setFrom] = useState(() => localDay(serverNowMs() - 6 * dayMs));
  const [to, setTo] = useState(() => localDay(serverNowMs()));
  const [status, setStatus] = useState<ReportDeliveryStatus | ''>('');

  const problem: { from?: string; to?: string } = {};
  if (!from) problem.from = t('log.invalidDay');
  if (!to) problem.to = t('log.invalidDay');
  else if (from && to < from) problem.to = t('log.toBeforeFrom');
  const valid = !problem.from && !problem.to;
  const deliveries = useReportDeliveries({ from, to, ...(status ? { status } : {}) }, valid);
  const rows = deliveries.data?.items ?? [];
  const subjectOf = useSubjectOf();

  const columns = useMemo<GridColDef<ReportDelivery>[]>(
    () => [
      {
        field: 'periodStart',
        headerName: t('log.columns.period'),
        minWidth: 190,
        flex: 1,
        renderCell: ({ row }) => <PeriodText row={row} />,
      },
      {
        field: 'eventName',
        headerName: t('log.columns.event'),
        minWidth: 150,
        flex: 1,
        valueGetter: (_value, row) => subjectOf(row),
      },
      { field: 'customerName', headerName: t('log.columns.customer'), minWidth: 150, flex: 1 },
      {
        field: 'recipients',
        headerName: t('log.columns.recipients'),
        minWidth: 200,
        flex: 1.2,
        valueGetter: (_value, row) => row.recipients.join(', '),
      },
      {
        field: 'status',
        headerName: t('log.columns.status'),
        width: 130,
        renderCell: ({ row }) => <DeliveryStatusChip status={row.status} />,
      },
      {
        field: 'attempts',
        headerName: t('log.columns.attempts'),
        minWidth: 110,
        flex: 0.6,
        renderCell: ({ row }) => <AttemptText row={row} />,
      },
      {
        field: 'sentAt',
        headerName: t('log.columns.sentAt'),
        minWidth: 150,
        valueGetter: (_value, row) => (row.sentAt ? formatCompactDateTime(row.sentAt) : ''),
      },
      { field: 'lastError', headerName: t('log.columns.error'), minWidth: 200, flex: 1.2 },
    ],
    [t, subjectOf],
  );

  return (
    <Stack spacing={{ xs: 2, sm: 3 }}>
      <ListPageHeader title={t('log.title')} subtitle={t('log.subtitle')} />
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }}>
          <DayFilterField
            label={t('log.from')}
            value={from}
            onChange={setFrom}
            error={Boolean(problem.from)}
            helperText={problem.from}
          />
          <DayFilterField
            label={t('log.to')}
            value={to}
            onChange={setTo}
            error={Boolean(problem.to)}
            helperText={problem.to}
          />
          <FilterSelect
            label={t('log.status')}
            value={status}
            allLabel={t('log.allStatuses')}
            options={reportDeliveryStatuses.map((value) => ({ value, label: t(`log.statuses.${value}`) }))}
            onChange={setStatus}
            sx={{ minWidth: 180 }}
          />
        </Stack>
      </Paper>
      {deliveries.isError ? (
        <Alert severity="error">
          {t('log.loadFailed')} {translateError(deliveries.error)}
        </Alert>
      ) : null}
      {deliveries.isPending && valid ? (
        <Stack sx={{ alignItems: 'center', py: 4 }}>
          <CircularProgress size={28} aria-label={t('common:states.loading')} />
        </Stack>
      ) : phone ? (
        rows.length === 0 ? (
          <Typography color="text.secondary">{t('log.empty')}</Typography>
        ) : (
          <Paper variant="outlined">
            <List aria-label={t('log.gridLabel')} disablePadding>
              {rows.map((row, index) => (
                <ListItem key={row.id} divider={index < rows.length - 1}>
                  <ListItemText
                    primary={
                      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
                        <Typography dir="auto" sx={{ fontWeight: 600 }}>
                          {subjectOf(row)}
                        </Typography>
                        <DeliveryStatusChip status={row.status} />
                      </Stack>
                    }
                    secondary={
                      <Stack component="span" spacing={0.25}>
                        <PeriodText row={row} />
                        <span dir="auto">{row.customerName}</span>
                        <span>
                          {t('log.columns.attempts')}: <AttemptText row={row} />
                        </span>
                        {row.lastError ? <span dir="ltr">{row.lastError}</span> : null}
                      </Stack>
                    }
                    slotProps={{ secondary: { component: 'div' } }}
                  />
                </ListItem>
              ))}
            </List>
          </Paper>
        )
      ) : (
        <Paper variant="outlined">
          <DataGrid
            aria-label={t('log.gridLabel')}
            rows={rows}
            columns={columns}
            autoHeight
            disableRowSelectionOnClick
            hideFooter={rows.length <= 100}
            localeText={{ ...localeText, noRowsLabel: t('log.empty') }}
            loading={deliveries.isFetching}
            sx={{ border: 0, '--DataGrid-overlayHeight': '140px' }}
          />
        </Paper>
      )}
    </Stack>
  );
}
