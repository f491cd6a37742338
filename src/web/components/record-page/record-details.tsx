import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { formatCount } from '../../lib/format.ts';

/** A titled card of a record's details, laid out as a description list in `columns` (a CSS grid template). */
export function DetailsCard({
  title,
  columns = { xs: '1fr', sm: '1fr 1fr' },
  children,
}: {
  title: string;
  columns?: Record<string, string>;
  /** The `DetailItem`s. */
  children: ReactNode;
}) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <DetailsList columns={columns}>{children}</DetailsList>
    </Paper>
  );
}

/** A record's details as a description list in `columns` (a CSS grid template, by breakpoint). */
export function DetailsList({
  columns = { xs: '1fr', sm: '1fr 1fr' },
  children,
}: {
  columns?: Record<string, string>;
  children: ReactNode;
}) {
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gap: 2, gridTemplateColumns: columns }}>
      {children}
    </Box>
  );
}

/** One labelled detail of a record; a dash when it has no value. */
export function DetailItem({ label, dir, children }: { label: string; dir?: 'auto'; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="dt">
        {label}
      </Typography>
      <Typography
        variant="body1"
        component="dd"
        dir={dir}
        sx={{ m: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}
      >
        {children || '—'}
      </Typography>
    </Box>
  );
}

/** A count on a record's page, in a tile; `labelFirst` puts the label above the number. */
export function StatTile({ label, value, labelFirst = false }: { label: string; value: number; labelFirst?: boolean }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, flex: 1, minWidth: 120 }}>
      {labelFirst ? (
        <>
          <Typography variant="caption" color="text.secondary">
            {label}
          </Typography>
          <Typography variant="h5" component="p">
            {formatCount(value)}
          </Typography>
        </>
      ) : (
        <>
          <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
            {formatCount(value)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {label}
          </Typography>
        </>
      )}
    </Paper>
  );
}

/** The row of `StatTile`s above a record's details. */
export function StatRow({ children }: { children: ReactNode }) {
  return <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>{children}</Box>;
}
