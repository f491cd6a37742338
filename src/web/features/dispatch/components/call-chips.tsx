import NotificationImportantOutlined from '@mui/icons-material/NotificationImportantOutlined';
import TimerOutlined from '@mui/icons-material/TimerOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import type { DispatchCall } from '../../../../shared/contract/dispatch.ts';
import type { CallStatus } from '../../../../shared/dispatch-rules.ts';
import { formatShortDateTime } from '../../../lib/format.ts';
import { formatCountdown, isAcknowledgementOverdue, targetStanding } from '../dispatch-format.ts';

/** The colour of a priority, on the chips and the map's call markers. */
export const priorityColors = { 1: 'error', 2: 'warning', 3: 'info', 4: 'default' } as const;
export const priorityColorOf = (priority: number) =>
  priorityColors[priority as keyof typeof priorityColors] ?? 'default';

export function PriorityChip({ priority }: { priority: number }) {
  const { t } = useTranslation('dispatch');
  return (
    <Chip
      size="small"
      color={priorityColorOf(priority)}
      label={`P${priority}`}
      aria-label={t('priority.label', { priority })}
      data-testid="call-priority"
      sx={{ fontWeight: 700, minWidth: 40 }}
    />
  );
}

const statusColors: Record<CallStatus, 'default' | 'primary' | 'info' | 'success' | 'warning'> = {
  new: 'warning',
  assigned: 'info',
  acknowledged: 'info',
  en_route: 'primary',
  on_scene: 'success',
  cleared: 'default',
  cancelled: 'default',
};

export function CallStatusChip({ status }: { status: CallStatus }) {
  const { t } = useTranslation('dispatch');
  return (
    <Chip
      size="small"
      variant="outlined"
      color={statusColors[status]}
      label={t(`status.${status}`)}
      data-testid="call-status"
    />
  );
}

const timerColors = { ok: 'text.secondary', warning: 'warning.main', breached: 'error.main' } as const;

/**
 * The countdown to the response target: the time left, in the warning colour under 5 minutes and the breach colour
 * once past (docs/product/dispatch.md#rules); once someone is on scene, the response time instead.
 */
export function CallTimer({ call, now }: { call: DispatchCall; now: number }) {
  const { t } = useTranslation('dispatch');
  const { state, leftMs } = targetStanding(call, now);
  const text =
    call.responseMinutes !== null
      ? t('details.responseMinutes', { minutes: call.responseMinutes })
      : leftMs >= 0
        ? t('board.timeLeft', { time: formatCountdown(leftMs) })
        : t('board.overdue', { time: formatCountdown(leftMs) });
  return (
    <Tooltip title={t('board.targetHint', { time: formatShortDateTime(call.targetAt, new Date(now)) })}>
      <Box
        component="span"
        data-testid="call-timer"
        data-state={state}
        sx={{
          display: 'inline-flex',
          alignItems: 'center',
          gap: 0.5,
          color: timerColors[state],
          fontWeight: state === 'ok' ? 500 : 700,
          fontVariantNumeric: 'tabular-nums',
          whiteSpace: 'nowrap',
        }}
      >
        <TimerOutlined fontSize="small" aria-hidden />
        <bdi>{text}</bdi>
      </Box>
    </Tooltip>
  );
}

/** "Not acknowledged": an assignment older than 3 minutes the guard has not acknowledged. */
export function AckOverdueMarker({ call, now }: { call: DispatchCall; now: number }) {
  const { t } = useTranslation('dispatch');
  if (!isAcknowledgementOverdue(call, now)) return null;
  return (
    <Tooltip title={t('board.ackOverdueHint')}>
      <Chip
        size="small"
        color="error"
        icon={<NotificationImportantOutlined />}
        label={t('board.ackOverdue')}
        data-testid="call-ack-overdue"
      />
    </Tooltip>
  );
}

/** Where a call is: its event's name, else its address. */
export function usePlaceOf() {
  const { t } = useTranslation('dispatch');
  return (call: Pick<DispatchCall, 'eventName' | 'address'>) => call.eventName ?? call.address ?? t('board.noPlace');
}
