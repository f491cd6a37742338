import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { MfaPending } from '../../../../shared/contract/mfa.ts';
import { FormPlainTextField } from '../../../components/plain-text-field.tsx';
import { translateError } from '../../../i18n/translate-error.ts';
import { useSnackbar } from '../../../lib/notify.ts';
import { useSignIn } from '../api/sign-in.ts';
import { AuthForm, showRefusal, useAuthForm } from './auth-form.tsx';
import { FormPasswordField } from './password-field.tsx';
import { type SignInFormValues, signInResolver } from './sign-in-resolver.ts';

/** Answers shown in one Alert above the form: wrong credentials, disabled account, too many attempts. */
const formLevelStatuses = new Set([401, 403, 429]);
const refusals = {
  fieldStatuses: [400],
  formLevel: (status: number) => formLevelStatuses.has(status),
  fields: ['email', 'password'],
} as const;

/**
 * Email and password sign-in (docs/product/sign-in-and-accounts.md#sign-in-and-sign-up, #validation). The form checks the shared sign-in rules — the same rules and
 * messages as the API's request schema (proven by sign-in-rules.test.ts), without loading zod on this page. The submit button stays disabled until the form is changed and
 * valid.
 */
export function SignInForm({ onSecondFactor }: { onSecondFactor?: (pending: MfaPending) => void } = {}) {
  const { t } = useTranslation('auth');
  const signIn = useSignIn();
  const { enqueueSnackbar } = useSnackbar();
  const form = useAuthForm<SignInFormValues>({
    resolver: signInResolver,
    defaultValues: { email: '', password: '', remember: true },
  });
  const { control } = form;

  const onSubmit = form.handleSubmit(async (values) => {
    form.setFormError(null);
    try {
      const answer = await signIn.mutateAsync(values);
      if (answer.mfa) onSecondFactor?.(answer.mfa);
    } catch (error) {
      if (showRefusal(error, refusals, form)) return;
      enqueueSnackbar(error instanceof Error ? translateError(error) : t('signIn.failed'), {
        variant: 'error',
      });
    }
  });

  return (
    <AuthForm form={form} onSubmit={onSubmit} texts="signIn" spacing={2.5}>
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
