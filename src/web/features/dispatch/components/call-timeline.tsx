import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { CallTimelineEntry } from '../../../../shared/contract/dispatch.ts';
import { formatFullDateTimeSeconds } from '../../../lib/format.ts';
import { formatCoordinate } from '../dispatch-format.ts';

/** What happened to a call, oldest first: each step with who took it, when, where, and its outcome or reason. */
export function CallTimeline({ entries }: { entries: readonly CallTimelineEntry[] }) {
  const { t } = useTranslation('dispatch');
  if (entries.length === 0) return <Typography color="text.secondary">{t('timeline.empty')}</Typography>;
  return (
    <Box component="ol" aria-label={t('timeline.title')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {entries.map((entry) => (
        <Box
          component="li"
          key={entry.id}
          data-testid="timeline-entry"
          data-action={entry.action}
          sx={{
            position: 'relative',
            paddingInlineStart: 3,
            pb: 1.5,
            '&::before': {
              content: '""',
              position: 'absolute',
              insetInlineStart: 6,
              top: 8,
              width: 8,
              height: 8,
              borderRadius: '50%',
              bgcolor: entry.action === 'cancelled' || entry.action === 'refused' ? 'error.main' : 'primary.main',
            },
            '&:not(:last-of-type)::after': {
              content: '""',
              position: 'absolute',
              insetInlineStart: 9,
              top: 20,
              bottom: 0,
              width: 2,
              bgcolor: 'divider',
            },
          }}
        >
          <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Typography sx={{ fontWeight: 600 }}>{t(`action.${entry.action}`)}</Typography>
            {entry.assignee && entry.action === 'assigned' ? (
              <Typography dir="auto">{t('timeline.to', { name: entry.assignee.name })}</Typography>
            ) : null}
            {entry.outcome ? <Chip size="small" label={t(`outcome.${entry.outcome}`)} /> : null}
            {entry.far ? <Chip size="small" color="warning" label={t('timeline.far')} /> : null}
          </Stack>
          <Typography variant="body2" color="text.secondary">
            <bdi>{formatFullDateTimeSeconds(entry.at)}</bdi>
            {entry.by ? (
              <>
                {' · '}
                <bdi>{t('timeline.by', { name: entry.by.name })}</bdi>
              </>
            ) : null}
            {entry.lat !== null && entry.lng !== null ? (
              <>
                {' · '}
                <bdi>{t('timeline.where', { lat: formatCoordinate(entry.lat), lng: formatCoordinate(entry.lng) })}</bdi>
              </>
            ) : null}
          </Typography>
          {entry.reason ? (
            <Typography variant="body2" dir="auto" sx={{ overflowWrap: 'anywhere' }}>
              {t('timeline.reason', { reason: entry.reason })}
            </Typography>
          ) : null}
        </Box>
      ))}
    </Box>
  );
}
