import NotificationsNoneOutlined from '@mui/icons-material/NotificationsNoneOutlined';
import Box from '@mui/material/Box';
import Chip, { type ChipProps } from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DashboardAlert } from '../../../../shared/contract/dashboard.ts';
import { EmptyState, SectionCard } from '../../../components/section-card.tsx';
import { useAlertTexts } from '../../../lib/alert-texts.ts';
import { formatCount } from '../../../lib/format.ts';
import { RelativeTime } from './relative-time.tsx';

type RecentAlert = DashboardAlert;

type AlertTypeKey = `recentAlerts.types.${'sos' | 'restricted' | 'geofence' | 'break' | 'assigned' | 'unassigned'}`;

/**
 * Label (a translation key; null for a type the console does not know, shown as it comes) and colour of an alert
 * type (docs/product/alerts.md#alert-types: SOS, eventAssigned, or text with 'Geofence' / 'Restricted Area').
 */
export function alertTypeChip(type: string): { labelKey: AlertTypeKey | null; color: ChipProps['color'] } {
  const lower = type.toLowerCase();
  if (type === 'SOS') return { labelKey: 'recentAlerts.types.sos', color: 'error' };
  if (lower.includes('restricted')) return { labelKey: 'recentAlerts.types.restricted', color: 'warning' };
  if (lower.includes('geofence')) return { labelKey: 'recentAlerts.types.geofence', color: 'warning' };
  if (lower.includes('break')) return { labelKey: 'recentAlerts.types.break', color: 'info' };
  if (type === 'eventAssigned') return { labelKey: 'recentAlerts.types.assigned', color: 'default' };
  if (type === 'eventUnassigned') return { labelKey: 'recentAlerts.types.unassigned', color: 'default' };
  return { labelKey: null, color: 'default' };
}

function AlertRow({ alert, now, last }: { alert: RecentAlert; now: Date; last: boolean }) {
  const { t } = useTranslation('dashboard');
  const texts = useAlertTexts();
  const chip = alertTypeChip(alert.type);
  const context = [alert.guardName, alert.eventName].filter(Boolean).join(' · ');
  return (
    <ListItem divider={!last} sx={{ alignItems: 'flex-start', gap: 1.5, py: 1.25 }}>
      <Box
        role={alert.seen ? undefined : 'img'}
        aria-label={alert.seen ? undefined : t('recentAlerts.unseen')}
        aria-hidden={alert.seen ? true : undefined}
        sx={{
          mt: 1,
          width: 8,
          height: 8,
          flexShrink: 0,
          borderRadius: '50%',
          bgcolor: alert.seen ? 'transparent' : 'primary.main',
        }}
      />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Chip
            size="small"
            label={chip.labelKey ? t(chip.labelKey) : alert.type}
            color={chip.color}
            variant={chip.color === 'default' ? 'outlined' : 'filled'}
          />
          <Typography variant="body2" sx={{ fontWeight: alert.seen ? 500 : 700, minWidth: 0 }}>
            <bdi>{texts.title(alert)}</bdi>
          </Typography>
        </Box>
        {context ? (
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
            {context}
          </Typography>
        ) : null}
      </Box>
      <RelativeTime at={alert.createdAt} now={now} marginTop={0.5} />
    </ListItem>
  );
}

export function RecentAlertsCard({
  alerts,
  unseen,
  generatedAt,
  title,
  footer,
}: {
  alerts: DashboardAlert[];
  /** The unseen count of the scope (the bell's), when known. */
  unseen?: number;
  generatedAt: string;
  title?: string;
  footer?: ReactNode;
}) {
  const { t } = useTranslation('dashboard');
  const now = new Date(generatedAt);
  return (
    <SectionCard
      id="recent-alerts"
      title={title ?? t('recentAlerts.title')}
      footer={footer}
      action={
        unseen !== undefined && unseen > 0 ? (
          <Chip
            size="small"
            color="primary"
            variant="outlined"
            label={t('recentAlerts.unseenCount', { number: formatCount(unseen) })}
          />
        ) : null
      }
    >
      {alerts.length === 0 ? (
        <EmptyState
          icon={<NotificationsNoneOutlined fontSize="inherit" />}
          text={t('notices.noAlerts', { ns: 'common' })}
        />
      ) : (
        <List disablePadding aria-label={title ?? t('recentAlerts.list')}>
          {alerts.map((alert, index) => (
            <AlertRow key={alert.id} alert={alert} now={now} last={index === alerts.length - 1} />
          ))}
        </List>
      )}
    </SectionCard>
  );
}

export function RecentAlertsSkeleton() {
  const { t } = useTranslation('dashboard');
  return (
    <SectionCard id="recent-alerts-loading" title={t('recentAlerts.title')}>
      <Box sx={{ px: 2.5, py: 1.5 }} aria-hidden>
        {[0, 1, 2, 3, 4].map((row) => (
          <Box key={row} sx={{ display: 'flex', gap: 1.5, py: 1, alignItems: 'center' }}>
            <Skeleton variant="rounded" width={56} height={22} />
            <Skeleton sx={{ flex: 1 }} />
            <Skeleton width={48} />
          </Box>
        ))}
      </Box>
    </SectionCard>
  );
}
