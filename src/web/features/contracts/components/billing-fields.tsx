import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import type { TextFieldProps } from '@mui/material/TextField';
import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type FormBoundProp, type FormFieldBinding, FormTextField } from '../../../components/form-fields.tsx';
import { BusySubmitButton, type DisabledReason } from '../../../components/form-parts.tsx';

type BoundFieldProps<T extends FieldValues, TOut> = FormFieldBinding<T, TOut> & Omit<TextFieldProps, FormBoundProp>;

/** A select of fixed options, each shown by `optionLabel`. */
export function OptionsField<T extends FieldValues, TOut = T, V extends string | number = string>({
  options,
  optionLabel,
  ...props
}: BoundFieldProps<T, TOut> & { options: readonly V[]; optionLabel: (option: V) => ReactNode }) {
  return (
    <FormTextField {...props} select>
      {options.map((option) => (
        <MenuItem key={option} value={String(option)}>
          {optionLabel(option)}
        </MenuItem>
      ))}
    </FormTextField>
  );
}

/** A number typed in a unit shown beside it: after it (days, %, hours a week), or before it (a currency). */
export function UnitField<T extends FieldValues, TOut = T>({
  unit,
  position = 'end',
  decimal = false,
  ...props
}: Omit<BoundFieldProps<T, TOut>, 'slotProps'> & { unit: string; position?: 'start' | 'end'; decimal?: boolean }) {
  const adornment = <InputAdornment position={position}>{unit}</InputAdornment>;
  return (
    <FormTextField
      {...props}
      slotProps={{
        input: position === 'end' ? { endAdornment: adornment } : { startAdornment: adornment },
        ...(decimal ? { htmlInput: { inputMode: 'decimal' as const } } : {}),
      }}
    />
  );
}

/** A calendar day, its label kept above the field. */
export function DateField<T extends FieldValues, TOut = T>(
  props: Omit<BoundFieldProps<T, TOut>, 'slotProps' | 'type'>,
) {
  return <FormTextField {...props} type="date" slotProps={{ inputLabel: { shrink: true } }} />;
}

/** A settings form's Cancel (puts the saved values back) and Save, at its end. */
export function CancelSaveRow({
  busy,
  dirty,
  unchanged,
  onCancel,
  mt = 0,
}: {
  busy: boolean;
  dirty: boolean;
  unchanged: DisabledReason;
  onCancel: () => void;
  /** The space above it, in theme spacing. */
  mt?: number;
}) {
  const { t } = useTranslation('common');
  return (
    <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', flexWrap: 'wrap', rowGap: 1, mt }}>
      <Button onClick={onCancel} disabled={!dirty || busy}>
        {t('actions.cancel')}
      </Button>
      <BusySubmitButton busy={busy} disabledReason={unchanged}>
        {t('actions.save')}
      </BusySubmitButton>
    </Stack>
  );
}
