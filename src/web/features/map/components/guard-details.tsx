import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { MapTrailResponse } from '../../../../shared/contract/map.ts';
import { BackIconButton } from '../../../components/back-button.tsx';
import { formatAge, formatCount, formatElapsed, formatShortDateTime } from '../../../lib/format.ts';
import { type TrailHours, trailHourOptions } from '../api/map-queries.ts';
import { ageMs, type MapGuardView } from '../map-state.ts';
import { useNow } from '../use-now.ts';
import { StatusBadge } from './status-badge.tsx';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: '8.5rem minmax(0, 1fr)', gap: 1, py: 0.75 }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

export interface TrailState {
  data: MapTrailResponse | undefined;
  isPending: boolean;
  isError: boolean;
}

/** The selected guard: who, where, since when, their break, how fresh the position is, and their trail. */
export function GuardDetails({
  guard,
  clockOffsetMs,
  hours,
  onHoursChange,
  trail,
  onBack,
}: {
  guard: MapGuardView;
  clockOffsetMs: number;
  hours: TrailHours;
  onHoursChange: (hours: TrailHours) => void;
  trail: TrailState;
  onBack: () => void;
}) {
  const { t } = useTranslation('map');
  const now = useNow();
  const serverNow = new Date(now + clockOffsetMs);
  return (
    <Box component="section" aria-labelledby="map-guard-name" data-testid="map-guard-details" sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
        <BackIconButton onClick={onBack} label={t('details.back')} size="small" edge="start" />
        <StatusBadge status={guard.status} size={30} />
        <Box sx={{ minWidth: 0 }}>
          <Typography
            id="map-guard-name"
            variant="h6"
            component="h2"
            sx={{ lineHeight: 1.2, overflowWrap: 'anywhere' }}
          >
            {guard.name}
          </Typography>
          <Typography variant="body2" color="text.secondary" data-testid="map-guard-status">
            {t(`status.${guard.status}`)}
          </Typography>
        </Box>
      </Box>
      <Box component="dl" sx={{ m: 0 }}>
        <Row label={t('details.event')}>{guard.eventName ?? t('details.noEvent')}</Row>
        <Row label={t('details.clockedIn')}>
          <bdi>{formatShortDateTime(guard.clockedInAt, serverNow)}</bdi>
        </Row>
        <Row label={t('details.break')}>
          {guard.onBreak ? (
            <>
              <bdi>
                {guard.onBreak.lengthOfBreak !== null
                  ? t('details.onBreakSince', {
                      time: formatShortDateTime(guard.onBreak.since, serverNow),
                      minutes: formatCount(guard.onBreak.lengthOfBreak),
                    })
                  : t('details.onBreakSinceUnknown', { time: formatShortDateTime(guard.onBreak.since, serverNow) })}
              </bdi>
              <Box component="span" sx={{ display: 'block', color: 'text.secondary' }}>
                <bdi>{formatElapsed(ageMs(guard.onBreak.since, clockOffsetMs, now))}</bdi>
              </Box>
            </>
          ) : (
            t('details.notOnBreak')
          )}
        </Row>
        <Row label={t('details.lastUpdate')}>
          {guard.position ? (
            <bdi data-testid="map-guard-age">{formatAge(ageMs(guard.position.at, clockOffsetMs, now))}</bdi>
          ) : (
            t('list.noPosition')
          )}
        </Row>
        {guard.position ? (
          <Row label={t('details.position')}>
            <bdi data-testid="map-guard-position" dir="ltr">
              {guard.position.lat.toFixed(5)}, {guard.position.lng.toFixed(5)}
            </bdi>
          </Row>
        ) : null}
      </Box>
      <Typography id="map-trail-label" variant="subtitle2" component="h3" sx={{ mt: 2, mb: 1 }}>
        {t('details.trail')}
      </Typography>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={hours}
        aria-labelledby="map-trail-label"
        onChange={(_, value: TrailHours | null) => {
          if (value !== null) onHoursChange(value);
        }}
      >
        {trailHourOptions.map((option) => (
          <ToggleButton
            key={option}
            value={option}
            aria-label={t('details.trailHours', { hours: formatCount(option) })}
          >
            {t('details.trailHoursShort', { hours: formatCount(option) })}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Box sx={{ mt: 1, minHeight: 24 }} aria-live="polite">
        {trail.isPending ? <LinearProgress aria-label={t('details.trailLoading')} sx={{ mt: 1 }} /> : null}
        {trail.isError ? (
          <Alert severity="warning" sx={{ py: 0 }}>
            {t('details.trailFailed')}
          </Alert>
        ) : null}
        {trail.data ? (
          <Typography variant="body2" color="text.secondary">
            {trail.data.points.length === 0
              ? t('details.trailEmpty')
              : t('details.trailPoints', { number: formatCount(trail.data.points.length) })}
          </Typography>
        ) : null}
      </Box>
    </Box>
  );
}
