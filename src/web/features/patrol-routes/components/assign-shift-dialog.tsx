import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PatrolRoute } from '../../../../shared/contract/patrol-routes.ts';
import type { Shift } from '../../../../shared/contract/shifts.ts';
import { DayFilterField } from '../../../components/day-filter-field.tsx';
import { FormDialogFrame } from '../../../components/form-dialog-frame.tsx';
import { RetryAlert } from '../../../components/retry-alert.tsx';
import { translateError } from '../../../i18n/translate-error.ts';
import { formatCount, formatTimeInZone } from '../../../lib/format.ts';
import { useSnackbar } from '../../../lib/notify.ts';
import { dayOf } from '../../../lib/report-period.ts';
import { serverNowMs } from '../../../lib/server-clock.ts';
import { useAssignRoute, useShiftsBetween } from '../api/patrol-routes.ts';
import { dayWindow } from '../patrol-format.ts';

/**
 * "Assign to a shift": a day, that day's shifts (as the schedule lists them), and the one whose people run the
 * route that night. A refusal (the shift has another route, or has ended) is said in the reader's language.
 */
export function AssignShiftDialog({
  route,
  assignedShiftIds,
  onClose,
}: {
  route: PatrolRoute;
  /** Shifts the route already has in the period shown. */
  assignedShiftIds: ReadonlySet<string>;
  onClose: () => void;
}) {
  const { t } = useTranslation(['patrolRoutes', 'common']);
  const { enqueueSnackbar } = useSnackbar();
  const [day, setDay] = useState(() => dayOf(new Date(serverNowMs())));
  const [shiftId, setShiftId] = useState('');
  const [formError, setFormError] = useState<string | null>(null);
  const shifts = useShiftsBetween(dayWindow(day));
  const assign = useAssignRoute();
  const labelId = useId();
  const items = shifts.data?.items ?? [];
  const chosen = items.find((shift) => shift.id === shiftId);

  const submit = async () => {
    if (!chosen) return;
    setFormError(null);
    try {
      await assign.mutateAsync({ routeId: route.id, shiftId: chosen.id });
      enqueueSnackbar(t('assign.done', { post: chosen.post }), { variant: 'success' });
      onClose();
    } catch (error) {
      setFormError(translateError(error));
    }
  };

  return (
    <FormDialogFrame
      title={t('assign.title', { name: route.name })}
      busy={assign.isPending}
      onClose={onClose}
      onSubmit={async (event) => {
        event.preventDefault();
        await submit();
      }}
      submitLabel={t('assign.submit')}
      submitDisabledReason={chosen ? undefined : t('assign.pick')}
      formError={formError}
      onFormErrorClose={() => setFormError(null)}
    >
      <DayFilterField
        label={t('assign.day')}
        value={day}
        onChange={(value) => {
          setDay(value);
          setShiftId('');
          setFormError(null);
        }}
        sx={{ mt: 1, maxWidth: 220 }}
      />
      <Typography id={labelId} variant="subtitle2" sx={{ mt: 1 }}>
        {t('assign.shifts')}
      </Typography>
      {shifts.error ? (
        <RetryAlert onRetry={() => void shifts.refetch()}>{translateError(shifts.error)}</RetryAlert>
      ) : !dayWindow(day) ? null : !shifts.data ? (
        <Box aria-busy="true" aria-label={t('assign.loading')}>
          <Skeleton height={48} />
          <Skeleton height={48} />
        </Box>
      ) : items.length === 0 ? (
        <Typography color="text.secondary">{t('assign.none')}</Typography>
      ) : (
        <RadioGroup
          aria-labelledby={labelId}
          value={shiftId}
          onChange={(event) => {
            setShiftId(event.target.value);
            setFormError(null);
          }}
        >
          {items.map((shift) => (
            <ShiftChoice
              key={shift.id}
              shift={shift}
              has={assignedShiftIds.has(shift.id)}
              disabled={assign.isPending}
            />
          ))}
        </RadioGroup>
      )}
    </FormDialogFrame>
  );
}

function ShiftChoice({ shift, has, disabled }: { shift: Shift; has: boolean; disabled: boolean }) {
  const { t } = useTranslation('patrolRoutes');
  const zone = shift.eventTimeZone;
  const cancelled = shift.status === 'cancelled';
  const people = shift.assignments.filter((a) => a.status === 'assigned');
  const notes = [
    t('assign.people', { count: formatCount(people.length) }),
    ...(has ? [t('assign.hasThisRoute')] : []),
    ...(cancelled ? [t('assign.cancelled')] : []),
  ];
  return (
    <FormControlLabel
      value={shift.id}
      disabled={disabled || cancelled || has}
      control={<Radio />}
      sx={{ alignItems: 'flex-start', py: 0.5, mx: 0, '& .MuiRadio-root': { mt: -0.75 } }}
      label={
        <Box sx={{ minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            <bdi>{`${formatTimeInZone(shift.startAt, zone)}–${formatTimeInZone(shift.endAt, zone)} · ${shift.post}`}</bdi>
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            <bdi>{shift.eventName}</bdi>
            {' · '}
            {notes.join(' · ')}
            {people.length > 0 ? (
              <>
                {' · '}
                <bdi>{people.map((p) => p.name).join(', ')}</bdi>
              </>
            ) : null}
          </Typography>
        </Box>
      }
    />
  );
}
