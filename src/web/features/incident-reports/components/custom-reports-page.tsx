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
import { useSession } from '../../../lib/session.ts';
import { reportsQueryKey } from '../api/list-reports.ts';
import { ReportDateCell } from './report-date-time.tsx';
import { ReportDetails } from './report-details.tsx';
import { ReportsGrid } from './reports-grid.tsx';
import { useOpenReport } from './use-open-report.ts';

const phoneFields = ['guard', 'submittedAt'] as const;

function CellText({ children }: { children: string }) {
  return (
    <Box component="span" dir="auto" sx={{ display: 'block', overflow: 'hidden', textOverflow: 'ellipsis' }}>
      {children}
    </Box>
  );
}

/** Custom Reports (docs/product/incident-reports.md#report-pages): the reports of type Custom Report; New Report starts on that type. */
export default function CustomReportsPage() {
  const { t } = useTranslation(['incidentReports', 'common']);
  const roles = useSession().data?.user?.roles ?? [];
  const mayFile = hasPermission(roles, 'reports.file');
  const queryClient = useQueryClient();
  const { reportId, open, close } = useOpenReport();
  const [filing, setFiling] = useState(false);

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
      {
        field: 'event',
        headerName: t('custom.columns.event'),
        flex: 1.2,
        minWidth: 160,
        renderCell: ({ row }) => <CellText>{row.event?.name ?? t('page.noEvent')}</CellText>,
      },
      {
        field: 'submittedAt',
        headerName: t('custom.columns.date'),
        flex: 1,
        minWidth: 190,
        renderCell: ({ row }) => <ReportDateCell iso={row.submittedAt} />,
      },
    ],
    [t],
  );

  return (
    <Stack spacing={{ xs: 2, sm: 3 }}>
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 26, sm: 30 } }}>
        {t('custom.title')}
      </Typography>
      <ReportsTabs current="custom" />
      {reportId ? (
        <ReportDetails key={reportId} reportId={reportId} onClose={close} />
      ) : (
        <>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
            <Typography variant="h5" component="h2" sx={{ flex: 1 }}>
              {t('custom.heading')}
            </Typography>
            {mayFile ? (
              <Button variant="contained" startIcon={<AddRounded />} onClick={() => setFiling(true)}>
                {t('page.newReport')}
              </Button>
            ) : null}
          </Box>
          <ReportsGrid
            view="custom"
            label={t('custom.heading')}
            columns={columns}
            phoneFields={phoneFields}
            onOpen={(row) => open(row.id)}
          />
        </>
      )}
      {filing ? (
        <NewReportDialog
          open
          defaultType="Custom Report"
          onClose={() => setFiling(false)}
          onFiled={() => void queryClient.invalidateQueries({ queryKey: [...reportsQueryKey, 'list'] })}
        />
      ) : null}
    </Stack>
  );
}
