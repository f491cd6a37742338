import Paper, { type PaperProps } from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/**
 * A field card whose state shows in colour: a thick stripe at its start in `colour`, and its title as an overline
 * heading (the status card, the check-call card). Other props (data-testid…) go to the card.
 */
export function StatusFrame({
  colour,
  title,
  children,
  ...card
}: { colour: string; title: ReactNode; children: ReactNode } & Omit<PaperProps, 'variant' | 'sx' | 'title'>) {
  return (
    <Paper variant="outlined" sx={{ p: 2, borderInlineStart: 6, borderInlineStartColor: colour }} {...card}>
      <Typography variant="overline" color="text.secondary" component="h2">
        {title}
      </Typography>
      {children}
    </Paper>
  );
}
