import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { TourRunState } from '../../../../../shared/tour-schedule.ts';

const colours = {
  upcoming: 'default',
  'in progress': 'info',
  completed: 'success',
  'completed late': 'warning',
  'missed checkpoints': 'error',
} as const;

/** A run's state, coloured: done in time green, late amber, missed red. */
export function TourStateChip({ state }: { state: TourRunState }) {
  const { t } = useTranslation('workforceReports');
  return (
    <Chip
      size="small"
      color={colours[state]}
      variant={state === 'upcoming' ? 'outlined' : 'filled'}
      label={t(`tours.states.${state}`)}
      data-state={state}
    />
  );
}
