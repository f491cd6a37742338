import ChevronLeftRounded from '@mui/icons-material/ChevronLeftRounded';
import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import EventAvailableOutlined from '@mui/icons-material/EventAvailableOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PatrolAssignment, PatrolRoute, RunsheetStop } from '../../../../shared/contract/patrol-routes.ts';
import { useConfirm } from '../../../components/dialog-host.tsx';
import { PeriodDayFields } from '../../../components/period-day-fields.tsx';
import { RetryAlert } from '../../../components/retry-alert.tsx';
import { EmptyState, SectionCard } from '../../../components/section-card.tsx';
import { translateError } from '../../../i18n/translate-error.ts';
import { translateFieldMessage } from '../../../i18n/translate-field-error.ts';
import { formatDateInZone, formatTimeInZone } from '../../../lib/format.ts';
import { useSnackbar } from '../../../lib/notify.ts';
import { serverNowMs } from '../../../lib/server-clock.ts';
import { useRouteNights, useUnassignRoute } from '../api/patrol-routes.ts';
import { nightsProblem, nightsQuery, shiftWeeks, statusColour, weekOf } from '../patrol-format.ts';
import { AssignShiftDialog } from './assign-shift-dialog.tsx';

/** Arrows that point back and on: mirrored in a right-to-left language. */
const flipInRtl = { transform: (theme: Theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : 'none') };

/**
 * The picked route's nights in a period (this week at first): each shift it is assigned to, with its people, and
 * each stop's state that night; assign the route to another shift, or take it off one that has not ended.
 */
export function RouteNights({ route }: { route: PatrolRoute }) {
  const { t } = useTranslation(['patrolRoutes', 'common']);
  const { enqueueSnackbar } = useSnackbar();
  const confirm = useConfirm();
  const [period, setPeriod] = useState(() => weekOf(new Date(serverNowMs())));
  const [assigning, setAssigning] = useState(false);
  const problem = nightsProblem(period);
  const nights = useRouteNights(route.id, nightsQuery(period));
  const unassign = useUnassignRoute();
  const zones = new Map(route.stops.map((stop) => [stop.eventId, stop.timeZone]));
  const items = nights.data?.items ?? [];

  const askUnassign = (night: PatrolAssignment) => {
    const zone = zones.get(night.shift.eventId);
    void confirm({
      title: t('nights.unassignTitle'),
      body: t('nights.unassignBody', {
        post: night.shift.post,
        eventName: night.shift.eventName,
        time: `${formatDateInZone(night.shift.startAt, zone)} ${formatTimeInZone(night.shift.startAt, zone)}–${formatTimeInZone(night.shift.endAt, zone)}`,
      }),
      confirmLabel: t('nights.unassign'),
      action: async () => {
        await unassign.mutateAsync({ routeId: route.id, assignmentId: night.id });
        enqueueSnackbar(t('nights.unassignDone'), { variant: 'success' });
      },
    });
  };

  return (
    <SectionCard
      id="patrol-nights"
      title={t('nights.title', { name: route.name })}
      action={
        <Button variant="outlined" size="small" onClick={() => setAssigning(true)} sx={{ whiteSpace: 'nowrap' }}>
          {t('nights.assign')}
        </Button>
      }
    >
      <Stack
        direction="row"
        role="group"
        aria-label={t('nights.period')}
        sx={{ alignItems: 'flex-start', flexWrap: 'wrap', gap: 1, px: { xs: 2, sm: 2.5 }, pt: 2 }}
      >
        <IconButton
          aria-label={t('nights.previousWeek')}
          onClick={() => setPeriod(shiftWeeks(period, -1))}
          disabled={problem !== undefined}
        >
          <ChevronLeftRounded sx={flipInRtl} />
        </IconButton>
        {/* On a phone the days take the first row, the week's buttons the second. */}
        <Box sx={{ flex: { xs: '1 1 100%', sm: '1 1 260px' }, order: { xs: -1, sm: 0 }, minWidth: 0 }}>
          <PeriodDayFields
            texts="workforceReports"
            from={period.from}
            to={period.to}
            onChange={setPeriod}
            problem={problem === 'tooLong' ? undefined : problem}
            serverErrors={problem === 'tooLong' ? { to: translateFieldMessage('tour.most_92_days') } : {}}
            desktopWidth={170}
          />
        </Box>
        <IconButton
          aria-label={t('nights.nextWeek')}
          onClick={() => setPeriod(shiftWeeks(period, 1))}
          disabled={problem !== undefined}
        >
          <ChevronRightRounded sx={flipInRtl} />
        </IconButton>
        <Button onClick={() => setPeriod(weekOf(new Date(serverNowMs())))} sx={{ height: 40 }}>
          {t('nights.thisWeek')}
        </Button>
      </Stack>
      {nights.error ? (
        <Box sx={{ p: 2 }}>
          <RetryAlert onRetry={() => void nights.refetch()}>
            {`${t('nights.loadFailed')}: ${translateError(nights.error)}`}
          </RetryAlert>
        </Box>
      ) : problem ? null : !nights.data ? (
        <Box sx={{ p: 2 }} aria-busy="true" aria-label={t('common:states.loading')}>
          <Skeleton height={80} />
          <Skeleton height={80} />
        </Box>
      ) : items.length === 0 ? (
        <EmptyState icon={<EventAvailableOutlined fontSize="inherit" />} text={t('nights.empty')} />
      ) : (
        <Box component="ul" aria-label={t('nights.listLabel')} sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}>
          {items.map((night, index) => (
            <NightItem
              key={night.id}
              night={night}
              zone={zones.get(night.shift.eventId)}
              zoneOf={(eventId) => zones.get(eventId)}
              last={index === items.length - 1}
              onUnassign={() => askUnassign(night)}
            />
          ))}
        </Box>
      )}
      {assigning ? (
        <AssignShiftDialog
          route={route}
          assignedShiftIds={new Set(items.map((night) => night.shift.id))}
          onClose={() => setAssigning(false)}
        />
      ) : null}
    </SectionCard>
  );
}

function NightItem({
  night,
  zone,
  zoneOf,
  last,
  onUnassign,
}: {
  night: PatrolAssignment;
  zone: string | undefined;
  zoneOf: (eventId: string) => string | undefined;
  last: boolean;
  onUnassign: () => void;
}) {
  const { t } = useTranslation('patrolRoutes');
  const { shift } = night;
  const date = formatDateInZone(shift.startAt, zone);
  const people = shift.people.map((p) => p.name).join(', ');
  return (
    <Box
      component="li"
      data-testid="patrol-night"
      sx={{ px: { xs: 2, sm: 2.5 }, py: 1.5, borderBottom: last ? 0 : 1, borderColor: 'divider' }}
    >
      <Stack direction="row" sx={{ alignItems: 'flex-start', gap: 1, flexWrap: 'wrap' }}>
        <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600 }}>
            <bdi>{`${date} · ${formatTimeInZone(shift.startAt, zone)}–${formatTimeInZone(shift.endAt, zone)}`}</bdi>
          </Typography>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            <bdi>{`${shift.post} · ${shift.eventName}`}</bdi>
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {people ? <bdi>{t('nights.people', { names: people })}</bdi> : t('nights.nobody')}
          </Typography>
        </Box>
        <Button
          size="small"
          color="error"
          onClick={onUnassign}
          aria-label={t('nights.unassignLabel', { post: shift.post, date })}
        >
          {t('nights.unassign')}
        </Button>
      </Stack>
      <Box
        component="ol"
        aria-label={t('nights.stopsLabel')}
        sx={{ listStyle: 'none', p: 0, m: 0, mt: 1, display: 'grid', gap: 0.75 }}
      >
        {[...night.stops]
          .sort((a, b) => a.position - b.position)
          .map((stop) => (
            <NightStop key={stop.stopId} stop={stop} zone={zoneOf(stop.eventId)} />
          ))}
      </Box>
    </Box>
  );
}

function NightStop({ stop, zone }: { stop: RunsheetStop; zone: string | undefined }) {
  const { t } = useTranslation('patrolRoutes');
  return (
    <Box
      component="li"
      data-testid="patrol-night-stop"
      data-status={stop.status}
      sx={{
        display: 'grid',
        gridTemplateColumns: 'auto minmax(0, 1fr) auto',
        alignItems: 'center',
        columnGap: 1,
        py: 0.5,
        px: 1,
        borderRadius: 1,
        bgcolor: 'action.hover',
      }}
    >
      <Typography variant="body2" color="text.secondary" sx={{ fontVariantNumeric: 'tabular-nums' }}>
        {stop.position}.
      </Typography>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          <bdi>{stop.eventName}</bdi>
        </Typography>
        <Typography variant="caption" color="text.secondary" component="p">
          <bdi>{`${formatTimeInZone(stop.windowStartsAt, zone)}–${formatTimeInZone(stop.windowEndsAt, zone)}`}</bdi>
          {stop.visitedAt ? (
            <>
              {' · '}
              <bdi>{t('nights.visitedAt', { time: formatTimeInZone(stop.visitedAt, zone) })}</bdi>
            </>
          ) : null}
        </Typography>
      </Box>
      <Chip
        size="small"
        label={t(`status.${stop.status}`)}
        color={statusColour[stop.status]}
        variant={stop.status === 'upcoming' ? 'outlined' : 'filled'}
      />
    </Box>
  );
}
