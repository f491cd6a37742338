import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PerformanceEventView } from './performance-event-view.tsx';
import { PerformancePersonnelView } from './performance-personnel-view.tsx';
import type { PerformanceView } from './performance-toolbar.tsx';
import { useReportFilters } from './use-report-filters.ts';

/**
 * Performance Metrics (docs/product/payroll-and-reports.md#performance-metrics): personnel or event cards of break violations, alerts and OT savings over the
 * period (?view=personnel|events, default personnel).
 */
export default function PerformanceMetricsPage() {
  const { t } = useTranslation('performanceMetrics');
  const filters = useReportFilters();
  const view: PerformanceView = filters.params.get('view') === 'events' ? 'events' : 'personnel';
  const onViewChange = (next: PerformanceView) => filters.update({ view: next });

  return (
    <Stack spacing={{ xs: 2, sm: 3 }}>
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 26, sm: 30 } }}>
        {t('title')}
      </Typography>
      {view === 'events' ? (
        <PerformanceEventView filters={filters} onViewChange={onViewChange} />
      ) : (
        <PerformancePersonnelView filters={filters} onViewChange={onViewChange} />
      )}
    </Stack>
  );
}
