import AddAPhotoOutlined from '@mui/icons-material/AddAPhotoOutlined';
import PrintRounded from '@mui/icons-material/PrintRounded';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type ChangeEvent, type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import {
  maxVisitorPhotoBytes,
  type Visitor,
  visitorLimits,
  visitorMessages,
  type WatchListMatchFields,
} from '../../../../shared/contract/visitors.ts';
import { hasPermission } from '../../../../shared/policy.ts';
import { CancelSubmitActions } from '../../../components/form-dialog-frame.tsx';
import { translateError } from '../../../i18n/translate-error.ts';
import { translateFieldMessage } from '../../../i18n/translate-field-error.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { fieldMessagesOf } from '../../../lib/apply-server-errors.ts';
import { useSnackbar } from '../../../lib/notify.ts';
import { serverNowMs } from '../../../lib/server-clock.ts';
import { useSession } from '../../../lib/session.ts';
import { useCheckInVisitor } from '../api/check-in-visitor.ts';
import { useDenyVisitor } from '../api/deny-visitor.ts';
import { useUploadVisitorPhoto } from '../api/upload-visitor-photo.ts';
import { useLastNonNull } from './use-last-non-null.ts';
import { localInputToIso, toLocalInput } from './visitor-forms.ts';

const photoTypes = ['image/jpeg', 'image/png', 'image/webp'];

/** The details of a 409 watch_list_match answer, if that is what `error` is. */
export function watchListMatchOf(error: unknown): WatchListMatchFields | undefined {
  if (!isApiError(error) || error.code !== 'watch_list_match' || !error.fields) return undefined;
  const { reason, entryId, entryName, matchedOn } = error.fields;
  if (!reason || !entryId) return undefined;
  return { reason, entryId, entryName: entryName ?? '', matchedOn: matchedOn === 'plate' ? 'plate' : 'name' };
}

/** The warning the front desk sees when a visitor matches the watch list: the entry, the reason, the alert. */
export function WatchListWarning({ match, alerted = true }: { match: WatchListMatchFields; alerted?: boolean }) {
  const { t } = useTranslation('visitors');
  const bdi = { bdi: <bdi /> };
  return (
    <Alert severity="error" variant="outlined" role="alert" data-testid="watch-list-warning" sx={{ mb: 2 }}>
      <AlertTitle>{t('watchWarning.title')}</AlertTitle>
      <Typography variant="body2">
        <Trans
          t={t}
          i18nKey={match.matchedOn === 'plate' ? 'watchWarning.byPlate' : 'watchWarning.byName'}
          values={{ entry: match.entryName }}
          components={bdi}
        />
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: 600, mt: 0.5 }}>
        <Trans t={t} i18nKey="watchWarning.reason" values={{ reason: match.reason }} components={bdi} />
      </Typography>
      {alerted ? (
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          {t('watchWarning.alerted')}
        </Typography>
      ) : null}
    </Alert>
  );
}

type Step = { kind: 'form' } | { kind: 'warning'; match: WatchListMatchFields } | { kind: 'done'; visitor: Visitor };

/**
 * Checks an expected visitor in: the time they came in (now unless changed), the number of the badge handed
 * over and a photo (both optional). A name or plate on the watch list turns the dialog into a warning with the
 * reason: deny entry, or — a supervisor or above — check in anyway. After the check-in: print the badge.
 */
export function CheckInDialog({
  visitor: target,
  onClose,
  onPrintBadge,
}: {
  visitor: Visitor | null;
  onClose: () => void;
  onPrintBadge: (visitor: Visitor) => void;
}) {
  const { t } = useTranslation(['visitors', 'common']);
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const titleId = useId();
  const visitor = useLastNonNull(target);
  const session = useSession();
  const canOverride = hasPermission(session.data?.user?.roles ?? [], 'visitors.watchListOverride');
  const checkIn = useCheckInVisitor();
  const deny = useDenyVisitor();
  const upload = useUploadVisitorPhoto();
  const { enqueueSnackbar } = useSnackbar();
  const [step, setStep] = useState<Step>({ kind: 'form' });
  const [badge, setBadge] = useState('');
  const [time, setTime] = useState('');
  const [defaultTime, setDefaultTime] = useState('');
  const [photo, setPhoto] = useState<File | null>(null);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const previewUrl = usePreviewUrl(photo);

  // Each opening starts at "now" (the server's clock, which may differ from this device's).
  useEffect(() => {
    if (target) {
      const now = toLocalInput(new Date(serverNowMs()));
      setTime(now);
      setDefaultTime(now);
    }
  }, [target]);

  const badgeError =
    badge.trim().length > visitorLimits.badgeNumber
      ? visitorMessages.tooLong(visitorLimits.badgeNumber)
      : (serverErrors.badgeNumber ?? null);
  const timeError = time !== '' && !localInputToIso(time) ? visitorMessages.expectedRequired : serverErrors.checkedInAt;
  const busy = checkIn.isPending || deny.isPending || upload.isPending;

  const pickPhoto = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    event.target.value = '';
    if (!file) return;
    if (!photoTypes.includes(file.type)) {
      setPhotoError(t('checkIn.photoType'));
      return;
    }
    if (file.size > maxVisitorPhotoBytes) {
      setPhotoError(t('checkIn.photoTooBig'));
      return;
    }
    setPhotoError(null);
    setPhoto(file);
  };

  const run = async (acknowledgeWatchList: boolean) => {
    if (!visitor) return;
    setFormError(null);
    setServerErrors({});
    const checkedInAt = time && time !== defaultTime ? localInputToIso(time) : undefined;
    let updated: Visitor;
    try {
      updated = await checkIn.mutateAsync({
        id: visitor.id,
        badgeNumber: badge.trim() || undefined,
        ...(checkedInAt ? { checkedInAt } : {}),
        ...(acknowledgeWatchList ? { acknowledgeWatchList: true } : {}),
      });
    } catch (error) {
      const match = watchListMatchOf(error);
      if (match) {
        setStep({ kind: 'warning', match });
        return;
      }
      const fields = isApiError(error) && error.status === 400 ? fieldMessagesOf(error) : undefined;
      if (fields) {
        setServerErrors(fields);
        setStep({ kind: 'form' });
        return;
      }
      setFormError(error instanceof Error ? translateError(error) : t('checkIn.failed'));
      return;
    }
    if (photo) {
      try {
        updated = await upload.mutateAsync({ id: updated.id, file: photo });
      } catch (error) {
        enqueueSnackbar(t('checkIn.photoFailed', { message: error instanceof Error ? translateError(error) : '' }), {
          variant: 'warning',
        });
      }
    }
    setStep({ kind: 'done', visitor: updated });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (badgeError || timeError) return;
    void run(false);
  };

  const denyEntry = async () => {
    if (!visitor) return;
    setFormError(null);
    try {
      await deny.mutateAsync({ id: visitor.id, note: t('watchWarning.deniedNote') });
      enqueueSnackbar(t('watchWarning.denied', { name: visitor.name }), { variant: 'info' });
      onClose();
    } catch (error) {
      setFormError(error instanceof Error ? translateError(error) : t('checkIn.failed'));
    }
  };

  const company = visitor?.company;
  const host = visitor?.hostName;
  const contextKey =
    company && host
      ? 'checkIn.contextCompanyHost'
      : company
        ? 'checkIn.contextCompany'
        : host
          ? 'checkIn.contextHost'
          : null;

  const errorAlert = formError ? (
    <Alert severity="error" sx={{ mb: 2 }}>
      {translateFieldMessage(formError)}
    </Alert>
  ) : null;

  return (
    <Dialog
      open={target !== null}
      onClose={() => !busy && onClose()}
      fullWidth
      fullScreen={fullScreen}
      maxWidth="xs"
      aria-labelledby={titleId}
      slotProps={{
        transition: {
          onExited: () => {
            setStep({ kind: 'form' });
            setBadge('');
            setPhoto(null);
            setPhotoError(null);
            setServerErrors({});
            setFormError(null);
          },
        },
      }}
    >
      {step.kind === 'done' ? (
        <>
          <DialogTitle id={titleId}>{t('checkIn.doneTitle', { name: step.visitor.name })}</DialogTitle>
          <DialogContent>
            <DialogContentText sx={{ mb: 1 }}>
              {step.visitor.badgeNumber ? (
                <Trans
                  t={t}
                  i18nKey="checkIn.doneWithBadge"
                  values={{ name: step.visitor.name, badge: step.visitor.badgeNumber }}
                  components={{ bdi: <bdi /> }}
                />
              ) : (
                t('checkIn.done', { name: step.visitor.name })
              )}
            </DialogContentText>
            <DialogContentText>{t('checkIn.doneBody')}</DialogContentText>
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button onClick={onClose}>{t('checkIn.close')}</Button>
            <Button
              variant="contained"
              startIcon={<PrintRounded />}
              autoFocus
              onClick={() => {
                onPrintBadge(step.visitor);
                onClose();
              }}
            >
              {t('checkIn.printBadge')}
            </Button>
          </DialogActions>
        </>
      ) : step.kind === 'warning' ? (
        <>
          <DialogTitle id={titleId}>{t('checkIn.title', { name: visitor?.name ?? '' })}</DialogTitle>
          <DialogContent>
            {errorAlert}
            <WatchListWarning match={step.match} />
            {canOverride ? null : (
              <Typography variant="body2" color="text.secondary">
                {t('watchWarning.supervisorOnly')}
              </Typography>
            )}
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
            <Button onClick={onClose} disabled={busy}>
              {t('common:actions.cancel')}
            </Button>
            {canOverride ? (
              <Button color="warning" onClick={() => void run(true)} disabled={busy}>
                {t('watchWarning.checkInAnyway')}
              </Button>
            ) : null}
            <Button
              variant="contained"
              color="error"
              onClick={() => void denyEntry()}
              disabled={busy}
              autoFocus
              startIcon={deny.isPending ? <CircularProgress size={18} color="inherit" aria-hidden /> : null}
            >
              {t('watchWarning.deny')}
            </Button>
          </DialogActions>
        </>
      ) : (
        <Box component="form" noValidate onSubmit={submit} aria-label={t('checkIn.formLabel')}>
          <DialogTitle id={titleId}>{t('checkIn.title', { name: visitor?.name ?? '' })}</DialogTitle>
          <DialogContent>
            <DialogContentText sx={{ mb: 2 }}>
              {contextKey ? (
                <>
                  <Trans
                    t={t}
                    i18nKey={contextKey}
                    values={{ company: company ?? '', host: host ?? '' }}
                    components={{ bdi: <bdi /> }}
                  />{' '}
                </>
              ) : null}
              {t('checkIn.instructions')}
            </DialogContentText>
            {errorAlert}
            <Box sx={{ display: 'grid', gap: 2 }}>
              <TextField
                label={t('checkIn.badge')}
                value={badge}
                onChange={(event) => {
                  setBadge(event.target.value);
                  setServerErrors(({ badgeNumber: _, ...rest }) => rest);
                }}
                autoFocus
                fullWidth
                error={Boolean(badgeError)}
                helperText={badgeError ? translateFieldMessage(badgeError) : t('checkIn.optional')}
              />
              <TextField
                label={t('checkIn.time')}
                type="datetime-local"
                value={time}
                onChange={(event) => {
                  setTime(event.target.value);
                  setServerErrors(({ checkedInAt: _, ...rest }) => rest);
                }}
                fullWidth
                error={Boolean(timeError)}
                helperText={timeError ? translateFieldMessage(timeError) : t('checkIn.timeHint')}
                slotProps={{ inputLabel: { shrink: true } }}
              />
              <Box>
                <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                  {t('checkIn.photo')}
                </Typography>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
                  {previewUrl ? (
                    <Box
                      component="img"
                      src={previewUrl}
                      alt={t('checkIn.photoPreview')}
                      sx={{
                        width: 64,
                        height: 80,
                        objectFit: 'cover',
                        borderRadius: 1,
                        border: 1,
                        borderColor: 'divider',
                      }}
                    />
                  ) : null}
                  <Button
                    variant="outlined"
                    size="small"
                    startIcon={<AddAPhotoOutlined />}
                    onClick={() => fileInput.current?.click()}
                  >
                    {photo ? t('checkIn.changePhoto') : t('checkIn.addPhoto')}
                  </Button>
                  {photo ? (
                    <Button size="small" onClick={() => setPhoto(null)}>
                      {t('checkIn.removePhoto')}
                    </Button>
                  ) : null}
                  <input
                    ref={fileInput}
                    type="file"
                    accept={photoTypes.join(',')}
                    capture="user"
                    hidden
                    data-testid="visitor-photo-input"
                    onChange={pickPhoto}
                  />
                </Box>
                <Typography
                  variant="caption"
                  color={photoError ? 'error' : 'text.secondary'}
                  sx={{ display: 'block', mt: 0.5 }}
                  role={photoError ? 'alert' : undefined}
                >
                  {photoError ?? t('checkIn.photoHint')}
                </Typography>
              </Box>
            </Box>
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <CancelSubmitActions busy={busy} submitLabel={t('checkIn.submit')} onCancel={onClose} />
          </DialogActions>
        </Box>
      )}
    </Dialog>
  );
}

/** An object URL for a chosen file, revoked when it changes. */
function usePreviewUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}
