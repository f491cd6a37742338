import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../i18n/i18n.ts';

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
  const { t } = useTranslation(['workforceReports', 'common']);
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('common:actions.retry')}
        </Button>
      }
    >
      {translateMessage(error.message) || t('loadFailed')}
    </Alert>
  );
}
