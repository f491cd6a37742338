import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type CallCreateBody,
  callCreateBodySchema,
  callPriorities,
  callTypes,
  dispatchLimits,
} from '../../../../shared/contract/dispatch.ts';
import { type CallType, defaultResponseTargets } from '../../../../shared/dispatch-rules.ts';
import { FormDialogFrame, frameStateOf, useDialogForm } from '../../../components/form-dialog-frame.tsx';
import { FormTextField } from '../../../components/form-fields.tsx';
import { bodyResolver, type Converted, numberOf } from '../../../lib/body-resolver.ts';
import { useSnackbar } from '../../../lib/notify.ts';
import { dayOf } from '../../../lib/report-period.ts';
import { serverNowMs } from '../../../lib/server-clock.ts';
import { useEventOptions } from '../../../lib/users-api/list-event-options.ts';
import { useCreateCall } from '../api/dispatch-calls.ts';

const PointPickerMap = lazy(() => import('./dispatch-map.tsx').then((m) => ({ default: m.PointPickerMap })));

/** The form's fields are named as the body's; numbers and the time are typed as text. */
interface NewCallValues {
  eventId: string;
  address: string;
  lat: string;
  lng: string;
  type: CallType;
  priority: string;
  description: string;
  callerName: string;
  callerPhone: string;
  receivedAt: string;
}

const fields = [
  'eventId',
  'address',
  'lat',
  'lng',
  'type',
  'priority',
  'description',
  'callerName',
  'callerPhone',
  'receivedAt',
] as const satisfies readonly (keyof NewCallValues)[];

/** A `datetime-local` value of this moment on the server's clock. */
function localNow(): string {
  const now = new Date(serverNowMs());
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${dayOf(now)}T${pad(now.getHours())}:${pad(now.getMinutes())}`;
}

function toBody(values: NewCallValues): Converted {
  const errors: Record<string, string> = {};
  const lat = numberOf(errors, 'lat', values.lat, Number, true);
  const lng = numberOf(errors, 'lng', values.lng, Number, true);
  const received = values.receivedAt ? new Date(values.receivedAt) : null;
  if (received && Number.isNaN(received.getTime())) errors.receivedAt = 'validation.invalid_date_time';
  return {
    body: {
      eventId: values.eventId || undefined,
      address: values.address,
      lat: lat ?? undefined,
      lng: lng ?? undefined,
      type: values.type,
      priority: Number(values.priority),
      description: values.description,
      callerName: values.callerName,
      callerPhone: values.callerPhone,
      receivedAt: received && !Number.isNaN(received.getTime()) ? received.toISOString() : undefined,
    },
    errors,
  };
}

const resolver = bodyResolver<NewCallValues, CallCreateBody>(callCreateBodySchema, toBody);

/**
 * "New call": at a site (one of the events the user sees) or at a free address with its point, which a click on
 * the small map sets; the type, the priority with its default response target, what happened, the caller, and
 * when the call came in (now unless changed).
 */
export function NewCallDialog({
  mapCentre,
  onClose,
  onCreated,
}: {
  /** Where the point picker looks first (the board's calls). */
  mapCentre: { lat: number; lng: number } | null;
  onClose: () => void;
  onCreated: (id: string) => void;
}) {
  const { t } = useTranslation(['dispatch', 'common']);
  const { enqueueSnackbar } = useSnackbar();
  const create = useCreateCall();
  const events = useEventOptions();
  const form = useDialogForm<NewCallValues, CallCreateBody>({
    resolver,
    defaultValues: {
      eventId: '',
      address: '',
      lat: '',
      lng: '',
      type: 'alarm',
      priority: '2',
      description: '',
      callerName: '',
      callerPhone: '',
      receivedAt: localNow(),
    },
    fields,
  });
  const { control, setValue } = form;
  const [lat, lng] = form.watch(['lat', 'lng']);
  const point =
    lat.trim() !== '' && lng.trim() !== '' && Number.isFinite(Number(lat)) && Number.isFinite(Number(lng))
      ? { lat: Number(lat), lng: Number(lng) }
      : null;
  const sites = (events.data?.items ?? []).filter((e) => e.status === 'Active' || e.status === 'Upcoming');

  const onSubmit = form.handleSubmit((body) =>
    form.attempt(async () => {
      const created = await create.mutateAsync(body);
      enqueueSnackbar(t('create.done'), { variant: 'success' });
      onClose();
      onCreated(created.id);
    }),
  );

  const pick = (pickedLat: number, pickedLng: number) => {
    const options = { shouldValidate: true, shouldDirty: true } as const;
    setValue('lat', pickedLat.toFixed(6), options);
    setValue('lng', pickedLng.toFixed(6), options);
    void form.trigger('eventId');
  };

  return (
    <FormDialogFrame
      {...frameStateOf(form)}
      title={t('create.title')}
      maxWidth="md"
      submitLabel={t('create.submit')}
      onClose={onClose}
      onSubmit={onSubmit}
    >
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FormTextField
          control={control}
          name="eventId"
          label={t('create.site')}
          select
          autoFocus
          deps={['lng']}
          slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
          helperText={events.isLoading ? t('create.sitesLoading') : t('create.siteHint')}
        >
          <MenuItem value="">
            <em>{t('create.noSite')}</em>
          </MenuItem>
          {sites.map((event) => (
            <MenuItem key={event.id} value={event.id}>
              {event.eventName}
              {event.siteName ? ` · ${event.siteName}` : ''}
            </MenuItem>
          ))}
        </FormTextField>
        <FormTextField
          control={control}
          name="address"
          label={t('create.address')}
          slotProps={{ htmlInput: { maxLength: dispatchLimits.address } }}
        />
        <Stack direction="row" spacing={1.5}>
          <FormTextField
            control={control}
            name="lat"
            label={t('create.lat')}
            type="number"
            deps={['lng', 'eventId']}
            slotProps={{ htmlInput: { step: 'any', min: -90, max: 90 }, inputLabel: { shrink: true } }}
          />
          <FormTextField
            control={control}
            name="lng"
            label={t('create.lng')}
            type="number"
            deps={['lat', 'eventId']}
            slotProps={{ htmlInput: { step: 'any', min: -180, max: 180 }, inputLabel: { shrink: true } }}
          />
        </Stack>
        <Box sx={{ gridRow: { sm: 'span 3' } }}>
          <Suspense fallback={<Skeleton variant="rounded" height={220} />}>
            <PointPickerMap label={t('map.pickerLabel')} point={point} centre={mapCentre} onPick={pick} />
          </Suspense>
          <Box component="p" sx={{ m: 0, mt: 0.5, typography: 'caption', color: 'text.secondary' }}>
            {t('create.pointHint')}
          </Box>
        </Box>
        <FormTextField control={control} name="type" label={t('create.type')} select>
          {callTypes.map((type) => (
            <MenuItem key={type} value={type}>
              {t(`type.${type}`)}
            </MenuItem>
          ))}
        </FormTextField>
        <FormTextField control={control} name="priority" label={t('create.priority')} select>
          {callPriorities.map((priority) => (
            <MenuItem key={priority} value={String(priority)}>
              {t('priority.option', { priority, minutes: defaultResponseTargets[priority] })}
            </MenuItem>
          ))}
        </FormTextField>
        <Box sx={{ gridColumn: { sm: '1 / -1' } }}>
          <FormTextField
            control={control}
            name="description"
            label={t('create.description')}
            required
            multiline
            minRows={2}
            slotProps={{ htmlInput: { maxLength: dispatchLimits.description } }}
          />
        </Box>
        <FormTextField
          control={control}
          name="callerName"
          label={t('create.callerName')}
          slotProps={{ htmlInput: { maxLength: dispatchLimits.callerName } }}
        />
        <FormTextField
          control={control}
          name="callerPhone"
          label={t('create.callerPhone')}
          type="tel"
          slotProps={{ htmlInput: { maxLength: dispatchLimits.callerPhone } }}
        />
        <FormTextField
          control={control}
          name="receivedAt"
          label={t('create.receivedAt')}
          type="datetime-local"
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Box>
    </FormDialogFrame>
  );
}
