import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * An editor of what lies on an event's map (zones, checkpoints): the map, loaded lazily (`map`, null until its view
 * is known: a placeholder shows meanwhile), beside the panel listing them, a section named by `headingId` that
 * scrolls on its own; one above the other on narrow screens. `after` follows the panel (its dialogs).
 */
export function MapEditorLayout({
  height,
  panelWidth,
  headingId,
  map,
  panel,
  after,
}: {
  height: { xs: number; md: number };
  panelWidth: number;
  headingId: string;
  map: ReactNode;
  panel: ReactNode;
  after?: ReactNode;
}) {
  const { t } = useTranslation('events');
  const loading = <Skeleton variant="rounded" height="100%" aria-label={t('zones.loadingMap')} />;
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'stretch' }}>
      <Box sx={{ flex: { xs: 'none', md: 1 }, minWidth: 0, height }}>
        {map ? <Suspense fallback={loading}>{map}</Suspense> : loading}
      </Box>
      <Paper
        variant="outlined"
        component="section"
        aria-labelledby={headingId}
        sx={{ width: { xs: '100%', md: panelWidth }, maxHeight: { md: height.md }, overflow: 'auto', flexShrink: 0 }}
      >
        {panel}
      </Paper>
      {after}
    </Stack>
  );
}
