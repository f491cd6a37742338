import SearchRounded from '@mui/icons-material/SearchRounded';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type PerformanceRole,
  type PersonnelPerformanceResponse,
  performanceRoles,
  reportSearchMaxLength,
} from '../../../../shared/contract/workforce-reports.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { reportCsvUrl, useReport, workforceReports } from '../api/report-request.ts';
import { PersonnelCard } from './performance-cards.tsx';
import { PerformanceReportBody } from './performance-states.tsx';
import { PerformanceToolbar, type PerformanceView } from './performance-toolbar.tsx';
import { ReportFiltersBar } from './report-filters-bar.tsx';
import type { useReportFilters } from './use-report-filters.ts';

type Filters = ReturnType<typeof useReportFilters>;
type RoleChoice = 'all' | PerformanceRole;

const roleChoices: readonly RoleChoice[] = ['all', ...performanceRoles];

function roleOf(value: string | null): RoleChoice {
  return roleChoices.find((choice) => choice === value) ?? 'all';
}

/** Three columns on a desktop, two on a tablet, one on a phone. */
export const performanceGridSx = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
} as const;

/** Personnel Performance Metrics (docs/product/payroll-and-reports.md#performance-metrics): search, role filter and the cards grouped by role. */
export function PerformancePersonnelView({
  filters,
  onViewChange,
}: {
  filters: Filters;
  onViewChange: (view: PerformanceView) => void;
}) {
  const { t } = useTranslation(['performanceMetrics', 'workforceReports']);
  const role = roleOf(filters.params.get('role'));
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim());
  const params = filters.query ? { ...filters.query, role, q } : undefined;
  const report = useReport(workforceReports.personnelPerformance, params ?? {}, Boolean(params));
  const rows = report.data?.rows;
  const groups = role === 'all' ? performanceRoles : [role];
  const csvHref = params ? reportCsvUrl(workforceReports.personnelPerformance, params) : undefined;

  return (
    <Stack spacing={2}>
      <PerformanceToolbar view="personnel" onViewChange={onViewChange} csvHref={csvHref} csvRows={rows?.length} />
      <ReportFiltersBar filters={filters}>
        <TextField
          size="small"
          placeholder={t('search')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          sx={{ minWidth: { md: 260 } }}
          slotProps={{
            htmlInput: { 'aria-label': t('search'), maxLength: reportSearchMaxLength, type: 'search' },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchRounded fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
        <TextField
          select
          size="small"
          label={t('role.label')}
          value={role}
          onChange={(event) => filters.update({ role: event.target.value === 'all' ? undefined : event.target.value })}
          sx={{ minWidth: 180 }}
        >
          {roleChoices.map((choice) => (
            <MenuItem key={choice} value={choice}>
              {t(`role.${choice}`)}
            </MenuItem>
          ))}
        </TextField>
      </ReportFiltersBar>
      <PerformanceReportBody hasPeriod={Boolean(params)} report={report} spacing={3}>
        {(rows) =>
          groups.map((group) => (
            <PersonnelGroup
              key={group}
              role={group}
              rows={rows.filter((row) => row.role === group)}
              showClient={filters.isAdmin}
            />
          ))
        }
      </PerformanceReportBody>
    </Stack>
  );
}

function PersonnelGroup({
  role,
  rows,
  showClient,
}: {
  role: PerformanceRole;
  rows: PersonnelPerformanceResponse['rows'];
  showClient: boolean;
}) {
  const { t } = useTranslation('performanceMetrics');
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {t(`role.${role}`)}
      </Typography>
      {rows.length === 0 ? (
        <Typography color="text.secondary">{t(`empty.${role}`)}</Typography>
      ) : (
        <Box sx={performanceGridSx}>
          {rows.map((row) => (
            <PersonnelCard key={row.id} row={row} showClient={showClient} />
          ))}
        </Box>
      )}
    </Box>
  );
}
