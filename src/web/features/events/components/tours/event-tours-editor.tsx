import AddRounded from '@mui/icons-material/AddRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import EditOutlined from '@mui/icons-material/EditOutlined';
import MoreVertRounded from '@mui/icons-material/MoreVertRounded';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Checkpoint, Tour } from '../../../../../shared/contract/tours.ts';
import type { LatLng } from '../../../../../shared/polygon.ts';
import { useConfirm } from '../../../../components/dialog-host.tsx';
import { RetryAlert } from '../../../../components/retry-alert.tsx';
import { translateError } from '../../../../i18n/translate-error.ts';
import { formatCount } from '../../../../lib/format.ts';
import { useSnackbar } from '../../../../lib/notify.ts';
import { initialView, zoneItems } from '../../../../lib/zone-helpers.ts';
import { labelsPdfUrl, useCheckpoints, useRemoveCheckpoint, useRotateCheckpointToken } from '../../api/checkpoints.ts';
import { useEvent } from '../../api/get-event.ts';
import { useGeofences } from '../../api/list-geofences.ts';
import { useRestrictedAreas } from '../../api/list-restricted-areas.ts';
import { useRemoveTour, useTours } from '../../api/tours.ts';
import { MapEditorLayout } from '../zones/map-editor-layout.tsx';
import { CheckpointDialog } from './checkpoint-dialog.tsx';
import { TourDialog } from './tour-dialog.tsx';

/** Leaflet loads with the map only. */
const CheckpointsMap = lazy(() => import('./checkpoints-map.tsx'));

const mapHeight = { xs: 320, md: 480 };

/** Web NFC (Chrome on Android): writes a URL record to a tag held near the phone. */
interface NdefWriter {
  write: (message: { records: { recordType: 'url'; data: string }[] }) => Promise<void>;
}
const nfcWriter = (): NdefWriter | null => {
  if (typeof window === 'undefined' || !('NDEFReader' in window)) return null;
  const Reader = (window as unknown as { NDEFReader: new () => NdefWriter }).NDEFReader;
  return new Reader();
};

export interface EventToursEditorProps {
  eventId: string;
}

/**
 * The event's checkpoints and tours (docs/product/tours-and-check-calls.md), for those who edit the event: a click
 * on the map places a checkpoint; each checkpoint can be edited, removed, given a new token, copied or written to an
 * NFC tag; the labels sheet prints them all. Tours walk the checkpoints in a daily window of the event's time zone.
 */
export default function EventToursEditor({ eventId }: EventToursEditorProps) {
  const { t } = useTranslation(['events', 'common']);
  const event = useEvent(eventId);
  const geofences = useGeofences(eventId);
  const areas = useRestrictedAreas(eventId);
  const checkpoints = useCheckpoints(eventId);
  const tours = useTours(eventId);
  const [placing, setPlacing] = useState<LatLng | null>(null);
  const [editingCheckpoint, setEditingCheckpoint] = useState<Checkpoint | null>(null);
  const [tourDialog, setTourDialog] = useState<{ tour?: Tour } | null>(null);
  const [selectedId, setSelectedId] = useState<string | null>(null);

  const zones = useMemo(() => zoneItems(geofences.data ?? [], areas.data ?? []), [geofences.data, areas.data]);
  const loaded =
    checkpoints.isSuccess && tours.isSuccess && !event.isPending && !geofences.isPending && !areas.isPending;
  const [view, setView] = useState<ReturnType<typeof initialView> | null>(null);
  if (loaded && !view) {
    const points = (checkpoints.data ?? []).map((c) => ({ lat: c.latitude, lng: c.longitude }));
    setView(initialView(points.length > 0 ? [...zones, { polygon: points }] : zones, event.data));
  }

  const error = checkpoints.error ?? tours.error;
  if (error) {
    return (
      <RetryAlert
        onRetry={() => {
          void checkpoints.refetch();
          void tours.refetch();
        }}
      >
        {t('common:states.loadFailed')} {translateError(error)}
      </RetryAlert>
    );
  }

  const items = checkpoints.data ?? [];
  const timeZone = event.data?.timeZone ?? 'UTC';

  return (
    <Stack spacing={2}>
      <MapEditorLayout
        height={mapHeight}
        panelWidth={380}
        headingId={`checkpoints-${eventId}-heading`}
        map={
          view ? (
            <CheckpointsMap
              zones={zones}
              checkpoints={items}
              view={view}
              canPlace={!placing && !editingCheckpoint}
              draft={placing}
              selectedId={selectedId}
              label={t('events:tours.mapLabel')}
              onPick={setPlacing}
              onSelect={setSelectedId}
            />
          ) : null
        }
        panel={
          <>
            <Box sx={{ px: 2, pt: 1.5, pb: 1 }}>
              <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                <Typography variant="subtitle1" component="h2" id={`checkpoints-${eventId}-heading`} sx={{ flex: 1 }}>
                  {t('events:tours.checkpoints.title')}
                </Typography>
                <Button
                  size="small"
                  startIcon={<PrintOutlined />}
                  href={labelsPdfUrl(eventId)}
                  target="_blank"
                  rel="noopener"
                  disabled={items.length === 0}
                >
                  {t('events:tours.checkpoints.printLabels')}
                </Button>
              </Stack>
              <Typography variant="caption" color="text.secondary">
                {items.length === 0 && loaded
                  ? t('events:tours.checkpoints.empty')
                  : t('events:tours.checkpoints.hint')}
              </Typography>
            </Box>
            {loaded ? (
              <List dense aria-label={t('events:tours.checkpoints.title')}>
                {items.map((c) => (
                  <CheckpointRow
                    key={c.id}
                    checkpoint={c}
                    eventId={eventId}
                    selected={c.id === selectedId}
                    onSelect={() => setSelectedId(c.id)}
                    onEdit={() => setEditingCheckpoint(c)}
                  />
                ))}
              </List>
            ) : (
              <Box sx={{ px: 2, pb: 2 }}>
                <Skeleton variant="text" />
                <Skeleton variant="text" />
              </Box>
            )}
          </>
        }
      />

      <ToursSection
        eventId={eventId}
        loaded={loaded}
        tours={tours.data ?? []}
        checkpoints={items}
        onAdd={() => setTourDialog({})}
        onEdit={(tour) => setTourDialog({ tour })}
      />

      {placing ? <CheckpointDialog eventId={eventId} at={placing} onClose={() => setPlacing(null)} /> : null}
      {editingCheckpoint ? (
        <CheckpointDialog eventId={eventId} checkpoint={editingCheckpoint} onClose={() => setEditingCheckpoint(null)} />
      ) : null}
      {tourDialog ? (
        <TourDialog
          eventId={eventId}
          timeZone={timeZone}
          checkpoints={items}
          tour={tourDialog.tour}
          onClose={() => setTourDialog(null)}
        />
      ) : null}
    </Stack>
  );
}

function CheckpointRow({
  checkpoint,
  eventId,
  selected,
  onSelect,
  onEdit,
}: {
  checkpoint: Checkpoint;
  eventId: string;
  selected: boolean;
  onSelect: () => void;
  onEdit: () => void;
}) {
  const { t } = useTranslation(['events', 'common']);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const confirm = useConfirm();
  const { enqueueSnackbar } = useSnackbar();
  const rotate = useRotateCheckpointToken(eventId);
  const remove = useRemoveCheckpoint();
  const name = checkpoint.name;
  const nfc = typeof window !== 'undefined' && 'NDEFReader' in window;
  const close = () => setAnchor(null);

  const copy = async () => {
    close();
    try {
      await navigator.clipboard.writeText(checkpoint.scanUrl);
      enqueueSnackbar(t('events:tours.checkpoints.copied', { name }), { variant: 'success' });
    } catch {
      enqueueSnackbar(t('events:tours.checkpoints.copyFailed'), { variant: 'error' });
    }
  };
  const writeTag = async () => {
    close();
    const writer = nfcWriter();
    if (!writer) return;
    enqueueSnackbar(t('events:tours.checkpoints.nfcHold'), { variant: 'info' });
    try {
      await writer.write({ records: [{ recordType: 'url', data: checkpoint.scanUrl }] });
      enqueueSnackbar(t('events:tours.checkpoints.nfcDone', { name }), { variant: 'success' });
    } catch (error) {
      enqueueSnackbar(t('events:tours.checkpoints.nfcFailed', { reason: String(error) }), { variant: 'error' });
    }
  };
  const rotateToken = async () => {
    close();
    const done = await confirm({
      title: t('events:tours.checkpoints.rotateTitle', { name }),
      body: t('events:tours.checkpoints.rotateBody'),
      confirmLabel: t('events:tours.checkpoints.rotate'),
      action: () => rotate.mutateAsync(checkpoint.id),
    });
    if (done) enqueueSnackbar(t('events:tours.checkpoints.rotated', { name }), { variant: 'success' });
  };
  const removeIt = async () => {
    close();
    const done = await confirm({
      title: t('events:tours.checkpoints.removeTitle', { name }),
      body: t('events:tours.checkpoints.removeBody'),
      confirmLabel: t('common:actions.delete'),
      action: () => remove.mutateAsync(checkpoint.id),
    });
    if (done) enqueueSnackbar(t('events:tours.checkpoints.removed', { name }), { variant: 'success' });
  };

  return (
    <ListItem
      disablePadding
      secondaryAction={
        <IconButton
          edge="end"
          aria-label={t('events:tours.checkpoints.actions', { name })}
          aria-haspopup="menu"
          onClick={(e) => setAnchor(e.currentTarget)}
        >
          <MoreVertRounded />
        </IconButton>
      }
    >
      <ListItemButton selected={selected} onClick={onSelect}>
        <ListItemText
          primary={<bdi>{name}</bdi>}
          secondary={
            <>
              {t('events:tours.checkpoints.radius', { meters: formatCount(checkpoint.radiusMeters) })}
              {checkpoint.instructions ? (
                <>
                  {' · '}
                  <bdi>{checkpoint.instructions}</bdi>
                </>
              ) : null}
            </>
          }
        />
      </ListItemButton>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
        <MenuItem
          onClick={() => {
            close();
            onEdit();
          }}
        >
          {t('common:actions.edit')}
        </MenuItem>
        <MenuItem onClick={() => void copy()}>{t('events:tours.checkpoints.copyUrl')}</MenuItem>
        {nfc ? <MenuItem onClick={() => void writeTag()}>{t('events:tours.checkpoints.writeNfc')}</MenuItem> : null}
        <MenuItem onClick={() => void rotateToken()}>{t('events:tours.checkpoints.rotate')}</MenuItem>
        <MenuItem onClick={() => void removeIt()} sx={{ color: 'error.main' }}>
          {t('common:actions.delete')}
        </MenuItem>
      </Menu>
    </ListItem>
  );
}

function ToursSection({
  eventId,
  loaded,
  tours,
  checkpoints,
  onAdd,
  onEdit,
}: {
  eventId: string;
  loaded: boolean;
  tours: readonly Tour[];
  checkpoints: readonly Checkpoint[];
  onAdd: () => void;
  onEdit: (tour: Tour) => void;
}) {
  const { t } = useTranslation(['events', 'common']);
  const confirm = useConfirm();
  const { enqueueSnackbar } = useSnackbar();
  const remove = useRemoveTour();
  const names = new Map(checkpoints.map((c) => [c.id, c.name]));

  const removeIt = async (tour: Tour) => {
    const done = await confirm({
      title: t('events:tours.tours.removeTitle', { name: tour.name }),
      body: t('events:tours.tours.removeBody'),
      confirmLabel: t('common:actions.delete'),
      action: () => remove.mutateAsync(tour.id),
    });
    if (done) enqueueSnackbar(t('events:tours.tours.removed', { name: tour.name }), { variant: 'success' });
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby={`tours-${eventId}-heading`}>
      <Stack direction="row" sx={{ px: 2, pt: 1.5, pb: 1, alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="subtitle1" component="h2" id={`tours-${eventId}-heading`} sx={{ flex: 1 }}>
          {t('events:tours.tours.title')}
        </Typography>
        <Stack sx={{ alignItems: 'flex-end' }}>
          <Button startIcon={<AddRounded />} variant="outlined" onClick={onAdd} disabled={checkpoints.length === 0}>
            {t('events:tours.tours.add')}
          </Button>
          {loaded && checkpoints.length === 0 ? (
            <Typography variant="caption" color="text.secondary">
              {t('events:tours.tours.placeCheckpointsFirst')}
            </Typography>
          ) : null}
        </Stack>
      </Stack>
      {!loaded ? (
        <Box sx={{ px: 2, pb: 2 }}>
          <Skeleton variant="text" />
        </Box>
      ) : tours.length === 0 ? (
        <Typography color="text.secondary" sx={{ px: 2, pb: 2 }}>
          {t('events:tours.tours.empty')}
        </Typography>
      ) : (
        <List aria-label={t('events:tours.tours.title')}>
          {tours.map((tour) => (
            <ListItem
              key={tour.id}
              secondaryAction={
                <Stack direction="row">
                  <IconButton
                    aria-label={t('events:tours.tours.editOne', { name: tour.name })}
                    onClick={() => onEdit(tour)}
                  >
                    <EditOutlined />
                  </IconButton>
                  <IconButton
                    aria-label={t('events:tours.tours.removeOne', { name: tour.name })}
                    onClick={() => void removeIt(tour)}
                  >
                    <DeleteOutlineRounded />
                  </IconButton>
                </Stack>
              }
              sx={{ pr: 12 }}
            >
              <ListItemText
                primary={<bdi>{tour.name}</bdi>}
                secondary={
                  <>
                    <span>
                      {t('events:tours.tours.summary', {
                        start: tour.startTime,
                        end: tour.endTime,
                        every: formatCount(tour.everyMinutes),
                        grace: formatCount(tour.graceMinutes),
                      })}
                      {' · '}
                      {tour.ordered ? t('events:tours.tours.inOrder') : t('events:tours.tours.anyOrder')}
                    </span>
                    <br />
                    <bdi>{tour.checkpointIds.map((id) => names.get(id) ?? '—').join(' → ')}</bdi>
                  </>
                }
              />
            </ListItem>
          ))}
        </List>
      )}
    </Paper>
  );
}
