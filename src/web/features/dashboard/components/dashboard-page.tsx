import RefreshRounded from '@mui/icons-material/RefreshRounded';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../i18n/i18n.ts';
import { formatShortDateTime } from '../../../lib/format.ts';
import { useSession } from '../../auth/api/get-session.ts';
import { useDashboard } from '../api/get-dashboard.ts';
import { ActiveEventsCard, ActiveEventsSkeleton } from './active-events-card.tsx';
import { KpiCards, KpiCardsSkeleton } from './kpi-cards.tsx';
import { RecentAlertsCard, RecentAlertsSkeleton } from './recent-alerts-card.tsx';

const sectionsSx = {
  display: 'grid',
  gap: { xs: 2, sm: 3 },
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 7fr) minmax(0, 5fr)' },
  alignItems: 'start',
} as const;

function firstName(displayName: string | undefined): string {
  return displayName?.trim().split(/\s+/)[0] ?? '';
}

/** Live overview of the operation the user may see (GET /api/v1/dashboard), refreshed every 30 s. */
export default function DashboardPage() {
  const { t } = useTranslation('dashboard');
  const user = useSession().data?.user;
  const dashboard = useDashboard();
  const { data, error, isPending, isFetching, refetch } = dashboard;
  const retry = () => void refetch();

  return (
    <Stack spacing={{ xs: 2, sm: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'flex-end', gap: 2, flexWrap: 'wrap' }}>
        <Box sx={{ flex: 1, minWidth: 200 }}>
          <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 26, sm: 30 } }}>
            {t('title')}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {user ? t('welcome', { name: firstName(user.displayName) }) : t('intro')}
          </Typography>
        </Box>
        {data ? (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
            <Typography variant="caption" color="text.secondary" aria-live="polite">
              {t('updated', { time: formatShortDateTime(data.generatedAt) })}
            </Typography>
            <Tooltip title={t('refreshNow')}>
              <span>
                <IconButton size="small" onClick={retry} disabled={isFetching} aria-label={t('refresh')}>
                  {isFetching ? <CircularProgress size={18} /> : <RefreshRounded fontSize="small" />}
                </IconButton>
              </span>
            </Tooltip>
          </Box>
        ) : null}
      </Box>

      {error && !data ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={retry} disabled={isFetching}>
              {t('retry')}
            </Button>
          }
        >
          <AlertTitle>{t('loadFailed')}</AlertTitle>
          {translateMessage(error.message)}
        </Alert>
      ) : null}
      {error && data ? (
        <Alert
          severity="warning"
          action={
            <Button color="inherit" size="small" onClick={retry} disabled={isFetching}>
              {t('retry')}
            </Button>
          }
        >
          {t('refreshFailed', {
            error: translateMessage(error.message),
            time: formatShortDateTime(data.generatedAt),
          })}
        </Alert>
      ) : null}

      {isPending ? (
        <Box aria-busy="true" aria-label={t('loading')}>
          <KpiCardsSkeleton />
          <Box sx={{ ...sectionsSx, mt: { xs: 2, sm: 3 } }}>
            <ActiveEventsSkeleton />
            <RecentAlertsSkeleton />
          </Box>
        </Box>
      ) : null}

      {data ? (
        <>
          <KpiCards summary={data} />
          <Box sx={sectionsSx}>
            <ActiveEventsCard summary={data} />
            <RecentAlertsCard summary={data} />
          </Box>
        </>
      ) : null}
    </Stack>
  );
}
