import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changeEmailBodySchema, changePasswordBodySchema } from '../../../../shared/contract/account.ts';
import type { SessionUser } from '../../../../shared/contract/auth.ts';
import { translateError } from '../../../i18n/translate-error.ts';
import { translateFieldMessage } from '../../../i18n/translate-field-error.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { fieldMessagesOf } from '../../../lib/apply-server-errors.ts';
import { useSnackbar } from '../../../lib/notify.ts';
import { changePassword, useChangeEmail } from '../api/account.ts';
import { ProfileSection } from './profile-section.tsx';
import { StepUpCancelled, type useStepUp } from './step-up.tsx';

type Guard = ReturnType<typeof useStepUp>['guard'];
type Errors = Record<string, string | undefined>;

/** The first message per field of a failed parse, as the server would name them. */
function fieldErrors(issues: { path: PropertyKey[]; message: string }[]): Errors {
  const errors: Errors = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? '');
    errors[key] ??= issue.message;
  }
  return errors;
}

/**
 * The email the person signs in with and their password (docs/product/sign-in-and-accounts.md#confirming-it-is-you):
 * both changes go through the step-up, which asks for the password again when the last proof is over 5 minutes old.
 */
export function AccountCard({ user, guard }: { user: SessionUser; guard: Guard }) {
  const { t } = useTranslation(['profile', 'common']);
  const { enqueueSnackbar } = useSnackbar();
  const changeEmail = useChangeEmail();
  const [email, setEmail] = useState(user.email);
  const [password, setPassword] = useState('');
  const [passwordConfirm, setPasswordConfirm] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState<'email' | 'password' | null>(null);

  const run = async (kind: 'email' | 'password', body: object, action: () => Promise<unknown>, done: () => void) => {
    const parsed = (kind === 'email' ? changeEmailBodySchema : changePasswordBodySchema).safeParse(body);
    if (!parsed.success) return setErrors(fieldErrors(parsed.error.issues));
    setErrors({});
    setBusy(kind);
    try {
      await guard(action);
      done();
    } catch (error) {
      if (error instanceof StepUpCancelled) return;
      const fields = isApiError(error) ? fieldMessagesOf(error) : undefined;
      if (fields) setErrors(fields);
      else
        setErrors({ [kind === 'email' ? 'email' : 'password']: error instanceof Error ? translateError(error) : '' });
    } finally {
      setBusy(null);
    }
  };

  const submitEmail = (event: FormEvent) => {
    event.preventDefault();
    void run(
      'email',
      { email },
      () => changeEmail({ email }),
      () => enqueueSnackbar(t('account.emailSaved'), { variant: 'success' }),
    );
  };
  const submitPassword = (event: FormEvent) => {
    event.preventDefault();
    void run(
      'password',
      { password, passwordConfirm },
      () => changePassword({ password, passwordConfirm }),
      () => {
        setPassword('');
        setPasswordConfirm('');
        enqueueSnackbar(t('account.passwordSaved'), { variant: 'success' });
      },
    );
  };
  const message = (key: string) => (errors[key] ? translateFieldMessage(errors[key] ?? '') : ' ');

  return (
    <ProfileSection id="account-title" title={t('account.title')} intro={t('account.intro')}>
      <Stack spacing={2}>
        <Box component="form" noValidate onSubmit={submitEmail} aria-label={t('account.saveEmail')}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
            <TextField
              size="small"
              label={t('account.email')}
              type="email"
              autoComplete="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              error={Boolean(errors.email)}
              helperText={message('email')}
              disabled={busy !== null}
              sx={{ flex: 1 }}
              slotProps={{ htmlInput: { dir: 'ltr' } }}
            />
            <Button
              type="submit"
              variant="outlined"
              disabled={busy !== null || email.trim() === user.email}
              startIcon={busy === 'email' ? <CircularProgress size={16} color="inherit" /> : null}
            >
              {t('account.saveEmail')}
            </Button>
          </Stack>
        </Box>
        <Box component="form" noValidate onSubmit={submitPassword} aria-label={t('account.savePassword')}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
            <TextField
              size="small"
              label={t('account.newPassword')}
              type="password"
              autoComplete="new-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              error={Boolean(errors.password)}
              helperText={message('password')}
              disabled={busy !== null}
              sx={{ flex: 1 }}
            />
            <TextField
              size="small"
              label={t('account.newPasswordConfirm')}
              type="password"
              autoComplete="new-password"
              value={passwordConfirm}
              onChange={(event) => setPasswordConfirm(event.target.value)}
              error={Boolean(errors.passwordConfirm)}
              helperText={message('passwordConfirm')}
              disabled={busy !== null}
              sx={{ flex: 1 }}
            />
            <Button
              type="submit"
              variant="outlined"
              disabled={busy !== null || password === ''}
              startIcon={busy === 'password' ? <CircularProgress size={16} color="inherit" /> : null}
            >
              {t('account.savePassword')}
            </Button>
          </Stack>
        </Box>
      </Stack>
    </ProfileSection>
  );
}
