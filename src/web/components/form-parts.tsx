import Alert, { type AlertProps } from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import type { ReactNode } from 'react';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { translateMessage, useLanguage } from '../i18n/i18n.ts';

// The parts of a form that need no MUI TextField (so the sign-in page does not load it); the bound text field
// is in form-fields.tsx, which re-exports these.

/** Which field of which form a bound field shows; `TOut` is the form's output (the resolver's) type. */
export interface FormFieldBinding<T extends FieldValues, TOut = T> {
  name: FieldPath<T>;
  control: Control<T, unknown, TOut>;
}

/** The props a bound field takes from the form, not from its caller. */
export type FormBoundProp = 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'inputRef' | 'error';

/**
 * The form-level error above a form's fields, dismissible; nothing while there is none. The message (the server's,
 * in English) is shown in the current language.
 */
export function FormErrorAlert({
  message,
  ...props
}: Omit<AlertProps, 'severity' | 'role' | 'children'> & { message: string | null }) {
  useLanguage();
  return message ? (
    <Alert severity="error" role="alert" {...props}>
      {translateMessage(message)}
    </Alert>
  ) : null;
}

/**
 * The full-width submit button of a one-column page form (sign-in, sign-up, password reset). Disabled while
 * `disabled` or while sending; while sending it shows a spinner named `busyLabel` and reads `busyLabel…`.
 */
export function SubmitButton({
  disabled,
  submitting,
  busyLabel,
  children,
}: {
  disabled: boolean;
  submitting: boolean;
  busyLabel: string;
  children: ReactNode;
}) {
  return (
    <Button
      type="submit"
      variant="contained"
      size="large"
      fullWidth
      disabled={disabled || submitting}
      startIcon={submitting ? <CircularProgress size={18} color="inherit" aria-label={busyLabel} /> : null}
      sx={{ py: 1.25 }}
    >
      {submitting ? `${busyLabel}…` : children}
    </Button>
  );
}
