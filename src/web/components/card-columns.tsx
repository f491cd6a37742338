import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/**
 * A page's cards side by side from a medium screen on, one above the other below it. `columns` are the wide
 * layout's grid tracks (`minmax(0, …)`, so long content never widens a column).
 */
export function CardColumns({ columns, children }: { columns: string; children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: { xs: 2, sm: 3 },
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: columns },
        alignItems: 'start',
      }}
    >
      {children}
    </Box>
  );
}
