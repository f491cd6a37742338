import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { PayrollRow } from '../../../../shared/contract/workforce-reports.ts';
import { ReportGrid } from '../../../components/report-grid.tsx';
import { workforceReports } from '../api/report-request.ts';
import {
  CellText,
  formatDollars,
  formatHours2,
  NumberText,
  ReportPageFrame,
  roleText,
  TotalsLine,
  useLtrIsolate,
} from './payroll-common.tsx';
import { usePagedReport } from './use-paged-report.ts';

/** Grid field → the server's "contains" filter (contract/workforce-reports.ts payrollQuerySchema). */
const filterParams = { guardName: 'guard', eventName: 'event', role: 'role' } as const;
const phoneHidden = ['eventName', 'clientName', 'role', 'payRate'] as const;

/** Payroll Reports (docs/product/payroll-and-reports.md#payroll-report): one line per event and person, with the totals of the whole filtered report. */
export default function PayrollReportsPage() {
  const { t } = useTranslation(['payrollReports', 'common']);
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const { filters, report, gridProps } = usePagedReport(workforceReports.payroll);
  const admin = filters.isAdmin;
  const ltr = useLtrIsolate();

  const columns = useMemo<GridColDef<PayrollRow>[]>(
    () => [
      {
        field: 'guardName',
        headerName: t('payroll.columns.guard'),
        flex: 1,
        minWidth: 140,
        renderCell: ({ row }) => <CellText>{row.guardName}</CellText>,
      },
      {
        field: 'eventName',
        headerName: t('payroll.columns.event'),
        flex: 1.4,
        minWidth: 180,
        renderCell: ({ row }) => <CellText title={row.eventName}>{row.eventName}</CellText>,
      },
      ...(admin
        ? [
            {
              field: 'clientName',
              headerName: t('payroll.columns.client'),
              flex: 1,
              minWidth: 140,
              renderCell: ({ row }) => <CellText>{row.clientName}</CellText>,
            } satisfies GridColDef<PayrollRow>,
          ]
        : []),
      {
        field: 'role',
        headerName: t('payroll.columns.role'),
        width: 120,
        renderCell: ({ row }) => <CellText>{roleText(t, row.role)}</CellText>,
      },
      {
        field: 'payRate',
        headerName: t('payroll.columns.rate'),
        type: 'number',
        width: 100,
        renderCell: ({ row }) => <NumberText>{formatDollars(row.payRate)}</NumberText>,
      },
      {
        field: 'hoursWorked',
        headerName: t('payroll.columns.hours'),
        type: 'number',
        width: 80,
        renderCell: ({ row }) => <NumberText>{formatHours2(row.hoursWorked)}</NumberText>,
      },
      {
        field: 'totalPay',
        headerName: t('payroll.columns.totalPay'),
        type: 'number',
        width: 110,
        renderCell: ({ row }) => <NumberText>{formatDollars(row.totalPay)}</NumberText>,
      },
    ],
    [t, admin],
  );

  const totals = report.data?.totals;
  return (
    <ReportPageFrame title={t('payroll.title')} note={t('payroll.note')} filters={filters}>
      <ReportGrid<PayrollRow>
        label={t('payroll.gridLabel')}
        rows={report.data?.rows ?? []}
        columns={columns}
        filterParams={filterParams}
        {...gridProps}
        emptyText={t('payroll.empty')}
        noMatchText={t('payroll.noMatch')}
        searchLabel={t('payroll.searchLabel')}
        hiddenFields={phone ? phoneHidden : undefined}
        footer={
          totals ? (
            <TotalsLine>
              {t('payroll.totals', {
                hours: ltr(formatHours2(totals.hoursWorked)),
                pay: ltr(formatDollars(totals.totalPay)),
              })}
            </TotalsLine>
          ) : null
        }
      />
    </ReportPageFrame>
  );
}
