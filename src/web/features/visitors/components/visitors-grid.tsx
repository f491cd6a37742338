import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import SearchRounded from '@mui/icons-material/SearchRounded';
import ViewColumnOutlined from '@mui/icons-material/ViewColumnOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
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
} from '@mui/x-data-grid';
import { useMemo } from 'react';
import { type Visitor, type VisitorView, visitRequestOutcome } from '../../../../shared/contract/visitors.ts';
import { formatFullDateTime, formatShortDateTime } from '../../../lib/format.ts';
import { VisitorActionButtons, type VisitorActionHandlers, visitorActions } from './visitor-actions.tsx';
import { VisitOutcomeChip, VisitorStatusChip } from './visitor-status-chip.tsx';

declare module '@mui/x-data-grid' {
  interface ToolbarPropsOverrides {
    csvHref: string;
    searchLabel: string;
  }
}

export const visitorPageSizes = [10, 25, 50, 100];

function VisitorsToolbar({ csvHref, searchLabel }: { csvHref: string; searchLabel: string }) {
  return (
    <Toolbar>
      <Tooltip title="Columns">
        <ColumnsPanelTrigger render={<ToolbarButton aria-label="Columns" />}>
          <ViewColumnOutlined fontSize="small" />
        </ColumnsPanelTrigger>
      </Tooltip>
      <Button
        component="a"
        href={csvHref}
        download
        size="small"
        startIcon={<FileDownloadOutlined fontSize="small" />}
        sx={{ ml: 0.5 }}
      >
        Export CSV
      </Button>
      <Box sx={{ flex: 1 }} />
      <QuickFilter debounceMs={300} defaultExpanded>
        <QuickFilterControl
          placeholder={searchLabel}
          size="small"
          slotProps={{
            htmlInput: { 'aria-label': searchLabel, maxLength: 200 },
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
      <span>{time(iso)}</span>
    </Tooltip>
  );
}

function NameCell({ visitor }: { visitor: Visitor }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', justifyContent: 'center', height: '100%', minWidth: 0 }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>
        {visitor.name}
      </Typography>
      {visitor.company ? (
        <Typography variant="caption" color="text.secondary" noWrap>
          {visitor.company}
        </Typography>
      ) : null}
    </Box>
  );
}

function DecisionCell({ visitor }: { visitor: Visitor }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, height: '100%', minWidth: 0 }}>
      <VisitOutcomeChip status={visitor.status} />
      {visitor.decisionNote ? (
        <Tooltip title={visitor.decisionNote}>
          <Typography variant="caption" color="text.secondary" noWrap>
            {visitor.decisionNote}
          </Typography>
        </Tooltip>
      ) : null}
    </Box>
  );
}

type Col = GridColDef<Visitor>;

const nameCol: Col = {
  field: 'name',
  headerName: 'Visitor',
  flex: 1.2,
  minWidth: 170,
  renderCell: (p) => <NameCell visitor={p.row} />,
};
const hostCol: Col = { field: 'hostName', headerName: 'Host', flex: 1, minWidth: 130 };
const purposeCol: Col = { field: 'purpose', headerName: 'Purpose', flex: 1.2, minWidth: 150 };
const eventCol: Col = {
  field: 'eventName',
  headerName: 'Event',
  flex: 1,
  minWidth: 140,
  valueGetter: (_value, row) => row.eventName ?? 'Front desk',
};
const badgeCol: Col = { field: 'badgeNumber', headerName: 'Badge', width: 100 };
const plateCol: Col = { field: 'vehiclePlate', headerName: 'Vehicle', width: 110 };
const timeCol = (field: 'expectedAt' | 'checkedInAt' | 'checkedOutAt', headerName: string): Col => ({
  field,
  headerName,
  width: 150,
  renderCell: (p) => <TimeCell iso={p.row[field]} />,
});
const statusCol: Col = {
  field: 'status',
  headerName: 'Status',
  width: 130,
  renderCell: (p) => <VisitorStatusChip status={p.row.status} />,
};
const requestedByCol: Col = { field: 'requestedByName', headerName: 'Requested by', flex: 0.9, minWidth: 130 };
const decisionCol: Col = {
  field: 'decisionNote',
  headerName: 'Decision',
  flex: 1.2,
  minWidth: 170,
  valueGetter: (_value, row) => `${visitRequestOutcome(row.status)} ${row.decisionNote ?? ''}`.trim(),
  renderCell: (p) => <DecisionCell visitor={p.row} />,
};

const columnsByView: Record<VisitorView, Col[]> = {
  'on-site': [nameCol, hostCol, eventCol, badgeCol, timeCol('checkedInAt', 'Checked in'), plateCol],
  expected: [nameCol, hostCol, purposeCol, eventCol, timeCol('expectedAt', 'Expected'), plateCol],
  requests: [nameCol, hostCol, purposeCol, timeCol('expectedAt', 'Preferred time'), requestedByCol, decisionCol],
  history: [
    nameCol,
    hostCol,
    eventCol,
    statusCol,
    timeCol('expectedAt', 'Expected'),
    timeCol('checkedInAt', 'Checked in'),
    timeCol('checkedOutAt', 'Checked out'),
    badgeCol,
  ],
};

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
  const columns = useMemo<Col[]>(() => {
    const hasActions = view === 'requests' ? handlers.decide : view !== 'history' && handlers.frontDesk;
    if (!hasActions) return columnsByView[view];
    const actionsCol: Col = {
      field: 'actions',
      headerName: 'Actions',
      width: view === 'requests' ? 190 : 130,
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
    return [...columnsByView[view], actionsCol];
  }, [view, handlers]);

  const initialFilter: GridFilterModel = { items: [], quickFilterValues: props.search ? props.search.split(' ') : [] };

  return (
    <DataGrid<Visitor>
      aria-label="Visitors"
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
      slotProps={{ toolbar: { csvHref: props.csvHref, searchLabel: 'Search visitors' } }}
      localeText={{ noRowsLabel: props.emptyText, noResultsOverlayLabel: 'No visitors match your search.' }}
      sx={{ border: 0, minHeight: 360, '& .MuiDataGrid-cell': { display: 'flex', alignItems: 'center' } }}
    />
  );
}
