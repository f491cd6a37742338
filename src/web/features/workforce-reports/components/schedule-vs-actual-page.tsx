import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { GridColDef, GridPaginationModel } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScheduleVsActualRow } from '../../../../shared/contract/workforce-reports.ts';
import { ReportGrid } from '../../../components/report-grid.tsx';
import { reportCsvUrl, useReport, workforceReports } from '../api/report-request.ts';
import {
  CellText,
  formatDollars,
  formatHours2,
  NumberText,
  ReportPageFrame,
  TotalsLine,
  useLtrIsolate,
} from './payroll-common.tsx';
import { useReportFilters } from './use-report-filters.ts';

/** On a phone: Person, Scheduled, Worked and No-shows (the columns button brings back the rest). */
const phoneHidden = [
  'eventName',
  'unscheduledHours',
  'lateMinutes',
  'leftEarlyMinutes',
  'overtimeHours',
  'overtimeCost',
];

type NumberField = Exclude<keyof ScheduleVsActualRow, 'id' | 'eventId' | 'eventName' | 'userId' | 'personName'>;

/**
 * Schedule vs Actual (docs/product/schedule-vs-actual.md): per event and person, the hours scheduled against those
 * worked, the no-shows, lateness and early leaving, and the overtime with its cost. The server answers every row of
 * the period at once, so the grid pages them here.
 */
export default function ScheduleVsActualPage() {
  const { t } = useTranslation(['payrollReports', 'common']);
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const filters = useReportFilters();
  const ltr = useLtrIsolate();
  const report = useReport(workforceReports.scheduleVsActual, filters.query ?? {}, filters.query !== undefined);
  const [pagination, setPagination] = useState<GridPaginationModel>({ page: 0, pageSize: 25 });
  const rows = report.data?.rows ?? [];
  const pageRows = rows.slice(pagination.page * pagination.pageSize, (pagination.page + 1) * pagination.pageSize);

  const columns = useMemo<GridColDef<ScheduleVsActualRow>[]>(() => {
    const figure = (
      field: NumberField,
      label: string,
      format: (value: number) => string = String,
      width = 118,
    ): GridColDef<ScheduleVsActualRow> => ({
      field,
      headerName: label,
      type: 'number',
      width,
      renderCell: ({ row }) => <NumberText>{format(row[field])}</NumberText>,
    });
    return [
      {
        field: 'eventName',
        headerName: t('scheduleVsActual.columns.event'),
        flex: 1.2,
        minWidth: 150,
        renderCell: ({ row }) => <CellText title={row.eventName}>{row.eventName}</CellText>,
      },
      {
        field: 'personName',
        headerName: t('scheduleVsActual.columns.person'),
        flex: 1,
        minWidth: 120,
        renderCell: ({ row }) => <CellText>{row.personName}</CellText>,
      },
      figure('scheduledHours', t('scheduleVsActual.columns.scheduled'), formatHours2),
      figure('workedHours', t('scheduleVsActual.columns.worked'), formatHours2),
      figure('unscheduledHours', t('scheduleVsActual.columns.unscheduled'), formatHours2, 130),
      figure('noShows', t('scheduleVsActual.columns.noShows'), String, 104),
      figure('lateMinutes', t('scheduleVsActual.columns.late'), String, 104),
      figure('leftEarlyMinutes', t('scheduleVsActual.columns.leftEarly'), String, 130),
      figure('overtimeHours', t('scheduleVsActual.columns.overtimeHours'), formatHours2),
      figure('overtimeCost', t('scheduleVsActual.columns.overtimeCost'), formatDollars, 130),
    ];
  }, [t]);

  const totals = report.data?.totals;
  return (
    <ReportPageFrame title={t('scheduleVsActual.title')} note={t('scheduleVsActual.note')} filters={filters}>
      <ReportGrid<ScheduleVsActualRow>
        label={t('scheduleVsActual.gridLabel')}
        rows={pageRows}
        columns={columns}
        rowCount={rows.length}
        loading={report.isFetching}
        error={report.error}
        onRetry={() => void report.refetch()}
        pagination={pagination}
        onPaginationChange={setPagination}
        onFiltersChange={() => {}}
        csvHref={filters.query ? reportCsvUrl(workforceReports.scheduleVsActual, filters.query) : undefined}
        filtered={false}
        quickSearch={false}
        emptyText={t('scheduleVsActual.empty')}
        noMatchText={t('scheduleVsActual.noMatch')}
        searchLabel={t('scheduleVsActual.searchLabel')}
        hiddenFields={phone ? phoneHidden : undefined}
        footer={
          totals ? (
            <TotalsLine>
              {t('scheduleVsActual.totals', {
                scheduled: ltr(formatHours2(totals.scheduledHours)),
                worked: ltr(formatHours2(totals.workedHours)),
                unscheduled: ltr(formatHours2(totals.unscheduledHours)),
                noShows: totals.noShows,
                overtime: ltr(formatHours2(totals.overtimeHours)),
                cost: ltr(formatDollars(totals.overtimeCost)),
              })}
            </TotalsLine>
          ) : null
        }
      />
    </ReportPageFrame>
  );
}
