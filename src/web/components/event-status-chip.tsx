import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { EventStatus } from '../../shared/contract/events.ts';

const colors = {
  Upcoming: 'info',
  Active: 'success',
  Completed: 'default',
  Unassigned: 'warning',
} as const satisfies Record<EventStatus, 'info' | 'success' | 'default' | 'warning'>;

/** An event's status (derived by the server from its dates, docs/product/events-and-zones.md#event-status), in the viewer's language. */
export function EventStatusChip({ status }: { status: EventStatus }) {
  const { t } = useTranslation('events');
  return (
    <Chip
      size="small"
      label={t(`status.${status}`)}
      color={colors[status]}
      variant={status === 'Active' ? 'filled' : 'outlined'}
    />
  );
}
