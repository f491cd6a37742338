import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldErrorKey, withCode } from '../../../../shared/contract/field-errors.ts';
import { shiftLimits, shiftRoles } from '../../../../shared/contract/shifts.ts';
import { roleLabels } from '../../../../shared/roles.ts';
import { z } from '../../../../shared/zod.ts';
import { FormDateTimeField } from '../../../components/form-date-time-field.tsx';
import { FormTextField } from '../../../components/form-fields.tsx';

/*
 * The fields an added and an edited shift share (docs/product/shifts.md): the post, the local start and end in the
 * event's time zone, the headcount, the required role and the notes. Each form adds its own (the event and the
 * repeat of a new shift, the override reason of an edit).
 */

/** The shared fields' checks, as the inputs hold them (strings; '' means none). */
export const shiftFieldsShape = {
  post: z.string().trim().min(1, 'shift.post_required').max(shiftLimits.post, withCode('validation.too_long')),
  startAt: z.string().min(1, 'validation.field_required'),
  endAt: z.string().min(1, 'validation.field_required'),
  headcount: z
    .string()
    .refine((v) => /^\d+$/.test(v), 'validation.not_integer')
    .refine((v) => Number(v) >= 1, fieldErrorKey({ code: 'validation.too_small', params: { min: 1 } }))
    .refine((v) => Number(v) <= 100, fieldErrorKey({ code: 'validation.too_big', params: { max: 100 } })),
  requiredRole: z.enum(shiftRoles),
  notes: z.string().max(shiftLimits.notes, withCode('validation.too_long')),
};

const fields = z.object(shiftFieldsShape);
export type ShiftFieldValues = z.infer<typeof fields>;

/** An empty shift: one guard, no post, no times. */
export const emptyShiftFields: ShiftFieldValues = {
  post: '',
  startAt: '',
  endAt: '',
  headcount: '1',
  requiredRole: 'guard',
  notes: '',
};

/**
 * The shared inputs, bound to a form whose values include `ShiftFieldValues` (its control is passed as one over
 * those fields); `zone` is the event's time zone the times are read in, said under the start.
 */
export function ShiftFields({ control, zone }: { control: Control<ShiftFieldValues>; zone: string | undefined }) {
  const { t } = useTranslation(['shifts', 'common']);
  return (
    <>
      <FormTextField control={control} name="post" label={t('form.post')} required />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FormDateTimeField
          control={control}
          name="startAt"
          label={t('form.start')}
          required
          helperText={zone ? t('form.inZone', { zone }) : undefined}
        />
        <FormDateTimeField control={control} name="endAt" label={t('form.end')} required />
        <FormTextField
          control={control}
          name="headcount"
          label={t('form.headcount')}
          type="number"
          slotProps={{ htmlInput: { min: 1, max: 100 } }}
        />
        <FormTextField control={control} name="requiredRole" label={t('form.requiredRole')} select>
          {shiftRoles.map((role) => (
            <MenuItem key={role} value={role}>
              {t(`common:roles.${role}`, { defaultValue: roleLabels[role] })}
            </MenuItem>
          ))}
        </FormTextField>
      </Box>
      <FormTextField control={control} name="notes" label={t('form.notes')} multiline minRows={2} />
    </>
  );
}
