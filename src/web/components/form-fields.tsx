import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { type FieldValues, useController } from 'react-hook-form';
import { translateMessage, useLanguage } from '../i18n/i18n.ts';
import type { FormBoundProp, FormFieldBinding } from './form-parts.tsx';

export {
  type FormBoundProp,
  FormErrorAlert,
  type FormFieldBinding,
  SubmitButton,
} from './form-parts.tsx';

/**
 * A full-width text field bound to a react-hook-form field: the field's message beneath it (in the current
 * language: the messages come from the shared schemas and the server in English), else `helperText`, else a
 * blank line, so the form does not jump.
 */
export function FormTextField<T extends FieldValues, TOut = T>({
  name,
  control,
  helperText,
  ...props
}: FormFieldBinding<T, TOut> & Omit<TextFieldProps, FormBoundProp>) {
  const {
    field: { ref, ...field },
    fieldState,
  } = useController({ name, control });
  useLanguage();
  const message = fieldState.error?.message;
  return (
    <TextField
      {...field}
      fullWidth
      {...props}
      inputRef={ref}
      error={Boolean(fieldState.error)}
      helperText={message ? translateMessage(message) : (helperText ?? ' ')}
    />
  );
}
