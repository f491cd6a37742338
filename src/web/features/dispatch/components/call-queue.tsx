import AssignmentOutlined from '@mui/icons-material/AssignmentOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { DispatchCall } from '../../../../shared/contract/dispatch.ts';
import { AckOverdueMarker, CallStatusChip, CallTimer, PriorityChip, usePlaceOf } from './call-chips.tsx';

/** The open calls in queue order, each with its countdown; a click (or Enter) picks one. */
export function CallQueue({
  calls,
  now,
  selectedId,
  onSelect,
}: {
  calls: readonly DispatchCall[];
  now: number;
  selectedId: string | null;
  onSelect: (id: string) => void;
}) {
  const { t } = useTranslation('dispatch');
  const placeOf = usePlaceOf();
  return (
    <List aria-label={t('board.queue')} disablePadding data-testid="call-queue">
      {calls.map((call) => (
        <li key={call.id}>
          <ListItemButton
            selected={call.id === selectedId}
            aria-current={call.id === selectedId ? 'true' : undefined}
            onClick={() => onSelect(call.id)}
            data-testid="call-row"
            data-call={call.id}
            divider
            sx={{ alignItems: 'flex-start', gap: 1.5, py: 1.25 }}
          >
            <PriorityChip priority={call.priority} />
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Stack direction="row" sx={{ alignItems: 'center', gap: 1, justifyContent: 'space-between' }}>
                <Typography sx={{ fontWeight: 600 }}>{t(`type.${call.type}`)}</Typography>
                <CallTimer call={call} now={now} />
              </Stack>
              <Typography color="text.secondary" dir="auto" sx={{ overflowWrap: 'anywhere' }}>
                {placeOf(call)}
              </Typography>
              <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mt: 0.5, flexWrap: 'wrap' }}>
                <CallStatusChip status={call.status} />
                <Typography variant="body2" color="text.secondary" dir="auto">
                  {call.assignee?.name ?? t('board.unassigned')}
                </Typography>
                <AckOverdueMarker call={call} now={now} />
                {call.incidentReportId ? (
                  <Chip
                    size="small"
                    color="info"
                    variant="outlined"
                    icon={<AssignmentOutlined />}
                    label={t('details.fromReport')}
                  />
                ) : null}
              </Stack>
            </Box>
          </ListItemButton>
        </li>
      ))}
    </List>
  );
}
