import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { ExportCsvButton } from '../../../components/csv-export-button.tsx';

export const performanceViews = ['personnel', 'events'] as const;
export type PerformanceView = (typeof performanceViews)[number];

/** The view dropdown (Personnel / Event Performance Metrics) and the CSV export of what the view shows. */
export function PerformanceToolbar({
  view,
  onViewChange,
  csvHref,
  csvRows,
}: {
  view: PerformanceView;
  onViewChange: (view: PerformanceView) => void;
  /** undefined until the report's filters are known. */
  csvHref: string | undefined;
  /** The rows the view shows; undefined while they load. */
  csvRows: number | undefined;
}) {
  const { t } = useTranslation(['performanceMetrics', 'common']);
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1.5 }}>
      <TextField
        select
        size="small"
        label={t('view.label')}
        value={view}
        onChange={(event) => onViewChange(event.target.value as PerformanceView)}
        sx={{ minWidth: { xs: '100%', sm: 300 } }}
      >
        {performanceViews.map((option) => (
          <MenuItem key={option} value={option}>
            {t(`view.${option}`)}
          </MenuItem>
        ))}
      </TextField>
      <Box sx={{ flex: 1 }} />
      <ExportCsvButton href={csvHref} rows={csvRows} />
    </Stack>
  );
}
