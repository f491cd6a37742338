import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportRow } from '../../../../shared/contract/incident-reports.ts';
import { ReportsTabs } from '../../../components/reports-tabs.tsx';
import { CellText, eventColumn, ReportListOrDetails, submittedAtColumn, useNewReport } from './report-list-parts.tsx';
import { ReportsGrid } from './reports-grid.tsx';

const phoneFields = ['guard', 'submittedAt'] as const;

/** Custom Reports (docs/product/incident-reports.md#report-pages): the reports of type Custom Report; New Report starts on that type. */
export default function CustomReportsPage() {
  const { t } = useTranslation(['incidentReports', 'common']);
  const newReport = useNewReport('Custom Report');

  const columns = useMemo<GridColDef<ReportRow>[]>(
    () => [
      {
        field: 'guard',
        headerName: t('custom.columns.guard'),
        flex: 1,
        minWidth: 140,
        renderCell: ({ row }) => <CellText>{row.guard?.name ?? t('custom.unknownGuard')}</CellText>,
      },
      {
        field: 'client',
        headerName: t('custom.columns.client'),
        flex: 1,
        minWidth: 140,
        renderCell: ({ row }) => <CellText>{row.client?.name || t('custom.unknownClient')}</CellText>,
      },
      eventColumn(t('custom.columns.event'), t('page.noEvent')),
      submittedAtColumn(t('custom.columns.date')),
    ],
    [t],
  );

  return (
    <Stack spacing={{ xs: 2, sm: 3 }}>
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 26, sm: 30 } }}>
        {t('custom.title')}
      </Typography>
      <ReportsTabs current="custom" />
      <ReportListOrDetails
        list={(open) => (
          <>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
              <Typography variant="h5" component="h2" sx={{ flex: 1 }}>
                {t('custom.heading')}
              </Typography>
              {newReport.button}
            </Box>
            <ReportsGrid
              view="custom"
              label={t('custom.heading')}
              columns={columns}
              phoneFields={phoneFields}
              onOpen={open}
            />
          </>
        )}
      />
      {newReport.dialog}
    </Stack>
  );
}
