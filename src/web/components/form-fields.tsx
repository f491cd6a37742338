import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { FieldValues } from 'react-hook-form';
import { type FormBoundProp, type FormFieldBinding, useBoundTextField } from './form-parts.tsx';

export {
  BusySubmitButton,
  type DisabledReason,
  type FormBoundProp,
  FormErrorAlert,
  type FormFieldBinding,
  SubmitButton,
} from './form-parts.tsx';

/** A full-width text field bound to a react-hook-form field, its message beneath it (`useBoundTextField`). */
export function FormTextField<T extends FieldValues, TOut = T>({
  name,
  control,
  deps,
  helperText,
  ...props
}: FormFieldBinding<T, TOut> & Omit<TextFieldProps, FormBoundProp>) {
  return <TextField {...useBoundTextField({ name, control, deps }, helperText)} fullWidth {...props} />;
}
