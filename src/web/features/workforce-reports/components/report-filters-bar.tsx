import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterRow } from '../../../components/filter-row.tsx';
import { PeriodFilter } from '../../../components/period-filter.tsx';
import { useReportClientChoices } from '../api/list-clients.ts';
import type { useReportFilters } from './use-report-filters.ts';

type Filters = ReturnType<typeof useReportFilters>;

/**
 * The period of a report (From / To days and quick presets) and, for an admin, the client filter (docs/product/access-and-roles.md#admin: admin
 * only); `children` are the page's own filters, laid out in the same row.
 */
export function ReportFiltersBar({ filters, children }: { filters: Filters; children?: ReactNode }) {
  const { period } = filters;

  return (
    <FilterRow>
      <PeriodFilter
        from={period.from}
        to={period.to}
        onChange={(days) => filters.setPeriod({ ...period, ...days })}
        problem={filters.problem}
      />
      {filters.isAdmin ? <ClientFilter filters={filters} /> : null}
      {children}
    </FilterRow>
  );
}

function ClientFilter({ filters }: { filters: Filters }) {
  const { t } = useTranslation('workforceReports');
  const clients = useReportClientChoices();
  const items = clients.data?.items ?? [];
  return (
    <TextField
      select
      size="small"
      label={t('client.label')}
      value={filters.clientId ?? ''}
      onChange={(event) => filters.setClientId(event.target.value || undefined)}
      sx={{ minWidth: 200 }}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">{t('client.all')}</MenuItem>
      {items.map((client) => (
        <MenuItem key={client.id} value={client.id}>
          {client.clientName}
        </MenuItem>
      ))}
      {filters.clientId && !items.some((c) => c.id === filters.clientId) ? (
        <MenuItem value={filters.clientId}>{t('client.loading')}</MenuItem>
      ) : null}
    </TextField>
  );
}
