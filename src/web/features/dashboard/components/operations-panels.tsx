import AssignmentLateOutlined from '@mui/icons-material/AssignmentLateOutlined';
import BadgeOutlined from '@mui/icons-material/BadgeOutlined';
import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import HowToRegOutlined from '@mui/icons-material/HowToRegOutlined';
import LoginRounded from '@mui/icons-material/LoginRounded';
import LogoutRounded from '@mui/icons-material/LogoutRounded';
import NotificationsNoneOutlined from '@mui/icons-material/NotificationsNoneOutlined';
import PaidOutlined from '@mui/icons-material/PaidOutlined';
import ReportProblemOutlined from '@mui/icons-material/ReportProblemOutlined';
import TimelineOutlined from '@mui/icons-material/TimelineOutlined';
import VerifiedUserOutlined from '@mui/icons-material/VerifiedUserOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { alpha, useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type {
  ActivityItem,
  ActivityKind,
  OperationsDashboard,
  TypeCount,
} from '../../../../shared/contract/dashboard.ts';
import { screenPath } from '../../../../shared/screens.ts';
import { LicenceChip } from '../../../components/personnel-chips.tsx';
import { EmptyState, SectionCard } from '../../../components/section-card.tsx';
import { currentLocale } from '../../../i18n/i18n.ts';
import { useAlertTexts } from '../../../lib/alert-texts.ts';
import { formatCount, formatMoney } from '../../../lib/format.ts';
import { reportTypeLabel } from '../../../lib/report-labels.ts';
import type { PeriodDays } from '../../../lib/report-period.ts';
import { BarChart, type BarDatum } from './bar-chart.tsx';
import { openAlertBell, PanelLink } from './panel-links.tsx';
import { alertTypeChip } from './recent-alerts-card.tsx';
import { RelativeTime } from './relative-time.tsx';

const dollars = (value: number) => formatMoney(Math.round(value * 100));
/** Profit/loss with its sign, as the financial report shows it ("+$10.00", "-$85.50", "$0.00"). */
const signedDollars = (value: number) =>
  new Intl.NumberFormat(currentLocale(), { style: 'currency', currency: 'USD', signDisplay: 'exceptZero' }).format(
    value,
  );

/**
 * One bar per shown label: types the console names alike (e.g. 'Geofence Exit' and 'Geofence Entry' → Geofence)
 * are added up, in the server's order (SOS first, then the most frequent).
 */
export function alertTypeBars(rows: readonly TypeCount[], labelOf: (type: string) => string): BarDatum[] {
  const bars = new Map<string, BarDatum>();
  for (const row of rows) {
    const label = labelOf(row.type);
    const bar = bars.get(label);
    if (bar) bar.values.count = (bar.values.count ?? 0) + row.count;
    else bars.set(label, { key: row.type, label, values: { count: row.count } });
  }
  return [...bars.values()];
}

export function AlertsByTypeCard({ data }: { data: OperationsDashboard }) {
  const { t } = useTranslation('dashboard');
  const rows = data.alertsByType;
  return (
    <SectionCard
      id="alerts-by-type"
      title={t('alertsByType.title')}
      action={<Chip size="small" label={formatCount(data.unseenAlerts)} />}
      footer={
        <>
          <Button size="small" startIcon={<NotificationsNoneOutlined />} onClick={openAlertBell}>
            {t('alertsByType.openBell')}
          </Button>
          <PanelLink to={screenPath('map')}>{t('alertsByType.viewMap')}</PanelLink>
        </>
      }
    >
      {rows.length === 0 ? (
        <EmptyState icon={<CampaignOutlined fontSize="inherit" />} text={t('alertsByType.empty')} />
      ) : (
        <BarChart
          testId="chart-alerts-by-type"
          caption={t('alertsByType.caption')}
          labelHeader={t('alertsByType.type')}
          series={[{ key: 'count', label: t('alertsByType.count'), tone: 'error' }]}
          data={alertTypeBars(rows, (type) => {
            const chip = alertTypeChip(type);
            return chip.labelKey ? t(chip.labelKey) : type;
          })}
          format={formatCount}
        />
      )}
    </SectionCard>
  );
}

export function IncidentsCard({ data }: { data: OperationsDashboard }) {
  const { t } = useTranslation('dashboard');
  const { t: tr } = useTranslation(['incidentReports', 'common']);
  const rows = data.incidentsByType;
  return (
    <SectionCard
      id="incidents-by-type"
      title={t('incidents.title')}
      action={<Chip size="small" label={formatCount(data.incidentsLast7Days)} />}
      footer={<PanelLink to={screenPath('incident-reports')}>{t('incidents.viewAll')}</PanelLink>}
    >
      {rows.length === 0 ? (
        <EmptyState icon={<ReportProblemOutlined fontSize="inherit" />} text={t('incidents.empty')} />
      ) : (
        <BarChart
          testId="chart-incidents"
          caption={t('incidents.caption')}
          labelHeader={t('incidents.type')}
          series={[{ key: 'count', label: t('incidents.count'), tone: 'warning' }]}
          data={rows.map((row) => ({
            key: row.type,
            label: reportTypeLabel(tr, row.type),
            values: { count: row.count },
          }))}
          format={formatCount}
        />
      )}
    </SectionCard>
  );
}

/** The financial report's address for the same period (and, for an admin, the same client). */
export function financialReportUrl(period: PeriodDays, clientId: string | null): string {
  return screenPath('financial-reports', {
    query: { from: period.from, to: period.to, client: clientId ?? undefined },
  });
}

function Total({
  id,
  label,
  value,
  tone,
  signed = false,
}: {
  id: string;
  label: string;
  value: number;
  tone?: 'error' | 'success';
  signed?: boolean;
}) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="p">
        {label}
      </Typography>
      <Typography
        data-testid={`budget-total-${id}`}
        sx={{ fontWeight: 700, fontSize: { xs: 16, sm: 18 }, color: tone ? `${tone}.main` : 'text.primary' }}
      >
        <bdi>{signed ? signedDollars(value) : dollars(value)}</bdi>
      </Typography>
    </Box>
  );
}

export function BudgetCard({ data, period }: { data: OperationsDashboard; period: PeriodDays }) {
  const { t } = useTranslation('dashboard');
  const { budget } = data;
  const { totals } = budget;
  return (
    <SectionCard
      id="budget-vs-actual"
      title={t('budget.title')}
      footer={<PanelLink to={financialReportUrl(period, budget.clientId)}>{t('budget.viewReport')}</PanelLink>}
    >
      {budget.eventCount === 0 ? (
        <EmptyState icon={<PaidOutlined fontSize="inherit" />} text={t('budget.empty')} />
      ) : (
        <>
          <Box
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))' },
              gap: 2,
              px: { xs: 2, sm: 2.5 },
              pt: 2,
            }}
          >
            <Total id="budgeted" label={t('budget.budgeted')} value={totals.budgetedExpenses} />
            <Total id="actual" label={t('budget.actual')} value={totals.actualExpenses} />
            <Total
              id="profit-loss"
              label={t('budget.profitLoss')}
              value={totals.profitLoss}
              signed
              tone={totals.profitLoss < 0 ? 'error' : 'success'}
            />
          </Box>
          <Typography variant="caption" color="text.secondary" component="p" sx={{ px: { xs: 2, sm: 2.5 }, pt: 1 }}>
            {budget.eventCount > budget.events.length
              ? t('budget.latest', {
                  shown: formatCount(budget.events.length),
                  total: formatCount(budget.eventCount),
                })
              : t('budget.total', { total: formatCount(budget.eventCount) })}
          </Typography>
          <BarChart
            testId="chart-budget"
            caption={t('budget.caption')}
            labelHeader={t('budget.event')}
            series={[
              { key: 'budgeted', label: t('budget.budgeted'), tone: 'info' },
              { key: 'actual', label: t('budget.actual'), tone: 'warning' },
            ]}
            data={budget.events.map((event) => ({
              key: event.eventId,
              label: event.eventName,
              values: { budgeted: event.budgetedExpenses, actual: event.actualExpenses },
            }))}
            format={dollars}
          />
        </>
      )}
    </SectionCard>
  );
}

export function LicencesCard({ data }: { data: OperationsDashboard }) {
  const { t } = useTranslation('dashboard');
  const { licences } = data;
  const more = licences.expiringCount - licences.people.length;
  return (
    <SectionCard
      id="licences"
      title={t('licences.title')}
      action={
        <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
          <Chip
            size="small"
            color={licences.expiringCount > 0 ? 'warning' : 'default'}
            label={formatCount(licences.expiringCount)}
          />
          {licences.expiredCount > 0 ? (
            <Chip
              size="small"
              color="error"
              variant="outlined"
              label={t('licences.expired', { number: formatCount(licences.expiredCount) })}
            />
          ) : null}
        </Box>
      }
      footer={<PanelLink to={screenPath('personnel')}>{t('licences.viewPersonnel')}</PanelLink>}
    >
      {licences.people.length === 0 ? (
        <EmptyState icon={<VerifiedUserOutlined fontSize="inherit" />} text={t('licences.empty')} />
      ) : (
        <List disablePadding aria-label={t('licences.list')}>
          {licences.people.map((person, index) => (
            <ListItem
              key={person.id}
              divider={index < licences.people.length - 1 || more > 0}
              sx={{ gap: 1.5, flexWrap: 'wrap' }}
            >
              <BadgeOutlined fontSize="small" color="action" aria-hidden />
              <ListItemText
                primary={person.name}
                secondary={person.licenceNumber}
                slotProps={{ primary: { sx: { fontWeight: 600 } } }}
                sx={{ minWidth: 120 }}
              />
              <LicenceChip state={person.state} expiresOn={person.expiresOn} />
            </ListItem>
          ))}
          {more > 0 ? (
            <ListItem>
              <Typography variant="body2" color="text.secondary">
                {t('licences.more', { number: formatCount(more) })}
              </Typography>
            </ListItem>
          ) : null}
        </List>
      )}
    </SectionCard>
  );
}

const activityIcons: Record<ActivityKind, ReactNode> = {
  alert: <CampaignOutlined fontSize="small" />,
  clockIn: <LoginRounded fontSize="small" />,
  clockOut: <LogoutRounded fontSize="small" />,
  incident: <AssignmentLateOutlined fontSize="small" />,
  visitor: <HowToRegOutlined fontSize="small" />,
};

const activityTones = {
  alert: 'error',
  clockIn: 'success',
  clockOut: 'secondary',
  incident: 'warning',
  visitor: 'info',
} as const satisfies Record<ActivityKind, string>;

function ActivityRow({ item, now, last }: { item: ActivityItem; now: Date; last: boolean }) {
  const { t } = useTranslation('dashboard');
  const { t: tr } = useTranslation(['incidentReports', 'common']);
  const theme = useTheme();
  const alertTexts = useAlertTexts();
  const color = theme.palette[activityTones[item.kind]].main;
  const title =
    item.kind === 'incident' && item.title
      ? reportTypeLabel(tr, item.title)
      : item.kind === 'alert' && item.title && item.alertType
        ? alertTexts.title({ type: item.alertType, title: item.title, params: item.alertParams })
        : item.title;
  const context = [item.personName, item.eventName].filter(Boolean).join(' · ');
  return (
    <ListItem divider={!last} sx={{ alignItems: 'flex-start', gap: 1.5, py: 1 }} data-kind={item.kind}>
      <Box
        aria-hidden
        sx={{
          width: 32,
          height: 32,
          flexShrink: 0,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          color,
          bgcolor: alpha(color, 0.12),
        }}
      >
        {activityIcons[item.kind]}
      </Box>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {t(`activity.kinds.${item.kind}`)}
          {title ? (
            <Box component="span" sx={{ fontWeight: 400 }}>
              {' · '}
              {title}
            </Box>
          ) : null}
        </Typography>
        {context ? (
          <Typography variant="caption" color="text.secondary" component="p">
            {context}
          </Typography>
        ) : null}
      </Box>
      <RelativeTime at={item.at} now={now} marginTop={0.25} />
    </ListItem>
  );
}

export function ActivityCard({ data }: { data: OperationsDashboard }) {
  const { t } = useTranslation('dashboard');
  const now = new Date(data.generatedAt);
  return (
    <SectionCard id="activity" title={t('activity.title')}>
      {data.activity.length === 0 ? (
        <EmptyState icon={<TimelineOutlined fontSize="inherit" />} text={t('activity.empty')} />
      ) : (
        <List disablePadding aria-label={t('activity.list')}>
          {data.activity.map((item, index) => (
            <ActivityRow
              key={`${item.kind}:${item.id}`}
              item={item}
              now={now}
              last={index === data.activity.length - 1}
            />
          ))}
        </List>
      )}
    </SectionCard>
  );
}
