/**
 * The Leaflet part of the dispatch board, in its own module so that Leaflet loads only with the map (the board
 * imports it lazily) and the board can be tested without it. Markers are drawn by Leaflet itself, so they show
 * when no tile loads. The tiles are the server's configured source (MAP_TILE_URL), as on the real-time map.
 */
import 'leaflet/dist/leaflet.css';
import Box from '@mui/material/Box';
import { type Theme, useTheme } from '@mui/material/styles';
import * as L from 'leaflet';
import { useEffect, useMemo, useRef } from 'react';
import { CircleMarker, MapContainer, Tooltip, useMap, useMapEvents } from 'react-leaflet';
import type { DispatchCall, DispatchUnit } from '../../../../shared/contract/dispatch.ts';
import { MapName } from '../../../components/map-name.tsx';
import { MapTileLayer } from '../../../components/map-tile-layer.tsx';
import { defaultMapView } from '../../../lib/zone-helpers.ts';
import { priorityColorOf } from './call-chips.tsx';

const fitOptions = { padding: [36, 36] as [number, number], maxZoom: 16 };

type Point = [number, number];

export function priorityColour(theme: Theme, priority: number): string {
  const colour = priorityColorOf(priority);
  return colour === 'default' ? theme.palette.grey[600] : theme.palette[colour].main;
}

export function unitColour(theme: Theme, available: boolean): string {
  return available ? theme.palette.success.main : theme.palette.grey[500];
}

const pointOf = (item: { lat: number | null; lng: number | null }): Point | null =>
  item.lat === null || item.lng === null ? null : [item.lat, item.lng];

/** Fits the view around `points` once per `fitKey` (not on every live re-read: the dispatcher may be looking). */
function FitView({ fitKey, points }: { fitKey: string; points: readonly Point[] }) {
  const map = useMap();
  const fitted = useRef<string | null>(null);
  useEffect(() => {
    if (fitted.current === fitKey || points.length === 0) return;
    fitted.current = fitKey;
    if (points.length === 1) map.setView(points[0] as Point, 15);
    else map.fitBounds(L.latLngBounds(points as Point[]), fitOptions);
  }, [map, fitKey, points]);
  return null;
}

export interface DispatchMapProps {
  label: string;
  calls: readonly DispatchCall[];
  /** The picked call (also when it left the queue) and its units. */
  selected: DispatchCall | null;
  units: readonly DispatchUnit[];
  callLabel: (call: DispatchCall) => string;
  unitLabel: (unit: DispatchUnit) => string;
  onSelect: (id: string) => void;
}

/** The open calls by priority colour, and the picked call's units: available in green, busy in grey. */
export default function DispatchMap({
  label,
  calls,
  selected,
  units,
  callLabel,
  unitLabel,
  onSelect,
}: DispatchMapProps) {
  const theme = useTheme();
  const shown = useMemo(
    () => (selected && !calls.some((c) => c.id === selected.id) ? [...calls, selected] : [...calls]),
    [calls, selected],
  );
  const placedUnits = units.filter((unit) => pointOf(unit) !== null);
  const selectedPoint = selected ? pointOf(selected) : null;
  // Around the picked call and its units; with none picked, around every call.
  const fit = useMemo(() => {
    if (selected && selectedPoint) {
      const unitPoints = placedUnits.map((unit) => pointOf(unit) as Point);
      return { key: `call:${selected.id}:${unitPoints.length}`, points: [selectedPoint, ...unitPoints] };
    }
    const points = shown.flatMap((call) => {
      const point = pointOf(call);
      return point ? [point] : [];
    });
    return { key: `all:${points.length}`, points };
  }, [selected, selectedPoint, placedUnits, shown]);

  return (
    <Box
      dir="ltr"
      sx={{
        height: '100%',
        width: '100%',
        '& .leaflet-container': {
          height: '100%',
          width: '100%',
          borderRadius: 1,
          bgcolor: theme.palette.mode === 'dark' ? 'grey.900' : 'grey.200',
          fontFamily: theme.typography.fontFamily,
        },
      }}
    >
      <MapContainer center={defaultMapView.center} zoom={defaultMapView.zoom} scrollWheelZoom>
        <MapName label={label} />
        <FitView fitKey={fit.key} points={fit.points} />
        {/* The server's configured tiles, as the real-time map's. */}
        <MapTileLayer />
        {placedUnits.map((unit) => (
          <CircleMarker
            key={`unit-${unit.userId}`}
            center={pointOf(unit) as Point}
            radius={7}
            pathOptions={{ color: '#ffffff', weight: 2, fillColor: unitColour(theme, unit.available), fillOpacity: 1 }}
          >
            <Tooltip>{unitLabel(unit)}</Tooltip>
          </CircleMarker>
        ))}
        {shown.map((call) => {
          const point = pointOf(call);
          if (!point) return null;
          const picked = call.id === selected?.id;
          return (
            <CircleMarker
              key={`call-${call.id}`}
              center={point}
              radius={picked ? 13 : 10}
              pathOptions={{
                color: picked ? theme.palette.primary.main : '#ffffff',
                weight: picked ? 4 : 2,
                fillColor: priorityColour(theme, call.priority),
                fillOpacity: 0.95,
              }}
              eventHandlers={{ click: () => onSelect(call.id) }}
            >
              <Tooltip permanent={picked} direction="top">
                {callLabel(call)}
              </Tooltip>
            </CircleMarker>
          );
        })}
      </MapContainer>
    </Box>
  );
}

function PickOnClick({ onPick }: { onPick: (lat: number, lng: number) => void }) {
  useMapEvents({ click: (event) => onPick(event.latlng.lat, event.latlng.lng) });
  return null;
}

/** Looks at the chosen site when one is picked and no point is set yet. */
function FollowCentre({ centre }: { centre: { lat: number; lng: number } | null }) {
  const map = useMap();
  const lat = centre?.lat;
  const lng = centre?.lng;
  useEffect(() => {
    if (lat !== undefined && lng !== undefined) map.setView([lat, lng], 15);
  }, [map, lat, lng]);
  return null;
}

/** A small map for the new-call form: a click sets the call's point, which shows as a marker. */
export function PointPickerMap({
  label,
  point,
  centre,
  onPick,
}: {
  label: string;
  point: { lat: number; lng: number } | null;
  /** Where to look when no point is set (the chosen site). */
  centre: { lat: number; lng: number } | null;
  onPick: (lat: number, lng: number) => void;
}) {
  const theme = useTheme();
  const start = point ?? centre;
  return (
    <Box
      dir="ltr"
      data-testid="point-picker-map"
      sx={{
        height: 220,
        borderRadius: 1,
        overflow: 'hidden',
        border: 1,
        borderColor: 'divider',
        '& .leaflet-container': { height: '100%', width: '100%', cursor: 'crosshair' },
      }}
    >
      <MapContainer
        center={start ? [start.lat, start.lng] : defaultMapView.center}
        zoom={start ? 15 : defaultMapView.zoom}
        scrollWheelZoom={false}
      >
        <MapName label={label} />
        <MapTileLayer />
        <PickOnClick onPick={onPick} />
        {point ? null : <FollowCentre centre={centre} />}
        {point ? (
          <CircleMarker
            center={[point.lat, point.lng]}
            radius={9}
            pathOptions={{ color: '#ffffff', weight: 3, fillColor: theme.palette.primary.main, fillOpacity: 1 }}
          />
        ) : null}
      </MapContainer>
    </Box>
  );
}
