import type { TextFieldProps } from '@mui/material/TextField';
import type { FieldValues } from 'react-hook-form';
import { FormTextField } from './form-fields.tsx';
import type { FormBoundProp, FormFieldBinding } from './form-parts.tsx';

/** A bound date-and-time field (the browser's `datetime-local` picker), its label kept above the value. */
export function FormDateTimeField<T extends FieldValues, TOut = T>(
  props: FormFieldBinding<T, TOut> & Omit<TextFieldProps, FormBoundProp | 'type' | 'slotProps'>,
) {
  return <FormTextField {...props} type="datetime-local" slotProps={{ inputLabel: { shrink: true } }} />;
}
