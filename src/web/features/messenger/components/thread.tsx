import DoneAllRounded from '@mui/icons-material/DoneAllRounded';
import DoneRounded from '@mui/icons-material/DoneRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Skeleton from '@mui/material/Skeleton';
import { alpha } from '@mui/material/styles';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { Fragment, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Conversation, Message, MessageState } from '../../../../shared/contract/messenger.ts';
import { BackIconButton } from '../../../components/back-button.tsx';
import { formatDayHeading, formatTime } from '../../../lib/format.ts';
import { serverNowMs } from '../../../lib/server-clock.ts';
import { useMarkRead, useMessages } from '../api/messenger-api.ts';
import { Composer } from './composer.tsx';

const dayKey = (iso: string) => {
  const d = new Date(iso);
  return `${d.getFullYear()}-${d.getMonth()}-${d.getDate()}`;
};

function useDayLabel() {
  const { t } = useTranslation('messenger');
  return (iso: string) => {
    const now = new Date(serverNowMs());
    const yesterday = new Date(now);
    yesterday.setDate(now.getDate() - 1);
    if (dayKey(iso) === dayKey(now.toISOString())) return t('thread.today');
    if (dayKey(iso) === dayKey(yesterday.toISOString())) return t('thread.yesterday');
    return formatDayHeading(iso);
  };
}

/** Sent ✓, delivered ✓✓, read ✓✓ in the accent colour — each with its word as the text alternative. */
function StateTick({ state }: { state: MessageState }) {
  const { t } = useTranslation('messenger');
  const label = t(`thread.state.${state}`);
  const Icon = state === 'sent' ? DoneRounded : DoneAllRounded;
  return (
    <Tooltip title={label}>
      <Box
        component="span"
        role="img"
        aria-label={label}
        data-testid="message-state"
        data-state={state}
        sx={{ display: 'inline-flex', color: state === 'read' ? 'success.light' : 'inherit' }}
      >
        <Icon sx={{ fontSize: 17 }} />
      </Box>
    </Tooltip>
  );
}

function Bubble({ message, own, showSender }: { message: Message; own: boolean; showSender: boolean }) {
  const { t } = useTranslation('messenger');
  return (
    <Box
      data-testid="message"
      data-own={own ? 'true' : 'false'}
      id={`message-${message.id}`}
      sx={{ display: 'flex', justifyContent: own ? 'flex-end' : 'flex-start', px: { xs: 1, sm: 2 }, py: 0.25 }}
    >
      <Box
        sx={(theme) => ({
          maxWidth: { xs: '85%', sm: '70%' },
          px: 1.5,
          py: 0.75,
          borderRadius: 2.5,
          borderEndEndRadius: own ? 4 : undefined,
          borderEndStartRadius: own ? undefined : 4,
          bgcolor: own
            ? 'primary.main'
            : alpha(theme.palette.text.primary, theme.palette.mode === 'dark' ? 0.12 : 0.06),
          color: own ? 'primary.contrastText' : 'text.primary',
        })}
      >
        {showSender && !own ? (
          <Typography variant="caption" sx={{ fontWeight: 700, display: 'block', color: 'secondary.main' }}>
            {message.sender?.name ?? t('thread.formerMember')}
          </Typography>
        ) : null}
        <Typography variant="body2" dir="auto" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {message.body}
        </Typography>
        <Box
          sx={{
            display: 'flex',
            justifyContent: 'flex-end',
            alignItems: 'center',
            gap: 0.5,
            mt: 0.25,
            fontSize: 11,
            opacity: 0.8,
          }}
        >
          <span>{formatTime(message.createdAt)}</span>
          {own ? <StateTick state={message.state} /> : null}
        </Box>
      </Box>
    </Box>
  );
}

export interface ThreadProps {
  userId: string;
  conversation: Conversation;
  highlightId: string | null;
  onBack?: (() => void) | undefined;
}

/** The right pane: header, messages grouped by day (own ones on the inline-end side), the composer. */
export function Thread({ userId, conversation, highlightId, onBack }: ThreadProps) {
  const { t } = useTranslation(['messenger', 'common']);
  const messages = useMessages(conversation.id);
  const markRead = useMarkRead();
  const dayLabel = useDayLabel();
  const scroller = useRef<HTMLDivElement>(null);
  const items = useMemo(
    () => [...(messages.data?.pages ?? [])].reverse().flatMap((page) => page.items),
    [messages.data],
  );
  const newest = items.at(-1);

  // Mark read while the thread is on screen and the tab visible: on opening, on each new message (the list's
  // unread count rises when one arrives), and on coming back to the tab.
  const unread = conversation.unreadCount;
  const { mutate: mark } = markRead;
  useEffect(() => {
    if (unread === 0) return;
    const markIfVisible = () => {
      if (document.visibilityState === 'visible') mark(conversation.id);
    };
    markIfVisible();
    document.addEventListener('visibilitychange', markIfVisible);
    return () => document.removeEventListener('visibilitychange', markIfVisible);
  }, [conversation.id, unread, mark]);

  // Keep the newest message in view as messages arrive (not when older ones are loaded above).
  const lastId = newest?.id;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the newest message is the trigger.
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    if (highlightId) {
      const target = document.getElementById(`message-${highlightId}`);
      if (target) {
        target.scrollIntoView({ block: 'center' });
        return;
      }
    }
    el.scrollTop = el.scrollHeight;
  }, [lastId, highlightId]);

  const group = conversation.kind !== 'direct';
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }}>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          px: 1.5,
          py: 1,
          borderBottom: 1,
          borderColor: 'divider',
          minHeight: 64,
        }}
      >
        {onBack ? (
          <Tooltip title={t('thread.back')}>
            <BackIconButton onClick={onBack} label={t('thread.back')} edge="start" />
          </Tooltip>
        ) : null}
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="subtitle1" component="h2" noWrap sx={{ fontWeight: 700 }}>
            {conversation.title}
          </Typography>
          <Typography variant="caption" color="text.secondary" noWrap component="p">
            {group
              ? `${t(conversation.kind === 'event' ? 'list.event' : 'list.group')} · ${t('thread.members', {
                  count: conversation.members.length,
                })}`
              : (conversation.members.find((m) => m.id !== userId)?.role &&
                  t(`common:roles.${conversation.members.find((m) => m.id !== userId)?.role}`, {
                    defaultValue: '',
                  })) ||
                ''}
          </Typography>
        </Box>
      </Box>
      <Box
        ref={scroller}
        role="log"
        aria-live="polite"
        aria-label={t('thread.messagesLabel', { title: conversation.title })}
        sx={{ flex: 1, overflowY: 'auto', minHeight: 0, py: 1 }}
      >
        {messages.hasNextPage ? (
          <Box sx={{ textAlign: 'center', py: 1 }}>
            <Button size="small" onClick={() => void messages.fetchNextPage()} disabled={messages.isFetchingNextPage}>
              {messages.isFetchingNextPage ? <CircularProgress size={16} /> : t('thread.loadOlder')}
            </Button>
          </Box>
        ) : null}
        {messages.isPending ? (
          <Box sx={{ px: 2 }} aria-busy="true">
            {[0, 1, 2].map((i) => (
              <Box key={i} sx={{ display: 'flex', justifyContent: i % 2 ? 'flex-end' : 'flex-start', my: 1 }}>
                <Skeleton variant="rounded" width="45%" height={44} />
              </Box>
            ))}
          </Box>
        ) : messages.isError ? (
          <Alert
            severity="error"
            sx={{ m: 2 }}
            action={
              <Button color="inherit" size="small" onClick={() => void messages.refetch()}>
                {t('common:actions.retry')}
              </Button>
            }
          >
            {t('thread.loadFailed')}
          </Alert>
        ) : items.length === 0 ? (
          <Typography color="text.secondary" sx={{ p: 3, textAlign: 'center' }}>
            {t('thread.empty')}
          </Typography>
        ) : (
          items.map((message, index) => {
            const previous = items[index - 1];
            const newDay = !previous || dayKey(previous.createdAt) !== dayKey(message.createdAt);
            const own = message.sender?.id === userId;
            const showSender = group && (newDay || previous?.sender?.id !== message.sender?.id);
            return (
              <Fragment key={message.id}>
                {newDay ? (
                  <Box sx={{ display: 'flex', justifyContent: 'center', my: 1.5 }}>
                    <Typography
                      variant="caption"
                      component="h3"
                      sx={{ px: 1.5, py: 0.25, borderRadius: 5, bgcolor: 'action.hover', color: 'text.secondary' }}
                    >
                      {dayLabel(message.createdAt)}
                    </Typography>
                  </Box>
                ) : null}
                <Box
                  sx={
                    highlightId === message.id
                      ? { bgcolor: (theme) => alpha(theme.palette.warning.main, 0.15) }
                      : undefined
                  }
                >
                  <Bubble message={message} own={own} showSender={showSender} />
                </Box>
              </Fragment>
            );
          })
        )}
      </Box>
      <Composer userId={userId} conversationId={conversation.id} />
    </Box>
  );
}
