import Chip, { type ChipProps } from '@mui/material/Chip';
import {
  type VisitorStatus,
  type VisitRequestOutcome,
  visitorStatusLabels,
  visitRequestOutcome,
} from '../../../../shared/contract/visitors.ts';

const statusColors: Record<VisitorStatus, ChipProps['color']> = {
  requested: 'warning',
  expected: 'info',
  checked_in: 'success',
  checked_out: 'default',
  denied: 'error',
  cancelled: 'default',
};

export function VisitorStatusChip({ status, size = 'small' }: { status: VisitorStatus; size?: ChipProps['size'] }) {
  return <Chip size={size} color={statusColors[status]} variant="outlined" label={visitorStatusLabels[status]} />;
}

const outcomeColors: Record<VisitRequestOutcome, ChipProps['color']> = {
  Requested: 'warning',
  Approved: 'success',
  Declined: 'error',
  Cancelled: 'default',
};

/** A visit request as its requester sees it: Requested, Approved, Declined (or Cancelled). */
export function VisitOutcomeChip({ status }: { status: VisitorStatus }) {
  const outcome = visitRequestOutcome(status);
  return <Chip size="small" color={outcomeColors[outcome]} label={outcome} />;
}
