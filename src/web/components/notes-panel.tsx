import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import StickyNote2Outlined from '@mui/icons-material/StickyNote2Outlined';
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
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { noteMaxLength } from '../../shared/contract/notes.ts';
import { translateError } from '../i18n/translate-error.ts';
import { formatCount, formatFullDateTime } from '../lib/format.ts';
import { useSnackbar } from '../lib/notify.ts';
import { useConfirm } from './dialog-host.tsx';
import { ReasonedButton } from './form-parts.tsx';
import { RetryAlert } from './retry-alert.tsx';

export interface Note {
  id: string;
  content: string;
  authorId: string | null;
  authorName: string | null;
  createdAt: string;
}

export interface NotesPanelProps {
  /** Whose `notes.placeholder` and `notes.help` texts (the rest are `common:notes.*`). */
  namespace: 'clients' | 'events';
  notes: UseQueryResult<{ items: readonly Note[] }, Error>;
  add: UseMutationResult<unknown, Error, string>;
  remove: UseMutationResult<unknown, Error, string>;
  /** May add notes (and delete the ones `mayDelete` allows). */
  mayWrite: boolean;
  mayDelete: (note: Note) => boolean;
}

/** `t` over `<namespace>:notes.*` and `common:*`, whichever namespace the panel serves. */
type NotesT = (key: string, options?: Record<string, unknown>) => string;

/** The box to write a note: Save stays disabled while it is empty; Cancel clears it. */
function NoteComposer({ add, t }: { add: NotesPanelProps['add']; t: NotesT }) {
  const [content, setContent] = useState('');
  const { enqueueSnackbar } = useSnackbar();
  const trimmed = content.trim();
  const tooLong = content.length > noteMaxLength;

  const save = () => {
    if (!trimmed || tooLong) return;
    add.mutate(trimmed, {
      onSuccess: () => {
        setContent('');
        enqueueSnackbar(t('common:notes.added'), { variant: 'success' });
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
        label={t('common:notes.addLabel')}
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
            ? t('common:notes.tooLong', { max: formatCount(noteMaxLength) })
            : add.error
              ? translateError(add.error)
              : t('notes.help')
        }
      />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mt: 1, flexWrap: 'wrap' }}>
        <Button
          onClick={() => {
            setContent('');
            add.reset();
          }}
          disabled={!content || add.isPending}
        >
          {t('common:actions.cancel')}
        </Button>
        <ReasonedButton
          type="submit"
          variant="contained"
          disabled={tooLong || add.isPending}
          disabledReason={trimmed ? null : t('notes.writeFirst')}
          startIcon={add.isPending ? <CircularProgress size={16} color="inherit" /> : null}
        >
          {t('common:actions.save')}
        </ReasonedButton>
      </Box>
    </Box>
  );
}

/** Asks through the dialog host before deleting a note; the server's refusal shows in the dialog. */
function useDeleteNote(remove: NotesPanelProps['remove'], t: NotesT) {
  const confirm = useConfirm();
  const { enqueueSnackbar } = useSnackbar();
  return async (note: Note) => {
    const deleted = await confirm({
      title: t('common:notes.deleteTitle'),
      body: note.content.length > 200 ? `${note.content.slice(0, 200)}…` : note.content,
      confirmLabel: t('common:actions.delete'),
      action: () => remove.mutateAsync(note.id),
    });
    if (deleted) enqueueSnackbar(t('common:notes.deleted'), { variant: 'success' });
  };
}

/**
 * Notes on a record (a client, an event), newest first, with the box to add one: the same panel everywhere,
 * with the record's own API and its namespace's `notes.*` texts beside `common:notes.*`.
 */
export function NotesPanel({ namespace, notes, add, remove, mayWrite, mayDelete }: NotesPanelProps) {
  const { t: translate } = useTranslation([namespace, 'common']);
  const t = translate as unknown as NotesT;
  const deleteNote = useDeleteNote(remove, t);
  const items = notes.data?.items ?? [];

  return (
    <Stack spacing={2}>
      {mayWrite ? (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <NoteComposer add={add} t={t} />
        </Paper>
      ) : null}
      <Paper variant="outlined">
        {notes.isPending ? (
          <Box sx={{ p: 2 }}>
            <Skeleton height={28} />
            <Skeleton height={28} width="70%" />
          </Box>
        ) : notes.error ? (
          <RetryAlert onRetry={() => void notes.refetch()}>
            {t('common:notes.loadFailed', { message: translateError(notes.error) })}
          </RetryAlert>
        ) : items.length === 0 ? (
          <Box sx={{ textAlign: 'center', py: 4, color: 'text.secondary' }}>
            <StickyNote2Outlined sx={{ fontSize: 36, opacity: 0.5 }} />
            <Typography>{t('common:notes.empty')}</Typography>
          </Box>
        ) : (
          <List aria-label={t('common:notes.listLabel')} disablePadding>
            {items.map((note, index) => {
              const deletable = mayWrite && mayDelete(note);
              return (
                <ListItem
                  key={note.id}
                  divider={index < items.length - 1}
                  sx={{ display: 'block', py: 1.5, pr: deletable ? 7 : 2 }}
                  secondaryAction={
                    deletable ? (
                      <IconButton
                        edge="end"
                        aria-label={t('common:notes.deleteNote')}
                        onClick={() => void deleteNote(note)}
                      >
                        <DeleteOutlineRounded />
                      </IconButton>
                    ) : undefined
                  }
                >
                  <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                    {note.content}
                  </Typography>
                  <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
                    {note.authorName ?? t('common:notes.formerUser')} · {formatFullDateTime(note.createdAt)}
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
