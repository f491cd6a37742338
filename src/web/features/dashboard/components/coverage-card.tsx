import ShieldOutlined from '@mui/icons-material/ShieldOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { hasPermission } from '../../../../shared/policy.ts';
import { screenPath } from '../../../../shared/screens.ts';
import { EmptyState, SectionCard } from '../../../components/section-card.tsx';
import { translateError } from '../../../i18n/translate-error.ts';
import {
  coverageHours as hours,
  coveragePercent as percent,
  coverageToneOf as toneOf,
  useWeekCoverage,
} from '../../../lib/coverage.ts';
import { useSession } from '../../../lib/session.ts';
import { PanelLink } from './panel-links.tsx';

/**
 * "Coverage this week" (docs/product/billing.md#coverage): per customer, the hours delivered so far against the
 * hours contracted, for those who see coverage (billing.coverage); nothing for anyone else. Below lg it takes the
 * single column's last place.
 */
export function CoverageCard() {
  const roles = useSession().data?.user?.roles ?? [];
  if (!hasPermission(roles, 'billing.coverage')) return null;
  return (
    <Box sx={{ order: { xs: 8, lg: 0 }, minWidth: 0 }}>
      <CoverageThisWeek />
    </Box>
  );
}

function CoverageThisWeek() {
  const { t } = useTranslation('dashboard');
  const coverage = useWeekCoverage();
  const items = coverage.data?.items ?? [];
  return (
    <SectionCard
      id="coverage-this-week"
      title={t('coverage.title')}
      footer={<PanelLink to={screenPath('coverage')}>{t('coverage.viewReport')}</PanelLink>}
    >
      {coverage.isPending ? (
        <Box sx={{ p: 2 }}>
          <Skeleton variant="text" />
          <Skeleton variant="text" />
        </Box>
      ) : coverage.error ? (
        <Typography color="text.secondary" sx={{ p: 2 }}>
          {t('coverage.loadFailed')} {translateError(coverage.error)}
        </Typography>
      ) : items.length === 0 ? (
        <EmptyState icon={<ShieldOutlined fontSize="inherit" />} text={t('coverage.empty')} />
      ) : (
        <List aria-label={t('coverage.title')} disablePadding>
          {items.map((item, index) => (
            <ListItem key={item.customerId} divider={index < items.length - 1} sx={{ display: 'block' }}>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                <ListItemText
                  primary={item.customerName}
                  secondary={t('coverage.hours', {
                    delivered: hours(item.deliveredMinutes),
                    contracted: hours(item.contractedMinutes),
                  })}
                  slotProps={{ primary: { dir: 'auto' } }}
                  sx={{ minWidth: 0 }}
                />
                {item.coveragePct === null ? (
                  <Typography color="text.secondary">—</Typography>
                ) : (
                  <Chip
                    size="small"
                    color={toneOf(item.coveragePct)}
                    label={<bdi>{percent(item.coveragePct)}</bdi>}
                    data-tone={toneOf(item.coveragePct)}
                  />
                )}
              </Box>
              {item.coveragePct === null ? null : (
                <LinearProgress
                  variant="determinate"
                  color={toneOf(item.coveragePct)}
                  value={Math.min(100, item.coveragePct)}
                  aria-label={t('coverage.progress', { name: item.customerName })}
                  sx={{ mt: 0.5, height: 6, borderRadius: 3 }}
                />
              )}
            </ListItem>
          ))}
        </List>
      )}
    </SectionCard>
  );
}
