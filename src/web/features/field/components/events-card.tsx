import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { FieldEvent } from '../../../../shared/contract/field.ts';
import { formatRangeInZone } from '../../../lib/format.ts';

/** Today's assigned events: name, site, time range (in the event's zone), and whether clock-in is open. */
export function EventsCard({ events }: { events: readonly FieldEvent[] }) {
  const { t } = useTranslation('field');
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {t('events.title')}
      </Typography>
      {events.length === 0 ? (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {t('events.empty')}
        </Typography>
      ) : (
        <List aria-label={t('events.listLabel')} disablePadding>
          {events.map((event) => (
            <ListItem
              key={event.id}
              divider
              disableGutters
              sx={{ py: 1.5, display: 'block' }}
              data-testid="field-event"
            >
              <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{event.name}</Typography>
                <Chip
                  size="small"
                  color={event.canClockIn ? 'success' : 'default'}
                  variant={event.canClockIn ? 'filled' : 'outlined'}
                  label={event.canClockIn ? t('events.canClockIn') : t('events.notYet')}
                  sx={{ flexShrink: 0 }}
                />
              </Stack>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {event.siteName ?? event.address ?? t('events.noSite')}
              </Typography>
              <Typography variant="body2">
                <bdi>{formatRangeInZone(event.startDate, event.endDate, event.timeZone)}</bdi>
              </Typography>
            </ListItem>
          ))}
        </List>
      )}
    </Paper>
  );
}
