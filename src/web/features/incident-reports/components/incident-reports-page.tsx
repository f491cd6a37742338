import AddRounded from '@mui/icons-material/AddRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportRow } from '../../../../shared/contract/incident-reports.ts';
import { hasPermission } from '../../../../shared/policy.ts';
import { NewReportDialog } from '../../../components/incident-report-form/new-report-dialog.tsx';
import { ReportsTabs } from '../../../components/reports-tabs.tsx';
import { incidentTypeLabel } from '../../../lib/report-labels.ts';
import { useSession } from '../../../lib/session.ts';
import { reportsQueryKey } from '../api/list-reports.ts';
import { ReportDateCell } from './report-date-time.tsx';
import { ReportDetails } from './report-details.tsx';
import { ReportsGrid } from './reports-grid.tsx';
import { useOpenReport } from './use-open-report.ts';

const phoneFields = ['submittedAt'] as const;

function CellText({ children }: { children: string }) {
  return (
    <Box component="span" dir="auto" sx={{ display: 'block', overflow: 'hidden', textOverflow: 'ellipsis' }}>
      {children}
    </Box>
  );
}

/** Incident Reports (docs/product/incident-reports.md#report-pages): every report but the custom ones, with the details panel in place of the list. */
export default function IncidentReportsPage() {
  const { t } = useTranslation(['incidentReports', 'common']);
  const roles = useSession().data?.user?.roles ?? [];
  const mayFile = hasPermission(roles, 'reports.file');
  const queryClient = useQueryClient();
  const { reportId, open, close } = useOpenReport();
  const [filing, setFiling] = useState(false);

  const columns = useMemo<GridColDef<ReportRow>[]>(
    () => [
      {
        field: 'event',
        headerName: t('page.columns.event'),
        flex: 1.2,
        minWidth: 160,
        renderCell: ({ row }) => <CellText>{row.event?.name ?? t('page.noEvent')}</CellText>,
      },
      {
        field: 'incidentType',
        headerName: t('page.columns.incidentType'),
        flex: 1,
        minWidth: 140,
        renderCell: ({ row }) => <CellText>{incidentTypeLabel(t, row.incidentType) || t('page.noType')}</CellText>,
      },
      {
        field: 'submittedAt',
        headerName: t('page.columns.date'),
        flex: 1,
        minWidth: 190,
        renderCell: ({ row }) => <ReportDateCell iso={row.submittedAt} />,
      },
    ],
    [t],
  );

  return (
    <Stack spacing={{ xs: 2, sm: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'flex-end', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h4" component="h1" sx={{ flex: 1, minWidth: 200, fontSize: { xs: 26, sm: 30 } }}>
          {t('page.title')}
        </Typography>
        {mayFile ? (
          <Button variant="contained" startIcon={<AddRounded />} onClick={() => setFiling(true)}>
            {t('page.newReport')}
          </Button>
        ) : null}
      </Box>
      <ReportsTabs current="incident" />
      {reportId ? (
        <ReportDetails key={reportId} reportId={reportId} onClose={close} />
      ) : (
        <ReportsGrid
          view="incident"
          label={t('page.title')}
          columns={columns}
          phoneFields={phoneFields}
          onOpen={(row) => open(row.id)}
        />
      )}
      {filing ? (
        <NewReportDialog
          open
          onClose={() => setFiling(false)}
          onFiled={() => void queryClient.invalidateQueries({ queryKey: [...reportsQueryKey, 'list'] })}
        />
      ) : null}
    </Stack>
  );
}
