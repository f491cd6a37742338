import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { FinancialResponse, FinancialRow } from '../../../../shared/contract/workforce-reports.ts';
import {
  CellText,
  formatDollars,
  formatSignedDollars,
  NumberText,
  type PagedReportLayout,
  PagedReportScreen,
  TotalsLine,
  useLtrIsolate,
  usePagedReport,
} from './payroll-common.tsx';

/** Grid field → the server's "contains" filter (contract/workforce-reports.ts financialQuerySchema). */
const layout: PagedReportLayout = {
  section: 'financial',
  filterParams: { eventName: 'event', clientName: 'client' },
  phoneHidden: ['clientName', 'budgetedExpenses', 'actualExpenses'],
};

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
  const paged = usePagedReport<FinancialResponse>('financial');
  const { report } = paged;
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
        flex: 0.8,
        minWidth: 150,
        renderCell: ({ row }) => <NumberText>{formatDollars(row.budgetedExpenses)}</NumberText>,
      },
      {
        field: 'actualExpenses',
        headerName: t('financial.columns.actual'),
        type: 'number',
        flex: 0.8,
        minWidth: 140,
        renderCell: ({ row }) => <NumberText>{formatDollars(row.actualExpenses)}</NumberText>,
      },
      {
        field: 'profitLoss',
        headerName: t('financial.columns.profitLoss'),
        type: 'number',
        flex: 0.8,
        minWidth: 120,
        renderCell: ({ row }) => <FinancialProfitLoss value={row.profitLoss} />,
      },
    ],
    [t],
  );

  const totals = report.data?.totals;
  return (
    <PagedReportScreen<FinancialRow>
      layout={layout}
      paged={paged}
      columns={columns}
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
  );
}
