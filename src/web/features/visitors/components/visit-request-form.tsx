import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { type ReactNode, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Visitor } from '../../../../shared/contract/visitors.ts';
import { FormTextField } from '../../../components/form-fields.tsx';
import { translateMessage } from '../../../i18n/i18n.ts';
import { applyServerErrors } from '../../../lib/apply-server-errors.ts';
import { useSnackbar } from '../../../lib/notify.ts';
import { useEventOptions } from '../api/list-event-options.ts';
import { useRequestVisit } from '../api/request-visit.ts';
import { EventSelectField } from './event-select-field.tsx';
import {
  localInputToIso,
  nextQuarterHour,
  type VisitRequestFormValues,
  visitRequestFormSchema,
  withoutBlanks,
} from './visitor-forms.ts';

const fieldNames = ['name', 'company', 'hostName', 'purpose', 'expectedAt', 'vehiclePlate', 'eventId'] as const;

/**
 * "Request a visit": who is coming (the signed-in person by default), whom they visit, why and when. A manager
 * approves or declines it. Users who may list events can tie the visit to one; a guest cannot.
 */
export function VisitRequestForm({
  defaultName,
  showEvents,
  onSent,
  actions,
  autoFocus = false,
}: {
  defaultName: string;
  showEvents: boolean;
  onSent?: (visitor: Visitor) => void;
  /** Extra buttons beside the submit button (a dialog's Cancel). */
  actions?: ReactNode;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation('visitors');
  const requestVisit = useRequestVisit();
  const events = useEventOptions(showEvents);
  const { enqueueSnackbar } = useSnackbar();
  const [formError, setFormError] = useState<string | null>(null);
  const [defaults] = useState<VisitRequestFormValues>(() => ({
    name: defaultName,
    company: '',
    hostName: '',
    purpose: '',
    expectedAt: nextQuarterHour(),
    vehiclePlate: '',
    eventId: '',
  }));
  const {
    control,
    handleSubmit,
    reset,
    setError,
    formState: { isDirty, isValid, isSubmitting },
  } = useForm<VisitRequestFormValues>({
    resolver: zodResolver(visitRequestFormSchema),
    mode: 'onChange',
    defaultValues: defaults,
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    const { expectedAt, eventId, ...rest } = values;
    try {
      const visitor = await requestVisit.mutateAsync({
        ...withoutBlanks(rest),
        name: rest.name.trim(),
        hostName: rest.hostName.trim(),
        purpose: rest.purpose.trim(),
        expectedAt: localInputToIso(expectedAt) ?? expectedAt,
        ...(eventId ? { eventId } : {}),
      });
      enqueueSnackbar(t('request.sent'), { variant: 'success' });
      reset({ ...defaults, name: values.name, expectedAt: nextQuarterHour() });
      onSent?.(visitor);
    } catch (error) {
      const message = applyServerErrors(error, fieldNames, setError);
      if (message) setFormError(message);
    }
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={t('request.title')}>
      <Stack spacing={1}>
        {formError ? (
          <Alert severity="error" onClose={() => setFormError(null)} sx={{ mb: 1 }}>
            {translateMessage(formError)}
          </Alert>
        ) : null}
        <FormTextField
          control={control}
          name="name"
          label={t('request.name')}
          required
          autoComplete="name"
          autoFocus={autoFocus}
        />
        <FormTextField control={control} name="company" label={t('request.company')} autoComplete="organization" />
        <FormTextField control={control} name="hostName" label={t('request.host')} required />
        <FormTextField control={control} name="purpose" label={t('request.purpose')} required multiline minRows={2} />
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <FormTextField
            control={control}
            name="expectedAt"
            label={t('request.expectedAt')}
            type="datetime-local"
            required
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <FormTextField control={control} name="vehiclePlate" label={t('request.vehiclePlate')} />
        </Box>
        {showEvents ? (
          <EventSelectField control={control} name="eventId" events={events.data} loading={events.isPending} />
        ) : null}
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, pt: 0.5 }}>
          {actions}
          <Button
            type="submit"
            variant="contained"
            disabled={!isDirty || !isValid || isSubmitting}
            startIcon={isSubmitting ? <CircularProgress size={18} color="inherit" aria-hidden /> : null}
          >
            {isSubmitting ? t('request.sending') : t('request.send')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
