import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { MfaPending } from '../../../../shared/contract/mfa.ts';
import { FormPlainTextField } from '../../../components/plain-text-field.tsx';
import { translateError } from '../../../i18n/translate-error.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { placeFieldErrors } from '../../../lib/apply-server-errors.ts';
import { useSnackbar } from '../../../lib/notify.ts';
import { useCheckedForm } from '../../../lib/use-checked-form.ts';
import { useSignIn } from '../api/sign-in.ts';
import { AuthForm } from './auth-form.tsx';
import { FormPasswordField } from './password-field.tsx';
import { type SignInFormValues, signInResolver } from './sign-in-resolver.ts';

const fieldNames = ['email', 'password'] as const;
/** Answers shown in one Alert above the form: wrong credentials, disabled account, too many attempts. */
const formLevelStatuses = new Set([401, 403, 429]);

/**
 * Email and password sign-in (docs/product/sign-in-and-accounts.md#sign-in-and-sign-up, #validation). The form checks the shared sign-in rules — the same rules and
 * messages as the API's request schema (proven by sign-in-rules.test.ts), without loading zod on this page. The submit button stays disabled until the form is changed and
 * valid.
 */
export function SignInForm({ onSecondFactor }: { onSecondFactor?: (pending: MfaPending) => void } = {}) {
  const { t } = useTranslation('auth');
  const signIn = useSignIn();
  const { enqueueSnackbar } = useSnackbar();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useCheckedForm<SignInFormValues>({
    resolver: signInResolver,
    defaultValues: { email: '', password: '', remember: true },
  });
  const { control } = form;

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const answer = await signIn.mutateAsync(values);
      if (answer.mfa) onSecondFactor?.(answer.mfa);
    } catch (error) {
      if (isApiError(error)) {
        if (error.status === 400 && placeFieldErrors(error.fields, fieldNames, form.setError)) return;
        if (formLevelStatuses.has(error.status)) {
          setFormError(translateError(error));
          return;
        }
      }
      enqueueSnackbar(error instanceof Error ? translateError(error) : t('signIn.failed'), {
        variant: 'error',
      });
    }
  });

  return (
    <AuthForm
      label={t('signIn.form')}
      onSubmit={onSubmit}
      form={form}
      formError={formError}
      onFormErrorClose={() => setFormError(null)}
      spacing={2.5}
      submitLabel={t('signIn.submit')}
      busyLabel={t('signIn.busy')}
    >
      <FormPlainTextField
        name="email"
        control={control}
        id="sign-in-email"
        label={t('signIn.email')}
        type="email"
        autoComplete="username"
        autoFocus
        required
      />
      <FormPasswordField
        name="password"
        control={control}
        id="sign-in-password"
        label={t('signIn.password')}
        autoComplete="current-password"
      />
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          flexWrap: 'wrap',
          gap: 1,
          mt: '-8px !important',
        }}
      >
        <Controller
          name="remember"
          control={control}
          render={({ field }) => (
            <FormControlLabel
              label={t('signIn.remember')}
              control={
                <Checkbox
                  name={field.name}
                  checked={field.value ?? true}
                  onChange={(event) => field.onChange(event.target.checked)}
                  onBlur={field.onBlur}
                />
              }
            />
          )}
        />
        <Link component={RouterLink} to="/pages/auth/forgot-password" variant="body2" underline="hover">
          {t('signIn.forgotLink')}
        </Link>
      </Box>
    </AuthForm>
  );
}
