import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import { type FormEvent, type ReactNode, useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { isRecoveryCode, isTotpCode, mfaCodeMessages } from '../../../../shared/mfa-rules.ts';
import { screenPath } from '../../../../shared/screens.ts';
import { translateError } from '../../../i18n/translate-error.ts';
import { translateFieldMessage } from '../../../i18n/translate-field-error.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { fieldMessagesOf } from '../../../lib/apply-server-errors.ts';
import { storeRedirect } from '../../../lib/redirect-storage.ts';
import { reauthenticate } from '../api/reauthenticate.ts';

/** The person closed the step-up dialog: the change they asked for is not made, and nothing is to be shown. */
export class StepUpCancelled extends Error {
  constructor() {
    super('cancelled');
  }
}

const needsStepUp = (error: unknown) => isApiError(error) && error.code === 'auth.reauthentication_required';

/**
 * Step-up before a security change (docs/product/sign-in-and-accounts.md#confirming-it-is-you): `guard(action)` runs
 * the action; when the server answers `auth.reauthentication_required` it asks for the password (or a code, for an
 * account that has one) in a dialog and runs the action again. Cancelling rejects with StepUpCancelled.
 */
export function useStepUp(hasCode: boolean): {
  guard: <T>(action: () => Promise<T>) => Promise<T>;
  dialog: ReactNode;
} {
  const [open, setOpen] = useState(false);
  const waiting = useRef<{ resolve: () => void; reject: (error: unknown) => void } | null>(null);
  const guard = useCallback(async <T,>(action: () => Promise<T>): Promise<T> => {
    try {
      return await action();
    } catch (error) {
      if (!needsStepUp(error)) throw error;
      await new Promise<void>((resolve, reject) => {
        waiting.current = { resolve, reject };
        setOpen(true);
      });
      return action();
    }
  }, []);
  const finish = (confirmed: boolean) => {
    setOpen(false);
    const pending = waiting.current;
    waiting.current = null;
    if (confirmed) pending?.resolve();
    else pending?.reject(new StepUpCancelled());
  };
  return {
    guard,
    dialog: open ? (
      <StepUpDialog hasCode={hasCode} onConfirmed={() => finish(true)} onCancel={() => finish(false)} />
    ) : null,
  };
}

function StepUpDialog({
  hasCode,
  onConfirmed,
  onCancel,
}: {
  hasCode: boolean;
  onConfirmed: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation(['profile', 'common']);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const titleId = useId();
  const [mode, setMode] = useState<'password' | 'code'>('password');
  const [value, setValue] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setFormError(null);
    if (mode === 'password' && value.length === 0) return setFieldError('auth.password_required');
    if (mode === 'code' && !isTotpCode(value) && !isRecoveryCode(value)) {
      return setFieldError(mfaCodeMessages.totpFormat);
    }
    setFieldError(null);
    setBusy(true);
    try {
      await reauthenticate(mode === 'password' ? { password: value } : { code: value });
      onConfirmed();
    } catch (error) {
      const fields = isApiError(error) ? fieldMessagesOf(error) : undefined;
      const field = fields?.password ?? fields?.code;
      if (field) setFieldError(field);
      else setFormError(error instanceof Error ? translateError(error) : t('security.failed'));
    } finally {
      setBusy(false);
    }
  };

  const switchTo = (next: 'password' | 'code') => {
    setMode(next);
    setValue('');
    setFieldError(null);
    setFormError(null);
  };

  return (
    <Dialog open onClose={busy ? undefined : onCancel} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{t('stepUp.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {mode === 'password' ? t('stepUp.passwordIntro') : t('stepUp.codeIntro')}
          </DialogContentText>
          {formError ? (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {formError}
            </Alert>
          ) : null}
          <TextField
            key={mode}
            label={mode === 'password' ? t('stepUp.password') : t('stepUp.code')}
            type={mode === 'password' ? 'password' : 'text'}
            value={value}
            onChange={(event) => {
              setValue(event.target.value);
              setFieldError(null);
            }}
            autoComplete={mode === 'password' ? 'current-password' : 'one-time-code'}
            autoFocus
            required
            fullWidth
            disabled={busy}
            error={Boolean(fieldError)}
            helperText={fieldError ? translateFieldMessage(fieldError) : ' '}
            // A code reads left to right in every language.
            slotProps={mode === 'code' ? { htmlInput: { dir: 'ltr', maxLength: 11 } } : undefined}
          />
          <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 1 }}>
            {hasCode ? (
              <Link
                component="button"
                type="button"
                variant="body2"
                onClick={() => switchTo(mode === 'password' ? 'code' : 'password')}
              >
                {mode === 'password' ? t('stepUp.useCode') : t('stepUp.usePassword')}
              </Link>
            ) : null}
            {/* A fresh sign-in counts too: the way for an account made through single sign-on, with no password. */}
            <Link
              component="button"
              type="button"
              variant="body2"
              disabled={busy}
              onClick={() => {
                storeRedirect(pathname);
                navigate(screenPath('sign-out'));
              }}
            >
              {t('stepUp.signInAgain')}
            </Link>
          </Box>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onCancel} disabled={busy}>
            {t('common:actions.cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={busy}
            startIcon={busy ? <CircularProgress size={16} color="inherit" /> : null}
          >
            {t('stepUp.confirm')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
