import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { RecordTitle } from './record-page-frame.tsx';

/** The top line of a record's page: its name and status chip at the start, its buttons at the end. */
export function RecordHeading({
  title,
  dir,
  chip,
  actions,
}: {
  title: ReactNode;
  /** `auto` where the name may be written right to left. */
  dir?: 'auto';
  chip: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
      <RecordTitle dir={dir}>{title}</RecordTitle>
      {chip}
      <Box sx={{ flex: 1 }} />
      {actions}
    </Box>
  );
}
