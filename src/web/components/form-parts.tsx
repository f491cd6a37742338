import Alert, { type AlertProps } from '@mui/material/Alert';
import Box, { type BoxProps } from '@mui/material/Box';
import Button, { type ButtonProps } from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { type ReactElement, type ReactNode, useId } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../i18n/i18n.ts';
import { translateFieldMessage } from '../i18n/translate-field-error.ts';
import { type DisabledReason, isReason, type SubmitButtonProps } from './disabled-reason.ts';

// The parts of a form that need no MUI TextField (so the sign-in page does not load it); the bound text field
// is in form-fields.tsx, which re-exports these.

/** Which field of which form a bound field shows; `TOut` is the form's output (the resolver's) type. */
export interface FormFieldBinding<T extends FieldValues, TOut = T> {
  name: FieldPath<T>;
  control: Control<T, unknown, TOut>;
  /**
   * The fields whose message depends on this one (a cross-field rule: ID digits need an ID type): they are
   * checked again whenever this one is, so their message shows beside them as soon as this field is filled.
   */
  deps?: FieldPath<T>[];
}

/**
 * What a bound text field shows of its form field: the value and handlers (the ref as `inputRef`), whether it is
 * wrong, and beneath it the field's message (in the current language: the messages come from the shared schemas
 * and the server in English), else `helperText`, else a blank line, so the form does not jump.
 */
export function useBoundTextField<T extends FieldValues, TOut = T>(
  { name, control, deps }: FormFieldBinding<T, TOut>,
  helperText: ReactNode,
) {
  const {
    field: { ref, ...field },
    fieldState,
  } = useController({ name, control, ...(deps ? { rules: { deps } } : {}) });
  useLanguage();
  const message = fieldState.error?.message;
  return {
    ...field,
    inputRef: ref,
    error: Boolean(fieldState.error),
    helperText: message ? translateFieldMessage(message) : (helperText ?? ' '),
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
      {translateFieldMessage(message)}
    </Alert>
  ) : null;
}

export { type DisabledReason, isReason } from './disabled-reason.ts';

/**
 * An edit form's reason to keep Save off: nothing has been changed yet. A form that adds a record has none (an
 * empty one, sent, shows what is missing beside each field).
 */
export function useUnchangedReason(editing: boolean, isDirty: boolean): DisabledReason {
  const { t } = useTranslation('common');
  return editing && !isDirty ? t('form.nothingChanged') : null;
}

/**
 * A disabled reason's parts: whether the action is off, the reason's text (to stand beside the button; `order`
 * -1 puts it first in a row of buttons) and `wrap`, which puts the button in the focusable span it describes.
 */
export function useDisabledReason(reason: DisabledReason) {
  const id = useId();
  const off = isReason(reason);
  return {
    off,
    reasonText: off ? (
      <Typography
        id={id}
        variant="caption"
        color="text.secondary"
        sx={{ order: -1, flex: '1 1 12rem', minWidth: 0, alignSelf: 'center' }}
      >
        {reason}
      </Typography>
    ) : null,
    // Always wrapped, so the button stays the same element when it turns on or off.
    wrap: (button: ReactElement) => (
      <ReasonHolder off={off} reasonId={id}>
        {button}
      </ReasonHolder>
    ),
  };
}

/**
 * The span around an action that may be off: while `off`, a keyboard can focus it and it is described by the
 * reason (the element `reasonId`), as the disabled control inside takes no focus. Other props (a tooltip's
 * handlers and ref) go to the span.
 */
export function ReasonHolder({
  off,
  reasonId,
  children,
  ...props
}: BoxProps<'span'> & { off: boolean; reasonId: string }) {
  return (
    <Box
      component="span"
      {...props}
      tabIndex={off ? 0 : undefined}
      aria-describedby={off ? reasonId : undefined}
      data-disabled-reason={off ? '' : undefined}
      sx={{ display: 'inline-flex' }}
    >
      {children}
    </Box>
  );
}

/** A button that, given `disabledReason`, is off and says why beside it (`useDisabledReason`). */
export function ReasonedButton({
  disabledReason,
  disabled,
  children,
  ...props
}: ButtonProps & { disabledReason?: DisabledReason }) {
  const { off, reasonText, wrap } = useDisabledReason(disabledReason);
  return (
    <>
      {reasonText}
      {wrap(
        <Button {...props} disabled={off || disabled}>
          {children}
        </Button>,
      )}
    </>
  );
}

/**
 * The full-width submit button of a one-column page form (sign-in, sign-up, password reset). Off while
 * `disabledReason` (shown beneath it), and while sending, when it shows a spinner named `busyLabel` and reads
 * `busyLabel…`.
 */
export function SubmitButton({ disabledReason, submitting, busyLabel, children }: SubmitButtonProps) {
  const { off, reasonText, wrap } = useDisabledReason(disabledReason);
  const button = (
    <Button
      type="submit"
      variant="contained"
      size="large"
      fullWidth
      disabled={off || submitting}
      startIcon={submitting ? <CircularProgress size={18} color="inherit" aria-label={busyLabel} /> : null}
      sx={{ py: 1.25 }}
    >
      {submitting ? `${busyLabel}…` : children}
    </Button>
  );
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, '& > span': { display: 'flex' } }}>
      {wrap(button)}
      {reasonText ? <Box sx={{ order: 1 }}>{reasonText}</Box> : null}
    </Box>
  );
}

/**
 * A form's submit button; while `busy` (sending) it waits and spins. It is not turned off because fields are
 * wrong (pressing it shows their messages); `disabledReason` turns it off for another reason, shown beside it.
 */
export function BusySubmitButton({
  busy,
  disabledReason,
  disabled = false,
  children,
  ...props
}: Omit<ButtonProps, 'type' | 'variant' | 'startIcon'> & {
  busy: boolean;
  disabledReason?: DisabledReason;
}) {
  return (
    <ReasonedButton
      type="submit"
      variant="contained"
      {...props}
      disabledReason={disabledReason}
      // `disabled` only where the reason is shown by the caller (one reason for several buttons).
      disabled={busy || disabled}
      startIcon={busy ? <CircularProgress size={16} color="inherit" aria-hidden /> : null}
    >
      {children}
    </ReasonedButton>
  );
}
