import DateRangeRounded from '@mui/icons-material/DateRangeRounded';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type PeriodProblem, periodPresets, presetPeriod } from '../lib/report-period.ts';
import { serverNowMs } from '../lib/server-clock.ts';
import { PeriodDayFields } from './period-day-fields.tsx';

/**
 * A report's period: its From and To days and a menu of quick presets (this month, last month…, on the server's
 * clock), in the reports' words (the `workforceReports` namespace's `period`). Laid out inside a FilterRow.
 */
export function PeriodFilter({
  from,
  to,
  onChange,
  problem,
}: {
  from: string;
  to: string;
  onChange: (days: { from: string; to: string }) => void;
  problem: PeriodProblem;
}) {
  const { t } = useTranslation('workforceReports');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  return (
    <>
      <PeriodDayFields
        texts="workforceReports"
        from={from}
        to={to}
        onChange={onChange}
        problem={problem}
        desktopWidth={170}
      />
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
              const period = presetPeriod(preset, new Date(serverNowMs()));
              onChange({ from: period.from, to: period.to });
              setAnchor(null);
            }}
          >
            {t(`period.preset.${preset}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
