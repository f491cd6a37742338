import { lazy, Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { MfaPending } from '../../../../shared/contract/mfa.ts';
import { PlainAlert, PlainFormErrorAlert, PlainSpinner } from '../../../components/plain-ui.tsx';
import { translateError } from '../../../i18n/translate-error.ts';
import { MuiIsland } from '../../../lib/mui-island.tsx';
import { roleOf, useSession } from '../../../lib/session.ts';
import { usePendingMfa } from '../api/pending-mfa.ts';
import { AuthIntro, AuthLayout } from './auth-layout.tsx';
import { FederatedSignInOffer } from './federated-sign-in-offer.tsx';
import { SignInForm } from './sign-in-form.tsx';

// The second step brings WebAuthn, the QR code and MUI along: loaded only for people who have one.
const MfaStep = lazy(() => import('./mfa-step.tsx'));

/** MUI's 40 px circular progress in the primary colour, centred. */
function Waiting({ label }: { label: string }) {
  return (
    <div className="wp-auth-waiting">
      <PlainSpinner size={40} label={label} />
    </div>
  );
}

/**
 * The sign-in page: drawn without MUI, as the first page a visitor loads; its second step and OpenID Connect button
 * draw with MUI, which loads with them (docs/decisions/0029-sign-in-page-without-mui.md).
 */
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
        <Waiting label={t('mfa.checking')} />
      </AuthLayout>
    );
  }

  if (pending) {
    return (
      <AuthLayout
        title={pending.enrolmentRequired ? t('mfa.enrolTitle') : t('mfa.title')}
        intro={pending.enrolmentRequired ? undefined : t('mfa.intro')}
      >
        <Suspense fallback={<Waiting label={t('mfa.loading')} />}>
          <MuiIsland>
            <MfaStep pending={pending} onRestart={restart} />
          </MuiIsland>
        </Suspense>
      </AuthLayout>
    );
  }

  const resumeFailed = params.get('mfa') === '1' && resumed.error ? translateError(resumed.error) : null;
  return (
    <AuthLayout
      title={t('signIn.title')}
      intro={<AuthIntro text={t('signIn.noAccount')} linkTo="/sign-up" linkLabel={t('signIn.signUpLink')} />}
    >
      {roleless ? (
        <PlainAlert severity="info" style={{ marginBottom: 20 }}>
          {t('signIn.noRole')}
        </PlainAlert>
      ) : null}
      <PlainFormErrorAlert
        message={restartMessage ?? resumeFailed}
        onClose={() => setRestartMessage(null)}
        style={{ marginBottom: 20 }}
      />
      <SignInForm
        onSecondFactor={(next) => {
          setRestartMessage(null);
          setStarted(next);
        }}
      />
      <FederatedSignInOffer mode="sign-in" />
      <p className="wp-caption wp-auth-demo">
        {t('signIn.demo')} <bdi>executive@demo.test / demo1234</bdi>
      </p>
    </AuthLayout>
  );
}
