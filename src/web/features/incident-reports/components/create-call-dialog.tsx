import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import {
  type CallCreateBody,
  callCreateBodySchema,
  dispatchLimits,
  priorityLabel,
} from '../../../../shared/contract/dispatch.ts';
import type { Report } from '../../../../shared/contract/incident-reports.ts';
import { type CallType, callPriorities, callTypes, defaultResponseTargets } from '../../../../shared/dispatch-rules.ts';
import { screenPath } from '../../../../shared/screens.ts';
import { FormDialogFrame, frameStateOf, useDialogForm } from '../../../components/form-dialog-frame.tsx';
import { FormTextField } from '../../../components/form-fields.tsx';
import { bodyResolver, type Converted } from '../../../lib/body-resolver.ts';
import { incidentTypeLabel, type ReportsT, reportTypeLabel } from '../../../lib/report-labels.ts';
import { useCreateCallFromReport } from '../api/create-call.ts';

/** The form's fields are named as the body's; the priority is typed as text (a select's value). */
interface CallValues {
  incidentReportId: string;
  type: CallType;
  priority: string;
  description: string;
}

const fields = ['type', 'priority', 'description'] as const satisfies readonly (keyof CallValues)[];

function toBody(values: CallValues): Converted {
  return {
    body: {
      incidentReportId: values.incidentReportId,
      type: values.type,
      priority: Number(values.priority),
      description: values.description,
    },
    errors: {},
  };
}

const resolver = bodyResolver<CallValues, CallCreateBody>(callCreateBodySchema, toBody);

/**
 * What the call says happened, from the report: its type (and the incident's kind and place, when given), then the
 * guard's details (else their notes), cut to what a call holds.
 */
export function callDescriptionOf(t: ReportsT, report: Report): string {
  const kind = [reportTypeLabel(t, report.reportType), incidentTypeLabel(t, report.incidentType)]
    .filter(Boolean)
    .join(' · ');
  const heading = report.incidentLocation ? `${kind} — ${report.incidentLocation}` : kind;
  const story = (report.details ?? report.guardNote ?? '').trim();
  return [heading, story].filter(Boolean).join('\n').slice(0, dispatchLimits.description);
}

/** Once the call is taken: what happened, and the way to the Dispatch board. */
function CallCreated({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(['incidentReports', 'common']);
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('createCall.doneTitle')}</DialogTitle>
      <DialogContent dividers>
        <Typography>{t('createCall.doneText')}</Typography>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={onClose}>{t('common:actions.close')}</Button>
        <Button variant="contained" component={RouterLink} to={screenPath('dispatch')}>
          {t('createCall.openBoard')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * "Create a call" from a guard's incident report (docs/product/dispatch.md#taking-a-call): the call's type, its
 * priority (P2 unless changed) and what happened, started from the report; the call is taken at the report's event
 * as the guard's call, and the dialog then offers the Dispatch board.
 */
export function CreateCallDialog({ report, onClose }: { report: Report; onClose: () => void }) {
  const { t } = useTranslation(['incidentReports', 'common']);
  const create = useCreateCallFromReport();
  const [created, setCreated] = useState(false);
  const form = useDialogForm<CallValues, CallCreateBody>({
    resolver,
    defaultValues: {
      incidentReportId: report.id,
      type: 'other',
      priority: '2',
      description: callDescriptionOf(t, report),
    },
    fields,
  });
  const { control } = form;
  const onSubmit = form.handleSubmit((body) =>
    form.attempt(async () => {
      await create.mutateAsync(body);
      setCreated(true);
    }),
  );
  if (created) return <CallCreated onClose={onClose} />;
  return (
    <FormDialogFrame
      {...frameStateOf(form)}
      title={t('createCall.title')}
      submitLabel={t('createCall.submit')}
      onClose={onClose}
      onSubmit={onSubmit}
      lead={
        report.event ? (
          <Alert severity="info" sx={{ mb: 1.5 }}>
            <bdi>{t('createCall.place', { event: report.event.name })}</bdi>
          </Alert>
        ) : null
      }
    >
      <FormTextField control={control} name="type" label={t('createCall.type')} select autoFocus>
        {callTypes.map((type) => (
          <MenuItem key={type} value={type}>
            {t(`createCall.types.${type}`)}
          </MenuItem>
        ))}
      </FormTextField>
      <FormTextField control={control} name="priority" label={t('createCall.priority')} select>
        {callPriorities.map((priority) => (
          <MenuItem key={priority} value={String(priority)}>
            {t('createCall.priorityOption', {
              priority: priorityLabel(priority),
              minutes: defaultResponseTargets[priority],
            })}
          </MenuItem>
        ))}
      </FormTextField>
      <FormTextField
        control={control}
        name="description"
        label={t('createCall.description')}
        required
        multiline
        minRows={4}
        slotProps={{ htmlInput: { maxLength: dispatchLimits.description } }}
      />
    </FormDialogFrame>
  );
}
