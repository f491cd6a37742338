import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import StickyNote2Outlined from '@mui/icons-material/StickyNote2Outlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '../../../../shared/contract/auth.ts';
import type { EventNote } from '../../../../shared/contract/events.ts';
import { hasPermission } from '../../../../shared/policy.ts';
import { effectiveRole } from '../../../../shared/roles.ts';
import { useConfirm } from '../../../components/dialog-host.tsx';
import { translateMessage } from '../../../i18n/i18n.ts';
import { formatCount, formatFullDateTime } from '../../../lib/format.ts';
import { useSnackbar } from '../../../lib/notify.ts';
import { useAddEventNote } from '../api/add-event-note.ts';
import { useDeleteEventNote } from '../api/delete-event-note.ts';
import { useEventNotes } from '../api/list-event-notes.ts';

const maxLength = 4000;

/** The box to write a note: Save stays disabled while it is empty; Cancel clears it. */
export function NoteComposer({ eventId }: { eventId: string }) {
  const [content, setContent] = useState('');
  const add = useAddEventNote(eventId);
  const { t } = useTranslation(['events', 'common']);
  const { enqueueSnackbar } = useSnackbar();
  const trimmed = content.trim();
  const tooLong = content.length > maxLength;

  const save = () => {
    if (!trimmed || tooLong) return;
    add.mutate(trimmed, {
      onSuccess: () => {
        setContent('');
        enqueueSnackbar(t('notes.added'), { variant: 'success' });
      },
    });
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <TextField
        label={t('notes.addLabel')}
        placeholder={t('notes.placeholder')}
        multiline
        minRows={2}
        fullWidth
        value={content}
        onChange={(event) => setContent(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
            event.preventDefault();
            save();
          }
        }}
        error={tooLong || Boolean(add.error)}
        helperText={
          tooLong
            ? t('notes.tooLong', { max: formatCount(maxLength) })
            : add.error
              ? translateMessage(add.error.message)
              : t('notes.help')
        }
      />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mt: 1 }}>
        <Button
          onClick={() => {
            setContent('');
            add.reset();
          }}
          disabled={!content || add.isPending}
        >
          {t('common:actions.cancel')}
        </Button>
        <Button
          type="submit"
          variant="contained"
          disabled={!trimmed || tooLong || add.isPending}
          startIcon={add.isPending ? <CircularProgress size={16} color="inherit" /> : null}
        >
          {t('common:actions.save')}
        </Button>
      </Box>
    </Box>
  );
}

/** Asks through the dialog host before deleting a note; the server's refusal shows in the dialog. */
function useDeleteNote(eventId: string) {
  const remove = useDeleteEventNote(eventId);
  const confirm = useConfirm();
  const { t } = useTranslation(['events', 'common']);
  const { enqueueSnackbar } = useSnackbar();
  return async (note: EventNote) => {
    const deleted = await confirm({
      title: t('notes.deleteTitle'),
      body: note.content.length > 200 ? `${note.content.slice(0, 200)}…` : note.content,
      confirmLabel: t('common:actions.delete'),
      action: () => remove.mutateAsync(note.id),
    });
    if (deleted) enqueueSnackbar(t('notes.deleted'), { variant: 'success' });
  };
}

/** Notes on an event, newest first, with the box to add one (events.notes); its author or an executive deletes one. */
export function EventNotes({ eventId, actor }: { eventId: string; actor: SessionUser }) {
  const notes = useEventNotes(eventId);
  const { t } = useTranslation(['events', 'common']);
  const deleteNote = useDeleteNote(eventId);
  const mayWrite = hasPermission(actor.roles, 'events.notes');
  const role = effectiveRole(actor.roles);
  const mayDeleteAny = role === 'executive' || role === 'admin';
  const items = notes.data?.items ?? [];

  return (
    <Stack spacing={2}>
      {mayWrite ? (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <NoteComposer eventId={eventId} />
        </Paper>
      ) : null}
      <Paper variant="outlined">
        {notes.isPending ? (
          <Box sx={{ p: 2 }}>
            <Skeleton height={28} />
            <Skeleton height={28} width="70%" />
          </Box>
        ) : notes.error ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void notes.refetch()}>
                {t('common:actions.retry')}
              </Button>
            }
          >
            {t('notes.loadFailed', { message: translateMessage(notes.error.message) })}
          </Alert>
        ) : items.length === 0 ? (
          <Box sx={{ textAlign: 'center', py: 4, color: 'text.secondary' }}>
            <StickyNote2Outlined sx={{ fontSize: 36, opacity: 0.5 }} />
            <Typography>{t('notes.empty')}</Typography>
          </Box>
        ) : (
          <List aria-label={t('notes.listLabel')} disablePadding>
            {items.map((note, index) => {
              const mayDelete = mayWrite && (mayDeleteAny || note.authorId === actor.id);
              return (
                <ListItem
                  key={note.id}
                  divider={index < items.length - 1}
                  sx={{ display: 'block', py: 1.5, pr: mayDelete ? 7 : 2 }}
                  secondaryAction={
                    mayDelete ? (
                      <IconButton edge="end" aria-label={t('notes.deleteNote')} onClick={() => void deleteNote(note)}>
                        <DeleteOutlineRounded />
                      </IconButton>
                    ) : undefined
                  }
                >
                  <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                    {note.content}
                  </Typography>
                  <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
                    {note.authorName ?? t('notes.formerUser')} · {formatFullDateTime(note.createdAt)}
                  </Typography>
                </ListItem>
              );
            })}
          </List>
        )}
      </Paper>
    </Stack>
  );
}
