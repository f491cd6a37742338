import SendRounded from '@mui/icons-material/SendRounded';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messageMaxLength } from '../../../../shared/contract/messenger.ts';
import { DisabledReasonTooltip } from '../../../components/disabled-reason-tooltip.tsx';
import { translateError } from '../../../i18n/translate-error.ts';
import { useSendMessage } from '../api/messenger-api.ts';
import { readDraft, writeDraft } from './drafts.ts';

/** The counter shows once the text comes near the limit. */
const counterFrom = messageMaxLength - 200;

/**
 * The composer: Enter sends, Shift+Enter starts a new line; the draft is kept per conversation in localStorage and
 * cleared once the message is sent. A failed send keeps the text and its id, so trying again cannot post it twice.
 */
export function Composer({ userId, conversationId }: { userId: string; conversationId: string }) {
  const { t } = useTranslation('messenger');
  const [text, setText] = useState(() => readDraft(userId, conversationId));
  const [error, setError] = useState<string | null>(null);
  const pendingId = useRef<string | null>(null);
  const send = useSendMessage(conversationId);
  const input = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    setText(readDraft(userId, conversationId));
    setError(null);
    pendingId.current = null;
  }, [userId, conversationId]);

  const change = (value: string) => {
    setText(value);
    setError(null);
    pendingId.current = null;
    writeDraft(userId, conversationId, value);
  };

  const trimmed = text.trim();
  const tooLong = trimmed.length > messageMaxLength;
  const sendReason = !trimmed
    ? t('composer.writeFirst')
    : tooLong
      ? t('composer.tooLong', { max: messageMaxLength })
      : null;

  const submit = async () => {
    if (!trimmed || tooLong || send.isPending) return;
    pendingId.current ??= crypto.randomUUID();
    try {
      await send.mutateAsync({ body: trimmed, clientMessageId: pendingId.current });
      pendingId.current = null;
      setText('');
      writeDraft(userId, conversationId, '');
      input.current?.focus();
    } catch (failure) {
      setError(failure instanceof Error && failure.message ? translateError(failure) : t('composer.sendFailed'));
    }
  };

  return (
    <Box
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      sx={{ p: 1.5, borderTop: 1, borderColor: 'divider', display: 'flex', gap: 1, alignItems: 'flex-end' }}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <TextField
          inputRef={input}
          fullWidth
          multiline
          maxRows={6}
          size="small"
          value={text}
          placeholder={t('composer.placeholder')}
          onChange={(event) => change(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              void submit();
            }
          }}
          error={tooLong || error !== null}
          slotProps={{
            htmlInput: {
              'aria-label': t('composer.label'),
              'aria-describedby': `composer-hint-${conversationId}`,
              maxLength: messageMaxLength + 500,
            },
          }}
        />
        <Box sx={{ display: 'flex', gap: 1, mt: 0.5, minHeight: 18 }}>
          <Typography
            id={`composer-hint-${conversationId}`}
            variant="caption"
            color={error || tooLong ? 'error' : 'text.secondary'}
            role={error ? 'alert' : undefined}
            sx={{ flex: 1, display: { xs: error || tooLong ? 'block' : 'none', sm: 'block' } }}
          >
            {error ?? (tooLong ? t('composer.tooLong', { max: messageMaxLength }) : t('composer.hint'))}
          </Typography>
          {trimmed.length >= counterFrom ? (
            <Typography
              variant="caption"
              color={tooLong ? 'error' : 'text.secondary'}
              aria-live="polite"
              data-testid="composer-counter"
            >
              {t('composer.counter', { count: trimmed.length, max: messageMaxLength })}
            </Typography>
          ) : null}
        </Box>
      </Box>
      <DisabledReasonTooltip reason={sendReason}>
        <Tooltip title={sendReason ? '' : t('composer.send')}>
          <span>
            <IconButton
              type="submit"
              color="primary"
              aria-label={t('composer.send')}
              disabled={Boolean(sendReason) || send.isPending}
              sx={{ mb: 3 }}
            >
              <SendRounded sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : 'none') }} />
            </IconButton>
          </span>
        </Tooltip>
      </DisabledReasonTooltip>
    </Box>
  );
}
