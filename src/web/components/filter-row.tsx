import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';

/**
 * A filter bar: its fields side by side from a medium screen on, wrapping, and one above the other below it — there
 * without wrapping: a wrapping column is as wide as its widest field and would push it past the page's edge.
 */
export function FilterRow({ children }: { children: ReactNode }) {
  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      spacing={1.5}
      useFlexGap
      sx={{ alignItems: { md: 'flex-start' }, flexWrap: { md: 'wrap' }, rowGap: 1.5 }}
    >
      {children}
    </Stack>
  );
}
