import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import type { PeriodProblem } from '../lib/report-period.ts';
import { DayFilterField } from './day-filter-field.tsx';

/** The i18n namespaces that name a period's days and its problems (`period.from`, `period.invalidDay`…). */
type PeriodTexts = 'audit' | 'workforceReports';

/**
 * A period's From and To days side by side, each with its message: what is wrong with the period (`problem`),
 * else the server's message about that day (`serverErrors`).
 */
export function PeriodDayFields({
  texts,
  from,
  to,
  onChange,
  problem,
  serverErrors = {},
  desktopWidth,
}: {
  texts: PeriodTexts;
  from: string;
  to: string;
  onChange: (days: { from: string; to: string }) => void;
  problem: PeriodProblem;
  serverErrors?: { from?: string | undefined; to?: string | undefined };
  desktopWidth: number;
}) {
  const { t } = useTranslation(texts);
  const fromError = problem === 'fromInvalid' ? t('period.invalidDay') : serverErrors.from;
  const toError =
    problem === 'toInvalid'
      ? t('period.invalidDay')
      : problem === 'toBeforeFrom'
        ? t('period.toBeforeFrom')
        : problem === 'tooLong'
          ? t('period.tooLong')
          : serverErrors.to;
  const days = [
    { key: 'from', label: t('period.from'), value: from, error: fromError },
    { key: 'to', label: t('period.to'), value: to, error: toError },
  ] as const;
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      {days.map((day) => (
        <DayFilterField
          key={day.key}
          label={day.label}
          value={day.value}
          onChange={(value) => onChange({ from, to, [day.key]: value })}
          error={Boolean(day.error)}
          helperText={day.error}
          // Below md the two share the row with the gap between them (half each and the gap would overflow it).
          sx={{ flex: { xs: '1 1 0', md: 'none' }, minWidth: 0, width: { md: desktopWidth } }}
        />
      ))}
    </Stack>
  );
}
