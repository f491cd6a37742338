import Box from '@mui/material/Box';
import type { Control, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDateTimeField } from '../../../components/form-date-time-field.tsx';
import { FormTextField } from '../../../components/form-fields.tsx';
import type { CorrectionFormValues } from './punch-form.ts';

/**
 * The clock-in and clock-out side by side, then why the timesheet changes: the fields a missed punch and a
 * correction share, labelled from `texts` (their i18n group).
 */
export function ClockEntryFields<T extends CorrectionFormValues>({
  control,
  texts,
  clockOutHelp,
  reasonAutoFocus = false,
}: {
  control: Control<T>;
  texts: 'punch' | 'correct';
  clockOutHelp?: string;
  reasonAutoFocus?: boolean;
}) {
  const { t } = useTranslation(['personnel', 'common']);
  // Both forms hold these three fields (the missed punch adds its event); a generic form's paths cannot be spelled out.
  const clockIn = 'clockIn' as Path<T>;
  const clockOut = 'clockOut' as Path<T>;
  const reason = 'reason' as Path<T>;
  return (
    <>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FormDateTimeField control={control} name={clockIn} label={t(`${texts}.clockIn`)} required />
        <FormDateTimeField control={control} name={clockOut} label={t(`${texts}.clockOut`)} helperText={clockOutHelp} />
      </Box>
      <FormTextField
        control={control}
        name={reason}
        label={t(`${texts}.reason`)}
        helperText={t('punch.reasonHelp')}
        required
        multiline
        minRows={2}
        autoFocus={reasonAutoFocus}
      />
    </>
  );
}
