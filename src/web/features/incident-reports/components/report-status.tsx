import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Report } from '../../../../shared/contract/incident-reports.ts';
import type { ReportStatus } from '../../../../shared/incident-report-rules.ts';
import { useConfirm } from '../../../components/dialog-host.tsx';
import { reportStatusLabel } from '../../../lib/report-labels.ts';
import { useSetReportStatus } from '../api/set-report-status.ts';
import { ReportDateTime } from './report-date-time.tsx';

export function ReportStatusChip({ status }: { status: ReportStatus }) {
  const { t } = useTranslation(['incidentReports', 'common']);
  const color = status === 'Closed' ? 'success' : status === 'Under review' ? 'warning' : 'default';
  return <Chip size="small" color={color} variant="outlined" label={reportStatusLabel(t, status)} />;
}

/** The review state (docs/product/incident-reports.md#review): new → Under review → Closed; the next step is offered to reviewers only. */
export function ReportStatusPanel({ report }: { report: Report }) {
  const { t } = useTranslation('incidentReports');
  const confirm = useConfirm();
  const setStatus = useSetReportStatus(report.id);
  const next = report.status === '' ? 'Under review' : report.status === 'Under review' ? 'Closed' : undefined;

  const advance = (status: 'Under review' | 'Closed') =>
    void confirm({
      title: status === 'Closed' ? t('details.closeTitle') : t('details.reviewTitle'),
      body: status === 'Closed' ? t('details.closeBody') : t('details.reviewBody'),
      confirmLabel: status === 'Closed' ? t('details.close') : t('details.startReview'),
      tone: 'primary',
      action: () => setStatus.mutateAsync(status),
    });

  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
      <Typography variant="body2" color="text.secondary">
        {t('details.statusLabel')}
      </Typography>
      <ReportStatusChip status={report.status} />
      {report.statusChangedAt ? (
        <Typography variant="caption" color="text.secondary">
          <bdi>{report.statusChangedBy?.name ?? ''}</bdi> <ReportDateTime iso={report.statusChangedAt} />
        </Typography>
      ) : null}
      {report.canReview && next ? (
        <Button size="small" variant="outlined" onClick={() => advance(next)}>
          {next === 'Closed' ? t('details.close') : t('details.startReview')}
        </Button>
      ) : null}
    </Stack>
  );
}
