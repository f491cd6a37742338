import AddRounded from '@mui/icons-material/AddRounded';
import EventRounded from '@mui/icons-material/EventRounded';
import GroupsRounded from '@mui/icons-material/GroupsRounded';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListSubheader from '@mui/material/ListSubheader';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Conversation, MessageSearchHit } from '../../../../shared/contract/messenger.ts';
import { SearchField } from '../../../components/search-field.tsx';
import { formatShortDateTime } from '../../../lib/format.ts';
import { serverNowMs } from '../../../lib/server-clock.ts';
import { useConversations, useMessageSearch } from '../api/messenger-api.ts';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');

function ConversationAvatar({ conversation }: { conversation: Conversation }) {
  if (conversation.kind === 'event') {
    return (
      <Avatar sx={{ bgcolor: 'secondary.main' }}>
        <EventRounded fontSize="small" />
      </Avatar>
    );
  }
  if (conversation.kind === 'group') {
    return (
      <Avatar sx={{ bgcolor: 'info.main' }}>
        <GroupsRounded fontSize="small" />
      </Avatar>
    );
  }
  return <Avatar sx={{ bgcolor: 'primary.main', fontSize: 15 }}>{initials(conversation.title) || '?'}</Avatar>;
}

export interface ConversationListProps {
  userId: string;
  selectedId: string | null;
  search: string;
  query: string;
  onSearch: (value: string) => void;
  onSelect: (id: string, messageId?: string) => void;
  onNew: () => void;
}

/** The left pane: search, New conversation and my conversations, newest activity first, with unread badges. */
export function ConversationList({
  userId,
  selectedId,
  search,
  query,
  onSearch,
  onSelect,
  onNew,
}: ConversationListProps) {
  const { t } = useTranslation(['messenger', 'common']);
  const list = useConversations(query);
  const hits = useMessageSearch(query);
  const now = new Date(serverNowMs());
  const items = list.data?.items ?? [];

  const preview = (c: Conversation) => {
    if (!c.lastMessage) return t('list.noMessages');
    const who =
      c.lastMessage.senderId === userId
        ? t('list.you')
        : c.kind === 'direct'
          ? null
          : (c.lastMessage.senderName ?? t('thread.formerMember'));
    return who ? `${who}: ${c.lastMessage.body}` : c.lastMessage.body;
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }}>
      <Box sx={{ p: 1.5, display: 'flex', flexDirection: 'column', gap: 1, borderBottom: 1, borderColor: 'divider' }}>
        <Button variant="contained" startIcon={<AddRounded />} onClick={onNew} fullWidth>
          {t('list.newConversation')}
        </Button>
        <SearchField
          label={t('list.searchLabel')}
          value={search}
          onChange={onSearch}
          ariaLabel={t('list.searchAria')}
          fullWidth
        />
      </Box>
      <Box sx={{ flex: 1, overflowY: 'auto', minHeight: 0 }}>
        {list.isPending ? (
          <Box sx={{ p: 1.5 }} aria-busy="true">
            {[0, 1, 2, 3].map((i) => (
              <Box key={i} sx={{ display: 'flex', gap: 1.5, alignItems: 'center', mb: 2 }}>
                <Skeleton variant="circular" width={40} height={40} />
                <Box sx={{ flex: 1 }}>
                  <Skeleton width="60%" />
                  <Skeleton width="90%" />
                </Box>
              </Box>
            ))}
          </Box>
        ) : list.isError ? (
          <Alert
            severity="error"
            sx={{ m: 1.5 }}
            action={
              <Button color="inherit" size="small" onClick={() => void list.refetch()}>
                {t('common:actions.retry')}
              </Button>
            }
          >
            {t('list.loadFailed')}
          </Alert>
        ) : (
          <List aria-label={t('list.label')} disablePadding>
            {items.length === 0 ? (
              <Typography color="text.secondary" sx={{ p: 2 }}>
                {query ? t('list.noMatch') : t('list.empty')}
              </Typography>
            ) : null}
            {items.map((c) => (
              <ListItemButton
                key={c.id}
                selected={c.id === selectedId}
                onClick={() => onSelect(c.id)}
                aria-current={c.id === selectedId ? 'true' : undefined}
                data-testid="conversation-item"
                sx={{ gap: 0.5, alignItems: 'flex-start', py: 1.25 }}
              >
                <ListItemAvatar sx={{ mt: 0.25 }}>
                  <ConversationAvatar conversation={c} />
                </ListItemAvatar>
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1 }}>
                    <Typography
                      variant="body2"
                      noWrap
                      sx={{ flex: 1, fontWeight: c.unreadCount > 0 ? 700 : 600 }}
                      component="span"
                    >
                      {c.title}
                    </Typography>
                    {c.lastMessage ? (
                      <Typography variant="caption" color="text.secondary" sx={{ flexShrink: 0 }}>
                        {formatShortDateTime(c.lastMessage.createdAt, now)}
                      </Typography>
                    ) : null}
                  </Box>
                  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                    <Typography
                      variant="body2"
                      color={c.unreadCount > 0 ? 'text.primary' : 'text.secondary'}
                      noWrap
                      sx={{ flex: 1 }}
                      component="span"
                    >
                      {c.kind !== 'direct' ? (
                        <Box component="span" sx={{ color: 'text.secondary', fontSize: 12, me: 0.75 }}>
                          {t(c.kind === 'event' ? 'list.event' : 'list.group')} ·{' '}
                        </Box>
                      ) : null}
                      <bdi>{preview(c)}</bdi>
                    </Typography>
                    {c.unreadCount > 0 ? (
                      <Badge
                        color="primary"
                        badgeContent={c.unreadCount}
                        max={99}
                        data-testid="conversation-unread"
                        sx={{ '& .MuiBadge-badge': { position: 'static', transform: 'none' } }}
                        slotProps={{ badge: { 'aria-label': t('list.unread', { count: c.unreadCount }) } }}
                      />
                    ) : null}
                  </Box>
                </Box>
              </ListItemButton>
            ))}
          </List>
        )}
        {query && hits.data ? (
          <List
            aria-label={t('list.messagesFound')}
            subheader={<ListSubheader disableSticky>{t('list.messagesFound')}</ListSubheader>}
          >
            {hits.data.items.length === 0 ? (
              <Typography color="text.secondary" sx={{ px: 2, pb: 2 }} variant="body2">
                {t('list.noMessagesFound')}
              </Typography>
            ) : null}
            {hits.data.items.map((hit: MessageSearchHit) => (
              <ListItemButton
                key={hit.id}
                onClick={() => onSelect(hit.conversationId, hit.id)}
                sx={{ display: 'block' }}
              >
                <Box sx={{ display: 'flex', gap: 1 }}>
                  <Typography variant="body2" sx={{ fontWeight: 600, flex: 1 }} noWrap>
                    {hit.conversationTitle}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {formatShortDateTime(hit.createdAt, now)}
                  </Typography>
                </Box>
                <Typography variant="body2" color="text.secondary" noWrap>
                  {hit.sender?.id === userId ? t('list.you') : (hit.sender?.name ?? t('thread.formerMember'))}:{' '}
                  <bdi>{hit.body}</bdi>
                </Typography>
              </ListItemButton>
            ))}
          </List>
        ) : null}
      </Box>
    </Box>
  );
}
