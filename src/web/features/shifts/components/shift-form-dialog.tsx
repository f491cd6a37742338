import { zodResolver } from '@hookform/resolvers/zod';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import { useEffect, useMemo } from 'react';
import { type Control, Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ShiftCreateBody } from '../../../../shared/contract/shifts.ts';
import { z } from '../../../../shared/zod.ts';
import { FormDialogFrame, useDialogForm } from '../../../components/form-dialog-frame.tsx';
import { FormTextField } from '../../../components/form-fields.tsx';
import { languageOf } from '../../../i18n/languages.ts';
import { useSnackbar } from '../../../lib/notify.ts';
import { zonedLocalToIso } from '../../../lib/zoned-time.ts';
import { useCreateShift, useShiftEventOptions } from '../api/shifts.ts';
import { emptyShiftFields, ShiftFields, type ShiftFieldValues, shiftFieldsShape } from './shift-fields.tsx';

/** The form's own shape: inputs hold strings; the repeat is used when `until` is set. */
const formSchema = z
  .object({
    eventId: z.string().min(1, 'validation.field_required'),
    ...shiftFieldsShape,
    repeat: z.object({ until: z.string(), weekdays: z.array(z.number()) }),
  })
  .refine((v) => !v.startAt || !v.endAt || v.endAt > v.startAt, { message: 'validation.after_start', path: ['endAt'] })
  .refine((v) => v.repeat.until === '' || v.repeat.weekdays.length > 0, {
    message: 'shift.weekday_required',
    path: ['repeat.weekdays'],
  });
type FormValues = z.infer<typeof formSchema>;
const fieldNames = [
  'eventId',
  'post',
  'startAt',
  'endAt',
  'headcount',
  'requiredRole',
  'notes',
  'repeat.until',
  'repeat.weekdays',
] as const;

const defaults: FormValues = {
  eventId: '',
  ...emptyShiftFields,
  repeat: { until: '', weekdays: [] },
};

/** Sunday first, as the API numbers them (0 = Sunday … 6 = Saturday). */
const weekdayNumbers = [0, 1, 2, 3, 4, 5, 6] as const;

/**
 * "Add shift": event, post, local start and end in the event's time zone, headcount, required role, notes, and
 * optionally a repeat on chosen weekdays until a date. The server's 400s land by their fields.
 */
export function ShiftFormDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation(['shifts', 'common']);
  const { enqueueSnackbar } = useSnackbar();
  const events = useShiftEventOptions(open);
  const create = useCreateShift();
  const form = useDialogForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: defaults,
    fields: fieldNames,
  });
  const { control, reset, setFormError } = form;
  useEffect(() => {
    if (open) reset(defaults);
  }, [open, reset]);
  const eventId = useWatch({ control, name: 'eventId' });
  const event = events.data?.items.find((e) => e.id === eventId);
  const weekdayNames = useMemo(() => {
    const format = new Intl.DateTimeFormat(languageOf(i18n.language).locale, {
      weekday: 'short',
      timeZone: 'UTC',
    });
    // 2026-11-01 is a Sunday.
    return weekdayNumbers.map((d) => format.format(new Date(Date.UTC(2026, 10, 1 + d))));
  }, [i18n.language]);

  const close = () => {
    setFormError(null);
    onClose();
  };
  const onSubmit = form.handleSubmit((values) =>
    form.attempt(async () => {
      const zone = event?.timeZone ?? 'UTC';
      const body: ShiftCreateBody = {
        post: values.post.trim(),
        startAt: zonedLocalToIso(values.startAt, zone),
        endAt: zonedLocalToIso(values.endAt, zone),
        headcount: Number(values.headcount),
        requiredRole: values.requiredRole,
        notes: values.notes.trim() || null,
        ...(values.repeat.until !== '' && {
          repeat: { until: values.repeat.until, weekdays: [...values.repeat.weekdays].sort() },
        }),
      };
      const created = await create.mutateAsync({ eventId: values.eventId, body });
      enqueueSnackbar(t('form.added', { count: created.ids?.length ?? 1 }), { variant: 'success' });
      close();
    }),
  );

  return (
    <FormDialogFrame
      open={open}
      title={t('form.title')}
      busy={form.isSubmitting}
      onClose={close}
      onSubmit={onSubmit}
      formError={form.formError}
      onFormErrorClose={() => setFormError(null)}
      submitLabel={t('form.add')}
    >
      <FormTextField control={control} name="eventId" label={t('form.event')} select required>
        {(events.data?.items ?? []).map((e) => (
          <MenuItem key={e.id} value={e.id}>
            {e.eventName}
          </MenuItem>
        ))}
      </FormTextField>
      <ShiftFields control={control as unknown as Control<ShiftFieldValues>} zone={event?.timeZone} />
      <FormTextField
        control={control}
        name="repeat.until"
        label={t('form.repeatUntil')}
        type="date"
        slotProps={{ inputLabel: { shrink: true } }}
        helperText={t('form.repeatHelp')}
      />
      <Controller
        control={control}
        name="repeat.weekdays"
        render={({ field, fieldState }) => (
          <FormControl error={Boolean(fieldState.error)} component="fieldset">
            <FormLabel component="legend">{t('form.weekdays')}</FormLabel>
            <FormGroup row>
              {weekdayNumbers.map((d) => (
                <FormControlLabel
                  key={d}
                  label={weekdayNames[d]}
                  control={
                    <Checkbox
                      checked={field.value.includes(d)}
                      onChange={(_, checked) =>
                        field.onChange(checked ? [...field.value, d] : field.value.filter((v) => v !== d))
                      }
                    />
                  }
                />
              ))}
            </FormGroup>
            {fieldState.error ? <FormHelperText>{fieldState.error.message}</FormHelperText> : null}
          </FormControl>
        )}
      />
    </FormDialogFrame>
  );
}
