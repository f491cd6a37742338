import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';

export const performanceViews = ['personnel', 'events'] as const;
export type PerformanceView = (typeof performanceViews)[number];

/** The view dropdown (Personnel / Event Performance Metrics) and the CSV export of what the view shows. */
export function PerformanceToolbar({
  view,
  onViewChange,
  csvHref,
}: {
  view: PerformanceView;
  onViewChange: (view: PerformanceView) => void;
  /** undefined while there is nothing to export. */
  csvHref: string | undefined;
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
      <Button
        variant="outlined"
        component="a"
        href={csvHref}
        download
        disabled={!csvHref}
        startIcon={<FileDownloadOutlined />}
      >
        {t('common:actions.exportCsv')}
      </Button>
    </Stack>
  );
}
