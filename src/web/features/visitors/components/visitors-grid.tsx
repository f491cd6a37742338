import SearchRounded from '@mui/icons-material/SearchRounded';
import ViewColumnOutlined from '@mui/icons-material/ViewColumnOutlined';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import {
  ColumnsPanelTrigger,
  DataGrid,
  type GridColDef,
  type GridFilterModel,
  type GridPaginationModel,
  type GridRenderCellParams,
  QuickFilter,
  QuickFilterControl,
  Toolbar,
  ToolbarButton,
  useGridApiRef,
} from '@mui/x-data-grid';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { searchTextMaxLength } from '../../../../shared/contract/common.ts';
import { type Visitor, type VisitorView, visitRequestOutcome } from '../../../../shared/contract/visitors.ts';
import { ExportCsvButton } from '../../../components/csv-export-button.tsx';
import { useDataGridLocaleText } from '../../../components/data-grid-locale.ts';
import { TwoLineCell } from '../../../components/list-page/grid-cells.tsx';
import { useFixedColumnSizing } from '../../../components/use-fixed-column-sizing.ts';
import { formatFullDateTime, formatShortDateTime } from '../../../lib/format.ts';
import { VisitorActionButtons, type VisitorActionHandlers, visitorActions } from './visitor-actions.tsx';
import { OverstayChip, VisitOutcomeChip, VisitorStatusChip } from './visitor-status-chip.tsx';

declare module '@mui/x-data-grid' {
  interface ToolbarPropsOverrides {
    csvHref: string;
    csvRows: number | undefined;
    searchLabel: string;
  }
}

export const visitorPageSizes = [10, 25, 50, 100];

function VisitorsToolbar({
  csvHref,
  csvRows,
  searchLabel,
}: {
  csvHref: string;
  csvRows: number | undefined;
  searchLabel: string;
}) {
  const { t } = useTranslation(['visitors', 'common']);
  return (
    <Toolbar>
      <Tooltip title={t('grid.columns')}>
        <ColumnsPanelTrigger render={<ToolbarButton aria-label={t('grid.columns')} />}>
          <ViewColumnOutlined fontSize="small" />
        </ColumnsPanelTrigger>
      </Tooltip>
      <ExportCsvButton href={csvHref} rows={csvRows} size="small" sx={{ ml: 0.5 }} />
      <Box sx={{ flex: 1 }} />
      <QuickFilter debounceMs={300} defaultExpanded>
        <QuickFilterControl
          placeholder={searchLabel}
          size="small"
          slotProps={{
            htmlInput: { 'aria-label': searchLabel, maxLength: searchTextMaxLength },
            input: { startAdornment: <SearchRounded fontSize="small" sx={{ mr: 1, color: 'text.secondary' }} /> },
          }}
        />
      </QuickFilter>
    </Toolbar>
  );
}

const time = (iso: string | null) => (iso ? formatShortDateTime(iso) : '—');
const timeTitle = (iso: string | null) => (iso ? formatFullDateTime(iso) : '');

function TimeCell({ iso }: { iso: string | null }) {
  return (
    <Tooltip title={timeTitle(iso)} disableInteractive>
      <bdi>{time(iso)}</bdi>
    </Tooltip>
  );
}

/**
 * A cell of user-typed text (names, plates, badges) in its own direction: in a right-to-left page a Latin name
 * still reads from its start, and is cut with an ellipsis at its end.
 */
function TextCell({ value }: { value: string | null | undefined }) {
  return (
    <Box
      component="span"
      dir="auto"
      title={value ?? undefined}
      sx={{
        display: 'block',
        minWidth: 0,
        overflow: 'hidden',
        textOverflow: 'ellipsis',
        whiteSpace: 'nowrap',
        textAlign: 'left',
      }}
    >
      {value}
    </Box>
  );
}

function NameCell({ visitor }: { visitor: Visitor }) {
  return <TwoLineCell title={visitor.name} caption={visitor.company} dir="auto" textAlign="left" />;
}

function DecisionCell({ visitor }: { visitor: Visitor }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, height: '100%', minWidth: 0 }}>
      <VisitOutcomeChip status={visitor.status} />
      {visitor.decisionNote ? (
        <Tooltip title={visitor.decisionNote}>
          <Typography variant="caption" color="text.secondary" dir="auto" noWrap>
            {visitor.decisionNote}
          </Typography>
        </Tooltip>
      ) : null}
    </Box>
  );
}

type Col = GridColDef<Visitor>;

/** The columns of each view, headers in the current language. */
function columnsByView(t: TFunction<'visitors'>): Record<VisitorView, Col[]> {
  const nameCol: Col = {
    field: 'name',
    headerName: t('grid.visitor'),
    flex: 1.2,
    minWidth: 170,
    renderCell: (p) => <NameCell visitor={p.row} />,
  };
  const text = (p: GridRenderCellParams<Visitor, string | null>) => <TextCell value={p.value} />;
  const hostCol: Col = { field: 'hostName', headerName: t('grid.host'), flex: 1, minWidth: 130, renderCell: text };
  const purposeCol: Col = {
    field: 'purpose',
    headerName: t('grid.purpose'),
    flex: 1.2,
    minWidth: 150,
    renderCell: text,
  };
  const eventCol: Col = {
    field: 'eventName',
    headerName: t('grid.event'),
    flex: 1,
    minWidth: 140,
    valueGetter: (_value, row) => row.eventName ?? t('frontDesk'),
    renderCell: text,
  };
  const badgeCol: Col = { field: 'badgeNumber', headerName: t('grid.badge'), width: 100, renderCell: text };
  const plateCol: Col = { field: 'vehiclePlate', headerName: t('grid.vehicle'), width: 110, renderCell: text };
  const timeCol = (field: 'expectedAt' | 'checkedInAt' | 'checkedOutAt', headerName: string): Col => ({
    field,
    headerName,
    width: 150,
    renderCell: (p) => <TimeCell iso={p.row[field]} />,
  });
  const statusCol: Col = {
    field: 'status',
    headerName: t('grid.status'),
    width: 130,
    renderCell: (p) => (
      <Box sx={{ display: 'flex', gap: 0.5, alignItems: 'center', height: '100%' }}>
        <VisitorStatusChip status={p.row.status} />
        {p.row.overstay ? <OverstayChip /> : null}
      </Box>
    ),
  };
  const requestedByCol: Col = {
    field: 'requestedByName',
    headerName: t('grid.requestedBy'),
    flex: 0.9,
    minWidth: 130,
    renderCell: text,
  };
  const decisionCol: Col = {
    field: 'decisionNote',
    headerName: t('grid.decision'),
    flex: 1.2,
    minWidth: 170,
    valueGetter: (_value, row) => `${t(`outcome.${visitRequestOutcome(row.status)}`)} ${row.decisionNote ?? ''}`.trim(),
    renderCell: (p) => <DecisionCell visitor={p.row} />,
  };
  return {
    'on-site': [
      nameCol,
      hostCol,
      eventCol,
      badgeCol,
      timeCol('checkedInAt', t('grid.checkedIn')),
      { ...statusCol, width: 190 },
      plateCol,
    ],
    expected: [nameCol, hostCol, purposeCol, eventCol, timeCol('expectedAt', t('grid.expected')), plateCol],
    requests: [
      nameCol,
      hostCol,
      purposeCol,
      timeCol('expectedAt', t('grid.preferredTime')),
      requestedByCol,
      decisionCol,
    ],
    history: [
      nameCol,
      hostCol,
      eventCol,
      statusCol,
      timeCol('expectedAt', t('grid.expected')),
      timeCol('checkedInAt', t('grid.checkedIn')),
      timeCol('checkedOutAt', t('grid.checkedOut')),
      badgeCol,
    ],
  };
}

export interface VisitorsGridProps {
  view: VisitorView;
  rows: Visitor[];
  rowCount: number;
  loading: boolean;
  pagination: GridPaginationModel;
  onPaginationChange: (model: GridPaginationModel) => void;
  search: string;
  onSearch: (text: string) => void;
  csvHref: string;
  emptyText: string;
  handlers: VisitorActionHandlers;
}

/** The desktop list of one view: server-side paging and search, CSV of every page from the toolbar. */
export default function VisitorsGrid(props: VisitorsGridProps) {
  const { view, handlers } = props;
  const { t } = useTranslation('visitors');
  const gridLocaleText = useDataGridLocaleText();
  const columns = useMemo<Col[]>(() => {
    const byView = columnsByView(t);
    const hasActions = view === 'requests' ? handlers.decide : view !== 'history' && handlers.frontDesk;
    if (!hasActions) return byView[view];
    const actionsCol: Col = {
      field: 'actions',
      headerName: t('grid.actions'),
      width: view === 'requests' ? 190 : view === 'on-site' ? 210 : 130,
      sortable: false,
      filterable: false,
      hideable: false,
      disableColumnMenu: true,
      disableExport: true,
      renderCell: (p: GridRenderCellParams<Visitor>) => (
        <Box sx={{ display: 'flex', alignItems: 'center', height: '100%' }}>
          <VisitorActionButtons
            visitor={p.row}
            actions={visitorActions(p.row, handlers)}
            tabIndex={p.tabIndex}
            hasFocus={p.hasFocus}
          />
        </Box>
      ),
    };
    return [...byView[view], actionsCol];
  }, [view, handlers, t]);

  const apiRef = useGridApiRef();
  useFixedColumnSizing(apiRef, columns, props.rows.length > 0);

  const initialFilter: GridFilterModel = { items: [], quickFilterValues: props.search ? props.search.split(' ') : [] };

  return (
    <DataGrid<Visitor>
      aria-label={t('grid.label')}
      apiRef={apiRef}
      rows={props.rows}
      columns={columns}
      getRowId={(row) => row.id}
      rowHeight={56}
      rowCount={props.rowCount}
      loading={props.loading}
      paginationMode="server"
      paginationModel={props.pagination}
      onPaginationModelChange={props.onPaginationChange}
      pageSizeOptions={visitorPageSizes}
      filterMode="server"
      initialState={{ filter: { filterModel: initialFilter } }}
      onFilterModelChange={(model) => props.onSearch((model.quickFilterValues ?? []).join(' '))}
      disableColumnFilter
      disableColumnSorting
      disableRowSelectionOnClick
      showToolbar
      slots={{ toolbar: VisitorsToolbar }}
      slotProps={{
        toolbar: {
          csvHref: props.csvHref,
          csvRows: props.loading ? undefined : props.rowCount,
          searchLabel: t('filters.search'),
        },
      }}
      localeText={{ ...gridLocaleText, noRowsLabel: props.emptyText, noResultsOverlayLabel: t('empty.noMatch') }}
      sx={{ border: 0, minHeight: 360, '& .MuiDataGrid-cell': { display: 'flex', alignItems: 'center' } }}
    />
  );
}
