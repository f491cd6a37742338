import Badge from '@mui/material/Badge';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { hasPermission } from '../../../../shared/policy.ts';
import { useLiveEvent } from '../../../lib/live-stream.ts';
import { useSession } from '../../../lib/session.ts';
import { unreadKey, useUnreadTotal } from '../api/messenger-api.ts';

/**
 * The unread count on the Messenger nav item (GET /api/v1/messages/unread), refreshed by the live stream: a new
 * message, the user's own read mark (from any tab) and every (re)connect.
 */
export function MessengerUnreadBadge() {
  const { t } = useTranslation('messenger');
  const user = useSession().data?.user;
  const enabled = Boolean(user && hasPermission(user.roles, 'messenger.use'));
  const unread = useUnreadTotal(enabled);
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: unreadKey });
  useLiveEvent('message.created', refresh);
  useLiveEvent('ready', refresh);
  useLiveEvent('conversation.read', (data) => {
    if (data.userId === user?.id) refresh();
  });
  const total = unread.data?.total ?? 0;
  if (!enabled || total === 0) return null;
  return (
    <Badge
      color="error"
      badgeContent={total}
      max={99}
      data-testid="messenger-unread-badge"
      sx={{ mx: 1.5, '& .MuiBadge-badge': { position: 'static', transform: 'none' } }}
      slotProps={{ badge: { 'aria-label': t('nav.unread', { count: total }) } }}
    />
  );
}
