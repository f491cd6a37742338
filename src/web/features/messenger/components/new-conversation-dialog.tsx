import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTheme } from '@mui/material/styles';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ConversationCreateBody, groupTitleMaxLength } from '../../../../shared/contract/messenger.ts';
import { translateError } from '../../../i18n/translate-error.ts';
import { translateFieldMessage } from '../../../i18n/translate-field-error.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { fieldMessagesOf } from '../../../lib/apply-server-errors.ts';
import { useContacts, useCreateConversation } from '../api/messenger-api.ts';

type Mode = 'direct' | 'group' | 'event';
interface Person {
  id: string;
  name: string;
  role: string;
}

export interface NewConversationDialogProps {
  open: boolean;
  onClose: () => void;
  onCreated: (conversationId: string) => void;
}

/** New conversation: pick a contact, make a group of contacts, or open an event's group. */
export function NewConversationDialog({ open, onClose, onCreated }: NewConversationDialogProps) {
  const { t } = useTranslation(['messenger', 'common']);
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const contacts = useContacts(open);
  const create = useCreateConversation();
  const [mode, setMode] = useState<Mode>('direct');
  const [person, setPerson] = useState<Person | null>(null);
  const [members, setMembers] = useState<Person[]>([]);
  const [title, setTitle] = useState('');
  const [eventId, setEventId] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});

  const reset = () => {
    setPerson(null);
    setMembers([]);
    setTitle('');
    setEventId('');
    setError(null);
    setFields({});
    create.reset();
  };
  const close = () => {
    reset();
    onClose();
  };

  const body: ConversationCreateBody | null =
    mode === 'direct'
      ? person
        ? { kind: 'direct', userId: person.id }
        : null
      : mode === 'group'
        ? members.length > 0 && title.trim()
          ? { kind: 'group', title: title.trim(), memberIds: members.map((m) => m.id) }
          : null
        : eventId
          ? { kind: 'event', eventId }
          : null;

  const submit = async () => {
    if (!body) return;
    setError(null);
    setFields({});
    try {
      const conversation = await create.mutateAsync(body);
      reset();
      onCreated(conversation.id);
    } catch (failure) {
      const messages = isApiError(failure) ? fieldMessagesOf(failure) : undefined;
      if (messages) {
        setFields(Object.fromEntries(Object.entries(messages).map(([k, v]) => [k, translateFieldMessage(v)])));
      }
      setError(failure instanceof Error && failure.message ? translateError(failure) : t('create.failed'));
    }
  };

  const people = contacts.data?.people ?? [];
  const events = contacts.data?.events ?? [];
  const roleLabel = (role: string) => t(`common:roles.${role}`, { defaultValue: role });

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" fullScreen={phone} aria-labelledby="new-conversation">
      <DialogTitle id="new-conversation">{t('create.title')}</DialogTitle>
      <DialogContent>
        <Tabs value={mode} onChange={(_e, value: Mode) => setMode(value)} variant="fullWidth" sx={{ mb: 2 }}>
          <Tab value="direct" label={t('create.person')} />
          <Tab value="group" label={t('create.group')} />
          <Tab value="event" label={t('create.event')} />
        </Tabs>
        {contacts.isPending ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
            <CircularProgress size={28} aria-label={t('common:states.loading')} />
          </Box>
        ) : contacts.isError ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void contacts.refetch()}>
                {t('common:actions.retry')}
              </Button>
            }
          >
            {t('create.loadFailed')}
          </Alert>
        ) : mode === 'direct' ? (
          people.length === 0 ? (
            <Typography color="text.secondary">{t('create.noContacts')}</Typography>
          ) : (
            <Autocomplete
              options={people}
              value={person}
              onChange={(_e, value) => setPerson(value)}
              getOptionLabel={(p) => p.name}
              isOptionEqualToValue={(a, b) => a.id === b.id}
              renderOption={(props, p) => (
                <li {...props} key={p.id}>
                  <Box>
                    <Typography variant="body2">{p.name}</Typography>
                    <Typography variant="caption" color="text.secondary">
                      {roleLabel(p.role)}
                    </Typography>
                  </Box>
                </li>
              )}
              renderInput={(params) => (
                <TextField
                  {...params}
                  label={t('create.choosePerson')}
                  autoFocus
                  error={Boolean(fields.userId)}
                  helperText={fields.userId}
                />
              )}
            />
          )
        ) : mode === 'group' ? (
          <Box sx={{ display: 'grid', gap: 2 }}>
            <TextField
              label={t('create.groupTitle')}
              value={title}
              onChange={(event) => setTitle(event.target.value)}
              slotProps={{ htmlInput: { maxLength: groupTitleMaxLength } }}
              error={Boolean(fields.title)}
              helperText={fields.title}
              required
            />
            <Autocomplete
              multiple
              options={people}
              value={members}
              onChange={(_e, value) => setMembers(value)}
              getOptionLabel={(p) => p.name}
              isOptionEqualToValue={(a, b) => a.id === b.id}
              renderInput={(params) => (
                <TextField
                  {...params}
                  label={t('create.members')}
                  error={Boolean(fields.memberIds)}
                  helperText={fields.memberIds}
                />
              )}
            />
          </Box>
        ) : events.length === 0 ? (
          <Typography color="text.secondary">{t('create.noEvents')}</Typography>
        ) : (
          <TextField
            select
            fullWidth
            label={t('create.eventLabel')}
            value={eventId}
            onChange={(event) => setEventId(event.target.value)}
            slotProps={{ select: { native: true } }}
          >
            <option value="" />
            {events.map((e) => (
              <option key={e.eventId} value={e.eventId}>
                {e.name}
              </option>
            ))}
          </TextField>
        )}
        {error ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{t('common:actions.cancel')}</Button>
        <Button variant="contained" onClick={() => void submit()} disabled={!body || create.isPending}>
          {mode === 'event' && events.find((e) => e.eventId === eventId)?.conversationId
            ? t('create.existing')
            : t('create.start')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
