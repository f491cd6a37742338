import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Visitor } from '../../../../shared/contract/visitors.ts';
import { FormDateTimeField } from '../../../components/form-date-time-field.tsx';
import { useFormError } from '../../../components/form-dialog-frame.tsx';
import { BusySubmitButton, FormErrorAlert, FormTextField } from '../../../components/form-fields.tsx';
import { useSnackbar } from '../../../lib/notify.ts';
import { useCheckedForm } from '../../../lib/use-checked-form.ts';
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
  const [defaults] = useState<VisitRequestFormValues>(() => ({
    name: defaultName,
    company: '',
    hostName: '',
    purpose: '',
    expectedAt: nextQuarterHour(),
    vehiclePlate: '',
    eventId: '',
  }));
  const { control, handleSubmit, reset, setError, isSubmitting } = useCheckedForm<VisitRequestFormValues>({
    resolver: zodResolver(visitRequestFormSchema),
    defaultValues: defaults,
  });
  const { formError, setFormError, attempt } = useFormError(fieldNames, setError);

  const onSubmit = handleSubmit((values) =>
    attempt(async () => {
      const { expectedAt, eventId, ...rest } = values;
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
    }),
  );

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={t('request.title')}>
      <Stack spacing={1}>
        <FormErrorAlert message={formError} onClose={() => setFormError(null)} sx={{ mb: 1 }} />
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
          <FormDateTimeField control={control} name="expectedAt" label={t('request.expectedAt')} required />
          <FormTextField control={control} name="vehiclePlate" label={t('request.vehiclePlate')} />
        </Box>
        {showEvents ? (
          <EventSelectField control={control} name="eventId" events={events.data} loading={events.isPending} />
        ) : null}
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, pt: 0.5 }}>
          {actions}
          <BusySubmitButton busy={isSubmitting}>
            {isSubmitting ? t('request.sending') : t('request.send')}
          </BusySubmitButton>
        </Box>
      </Stack>
    </Box>
  );
}
