import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RetryAlert } from '../../../components/retry-alert.tsx';
import { translateError } from '../../../i18n/translate-error.ts';

/** The spinner of a view whose first answer has not come yet. */
export function PerformanceLoading() {
  const { t } = useTranslation('performanceMetrics');
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
      <CircularProgress aria-label={t('loading')} />
    </Box>
  );
}

/** The error of a view with Retry. */
export function PerformanceError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const { t } = useTranslation('workforceReports');
  return <RetryAlert onRetry={onRetry}>{translateError(error) || t('loadFailed')}</RetryAlert>;
}

/**
 * What a view shows for its report: a hint while the period has an error, the error (with Retry) or the spinner
 * until the first answer, then its content — dimmed while the next answer loads, with a later error above it.
 */
export function PerformanceReportBody<T extends { rows: unknown[] }>({
  hasPeriod,
  report,
  spacing,
  children,
}: {
  hasPeriod: boolean;
  report: UseQueryResult<T>;
  spacing: number;
  children: (rows: T['rows']) => ReactNode;
}) {
  const { t } = useTranslation('workforceReports');
  const rows = report.data?.rows;
  if (!hasPeriod) return <Typography color="text.secondary">{t('period.fixPeriod')}</Typography>;
  if (!rows) {
    return report.isError ? (
      <PerformanceError error={report.error} onRetry={() => void report.refetch()} />
    ) : (
      <PerformanceLoading />
    );
  }
  return (
    <Stack
      spacing={spacing}
      aria-busy={report.isFetching}
      sx={{ opacity: report.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}
    >
      {report.isError ? <PerformanceError error={report.error} onRetry={() => void report.refetch()} /> : null}
      {children(rows)}
    </Stack>
  );
}
