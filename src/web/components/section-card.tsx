import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export function SectionCard({
  id,
  title,
  action,
  footer,
  children,
}: {
  id: string;
  title: string;
  action?: ReactNode;
  /** Links to the detailed screen, under the content. */
  footer?: ReactNode;
  children: ReactNode;
}) {
  const titleId = `${id}-title`;
  return (
    <Card
      component="section"
      aria-labelledby={titleId}
      data-testid={`panel-${id}`}
      sx={{ display: 'flex', flexDirection: 'column', minWidth: 0 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: { xs: 2, sm: 2.5 }, py: 1.75 }}>
        <Typography id={titleId} variant="h6" component="h2" sx={{ fontSize: 16, flex: 1 }}>
          {title}
        </Typography>
        {action}
      </Box>
      <Divider />
      <Box sx={{ flex: 1, minWidth: 0 }}>{children}</Box>
      {footer ? (
        <>
          <Divider />
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', px: { xs: 1, sm: 1.5 }, py: 1 }}>{footer}</Box>
        </>
      ) : null}
    </Card>
  );
}

export function EmptyState({ icon, text }: { icon: ReactNode; text: string }) {
  return (
    <Box
      sx={{
        py: 6,
        px: 2,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 1,
        color: 'text.secondary',
        textAlign: 'center',
      }}
    >
      <Box sx={{ fontSize: 40, display: 'flex', opacity: 0.6 }} aria-hidden>
        {icon}
      </Box>
      <Typography color="text.secondary">{text}</Typography>
    </Box>
  );
}
