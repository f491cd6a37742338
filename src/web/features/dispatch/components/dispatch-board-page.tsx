import AddRounded from '@mui/icons-material/AddRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DispatchCall, DispatchUnit } from '../../../../shared/contract/dispatch.ts';
import { nextStatus } from '../../../../shared/dispatch-rules.ts';
import { ListPageHeader } from '../../../components/list-page/list-page-header.tsx';
import { RetryAlert } from '../../../components/retry-alert.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { translateError } from '../../../i18n/translate-error.ts';
import { useSnackbar } from '../../../lib/notify.ts';
import { useSearchParam } from '../../../lib/use-search-param.ts';
import { useAssignCall, useCall, useCallUnits, useDispatchLiveUpdates, useOpenCalls } from '../api/dispatch-calls.ts';
import { inQueueOrder } from '../dispatch-format.ts';
import { refreshServerNow, useServerNow } from '../use-server-now.ts';
import { usePlaceOf } from './call-chips.tsx';
import { CallDetails } from './call-details.tsx';
import { CallQueue } from './call-queue.tsx';
import { CancelCallDialog } from './cancel-call-dialog.tsx';
import { NewCallDialog } from './new-call-dialog.tsx';

const DispatchMap = lazy(() => import('./dispatch-map.tsx'));

function MapLegend() {
  const { t } = useTranslation('dispatch');
  const theme = useTheme();
  const swatch = (colour: string, size: number) => (
    <Box
      component="span"
      aria-hidden
      sx={{ width: size, height: size, borderRadius: '50%', bgcolor: colour, border: '2px solid #fff', boxShadow: 1 }}
    />
  );
  const entries = [
    {
      key: 'calls',
      swatch: (
        <Stack direction="row" spacing={0.25} component="span">
          {swatch(theme.palette.error.main, 12)}
          {swatch(theme.palette.warning.main, 12)}
          {swatch(theme.palette.info.main, 12)}
          {swatch(theme.palette.grey[600], 12)}
        </Stack>
      ),
      text: t('map.legendCalls'),
    },
    { key: 'available', swatch: swatch(theme.palette.success.main, 11), text: t('map.legendAvailable') },
    { key: 'busy', swatch: swatch(theme.palette.grey[500], 11), text: t('map.legendBusy') },
  ];
  return (
    <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap', px: 0.5, pt: 1 }} component="ul" aria-label={t('map.label')}>
      {entries.map((entry) => (
        <Stack
          key={entry.key}
          component="li"
          direction="row"
          spacing={0.75}
          sx={{ alignItems: 'center', listStyle: 'none', typography: 'caption', color: 'text.secondary' }}
        >
          {entry.swatch}
          <span>{entry.text}</span>
        </Stack>
      ))}
    </Stack>
  );
}

/**
 * The dispatch board (docs/product/dispatch.md): the open calls in queue order with their countdowns, a map of the
 * calls and units, and the picked call with the units ranked for it, its timeline and its actions. The live stream
 * keeps it current.
 */
export default function DispatchBoardPage() {
  const { t } = useTranslation(['dispatch', 'common']);
  const { enqueueSnackbar } = useSnackbar();
  const placeOf = usePlaceOf();
  useDispatchLiveUpdates();
  const calls = useOpenCalls();
  const now = useServerNow();
  const [selectedParam, setSelected] = useSearchParam('call');
  const selectedId = selectedParam || null;
  const call = useCall(selectedId);
  const assignable = call.data ? nextStatus(call.data.status, 'assign') !== null : false;
  const units = useCallUnits(selectedId, assignable);
  const assign = useAssignCall();
  const [creating, setCreating] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const theme = useTheme();
  const oneColumn = useMediaQuery(theme.breakpoints.down('lg'), { noSsr: true });
  const detailsRef = useRef<HTMLDivElement>(null);

  // The queue's answer moved the server clock: the countdowns follow it at once.
  useEffect(() => {
    if (calls.data) refreshServerNow();
  }, [calls.data]);

  const queue = useMemo(() => inQueueOrder(calls.data?.items ?? []), [calls.data]);
  const selectedCall: DispatchCall | null = call.data ?? queue.find((c) => c.id === selectedId) ?? null;
  const firstPoint = selectedCall ?? queue.find((c) => c.lat !== null) ?? null;
  const mapCentre =
    firstPoint && firstPoint.lat !== null && firstPoint.lng !== null
      ? { lat: firstPoint.lat, lng: firstPoint.lng }
      : null;

  const select = (id: string) => {
    assign.reset();
    setSelected(id);
    // In one column the details stand below the map: bring them into view.
    if (oneColumn) requestAnimationFrame(() => detailsRef.current?.scrollIntoView?.({ block: 'start' }));
  };
  const onAssign = (userId: string, name: string) => {
    if (!selectedId) return;
    assign.mutate(
      { id: selectedId, userId },
      { onSuccess: () => enqueueSnackbar(t('units.assigned', { name }), { variant: 'success' }) },
    );
  };

  const callLabel = (c: DispatchCall) =>
    t('map.call', { priority: c.priority, type: t(`type.${c.type}`), place: placeOf(c) });
  const unitLabel = (unit: DispatchUnit) =>
    unit.available ? t('map.available', { name: unit.name }) : t('map.busy', { name: unit.name });

  return (
    <Stack spacing={{ xs: 2, sm: 3 }}>
      <ListPageHeader
        title={t('board.title')}
        subtitle={t('board.subtitle')}
        actions={
          <Button variant="contained" startIcon={<AddRounded />} onClick={() => setCreating(true)}>
            {t('board.newCall')}
          </Button>
        }
      />
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 2, sm: 3 },
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 5fr) minmax(0, 7fr)' },
          alignItems: 'start',
        }}
      >
        <Stack spacing={{ xs: 2, sm: 3 }} sx={{ minWidth: 0 }}>
          <SectionCard id="dispatch-queue" title={t('board.queue')}>
            {calls.error ? (
              <Box sx={{ p: 2 }}>
                <RetryAlert onRetry={() => void calls.refetch()}>
                  {`${t('board.loadFailed')}: ${translateError(calls.error)}`}
                </RetryAlert>
              </Box>
            ) : !calls.data ? (
              <Skeleton variant="rectangular" height={200} aria-label={t('common:states.loading')} />
            ) : queue.length === 0 ? (
              <Box sx={{ p: { xs: 2, sm: 3 } }}>
                <Typography variant="h6" component="p">
                  {t('board.emptyTitle')}
                </Typography>
                <Typography color="text.secondary">{t('board.emptyText')}</Typography>
              </Box>
            ) : (
              <CallQueue calls={queue} now={now} selectedId={selectedId} onSelect={select} />
            )}
          </SectionCard>
          {selectedId ? null : queue.length > 0 ? (
            <Typography color="text.secondary">{t('board.pickCall')}</Typography>
          ) : null}
        </Stack>
        <Stack spacing={{ xs: 2, sm: 3 }} sx={{ minWidth: 0 }}>
          <Paper variant="outlined" sx={{ p: 1 }}>
            <Box sx={{ height: { xs: 280, sm: 360 } }} data-testid="dispatch-map">
              <Suspense fallback={<Skeleton variant="rounded" height="100%" />}>
                <DispatchMap
                  label={t('map.label')}
                  calls={queue}
                  selected={selectedCall}
                  units={assignable ? (units.data?.items ?? []) : []}
                  callLabel={callLabel}
                  unitLabel={unitLabel}
                  onSelect={select}
                />
              </Suspense>
            </Box>
            <MapLegend />
          </Paper>
          <Box ref={detailsRef} sx={{ scrollMarginTop: 80 }}>
            {selectedId ? (
              <CallDetails
                call={call}
                units={units}
                now={now}
                pendingUserId={assign.isPending ? (assign.variables?.userId ?? null) : null}
                assignError={assign.error}
                onAssign={onAssign}
                onCancel={() => setCancelling(true)}
                onClose={() => setSelected('')}
              />
            ) : null}
          </Box>
        </Stack>
      </Box>
      {creating ? <NewCallDialog mapCentre={mapCentre} onClose={() => setCreating(false)} onCreated={select} /> : null}
      {cancelling && selectedId ? <CancelCallDialog callId={selectedId} onClose={() => setCancelling(false)} /> : null}
    </Stack>
  );
}
