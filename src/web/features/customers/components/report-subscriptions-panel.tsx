import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, type KeyboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  maxReportRecipients,
  type ReportSubscription,
  type ReportSubscriptionKind,
  recipientSchema,
  reportSubscriptionKinds,
} from '../../../../shared/contract/report-delivery.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { translateError } from '../../../i18n/translate-error.ts';
import { formatFullDateTime } from '../../../lib/format.ts';
import {
  useCreateReportSubscription,
  useDeleteReportSubscription,
  useReportSubscriptions,
} from '../api/report-subscriptions.ts';

const timePattern = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * The customer's report subscriptions (docs/product/proof-of-service.md#scheduled-delivery): the list, a form to
 * add one (recipients as chips, checked as they are added; frequency; send time) and delete with a confirmation.
 * Read-only for those who may only see them.
 */
export function ReportSubscriptionsPanel({ customerId, mayManage }: { customerId: string; mayManage: boolean }) {
  const { t } = useTranslation(['reportDelivery', 'common']);
  const subscriptions = useReportSubscriptions(customerId);
  const remove = useDeleteReportSubscription(customerId);
  const [deleting, setDeleting] = useState<ReportSubscription | null>(null);
  const items = subscriptions.data?.items ?? [];

  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('subscriptions.help')}
      </Typography>
      {!mayManage ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('subscriptions.readOnly')}
        </Alert>
      ) : null}
      {subscriptions.isPending ? (
        <Stack sx={{ alignItems: 'center', py: 3 }}>
          <CircularProgress size={28} aria-label={t('common:states.loading')} />
        </Stack>
      ) : subscriptions.isError ? (
        <Alert severity="error">
          {t('subscriptions.loadFailed')} {translateError(subscriptions.error)}
        </Alert>
      ) : items.length === 0 ? (
        <Typography sx={{ py: 2 }} color="text.secondary">
          {t('subscriptions.empty')}
        </Typography>
      ) : (
        <List aria-label={t('subscriptions.listLabel')} disablePadding>
          {items.map((item, index) => (
            <ListItem
              key={item.id}
              divider={index < items.length - 1}
              disableGutters
              secondaryAction={
                mayManage ? (
                  <IconButton edge="end" aria-label={t('subscriptions.delete')} onClick={() => setDeleting(item)}>
                    <DeleteOutlineRounded />
                  </IconButton>
                ) : null
              }
            >
              <ListItemText
                primary={t('subscriptions.summary', {
                  kind: t(`subscriptions.kinds.${item.kind}`),
                  time: item.sendAt,
                })}
                secondary={
                  <Stack component="span" spacing={0.5} sx={{ mt: 0.5 }}>
                    <Stack component="span" direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
                      {item.recipients.map((email) => (
                        <Chip key={email} size="small" label={email} dir="ltr" component="span" />
                      ))}
                    </Stack>
                    {item.createdBy ? (
                      <span>
                        {t('subscriptions.createdBy', {
                          name: item.createdBy.name,
                          date: formatFullDateTime(item.createdAt),
                        })}
                      </span>
                    ) : null}
                  </Stack>
                }
                slotProps={{ secondary: { component: 'div' } }}
                sx={{ pe: mayManage ? 5 : 0 }}
              />
            </ListItem>
          ))}
        </List>
      )}
      {mayManage ? <AddSubscriptionForm customerId={customerId} /> : null}
      <ConfirmDialog
        open={deleting !== null}
        title={t('subscriptions.deleteTitle')}
        body={t('subscriptions.deleteBody')}
        confirmLabel={t('subscriptions.delete')}
        pending={remove.isPending}
        error={remove.isError ? translateError(remove.error) : null}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) });
        }}
        onClose={() => {
          remove.reset();
          setDeleting(null);
        }}
      />
    </Paper>
  );
}

function AddSubscriptionForm({ customerId }: { customerId: string }) {
  const { t } = useTranslation(['reportDelivery', 'common']);
  const create = useCreateReportSubscription(customerId);
  const [recipients, setRecipients] = useState<string[]>([]);
  const [draft, setDraft] = useState('');
  const [draftError, setDraftError] = useState<string | null>(null);
  const [kind, setKind] = useState<ReportSubscriptionKind>('daily');
  const [sendAt, setSendAt] = useState('07:00');
  const [submitted, setSubmitted] = useState(false);
  const [added, setAdded] = useState(false);

  /** Adds the typed address as a chip when it is valid and new; answers whether the field is clear. */
  const addDraft = (): boolean => {
    const email = draft.trim().toLowerCase();
    if (!email) return true;
    if (!recipientSchema.safeParse(email).success) {
      setDraftError(t('subscriptions.recipientInvalid'));
      return false;
    }
    if (recipients.includes(email)) {
      setDraftError(t('subscriptions.recipientDuplicate'));
      return false;
    }
    if (recipients.length >= maxReportRecipients) {
      setDraftError(t('subscriptions.recipientsTooMany', { max: maxReportRecipients }));
      return false;
    }
    setRecipients([...recipients, email]);
    setDraft('');
    setDraftError(null);
    return true;
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      addDraft();
    } else if (event.key === 'Backspace' && draft === '' && recipients.length > 0) {
      setRecipients(recipients.slice(0, -1));
    }
  };

  const timeError = timePattern.test(sendAt) ? null : t('subscriptions.sendAtInvalid');
  const recipientsError =
    submitted && recipients.length === 0 && !draft.trim() ? t('subscriptions.recipientsRequired') : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setAdded(false);
    if (!addDraft()) return;
    const list = draft.trim() ? [...recipients, draft.trim().toLowerCase()] : recipients;
    if (list.length === 0 || timeError) return;
    create.mutate(
      { recipients: list, kind, sendAt },
      {
        onSuccess: () => {
          setRecipients([]);
          setDraft('');
          setSubmitted(false);
          setAdded(true);
        },
      },
    );
  };

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2} sx={{ mt: 3 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {t('subscriptions.add')}
      </Typography>
      <Stack spacing={1}>
        {recipients.length > 0 ? (
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
            {recipients.map((email) => (
              <Chip
                key={email}
                label={email}
                dir="ltr"
                onDelete={() => setRecipients(recipients.filter((r) => r !== email))}
                slotProps={{ root: { 'aria-label': email } }}
                deleteIcon={<DeleteOutlineRounded aria-label={t('subscriptions.removeRecipient', { email })} />}
              />
            ))}
          </Stack>
        ) : null}
        <TextField
          label={t('subscriptions.recipients')}
          type="email"
          value={draft}
          onChange={(event) => {
            setDraft(event.target.value);
            setDraftError(null);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => {
            addDraft();
          }}
          error={Boolean(draftError ?? recipientsError)}
          helperText={draftError ?? recipientsError ?? t('subscriptions.recipientsHelp', { max: maxReportRecipients })}
          slotProps={{ htmlInput: { dir: 'ltr', autoComplete: 'off' } }}
          fullWidth
        />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <TextField
          select
          label={t('subscriptions.kind')}
          value={kind}
          onChange={(event) => setKind(event.target.value === 'weekly' ? 'weekly' : 'daily')}
          sx={{ minWidth: 160 }}
        >
          {reportSubscriptionKinds.map((value) => (
            <MenuItem key={value} value={value}>
              {t(`subscriptions.kinds.${value}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label={t('subscriptions.sendAt')}
          type="time"
          value={sendAt}
          onChange={(event) => setSendAt(event.target.value)}
          error={Boolean(timeError)}
          helperText={timeError ?? ' '}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { dir: 'ltr' } }}
          sx={{ minWidth: 140 }}
        />
      </Stack>
      {create.isError ? <Alert severity="error">{translateError(create.error)}</Alert> : null}
      {added ? (
        <Alert severity="success" aria-live="polite">
          {t('subscriptions.added')}
        </Alert>
      ) : null}
      <Button
        type="submit"
        variant="contained"
        disabled={create.isPending}
        startIcon={create.isPending ? <CircularProgress size={16} color="inherit" /> : null}
        sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' } }}
      >
        {create.isPending ? t('subscriptions.adding') : t('subscriptions.add')}
      </Button>
    </Stack>
  );
}
