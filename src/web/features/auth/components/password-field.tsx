import VisibilityOffOutlined from '@mui/icons-material/VisibilityOffOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { useState } from 'react';
import { type FieldValues, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { FormFieldBinding } from '../../../components/form-parts.tsx';
import { PlainTextField, type PlainTextFieldProps } from '../../../components/plain-text-field.tsx';
import { translateFieldMessage } from '../../../i18n/translate-field-error.ts';

type PasswordFieldProps = Omit<PlainTextFieldProps, 'type' | 'error' | 'helperText' | 'endAdornment'> & {
  error: string | undefined;
};

/** A password input with a show/hide toggle; the message (or a blank line, so the form does not jump) below. */
export function PasswordField({ error, ...props }: PasswordFieldProps) {
  const { t } = useTranslation('auth');
  const [shown, setShown] = useState(false);
  return (
    <PlainTextField
      {...props}
      type={shown ? 'text' : 'password'}
      required
      error={Boolean(error)}
      helperText={error ? translateFieldMessage(error) : ' '}
      endAdornment={
        <InputAdornment position="end">
          <IconButton
            aria-label={shown ? t('password.hide') : t('password.show')}
            aria-pressed={shown}
            onClick={() => setShown((value) => !value)}
            edge="end"
          >
            {shown ? <VisibilityOffOutlined /> : <VisibilityOutlined />}
          </IconButton>
        </InputAdornment>
      }
    />
  );
}

/** A `PasswordField` bound to a react-hook-form field; `onValueChange` runs after the form has taken each change. */
export function FormPasswordField<T extends FieldValues, TOut = T>({
  name,
  control,
  onValueChange,
  ...props
}: FormFieldBinding<T, TOut> &
  Omit<PasswordFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'inputRef' | 'error'> & {
    onValueChange?: () => void;
  }) {
  const {
    field: { ref, onChange, ...field },
    fieldState,
  } = useController({ name, control });
  return (
    <PasswordField
      {...field}
      {...props}
      onChange={(event) => {
        onChange(event);
        onValueChange?.();
      }}
      inputRef={ref}
      error={fieldState.error?.message}
    />
  );
}
