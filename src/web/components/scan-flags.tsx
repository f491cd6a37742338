import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type ScanFlag, sentLateMinutes } from '../../shared/tour-schedule.ts';
import { formatCount } from '../lib/format.ts';

/**
 * A scan's flags as amber chips, most serious first, and "Sent N min late" when it reached the server more than five
 * minutes after it was taken (docs/product/tours-and-check-calls.md#scanning); nothing, or `none`, when neither.
 */
export function ScanFlagChips({
  flags,
  at,
  receivedAt,
  none = null,
}: {
  flags: readonly ScanFlag[];
  at: string;
  receivedAt: string;
  none?: ReactNode;
}) {
  const { t } = useTranslation('common');
  const minutesLate = sentLateMinutes(at, receivedAt);
  if (flags.length === 0 && minutesLate === null) return <>{none}</>;
  return (
    <Stack
      direction="row"
      component="span"
      sx={{ gap: 0.5, flexWrap: 'wrap', alignItems: 'center' }}
      data-flags={flags.join(' ')}
    >
      {flags.map((flag) => (
        <Chip key={flag} size="small" color="warning" label={t(`scanFlags.${flag}`)} data-flag={flag} />
      ))}
      {minutesLate === null ? null : (
        <Chip
          size="small"
          variant="outlined"
          label={t('sentLate', { minutes: formatCount(minutesLate) })}
          data-sent-late={minutesLate}
        />
      )}
    </Stack>
  );
}

/** A run's flag counts (the tour report's row), most serious first: "No position: 2". */
export function ScanFlagCountChips({ counts }: { counts: readonly { flag: ScanFlag; count: number }[] }) {
  const { t } = useTranslation('common');
  return (
    <Stack component="span" sx={{ gap: 0.5, alignItems: 'flex-end' }}>
      {counts.map(({ flag, count }) => (
        <Chip
          key={flag}
          size="small"
          color="warning"
          variant="outlined"
          // A long flag name wraps inside its chip rather than widen the column.
          sx={{ height: 'auto', maxWidth: '100%', '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 } }}
          label={t('scanFlagCount', { flag: t(`scanFlags.${flag}`), count: formatCount(count) })}
          data-flag={flag}
        />
      ))}
    </Stack>
  );
}
