import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import {
  type ChangeEventHandler,
  type FocusEventHandler,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  useId,
} from 'react';
import type { FieldValues } from 'react-hook-form';
import { type FormFieldBinding, useBoundTextField } from './form-parts.tsx';

export interface PlainTextFieldProps {
  id?: string;
  name?: string;
  label: ReactNode;
  value?: string;
  type?: string;
  autoComplete?: string;
  autoFocus?: boolean;
  required?: boolean;
  disabled?: boolean;
  error?: boolean;
  helperText?: ReactNode;
  endAdornment?: ReactNode;
  /** Attributes of the input element itself (inputMode, dir, maxLength, spellCheck…). */
  htmlInput?: Pick<
    InputHTMLAttributes<HTMLInputElement>,
    'inputMode' | 'dir' | 'maxLength' | 'spellCheck' | 'autoCapitalize' | 'enterKeyHint'
  >;
  inputRef?: Ref<HTMLInputElement>;
  onChange?: ChangeEventHandler<HTMLInputElement>;
  onBlur?: FocusEventHandler<HTMLInputElement>;
}

/**
 * An outlined text field that looks and reads exactly like MUI's TextField, without TextField's select mode:
 * TextField always brings Select, Menu, Popover and Modal along, which the sign-in pages never use (their
 * JavaScript budget is 250 kB).
 */
export function PlainTextField({
  id,
  label,
  required = false,
  disabled = false,
  error = false,
  helperText,
  endAdornment,
  htmlInput,
  ...input
}: PlainTextFieldProps) {
  const ownId = useId();
  const inputId = id ?? ownId;
  const helperId = `${inputId}-helper-text`;
  return (
    <FormControl fullWidth variant="outlined" required={required} disabled={disabled} error={error}>
      <InputLabel htmlFor={inputId}>{label}</InputLabel>
      <OutlinedInput
        {...input}
        id={inputId}
        // The notch in the outline is as wide as the label with its asterisk, as TextField does.
        label={required ? <>{label}&thinsp;*</> : label}
        endAdornment={endAdornment}
        {...(htmlInput ? { slotProps: { input: htmlInput } } : {})}
        aria-describedby={helperText ? helperId : undefined}
      />
      {helperText ? <FormHelperText id={helperId}>{helperText}</FormHelperText> : null}
    </FormControl>
  );
}

/** A `PlainTextField` bound to a react-hook-form field, with the field's message (translated) beneath it. */
export function FormPlainTextField<T extends FieldValues, TOut = T>({
  name,
  control,
  helperText,
  ...props
}: FormFieldBinding<T, TOut> &
  Omit<PlainTextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'inputRef' | 'error'>) {
  const bound = useBoundTextField({ name, control }, helperText);
  return <PlainTextField {...bound} {...props} value={bound.value ?? ''} />;
}
