import VisibilityRounded from '@mui/icons-material/VisibilityRounded';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Tooltip from '@mui/material/Tooltip';
import useMediaQuery from '@mui/material/useMediaQuery';
import { DataGrid, type GridColDef, type GridPaginationModel, useGridApiRef } from '@mui/x-data-grid';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportRow, ReportView } from '../../../../shared/contract/incident-reports.ts';
import { ExportCsvButton } from '../../../components/csv-export-button.tsx';
import { useDataGridLocaleText } from '../../../components/data-grid-locale.ts';
import { SearchField } from '../../../components/search-field.tsx';
import { useFixedColumnSizing } from '../../../components/use-fixed-column-sizing.ts';
import { useWrappedRowsOnPhone, wrappedRowsSx } from '../../../components/wrapped-grid-rows.ts';
import { translateError } from '../../../i18n/translate-error.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { reportsCsvUrl, useReports } from '../api/list-reports.ts';

export const reportPageSizes = [10, 25, 50, 100];

interface ReportsGridProps {
  view: ReportView;
  label: string;
  /** The data columns; Actions is added last. */
  columns: GridColDef<ReportRow>[];
  /** Fields shown on a phone besides Actions. */
  phoneFields: readonly string[];
  onOpen: (row: ReportRow) => void;
}

/**
 * The reports table of both pages: server-side paging (10/25/50/100) and quick filter, Export CSV of the
 * server's file, and an Actions button that opens the report's details.
 */
export function ReportsGrid({ view, label, columns, phoneFields, onOpen }: ReportsGridProps) {
  const { t } = useTranslation(['incidentReports', 'common']);
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const localeText = useDataGridLocaleText();
  const wrappedRows = useWrappedRowsOnPhone<ReportRow>();
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim());
  const [pagination, setPagination] = useState<GridPaginationModel>({ page: 0, pageSize: 10 });
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new search is the trigger, not a value read here.
  useEffect(() => {
    setPagination((current) => (current.page === 0 ? current : { ...current, page: 0 }));
  }, [q]);
  const reports = useReports({ view, q: q || undefined, page: pagination.page + 1, limit: pagination.pageSize });

  const allColumns = useMemo<GridColDef<ReportRow>[]>(
    () => [
      // On a phone the columns left share the width; a lone one takes all of it beside the actions.
      ...(phone
        ? columns.map((column) => ({
            ...column,
            minWidth: 100,
            ...(phoneFields.length === 1 && phoneFields[0] === column.field ? { flex: 1 } : {}),
          }))
        : columns),
      {
        field: 'actions',
        headerName: t('page.columns.actions'),
        width: phone ? 76 : 90,
        sortable: false,
        align: 'center',
        headerAlign: 'center',
        renderCell: ({ row }) => (
          <Tooltip title={t('page.openDetails')}>
            <IconButton aria-label={t('page.openDetails')} onClick={() => onOpen(row)}>
              <VisibilityRounded />
            </IconButton>
          </Tooltip>
        ),
      },
    ],
    [columns, onOpen, phone, phoneFields, t],
  );
  const visibility = useMemo(
    () =>
      phone
        ? Object.fromEntries(columns.map((c) => [c.field, phoneFields.includes(c.field)]))
        : Object.fromEntries(columns.map((c) => [c.field, true])),
    [columns, phone, phoneFields],
  );

  const data = reports.data;
  const apiRef = useGridApiRef();
  // Sized again for each page of rows (docs/decisions/0025-no-cut-off-text-in-grids.md).
  useFixedColumnSizing(apiRef, allColumns, (data?.items.length ?? 0) > 0, data?.items);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mb: 2, alignItems: { sm: 'center' } }}>
        <SearchField
          label={t('common:actions.search')}
          placeholder={t('page.searchPlaceholder')}
          value={search}
          onChange={setSearch}
          ariaLabel={t('page.searchAria')}
          sx={{ flex: 1, maxWidth: { sm: 360 } }}
        />
        <Stack direction="row" sx={{ flex: 1, justifyContent: 'flex-end' }}>
          <ExportCsvButton href={reportsCsvUrl(view, q || undefined)} rows={data?.total} />
        </Stack>
      </Stack>
      {reports.error ? (
        <Alert
          severity="error"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => void reports.refetch()} disabled={reports.isFetching}>
              {t('common:actions.retry')}
            </Button>
          }
        >
          {translateError(reports.error)}
        </Alert>
      ) : null}
      <DataGrid
        aria-label={label}
        apiRef={apiRef}
        rows={data?.items ?? []}
        columns={allColumns}
        columnVisibilityModel={visibility}
        rowCount={data?.total ?? 0}
        loading={reports.isFetching}
        paginationMode="server"
        paginationModel={pagination}
        onPaginationModelChange={setPagination}
        pageSizeOptions={reportPageSizes}
        filterMode="server"
        disableRowSelectionOnClick
        disableColumnMenu
        disableColumnSorting
        autoHeight
        rowHeight={60}
        {...wrappedRows}
        localeText={{ ...localeText, noRowsLabel: q ? t('page.noMatch') : t('page.empty') }}
        sx={[{ border: 0, '--DataGrid-overlayHeight': '160px' }, wrappedRowsSx(60)]}
      />
    </Paper>
  );
}
