import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { type Visitor, visitorLimits, visitorMessages } from '../../../../shared/contract/visitors.ts';
import { i18n, translateMessage } from '../../../i18n/i18n.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { useSnackbar } from '../../../lib/notify.ts';
import { useCheckInVisitor } from '../api/check-in-visitor.ts';
import { useLastNonNull } from './use-last-non-null.ts';

/** Checks an expected visitor in, with the number of the badge handed over (optional). */
export function CheckInDialog({ visitor: target, onClose }: { visitor: Visitor | null; onClose: () => void }) {
  const { t } = useTranslation(['visitors', 'common']);
  const visitor = useLastNonNull(target);
  const checkIn = useCheckInVisitor();
  const { enqueueSnackbar } = useSnackbar();
  const [badge, setBadge] = useState('');
  const [serverBadgeError, setServerBadgeError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const badgeError =
    badge.trim().length > visitorLimits.badgeNumber
      ? visitorMessages.tooLong(visitorLimits.badgeNumber)
      : serverBadgeError;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!visitor || badgeError) return;
    setFormError(null);
    try {
      const updated = await checkIn.mutateAsync({ id: visitor.id, badgeNumber: badge.trim() || undefined });
      enqueueSnackbar(
        updated.badgeNumber ? (
          <Trans
            i18n={i18n}
            ns="visitors"
            i18nKey="checkIn.doneWithBadge"
            values={{ name: updated.name, badge: updated.badgeNumber }}
            components={{ bdi: <bdi /> }}
          />
        ) : (
          t('checkIn.done', { name: updated.name })
        ),
        { variant: 'success' },
      );
      onClose();
    } catch (error) {
      const fieldMessage = isApiError(error) && error.status === 400 ? error.fields?.badgeNumber : undefined;
      if (fieldMessage) setServerBadgeError(fieldMessage);
      else setFormError(error instanceof Error ? error.message : t('checkIn.failed'));
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

  return (
    <Dialog
      open={target !== null}
      onClose={() => !checkIn.isPending && onClose()}
      fullWidth
      maxWidth="xs"
      aria-labelledby="check-in-title"
      slotProps={{
        transition: {
          onExited: () => {
            setBadge('');
            setServerBadgeError(null);
            setFormError(null);
          },
        },
      }}
    >
      <Box component="form" noValidate onSubmit={submit} aria-label={t('checkIn.formLabel')}>
        <DialogTitle id="check-in-title">{t('checkIn.title', { name: visitor?.name ?? '' })}</DialogTitle>
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
          {formError ? (
            <Alert severity="error" sx={{ mb: 2 }}>
              {translateMessage(formError)}
            </Alert>
          ) : null}
          <TextField
            label={t('checkIn.badge')}
            value={badge}
            onChange={(event) => {
              setBadge(event.target.value);
              setServerBadgeError(null);
            }}
            autoFocus
            fullWidth
            error={Boolean(badgeError)}
            helperText={badgeError ? translateMessage(badgeError) : t('checkIn.optional')}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={checkIn.isPending}>
            {t('common:actions.cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={checkIn.isPending || Boolean(badgeError)}
            startIcon={checkIn.isPending ? <CircularProgress size={18} color="inherit" aria-hidden /> : null}
          >
            {t('checkIn.submit')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
