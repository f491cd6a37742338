import KeyOutlined from '@mui/icons-material/KeyOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { startAuthentication } from '@simplewebauthn/browser';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MfaPending, TotpSetup } from '../../../../shared/contract/mfa.ts';
import { isRecoveryCode, isTotpCode, mfaCodeMessages } from '../../../../shared/mfa-rules.ts';
import { FormErrorAlert, SubmitButton } from '../../../components/form-parts.tsx';
import { PlainTextField } from '../../../components/plain-text-field.tsx';
import { RecoveryCodes } from '../../../components/recovery-codes.tsx';
import { TotpQr } from '../../../components/totp-qr.tsx';
import { translateMessage } from '../../../i18n/i18n.ts';
import { isApiError } from '../../../lib/api-client.ts';
import {
  type MfaFinish,
  type MfaSession,
  passkeySignInOptions,
  startTotpEnrolment,
  useFinishMfa,
  useStoreSession,
} from '../api/mfa.ts';

type Method = 'totp' | 'recovery';

export interface MfaStepProps {
  pending: MfaPending;
  /** The pending sign-in is over (expired, used, too many wrong codes) or the person goes back: password again. */
  onRestart: (message?: string) => void;
}

/**
 * The second step of a sign-in (docs/decisions/0015): a code of the authenticator app, a passkey or a recovery
 * code — or, when the client requires a factor the person does not have yet, setting up the authenticator app.
 */
export default function MfaStep({ pending, onRestart }: MfaStepProps) {
  const { t } = useTranslation('auth');
  const storeSession = useStoreSession();
  const finish = useFinishMfa();
  const [method, setMethod] = useState<Method>(pending.methods.includes('totp') ? 'totp' : 'recovery');
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [passkeyBusy, setPasskeyBusy] = useState(false);
  const [newCodes, setNewCodes] = useState<MfaSession | null>(null);
  const enrol = pending.enrolmentRequired;
  const hasCodeForm = enrol || pending.methods.includes('totp') || pending.methods.includes('recovery');

  const done = (session: MfaSession) => {
    if (session.recoveryCodes?.length) setNewCodes(session);
    else storeSession(session.user);
  };

  const fail = (error: unknown) => {
    if (isApiError(error)) {
      if (error.code === 'mfa_challenge_expired') return onRestart(error.message);
      if (error.code === 'mfa_invalid_code' || (error.status === 400 && error.fields?.code)) {
        return setFieldError(error.fields?.code ?? error.message);
      }
      return setFormError(error.message);
    }
    setFormError(error instanceof Error ? error.message : t('mfa.failed'));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const totpLike = enrol || method === 'totp';
    const valid = totpLike ? isTotpCode(code) : isRecoveryCode(code);
    if (!valid) {
      setFieldError(totpLike ? mfaCodeMessages.totpFormat : mfaCodeMessages.recoveryFormat);
      return;
    }
    setFieldError(null);
    const input: MfaFinish = enrol
      ? { kind: 'enrol', code: code.replace(/\s/g, '') }
      : { kind: method, code: method === 'totp' ? code.replace(/\s/g, '') : code.trim() };
    try {
      done(await finish.mutateAsync(input));
    } catch (error) {
      fail(error);
    }
  };

  const usePasskey = async () => {
    setFormError(null);
    setPasskeyBusy(true);
    try {
      const optionsJSON = await passkeySignInOptions();
      let response: Awaited<ReturnType<typeof startAuthentication>>;
      try {
        response = await startAuthentication({ optionsJSON });
      } catch {
        setFormError(t('mfa.passkeyCancelled'));
        return;
      }
      done(await finish.mutateAsync({ kind: 'passkey', response }));
    } catch (error) {
      fail(error);
    } finally {
      setPasskeyBusy(false);
    }
  };

  if (newCodes) {
    return (
      <Stack spacing={2.5}>
        <RecoveryCodes codes={newCodes.recoveryCodes ?? []} />
        <Button variant="contained" size="large" fullWidth onClick={() => storeSession(newCodes.user)}>
          {t('mfa.continue')}
        </Button>
      </Stack>
    );
  }

  const codeLabel = enrol || method === 'totp' ? t('mfa.codeLabel') : t('mfa.recoveryLabel');
  return (
    <Stack spacing={2.5}>
      {enrol ? <EnrolIntro onRestart={onRestart} /> : null}
      <FormErrorAlert message={formError} onClose={() => setFormError(null)} />
      {pending.methods.includes('passkey') ? (
        <Button
          variant={hasCodeForm && !enrol && pending.methods.includes('totp') ? 'outlined' : 'contained'}
          size="large"
          fullWidth
          startIcon={passkeyBusy ? <CircularProgress size={18} color="inherit" /> : <KeyOutlined />}
          disabled={passkeyBusy}
          onClick={usePasskey}
        >
          {t('mfa.usePasskey')}
        </Button>
      ) : null}
      {pending.methods.includes('passkey') && (pending.methods.includes('totp') || method === 'recovery') ? (
        <Divider>{t('federated.or')}</Divider>
      ) : null}
      {enrol || pending.methods.includes('totp') || method === 'recovery' ? (
        <Box component="form" noValidate onSubmit={submit} aria-label={t('mfa.form')}>
          <Stack spacing={2.5}>
            <PlainTextField
              id="mfa-code"
              name="code"
              label={codeLabel}
              value={code}
              autoComplete="one-time-code"
              autoFocus={!pending.methods.includes('passkey')}
              required
              error={Boolean(fieldError)}
              helperText={fieldError ? translateMessage(fieldError) : undefined}
              onChange={(event) => {
                setCode(event.target.value);
                if (fieldError) setFieldError(null);
              }}
            />
            <SubmitButton disabled={code.trim() === ''} submitting={finish.isPending} busyLabel={t('mfa.busy')}>
              {t('mfa.submit')}
            </SubmitButton>
          </Stack>
        </Box>
      ) : null}
      <Box sx={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        {!enrol && pending.methods.includes('recovery') && method === 'totp' ? (
          <Link component="button" type="button" variant="body2" onClick={() => switchTo('recovery')}>
            {t('mfa.useRecovery')}
          </Link>
        ) : null}
        {!enrol && method === 'recovery' && pending.methods.includes('totp') ? (
          <Link component="button" type="button" variant="body2" onClick={() => switchTo('totp')}>
            {t('mfa.useTotp')}
          </Link>
        ) : null}
        {!enrol && method === 'totp' && !pending.methods.includes('totp') && pending.methods.includes('recovery') ? (
          <Link component="button" type="button" variant="body2" onClick={() => switchTo('recovery')}>
            {t('mfa.useRecovery')}
          </Link>
        ) : null}
        <Link component="button" type="button" variant="body2" onClick={() => onRestart()}>
          {t('mfa.back')}
        </Link>
      </Box>
    </Stack>
  );

  function switchTo(next: Method) {
    setMethod(next);
    setCode('');
    setFieldError(null);
    setFormError(null);
  }
}

/** The QR code and key of a new authenticator app, fetched once when the step opens. */
function EnrolIntro({ onRestart }: { onRestart: (message?: string) => void }) {
  const { t } = useTranslation('auth');
  const [setup, setSetup] = useState<TotpSetup | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    startTotpEnrolment().then(
      (answer) => {
        if (live) setSetup(answer);
      },
      (failure: unknown) => {
        if (!live) return;
        if (isApiError(failure) && failure.code === 'mfa_challenge_expired') onRestart(failure.message);
        else setError(failure instanceof Error ? failure.message : t('mfa.failed'));
      },
    );
    return () => {
      live = false;
    };
  }, [onRestart, t]);
  return (
    <Stack spacing={2}>
      <Alert severity="info">{t('mfa.enrolIntro')}</Alert>
      {error ? <FormErrorAlert message={error} /> : null}
      {setup ? (
        <TotpQr otpauthUrl={setup.otpauthUrl} secret={setup.secret} />
      ) : error ? null : (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
          <CircularProgress aria-label={t('mfa.loading')} />
        </Box>
      )}
    </Stack>
  );
}
