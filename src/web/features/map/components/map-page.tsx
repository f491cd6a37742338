import KeyboardArrowDownRounded from '@mui/icons-material/KeyboardArrowDownRounded';
import KeyboardArrowUpRounded from '@mui/icons-material/KeyboardArrowUpRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { lazy, type ReactNode, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { RefreshErrorBanner } from '../../../components/refresh-error-banner.tsx';
import { formatCount } from '../../../lib/format.ts';
import { type LiveStatus, useLiveStatus } from '../../../lib/live-stream.ts';
import {
  defaultTrailHours,
  type TrailHours,
  useGuardTrail,
  useMapGuards,
  useMapLiveUpdates,
} from '../api/map-queries.ts';
import { countByStatus, filterByEvent, type MapGuardView } from '../map-state.ts';
import { statusOrder } from '../status-style.ts';
import { CoveragePanel } from './coverage-panel.tsx';
import { GuardDetails, type TrailState } from './guard-details.tsx';
import { GuardList } from './guard-list.tsx';
import { StatusBadge } from './status-badge.tsx';

const GuardsMap = lazy(() => import('./guards-map.tsx'));

/** How much of the map a phone's open sheet covers. */
const sheetShare = 0.5;

const liveColors: Record<LiveStatus, 'success' | 'warning' | 'default'> = {
  open: 'success',
  connecting: 'warning',
  closed: 'default',
};

function LiveIndicator() {
  const { t } = useTranslation('map');
  const status = useLiveStatus();
  return (
    <Tooltip title={t(`live.${status}Hint`)}>
      <Chip
        data-testid="map-live"
        data-state={status}
        color={liveColors[status]}
        variant={status === 'open' ? 'filled' : 'outlined'}
        size="small"
        role="status"
        label={t(`live.${status}`)}
        icon={
          <Box
            component="span"
            aria-hidden
            sx={{
              width: 8,
              height: 8,
              borderRadius: '50%',
              bgcolor: 'currentColor',
              mx: 0.75,
              animation: status === 'open' ? 'wpLiveBlink 2s ease-in-out infinite' : 'none',
              '@keyframes wpLiveBlink': { '50%': { opacity: 0.35 } },
              '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
            }}
          />
        }
      />
    </Tooltip>
  );
}

function StatusSummary({ guards }: { guards: readonly MapGuardView[] }) {
  const { t } = useTranslation('map');
  const counts = countByStatus(guards);
  return (
    <Box
      role="list"
      aria-label={t('summary')}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: { xs: 1, sm: 1.5 } }}
      data-testid="map-summary"
    >
      {statusOrder.map((status) => (
        <Paper
          key={status}
          role="listitem"
          variant="outlined"
          data-testid={`map-count-${status}`}
          data-count={counts[status]}
          sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 0.5, px: 1.25, borderRadius: 5 }}
        >
          <StatusBadge status={status} size={22} />
          <Typography variant="body2">{t(`status.${status}`)}</Typography>
          <Typography variant="body2" sx={{ fontWeight: 700 }}>
            <bdi>{formatCount(counts[status])}</bdi>
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}

/** On a phone the list is a sheet over the bottom of the map: a handle when closed, half the map when open. */
function BottomSheet({
  open,
  onToggle,
  count,
  children,
}: {
  open: boolean;
  onToggle: () => void;
  count: number;
  children: ReactNode;
}) {
  const { t } = useTranslation('map');
  return (
    <Paper
      elevation={6}
      sx={{
        position: 'absolute',
        insetInline: 0,
        bottom: 0,
        zIndex: 1000,
        borderRadius: '16px 16px 8px 8px',
        display: 'flex',
        flexDirection: 'column',
        maxHeight: open ? `${sheetShare * 100}%` : 'auto',
      }}
    >
      <Button
        onClick={onToggle}
        aria-expanded={open}
        aria-controls="map-sheet"
        endIcon={open ? <KeyboardArrowDownRounded /> : <KeyboardArrowUpRounded />}
        sx={{ py: 1, borderRadius: '16px 16px 0 0', justifyContent: 'center' }}
      >
        {open ? t('list.hide') : t('list.show', { number: formatCount(count) })}
      </Button>
      <Box id="map-sheet" hidden={!open} sx={{ overflowY: 'auto', minHeight: 0, flex: 1 }}>
        {open ? children : null}
      </Box>
    </Paper>
  );
}

/** The real-time map (docs/product/alerts.md#real-time-map): guards on duty, live, with their zones and trails. */
export default function MapPage() {
  const { t } = useTranslation('map');
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const [searchParams, setSearchParams] = useSearchParams();
  const query = useMapGuards();
  useMapLiveUpdates();
  const { data, error, isPending, isFetching, refetch } = query;
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [hours, setHours] = useState<TrailHours>(defaultTrailHours);
  const [sheetOpen, setSheetOpen] = useState(false);

  const requestedEvent = searchParams.get('event');
  const eventId = requestedEvent && data?.events.some((e) => e.id === requestedEvent) ? requestedEvent : null;
  const shown = useMemo(() => (data ? filterByEvent(data, eventId) : null), [data, eventId]);
  // Coverage per event, as the dashboard shows it: people on duty now against people scheduled now.
  const onDutyByEvent = useMemo(() => {
    const counts = new Map<string, number>();
    for (const guard of data?.guards ?? []) {
      if (guard.eventId) counts.set(guard.eventId, (counts.get(guard.eventId) ?? 0) + 1);
    }
    return counts;
  }, [data]);
  const selected = shown?.guards.find((g) => g.userId === selectedId) ?? null;
  const trailQuery = useGuardTrail(selected?.userId ?? null, hours);
  const trail: TrailState = {
    data: trailQuery.data,
    isPending: trailQuery.isPending && selected !== null,
    isError: trailQuery.isError,
  };

  const select = (userId: string) => {
    setSelectedId(userId);
    setSheetOpen(true);
  };
  const changeEvent = (value: string) => {
    setSelectedId(null);
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        if (value) next.set('event', value);
        else next.delete('event');
        return next;
      },
      { replace: true },
    );
  };
  const retry = () => void refetch();

  const panel =
    data && shown ? (
      selected ? (
        <GuardDetails
          guard={selected}
          clockOffsetMs={data.clockOffsetMs}
          hours={hours}
          onHoursChange={setHours}
          trail={trail}
          onBack={() => setSelectedId(null)}
        />
      ) : (
        <Box sx={{ p: 1 }}>
          <Typography variant="subtitle2" component="h2" sx={{ px: 1, py: 0.5 }}>
            {t('list.title')} · <bdi>{formatCount(shown.guards.length)}</bdi>
          </Typography>
          <GuardList
            guards={shown.guards}
            clockOffsetMs={data.clockOffsetMs}
            selectedId={selectedId}
            onSelect={select}
          />
        </Box>
      )
    ) : null;

  return (
    <Stack spacing={2}>
      <Box sx={{ display: 'flex', alignItems: 'flex-end', gap: 2, flexWrap: 'wrap' }}>
        <Box sx={{ flex: 1, minWidth: 220 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
            <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 26, sm: 30 } }}>
              {t('title')}
            </Typography>
            <LiveIndicator />
          </Box>
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {t('subtitle')}
          </Typography>
        </Box>
        {data ? (
          <TextField
            select
            size="small"
            label={t('filter.event')}
            value={eventId ?? ''}
            onChange={(e) => changeEvent(e.target.value)}
            sx={{ minWidth: 220, maxWidth: '100%' }}
            slotProps={{
              select: {
                displayEmpty: true,
                renderValue: (value) => data.events.find((e) => e.id === value)?.name ?? t('filter.allEvents'),
              },
              inputLabel: { shrink: true },
            }}
          >
            <MenuItem value="">{t('filter.allEvents')}</MenuItem>
            {data.events.map((event) => {
              const onDuty = onDutyByEvent.get(event.id) ?? 0;
              return (
                <MenuItem key={event.id} value={event.id} data-testid="map-event-option">
                  <ListItemText
                    primary={event.name}
                    secondary={
                      <Box
                        component="span"
                        data-testid="map-event-coverage"
                        sx={{ color: onDuty < event.scheduledNow ? 'warning.dark' : 'text.secondary' }}
                      >
                        {t('filter.coverage', {
                          onDuty: formatCount(onDuty),
                          scheduled: formatCount(event.scheduledNow),
                        })}
                      </Box>
                    }
                  />
                </MenuItem>
              );
            })}
          </TextField>
        ) : null}
      </Box>

      {shown ? <StatusSummary guards={shown.guards} /> : null}

      <CoveragePanel />

      <RefreshErrorBanner
        query={{ error, data, isFetching }}
        onRetry={retry}
        retryLabel={t('retry')}
        loadFailedTitle={t('loadFailed')}
        refreshFailed={(reason) => t('refreshFailed', { error: reason })}
      />

      {isPending ? (
        <Skeleton
          variant="rounded"
          aria-busy="true"
          aria-label={t('loading')}
          sx={{ height: { xs: '60dvh', md: 'calc(100dvh - 300px)' }, minHeight: 360 }}
        />
      ) : null}

      {data && shown ? (
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 340px', lg: 'minmax(0, 1fr) 380px' },
            gap: 2,
            height: { xs: '70dvh', md: 'calc(100dvh - 300px)' },
            minHeight: { xs: 420, md: 480 },
          }}
        >
          <Box sx={{ position: 'relative', minWidth: 0, borderRadius: 1, overflow: 'hidden' }}>
            <Suspense fallback={<Skeleton variant="rounded" height="100%" aria-label={t('loading')} />}>
              <GuardsMap
                guards={shown.guards}
                events={shown.events}
                tiles={data.tiles}
                selectedId={selected?.userId ?? null}
                onSelect={select}
                trail={selected && trail.data?.userId === selected.userId ? trail.data.points : null}
                fitKey={eventId ?? 'all'}
                coveredBelow={!wide && sheetOpen ? sheetShare : 0}
              />
            </Suspense>
            {shown.guards.length === 0 ? (
              <Box
                sx={{
                  position: 'absolute',
                  inset: 0,
                  display: 'flex',
                  alignItems: 'center',
                  justifyContent: 'center',
                  pointerEvents: 'none',
                  zIndex: 1000,
                  p: 2,
                }}
              >
                <Paper elevation={4} role="status" sx={{ px: 3, py: 2, maxWidth: 360, textAlign: 'center' }}>
                  <Typography>{eventId ? t('emptyEvent') : t('empty')}</Typography>
                </Paper>
              </Box>
            ) : null}
            {!wide && shown.guards.length > 0 ? (
              <BottomSheet open={sheetOpen} onToggle={() => setSheetOpen((o) => !o)} count={shown.guards.length}>
                {panel}
              </BottomSheet>
            ) : null}
          </Box>
          {wide ? (
            <Paper
              variant="outlined"
              sx={{ overflowY: 'auto', minHeight: 0 }}
              aria-label={t('list.title')}
              component="aside"
            >
              {panel}
            </Paper>
          ) : null}
        </Box>
      ) : null}
    </Stack>
  );
}
