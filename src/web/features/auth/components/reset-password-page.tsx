import LinkOffOutlined from '@mui/icons-material/LinkOffOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { resetTokenMessages } from '../../../../shared/contract/password-reset.ts';
import { homePathFor } from '../../../../shared/navigation.ts';
import { mfaStepPath } from '../../../../shared/oidc-outcome.ts';
import { screenPath } from '../../../../shared/screens.ts';
import { translateFieldMessage } from '../../../i18n/translate-field-error.ts';
import { roleOf } from '../../../lib/session.ts';
import { AuthLayout } from './auth-layout.tsx';
import { ResetPasswordForm } from './reset-password-form.tsx';

function BadLink({ message }: { message: string }) {
  const { t } = useTranslation('auth');
  return (
    <Stack spacing={2.5}>
      <Alert severity="error" icon={<LinkOffOutlined />} role="alert">
        {translateFieldMessage(message)}
      </Alert>
      <Stack direction="row" spacing={1.5} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <Button variant="contained" component={RouterLink} to={screenPath('forgot-password')}>
          {t('reset.requestNewLink')}
        </Button>
        <Button variant="text" component={RouterLink} to={screenPath('sign-in')}>
          {t('reset.backToSignIn')}
        </Button>
      </Stack>
    </Stack>
  );
}

/**
 * Redeems the link of a reset (or invitation) mail: `?token=…`. On success the user is signed in with a fresh
 * session (every other session of the account has ended) and sent home.
 */
export default function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token') ?? '';
  const [badToken, setBadToken] = useState<string | null>(token ? null : resetTokenMessages.unknown);

  return (
    <AuthLayout title={t('reset.title')} intro={badToken ? undefined : t('reset.intro')}>
      {badToken ? (
        <BadLink message={badToken} />
      ) : (
        <ResetPasswordForm
          token={token}
          onBadToken={setBadToken}
          onDone={(session) =>
            session.mfa
              ? navigate(mfaStepPath, { replace: true })
              : navigate(homePathFor(roleOf(session.user)), { replace: true })
          }
        />
      )}
    </AuthLayout>
  );
}
