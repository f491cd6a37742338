import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';

/** A filter bar: its fields side by side from a medium screen on, wrapping, and one above the other below it. */
export function FilterRow({ children }: { children: ReactNode }) {
  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      spacing={1.5}
      useFlexGap
      sx={{ alignItems: { md: 'flex-start' }, flexWrap: 'wrap', rowGap: 1.5 }}
    >
      {children}
    </Stack>
  );
}
