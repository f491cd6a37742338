import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { formatFullDateTime, formatRelative } from '../../../lib/format.ts';

/** How long before `now` the moment `at` was, at a list row's end; the full date and time on hover. */
export function RelativeTime({ at, now, marginTop }: { at: string; now: Date; marginTop: number }) {
  return (
    <Tooltip title={formatFullDateTime(at)}>
      <Typography
        variant="caption"
        color="text.secondary"
        component="time"
        dateTime={at}
        sx={{ whiteSpace: 'nowrap', mt: marginTop }}
      >
        {formatRelative(at, now)}
      </Typography>
    </Tooltip>
  );
}
