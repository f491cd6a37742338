import AddRounded from '@mui/icons-material/AddRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactElement, ReactNode } from 'react';

/** A list screen's heading: its title, a line saying what it lists, and its buttons (export, add) at the end. */
export function ListPageHeader({
  title,
  subtitle,
  actions,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-end', gap: 2, flexWrap: 'wrap' }}>
      <Box sx={{ flex: 1, minWidth: 200 }}>
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 26, sm: 30 } }}>
          {title}
        </Typography>
        {subtitle ? (
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {subtitle}
          </Typography>
        ) : null}
      </Box>
      {actions}
    </Box>
  );
}

/** A list screen's button that adds a record, for the heading's end: contained, with a plus (or `icon`). */
export function AddButton({ label, onClick, icon }: { label: string; onClick: () => void; icon?: ReactElement }) {
  return (
    <Button variant="contained" startIcon={icon ?? <AddRounded />} onClick={onClick}>
      {label}
    </Button>
  );
}
