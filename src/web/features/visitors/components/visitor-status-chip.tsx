import Chip, { type ChipProps } from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import {
  type VisitorStatus,
  type VisitRequestOutcome,
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
  const { t } = useTranslation('visitors');
  return <Chip size={size} color={statusColors[status]} variant="outlined" label={t(`status.${status}`)} />;
}

const outcomeColors: Record<VisitRequestOutcome, ChipProps['color']> = {
  Requested: 'warning',
  Approved: 'success',
  Declined: 'error',
  Cancelled: 'default',
};

/** A visitor still on site after their event ended. */
export function OverstayChip() {
  const { t } = useTranslation('visitors');
  return (
    <Tooltip title={t('overstay.hint')}>
      <Chip size="small" color="warning" label={t('overstay.chip')} data-testid="overstay-chip" />
    </Tooltip>
  );
}

/** A visit request as its requester sees it: Requested, Approved, Declined (or Cancelled). */
export function VisitOutcomeChip({ status }: { status: VisitorStatus }) {
  const { t } = useTranslation('visitors');
  const outcome = visitRequestOutcome(status);
  return <Chip size="small" color={outcomeColors[outcome]} label={t(`outcome.${outcome}`)} />;
}
