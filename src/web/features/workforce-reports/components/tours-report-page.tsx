import VisibilityRounded from '@mui/icons-material/VisibilityRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { TourReportRow } from '../../../../shared/contract/tours.ts';
import { ExportCsvButton } from '../../../components/csv-export-button.tsx';
import { useDataGridLocaleText } from '../../../components/data-grid-locale.ts';
import { DisabledReasonTooltip } from '../../../components/disabled-reason-tooltip.tsx';
import { ScanFlagCountChips } from '../../../components/scan-flags.tsx';
import { TourStateChip } from '../../../components/tour-state-chip.tsx';
import { autoHeight, dateTextSx, wrappedRowsSx } from '../../../components/wrapped-grid-rows.ts';
import { translateError } from '../../../i18n/translate-error.ts';
import { formatCompactDateTime } from '../../../lib/format.ts';
import { toursReportCsvUrl, useToursReport } from '../api/tours-report.ts';
import { CellText, NumberText, ReportPageFrame } from './payroll-common.tsx';
import { TourRunDetails } from './tours/tour-run-details.tsx';
import { useReportFilters } from './use-report-filters.ts';

/** The tour report reads at most 92 days (src/shared/contract/tours.ts). */
const maxDays = 92;

/** The run whose details are open, in the address (`?run=<id>`), so back and forward switch list and details. */
function useOpenRun() {
  const [params, setParams] = useSearchParams();
  const runId = params.get('run');
  const change = useCallback(
    (id: string | undefined) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (id) next.set('run', id);
        else next.delete('run');
        return next;
      }),
    [setParams],
  );
  return { runId, open: change, close: useCallback(() => change(undefined), [change]) };
}

const rowId = (row: TourReportRow) => row.runId ?? `${row.tourId}@${row.startsAt}`;

/**
 * Tours (docs/product/tours-and-check-calls.md#tour-report): every run of a tour in the period with its expected,
 * scanned, missed, late and flagged checkpoints and its state; a run opens with its scans on a map, and as a PDF.
 */
export default function ToursReportPage() {
  const { t } = useTranslation(['workforceReports', 'common']);
  const filters = useReportFilters();
  const tooLong =
    filters.query !== undefined && Date.parse(filters.query.to) - Date.parse(filters.query.from) > maxDays * 86_400_000;
  const query = filters.query && !tooLong ? { from: filters.query.from, to: filters.query.to } : undefined;
  const report = useToursReport(query);
  const { runId, open, close } = useOpenRun();
  // Without a query (a period past 92 days, or not a period) the report keeps its last answer as a placeholder:
  // none of it shows.
  const data = query ? report.data : undefined;
  const rows = data?.rows ?? [];
  const localeText = useDataGridLocaleText();

  const columns = useMemo<GridColDef<TourReportRow>[]>(() => {
    const count = (field: 'expected' | 'scanned' | 'missed' | 'late'): GridColDef<TourReportRow> => ({
      field,
      headerName: t(`tours.columns.${field}`),
      type: 'number',
      width: 86,
      // No column menu on the counts: their headers keep the room to show in full.
      disableColumnMenu: true,
      renderCell: ({ row }) => <NumberText>{row[field]}</NumberText>,
    });
    return [
      {
        field: 'startsAt',
        headerName: t('tours.columns.start'),
        width: 160,
        renderCell: ({ row }) => (
          <Box component="span" sx={dateTextSx}>
            {formatCompactDateTime(row.startsAt)}
          </Box>
        ),
      },
      {
        field: 'tourName',
        headerName: t('tours.columns.tour'),
        flex: 1,
        minWidth: 120,
        renderCell: ({ row }) => <CellText title={row.tourName}>{row.tourName}</CellText>,
      },
      {
        field: 'event',
        headerName: t('tours.columns.event'),
        flex: 1.4,
        minWidth: 140,
        valueGetter: (_value, row) => row.event.name,
        renderCell: ({ row }) => <CellText title={row.event.name}>{row.event.name}</CellText>,
      },
      {
        field: 'state',
        headerName: t('tours.columns.state'),
        width: 150,
        renderCell: ({ row }) => <TourStateChip state={row.state} />,
      },
      count('expected'),
      count('scanned'),
      count('missed'),
      count('late'),
      {
        // How many scans were flagged, and beneath it how many carry each flag.
        field: 'flagged',
        headerName: t('tours.columns.flagged'),
        type: 'number',
        width: 124,
        disableColumnMenu: true,
        renderCell: ({ row }) => (
          <Stack spacing={0.5} sx={{ width: '100%', alignItems: 'flex-end', py: 0.5 }}>
            <NumberText>{row.flagged}</NumberText>
            <ScanFlagCountChips counts={row.flagCounts} />
          </Stack>
        ),
      },
      {
        field: 'actions',
        headerName: t('tours.columns.actions'),
        width: 84,
        align: 'center',
        headerAlign: 'center',
        sortable: false,
        disableColumnMenu: true,
        hideable: false,
        renderCell: ({ row }) => {
          const id = row.runId;
          return (
            <DisabledReasonTooltip reason={id ? null : t('tours.noScansYet')}>
              <IconButton
                size="small"
                aria-label={t('tours.openRun')}
                title={id ? t('tours.openRun') : undefined}
                disabled={!id}
                onClick={() => id && open(id)}
              >
                <VisibilityRounded />
              </IconButton>
            </DisabledReasonTooltip>
          );
        },
      },
    ];
  }, [t, open]);

  return (
    <ReportPageFrame
      title={t('tours.title')}
      note={t('tours.note')}
      filters={filters}
      controls={<ExportCsvButton href={query ? toursReportCsvUrl(query) : undefined} rows={data?.rows.length} />}
    >
      {tooLong ? <Alert severity="warning">{t('tours.tooLong', { days: maxDays })}</Alert> : null}
      {runId ? <TourRunDetails key={runId} runId={runId} onClose={close} /> : null}
      <Box hidden={Boolean(runId) || !query}>
        {report.isError && !data ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" onClick={() => void report.refetch()}>
                {t('common:actions.retry')}
              </Button>
            }
          >
            {t('loadFailed')} {translateError(report.error)}
          </Alert>
        ) : (
          <DataGrid<TourReportRow>
            aria-label={t('tours.gridLabel')}
            rows={rows}
            columns={columns}
            getRowId={rowId}
            loading={query !== undefined && report.isFetching}
            disableRowSelectionOnClick
            initialState={{ pagination: { paginationModel: { pageSize: 25 } } }}
            pageSizeOptions={[25, 50, 100]}
            localeText={{ ...localeText, noRowsLabel: t('tours.empty') }}
            // Tour and event names wrap rather than cut: a run is read by its tour and site (docs/decisions/0025-no-cut-off-text-in-grids.md).
            getRowHeight={autoHeight}
            sx={{ minHeight: 300, ...wrappedRowsSx(52) }}
          />
        )}
      </Box>
    </ReportPageFrame>
  );
}
