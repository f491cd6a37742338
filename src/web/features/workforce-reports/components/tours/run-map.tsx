import 'leaflet/dist/leaflet.css';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { Circle, CircleMarker, MapContainer, TileLayer, Tooltip } from 'react-leaflet';
import type { TourRunDetail } from '../../../../../shared/contract/tours.ts';

/** OpenStreetMap's standard tiles; the shapes are drawn by Leaflet itself, so they show when no tile loads. */
const tileUrl = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
const tileAttribution = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

/**
 * The run on a map: each checkpoint's radius (green when counted, red when missed, grey while open) and each scan
 * where it was taken (amber when flagged), with the scan's accuracy as a faint ring.
 */
export function RunMap({ run, label }: { run: TourRunDetail; label: string }) {
  const { palette } = useTheme();
  const points = [
    ...run.checkpoints.map((c) => [c.latitude, c.longitude] as [number, number]),
    ...run.scans.flatMap((s) =>
      s.latitude !== null && s.longitude !== null ? [[s.latitude, s.longitude] as [number, number]] : [],
    ),
  ];
  if (points.length === 0) return null;
  const lats = points.map((p) => p[0]);
  const lngs = points.map((p) => p[1]);
  const bounds: [[number, number], [number, number]] = [
    [Math.min(...lats), Math.min(...lngs)],
    [Math.max(...lats), Math.max(...lngs)],
  ];
  const names = new Map(run.checkpoints.map((c) => [c.id, c.name]));
  const statusColour = {
    scanned: palette.success.main,
    late: palette.warning.main,
    missed: palette.error.main,
    open: palette.grey[500],
  };
  return (
    <Box
      role="img"
      aria-label={label}
      data-testid="tour-run-map"
      sx={{
        height: { xs: 260, md: 360 },
        borderRadius: 1,
        overflow: 'hidden',
        border: 1,
        borderColor: 'divider',
        direction: 'ltr',
      }}
    >
      <MapContainer
        bounds={bounds}
        boundsOptions={{ padding: [40, 40], maxZoom: 18 }}
        scrollWheelZoom={false}
        style={{ height: '100%', width: '100%' }}
      >
        <TileLayer url={tileUrl} attribution={tileAttribution} />
        {run.checkpoints.map((c) => (
          <Circle
            key={c.id}
            center={[c.latitude, c.longitude]}
            radius={c.radiusMeters}
            pathOptions={{ color: statusColour[c.status], fillOpacity: 0.25, weight: 2 }}
          >
            <Tooltip permanent direction="top">
              {c.name}
            </Tooltip>
          </Circle>
        ))}
        {run.scans.map((s) =>
          s.latitude !== null && s.longitude !== null ? (
            <CircleMarker
              key={s.id}
              center={[s.latitude, s.longitude]}
              radius={7}
              pathOptions={{
                color: '#ffffff',
                weight: 2,
                fillColor: s.flagged ? palette.warning.main : palette.primary.main,
                fillOpacity: 1,
              }}
            >
              <Tooltip>{`${names.get(s.checkpointId) ?? ''} · ${s.guard.name}`}</Tooltip>
            </CircleMarker>
          ) : null,
        )}
        {run.scans.map((s) =>
          s.latitude !== null && s.longitude !== null && s.accuracy ? (
            <Circle
              key={`${s.id}-accuracy`}
              center={[s.latitude, s.longitude]}
              radius={s.accuracy}
              pathOptions={{ color: palette.primary.main, weight: 1, fillOpacity: 0.05, dashArray: '4 4' }}
            />
          ) : null,
        )}
      </MapContainer>
    </Box>
  );
}
