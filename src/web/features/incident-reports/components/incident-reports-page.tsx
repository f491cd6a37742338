import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportRow } from '../../../../shared/contract/incident-reports.ts';
import { ReportsTabs } from '../../../components/reports-tabs.tsx';
import { incidentTypeLabel } from '../../../lib/report-labels.ts';
import { CellText, eventColumn, ReportListOrDetails, submittedAtColumn, useNewReport } from './report-list-parts.tsx';
import { ReportsGrid } from './reports-grid.tsx';

const phoneFields = ['submittedAt'] as const;

/** Incident Reports (docs/product/incident-reports.md#report-pages): every report but the custom ones, with the details panel in place of the list. */
export default function IncidentReportsPage() {
  const { t } = useTranslation(['incidentReports', 'common']);
  const newReport = useNewReport();

  const columns = useMemo<GridColDef<ReportRow>[]>(
    () => [
      eventColumn(t('page.columns.event'), t('page.noEvent')),
      {
        field: 'incidentType',
        headerName: t('page.columns.incidentType'),
        flex: 1,
        minWidth: 140,
        renderCell: ({ row }) => <CellText>{incidentTypeLabel(t, row.incidentType) || t('page.noType')}</CellText>,
      },
      submittedAtColumn(t('page.columns.date')),
    ],
    [t],
  );

  return (
    <Stack spacing={{ xs: 2, sm: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'flex-end', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h4" component="h1" sx={{ flex: 1, minWidth: 200, fontSize: { xs: 26, sm: 30 } }}>
          {t('page.title')}
        </Typography>
        {newReport.button}
      </Box>
      <ReportsTabs current="incident" />
      <ReportListOrDetails
        list={(open) => (
          <ReportsGrid
            view="incident"
            label={t('page.title')}
            columns={columns}
            phoneFields={phoneFields}
            onOpen={open}
          />
        )}
      />
      {newReport.dialog}
    </Stack>
  );
}
