import { zodResolver } from '@hookform/resolvers/zod';
import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { z } from 'zod';
import { forgotPasswordBodySchema } from '../../../../shared/contract/password-reset.ts';
import { screenPath } from '../../../../shared/screens.ts';
import { FormTextField } from '../../../components/form-fields.tsx';
import { translateError } from '../../../i18n/translate-error.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { fieldMessagesOf } from '../../../lib/apply-server-errors.ts';
import { useRequestPasswordReset } from '../api/forgot-password.ts';
import { AuthForm, useAuthForm } from './auth-form.tsx';
import { AuthIntro, AuthLayout } from './auth-layout.tsx';

type ForgotInput = z.input<typeof forgotPasswordBodySchema>;
type ForgotValues = z.output<typeof forgotPasswordBodySchema>;

function SentPanel({ email, onAgain }: { email: string; onAgain: () => void }) {
  const { t } = useTranslation('auth');
  return (
    <Stack spacing={2.5} role="status" aria-live="polite">
      <Alert icon={<MarkEmailReadOutlined />} severity="success">
        {t('notices.resetLinkSent')}
      </Alert>
      <Typography color="text.secondary">
        <Trans
          t={t}
          i18nKey="forgot.sentDetails"
          values={{ email }}
          components={{ email: <Box component="bdi" sx={{ fontWeight: 700 }} /> }}
        />
      </Typography>
      <Stack direction="row" spacing={1.5} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <Button variant="contained" component={RouterLink} to={screenPath('sign-in')}>
          {t('forgot.backToSignIn')}
        </Button>
        <Button variant="text" onClick={onAgain}>
          {t('forgot.anotherEmail')}
        </Button>
      </Stack>
    </Stack>
  );
}

/** Asks for a password reset link (docs/product/sign-in-and-accounts.md#password-reset); the answer never says whether the account exists. */
export default function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const request = useRequestPasswordReset();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useAuthForm<ForgotInput, ForgotValues>({
    resolver: zodResolver(forgotPasswordBodySchema),
    defaultValues: { email: '' },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    form.setFormError(null);
    try {
      await request.mutateAsync(values);
      setSentTo(values.email);
    } catch (error) {
      const message = isApiError(error) ? fieldMessagesOf(error)?.email : undefined;
      if (message) form.setError('email', { type: 'server', message }, { shouldFocus: true });
      else form.setFormError(error instanceof Error ? translateError(error) : t('forgot.failed'));
    }
  });

  return (
    <AuthLayout
      title={t('forgot.title')}
      intro={
        sentTo ? undefined : (
          <AuthIntro text={t('forgot.intro')} linkTo="/sign-in" linkLabel={t('forgot.backToSignIn')} />
        )
      }
    >
      {sentTo ? (
        <SentPanel
          email={sentTo}
          onAgain={() => {
            form.reset({ email: '' });
            setSentTo(null);
          }}
        />
      ) : (
        <AuthForm form={form} onSubmit={onSubmit} texts="forgot" spacing={2}>
          <FormTextField
            name="email"
            control={form.control}
            id="forgot-password-email"
            label={t('forgot.email')}
            type="email"
            autoComplete="email"
            autoFocus
            required
          />
        </AuthForm>
      )}
    </AuthLayout>
  );
}
