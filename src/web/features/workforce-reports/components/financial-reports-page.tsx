import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { FinancialRow } from '../../../../shared/contract/workforce-reports.ts';
import { ReportGrid } from '../../../components/report-grid.tsx';
import { workforceReports } from '../api/report-request.ts';
import {
  CellText,
  formatDollars,
  formatSignedDollars,
  NumberText,
  ReportPageFrame,
  TotalsLine,
  useLtrIsolate,
} from './payroll-common.tsx';
import { usePagedReport } from './use-paged-report.ts';

/** Grid field → the server's "contains" filter (contract/workforce-reports.ts financialQuerySchema). */
const filterParams = { eventName: 'event', clientName: 'client' } as const;
const phoneHidden = ['clientName', 'budgetedExpenses', 'actualExpenses'] as const;

/**
 * Profit/Loss (docs/product/payroll-and-reports.md#financial-report): green when positive, red when negative, plain at zero, with a + or − sign so the
 * colour is not the only sign of it.
 */
export function FinancialProfitLoss({ value }: { value: number }) {
  const { t } = useTranslation('payrollReports');
  const color = value > 0 ? 'success.main' : value < 0 ? 'error.main' : undefined;
  const label = value > 0 ? t('financial.profit') : value < 0 ? t('financial.loss') : t('financial.breakEven');
  return (
    <NumberText color={color}>
      <span
        title={label}
        data-testid="profit-loss"
        data-sign={value > 0 ? 'positive' : value < 0 ? 'negative' : 'zero'}
      >
        {formatSignedDollars(value)}
      </span>
    </NumberText>
  );
}

/** Financial Reports (docs/product/payroll-and-reports.md#financial-report): budget against actual pay per ended event, with the totals of the report. */
export default function FinancialReportsPage() {
  const { t } = useTranslation(['payrollReports', 'common']);
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const { filters, report, gridProps } = usePagedReport(workforceReports.financial);
  const ltr = useLtrIsolate();

  const columns = useMemo<GridColDef<FinancialRow>[]>(
    () => [
      {
        field: 'eventName',
        headerName: t('financial.columns.event'),
        flex: 1.5,
        minWidth: 180,
        renderCell: ({ row }) => <CellText title={row.eventName}>{row.eventName}</CellText>,
      },
      {
        field: 'clientName',
        headerName: t('financial.columns.client'),
        flex: 1,
        minWidth: 150,
        renderCell: ({ row }) => <CellText>{row.clientName ?? t('financial.unknownClient')}</CellText>,
      },
      {
        field: 'budgetedExpenses',
        headerName: t('financial.columns.budgeted'),
        type: 'number',
        width: 150,
        renderCell: ({ row }) => <NumberText>{formatDollars(row.budgetedExpenses)}</NumberText>,
      },
      {
        field: 'actualExpenses',
        headerName: t('financial.columns.actual'),
        type: 'number',
        width: 140,
        renderCell: ({ row }) => <NumberText>{formatDollars(row.actualExpenses)}</NumberText>,
      },
      {
        field: 'profitLoss',
        headerName: t('financial.columns.profitLoss'),
        type: 'number',
        width: 120,
        renderCell: ({ row }) => <FinancialProfitLoss value={row.profitLoss} />,
      },
    ],
    [t],
  );

  const totals = report.data?.totals;
  return (
    <ReportPageFrame title={t('financial.title')} note={t('financial.note')} filters={filters}>
      <ReportGrid<FinancialRow>
        label={t('financial.gridLabel')}
        rows={report.data?.rows ?? []}
        columns={columns}
        filterParams={filterParams}
        {...gridProps}
        emptyText={t('financial.empty')}
        noMatchText={t('financial.noMatch')}
        searchLabel={t('financial.searchLabel')}
        hiddenFields={phone ? phoneHidden : undefined}
        footer={
          totals ? (
            <TotalsLine>
              {t('financial.totals', {
                budgeted: ltr(formatDollars(totals.budgetedExpenses)),
                actual: ltr(formatDollars(totals.actualExpenses)),
                profitLoss: ltr(formatSignedDollars(totals.profitLoss)),
              })}
            </TotalsLine>
          ) : null
        }
      />
    </ReportPageFrame>
  );
}
