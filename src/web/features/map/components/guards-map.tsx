/**
 * The Leaflet part of the real-time map, in its own module so that Leaflet loads only with the map (the page
 * imports it lazily) and the page's list and panels can be tested without it. Nothing waits for tiles: without a
 * reachable tile server the markers, zones and trail still draw and respond.
 */
import 'leaflet/dist/leaflet.css';
import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';
import * as L from 'leaflet';
import { useEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { MapContainer, Marker, Polygon, Polyline, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import type { MapEvent, MapGuardStatus } from '../../../../shared/contract/map.ts';
import { MapName } from '../../../components/map-name.tsx';
import { formatCount } from '../../../lib/format.ts';
import { defaultMapView, positionsOf, zoneStyle } from '../../../lib/zone-helpers.ts';
import { centreOf, gridClusters } from '../clusters.ts';
import { type Bounds, boundsOf, type MapGuardView } from '../map-state.ts';
import { glyphSvg, statusStyles, worstStatus } from '../status-style.ts';

/** Guards closer than this many pixels share one numbered marker. */
const clusterCellPx = 56;
/** From this zoom on every guard has its own marker (close enough to tell apart on a site). */
const clusterUntilZoom = 17;
const fitOptions = { padding: [40, 40] as [number, number], maxZoom: 17 };

const pulse = keyframes`
  0% { box-shadow: 0 0 0 0 rgba(211, 47, 47, 0.7); }
  70% { box-shadow: 0 0 0 14px rgba(211, 47, 47, 0); }
  100% { box-shadow: 0 0 0 0 rgba(211, 47, 47, 0); }
`;

type PlacedGuard = MapGuardView & { position: NonNullable<MapGuardView['position']> };

export interface GuardsMapProps {
  guards: readonly MapGuardView[];
  events: readonly MapEvent[];
  tiles: { url: string; attribution: string };
  selectedId: string | null;
  onSelect: (userId: string) => void;
  trail: readonly { lat: number; lng: number }[] | null;
  /** The map fits itself around the guards and zones whenever this changes (first load, another event). */
  fitKey: string;
  /** The share of the map's height covered at the bottom (a phone's open sheet): a picked guard shows above it. */
  coveredBelow?: number;
}

function guardIcon(status: MapGuardStatus, selected: boolean): L.DivIcon {
  const size = selected ? 38 : 30;
  const classes = ['wp-guard', `wp-guard--${status}`, selected ? 'wp-guard--selected' : ''].join(' ');
  return L.divIcon({
    className: 'wp-marker',
    html: `<div class="${classes}" style="background:${statusStyles[status].color}">${glyphSvg(status, selected ? 22 : 18)}</div>`,
    iconSize: [size, size],
    iconAnchor: [size / 2, size / 2],
  });
}

function clusterIcon(count: number, status: MapGuardStatus): L.DivIcon {
  return L.divIcon({
    className: 'wp-marker',
    html: `<div class="wp-cluster wp-guard--${status}" style="border-color:${statusStyles[status].color}">${formatCount(count)}</div>`,
    iconSize: [40, 40],
    iconAnchor: [20, 20],
  });
}

/** Fits the view around the guards and zones once per fitKey (not on every live move: the user may be looking). */
function FitView({ fitKey, bounds }: { fitKey: string; bounds: Bounds | null }) {
  const map = useMap();
  const fitted = useRef<string | null>(null);
  useEffect(() => {
    if (fitted.current === fitKey) return;
    fitted.current = fitKey;
    if (bounds) map.fitBounds(bounds, fitOptions);
    else map.setView(defaultMapView.center, defaultMapView.zoom);
  }, [map, fitKey, bounds]);
  return null;
}

/**
 * Brings a guard picked in the list into view (closer in when the map is zoomed far out), in the middle of the
 * part of the map not covered below.
 */
function FollowSelection({ guard, coveredBelow }: { guard: PlacedGuard | undefined; coveredBelow: number }) {
  const map = useMap();
  const userId = guard?.userId;
  const lat = guard?.position.lat;
  const lng = guard?.position.lng;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new selection moves the view, not its live moves.
  useEffect(() => {
    if (lat === undefined || lng === undefined) return;
    const target = L.latLng(lat, lng);
    const zoom = Math.max(map.getZoom(), 16);
    const size = map.getSize();
    const visible = L.bounds(L.point(size.x * 0.1, size.y * 0.1), L.point(size.x * 0.9, size.y * (0.9 - coveredBelow)));
    if (zoom === map.getZoom() && visible.contains(map.latLngToContainerPoint(target))) return;
    const shift = L.point(0, (size.y * coveredBelow) / 2);
    map.setView(map.unproject(map.project(target, zoom).add(shift), zoom), zoom);
  }, [map, userId]);
  return null;
}

function GuardMarker({
  guard,
  selected,
  label,
  onSelect,
}: {
  guard: PlacedGuard;
  selected: boolean;
  label: string;
  onSelect: (userId: string) => void;
}) {
  const ref = useRef<L.Marker>(null);
  const icon = useMemo(() => guardIcon(guard.status, selected), [guard.status, selected]);
  const { lat, lng } = guard.position;
  // The icon's element carries the guard's name, status and position (for screen readers and tests).
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new icon is a new element, which needs the attributes again.
  useEffect(() => {
    const element = ref.current?.getElement();
    if (!element) return;
    element.setAttribute('aria-label', label);
    element.setAttribute('data-testid', 'guard-marker');
    element.setAttribute('data-guard', guard.name);
    element.setAttribute('data-status', guard.status);
    element.setAttribute('data-lat', String(lat));
    element.setAttribute('data-lng', String(lng));
    if (selected) element.setAttribute('aria-current', 'true');
    else element.removeAttribute('aria-current');
  }, [icon, label, guard.name, guard.status, lat, lng, selected]);
  return (
    <Marker
      ref={ref}
      position={[lat, lng]}
      icon={icon}
      keyboard
      zIndexOffset={selected ? 1000 : guard.status === 'sos' ? 500 : 0}
      eventHandlers={{ click: () => onSelect(guard.userId) }}
    />
  );
}

function ClusterMarker({ guards, label }: { guards: readonly PlacedGuard[]; label: string }) {
  const map = useMap();
  const ref = useRef<L.Marker>(null);
  const status = worstStatus(guards.map((g) => g.status));
  const icon = useMemo(() => clusterIcon(guards.length, status), [guards.length, status]);
  const centre = centreOf(guards.map((g) => g.position));
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new icon is a new element, which needs the attributes again.
  useEffect(() => {
    const element = ref.current?.getElement();
    if (!element) return;
    element.setAttribute('aria-label', label);
    element.setAttribute('data-testid', 'guard-cluster');
    element.setAttribute('data-status', status);
  }, [icon, label, status]);
  const zoomIn = () => {
    const bounds = L.latLngBounds(guards.map((g) => [g.position.lat, g.position.lng]));
    map.fitBounds(bounds, { padding: [48, 48], maxZoom: clusterUntilZoom + 1 });
  };
  return (
    <Marker
      ref={ref}
      position={[centre.lat, centre.lng]}
      icon={icon}
      keyboard
      zIndexOffset={status === 'sos' ? 400 : 0}
      eventHandlers={{ click: zoomIn }}
    />
  );
}

/** The guards' markers, grouped by a grid while zoomed out; the selected guard always has its own. */
function GuardMarkers({
  guards,
  selectedId,
  onSelect,
}: {
  guards: readonly PlacedGuard[];
  selectedId: string | null;
  onSelect: (userId: string) => void;
}) {
  const { t } = useTranslation('map');
  const map = useMap();
  const [zoom, setZoom] = useState(() => map.getZoom());
  useMapEvents({ zoomend: () => setZoom(map.getZoom()) });
  const items = useMemo(() => {
    const others = guards.filter((g) => g.userId !== selectedId);
    const selected = guards.find((g) => g.userId === selectedId);
    const grouped =
      zoom >= clusterUntilZoom
        ? others.map((item) => ({ kind: 'single' as const, key: item.userId, item }))
        : gridClusters(
            others,
            (g) => g.userId,
            (g) => map.project([g.position.lat, g.position.lng], zoom),
            clusterCellPx,
          );
    return selected ? [...grouped, { kind: 'single' as const, key: selected.userId, item: selected }] : grouped;
  }, [guards, selectedId, zoom, map]);
  return (
    <>
      {items.map((entry) =>
        entry.kind === 'single' ? (
          <GuardMarker
            key={entry.key}
            guard={entry.item}
            selected={entry.item.userId === selectedId}
            label={t('marker', { name: entry.item.name, status: t(`status.${entry.item.status}`) })}
            onSelect={onSelect}
          />
        ) : (
          <ClusterMarker
            key={entry.key}
            guards={entry.items}
            label={t('cluster', { number: formatCount(entry.items.length) })}
          />
        ),
      )}
    </>
  );
}

const zoneKeys = { 'Allowed zone': 'allowed', 'Break zone': 'break', 'Restricted zone': 'restricted' } as const;

/** The zones' key, in Leaflet's top-right corner (a map does not mirror in right-to-left pages). */
function ZoneLegend({ events }: { events: readonly MapEvent[] }) {
  const { t } = useTranslation('map');
  const map = useMap();
  const corner = map.getContainer().querySelector('.leaflet-top.leaflet-right');
  const kinds = [...new Set(events.flatMap((event) => event.zones.map((zone) => zone.zoneType)))];
  if (!corner || kinds.length === 0) return null;
  return createPortal(
    <ul className="leaflet-control wp-legend" aria-label={t('zones.legend')}>
      {(['Allowed zone', 'Break zone', 'Restricted zone'] as const)
        .filter((kind) => kinds.includes(kind))
        .map((kind) => {
          const style = zoneStyle(kind);
          return (
            <li key={kind} className="wp-legend-row">
              <span
                className="wp-legend-swatch"
                style={{
                  borderColor: style.color,
                  background: `${style.color}${kind === 'Restricted zone' ? '80' : '33'}`,
                }}
              />
              {t(`zones.${zoneKeys[kind]}`)}
            </li>
          );
        })}
    </ul>,
    corner,
  );
}

function restrictedStyle(color: string) {
  return { color, fillColor: color, fillOpacity: 0.35, weight: 2, dashArray: '6 4' };
}

export default function GuardsMap({
  guards,
  events,
  tiles,
  selectedId,
  onSelect,
  trail,
  fitKey,
  coveredBelow = 0,
}: GuardsMapProps) {
  const { t } = useTranslation('map');
  const placed = useMemo(() => guards.filter((g): g is PlacedGuard => g.position !== null), [guards]);
  const bounds = useMemo(() => boundsOf(placed, events), [placed, events]);
  const trailPositions = useMemo(() => (trail ? trail.map((p) => [p.lat, p.lng] as [number, number]) : null), [trail]);
  const selected = placed.find((g) => g.userId === selectedId);
  return (
    <Box
      dir="ltr"
      sx={(theme) => ({
        height: '100%',
        width: '100%',
        '& .leaflet-container': {
          height: '100%',
          width: '100%',
          borderRadius: 1,
          bgcolor: theme.palette.mode === 'dark' ? 'grey.900' : 'grey.200',
          fontFamily: theme.typography.fontFamily,
        },
        '& .wp-marker': { background: 'none', border: 'none' },
        '& .wp-guard, & .wp-cluster': {
          width: '100%',
          height: '100%',
          borderRadius: '50%',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          boxSizing: 'border-box',
          boxShadow: '0 1px 4px rgba(0,0,0,0.45)',
        },
        '& .wp-guard': { border: '2px solid #fff' },
        '& .wp-guard--selected': { border: '3px solid #fff', outline: `3px solid ${theme.palette.primary.main}` },
        '& .wp-guard.wp-guard--sos': {
          animation: `${pulse} 1.4s ease-out infinite`,
          '@media (prefers-reduced-motion: reduce)': { animation: 'none', outline: '3px solid #d32f2f' },
        },
        '& .wp-cluster': {
          bgcolor: 'background.paper',
          color: 'text.primary',
          border: '4px solid',
          fontWeight: 700,
          fontSize: 14,
        },
        '& .leaflet-marker-icon:focus-visible': {
          outline: `3px solid ${theme.palette.primary.main}`,
          borderRadius: '50%',
        },
        '& .wp-legend': {
          listStyle: 'none',
          m: '10px',
          bgcolor: 'background.paper',
          color: 'text.primary',
          borderRadius: 1,
          px: 1,
          py: 0.75,
          boxShadow: 2,
          fontSize: 12,
          lineHeight: 1.6,
        },
        '& .wp-legend-row': { display: 'flex', alignItems: 'center', gap: 0.75 },
        '& .wp-legend-swatch': { width: 14, height: 10, border: '2px solid', borderRadius: '2px', flexShrink: 0 },
      })}
    >
      <MapContainer center={defaultMapView.center} zoom={defaultMapView.zoom} scrollWheelZoom>
        <MapName label={t('mapLabel')} />
        <FitView fitKey={fitKey} bounds={bounds} />
        <FollowSelection guard={selected} coveredBelow={coveredBelow} />
        <TileLayer url={tiles.url} attribution={tiles.attribution} />
        {events.flatMap((event) =>
          event.zones.map((zone) => {
            const style = zoneStyle(zone.zoneType);
            return (
              <Polygon
                key={zone.id}
                positions={positionsOf(zone.polygon)}
                pathOptions={
                  zone.zoneType === 'Restricted zone' ? restrictedStyle(style.color) : { ...style, fillOpacity: 0.12 }
                }
                interactive={false}
              />
            );
          }),
        )}
        {trailPositions && trailPositions.length > 1 ? (
          <Polyline
            positions={trailPositions}
            pathOptions={{ color: '#0277bd', weight: 4, opacity: 0.85, lineJoin: 'round' }}
            interactive={false}
          />
        ) : null}
        <GuardMarkers guards={placed} selectedId={selectedId} onSelect={onSelect} />
        <ZoneLegend events={events} />
      </MapContainer>
    </Box>
  );
}
