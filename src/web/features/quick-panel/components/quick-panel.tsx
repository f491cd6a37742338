import EventOutlined from '@mui/icons-material/EventOutlined';
import NotificationsNoneOutlined from '@mui/icons-material/NotificationsNoneOutlined';
import TodayOutlined from '@mui/icons-material/TodayOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClockState, MyStatus } from '../../../../shared/contract/me-status.ts';
import { PanelDrawer } from '../../../components/panel-drawer.tsx';
import { useAlertTexts } from '../../../lib/alert-texts.ts';
import { formatDateTimeInZone, formatLongDate, formatRelative } from '../../../lib/format.ts';
import { useMyStatus } from '../api/get-my-status.ts';

const clockColors: Record<ClockState, 'default' | 'success' | 'warning'> = {
  off: 'default',
  onDuty: 'success',
  onBreak: 'warning',
};

function Section({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ mb: 3 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1, color: 'text.secondary' }}>
        {icon}
        <Typography variant="overline" component="h3">
          {title}
        </Typography>
      </Stack>
      {children}
    </Box>
  );
}

function StatusView({ status }: { status: MyStatus }) {
  const alertTexts = useAlertTexts();
  const { t } = useTranslation('quickPanel');
  const now = new Date(status.now);
  const today = formatLongDate(status.now);
  const event = status.currentEvent;
  return (
    <>
      <Section icon={<TodayOutlined fontSize="small" />} title={t('today')}>
        <Typography variant="h6" component="p">
          {today}
        </Typography>
      </Section>
      <Section icon={<EventOutlined fontSize="small" />} title={t('myShift')}>
        <Stack spacing={1}>
          <Box>
            <Chip
              color={clockColors[status.clock.state]}
              label={t(`clock.${status.clock.state}`)}
              size="small"
              variant={status.clock.state === 'off' ? 'outlined' : 'filled'}
            />
            {status.clock.since ? (
              <Typography variant="body2" color="text.secondary" component="span" sx={{ ml: 1 }}>
                {t('since', { time: formatRelative(status.clock.since, now) })}
              </Typography>
            ) : null}
          </Box>
          {status.clock.breakMinutes ? (
            <Typography variant="body2" color="text.secondary">
              {t('breakLength', { minutes: status.clock.breakMinutes })}
            </Typography>
          ) : null}
          {event ? (
            <Box>
              <Typography variant="subtitle1">{event.name}</Typography>
              {event.siteName ? (
                <Typography variant="body2" color="text.secondary">
                  {event.siteName}
                </Typography>
              ) : null}
              <Typography variant="body2" color="text.secondary">
                <bdi>{formatDateTimeInZone(event.startDate, event.timeZone)}</bdi> –{' '}
                <bdi>{formatDateTimeInZone(event.endDate, event.timeZone)}</bdi>
              </Typography>
            </Box>
          ) : (
            <Typography variant="body2" color="text.secondary">
              {t('noEvent')}
            </Typography>
          )}
        </Stack>
      </Section>
      <Section icon={<NotificationsNoneOutlined fontSize="small" />} title={t('recentAlerts')}>
        {status.recentAlerts.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t('noAlerts')}
          </Typography>
        ) : (
          <List dense disablePadding>
            {status.recentAlerts.map((alert) => (
              <ListItem key={alert.id} disableGutters divider>
                <ListItemText
                  primary={alertTexts.title(alert)}
                  secondary={[alert.eventName, formatRelative(alert.createdAt, now)].filter(Boolean).join(' · ')}
                  slotProps={{ primary: { sx: { fontWeight: alert.seen ? 400 : 650 } } }}
                />
              </ListItem>
            ))}
          </List>
        )}
      </Section>
    </>
  );
}

/**
 * The quick panel (docs/product/dashboard.md#quick-panel): today's date, the user's current event and clock state, and the latest
 * alerts they may see — read when opened.
 */
export function QuickPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('quickPanel');
  const status = useMyStatus(open);
  return (
    <PanelDrawer title={t('title')} open={open} onClose={onClose}>
      {status.data ? (
        <StatusView status={status.data} />
      ) : status.isError ? (
        <Alert severity="error">{t('loadFailed')}</Alert>
      ) : (
        <Stack spacing={2} aria-busy="true" aria-label={t('loading')}>
          <Skeleton variant="rounded" height={48} />
          <Skeleton variant="rounded" height={96} />
          <Skeleton variant="rounded" height={160} />
        </Stack>
      )}
    </PanelDrawer>
  );
}
