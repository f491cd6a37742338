import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import KeyOutlined from '@mui/icons-material/KeyOutlined';
import PhonelinkLockOutlined from '@mui/icons-material/PhonelinkLockOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { startRegistration } from '@simplewebauthn/browser';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Passkey, passkeyNameMessages, type TotpSetup } from '../../../../shared/contract/mfa.ts';
import { isTotpCode, mfaCodeMessages } from '../../../../shared/mfa-rules.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { RecoveryCodes } from '../../../components/recovery-codes.tsx';
import { TotpQr } from '../../../components/totp-qr.tsx';
import { translateError } from '../../../i18n/translate-error.ts';
import { translateFieldMessage } from '../../../i18n/translate-field-error.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { fieldMessagesOf } from '../../../lib/apply-server-errors.ts';
import { formatDate } from '../../../lib/format.ts';
import { useSnackbar } from '../../../lib/notify.ts';
import {
  passkeyRegistrationOptions,
  useConfirmTotp,
  useMfaStatus,
  useRegenerateRecoveryCodes,
  useRegisterPasskey,
  useRemovePasskey,
  useRemoveTotp,
  useStartTotp,
} from '../api/mfa.ts';
import { ProfileSection } from './profile-section.tsx';
import { StepUpCancelled, useStepUp } from './step-up.tsx';

type Confirming = { kind: 'totp' } | { kind: 'passkey'; passkey: Passkey } | { kind: 'regenerate' };

const messageOf = (error: unknown) => (error instanceof Error ? translateError(error) : null);

/** A name someone typed, kept whole inside a sentence of the other direction (Arabic around a Latin name). */
const isolated = (name: string) => `\u2068${name}\u2069`;

/**
 * Two-step sign-in on /profile (docs/decisions/0015): the authenticator app, passkeys and recovery codes.
 * New recovery codes are shown once, right after they are made.
 */
export function SecurityCard() {
  const { t } = useTranslation(['profile', 'common']);
  const status = useMfaStatus();
  const { enqueueSnackbar } = useSnackbar();
  const [codes, setCodes] = useState<string[] | null>(null);
  const [confirming, setConfirming] = useState<Confirming | null>(null);
  const [confirmError, setConfirmError] = useState<string | null>(null);
  const removeTotp = useRemoveTotp();
  const removePasskey = useRemovePasskey();
  const regenerate = useRegenerateRecoveryCodes();
  const hasCode = Boolean(status.data && (status.data.totp || status.data.recoveryCodesLeft > 0));
  const stepUp = useStepUp(hasCode);

  const confirmPending = removeTotp.isPending || removePasskey.isPending || regenerate.isPending;
  const runConfirmed = async () => {
    if (!confirming) return;
    setConfirmError(null);
    try {
      if (confirming.kind === 'totp') {
        await stepUp.guard(() => removeTotp.mutateAsync());
        enqueueSnackbar(t('security.totpRemoved'), { variant: 'success' });
      } else if (confirming.kind === 'passkey') {
        const { id } = confirming.passkey;
        await stepUp.guard(() => removePasskey.mutateAsync(id));
        enqueueSnackbar(t('security.passkeyRemoved'), { variant: 'success' });
      } else {
        setCodes((await stepUp.guard(() => regenerate.mutateAsync())).recoveryCodes);
      }
      setConfirming(null);
    } catch (error) {
      if (error instanceof StepUpCancelled) return;
      setConfirmError(messageOf(error) ?? t('security.failed'));
    }
  };

  return (
    <ProfileSection id="security-title" title={t('security.title')} intro={t('security.intro')}>
      {status.isPending ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
          <CircularProgress aria-label={t('security.loading')} />
        </Box>
      ) : status.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void status.refetch()}>
              {t('common:actions.retry')}
            </Button>
          }
        >
          {translateError(status.error)}
        </Alert>
      ) : (
        <Stack spacing={2.5} divider={<Divider flexItem />}>
          {status.data.required ? <Alert severity="info">{t('security.required')}</Alert> : null}
          {codes ? (
            <Box>
              <RecoveryCodes codes={codes} />
              <Button variant="contained" sx={{ mt: 1.5 }} onClick={() => setCodes(null)}>
                {t('security.savedCodes')}
              </Button>
            </Box>
          ) : null}
          <TotpSection
            enabled={status.data.totp}
            onCodes={setCodes}
            onRemove={() => {
              setConfirmError(null);
              setConfirming({ kind: 'totp' });
            }}
          />
          <PasskeySection
            passkeys={status.data.passkeys}
            guard={stepUp.guard}
            onCodes={setCodes}
            onRemove={(passkey) => {
              setConfirmError(null);
              setConfirming({ kind: 'passkey', passkey });
            }}
          />
          <Box>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
              {t('security.recoveryTitle')}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {status.data.totp || status.data.passkeys.length > 0
                ? t('security.recoveryLeft', { count: status.data.recoveryCodesLeft })
                : t('security.recoveryNone')}
            </Typography>
            {status.data.totp || status.data.passkeys.length > 0 ? (
              <Button
                sx={{ mt: 1 }}
                onClick={() => {
                  setConfirmError(null);
                  setConfirming({ kind: 'regenerate' });
                }}
              >
                {t('security.regenerate')}
              </Button>
            ) : null}
          </Box>
        </Stack>
      )}
      <ConfirmDialog
        open={confirming !== null}
        title={
          confirming?.kind === 'totp'
            ? t('security.removeTotpTitle')
            : confirming?.kind === 'passkey'
              ? t('security.removePasskeyTitle', { name: isolated(confirming.passkey.name) })
              : t('security.regenerateTitle')
        }
        body={confirming?.kind === 'regenerate' ? t('security.regenerateBody') : t('security.removeBody')}
        confirmLabel={confirming?.kind === 'regenerate' ? t('security.regenerate') : t('common:actions.delete')}
        tone={confirming?.kind === 'regenerate' ? 'primary' : 'danger'}
        pending={confirmPending}
        error={confirmError}
        onConfirm={runConfirmed}
        onClose={() => setConfirming(null)}
      />
      {stepUp.dialog}
    </ProfileSection>
  );
}

function TotpSection({
  enabled,
  onCodes,
  onRemove,
}: {
  enabled: boolean;
  onCodes: (codes: string[]) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation(['profile', 'common']);
  const { enqueueSnackbar } = useSnackbar();
  const start = useStartTotp();
  const confirm = useConfirmTotp();
  const [setup, setSetup] = useState<TotpSetup | null>(null);
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);

  const begin = async () => {
    setFormError(null);
    try {
      setSetup(await start.mutateAsync());
      setCode('');
    } catch (error) {
      setFormError(messageOf(error));
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (confirm.isPending) return;
    setFormError(null);
    if (!isTotpCode(code)) return setFieldError(mfaCodeMessages.totpFormat);
    setFieldError(null);
    try {
      const answer = await confirm.mutateAsync(code.replace(/\s/g, ''));
      setSetup(null);
      enqueueSnackbar(t('security.totpAdded'), { variant: 'success' });
      if (answer.recoveryCodes) onCodes(answer.recoveryCodes);
    } catch (error) {
      const codeField = isApiError(error) ? fieldMessagesOf(error)?.code : undefined;
      if (codeField) setFieldError(codeField);
      else setFormError(messageOf(error));
    }
  };

  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <PhonelinkLockOutlined color="action" />
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, flex: 1 }}>
          {t('security.totpTitle')}
        </Typography>
        <Chip
          size="small"
          color={enabled ? 'success' : 'default'}
          label={enabled ? t('security.on') : t('security.off')}
        />
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {t('security.totpIntro')}
      </Typography>
      {formError ? (
        <Alert severity="error" sx={{ mt: 1 }} onClose={() => setFormError(null)}>
          {translateFieldMessage(formError)}
        </Alert>
      ) : null}
      {setup ? (
        <Box component="form" noValidate onSubmit={submit} aria-label={t('security.totpForm')} sx={{ mt: 2 }}>
          <Stack spacing={2}>
            <TotpQr otpauthUrl={setup.otpauthUrl} secret={setup.secret} />
            <TextField
              label={t('common:mfa.code')}
              value={code}
              onChange={(event) => {
                setCode(event.target.value);
                setFieldError(null);
              }}
              autoComplete="one-time-code"
              autoFocus
              required
              error={Boolean(fieldError)}
              helperText={fieldError ? translateFieldMessage(fieldError) : undefined}
              // A code reads left to right in every language.
              slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 7, dir: 'ltr' } }}
              sx={{ maxWidth: 240 }}
            />
            <Box sx={{ display: 'flex', gap: 1 }}>
              <Button onClick={() => setSetup(null)} disabled={confirm.isPending}>
                {t('common:actions.cancel')}
              </Button>
              <Button
                type="submit"
                variant="contained"
                disabled={confirm.isPending}
                startIcon={confirm.isPending ? <CircularProgress size={16} color="inherit" /> : null}
              >
                {t('security.totpConfirm')}
              </Button>
            </Box>
          </Stack>
        </Box>
      ) : (
        <Box sx={{ mt: 1 }}>
          {enabled ? (
            <Button color="error" onClick={onRemove}>
              {t('security.totpRemove')}
            </Button>
          ) : (
            <Button
              variant="outlined"
              onClick={begin}
              disabled={start.isPending}
              startIcon={start.isPending ? <CircularProgress size={16} color="inherit" /> : null}
            >
              {t('security.totpSetUp')}
            </Button>
          )}
        </Box>
      )}
    </Box>
  );
}

function PasskeySection({
  passkeys,
  guard,
  onCodes,
  onRemove,
}: {
  passkeys: Passkey[];
  guard: ReturnType<typeof useStepUp>['guard'];
  onCodes: (codes: string[]) => void;
  onRemove: (passkey: Passkey) => void;
}) {
  const { t } = useTranslation(['profile', 'common']);
  const { enqueueSnackbar } = useSnackbar();
  const register = useRegisterPasskey();
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const add = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const trimmed = name.trim();
    if (!trimmed) return setNameError(passkeyNameMessages.required);
    if (trimmed.length > 60) return setNameError('At most 60 characters');
    setNameError(null);
    setBusy(true);
    try {
      const optionsJSON = await guard(passkeyRegistrationOptions);
      let response: Awaited<ReturnType<typeof startRegistration>>;
      try {
        response = await startRegistration({ optionsJSON });
      } catch {
        setFormError(t('security.passkeyCancelled'));
        return;
      }
      // The browser's prompt may outlast the step-up: the answer is sent again once the person confirmed.
      const answer = await guard(() => register.mutateAsync({ name: trimmed, response }));
      setName('');
      enqueueSnackbar(t('security.passkeyAdded'), { variant: 'success' });
      if (answer.recoveryCodes) onCodes(answer.recoveryCodes);
    } catch (error) {
      if (error instanceof StepUpCancelled) return;
      const nameField = isApiError(error) ? fieldMessagesOf(error)?.name : undefined;
      if (nameField) setNameError(nameField);
      else setFormError(messageOf(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <KeyOutlined color="action" />
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, flex: 1 }}>
          {t('security.passkeysTitle')}
        </Typography>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {t('security.passkeysIntro')}
      </Typography>
      {passkeys.length === 0 ? (
        <Typography variant="body2" sx={{ mt: 1, fontStyle: 'italic' }} color="text.secondary">
          {t('security.noPasskeys')}
        </Typography>
      ) : (
        <List dense aria-label={t('security.passkeysTitle')}>
          {passkeys.map((passkey) => (
            <ListItem
              key={passkey.id}
              disableGutters
              secondaryAction={
                <IconButton
                  edge="end"
                  aria-label={t('security.removePasskey', { name: passkey.name })}
                  onClick={() => onRemove(passkey)}
                >
                  <DeleteOutlined />
                </IconButton>
              }
            >
              <ListItemText
                primary={passkey.name}
                secondary={
                  passkey.lastUsedAt
                    ? t('security.passkeyUsed', {
                        added: formatDate(passkey.createdAt),
                        used: formatDate(passkey.lastUsedAt),
                      })
                    : t('security.passkeyAddedOn', { added: formatDate(passkey.createdAt) })
                }
              />
            </ListItem>
          ))}
        </List>
      )}
      {formError ? (
        <Alert severity="error" sx={{ mt: 1 }} onClose={() => setFormError(null)}>
          {translateFieldMessage(formError)}
        </Alert>
      ) : null}
      <Box
        component="form"
        noValidate
        onSubmit={add}
        aria-label={t('security.passkeyForm')}
        sx={{ display: 'flex', gap: 1, mt: 1.5, alignItems: 'flex-start', flexWrap: 'wrap' }}
      >
        <TextField
          size="small"
          label={t('security.passkeyName')}
          required
          disabled={busy}
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            setNameError(null);
          }}
          error={Boolean(nameError)}
          helperText={nameError ? translateFieldMessage(nameError) : t('security.passkeyNameHelp')}
          sx={{ flex: '1 1 220px' }}
        />
        <Button
          type="submit"
          variant="outlined"
          disabled={busy}
          startIcon={busy ? <CircularProgress size={16} color="inherit" /> : <KeyOutlined />}
          sx={{ mt: 0.25 }}
        >
          {t('security.addPasskey')}
        </Button>
      </Box>
    </Box>
  );
}
