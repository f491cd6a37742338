import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { MfaPending } from '../../../../shared/contract/mfa.ts';
import { FormErrorAlert } from '../../../components/form-parts.tsx';
import { roleOf, useSession } from '../../../lib/session.ts';
import { usePendingMfa } from '../api/pending-mfa.ts';
import { AuthIntro, AuthLayout } from './auth-layout.tsx';
import { FederatedSignInOffer } from './federated-sign-in-offer.tsx';
import { SignInForm } from './sign-in-form.tsx';

// The second step brings WebAuthn and the QR code along: loaded only for people who have one.
const MfaStep = lazy(() => import('./mfa-step.tsx'));

export default function SignInPage() {
  const { t } = useTranslation('auth');
  const user = useSession().data?.user ?? null;
  const roleless = Boolean(user) && !roleOf(user);
  const [params, setParams] = useSearchParams();
  // `?mfa=1`: the provider's window, a reset link or a reload left a sign-in waiting for its second step.
  const resumed = usePendingMfa(params.get('mfa') === '1');
  const [started, setStarted] = useState<MfaPending | null>(null);
  const [restartMessage, setRestartMessage] = useState<string | null>(null);
  const pending = started ?? (params.get('mfa') === '1' ? resumed.data : undefined) ?? null;

  const restart = useCallback(
    (message?: string) => {
      setStarted(null);
      setRestartMessage(message ?? null);
      if (params.has('mfa')) {
        const next = new URLSearchParams(params);
        next.delete('mfa');
        setParams(next, { replace: true });
      }
    },
    [params, setParams],
  );

  if (params.get('mfa') === '1' && !started && resumed.isPending) {
    return (
      <AuthLayout title={t('mfa.title')}>
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
          <CircularProgress aria-label={t('mfa.checking')} />
        </Box>
      </AuthLayout>
    );
  }

  if (pending) {
    return (
      <AuthLayout
        title={pending.enrolmentRequired ? t('mfa.enrolTitle') : t('mfa.title')}
        intro={pending.enrolmentRequired ? undefined : t('mfa.intro')}
      >
        <Suspense
          fallback={
            <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
              <CircularProgress aria-label={t('mfa.loading')} />
            </Box>
          }
        >
          <MfaStep pending={pending} onRestart={restart} />
        </Suspense>
      </AuthLayout>
    );
  }

  const resumeFailed = params.get('mfa') === '1' && resumed.error ? resumed.error.message : null;
  return (
    <AuthLayout
      title={t('signIn.title')}
      intro={<AuthIntro text={t('signIn.noAccount')} linkTo="/sign-up" linkLabel={t('signIn.signUpLink')} />}
    >
      {roleless ? (
        <Alert severity="info" sx={{ mb: 2.5 }}>
          {t('signIn.noRole')}
        </Alert>
      ) : null}
      <FormErrorAlert
        message={restartMessage ?? resumeFailed}
        onClose={() => setRestartMessage(null)}
        sx={{ mb: 2.5 }}
      />
      <SignInForm
        onSecondFactor={(next) => {
          setRestartMessage(null);
          setStarted(next);
        }}
      />
      <FederatedSignInOffer mode="sign-in" />
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 3, textAlign: 'center' }}>
        {t('signIn.demo')} <bdi>executive@demo.test / demo1234</bdi>
      </Typography>
    </AuthLayout>
  );
}
