import MoreVertRounded from '@mui/icons-material/MoreVertRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import { type ReactNode, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { z } from 'zod';
import type { ClockActivityRow, GeofenceActivityRow } from '../../../../shared/contract/workforce-reports.ts';
import { screenPath } from '../../../../shared/screens.ts';
import { DateCell } from '../../../components/list-page/grid-cells.tsx';
import { ReportGrid } from '../../../components/report-grid.tsx';
import { ReportsTabs } from '../../../components/reports-tabs.tsx';
import { cellTextSx } from '../../../components/wrapped-grid-rows.ts';
import { formatCompactDateTime, formatFullDateTime } from '../../../lib/format.ts';
import { useIsPhone } from '../../../lib/use-is-phone.ts';
import { type WorkforceReport, workforceReports } from '../api/report-request.ts';
import { ReportFiltersBar } from './report-filters-bar.tsx';
import { usePagedReport } from './use-paged-report.ts';
import { useReportFilters } from './use-report-filters.ts';

type Filters = ReturnType<typeof useReportFilters>;
type View = 'clock' | 'geofence';

/** Grid field → the server's "contains" filter (contract/workforce-reports.ts activityQuerySchema). */
const clockFilterParams = { guard: 'guard', event: 'event', client: 'client' } as const;
const geofenceFilterParams = { title: 'title', event: 'event', zoneType: 'zoneType', guard: 'guard' } as const;
/** On a phone only the columns that tell the row apart stay (the columns button shows the others). */
const clockPhoneHidden = ['event', 'client', 'clockOut'] as const;
const geofencePhoneHidden = ['event', 'zoneType', 'guard', 'client'] as const;

const zoneTypeKeys = {
  'Allowed zone': 'allowed',
  'Break zone': 'break',
  'Restricted zone': 'restricted',
} as const;

function CellText({ children, muted = false }: { children: ReactNode; muted?: boolean }) {
  return (
    <Box
      component="span"
      dir="auto"
      title={typeof children === 'string' ? children : undefined}
      sx={{
        ...cellTextSx,
        color: muted ? 'text.secondary' : undefined,
      }}
    >
      {children}
    </Box>
  );
}

/**
 * A date and time in the viewer's zone and language on one line, or the fallback text. On a phone without its year,
 * which the period above the table shows: with it, the date leaves the names beside it too narrow for a word.
 */
function DateTimeCell({ iso, fallback }: { iso: string | null; fallback: string }) {
  const phone = useIsPhone();
  const text = iso ? (phone ? formatCompactDateTime(iso) : formatFullDateTime(iso)) : '';
  return text ? <DateCell>{text}</DateCell> : <CellText muted>{fallback}</CellText>;
}

/** On a phone the columns left share the narrow width. */
function narrow<Row extends GridValidRowModel>(columns: GridColDef<Row>[], phone: boolean): GridColDef<Row>[] {
  return phone ? columns.map((column) => (column.field === 'actions' ? column : { ...column, minWidth: 96 })) : columns;
}

/** The ⋮ menu of a clock row: open the person's timesheet (docs/product/payroll-and-reports.md#activity-logs). */
function ClockActions({ row }: { row: ClockActivityRow }) {
  const { t } = useTranslation('activityLogs');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const guard = row.guard;
  const name = guard?.name ?? t('unknownGuard');
  return (
    <>
      <IconButton
        size="small"
        aria-label={t('actions.menu', { name })}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        disabled={!guard}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVertRounded fontSize="small" />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {guard ? (
          <MenuItem
            component={RouterLink}
            to={screenPath('personnel', { record: guard.id, query: { tab: 'timesheet' } })}
            onClick={() => setAnchor(null)}
          >
            {t('actions.openTimesheet')}
          </MenuItem>
        ) : null}
      </Menu>
    </>
  );
}

interface ActivityTableProps<Row extends GridValidRowModel> {
  report: WorkforceReport<z.ZodType<{ rows: Row[]; total: number }>>;
  label: string;
  columns: GridColDef<Row>[];
  filterParams: Readonly<Record<string, string>>;
  hiddenFields: readonly string[] | undefined;
  searchLabel: string;
  emptyText: string;
  noMatchText: string;
}

/**
 * One activity table: the rows of the period, client, search and column filters one page at a time (back to the
 * first page whenever a filter changes), and the CSV of the same filters. Mounted only for the chosen view, so the
 * other view's data is never fetched.
 */
function ActivityTable<Row extends GridValidRowModel>(props: ActivityTableProps<Row>) {
  const { report, gridProps } = usePagedReport(props.report);
  return (
    <ReportGrid<Row>
      label={props.label}
      rows={report.data?.rows ?? []}
      columns={props.columns}
      filterParams={props.filterParams}
      {...gridProps}
      emptyText={props.emptyText}
      noMatchText={props.noMatchText}
      searchLabel={props.searchLabel}
      hiddenFields={props.hiddenFields}
    />
  );
}

function ClockTable({ filters, phone }: { filters: Filters; phone: boolean }) {
  const { t } = useTranslation('activityLogs');
  const admin = filters.isAdmin;
  const columns = useMemo<GridColDef<ClockActivityRow>[]>(
    () => [
      {
        field: 'guard',
        headerName: t('clock.columns.guard'),
        flex: 1,
        minWidth: 130,
        valueGetter: (_value, row) => row.guard?.name ?? '',
        renderCell: ({ row }) => <CellText>{row.guard?.name ?? t('unknownGuard')}</CellText>,
      },
      {
        field: 'event',
        headerName: t('clock.columns.event'),
        flex: 1.3,
        minWidth: 160,
        valueGetter: (_value, row) => row.event?.name ?? '',
        renderCell: ({ row }) =>
          row.event ? <CellText>{row.event.name}</CellText> : <CellText muted>{t('clock.noEvent')}</CellText>,
      },
      ...(admin
        ? [
            {
              field: 'client',
              headerName: t('clock.columns.client'),
              flex: 1,
              minWidth: 130,
              valueGetter: (_value, row) => row.client.name,
              renderCell: ({ row }) => <CellText>{row.client.name}</CellText>,
            } satisfies GridColDef<ClockActivityRow>,
          ]
        : []),
      {
        field: 'clockIn',
        headerName: t('clock.columns.clockedIn'),
        // Fixed: sized to its widest date once the rows arrive.
        width: 180,
        renderCell: ({ row }) => <DateTimeCell iso={row.clockIn} fallback={t('clock.noClockIn')} />,
      },
      {
        field: 'clockOut',
        headerName: t('clock.columns.clockedOut'),
        // Fixed: sized to its widest date once the rows arrive.
        width: 180,
        renderCell: ({ row }) => <DateTimeCell iso={row.clockOut} fallback={t('clock.noClockOut')} />,
      },
      {
        field: 'actions',
        headerName: t('clock.columns.actions'),
        width: 80,
        align: 'center',
        headerAlign: 'center',
        hideable: false,
        renderCell: ({ row }) => <ClockActions row={row} />,
      },
    ],
    [t, admin],
  );
  const shown = useMemo(() => narrow(columns, phone), [columns, phone]);
  return (
    <ActivityTable<ClockActivityRow>
      report={workforceReports.clockActivity}
      label={t('view.clock')}
      columns={shown}
      filterParams={clockFilterParams}
      hiddenFields={phone ? clockPhoneHidden : undefined}
      searchLabel={t('clock.search')}
      emptyText={t('clock.empty')}
      noMatchText={t('clock.noMatch')}
    />
  );
}

function GeofenceTable({ filters, phone }: { filters: Filters; phone: boolean }) {
  const { t } = useTranslation('activityLogs');
  const admin = filters.isAdmin;
  const columns = useMemo<GridColDef<GeofenceActivityRow>[]>(
    () => [
      {
        field: 'title',
        headerName: t('geofence.columns.title'),
        flex: 1.1,
        minWidth: 140,
        renderCell: ({ row }) =>
          row.title ? <CellText>{row.title}</CellText> : <CellText muted>{t('geofence.untitled')}</CellText>,
      },
      {
        field: 'event',
        headerName: t('geofence.columns.event'),
        flex: 1.3,
        minWidth: 160,
        valueGetter: (_value, row) => row.event?.name ?? '',
        renderCell: ({ row }) =>
          row.event ? <CellText>{row.event.name}</CellText> : <CellText muted>{t('geofence.noEvent')}</CellText>,
      },
      {
        field: 'zoneType',
        headerName: t('geofence.columns.zoneType'),
        flex: 0.8,
        minWidth: 120,
        renderCell: ({ row }) => {
          if (!row.zoneType) return <CellText muted>{t('geofence.noZoneType')}</CellText>;
          const key = zoneTypeKeys[row.zoneType as keyof typeof zoneTypeKeys];
          return <CellText>{key ? t(`geofence.zoneTypes.${key}`) : row.zoneType}</CellText>;
        },
      },
      {
        field: 'guard',
        headerName: t('geofence.columns.guard'),
        flex: 1,
        minWidth: 130,
        valueGetter: (_value, row) => row.guard?.name ?? '',
        renderCell: ({ row }) => <CellText>{row.guard?.name ?? t('unknownGuard')}</CellText>,
      },
      ...(admin
        ? [
            {
              field: 'client',
              headerName: t('geofence.columns.client'),
              flex: 1,
              minWidth: 130,
              valueGetter: (_value, row) => row.client.name,
              renderCell: ({ row }) => <CellText>{row.client.name}</CellText>,
            } satisfies GridColDef<GeofenceActivityRow>,
          ]
        : []),
      {
        field: 'crossing',
        headerName: t('geofence.columns.crossing'),
        // Fixed: a short word, sized to it and its header.
        width: 90,
        renderCell: ({ row }) => <CellText>{t(`geofence.crossing.${row.crossing}`)}</CellText>,
      },
      {
        field: 'at',
        headerName: t('geofence.columns.time'),
        // Fixed: sized to its widest date once the rows arrive.
        width: 180,
        renderCell: ({ row }) => <DateTimeCell iso={row.at} fallback="" />,
      },
    ],
    [t, admin],
  );
  const shown = useMemo(() => narrow(columns, phone), [columns, phone]);
  return (
    <ActivityTable<GeofenceActivityRow>
      report={workforceReports.geofenceActivity}
      label={t('view.geofence')}
      columns={shown}
      filterParams={geofenceFilterParams}
      hiddenFields={phone ? geofencePhoneHidden : undefined}
      searchLabel={t('geofence.search')}
      emptyText={t('geofence.empty')}
      noMatchText={t('geofence.noMatch')}
    />
  );
}

/**
 * Activity Logs (docs/product/payroll-and-reports.md#activity-logs): a dropdown (and the reports tabs) switches between the Clocked-In/Out and the Geofence
 * report; the choice lives in the address (?view=clock|geofence, default clock).
 */
export default function ActivityLogsPage() {
  const { t } = useTranslation(['activityLogs', 'workforceReports']);
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const filters = useReportFilters();
  const view: View = filters.params.get('view') === 'geofence' ? 'geofence' : 'clock';
  const table =
    view === 'clock' ? (
      <ClockTable filters={filters} phone={phone} />
    ) : (
      <GeofenceTable filters={filters} phone={phone} />
    );
  return (
    <Stack spacing={{ xs: 2, sm: 2.5 }}>
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 24, sm: 30 } }}>
        {t('title')}
      </Typography>
      <ReportsTabs current={view} />
      <ReportFiltersBar filters={filters}>
        <TextField
          select
          size="small"
          label={t('view.label')}
          value={view}
          onChange={(event) => filters.update({ view: event.target.value === 'geofence' ? 'geofence' : 'clock' })}
          sx={{ minWidth: 240 }}
        >
          <MenuItem value="clock">{t('view.clock')}</MenuItem>
          <MenuItem value="geofence">{t('view.geofence')}</MenuItem>
        </TextField>
      </ReportFiltersBar>
      {filters.problem ? <Alert severity="warning">{t('workforceReports:period.fixPeriod')}</Alert> : null}
      {/* A new view or screen width starts a fresh table (its columns and first-shown columns differ). */}
      <Box key={`${view}:${phone ? 'phone' : 'wide'}`}>{table}</Box>
    </Stack>
  );
}
