import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormPasswordField } from './password-field.tsx';

/** A form with a new password and its confirmation (sign-up, password reset). */
type NewPasswordForm<T extends FieldValues, TOut> = Pick<
  UseFormReturn<T, unknown, TOut>,
  'control' | 'trigger' | 'getFieldState'
>;

/** Each form's ids (`<id>-password`, `<id>-password-confirm`) and labels of the two fields. */
const newPasswordTexts = {
  signUp: { id: 'sign-up', label: 'signUp.password', confirmLabel: 'signUp.passwordConfirm' },
  reset: { id: 'reset', label: 'reset.newPassword', confirmLabel: 'reset.newPasswordConfirm' },
} as const;

/**
 * The new password and its confirmation; once the confirmation has been typed, each change of the password
 * checks again that the two match.
 */
export function NewPasswordFields<T extends FieldValues & { password: string; passwordConfirm: string }, TOut>({
  form: { control, trigger, getFieldState },
  texts,
  autoFocus = false,
}: {
  form: NewPasswordForm<T, TOut>;
  texts: keyof typeof newPasswordTexts;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation('auth');
  const { id, label, confirmLabel } = newPasswordTexts[texts];
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
        id={`${id}-password`}
        label={t(label)}
        autoComplete="new-password"
        autoFocus={autoFocus}
      />
      <FormPasswordField
        name={passwordConfirm}
        control={control}
        id={`${id}-password-confirm`}
        label={t(confirmLabel)}
        autoComplete="new-password"
      />
    </>
  );
}
