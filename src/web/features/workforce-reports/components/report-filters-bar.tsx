import DateRangeRounded from '@mui/icons-material/DateRangeRounded';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { periodPresets, presetPeriod } from '../../../lib/report-period.ts';
import { serverNowMs } from '../../../lib/server-clock.ts';
import { useReportClientChoices } from '../api/list-clients.ts';
import type { useReportFilters } from './use-report-filters.ts';

type Filters = ReturnType<typeof useReportFilters>;

/**
 * The period of a report (From / To days and quick presets) and, for an admin, the client filter (docs/product/access-and-roles.md#admin: admin
 * only); `children` are the page's own filters, laid out in the same row.
 */
export function ReportFiltersBar({ filters, children }: { filters: Filters; children?: ReactNode }) {
  const { t } = useTranslation('workforceReports');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const { period, problem } = filters;
  const fromError = problem === 'fromInvalid' ? t('period.invalidDay') : undefined;
  const toError =
    problem === 'toInvalid'
      ? t('period.invalidDay')
      : problem === 'toBeforeFrom'
        ? t('period.toBeforeFrom')
        : problem === 'tooLong'
          ? t('period.tooLong')
          : undefined;

  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      spacing={1.5}
      useFlexGap
      sx={{ alignItems: { md: 'flex-start' }, flexWrap: 'wrap', rowGap: 1.5 }}
    >
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <TextField
          type="date"
          size="small"
          label={t('period.from')}
          value={period.from}
          onChange={(event) => filters.setPeriod({ ...period, from: event.target.value })}
          error={Boolean(fromError)}
          helperText={fromError}
          slotProps={{ inputLabel: { shrink: true } }}
          sx={{ width: { xs: '50%', md: 170 } }}
        />
        <TextField
          type="date"
          size="small"
          label={t('period.to')}
          value={period.to}
          onChange={(event) => filters.setPeriod({ ...period, to: event.target.value })}
          error={Boolean(toError)}
          helperText={toError}
          slotProps={{ inputLabel: { shrink: true } }}
          sx={{ width: { xs: '50%', md: 170 } }}
        />
      </Stack>
      <Button
        variant="outlined"
        startIcon={<DateRangeRounded />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ height: 40, alignSelf: { xs: 'flex-start', md: 'auto' } }}
      >
        {t('period.presets')}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {periodPresets.map((preset) => (
          <MenuItem
            key={preset}
            onClick={() => {
              filters.setPeriod(presetPeriod(preset, new Date(serverNowMs())));
              setAnchor(null);
            }}
          >
            {t(`period.preset.${preset}`)}
          </MenuItem>
        ))}
      </Menu>
      {filters.isAdmin ? <ClientFilter filters={filters} /> : null}
      {children}
    </Stack>
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
