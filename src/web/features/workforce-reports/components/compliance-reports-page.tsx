import VisibilityRounded from '@mui/icons-material/VisibilityRounded';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Switch from '@mui/material/Switch';
import { useTheme } from '@mui/material/styles';
import Tooltip from '@mui/material/Tooltip';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { GridColDef } from '@mui/x-data-grid';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { ComplianceRow } from '../../../../shared/contract/workforce-reports.ts';
import { DateCell } from '../../../components/list-page/grid-cells.tsx';
import { ReportGrid } from '../../../components/report-grid.tsx';
import { formatCompactDateTime } from '../../../lib/format.ts';
import { workforceReports } from '../api/report-request.ts';
import { ComplianceDetails, ComplianceOverrunChip, ComplianceRunningChip } from './compliance-details.tsx';
import { CellText, NumberText, ReportPageFrame, TotalsLine } from './payroll-common.tsx';
import { usePagedReport } from './use-paged-report.ts';

/** Grid field → the server's "contains" filter (contract/workforce-reports.ts complianceQuerySchema). */
const filterParams = { guard: 'guard', event: 'event' } as const;
/** On a phone: Guard, the overrun marker and Actions (the details show the rest; the columns button too). */
const phoneHidden = ['client', 'event', 'start', 'end', 'allowedMinutes', 'takenMinutes'] as const;

/** The break whose details are open, in the address (`?break=<id>`) so back and forward switch list and details. */
function useOpenBreak() {
  const [params, setParams] = useSearchParams();
  const breakId = params.get('break');
  const change = useCallback(
    (id: string | undefined) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (id) next.set('break', id);
        else next.delete('break');
        return next;
      }),
    [setParams],
  );
  return { breakId, open: change, close: useCallback(() => change(undefined), [change]) };
}

/**
 * Compliance Reports (docs/product/payroll-and-reports.md#compliance-report): the breaks started in the period with allowed and taken
 * minutes and their overruns; 'Overruns only' narrows to those. A row's Actions button opens its details in place
 * of the list (closed on entry of the page).
 */
export default function ComplianceReportsPage() {
  const { t } = useTranslation(['payrollReports', 'common']);
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const [params] = useSearchParams();
  const overrunOnly = params.get('overruns') === 'true';
  const { filters, report, gridProps } = usePagedReport(workforceReports.compliance, {
    overrunOnly: overrunOnly ? 'true' : undefined,
  });
  const { breakId, open, close } = useOpenBreak();
  // The row that was opened, kept while its page of the list changes underneath.
  const [opened, setOpened] = useState<ComplianceRow | undefined>(undefined);
  const rows = report.data?.rows ?? [];
  const openRow = breakId
    ? (rows.find((row) => row.id === breakId) ?? (opened?.id === breakId ? opened : undefined))
    : undefined;

  const columns = useMemo<GridColDef<ComplianceRow>[]>(
    () => [
      {
        field: 'guard',
        headerName: t('compliance.columns.guard'),
        flex: 1,
        // On a phone the overrun chip and the actions take the rest of the width.
        minWidth: 100,
        renderCell: ({ row }) => <CellText>{row.guard?.name ?? t('compliance.unknownGuard')}</CellText>,
      },
      {
        field: 'client',
        headerName: t('compliance.columns.client'),
        flex: 0.8,
        minWidth: 100,
        renderCell: ({ row }) => <CellText>{row.client.name}</CellText>,
      },
      {
        field: 'event',
        headerName: t('compliance.columns.event'),
        flex: 1.2,
        minWidth: 130,
        renderCell: ({ row }) => (
          <CellText title={row.event?.name}>{row.event?.name ?? t('compliance.noEvent')}</CellText>
        ),
      },
      {
        field: 'start',
        headerName: t('compliance.columns.start'),
        width: 130,
        renderCell: ({ row }) => <DateCell>{formatCompactDateTime(row.start)}</DateCell>,
      },
      {
        field: 'end',
        headerName: t('compliance.columns.end'),
        width: 130,
        renderCell: ({ row }) =>
          row.end ? <DateCell>{formatCompactDateTime(row.end)}</DateCell> : <ComplianceRunningChip />,
      },
      {
        field: 'allowedMinutes',
        headerName: t('compliance.columns.allowed'),
        type: 'number',
        width: 118,
        renderCell: ({ row }) => <NumberText>{row.allowedMinutes}</NumberText>,
      },
      {
        field: 'takenMinutes',
        headerName: t('compliance.columns.taken'),
        type: 'number',
        width: 108,
        renderCell: ({ row }) => <NumberText>{row.takenMinutes}</NumberText>,
      },
      {
        field: 'overrun',
        headerName: t('compliance.columns.overrun'),
        width: 140,
        renderCell: ({ row }) => <ComplianceOverrunChip row={row} />,
      },
      {
        field: 'actions',
        headerName: t('compliance.columns.actions'),
        // Wide enough for its header in every language.
        width: 84,
        align: 'center',
        headerAlign: 'center',
        disableColumnMenu: true,
        hideable: false,
        renderCell: ({ row }) => (
          <Tooltip title={t('compliance.openDetails')}>
            <IconButton
              aria-label={t('compliance.openDetails')}
              onClick={() => {
                setOpened(row);
                open(row.id);
              }}
            >
              <VisibilityRounded />
            </IconButton>
          </Tooltip>
        ),
      },
    ],
    [t, open],
  );

  const totals = report.data?.totals;
  return (
    <ReportPageFrame
      title={t('compliance.title')}
      heading={t('compliance.heading')}
      note={t('compliance.note')}
      filters={filters}
      controls={
        <FormControlLabel
          control={
            <Switch
              checked={overrunOnly}
              onChange={(event) => filters.update({ overruns: event.target.checked ? 'true' : undefined })}
            />
          }
          label={t('compliance.overrunOnly')}
          sx={{ height: 40, mx: 0 }}
        />
      }
    >
      {breakId ? <ComplianceDetails key={breakId} row={openRow} onClose={close} /> : null}
      {/* Hidden, not unmounted, while the details are open: the grid keeps its page, search and filters. */}
      <Box hidden={Boolean(breakId)}>
        <ReportGrid<ComplianceRow>
          label={t('compliance.gridLabel')}
          rows={rows}
          columns={columns}
          filterParams={filterParams}
          {...gridProps}
          emptyText={overrunOnly ? t('compliance.emptyOverruns') : t('compliance.empty')}
          noMatchText={t('compliance.noMatch')}
          searchLabel={t('compliance.searchLabel')}
          hiddenFields={phone ? phoneHidden : undefined}
          footer={
            totals ? (
              <TotalsLine>{t('compliance.totals', { breaks: totals.breaks, overruns: totals.overruns })}</TotalsLine>
            ) : null
          }
        />
      </Box>
    </ReportPageFrame>
  );
}
