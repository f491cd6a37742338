/**
 * The Leaflet part of the checkpoints editor, in its own module so that Leaflet loads only with the map (the editor
 * imports it lazily) and the lists and dialogs can be tested without a map. The event's zones show for orientation;
 * a click on the map places a new checkpoint there.
 */
import 'leaflet/dist/leaflet.css';
import '../zones/leaflet-global.ts';
import Box from '@mui/material/Box';
import { DomEvent } from 'leaflet';
import { useMemo, useRef, useState } from 'react';
import { Circle, CircleMarker, MapContainer, Polygon, TileLayer, Tooltip, useMapEvents } from 'react-leaflet';
import type { Checkpoint } from '../../../../../shared/contract/tours.ts';
import type { LatLng } from '../../../../../shared/polygon.ts';
import { MapName } from '../../../../components/map-name.tsx';
import { positionsOf, type ZoneItem, zoneStyle } from '../../../../lib/zone-helpers.ts';
import { type MapView, openingPropsOf, tileAttribution, tileLayerUrl } from '../zones/zones-map.tsx';

export interface CheckpointsMapProps {
  zones: readonly ZoneItem[];
  checkpoints: readonly Checkpoint[];
  view: MapView;
  /** A click places a new checkpoint (editors). */
  canPlace: boolean;
  /** The place of the checkpoint being added, shown dashed. */
  draft: LatLng | null;
  selectedId: string | null;
  label: string;
  onPick: (at: LatLng) => void;
  onSelect: (id: string) => void;
}

const checkpointColor = '#1565c0';

function ClickToPlace({ onPick }: { onPick: (at: LatLng) => void }) {
  const onPickRef = useRef(onPick);
  onPickRef.current = onPick;
  useMapEvents({
    click: (event) => onPickRef.current({ lat: event.latlng.lat, lng: event.latlng.lng }),
  });
  return null;
}

function ZoneShape({ zone }: { zone: ZoneItem }) {
  const positions = useMemo(() => positionsOf(zone.polygon), [zone.polygon]);
  const style = zoneStyle(zone.kind);
  return <Polygon positions={positions} pathOptions={{ ...style, fillOpacity: 0.08 }} interactive={false} />;
}

/** Left to right inside whatever the page's direction: maps do not mirror. */
export default function CheckpointsMap(props: CheckpointsMapProps) {
  const [initial] = useState(props.view);
  return (
    <Box
      dir="ltr"
      sx={{
        height: '100%',
        width: '100%',
        '& .leaflet-container': { height: '100%', width: '100%', borderRadius: 1, cursor: 'crosshair' },
      }}
    >
      <MapContainer {...openingPropsOf(initial)} scrollWheelZoom>
        <MapName label={props.label} />
        <TileLayer url={tileLayerUrl} attribution={tileAttribution} />
        {props.canPlace ? <ClickToPlace onPick={props.onPick} /> : null}
        {props.zones.map((zone) => (
          <ZoneShape key={zone.key} zone={zone} />
        ))}
        {props.checkpoints.map((c) => {
          const selected = c.id === props.selectedId;
          return (
            <Circle
              key={`${c.id}:${c.latitude}:${c.longitude}:${c.radiusMeters}`}
              center={[c.latitude, c.longitude]}
              radius={c.radiusMeters}
              pathOptions={{ color: checkpointColor, weight: selected ? 4 : 2, fillOpacity: selected ? 0.3 : 0.15 }}
              eventHandlers={{
                click: (event) => {
                  // Not a click on the map too: that would place a new checkpoint here.
                  DomEvent.stopPropagation(event);
                  props.onSelect(c.id);
                },
              }}
            >
              <Tooltip permanent direction="top" offset={[0, -6]}>
                <bdi>{c.name}</bdi>
              </Tooltip>
            </Circle>
          );
        })}
        {props.draft ? (
          <CircleMarker
            center={[props.draft.lat, props.draft.lng]}
            radius={8}
            pathOptions={{ color: '#616161', dashArray: '4 4' }}
          />
        ) : null}
      </MapContainer>
    </Box>
  );
}
