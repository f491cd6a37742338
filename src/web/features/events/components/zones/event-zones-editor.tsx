import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { lazy, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LatLng } from '../../../../../shared/polygon.ts';
import { useConfirm } from '../../../../components/dialog-host.tsx';
import { RetryAlert } from '../../../../components/retry-alert.tsx';
import { useSnackbar } from '../../../../lib/notify.ts';
import { initialView, type ZoneItem, zoneItems } from '../../../../lib/zone-helpers.ts';
import { useDeleteGeofence } from '../../api/delete-geofence.ts';
import { useDeleteRestrictedArea } from '../../api/delete-restricted-area.ts';
import { useEvent } from '../../api/get-event.ts';
import { useGeofences } from '../../api/list-geofences.ts';
import { useRestrictedAreas } from '../../api/list-restricted-areas.ts';
import { MapEditorLayout } from './map-editor-layout.tsx';
import { NewZoneDialog } from './new-zone-dialog.tsx';
import { ZoneList } from './zone-list.tsx';
import type { DrawTexts } from './zones-map.tsx';

/** Leaflet and Geoman load with the map only. */
const ZonesMap = lazy(() => import('./zones-map.tsx'));

export interface EventZonesEditorProps {
  eventId: string;
  /** May draw, change and delete zones ('events.edit'); otherwise the map and list are read-only. */
  canEdit: boolean;
}

const mapHeight = { xs: 340, md: 520 };

/**
 * The event's zones on a map and in a list. Editors draw a new outline with the map's polygon tool and name it;
 * Edit on a zone opens its form in the list and makes its points draggable on the map; Delete asks first.
 */
export default function EventZonesEditor({ eventId, canEdit }: EventZonesEditorProps) {
  const { t } = useTranslation(['events', 'common']);
  const geofences = useGeofences(eventId);
  const areas = useRestrictedAreas(eventId);
  const event = useEvent(eventId);
  const [draft, setDraft] = useState<LatLng[] | null>(null);
  const [editing, setEditing] = useState<{ key: string; outline: LatLng[] | null } | null>(null);
  const [selectedKey, setSelectedKey] = useState<string | null>(null);
  const [revision, setRevision] = useState(0);
  const confirm = useConfirm();
  const { enqueueSnackbar } = useSnackbar();
  const deleteGeofence = useDeleteGeofence(eventId);
  const deleteArea = useDeleteRestrictedArea(eventId);

  const zones = useMemo(() => zoneItems(geofences.data ?? [], areas.data ?? []), [geofences.data, areas.data]);
  const loaded = geofences.isSuccess && areas.isSuccess && !event.isPending;
  // Fixed once the zones are first known: the map opens there and is then the user's to move.
  const [view, setView] = useState<ReturnType<typeof initialView> | null>(null);
  if (loaded && !view) setView(initialView(zones, event.data));

  const texts = useMemo<DrawTexts>(
    () => ({
      drawButton: t('events:zones.draw.button'),
      firstVertex: t('events:zones.draw.firstVertex'),
      continueLine: t('events:zones.draw.continueLine'),
      finishPoly: t('events:zones.draw.finishPoly'),
      finish: t('events:zones.draw.finish'),
      cancel: t('common:actions.cancel'),
      removeLastVertex: t('events:zones.draw.removeLastVertex'),
    }),
    [t],
  );

  const startEdit = useCallback(
    (zone: ZoneItem) => {
      if (!canEdit) return;
      setSelectedKey(zone.key);
      setEditing({ key: zone.key, outline: null });
    },
    [canEdit],
  );
  const endEdit = useCallback(() => {
    setEditing(null);
    // Redraws the layers from the saved outlines (drops a cancelled change, shows a saved one).
    setRevision((r) => r + 1);
  }, []);
  const onOutlineEdited = useCallback((key: string, outline: LatLng[]) => {
    setEditing((current) => (current?.key === key ? { key, outline } : current));
  }, []);
  const onSelect = useCallback(
    (key: string) => {
      setSelectedKey(key);
      const zone = zones.find((z) => z.key === key);
      if (zone && canEdit && !editing) setEditing({ key, outline: null });
    },
    [zones, canEdit, editing],
  );

  /** Asks first (the app's confirmation dialog); the server's refusal shows inside it. */
  const remove = async (zone: ZoneItem) => {
    const name = zone.title || t('events:zones.untitled');
    const deleted = await confirm({
      title: t('events:zones.delete.title', { name }),
      body: t('events:zones.delete.body'),
      confirmLabel: t('common:actions.delete'),
      action: () =>
        zone.source === 'restrictedArea' ? deleteArea.mutateAsync(zone.id) : deleteGeofence.mutateAsync(zone.id),
    });
    if (!deleted) return;
    enqueueSnackbar(t('events:zones.delete.done', { name }), { variant: 'success' });
    setSelectedKey((key) => (key === zone.key ? null : key));
  };

  const error = geofences.error ?? areas.error;
  if (error) {
    return (
      <RetryAlert
        onRetry={() => {
          void geofences.refetch();
          void areas.refetch();
        }}
      >
        {t('common:states.loadFailed')}
      </RetryAlert>
    );
  }

  return (
    <MapEditorLayout
      height={mapHeight}
      panelWidth={360}
      headingId={`zones-${eventId}-heading`}
      map={
        view ? (
          <ZonesMap
            zones={zones}
            view={view}
            canEdit={canEdit}
            canDraw={canEdit && !editing}
            editingKey={editing?.key ?? null}
            selectedKey={selectedKey}
            draft={draft}
            revision={revision}
            label={t('events:zones.mapLabel')}
            texts={texts}
            onDrawn={setDraft}
            onOutlineEdited={onOutlineEdited}
            onSelect={onSelect}
          />
        ) : null
      }
      panel={
        <>
          <Box sx={{ px: 2, pt: 1.5, pb: 1 }}>
            <Typography variant="subtitle1" component="h2" id={`zones-${eventId}-heading`}>
              {t('events:zones.title')}
            </Typography>
            {canEdit && zones.length > 0 ? (
              <Typography variant="caption" color="text.secondary">
                {t('events:zones.drawHint')}
              </Typography>
            ) : null}
            {!canEdit ? (
              <Typography variant="caption" color="text.secondary">
                {t('events:zones.readOnly')}
              </Typography>
            ) : null}
          </Box>
          {loaded ? (
            <ZoneList
              eventId={eventId}
              zones={zones}
              canEdit={canEdit}
              selectedKey={selectedKey}
              editing={editing}
              onEdit={startEdit}
              onEditEnd={endEdit}
              onDelete={(zone) => void remove(zone)}
            />
          ) : (
            <Box sx={{ px: 2, pb: 2 }}>
              <Skeleton variant="text" />
              <Skeleton variant="text" />
            </Box>
          )}
        </>
      }
      after={
        canEdit ? (
          <NewZoneDialog
            eventId={eventId}
            polygon={draft}
            onClose={() => setDraft(null)}
            onSaved={() => setDraft(null)}
          />
        ) : null
      }
    />
  );
}
