import type { SxProps, Theme } from '@mui/material/styles';

/** A whole-window page with its content in a centred column: the splash and the single-message pages. */
export const fullPageColumnSx = {
  minHeight: '100dvh',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 3,
  bgcolor: 'background.default',
} satisfies SxProps<Theme>;
