import GpsFixedRounded from '@mui/icons-material/GpsFixedRounded';
import GpsOffRounded from '@mui/icons-material/GpsOffRounded';
import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { FieldEvent } from '../../../../shared/contract/field.ts';
import { sideOfAny, type Zone } from '../../../../shared/geofence.ts';
import { formatCount, formatShortDateTime } from '../../../lib/format.ts';
import { serverOffsetMs } from '../../../lib/server-clock.ts';
import type { PositionSharing } from '../use-position-sharing.ts';

function allowedZones(event: FieldEvent | undefined): Zone[] {
  return (event?.zones ?? [])
    .filter((zone) => zone.zoneType === 'Allowed zone' && zone.polygon.length >= 3)
    .map((zone) => ({ id: zone.id, title: zone.title, zoneType: zone.zoneType, ring: zone.polygon }));
}

/** Whether the position is being shared (only while clocked in), why, and where the guard is against the zone. */
export function PositionCard({
  clockedIn,
  sharing,
  intervalSeconds,
  event,
  now,
}: {
  clockedIn: boolean;
  sharing: PositionSharing;
  intervalSeconds: number;
  event: FieldEvent | undefined;
  now: number;
}) {
  const { t } = useTranslation('field');
  const zones = allowedZones(event);
  const side =
    sharing.latest && zones.length > 0 ? sideOfAny(sharing.latest, sharing.latest.accuracy, zones) : undefined;
  const on = clockedIn && (sharing.status === 'on' || sharing.status === 'waiting');
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="position-sharing" data-sharing={on ? 'on' : 'off'}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Chip
          icon={on ? <GpsFixedRounded /> : <GpsOffRounded />}
          color={on ? 'success' : 'default'}
          label={on ? t('position.on') : t('position.off')}
          sx={{ fontWeight: 600 }}
        />
        {on && side ? (
          <Chip
            variant="outlined"
            color={side === 'inside' ? 'success' : 'warning'}
            label={side === 'inside' ? t('position.insideZone') : t('position.outsideZone')}
            data-testid="zone-side"
          />
        ) : null}
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {clockedIn ? t('position.explainOn', { seconds: formatCount(intervalSeconds) }) : t('position.explainOff')}
      </Typography>
      {clockedIn && sharing.status === 'waiting' ? (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {t('position.waiting')}
        </Typography>
      ) : null}
      {clockedIn && sharing.lastSentAtMs ? (
        <Typography variant="body2" sx={{ mt: 1 }}>
          <bdi>
            {t('position.lastSent', {
              time: formatShortDateTime(new Date(sharing.lastSentAtMs + serverOffsetMs()).toISOString(), new Date(now)),
            })}
          </bdi>
        </Typography>
      ) : null}
      {clockedIn &&
      (sharing.status === 'denied' || sharing.status === 'unavailable' || sharing.status === 'unsupported') ? (
        <Alert severity={sharing.status === 'denied' ? 'error' : 'warning'} sx={{ mt: 1.5 }}>
          {t(`position.${sharing.status}`)}
        </Alert>
      ) : null}
    </Paper>
  );
}
