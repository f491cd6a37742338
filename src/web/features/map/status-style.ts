/**
 * How each guard status looks, shared by the markers (HTML for Leaflet), the legend and the list (React): a
 * colour and a glyph, so a status never rests on colour alone. The glyphs are Material icons' paths (Rounded set:
 * Shield, Pause, PriorityHigh, WrongLocation).
 */
import type { MapGuardStatus } from '../../../shared/contract/map.ts';

export type GlyphPart = { path: string } | { circle: { cx: number; cy: number; r: number } };

export interface StatusStyle {
  color: string;
  glyph: readonly GlyphPart[];
}

export const statusStyles: Record<MapGuardStatus, StatusStyle> = {
  onDuty: {
    color: '#2e7d32',
    glyph: [
      {
        path: 'm11.3 2.26-6 2.25C4.52 4.81 4 5.55 4 6.39v4.7c0 4.83 3.13 9.37 7.43 10.75.37.12.77.12 1.14 0 4.3-1.38 7.43-5.91 7.43-10.75v-4.7c0-.83-.52-1.58-1.3-1.87l-6-2.25c-.45-.18-.95-.18-1.4-.01',
      },
    ],
  },
  onBreak: {
    color: '#b26a00',
    glyph: [
      {
        path: 'M8 19c1.1 0 2-.9 2-2V7c0-1.1-.9-2-2-2s-2 .9-2 2v10c0 1.1.9 2 2 2m6-12v10c0 1.1.9 2 2 2s2-.9 2-2V7c0-1.1-.9-2-2-2s-2 .9-2 2',
      },
    ],
  },
  sos: {
    color: '#d32f2f',
    glyph: [
      { circle: { cx: 12, cy: 19, r: 2 } },
      { path: 'M12 3c-1.1 0-2 .9-2 2v8c0 1.1.9 2 2 2s2-.9 2-2V5c0-1.1-.9-2-2-2' },
    ],
  },
  outOfZone: {
    color: '#7b1fa2',
    glyph: [
      {
        path: 'm20.42 4.5 1.38-1.38c.39-.39.39-1.02 0-1.41a.996.996 0 0 0-1.41 0L19 3.08 17.62 1.7c-.39-.39-1.02-.39-1.41 0s-.39 1.02 0 1.41l1.38 1.38-1.38 1.38c-.39.39-.39 1.02 0 1.41s1.02.39 1.41 0L19 5.92l1.38 1.38c.39.39 1.02.39 1.41 0s.39-1.02 0-1.41z',
      },
      {
        path: 'M19.67 8 19 7.33l-.59.59c-.7.7-1.84.88-2.65.3-1.03-.74-1.12-2.19-.26-3.05l.67-.67-.67-.67c-.36-.36-.54-.81-.57-1.28C14.01 2.19 13.02 2 12 2c-4.2 0-8 3.22-8 8.2 0 3.18 2.45 6.92 7.34 11.23.38.33.95.33 1.33 0C17.55 17.12 20 13.38 20 10.2c0-.76-.1-1.47-.26-2.14-.02-.02-.05-.04-.07-.06M12 12c-1.1 0-2-.9-2-2s.9-2 2-2 2 .9 2 2-.9 2-2 2',
      },
    ],
  },
};

/** The order of the legend and the summary. */
export const statusOrder: readonly MapGuardStatus[] = ['onDuty', 'onBreak', 'sos', 'outOfZone'];

/** The glyph as SVG markup (white on the status colour), for Leaflet's HTML icons. */
export function glyphSvg(status: MapGuardStatus, size: number): string {
  const parts = statusStyles[status].glyph
    .map((part) =>
      'path' in part
        ? `<path d="${part.path}"/>`
        : `<circle cx="${part.circle.cx}" cy="${part.circle.cy}" r="${part.circle.r}"/>`,
    )
    .join('');
  return `<svg viewBox="0 0 24 24" width="${size}" height="${size}" fill="#fff" aria-hidden="true" focusable="false">${parts}</svg>`;
}

/** The worst status among a group (SOS, out of zone, on break, on duty): a cluster shows it. */
export function worstStatus(statuses: readonly MapGuardStatus[]): MapGuardStatus {
  for (const status of ['sos', 'outOfZone', 'onBreak'] as const) if (statuses.includes(status)) return status;
  return 'onDuty';
}
