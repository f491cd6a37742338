import CloudDoneRounded from '@mui/icons-material/CloudDoneRounded';
import CloudUploadRounded from '@mui/icons-material/CloudUploadRounded';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatCount, formatShortDateTime } from '../../../lib/format.ts';
import type { QueuedAction } from '../offline-queue.ts';

/** What is still on the phone waiting to reach the server ("Waiting to send: Clock out 14:02"). */
export function PendingCard({
  pending,
  now,
  online,
  onSendNow,
}: {
  pending: readonly QueuedAction[];
  now: number;
  online: boolean;
  onSendNow: () => void;
}) {
  const { t } = useTranslation('field');
  const nowDate = new Date(now);
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="field-pending" data-count={pending.length}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
          {pending.length > 0 ? (
            <CloudUploadRounded color="warning" aria-hidden />
          ) : (
            <CloudDoneRounded color="success" aria-hidden />
          )}
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            {pending.length > 0 ? t('pending.count', { number: formatCount(pending.length) }) : t('pending.empty')}
          </Typography>
        </Stack>
        {pending.length > 0 && online ? (
          <Button onClick={onSendNow} sx={{ minHeight: 48 }}>
            {t('pending.sendNow')}
          </Button>
        ) : null}
      </Stack>
      {pending.length > 0 ? (
        <List dense aria-label={t('pending.listLabel')} sx={{ maxHeight: 240, overflowY: 'auto' }}>
          {pending.map((action) => (
            <ListItem key={action.id} disableGutters data-kind={action.kind}>
              <Typography variant="body2">
                <bdi>
                  {t('pending.item', {
                    action: t(`kinds.${action.kind}`),
                    time: formatShortDateTime(action.at, nowDate),
                  })}
                </bdi>
              </Typography>
            </ListItem>
          ))}
        </List>
      ) : null}
    </Paper>
  );
}
