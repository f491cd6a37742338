import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import type { ReactNode } from 'react';
import { fullPageColumnSx } from './full-page.ts';
import { Logo } from './logo.tsx';

/** Bare layout for single-message pages (not found, signed out, errors): logo above a centred card. */
export function CenteredMessage({ children, maxWidth = 480 }: { children: ReactNode; maxWidth?: number }) {
  return (
    <Box component="main" sx={{ ...fullPageColumnSx, px: 2, py: 4 }}>
      <Logo size={36} />
      <Paper
        variant="outlined"
        sx={{ width: '100%', maxWidth, p: { xs: 3, sm: 4 }, textAlign: 'center', borderRadius: 3 }}
      >
        {children}
      </Paper>
    </Box>
  );
}
