import Box from '@mui/material/Box';
import type { MapGuardStatus } from '../../../../shared/contract/map.ts';
import { statusStyles } from '../status-style.ts';

/** The status's glyph in a disc of its colour — the same look as the map's markers. */
export function StatusBadge({ status, size = 24 }: { status: MapGuardStatus; size?: number }) {
  const style = statusStyles[status];
  return (
    <Box
      component="span"
      aria-hidden
      sx={{
        width: size,
        height: size,
        borderRadius: '50%',
        bgcolor: style.color,
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        flexShrink: 0,
        border: '2px solid',
        borderColor: 'background.paper',
        boxShadow: 1,
      }}
    >
      <svg
        viewBox="0 0 24 24"
        width={size * 0.62}
        height={size * 0.62}
        fill="#fff"
        focusable="false"
        aria-hidden="true"
      >
        {style.glyph.map((part) =>
          'path' in part ? (
            <path key={part.path} d={part.path} />
          ) : (
            <circle
              key={`${part.circle.cx}:${part.circle.cy}`}
              cx={part.circle.cx}
              cy={part.circle.cy}
              r={part.circle.r}
            />
          ),
        )}
      </svg>
    </Box>
  );
}
