import Box from '@mui/material/Box';
import { alpha, useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';

type Tone = 'primary' | 'secondary' | 'success' | 'warning' | 'error' | 'info';

export interface BarSeries {
  key: string;
  label: string;
  tone: Tone;
}

export interface BarDatum {
  key: string;
  label: string;
  values: Record<string, number>;
}

/** Hidden on screen, read by screen readers (the figures of the chart as a table). */
export const visuallyHiddenSx = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;

/**
 * A small horizontal bar chart of MUI boxes (no chart library): one row per datum, one bar per series, the value at
 * the bar's end. Bars grow from the start edge, so it mirrors in right-to-left languages; colours come from the
 * theme (light and dark). The drawing is hidden from assistive technology, which reads the same figures from a
 * visually hidden table instead.
 */
export function BarChart({
  caption,
  labelHeader,
  series,
  data,
  format,
  testId,
}: {
  /** Names the table (and the chart). */
  caption: string;
  /** Header of the label column of the table (e.g. 'Type', 'Event'). */
  labelHeader: string;
  series: readonly BarSeries[];
  data: readonly BarDatum[];
  format: (value: number) => string;
  testId?: string;
}) {
  const theme = useTheme();
  const max = Math.max(0, ...data.flatMap((d) => series.map((s) => d.values[s.key] ?? 0)));
  const percent = (value: number) => (max > 0 ? Math.max(value > 0 ? 1.5 : 0, (value / max) * 100) : 0);
  return (
    <Box data-testid={testId} sx={{ px: { xs: 2, sm: 2.5 }, py: 2, position: 'relative' }}>
      {/* A table cannot be shrunk below its content: the hidden box around it clips it instead. */}
      <Box sx={visuallyHiddenSx}>
        <table>
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{labelHeader}</th>
              {series.map((s) => (
                <th key={s.key} scope="col">
                  {s.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data.map((d) => (
              <tr key={d.key}>
                <th scope="row">{d.label}</th>
                {series.map((s) => (
                  <td key={s.key}>{format(d.values[s.key] ?? 0)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </Box>
      <Box aria-hidden sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        {series.length > 1 ? (
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
            {series.map((s) => (
              <Box key={s.key} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
                <Box sx={{ width: 10, height: 10, borderRadius: 0.5, bgcolor: theme.palette[s.tone].main }} />
                <Typography variant="caption" color="text.secondary">
                  {s.label}
                </Typography>
              </Box>
            ))}
          </Box>
        ) : null}
        {data.map((d) => (
          <Box key={d.key} sx={{ minWidth: 0 }}>
            <Typography variant="body2" noWrap title={d.label} sx={{ mb: 0.5 }}>
              {d.label}
            </Typography>
            {series.map((s) => {
              const value = d.values[s.key] ?? 0;
              const color = theme.palette[s.tone].main;
              return (
                <Box key={s.key} sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 0.25 }}>
                  <Box sx={{ flex: 1, height: 12, borderRadius: 1, bgcolor: alpha(color, 0.12), overflow: 'hidden' }}>
                    <Box
                      data-bar={`${d.key}:${s.key}`}
                      sx={{ width: `${percent(value)}%`, height: '100%', borderRadius: 1, bgcolor: color }}
                    />
                  </Box>
                  <Typography
                    variant="caption"
                    component="bdi"
                    sx={{ minWidth: { xs: 64, sm: 84 }, textAlign: 'end', fontVariantNumeric: 'tabular-nums' }}
                  >
                    {format(value)}
                  </Typography>
                </Box>
              );
            })}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
