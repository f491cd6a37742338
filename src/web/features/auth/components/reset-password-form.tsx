import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { SignInResponse } from '../../../../shared/contract/mfa.ts';
import { resetPasswordBodySchema } from '../../../../shared/contract/password-reset.ts';
import { translateError } from '../../../i18n/translate-error.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { fieldMessagesOf, placeFieldErrors } from '../../../lib/apply-server-errors.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { AuthForm, useAuthForm } from './auth-form.tsx';
import { NewPasswordFields } from './new-password-fields.tsx';

type ResetInput = z.input<typeof resetPasswordBodySchema>;
type ResetValues = z.output<typeof resetPasswordBodySchema>;

/**
 * New password and its confirmation, with the sign-up rules (docs/product/sign-in-and-accounts.md#validation). A refused token is handed to the page
 * (`onBadToken`), which replaces the form with the server's message.
 */
export function ResetPasswordForm({
  token,
  onBadToken,
  onDone,
}: {
  token: string;
  onBadToken: (message: string) => void;
  onDone: (session: SignInResponse) => void;
}) {
  const { t } = useTranslation('auth');
  const resetPassword = useResetPassword();
  const form = useAuthForm<ResetInput, ResetValues>({
    resolver: zodResolver(resetPasswordBodySchema),
    defaultValues: { token, password: '', passwordConfirm: '' },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    form.setFormError(null);
    try {
      onDone(await resetPassword.mutateAsync(values));
    } catch (error) {
      const fields = isApiError(error) ? fieldMessagesOf(error) : undefined;
      if (fields) {
        if (fields.token) return onBadToken(fields.token);
        if (placeFieldErrors(fields, ['password', 'passwordConfirm'], form.setError)) return;
      }
      form.setFormError(error instanceof Error ? translateError(error) : t('reset.failed'));
    }
  });

  return (
    <AuthForm form={form} onSubmit={onSubmit} texts="reset" spacing={1.5} errorSx={{ mb: 1 }}>
      <NewPasswordFields form={form} texts="reset" autoFocus />
    </AuthForm>
  );
}
