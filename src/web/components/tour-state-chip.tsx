import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import { type TourRunState, tourRunStates } from '../../shared/tour-schedule.ts';

const colours = {
  upcoming: 'default',
  'in progress': 'info',
  completed: 'success',
  'completed late': 'warning',
  'missed checkpoints': 'error',
} as const;

/** A run's state (an API value, with spaces) as the key of its label in `common:tourStates`. */
const stateKeys = {
  upcoming: 'upcoming',
  'in progress': 'in_progress',
  completed: 'completed',
  'completed late': 'completed_late',
  'missed checkpoints': 'missed_checkpoints',
} as const satisfies Record<TourRunState, string>;

/** A run's state, coloured: done in time green, late amber, missed red. */
export function TourStateChip({ state }: { state: TourRunState }) {
  const { t } = useTranslation('common');
  return (
    <Chip
      size="small"
      color={colours[state]}
      variant={state === 'upcoming' ? 'outlined' : 'filled'}
      label={t(`tourStates.${stateKeys[state]}`)}
      data-state={state}
    />
  );
}

/** Whether a stored state (a report's content keeps it as text) is one the chip knows. */
export function isTourRunState(state: string): state is TourRunState {
  return (tourRunStates as readonly string[]).includes(state);
}
