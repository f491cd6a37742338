import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { FormPasswordField } from './password-field.tsx';

/** A form with a new password and its confirmation (sign-up, password reset). */
type NewPasswordForm<T extends FieldValues, TOut> = Pick<
  UseFormReturn<T, unknown, TOut>,
  'control' | 'trigger' | 'getFieldState'
>;

/**
 * The new password and its confirmation; once the confirmation has been typed, each change of the password
 * checks again that the two match.
 */
export function NewPasswordFields<T extends FieldValues & { password: string; passwordConfirm: string }, TOut>({
  form: { control, trigger, getFieldState },
  idPrefix,
  label,
  confirmLabel,
  autoFocus = false,
}: {
  form: NewPasswordForm<T, TOut>;
  /** The fields' ids are `<idPrefix>-password` and `<idPrefix>-password-confirm`. */
  idPrefix: string;
  label: string;
  confirmLabel: string;
  autoFocus?: boolean;
}) {
  // The names are those of every such form; a generic form's paths cannot be spelled out.
  const password = 'password' as Path<T>;
  const passwordConfirm = 'passwordConfirm' as Path<T>;
  return (
    <>
      <FormPasswordField
        name={password}
        control={control}
        onValueChange={() => {
          if (getFieldState(passwordConfirm).isDirty) void trigger(passwordConfirm);
        }}
        id={`${idPrefix}-password`}
        label={label}
        autoComplete="new-password"
        autoFocus={autoFocus}
      />
      <FormPasswordField
        name={passwordConfirm}
        control={control}
        id={`${idPrefix}-password-confirm`}
        label={confirmLabel}
        autoComplete="new-password"
      />
    </>
  );
}
