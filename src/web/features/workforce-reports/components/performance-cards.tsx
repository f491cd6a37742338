import InfoOutlined from '@mui/icons-material/InfoOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { EventPerformanceRow, PersonnelPerformanceRow } from '../../../../shared/contract/workforce-reports.ts';
import { formatCount, formatMoney } from '../../../lib/format.ts';

/** OT savings are dollars; shown with 2 decimals (docs/product/payroll-and-reports.md#ot-savings). */
export const formatOtSavings = (dollars: number) => formatMoney(Math.round(dollars * 100));

/** The label of OT Savings with its explanation, reachable by keyboard (the icon takes focus). */
function OtSavingsLabel() {
  const { t } = useTranslation('performanceMetrics');
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
      {t('metrics.otSavings')}
      <Tooltip title={t('metrics.otSavingsHint')}>
        <Box
          component="span"
          tabIndex={0}
          role="img"
          aria-label={t('metrics.otSavingsHint')}
          sx={{ display: 'inline-flex', cursor: 'help', borderRadius: 1, '&:focus-visible': { outline: 2 } }}
        >
          <InfoOutlined sx={{ fontSize: 16, color: 'text.secondary' }} />
        </Box>
      </Tooltip>
    </Box>
  );
}

interface Figures {
  breakViolations: number;
  alerts: number;
  otSavings: number;
}

/** Break Violations, Alerts and OT Savings as a description list; `large` for the event cards' counters. */
function MetricList({ figures, large = false }: { figures: Figures; large?: boolean }) {
  const { t } = useTranslation('performanceMetrics');
  const items = [
    { key: 'breaks', label: t('metrics.breakViolations'), value: formatCount(figures.breakViolations) },
    { key: 'alerts', label: t('metrics.alerts'), value: formatCount(figures.alerts) },
    { key: 'ot', label: <OtSavingsLabel />, value: formatOtSavings(figures.otSavings) },
  ];
  if (large) {
    return (
      <Box component="dl" sx={{ m: 0, display: 'flex', flexWrap: 'wrap', columnGap: 3, rowGap: 1.5 }}>
        {items.map((item) => (
          <Box key={item.key} sx={{ display: 'flex', flexDirection: 'column-reverse', flex: '1 1 auto', minWidth: 0 }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {item.label}
            </Typography>
            <Typography
              component="dd"
              sx={{ m: 0, fontWeight: 700, fontSize: { xs: 22, sm: 24 }, lineHeight: 1.3, whiteSpace: 'nowrap' }}
            >
              {item.value}
            </Typography>
          </Box>
        ))}
      </Box>
    );
  }
  return (
    <Box
      component="dl"
      sx={{ m: 0, display: 'grid', gridTemplateColumns: '1fr auto', rowGap: 0.75, columnGap: 2, alignItems: 'center' }}
    >
      {items.map((item) => (
        <Box key={item.key} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {item.label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600, textAlign: 'end' }}>
            {item.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** A supervisor's, area manager's or event manager's card: initial, name, role (and client for an admin). */
export function PersonnelCard({ row, showClient }: { row: PersonnelPerformanceRow; showClient: boolean }) {
  const { t } = useTranslation('performanceMetrics');
  const nameId = useId();
  const initial = row.personnelName.trim().charAt(0).toUpperCase() || '?';
  return (
    <Card component="article" variant="outlined" aria-labelledby={nameId} sx={{ height: '100%' }}>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
          <Avatar aria-hidden sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}>
            {initial}
          </Avatar>
          <Box sx={{ minWidth: 0 }}>
            <Typography
              id={nameId}
              component="h3"
              variant="subtitle1"
              dir="auto"
              sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
            >
              {row.personnelName}
            </Typography>
            <Typography variant="body2" color="text.secondary" noWrap>
              {t(`roleLabel.${row.role}`)}
            </Typography>
            {showClient ? (
              <Typography
                variant="caption"
                color="text.secondary"
                dir="auto"
                component="p"
                sx={{ overflowWrap: 'anywhere' }}
              >
                {t('clientOf', { name: row.client.name || t('unknownClient') })}
              </Typography>
            ) : null}
          </Box>
        </Box>
        <MetricList figures={row} />
      </CardContent>
    </Card>
  );
}

/** One event's card: its name, its client for an admin, and three large counters. */
export function EventCard({ row, showClient }: { row: EventPerformanceRow; showClient: boolean }) {
  const { t } = useTranslation('performanceMetrics');
  const nameId = useId();
  return (
    <Card component="article" variant="outlined" aria-labelledby={nameId} sx={{ height: '100%' }}>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography id={nameId} component="h3" variant="h6" dir="auto" sx={{ overflowWrap: 'anywhere' }}>
            {row.eventName}
          </Typography>
          {showClient ? (
            <Typography variant="body2" color="text.secondary" dir="auto">
              {row.clientName || t('unknownClient')}
            </Typography>
          ) : null}
        </Box>
        <MetricList figures={row} large />
      </CardContent>
    </Card>
  );
}
