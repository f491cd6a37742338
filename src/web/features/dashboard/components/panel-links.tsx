import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

/** A panel's link to its detailed screen (the arrow turns with the reading direction). */
export function PanelLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Button
      size="small"
      component={RouterLink}
      to={to}
      endIcon={<ArrowForwardRounded sx={{ '[dir="rtl"] &': { transform: 'scaleX(-1)' } }} />}
    >
      {children}
    </Button>
  );
}

/** Opens the top bar's alert bell (its dropdown lists the same alerts, same scope). */
export function openAlertBell(): void {
  document.querySelector<HTMLElement>('[data-testid="alert-bell"]')?.click();
}
