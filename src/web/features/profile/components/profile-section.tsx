import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A section of the profile page: a card named by its heading (`id` ties them), with a line on what it is for. */
export function ProfileSection({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: ReactNode;
  intro: ReactNode;
  children: ReactNode;
}) {
  return (
    <Paper component="section" variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} aria-labelledby={id}>
      <Typography id={id} variant="h6" component="h2">
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
        {intro}
      </Typography>
      {children}
    </Paper>
  );
}
