import AddIcCallRounded from '@mui/icons-material/AddIcCallRounded';
import EditRounded from '@mui/icons-material/EditRounded';
import PictureAsPdfRounded from '@mui/icons-material/PictureAsPdfRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Report, ReportAttachment } from '../../../../shared/contract/incident-reports.ts';
import { hasPermission } from '../../../../shared/policy.ts';
import { BackIconButton } from '../../../components/back-button.tsx';
import { DisabledReasonTooltip } from '../../../components/disabled-reason-tooltip.tsx';
import { DetailsList } from '../../../components/record-page/record-details.tsx';
import { translateError } from '../../../i18n/translate-error.ts';
import { fieldLabel, fieldsOfType, fieldText, type ReportsT, reportTypeLabel } from '../../../lib/report-labels.ts';
import { useSession } from '../../../lib/session.ts';
import { reportPdfUrl, useReport } from '../api/get-report.ts';
import { CreateCallDialog } from './create-call-dialog.tsx';
import { EditReportDialog, isFileableType } from './edit-report-dialog.tsx';
import { ReportComments } from './report-comments.tsx';
import { ReportDateTime } from './report-date-time.tsx';
import { ReportStatusPanel } from './report-status.tsx';
import { ReportVersions } from './report-versions.tsx';

/** A field's value: names for the event and guard, the rest as typed (yes/no, dates in the viewer's language). */
function displayValue(report: Report, field: string, t: ReportsT): string {
  if (field === 'eventId') return report.event?.name ?? '';
  if (field === 'guardId') return report.guard?.name ?? '';
  return fieldText(t, field, report[field as keyof Report]);
}

function Photos({ attachments }: { attachments: ReportAttachment[] }) {
  const { t } = useTranslation(['incidentReports', 'common']);
  const [shown, setShown] = useState<ReportAttachment | null>(null);
  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {attachments.map((photo) => (
          <ButtonBase
            key={photo.id}
            onClick={() => setShown(photo)}
            aria-label={t('details.openPhoto', { name: photo.fileName })}
            sx={{ borderRadius: 1, overflow: 'hidden', border: 1, borderColor: 'divider' }}
          >
            <Box
              component="img"
              src={photo.thumbnailUrl}
              alt={photo.fileName}
              loading="lazy"
              sx={{ width: 112, height: 112, objectFit: 'cover', display: 'block' }}
            />
          </ButtonBase>
        ))}
      </Box>
      <Dialog open={shown !== null} onClose={() => setShown(null)} maxWidth="lg">
        {shown ? (
          <>
            <DialogTitle sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <Box component="span" dir="auto" sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
                {shown.fileName}
              </Box>
              <Button href={shown.url} target="_blank" rel="noopener">
                {t('details.openOriginal')}
              </Button>
              <Button onClick={() => setShown(null)}>{t('common:actions.close')}</Button>
            </DialogTitle>
            <DialogContent>
              <Box
                component="img"
                src={shown.url}
                alt={shown.fileName}
                sx={{ maxWidth: '100%', maxHeight: '75vh', display: 'block', mx: 'auto' }}
              />
            </DialogContent>
          </>
        ) : null}
      </Dialog>
    </>
  );
}

function ReportBody({ report }: { report: Report }) {
  const { t } = useTranslation(['incidentReports', 'common']);
  const fields = fieldsOfType(report.reportType);
  return (
    <Stack spacing={3}>
      <Box>
        <Typography variant="h6" component="h3">
          {reportTypeLabel(t, report.reportType)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('details.submitted', { name: report.submittedBy?.name ?? t('details.unknownAuthor') })}{' '}
          <ReportDateTime iso={report.submittedAt} /> · <bdi>{report.client.name}</bdi>
        </Typography>
      </Box>
      <ReportStatusPanel report={report} />
      <DetailsList columns={{ xs: '1fr', sm: '1fr 1fr', lg: '1fr 1fr 1fr' }}>
        {fields.map((field) => {
          const value = displayValue(report, field, t);
          return (
            <Box key={field} sx={{ minWidth: 0 }}>
              <Typography component="dt" variant="caption" color="text.secondary">
                {fieldLabel(t, field)}
              </Typography>
              <Typography
                component="dd"
                sx={{ m: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
                color={value ? 'text.primary' : 'text.secondary'}
              >
                {value ? <bdi>{value}</bdi> : t('details.notGiven')}
              </Typography>
            </Box>
          );
        })}
      </DetailsList>
      <Divider />
      <Box component="section">
        <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
          {t('details.photos')}
        </Typography>
        {report.attachments.length === 0 ? (
          <Typography color="text.secondary">{t('details.noPhotos')}</Typography>
        ) : (
          <Photos attachments={report.attachments} />
        )}
      </Box>
      <Box component="section">
        <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
          {t('details.signature')}
        </Typography>
        {report.signature ? (
          // A drawing in dark ink on a transparent canvas: a white card keeps it readable in dark mode.
          <Box
            component="img"
            src={report.signature}
            alt={t('details.signatureAlt')}
            sx={{ maxWidth: 320, width: '100%', bgcolor: '#fff', borderRadius: 1, border: 1, borderColor: 'divider' }}
          />
        ) : (
          <Typography color="text.secondary">{t('details.noSignature')}</Typography>
        )}
      </Box>
      <Divider />
      <ReportVersions report={report} />
      <Divider />
      <ReportComments reportId={report.id} comments={report.comments} />
    </Stack>
  );
}

/** The details panel (docs/product/incident-reports.md#report-pages): back arrow, 'Details', the report's fields, evidence, review, history, comments. */
export function ReportDetails({ reportId, onClose }: { reportId: string; onClose: () => void }) {
  const { t } = useTranslation(['incidentReports', 'common']);
  const report = useReport(reportId);
  const [editing, setEditing] = useState(false);
  const [callingOut, setCallingOut] = useState(false);
  const roles = useSession().data?.user?.roles;
  // A dispatcher raises a call for service from the report, at its event (docs/product/dispatch.md#taking-a-call).
  const mayDispatch = roles !== undefined && hasPermission(roles, 'dispatch.manage');
  const editType = report.data && isFileableType(report.data.reportType) ? report.data.reportType : null;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 3 } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2, flexWrap: 'wrap' }}>
        <BackIconButton
          onClick={onClose}
          label={t('common:actions.back')}
          sx={{ marginInlineStart: (theme) => theme.spacing(-1) }}
        />
        <Typography variant="h5" component="h2" sx={{ flex: 1 }}>
          {t('details.title')}
        </Typography>
        {report.data?.canEdit && editType ? (
          <Button variant="outlined" startIcon={<EditRounded />} onClick={() => setEditing(true)}>
            {t('edit.button')}
          </Button>
        ) : null}
        {report.data && mayDispatch ? (
          <DisabledReasonTooltip reason={report.data.event ? false : t('createCall.noEvent')}>
            <Button
              variant="outlined"
              startIcon={<AddIcCallRounded />}
              onClick={() => setCallingOut(true)}
              disabled={!report.data.event}
            >
              {t('createCall.button')}
            </Button>
          </DisabledReasonTooltip>
        ) : null}
        {report.data ? (
          <Button variant="outlined" startIcon={<PictureAsPdfRounded />} href={reportPdfUrl(reportId)} download>
            {t('details.pdf')}
          </Button>
        ) : null}
      </Box>
      {report.isPending ? <LinearProgress aria-label={t('common:states.loading')} /> : null}
      {report.error ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void report.refetch()}>
              {t('common:actions.retry')}
            </Button>
          }
        >
          {translateError(report.error)}
        </Alert>
      ) : null}
      {report.data ? <ReportBody report={report.data} /> : null}
      {callingOut && report.data ? (
        <CreateCallDialog report={report.data} onClose={() => setCallingOut(false)} />
      ) : null}
      {editing && report.data && editType ? (
        <EditReportDialog report={report.data} type={editType} onClose={() => setEditing(false)} />
      ) : null}
    </Paper>
  );
}
