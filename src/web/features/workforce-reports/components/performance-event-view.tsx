import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { idSchema } from '../../../../shared/contract/common.ts';
import { reportCsvUrl, useReport, workforceReports } from '../api/report-request.ts';
import { EventCard } from './performance-cards.tsx';
import { performanceGridSx } from './performance-personnel-view.tsx';
import { PerformanceReportBody } from './performance-states.tsx';
import { PerformanceToolbar, type PerformanceView } from './performance-toolbar.tsx';
import { ReportFiltersBar } from './report-filters-bar.tsx';
import type { useReportFilters } from './use-report-filters.ts';

type Filters = ReturnType<typeof useReportFilters>;

/**
 * Event Performance Metrics (docs/product/payroll-and-reports.md#performance-metrics): one card per event; the Event filter offers the events of the period (the
 * unfiltered answer), the admin's Client filter is the filters bar's.
 */
export function PerformanceEventView({
  filters,
  onViewChange,
}: {
  filters: Filters;
  onViewChange: (view: PerformanceView) => void;
}) {
  const { t } = useTranslation(['performanceMetrics', 'workforceReports']);
  // An address with a malformed event id shows every event rather than a validation error.
  const eventId = idSchema.safeParse(filters.params.get('event')).data;
  const enabled = Boolean(filters.query);
  const all = useReport(workforceReports.eventPerformance, filters.query ?? {}, enabled);
  const params = filters.query ? { ...filters.query, eventId } : undefined;
  const chosen = useReport(workforceReports.eventPerformance, params ?? {}, enabled && Boolean(eventId));
  const report = eventId ? chosen : all;
  const options = all.data?.rows ?? [];
  const rows = report.data?.rows;
  const csvHref = params ? reportCsvUrl(workforceReports.eventPerformance, params) : undefined;

  return (
    <Stack spacing={2}>
      <PerformanceToolbar view="events" onViewChange={onViewChange} csvHref={csvHref} csvRows={rows?.length} />
      <ReportFiltersBar filters={filters}>
        <TextField
          select
          size="small"
          label={t('event.label')}
          value={eventId ?? ''}
          onChange={(event) => filters.update({ event: event.target.value || undefined })}
          sx={{ minWidth: 220, maxWidth: { md: 360 } }}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">{t('event.all')}</MenuItem>
          {options.map((option) => (
            <MenuItem key={option.eventId} value={option.eventId} dir="auto">
              {option.eventName}
            </MenuItem>
          ))}
          {eventId && !options.some((option) => option.eventId === eventId) ? (
            <MenuItem value={eventId}>
              {chosen.data?.rows[0]?.eventName ?? t('event.unknown', { id: eventId.slice(0, 8) })}
            </MenuItem>
          ) : null}
        </TextField>
      </ReportFiltersBar>
      <PerformanceReportBody hasPeriod={Boolean(params)} report={report} spacing={2}>
        {(rows) =>
          rows.length === 0 ? (
            <Typography color="text.secondary">{t('empty.events')}</Typography>
          ) : (
            <Box component="section" aria-label={t('eventCards')} sx={performanceGridSx}>
              {rows.map((row) => (
                <EventCard key={row.eventId} row={row} showClient={filters.isAdmin} />
              ))}
            </Box>
          )
        }
      </PerformanceReportBody>
    </Stack>
  );
}
