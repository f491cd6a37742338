import DirectionsRounded from '@mui/icons-material/DirectionsRounded';
import Button from '@mui/material/Button';
import { directionsUrl } from '../maps-link.ts';

/** A full-width button that opens the phone's maps app with directions to a point (a call's site, a patrol stop). */
export function DirectionsButton({ lat, lng, label }: { lat: number; lng: number; label: string }) {
  return (
    <Button
      component="a"
      href={directionsUrl(lat, lng)}
      target="_blank"
      rel="noopener noreferrer"
      variant="outlined"
      startIcon={<DirectionsRounded />}
      sx={{ minHeight: 48, mt: 1 }}
      fullWidth
    >
      {label}
    </Button>
  );
}
