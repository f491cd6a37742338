import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportRow } from '../../../../shared/contract/incident-reports.ts';
import { ReportsTabs } from '../../../components/reports-tabs.tsx';
import { useIsPhone } from '../../../lib/use-is-phone.ts';
import { ReportDateCell } from './report-date-time.tsx';
import { CellText, eventColumn, ReportListOrDetails, submittedAtColumn, useNewReport } from './report-list-parts.tsx';
import { ReportsGrid } from './reports-grid.tsx';

/** On a phone the date goes under the guard's name: beside it, the two would not fit one line each. */
const phoneFields = ['guard'] as const;

/** Custom Reports (docs/product/incident-reports.md#report-pages): the reports of type Custom Report; New Report starts on that type. */
export default function CustomReportsPage() {
  const { t } = useTranslation(['incidentReports', 'common']);
  const newReport = useNewReport('Custom Report');
  const phone = useIsPhone();

  const columns = useMemo<GridColDef<ReportRow>[]>(
    () => [
      {
        field: 'guard',
        headerName: t('custom.columns.guard'),
        flex: 1,
        minWidth: 140,
        renderCell: ({ row }) =>
          phone ? (
            <Box sx={{ minWidth: 0 }}>
              <CellText>{row.guard?.name ?? t('custom.unknownGuard')}</CellText>
              <Typography variant="caption" color="text.secondary" component="div">
                <ReportDateCell iso={row.submittedAt} />
              </Typography>
            </Box>
          ) : (
            <CellText>{row.guard?.name ?? t('custom.unknownGuard')}</CellText>
          ),
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
    [t, phone],
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
