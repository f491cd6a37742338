import Alert, { type AlertProps } from '@mui/material/Alert';
import Button, { type ButtonProps } from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import type { ReactNode } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { translateMessage, useLanguage } from '../i18n/i18n.ts';

// The parts of a form that need no MUI TextField (so the sign-in page does not load it); the bound text field
// is in form-fields.tsx, which re-exports these.

/** Which field of which form a bound field shows; `TOut` is the form's output (the resolver's) type. */
export interface FormFieldBinding<T extends FieldValues, TOut = T> {
  name: FieldPath<T>;
  control: Control<T, unknown, TOut>;
}

/**
 * What a bound text field shows of its form field: the value and handlers (the ref as `inputRef`), whether it is
 * wrong, and beneath it the field's message (in the current language: the messages come from the shared schemas
 * and the server in English), else `helperText`, else a blank line, so the form does not jump.
 */
export function useBoundTextField<T extends FieldValues, TOut = T>(
  { name, control }: FormFieldBinding<T, TOut>,
  helperText: ReactNode,
) {
  const {
    field: { ref, ...field },
    fieldState,
  } = useController({ name, control });
  useLanguage();
  const message = fieldState.error?.message;
  return {
    ...field,
    inputRef: ref,
    error: Boolean(fieldState.error),
    helperText: message ? translateMessage(message) : (helperText ?? ' '),
  };
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

/** A form's submit button; while `busy` (sending) it waits and spins. */
export function BusySubmitButton({
  busy,
  disabled,
  children,
  ...props
}: Omit<ButtonProps, 'type' | 'variant' | 'disabled' | 'startIcon'> & {
  busy: boolean;
  /** Beyond while busy. */
  disabled: boolean;
}) {
  return (
    <Button
      type="submit"
      variant="contained"
      {...props}
      disabled={disabled || busy}
      startIcon={busy ? <CircularProgress size={16} color="inherit" aria-hidden /> : null}
    >
      {children}
    </Button>
  );
}
