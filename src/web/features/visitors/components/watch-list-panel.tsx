import { zodResolver } from '@hookform/resolvers/zod';
import AddRounded from '@mui/icons-material/AddRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import PersonOffRounded from '@mui/icons-material/PersonOffRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import {
  type WatchListEntry,
  type WatchListEntryBody,
  watchListEntryBodySchema,
} from '../../../../shared/contract/visitors.ts';
import { CancelSubmitActions, useDialogForm } from '../../../components/form-dialog-frame.tsx';
import { FormErrorAlert, FormTextField } from '../../../components/form-fields.tsx';
import { translateError } from '../../../i18n/translate-error.ts';
import { translateFieldMessage } from '../../../i18n/translate-field-error.ts';
import { formatDate } from '../../../lib/format.ts';
import { useSnackbar } from '../../../lib/notify.ts';
import { useAddWatchListEntry, useRemoveWatchListEntry, useWatchList } from '../api/watch-list.ts';
import { useLastNonNull } from './use-last-non-null.ts';

const bdi = { bdi: <bdi /> };

/**
 * The watch list tab of the Visitors screen (manager and above): who is not to be let in and why. Add an entry
 * with its reason; remove one after a confirmation. Both are audited by the server.
 */
export function WatchListPanel() {
  const { t } = useTranslation(['visitors', 'common']);
  const list = useWatchList();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<WatchListEntry | null>(null);
  const entries = list.data?.items;

  return (
    <Box sx={{ px: { xs: 2, sm: 2.5 }, py: 2 }}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap', mb: 2 }}>
        <Typography color="text.secondary" sx={{ flex: '1 1 320px' }}>
          {t('watchList.intro')}
        </Typography>
        <Button variant="outlined" startIcon={<AddRounded />} onClick={() => setAdding(true)}>
          {t('watchList.add')}
        </Button>
      </Box>

      {list.error ? (
        <Alert
          severity="error"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => void list.refetch()} disabled={list.isFetching}>
              {t('desk.retry')}
            </Button>
          }
        >
          {t('watchList.loadFailed', { message: translateError(list.error) })}
        </Alert>
      ) : null}

      {list.isPending ? (
        <Stack spacing={1} aria-busy aria-label={t('watchList.loading')}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rounded" height={72} />
          ))}
        </Stack>
      ) : entries && entries.length === 0 ? (
        <Box sx={{ textAlign: 'center', py: 6, color: 'text.secondary' }}>
          <PersonOffRounded sx={{ fontSize: 40, mb: 1, opacity: 0.6 }} aria-hidden />
          <Typography>{t('watchList.empty')}</Typography>
        </Box>
      ) : entries ? (
        <List
          aria-label={t('watchList.listLabel')}
          disablePadding
          sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}
        >
          {entries.map((entry, index) => (
            <ListItem
              key={entry.id}
              divider={index < entries.length - 1}
              sx={{ alignItems: 'flex-start', gap: 2, flexWrap: { xs: 'wrap', sm: 'nowrap' } }}
            >
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline', flexWrap: 'wrap' }}>
                  <Typography sx={{ fontWeight: 600 }}>{entry.name}</Typography>
                  {entry.vehiclePlate ? (
                    <Typography variant="body2" color="text.secondary">
                      <Trans t={t} i18nKey="watchList.plate" values={{ plate: entry.vehiclePlate }} components={bdi} />
                    </Typography>
                  ) : null}
                </Box>
                <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
                  {entry.reason}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {entry.createdByName ? (
                    <Trans
                      t={t}
                      i18nKey="watchList.addedBy"
                      values={{ name: entry.createdByName, date: formatDate(entry.createdAt) }}
                      components={bdi}
                    />
                  ) : (
                    <Trans
                      t={t}
                      i18nKey="watchList.addedOn"
                      values={{ date: formatDate(entry.createdAt) }}
                      components={bdi}
                    />
                  )}
                </Typography>
              </Box>
              <Button
                size="small"
                color="error"
                startIcon={<DeleteOutlineRounded />}
                onClick={() => setRemoving(entry)}
                aria-label={t('watchList.removeNamed', { name: entry.name })}
                sx={{ flexShrink: 0 }}
              >
                {t('watchList.remove')}
              </Button>
            </ListItem>
          ))}
        </List>
      ) : null}

      <AddEntryDialog open={adding} onClose={() => setAdding(false)} />
      <RemoveEntryDialog entry={removing} onClose={() => setRemoving(null)} />
    </Box>
  );
}

const fieldNames = ['name', 'vehiclePlate', 'reason'] as const;
const blank: WatchListEntryBody = { name: '', vehiclePlate: '', reason: '' };

function AddEntryDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation(['visitors', 'common']);
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const titleId = useId();
  const add = useAddWatchListEntry();
  const { enqueueSnackbar } = useSnackbar();
  const { control, handleSubmit, reset, isSubmitting, formError, setFormError, attempt } = useDialogForm({
    resolver: zodResolver(watchListEntryBodySchema),
    defaultValues: blank,
    fields: fieldNames,
  });

  const onSubmit = handleSubmit((values) =>
    attempt(async () => {
      const entry = await add.mutateAsync({
        name: values.name,
        reason: values.reason,
        ...(values.vehiclePlate ? { vehiclePlate: values.vehiclePlate } : {}),
      });
      enqueueSnackbar(t('watchList.added', { name: entry.name }), { variant: 'success' });
      onClose();
    }),
  );

  return (
    <Dialog
      open={open}
      onClose={() => !isSubmitting && onClose()}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
      slotProps={{
        transition: {
          onExited: () => {
            reset(blank);
            setFormError(null);
          },
        },
      }}
    >
      <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)} aria-label={t('watchList.addTitle')}>
        <DialogTitle id={titleId}>{t('watchList.addTitle')}</DialogTitle>
        <DialogContent sx={{ pt: '8px !important' }}>
          <FormErrorAlert message={formError} onClose={() => setFormError(null)} sx={{ mb: 2 }} />
          <Box sx={{ display: 'grid', columnGap: 2, rowGap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <FormTextField control={control} name="name" label={t('watchList.name')} required autoFocus />
            <FormTextField
              control={control}
              name="vehiclePlate"
              label={t('watchList.vehiclePlate')}
              helperText={t('watchList.optional')}
            />
            <Box sx={{ gridColumn: { sm: '1 / -1' } }}>
              <FormTextField
                control={control}
                name="reason"
                label={t('watchList.reason')}
                helperText={t('watchList.reasonHint')}
                required
                multiline
                minRows={2}
              />
            </Box>
          </Box>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <CancelSubmitActions busy={isSubmitting} submitLabel={t('watchList.save')} onCancel={onClose} />
        </DialogActions>
      </Box>
    </Dialog>
  );
}

function RemoveEntryDialog({ entry: target, onClose }: { entry: WatchListEntry | null; onClose: () => void }) {
  const { t } = useTranslation(['visitors', 'common']);
  const titleId = useId();
  const entry = useLastNonNull(target);
  const remove = useRemoveWatchListEntry();
  const { enqueueSnackbar } = useSnackbar();
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    if (!entry) return;
    setError(null);
    try {
      await remove.mutateAsync(entry.id);
      enqueueSnackbar(t('watchList.removed', { name: entry.name }), { variant: 'success' });
      onClose();
    } catch (failure) {
      setError(failure instanceof Error ? translateError(failure) : t('watchList.failed'));
    }
  };

  return (
    <Dialog
      open={target !== null}
      onClose={() => !remove.isPending && onClose()}
      aria-labelledby={titleId}
      maxWidth="xs"
      fullWidth
      slotProps={{ transition: { onExited: () => setError(null) } }}
    >
      <DialogTitle id={titleId}>{t('watchList.removeTitle', { name: entry?.name ?? '' })}</DialogTitle>
      <DialogContent>
        {error ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {translateFieldMessage(error)}
          </Alert>
        ) : null}
        <DialogContentText>{t('watchList.removeBody')}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={remove.isPending}>
          {t('common:actions.cancel')}
        </Button>
        <Button
          variant="contained"
          color="error"
          onClick={() => void confirm()}
          disabled={remove.isPending}
          startIcon={remove.isPending ? <CircularProgress size={18} color="inherit" aria-hidden /> : null}
        >
          {t('watchList.remove')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
