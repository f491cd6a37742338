import DensityMediumRounded from '@mui/icons-material/DensityMediumRounded';
import FilterListRounded from '@mui/icons-material/FilterListRounded';
import SearchRounded from '@mui/icons-material/SearchRounded';
import ViewColumnOutlined from '@mui/icons-material/ViewColumnOutlined';
import Alert from '@mui/material/Alert';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import {
  ColumnsPanelTrigger,
  DataGrid,
  FilterPanelTrigger,
  type GridColDef,
  type GridDensity,
  type GridFilterModel,
  type GridPaginationModel,
  type GridValidRowModel,
  getGridStringOperators,
  QuickFilter,
  QuickFilterControl,
  Toolbar,
  ToolbarButton,
  useGridApiContext,
  useGridApiRef,
} from '@mui/x-data-grid';
import { type ReactNode, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reportSearchMaxLength } from '../../shared/contract/workforce-reports.ts';
import { translateError } from '../i18n/translate-error.ts';
import { ExportCsvButton } from './csv-export-button.tsx';
import { useDataGridLocaleText } from './data-grid-locale.ts';
import { useFixedColumnSizing } from './use-fixed-column-sizing.ts';
import { useWrappedRowsOnPhone, wrappedRowsSx } from './wrapped-grid-rows.ts';

declare module '@mui/x-data-grid' {
  interface ToolbarPropsOverrides {
    reportCsvHref?: string;
    reportCsvRows?: number;
    reportSearchLabel?: string;
    reportQuickSearch?: boolean;
    reportColumnFilters?: boolean;
  }
}

export const reportPageSizes = [10, 25, 50, 100];

const densities: readonly GridDensity[] = ['compact', 'standard', 'comfortable'];

function DensityMenu() {
  const apiRef = useGridApiContext();
  const { t } = useTranslation('workforceReports');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const current = apiRef.current.state.density;
  return (
    <>
      <Tooltip title={t('grid.density')}>
        <ToolbarButton
          aria-label={t('grid.density')}
          aria-haspopup="menu"
          aria-controls={anchor ? menuId : undefined}
          aria-expanded={anchor ? 'true' : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <DensityMediumRounded fontSize="small" />
        </ToolbarButton>
      </Tooltip>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {densities.map((density) => (
          <MenuItem
            key={density}
            selected={density === current}
            onClick={() => {
              apiRef.current.setDensity(density);
              setAnchor(null);
            }}
          >
            {t(`grid.densities.${density}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

/** Columns, filters, density, the CSV export of the server (every row of the filters) and the quick search. */
function ReportToolbar({
  reportCsvHref,
  reportCsvRows,
  reportSearchLabel,
  reportQuickSearch = true,
  reportColumnFilters = true,
}: {
  reportCsvHref?: string;
  reportCsvRows?: number;
  reportSearchLabel?: string;
  reportQuickSearch?: boolean;
  reportColumnFilters?: boolean;
}) {
  const { t } = useTranslation(['workforceReports', 'common']);
  const searchLabel = reportSearchLabel ?? t('grid.search');
  return (
    // On a phone the search takes its own line below the buttons instead of squeezing its placeholder.
    <Toolbar
      style={{ flexWrap: 'wrap', rowGap: 8, height: 'auto', minHeight: 52, maxHeight: 'none', flex: '0 0 auto' }}
    >
      <Tooltip title={t('grid.columns')}>
        <ColumnsPanelTrigger render={<ToolbarButton aria-label={t('grid.columns')} />}>
          <ViewColumnOutlined fontSize="small" />
        </ColumnsPanelTrigger>
      </Tooltip>
      {reportColumnFilters ? (
        <Tooltip title={t('grid.filters')}>
          <FilterPanelTrigger
            render={(props, state) => (
              <ToolbarButton {...props} aria-label={t('grid.filters')}>
                <Badge badgeContent={state.filterCount} color="primary" variant="dot">
                  <FilterListRounded fontSize="small" />
                </Badge>
              </ToolbarButton>
            )}
          />
        </Tooltip>
      ) : null}
      <DensityMenu />
      <ExportCsvButton href={reportCsvHref} rows={reportCsvRows} size="small" sx={{ ml: 0.5 }} />
      <Box sx={{ flex: 1 }} />
      {reportQuickSearch ? (
        <QuickFilter debounceMs={300} defaultExpanded style={{ flex: '1 1 220px', maxWidth: 360 }}>
          <QuickFilterControl
            placeholder={searchLabel}
            size="small"
            fullWidth
            slotProps={{
              htmlInput: { 'aria-label': searchLabel, maxLength: reportSearchMaxLength },
              input: { startAdornment: <SearchRounded fontSize="small" sx={{ mr: 1, color: 'text.secondary' }} /> },
            }}
          />
        </QuickFilter>
      ) : null}
    </Toolbar>
  );
}

/** Only "contains" on text columns: the server filters on it (every other operator would be silently ignored). */
const containsOnly = getGridStringOperators().filter((operator) => operator.value === 'contains');

/** What the grid's search and column filters ask of the server. */
export interface ReportGridFilters {
  q: string | undefined;
  /** Server parameter → text, from the filter panel's "contains" items on the columns named in `filterParams`. */
  columns: Record<string, string>;
}

interface ReportGridProps<Row extends GridValidRowModel> {
  label: string;
  rows: readonly Row[];
  columns: GridColDef<Row>[];
  /** Grid field → the server's query parameter for a "contains" filter on it; other columns are not filterable. */
  filterParams?: Readonly<Record<string, string>>;
  rowCount: number;
  loading: boolean;
  error?: Error | null;
  onRetry?: () => void;
  pagination: GridPaginationModel;
  onPaginationChange: (model: GridPaginationModel) => void;
  onFiltersChange: (filters: ReportGridFilters) => void;
  csvHref: string | undefined;
  emptyText: string;
  noMatchText: string;
  filtered: boolean;
  searchLabel?: string;
  getRowId?: (row: Row) => string;
  /** Fields hidden at first (the columns button shows them). */
  hiddenFields?: readonly string[];
  /** Under the grid: totals of the whole report. */
  footer?: ReactNode;
  /** false: no quick search box (the page filters elsewhere). */
  quickSearch?: boolean;
  /** A row's click or Enter (e.g. to open its details). */
  onRowOpen?: (row: Row) => void;
}

/**
 * The table of a report (docs/product/payroll-and-reports.md#activity-logs; also the audit log): server-side paging (10/25/50/100), quick
 * search and "contains" column filters answered by the server, columns and density controls, and the server's CSV
 * of every row the filters select. Its own texts are in the workforceReports namespace.
 */
export function ReportGrid<Row extends GridValidRowModel>(props: ReportGridProps<Row>) {
  const { t } = useTranslation(['workforceReports', 'common']);
  const localeText = useDataGridLocaleText();
  const apiRef = useGridApiRef();
  const { filterParams, onFiltersChange, rows } = props;
  const columns = useMemo(
    () =>
      props.columns.map((column) => {
        const filterable = Boolean(filterParams?.[column.field]);
        return filterable
          ? { ...column, filterable: true, filterOperators: containsOnly }
          : { ...column, filterable: false };
      }),
    [props.columns, filterParams],
  );
  // Sized again for each page of rows: a report page has no row menu that a moving column could lose.
  useFixedColumnSizing(apiRef, columns, rows.length > 0, rows);
  const wrappedRows = useWrappedRowsOnPhone<Row>();
  const initialVisibility = useMemo(
    () => Object.fromEntries((props.hiddenFields ?? []).map((field) => [field, false])),
    [props.hiddenFields],
  );

  const onFilterModelChange = (model: GridFilterModel) => {
    const q = (model.quickFilterValues ?? []).join(' ').trim();
    const columnFilters: Record<string, string> = {};
    for (const item of model.items) {
      const param = filterParams?.[item.field];
      const value = typeof item.value === 'string' ? item.value.trim() : '';
      if (param && value) columnFilters[param] = value;
    }
    onFiltersChange({ q: q || undefined, columns: columnFilters });
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 1, sm: 1.5 } }}>
      {props.error ? (
        <Alert
          severity="error"
          sx={{ mb: 1.5 }}
          action={
            props.onRetry ? (
              <Button color="inherit" size="small" onClick={props.onRetry}>
                {t('common:actions.retry')}
              </Button>
            ) : undefined
          }
        >
          {translateError(props.error) || t('loadFailed')}
        </Alert>
      ) : null}
      <DataGrid<Row>
        aria-label={props.label}
        apiRef={apiRef}
        rows={rows}
        columns={columns}
        {...(props.getRowId ? { getRowId: props.getRowId } : {})}
        rowCount={props.rowCount}
        loading={props.loading}
        paginationMode="server"
        paginationModel={props.pagination}
        onPaginationModelChange={props.onPaginationChange}
        pageSizeOptions={reportPageSizes}
        filterMode="server"
        onFilterModelChange={onFilterModelChange}
        initialState={{ columns: { columnVisibilityModel: initialVisibility } }}
        disableColumnSorting
        // Every row of a page (at most 100) is drawn, so sizing the columns measures the rows below the fold too.
        rowBufferPx={100 * 52}
        disableRowSelectionOnClick
        {...wrappedRows}
        {...(props.onRowOpen
          ? {
              onRowClick: ({ row }: { row: Row }) => props.onRowOpen?.(row),
              onCellKeyDown: ({ row }: { row: Row }, event: { key: string }) => {
                if (event.key === 'Enter') props.onRowOpen?.(row);
              },
            }
          : {})}
        showToolbar
        slots={{ toolbar: ReportToolbar }}
        slotProps={{
          toolbar: {
            reportCsvHref: props.csvHref,
            ...(props.loading ? {} : { reportCsvRows: props.rowCount }),
            reportQuickSearch: props.quickSearch ?? true,
            reportColumnFilters: Object.keys(filterParams ?? {}).length > 0,
            ...(props.searchLabel ? { reportSearchLabel: props.searchLabel } : {}),
          },
        }}
        localeText={{
          ...localeText,
          noRowsLabel: props.filtered ? props.noMatchText : props.emptyText,
          noResultsOverlayLabel: props.noMatchText,
        }}
        sx={[
          {
            border: 0,
            minHeight: 360,
            '& .MuiDataGrid-cell': { display: 'flex', alignItems: 'center' },
            ...(props.onRowOpen ? { '& .MuiDataGrid-row': { cursor: 'pointer' } } : {}),
          },
          wrappedRowsSx(52),
        ]}
      />
      {props.footer}
    </Paper>
  );
}
