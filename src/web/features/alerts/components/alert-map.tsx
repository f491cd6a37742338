import 'leaflet/dist/leaflet.css';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { CircleMarker, MapContainer, TileLayer } from 'react-leaflet';
import type { AlertCategory } from '../../../../shared/contract/alerts.ts';

/** OpenStreetMap's standard tiles; the marker is drawn by Leaflet itself, so it shows when no tile loads. */
const tileUrl = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
const tileAttribution = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

export interface AlertMapProps {
  latitude: number;
  longitude: number;
  category: AlertCategory;
  label: string;
}

/** A small map of where an alert was raised (the detail popup). */
export function AlertMap({ latitude, longitude, category, label }: AlertMapProps) {
  const theme = useTheme();
  const colour =
    category === 'sos'
      ? theme.palette.error.main
      : category === 'geofence'
        ? theme.palette.warning.main
        : theme.palette.primary.main;
  return (
    <Box
      role="img"
      aria-label={label}
      data-testid="alert-map"
      sx={{ height: 220, borderRadius: 1, overflow: 'hidden', border: 1, borderColor: 'divider', direction: 'ltr' }}
    >
      <MapContainer
        center={[latitude, longitude]}
        zoom={16}
        scrollWheelZoom={false}
        style={{ height: '100%', width: '100%' }}
      >
        <TileLayer url={tileUrl} attribution={tileAttribution} />
        <CircleMarker
          center={[latitude, longitude]}
          radius={10}
          pathOptions={{ color: '#ffffff', weight: 3, fillColor: colour, fillOpacity: 1 }}
        />
      </MapContainer>
    </Box>
  );
}
