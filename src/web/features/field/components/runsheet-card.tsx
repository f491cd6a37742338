import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import RadioButtonUncheckedRounded from '@mui/icons-material/RadioButtonUncheckedRounded';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { RunsheetStop, VisitStatus } from '../../../../shared/contract/patrol-routes.ts';
import { formatCount, formatShortDateTime, formatTime, formatTimeInZone } from '../../../lib/format.ts';
import { useFieldRunsheet } from '../api/field-runsheet.ts';
import { hasRunsheet, runsheetAsOf } from '../runsheet-view.ts';
import { DirectionsButton } from './directions-button.tsx';
import { StatusFrame } from './status-frame.tsx';

const statusLook: Record<VisitStatus, { color: 'default' | 'info' | 'success' | 'error'; filled: boolean }> = {
  upcoming: { color: 'default', filled: false },
  open: { color: 'info', filled: true },
  visited: { color: 'success', filled: true },
  missed: { color: 'error', filled: true },
};

/**
 * Tonight's runsheet on the guard's phone (docs/product/dispatch.md#mobile-patrol-runsheets): the route's stops in
 * order with their windows, their state and the checkpoints scanned, the next stop marked with directions to it.
 * Hidden when the guard has no route tonight; without signal it shows the copy the phone kept.
 */
export function RunsheetCard({ owner, now }: { owner: string; now: number }) {
  const { t } = useTranslation('field');
  const known = useFieldRunsheet(owner);
  const minute = Math.floor(now / 60_000) * 60_000;
  const runsheet = useMemo(
    () => (known.data ? runsheetAsOf(known.data.runsheet, minute) : undefined),
    [known.data, minute],
  );
  if (!hasRunsheet(runsheet)) return null;
  const { shift } = runsheet;
  const anyMissed = runsheet.stops.some((stop) => stop.status === 'missed');
  return (
    <StatusFrame
      colour={anyMissed ? 'error.main' : 'info.main'}
      title={t('runsheet.title')}
      data-testid="field-runsheet"
      aria-label={t('runsheet.title')}
      component="section"
    >
      <Typography variant="h6" component="p" sx={{ fontSize: 18, fontWeight: 700, overflowWrap: 'anywhere' }}>
        <bdi>{runsheet.routeName}</bdi>
      </Typography>
      {shift ? (
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          <bdi>{`${shift.post} · ${formatTime(shift.startAt)}–${formatTime(shift.endAt)}`}</bdi>
        </Typography>
      ) : null}
      {known.data?.fromDevice ? (
        <Typography variant="body2" sx={{ color: 'warning.main', mt: 0.5 }} data-testid="runsheet-kept">
          {t('runsheet.kept', { time: formatShortDateTime(runsheet.now, new Date(now)) })}
        </Typography>
      ) : null}
      <Box component="ol" aria-label={t('runsheet.stopsLabel')} sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}>
        {runsheet.stops.map((stop, index) => (
          <RunsheetStopItem
            key={stop.stopId}
            stop={stop}
            next={stop.stopId === runsheet.nextStopId}
            last={index === runsheet.stops.length - 1}
          />
        ))}
      </Box>
    </StatusFrame>
  );
}

function RunsheetStopItem({ stop, next, last }: { stop: RunsheetStop; next: boolean; last: boolean }) {
  const { t } = useTranslation('field');
  const look = statusLook[stop.status];
  const scanned = stop.checkpoints.filter((c) => c.scannedAt !== null).length;
  return (
    <Box
      component="li"
      data-testid="runsheet-stop"
      data-status={stop.status}
      data-next={next}
      aria-current={next ? 'step' : undefined}
      sx={{
        py: 1.25,
        px: next ? 1.5 : 0,
        my: next ? 0.5 : 0,
        borderBottom: last || next ? 0 : 1,
        borderColor: 'divider',
        ...(next && { border: 2, borderColor: 'primary.main', borderRadius: 2, bgcolor: 'action.hover' }),
      }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
        <Typography component="span" sx={{ fontWeight: 700, color: 'text.secondary', minWidth: '1.5em' }}>
          {`${formatCount(stop.position)}.`}
        </Typography>
        <Typography component="h3" sx={{ fontWeight: 700, flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
          <bdi>{stop.eventName}</bdi>
        </Typography>
        {next ? <Chip size="small" color="primary" label={t('runsheet.next')} sx={{ fontWeight: 700 }} /> : null}
        <Chip
          size="small"
          color={look.color}
          variant={look.filled ? 'filled' : 'outlined'}
          label={t(`runsheet.status.${stop.status}`)}
        />
      </Stack>
      {stop.address ? (
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          <bdi>{stop.address}</bdi>
        </Typography>
      ) : null}
      <Typography variant="body2" sx={{ mt: 0.25, fontVariantNumeric: 'tabular-nums' }}>
        <bdi>
          {t('runsheet.window', {
            start: formatTimeInZone(stop.windowStartsAt, stop.timeZone),
            end: formatTimeInZone(stop.windowEndsAt, stop.timeZone),
          })}
        </bdi>
        {stop.visitedAt ? (
          <>
            {' · '}
            <bdi>{t('runsheet.visitedAt', { time: formatTimeInZone(stop.visitedAt, stop.timeZone) })}</bdi>
          </>
        ) : null}
      </Typography>
      {stop.checkpoints.length > 0 ? (
        <Box
          component="ul"
          aria-label={t('runsheet.checkpoints', {
            scanned: formatCount(scanned),
            total: formatCount(stop.checkpoints.length),
          })}
          sx={{ listStyle: 'none', p: 0, m: 0, mt: 0.5, display: 'flex', flexWrap: 'wrap', gap: 0.5 }}
        >
          {stop.checkpoints.map((checkpoint) => {
            const done = checkpoint.scannedAt !== null;
            return (
              <Box
                component="li"
                key={checkpoint.id}
                data-scanned={done}
                aria-label={
                  done
                    ? t('runsheet.checkpointScanned', {
                        name: checkpoint.name,
                        time: formatTimeInZone(checkpoint.scannedAt ?? '', stop.timeZone),
                      })
                    : t('runsheet.checkpointNotScanned', { name: checkpoint.name })
                }
                sx={{
                  display: 'inline-flex',
                  alignItems: 'center',
                  gap: 0.5,
                  px: 1,
                  py: 0.25,
                  borderRadius: 4,
                  border: 1,
                  borderColor: done ? 'success.main' : 'divider',
                  typography: 'body2',
                  maxWidth: '100%',
                }}
              >
                {done ? (
                  <CheckCircleRounded fontSize="small" color="success" aria-hidden />
                ) : (
                  <RadioButtonUncheckedRounded fontSize="small" color="disabled" aria-hidden />
                )}
                <Box component="bdi" sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>
                  {checkpoint.name}
                </Box>
              </Box>
            );
          })}
        </Box>
      ) : null}
      {next && stop.lat !== null && stop.lng !== null ? (
        <DirectionsButton lat={stop.lat} lng={stop.lng} label={t('runsheet.openInMaps')} />
      ) : null}
    </Box>
  );
}
