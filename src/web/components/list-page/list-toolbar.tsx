import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

/**
 * The search field and filters above a list, on a grid whose columns the screen gives. With `searchFullWidthOnPhone`
 * the search field (the first child) takes a row of its own below the `md` breakpoint.
 */
export function ListToolbar({
  columns,
  searchFullWidthOnPhone = false,
  sx,
  children,
}: {
  columns: Record<string, string>;
  searchFullWidthOnPhone?: boolean;
  sx?: SxProps<Theme>;
  children: ReactNode;
}) {
  return (
    <Box
      sx={[
        {
          display: 'grid',
          gap: 1.5,
          mb: 2,
          gridTemplateColumns: columns,
          ...(searchFullWidthOnPhone ? { '& > :first-of-type': { gridColumn: { xs: '1 / -1', md: 'auto' } } } : {}),
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {children}
    </Box>
  );
}
