import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { SignInResponse } from '../../../../shared/contract/mfa.ts';
import { resetPasswordBodySchema } from '../../../../shared/contract/password-reset.ts';
import { FormErrorAlert, SubmitButton } from '../../../components/form-fields.tsx';
import { translateError } from '../../../i18n/translate-error.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { placeFieldErrors } from '../../../lib/apply-server-errors.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { FormPasswordField } from './password-field.tsx';

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
  const [formError, setFormError] = useState<string | null>(null);
  const {
    control,
    handleSubmit,
    setError,
    trigger,
    getFieldState,
    formState: { isDirty, isValid, isSubmitting },
  } = useForm<ResetInput, unknown, ResetValues>({
    resolver: zodResolver(resetPasswordBodySchema),
    mode: 'onChange',
    defaultValues: { token, password: '', passwordConfirm: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      onDone(await resetPassword.mutateAsync(values));
    } catch (error) {
      if (isApiError(error) && error.fields) {
        if (error.fields.token) return onBadToken(error.fields.token);
        if (placeFieldErrors(error.fields, ['password', 'passwordConfirm'], setError)) return;
      }
      setFormError(error instanceof Error ? translateError(error) : t('reset.failed'));
    }
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={t('reset.form')}>
      <Stack spacing={1.5}>
        <FormErrorAlert message={formError} onClose={() => setFormError(null)} sx={{ mb: 1 }} />
        <FormPasswordField
          name="password"
          control={control}
          onValueChange={() => {
            if (getFieldState('passwordConfirm').isDirty) void trigger('passwordConfirm');
          }}
          id="reset-password-password"
          label={t('reset.newPassword')}
          autoComplete="new-password"
          autoFocus
        />
        <FormPasswordField
          name="passwordConfirm"
          control={control}
          id="reset-password-confirm"
          label={t('reset.newPasswordConfirm')}
          autoComplete="new-password"
        />
        <SubmitButton disabled={!isDirty || !isValid} submitting={isSubmitting} busyLabel={t('reset.busy')}>
          {t('reset.submit')}
        </SubmitButton>
      </Stack>
    </Box>
  );
}
