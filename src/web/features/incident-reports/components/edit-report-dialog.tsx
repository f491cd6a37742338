import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { type Control, type FieldErrors, type Resolver, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Report, ReportOptions, ReportUpdateBody } from '../../../../shared/contract/incident-reports.ts';
import {
  allReportFields,
  type FileableReportType,
  fileableReportTypes,
  type ReportField,
  reportFieldErrors,
  reportLimits,
  reportTypeFields,
} from '../../../../shared/incident-report-rules.ts';
import { isPlatformAdmin } from '../../../../shared/policy.ts';
import { CancelSubmitActions, FormDialogFrame } from '../../../components/form-dialog-frame.tsx';
import { FormErrorAlert, FormTextField } from '../../../components/form-fields.tsx';
import { useReportOptions } from '../../../components/incident-report-form/api/get-report-options.ts';
import {
  draftOf,
  emptyReportValues,
  ReportFields,
  type ReportFormValues,
  yesNoFields,
} from '../../../components/incident-report-form/report-fields.tsx';
import { translateError } from '../../../i18n/translate-error.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { applyServerErrors } from '../../../lib/apply-server-errors.ts';
import { useSnackbar } from '../../../lib/notify.ts';
import { reportTypeLabel } from '../../../lib/report-labels.ts';
import { roleOf, useSession } from '../../../lib/session.ts';
import { useUpdateReport } from '../api/update-report.ts';

type EditValues = ReportFormValues & { reason: string };

const reasonMessage = 'report.say_why_report_changed';

export function isFileableType(type: string): type is FileableReportType {
  return (fileableReportTypes as readonly string[]).includes(type);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO instant as a datetime-local value in the browser's zone. */
function isoToLocal(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The report's current fields as the form holds them. */
function valuesOf(report: Report, type: FileableReportType): EditValues {
  const values: EditValues = { ...emptyReportValues(type), clientId: report.client.id, reason: '' };
  for (const field of reportTypeFields[type].fields) {
    if (field === 'eventId') values.eventId = report.event?.id ?? '';
    else if (field === 'guardId') values.guardId = report.guard?.id ?? '';
    else if (field === 'incidentDate') values.incidentDate = isoToLocal(report.incidentDate);
    else if ((yesNoFields as readonly ReportField[]).includes(field)) {
      const value = report[field as (typeof yesNoFields)[number]];
      values[field] = value === true ? 'yes' : value === false ? 'no' : '';
    } else {
      const value = report[field as keyof Report];
      values[field] = typeof value === 'string' ? value : '';
    }
  }
  return values;
}

/** The fields whose value differs from the report's, as the body sends them ('' clears a text). */
function changesOf(type: FileableReportType, initial: EditValues, values: EditValues): Partial<ReportUpdateBody> {
  const before = draftOf(initial);
  const after = draftOf(values);
  const changes: Record<string, unknown> = {};
  for (const field of reportTypeFields[type].fields) {
    if ((before[field] ?? undefined) !== (after[field] ?? undefined)) changes[field] = after[field] ?? '';
  }
  return changes as Partial<ReportUpdateBody>;
}

/** The report's own event and guard stay choosable even when the options no longer list them. */
function withCurrent(loaded: ReportOptions | undefined, report: Report): ReportOptions {
  const options = loaded ?? { events: [], guards: [], clients: [], selfGuardId: null };
  const events =
    report.event && !options.events.some((e) => e.id === report.event?.id)
      ? [{ ...report.event, clientId: report.client.id, status: '', guardIds: [] }, ...options.events]
      : options.events;
  const guards =
    report.guard && !options.guards.some((g) => g.id === report.guard?.id)
      ? [{ ...report.guard, clientId: report.client.id }, ...options.guards]
      : options.guards;
  return { ...options, events, guards };
}

const serverFields: readonly (keyof EditValues)[] = [...allReportFields, 'reason'];

export interface EditReportDialogProps {
  report: Report;
  type: FileableReportType;
  onClose: () => void;
}

/**
 * Editing a filed report (docs/product/incident-reports.md#review): the type's fields prefilled, the type fixed, and a reason kept
 * with the earlier version. Only the changed fields are sent. Mounted while open.
 */
export function EditReportDialog({ report, type, onClose }: EditReportDialogProps) {
  const { t } = useTranslation(['incidentReports', 'common']);
  const { enqueueSnackbar } = useSnackbar();
  const admin = isPlatformAdmin(roleOf(useSession().data?.user));
  const update = useUpdateReport(report.id);
  const options = useReportOptions(true, admin ? report.client.id : undefined);
  const [formError, setFormError] = useState<string | null>(null);

  // The report as it was when the dialog opened: a refetch meanwhile does not move the baseline.
  const [initial] = useState(() => valuesOf(report, type));

  const resolver: Resolver<EditValues> = async (values) => {
    const errors: FieldErrors<EditValues> = {};
    for (const [field, message] of Object.entries(reportFieldErrors(type, draftOf(values)))) {
      errors[field as ReportField] = { type: 'validate', message };
    }
    if (values.reason.trim().length < reportLimits.changeReasonMin)
      errors.reason = { type: 'validate', message: reasonMessage };
    return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
  };

  const {
    control,
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = useForm<EditValues>({ resolver, mode: 'onTouched', defaultValues: initial });
  const watched = useWatch({ control }) as EditValues;
  const changes = useMemo(() => changesOf(type, initial, { ...initial, ...watched }), [type, initial, watched]);
  const changed = Object.keys(changes).length > 0;

  const close = () => {
    if (!isSubmitting) onClose();
  };

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    const body = { ...changesOf(type, initial, values), reason: values.reason.trim() } as ReportUpdateBody;
    try {
      await update.mutateAsync(body);
    } catch (error) {
      if (isApiError(error) && error.status === 409) {
        setFormError(translateError(error));
        return;
      }
      setFormError(applyServerErrors(error, serverFields, setError) ?? null);
      return;
    }
    enqueueSnackbar(t('edit.updated'), { variant: 'success' });
    onClose();
  });

  return (
    <FormDialogFrame
      title={t('edit.title')}
      closeButton
      maxWidth="md"
      busy={isSubmitting}
      onClose={close}
      onSubmit={onSubmit}
      actionsWrap
      actions={
        <CancelSubmitActions
          busy={isSubmitting}
          submitDisabledReason={changed ? null : t('edit.noChange')}
          submitLabel={isSubmitting ? t('dialog.saving') : t('dialog.save')}
          onCancel={close}
          touchSized
        />
      }
    >
      <FormErrorAlert message={formError} onClose={() => setFormError(null)} />
      <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
        {reportTypeLabel(t as unknown as Parameters<typeof reportTypeLabel>[0], type)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('edit.typeFixed')}
      </Typography>
      <ReportFields
        control={control as unknown as Control<ReportFormValues>}
        type={type}
        options={withCurrent(options.data, report)}
        hideGuard={false}
        disabled={isSubmitting}
      />
      <FormTextField
        control={control}
        name="reason"
        label={t('edit.reason')}
        required
        multiline
        minRows={2}
        disabled={isSubmitting}
        helperText={t('edit.reasonHint')}
        slotProps={{ htmlInput: { maxLength: reportLimits.changeReasonMax } }}
      />
    </FormDialogFrame>
  );
}
