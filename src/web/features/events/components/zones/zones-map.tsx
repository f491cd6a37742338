/**
 * The Leaflet part of the zone editor, in its own module so that Leaflet and Geoman load only with the map
 * (the editor imports it lazily) and the list and dialogs can be tested without a map.
 */
import 'leaflet/dist/leaflet.css';
import '@geoman-io/leaflet-geoman-free/dist/leaflet-geoman.css';
import './leaflet-global.ts';
import '@geoman-io/leaflet-geoman-free';
import Box from '@mui/material/Box';
import type * as L from 'leaflet';
import { useEffect, useMemo, useRef, useState } from 'react';
import { MapContainer, Polygon, TileLayer, useMap } from 'react-leaflet';
import type { LatLng } from '../../../../../shared/polygon.ts';
import { MapName } from '../../../../components/map-name.tsx';
import { polygonFromLatLngs, positionsOf, type ZoneItem, zoneStyle } from '../../../../lib/zone-helpers.ts';

/** Map tiles: OpenStreetMap's standard layer. Nothing waits for tiles: without them the zones still draw. */
export const tileLayerUrl = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';
export const tileAttribution =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

/** Where a map opens: around the zones' bounds, or at a centre and zoom when there are none. */
export type MapView = { bounds: [[number, number], [number, number]] } | { center: [number, number]; zoom: number };

/** The map's opening props for a view: bounds with a margin (not closer than street level), or centre and zoom. */
export function openingPropsOf(view: MapView) {
  return 'bounds' in view
    ? { bounds: view.bounds, boundsOptions: { padding: [24, 24] as [number, number], maxZoom: 18 } }
    : { center: view.center, zoom: view.zoom };
}

/** Geoman's own texts, given in the page's language. */
export interface DrawTexts {
  drawButton: string;
  firstVertex: string;
  continueLine: string;
  finishPoly: string;
  finish: string;
  cancel: string;
  removeLastVertex: string;
}

export interface ZonesMapProps {
  zones: readonly ZoneItem[];
  view: MapView;
  /** May change zones (their points become draggable while being edited). */
  canEdit: boolean;
  /** Shows the polygon tool (editors, while no zone is being edited). */
  canDraw: boolean;
  /** The zone whose points can be dragged now. */
  editingKey: string | null;
  selectedKey: string | null;
  /** A new outline waiting for its title and type (shown dashed grey). */
  draft: readonly LatLng[] | null;
  /** Changes whenever the layers must show the saved outlines again (after a save or a cancel). */
  revision: number;
  label: string;
  texts: DrawTexts;
  onDrawn: (polygon: LatLng[]) => void;
  onOutlineEdited: (key: string, polygon: LatLng[]) => void;
  onSelect: (key: string) => void;
}

const draftStyle = { color: '#616161', dashArray: '4 4', fillOpacity: 0.1, weight: 2 };

/** Geoman's toolbar with only the polygon tool, its texts, and the hand-over of each drawn outline. */
function DrawControls({
  canEdit,
  texts,
  onDrawn,
  drawingRef,
}: {
  canEdit: boolean;
  texts: DrawTexts;
  onDrawn: (polygon: LatLng[]) => void;
  drawingRef: { current: boolean };
}) {
  const map = useMap();
  const onDrawnRef = useRef(onDrawn);
  onDrawnRef.current = onDrawn;

  useEffect(() => {
    if (!canEdit) return;
    map.pm.setLang(
      'en',
      {
        tooltips: {
          firstVertex: texts.firstVertex,
          continueLine: texts.continueLine,
          finishPoly: texts.finishPoly,
        },
        actions: { finish: texts.finish, cancel: texts.cancel, removeLastVertex: texts.removeLastVertex },
        buttonTitles: { drawPolyButton: texts.drawButton },
      },
      'en',
    );
    map.pm.setGlobalOptions({ allowSelfIntersection: false, snappable: true, finishOn: null });
    map.pm.addControls({
      position: 'topleft',
      drawPolygon: true,
      drawMarker: false,
      drawCircleMarker: false,
      drawPolyline: false,
      drawRectangle: false,
      drawCircle: false,
      drawText: false,
      editMode: false,
      dragMode: false,
      cutPolygon: false,
      removalMode: false,
      rotateMode: false,
    });
    // Geoman titles the button's wrapper, not the button: give the button itself its name.
    for (const wrapper of map.getContainer().querySelectorAll<HTMLElement>('.leaflet-pm-toolbar .button-container')) {
      const button = wrapper.querySelector('.leaflet-buttons-control-button');
      const title = wrapper.getAttribute('title');
      if (button && title) button.setAttribute('aria-label', title);
    }
    const created = (event: { layer: L.Layer }) => {
      const layer = event.layer as L.Polygon;
      const polygon = polygonFromLatLngs(layer.getLatLngs() as L.LatLng[][]);
      layer.remove();
      onDrawnRef.current(polygon);
    };
    const started = () => {
      drawingRef.current = true;
    };
    const ended = () => {
      drawingRef.current = false;
    };
    map.on('pm:create', created);
    map.on('pm:drawstart', started);
    map.on('pm:drawend', ended);
    return () => {
      map.off('pm:create', created);
      map.off('pm:drawstart', started);
      map.off('pm:drawend', ended);
      map.pm.disableDraw();
      map.pm.removeControls();
    };
  }, [map, canEdit, texts, drawingRef]);
  return null;
}

function ZoneLayer({
  zone,
  editing,
  selected,
  onOutlineEdited,
  onSelect,
  drawingRef,
}: {
  zone: ZoneItem;
  editing: boolean;
  selected: boolean;
  onOutlineEdited: (key: string, polygon: LatLng[]) => void;
  onSelect: (key: string) => void;
  drawingRef: { current: boolean };
}) {
  const map = useMap();
  const ref = useRef<L.Polygon>(null);
  const onEditedRef = useRef(onOutlineEdited);
  onEditedRef.current = onOutlineEdited;

  useEffect(() => {
    const layer = ref.current;
    if (!layer || !editing) return;
    const changed = () => onEditedRef.current(zone.key, polygonFromLatLngs(layer.getLatLngs() as L.LatLng[][]));
    // Close enough to grab its points, then — once the map has stopped moving there — its points become draggable:
    // a point shown during the zoom would move away from under the pointer that reaches for it.
    let enabled = false;
    const enable = () => {
      enabled = true;
      layer.pm.enable({ allowSelfIntersection: false, snappable: false, draggable: false });
      layer.on('pm:edit', changed);
    };
    map.once('moveend', enable);
    map.fitBounds(layer.getBounds(), { padding: [48, 48], maxZoom: 19 });
    return () => {
      map.off('moveend', enable);
      if (!enabled) return;
      layer.off('pm:edit', changed);
      layer.pm.disable();
    };
  }, [map, editing, zone.key]);

  // The same array while the outline is unchanged: a new one would make Leaflet redraw it over a vertex being dragged.
  const positions = useMemo(() => positionsOf(zone.polygon), [zone.polygon]);
  const style = zoneStyle(zone.kind);
  return (
    <Polygon
      ref={ref}
      positions={positions}
      pathOptions={{ ...style, weight: selected || editing ? style.weight + 2 : style.weight }}
      eventHandlers={{
        click: () => {
          if (!drawingRef.current) onSelect(zone.key);
        },
      }}
    />
  );
}

/**
 * The zones on a map, opened around `view` (the caller mounts it once the zones are known). Left to right inside
 * whatever the page's direction: maps do not mirror.
 */
export default function ZonesMap(props: ZonesMapProps) {
  const drawingRef = useRef(false);
  const [initial] = useState(props.view);
  const draftPositions = useMemo(() => (props.draft ? positionsOf(props.draft) : null), [props.draft]);
  return (
    <Box
      dir="ltr"
      sx={{ height: '100%', width: '100%', '& .leaflet-container': { height: '100%', width: '100%', borderRadius: 1 } }}
    >
      <MapContainer {...openingPropsOf(initial)} scrollWheelZoom>
        <MapName label={props.label} />
        <TileLayer url={tileLayerUrl} attribution={tileAttribution} />
        <DrawControls canEdit={props.canDraw} texts={props.texts} onDrawn={props.onDrawn} drawingRef={drawingRef} />
        {props.zones.map((zone) => (
          <ZoneLayer
            key={`${zone.key}:${props.revision}`}
            zone={zone}
            editing={props.canEdit && props.editingKey === zone.key}
            selected={props.selectedKey === zone.key}
            onOutlineEdited={props.onOutlineEdited}
            onSelect={props.onSelect}
            drawingRef={drawingRef}
          />
        ))}
        {draftPositions ? <Polygon positions={draftPositions} pathOptions={draftStyle} /> : null}
      </MapContainer>
    </Box>
  );
}
