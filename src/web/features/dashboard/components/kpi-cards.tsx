import type { SvgIconComponent } from '@mui/icons-material';
import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import CoffeeOutlined from '@mui/icons-material/CoffeeOutlined';
import EventAvailableOutlined from '@mui/icons-material/EventAvailableOutlined';
import HowToRegOutlined from '@mui/icons-material/HowToRegOutlined';
import ReportProblemOutlined from '@mui/icons-material/ReportProblemOutlined';
import RouteOutlined from '@mui/icons-material/RouteOutlined';
import ScheduleOutlined from '@mui/icons-material/ScheduleOutlined';
import ShieldOutlined from '@mui/icons-material/ShieldOutlined';
import TodayOutlined from '@mui/icons-material/TodayOutlined';
import WrongLocationOutlined from '@mui/icons-material/WrongLocationOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import { alpha, useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import type { ClientDashboard, OperationsDashboard } from '../../../../shared/contract/dashboard.ts';
import { formatCount, formatPercent } from '../../../lib/format.ts';

type Tone = 'primary' | 'success' | 'warning' | 'info' | 'error' | 'secondary';

export interface Kpi {
  id: string;
  label: string;
  value: number;
  /** Shown instead of the value as a count (a percent, or a dash when there is none). */
  display?: string;
  icon: SvgIconComponent;
  tone: Tone;
  /** Drawn in red with a chip, for what needs attention now. */
  alarm?: string | undefined;
}

export function kpisOf(summary: OperationsDashboard, t: TFunction<'dashboard'>): Kpi[] {
  const sos = summary.openSosAlerts;
  return [
    {
      id: 'guards-on-duty',
      label: t('kpi.guardsOnDuty'),
      value: summary.guardsOnDuty,
      icon: ShieldOutlined,
      tone: 'primary',
    },
    {
      id: 'guards-on-break',
      label: t('kpi.guardsOnBreak'),
      value: summary.guardsOnBreak,
      icon: CoffeeOutlined,
      tone: 'warning',
    },
    {
      id: 'guards-out-of-zone',
      label: t('kpi.guardsOutOfZone'),
      value: summary.guardsOutOfZone,
      icon: WrongLocationOutlined,
      tone: summary.guardsOutOfZone > 0 ? 'error' : 'secondary',
    },
    {
      id: 'active-events',
      label: t('kpi.activeEvents'),
      value: summary.activeEvents,
      icon: EventAvailableOutlined,
      tone: 'success',
    },
    {
      id: 'events-today',
      label: t('kpi.eventsToday'),
      value: summary.eventsToday,
      icon: TodayOutlined,
      tone: 'success',
    },
    {
      id: 'upcoming-events',
      label: t('kpi.upcomingEvents'),
      value: summary.upcomingEvents,
      icon: ScheduleOutlined,
      tone: 'info',
    },
    {
      id: 'unseen-alerts',
      label: t('kpi.unseenAlerts'),
      value: summary.unseenAlerts,
      icon: CampaignOutlined,
      tone: sos > 0 ? 'error' : 'secondary',
      alarm: sos > 0 ? t('kpi.openSos', { number: formatCount(sos) }) : undefined,
    },
    {
      id: 'incidents-7d',
      label: t('kpi.incidents7d'),
      value: summary.incidentsLast7Days,
      icon: ReportProblemOutlined,
      tone: 'warning',
    },
    {
      id: 'visitors-on-site',
      label: t('kpi.visitorsOnSite'),
      value: summary.visitorsOnSite,
      icon: HowToRegOutlined,
      tone: 'info',
    },
  ];
}

export function clientKpisOf(summary: ClientDashboard, t: TFunction<'dashboard'>): Kpi[] {
  const tally = summary.tourCompliance.reduce(
    (sum, event) => ({
      due: sum.due + event.due,
      onTime: sum.onTime + event.onTime,
      late: sum.late + event.late,
      missed: sum.missed + event.missed,
      pending: sum.pending + event.pending,
    }),
    { due: 0, onTime: 0, late: 0, missed: 0, pending: 0 },
  );
  const percent = tally.due > 0 ? Math.round((tally.onTime * 100) / tally.due) : null;
  // As the tour compliance card colours it: red with a missed round, amber with a late or pending one.
  const toursTone: Tone = tally.missed > 0 ? 'error' : tally.late > 0 || tally.pending > 0 ? 'warning' : 'success';
  return [
    {
      id: 'guards-on-duty',
      label: t('client.guardsOnDuty'),
      value: summary.guardsOnDuty,
      icon: ShieldOutlined,
      tone: 'primary',
    },
    {
      id: 'tours-on-time',
      label: t('client.toursOnTime'),
      value: percent ?? 0,
      display: percent === null ? '—' : formatPercent(percent),
      icon: RouteOutlined,
      tone: toursTone,
    },
    {
      id: 'open-incidents',
      label: t('client.openIncidents'),
      value: summary.openIncidentCount,
      icon: ReportProblemOutlined,
      tone: summary.openIncidentCount > 0 ? 'warning' : 'secondary',
    },
    {
      id: 'visitors-on-site',
      label: t('client.visitorsOnSite'),
      value: summary.visitorsOnSite,
      icon: HowToRegOutlined,
      tone: 'info',
    },
  ];
}

/** 1 column on phones, 2 on small tablets, then 3 a row (four figures: 2, then 4 on a wide screen). */
function gridSxOf(count: number) {
  return {
    display: 'grid',
    gap: { xs: 1.5, sm: 2 },
    gridTemplateColumns:
      count === 4
        ? { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' }
        : { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
  } as const;
}

function cellSx(index: number, count: number) {
  return { gridColumn: { xs: 'auto', sm: index === count - 1 && count % 2 === 1 ? '1 / -1' : 'auto', md: 'auto' } };
}

function KpiCard({ kpi }: { kpi: Kpi }) {
  const theme = useTheme();
  const color = theme.palette[kpi.tone].main;
  const Icon = kpi.icon;
  const labelId = `kpi-${kpi.id}-label`;
  return (
    <Card
      component="section"
      aria-labelledby={labelId}
      data-testid={`kpi-${kpi.id}`}
      sx={{
        px: { xs: 2, sm: 2.5 },
        py: { xs: 1.5, sm: 2.5 },
        display: 'flex',
        alignItems: 'center',
        gap: 2,
        height: '100%',
        ...(kpi.alarm
          ? { borderColor: theme.palette.error.main, borderWidth: 1.5, bgcolor: alpha(theme.palette.error.main, 0.06) }
          : {}),
      }}
    >
      <Box
        sx={{
          width: { xs: 44, sm: 48 },
          height: { xs: 44, sm: 48 },
          flexShrink: 0,
          borderRadius: 2.5,
          display: 'grid',
          placeItems: 'center',
          color,
          bgcolor: alpha(color, 0.12),
        }}
      >
        <Icon aria-hidden />
      </Box>
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography id={labelId} variant="body2" color="text.secondary" component="h2" noWrap>
          {kpi.label}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography
            component="p"
            sx={{
              fontSize: { xs: 24, sm: 28 },
              fontWeight: 750,
              lineHeight: 1.2,
              color: kpi.alarm ? 'error.main' : 'text.primary',
            }}
          >
            {kpi.display ?? formatCount(kpi.value)}
          </Typography>
          {kpi.alarm ? <Chip size="small" color="error" label={kpi.alarm} /> : null}
        </Box>
      </Box>
    </Card>
  );
}

export function KpiCards({ kpis }: { kpis: Kpi[] }) {
  return (
    <Box sx={gridSxOf(kpis.length)}>
      {kpis.map((kpi, index) => (
        <Box key={kpi.id} sx={cellSx(index, kpis.length)}>
          <KpiCard kpi={kpi} />
        </Box>
      ))}
    </Box>
  );
}

export function KpiCardsSkeleton({ count = 9 }: { count?: number }) {
  return (
    <Box sx={gridSxOf(count)} aria-hidden>
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
        <Box key={index} sx={cellSx(index, count)}>
          <Card sx={{ p: { xs: 2, sm: 2.5 }, display: 'flex', alignItems: 'center', gap: 2 }}>
            <Skeleton variant="rounded" width={48} height={48} />
            <Box sx={{ flex: 1 }}>
              <Skeleton width="60%" />
              <Skeleton width="35%" height={34} />
            </Box>
          </Card>
        </Box>
      ))}
    </Box>
  );
}
