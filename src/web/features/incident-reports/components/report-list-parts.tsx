import AddRounded from '@mui/icons-material/AddRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { GridColDef } from '@mui/x-data-grid';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { incidentReportOperations, type ReportRow } from '../../../../shared/contract/incident-reports.ts';
import type { FileableReportType } from '../../../../shared/incident-report-rules.ts';
import { hasPermission } from '../../../../shared/policy.ts';
import { NewReportDialog } from '../../../components/incident-report-form/new-report-dialog.tsx';
import { cellTextSx } from '../../../components/wrapped-grid-rows.ts';
import { invalidate } from '../../../lib/api.ts';
import { useSession } from '../../../lib/session.ts';
import { ReportDateCell } from './report-date-time.tsx';
import { ReportDetails } from './report-details.tsx';
import { useOpenReport } from './use-open-report.ts';

/** A grid cell's text, cut at the cell's end (whole on hover; wrapped whole on a phone), in the direction of whoever typed it. */
export function CellText({ children }: { children: string }) {
  return (
    <Box component="span" dir="auto" title={children} sx={cellTextSx}>
      {children}
    </Box>
  );
}

/** The event column of a report list (a report may have no event). */
export function eventColumn(headerName: string, noEvent: string): GridColDef<ReportRow> {
  return {
    field: 'event',
    headerName,
    flex: 1.2,
    minWidth: 160,
    renderCell: ({ row }) => <CellText>{row.event?.name ?? noEvent}</CellText>,
  };
}

/** The submission-time column of a report list. */
export function submittedAtColumn(headerName: string): GridColDef<ReportRow> {
  return {
    field: 'submittedAt',
    headerName,
    // Fixed: sized to its widest date once the rows arrive.
    width: 190,
    renderCell: ({ row }) => <ReportDateCell iso={row.submittedAt} />,
  };
}

/**
 * The New Report button (only for those who may file) and its dialog, starting on `defaultType`; a filed report
 * refreshes the report lists.
 */
export function useNewReport(defaultType?: FileableReportType) {
  const { t } = useTranslation(['incidentReports', 'common']);
  const mayFile = hasPermission(useSession().data?.user?.roles ?? [], 'reports.file');
  const queryClient = useQueryClient();
  const [filing, setFiling] = useState(false);
  const button = mayFile ? (
    <Button variant="contained" startIcon={<AddRounded />} onClick={() => setFiling(true)}>
      {t('page.newReport')}
    </Button>
  ) : null;
  const dialog = filing ? (
    <NewReportDialog
      open
      defaultType={defaultType}
      onClose={() => setFiling(false)}
      onFiled={() => void invalidate(queryClient, incidentReportOperations.list)}
    />
  ) : null;
  return { button, dialog };
}

/** A report page below its tabs: the open report's details in place of the list. */
export function ReportListOrDetails({ list }: { list: (open: (row: ReportRow) => void) => ReactNode }) {
  const { reportId, open, close } = useOpenReport();
  if (reportId) return <ReportDetails key={reportId} reportId={reportId} onClose={close} />;
  return list((row) => open(row.id));
}
