import KeyOutlined from '@mui/icons-material/KeyOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { startAuthentication } from '@simplewebauthn/browser';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MfaPending, TotpSetup } from '../../../../shared/contract/mfa.ts';
import { isRecoveryCode, isTotpCode, mfaCodeMessages } from '../../../../shared/mfa-rules.ts';
import { FormErrorAlert, SubmitButton } from '../../../components/form-parts.tsx';
import { PlainTextField } from '../../../components/plain-text-field.tsx';
import { RecoveryCodes } from '../../../components/recovery-codes.tsx';
import { TotpQr } from '../../../components/totp-qr.tsx';
import { translateError } from '../../../i18n/translate-error.ts';
import { translateFieldMessage } from '../../../i18n/translate-field-error.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { fieldMessagesOf } from '../../../lib/apply-server-errors.ts';
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

function firstCodeMethod(pending: MfaPending): Method | null {
  if (pending.methods.includes('totp')) return 'totp';
  if (pending.methods.includes('recovery')) return 'recovery';
  return null;
}

/**
 * The second step of a sign-in (docs/decisions/0015): a code of the authenticator app, a passkey or a recovery
 * code — or, when the client requires a factor the person does not have yet, setting up the authenticator app.
 */
export default function MfaStep({ pending, onRestart }: MfaStepProps) {
  const { t } = useTranslation('auth');
  const storeSession = useStoreSession();
  const finish = useFinishMfa();
  const enrol = pending.enrolmentRequired;
  const hasPasskey = !enrol && pending.methods.includes('passkey');
  // Null: a passkey is the only way (no authenticator app, no recovery code left).
  const [method, setMethod] = useState<Method | null>(() => (enrol ? 'totp' : firstCodeMethod(pending)));
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [passkeyBusy, setPasskeyBusy] = useState(false);
  const [newCodes, setNewCodes] = useState<MfaSession | null>(null);
  const [setup, setSetup] = useState<TotpSetup | null>(null);
  const codeInput = useRef<HTMLInputElement>(null);
  // The field takes the focus when the method changes or a code is refused (not on the first render: autoFocus).
  const [focusRequest, setFocusRequest] = useState(0);
  useEffect(() => {
    if (focusRequest > 0) codeInput.current?.focus();
  }, [focusRequest]);

  const done = (session: MfaSession) => {
    if (session.recoveryCodes?.length) setNewCodes(session);
    else storeSession(session.user);
  };

  const fail = (error: unknown) => {
    if (isApiError(error)) {
      if (error.code === 'mfa_challenge_expired') return onRestart(translateError(error));
      const codeField = fieldMessagesOf(error)?.code;
      if (error.code === 'mfa_invalid_code' || (error.status === 400 && codeField)) {
        setFieldError(codeField ?? translateError(error));
        setFocusRequest((n) => n + 1);
        return;
      }
      return setFormError(translateError(error));
    }
    setFormError(error instanceof Error ? translateError(error) : t('mfa.failed'));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (finish.isPending || !method) return;
    setFormError(null);
    const totpLike = method === 'totp';
    const valid = totpLike ? isTotpCode(code) : isRecoveryCode(code);
    if (!valid) {
      setFieldError(totpLike ? mfaCodeMessages.totpFormat : mfaCodeMessages.recoveryFormat);
      setFocusRequest((n) => n + 1);
      return;
    }
    setFieldError(null);
    const input: MfaFinish = enrol
      ? { kind: 'enrol', code: code.replace(/\s/g, '') }
      : { kind: method, code: totpLike ? code.replace(/\s/g, '') : code.trim().toLowerCase() };
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

  const switchTo = (next: Method) => {
    setMethod(next);
    setCode('');
    setFieldError(null);
    setFormError(null);
    setFocusRequest((n) => n + 1);
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

  const busy = passkeyBusy || finish.isPending;
  // While enrolling, the code field waits for the QR code it belongs to.
  const showCodeForm = method !== null && (!enrol || setup !== null);
  const other: Method | null = enrol
    ? null
    : method === 'totp' && pending.methods.includes('recovery')
      ? 'recovery'
      : method === 'recovery' && pending.methods.includes('totp')
        ? 'totp'
        : null;
  return (
    <Stack spacing={2.5}>
      {enrol ? <EnrolIntro setup={setup} onSetup={setSetup} onRestart={onRestart} /> : null}
      <FormErrorAlert message={formError} onClose={() => setFormError(null)} />
      {hasPasskey ? (
        <Button
          variant={method === 'totp' ? 'outlined' : 'contained'}
          size="large"
          fullWidth
          startIcon={passkeyBusy ? <CircularProgress size={18} color="inherit" /> : <KeyOutlined />}
          disabled={busy}
          onClick={usePasskey}
        >
          {t('mfa.usePasskey')}
        </Button>
      ) : null}
      {hasPasskey && showCodeForm ? <Divider>{t('federated.or')}</Divider> : null}
      {showCodeForm ? (
        <Box component="form" noValidate onSubmit={submit} aria-label={t('mfa.form')}>
          <Stack spacing={2.5}>
            <PlainTextField
              id="mfa-code"
              name="code"
              label={method === 'totp' ? t('mfa.codeLabel') : t('mfa.recoveryLabel')}
              value={code}
              inputRef={codeInput}
              autoComplete="one-time-code"
              autoFocus={!hasPasskey}
              required
              disabled={passkeyBusy}
              // Codes read left to right in every language (docs/decisions/0015).
              htmlInput={
                method === 'totp'
                  ? { inputMode: 'numeric', dir: 'ltr', maxLength: 7, enterKeyHint: 'go' }
                  : {
                      inputMode: 'text',
                      dir: 'ltr',
                      maxLength: 16,
                      spellCheck: false,
                      autoCapitalize: 'none',
                      enterKeyHint: 'go',
                    }
              }
              error={Boolean(fieldError)}
              helperText={fieldError ? translateFieldMessage(fieldError) : undefined}
              onChange={(event) => {
                setCode(event.target.value);
                if (fieldError) setFieldError(null);
              }}
            />
            <SubmitButton
              disabledReason={passkeyBusy ? t('mfa.passkeyInProgress') : null}
              submitting={finish.isPending}
              busyLabel={t('mfa.busy')}
            >
              {t('mfa.submit')}
            </SubmitButton>
          </Stack>
        </Box>
      ) : null}
      <Box sx={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        {other ? (
          <Link component="button" type="button" variant="body2" disabled={busy} onClick={() => switchTo(other)}>
            {other === 'recovery' ? t('mfa.useRecovery') : t('mfa.useTotp')}
          </Link>
        ) : null}
        <Link component="button" type="button" variant="body2" disabled={busy} onClick={() => onRestart()}>
          {t('mfa.back')}
        </Link>
      </Box>
    </Stack>
  );
}

/** The QR code and key of a new authenticator app, fetched when the step opens (again after a failure). */
function EnrolIntro({
  setup,
  onSetup,
  onRestart,
}: {
  setup: TotpSetup | null;
  onSetup: (setup: TotpSetup) => void;
  onRestart: (message?: string) => void;
}) {
  const { t } = useTranslation(['auth', 'common']);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    // A retry (`attempt` > 0) clears the failure it answers.
    if (attempt > 0) setError(null);
    startTotpEnrolment().then(
      (answer) => {
        if (live) onSetup(answer);
      },
      (failure: unknown) => {
        if (!live) return;
        if (isApiError(failure) && failure.code === 'mfa_challenge_expired') onRestart(translateError(failure));
        else setError(failure instanceof Error ? translateError(failure) : t('mfa.failed'));
      },
    );
    return () => {
      live = false;
    };
  }, [attempt, onSetup, onRestart, t]);
  return (
    <Stack spacing={2}>
      <Alert severity="info">{t('mfa.enrolIntro')}</Alert>
      {error ? (
        <FormErrorAlert
          message={error}
          action={
            <Button color="inherit" size="small" onClick={() => setAttempt((n) => n + 1)}>
              {t('common:actions.retry')}
            </Button>
          }
        />
      ) : null}
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
