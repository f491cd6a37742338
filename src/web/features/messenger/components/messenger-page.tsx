import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { type Conversation, messengerOperations } from '../../../../shared/contract/messenger.ts';
import { invalidate } from '../../../lib/api.ts';
import { useLiveEvent } from '../../../lib/live-stream.ts';
import { useSession } from '../../../lib/session.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { messagesKey, useConversations } from '../api/messenger-api.ts';
import { ConversationList } from './conversation-list.tsx';
import { NewConversationDialog } from './new-conversation-dialog.tsx';
import { Thread } from './thread.tsx';

/**
 * The messenger (/messenger): conversations on the left, the open thread on the right; on a phone one pane at a
 * time with a Back button. The open conversation is in the URL (`?c=`), so Back, reloads and links keep it.
 */
export default function MessengerPage() {
  const { t } = useTranslation(['messenger', 'common']);
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const userId = useSession().data?.user?.id ?? '';
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const selectedId = params.get('c');
  const highlightId = params.get('m');
  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search.trim());
  const [creating, setCreating] = useState(false);
  // Every conversation, to show the open one even when the search hides it from the list.
  const all = useConversations('');
  const selected: Conversation | undefined = all.data?.items.find((c) => c.id === selectedId);

  const select = (id: string | null, messageId?: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id) next.set('c', id);
        else next.delete('c');
        if (messageId) next.set('m', messageId);
        else next.delete('m');
        return next;
      },
      { replace: !phone },
    );

  // The stream says what changed; the affected queries are re-read (the stream never replays: `ready` re-reads all).
  useLiveEvent('message.created', (data) => {
    void invalidate(queryClient, messagesKey(data.conversationId), messengerOperations.listConversations);
  });
  useLiveEvent('conversation.read', (data) => {
    void queryClient.invalidateQueries({ queryKey: messagesKey(data.conversationId) });
    if (data.userId === userId) void invalidate(queryClient, messengerOperations.listConversations);
  });

  const showList = !phone || !selectedId;
  const showThread = !phone || Boolean(selectedId);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: phone && selectedId ? 'none' : 'block' }}>
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 26, sm: 30 } }}>
          {t('title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {t('subtitle')}
        </Typography>
      </Box>
      <Paper
        variant="outlined"
        sx={{
          display: 'grid',
          gridTemplateColumns: phone ? 'minmax(0, 1fr)' : 'minmax(280px, 360px) minmax(0, 1fr)',
          height: phone ? (selectedId ? 'calc(100dvh - 120px)' : 'calc(100dvh - 220px)') : 'calc(100dvh - 270px)',
          minHeight: 420,
          overflow: 'hidden',
        }}
      >
        {showList ? (
          <Box sx={{ borderInlineEnd: phone ? 0 : 1, borderColor: 'divider', minHeight: 0, minWidth: 0 }}>
            <ConversationList
              userId={userId}
              selectedId={selectedId}
              search={search}
              query={query}
              onSearch={setSearch}
              onSelect={(id, messageId) => select(id, messageId)}
              onNew={() => setCreating(true)}
            />
          </Box>
        ) : null}
        {showThread ? (
          <Box sx={{ minHeight: 0, minWidth: 0 }}>
            {selected ? (
              <Thread
                key={selected.id}
                userId={userId}
                conversation={selected}
                highlightId={highlightId}
                onBack={phone ? () => select(null) : undefined}
              />
            ) : (
              <Box sx={{ height: '100%', display: 'grid', placeItems: 'center', p: 3 }}>
                {selectedId && all.isPending ? (
                  <CircularProgress aria-label={t('common:states.loading')} />
                ) : (
                  <Typography color="text.secondary" sx={{ textAlign: 'center' }}>
                    {t('thread.choose')}
                  </Typography>
                )}
              </Box>
            )}
          </Box>
        ) : null}
      </Paper>
      <NewConversationDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(id) => {
          setCreating(false);
          select(id);
        }}
      />
    </Box>
  );
}
