import AssignmentTurnedInOutlined from '@mui/icons-material/AssignmentTurnedInOutlined';
import EventBusyOutlined from '@mui/icons-material/EventBusyOutlined';
import NotificationsNoneOutlined from '@mui/icons-material/NotificationsNoneOutlined';
import PeopleOutlineRounded from '@mui/icons-material/PeopleOutlineRounded';
import PhoneAndroidRounded from '@mui/icons-material/PhoneAndroidRounded';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import ScheduleOutlined from '@mui/icons-material/ScheduleOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip, { type ChipProps } from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { ClientDashboard, GuardDashboard } from '../../../../shared/contract/dashboard.ts';
import { screenPath } from '../../../../shared/screens.ts';
import { EmptyState, SectionCard } from '../../../components/section-card.tsx';
import { formatCount, formatRangeInZone, formatShortDateTime } from '../../../lib/format.ts';
import { openAlertBell, PanelLink } from './panel-links.tsx';

const clockColors: Record<GuardDashboard['clock']['state'], ChipProps['color']> = {
  off: 'default',
  onDuty: 'success',
  onBreak: 'warning',
};

export function AssignmentCard({ data }: { data: GuardDashboard }) {
  const { t } = useTranslation('dashboard');
  const event = data.assignment;
  const current = event ? Date.parse(event.startDate) <= Date.parse(data.generatedAt) : false;
  return (
    <SectionCard
      id="assignment"
      title={t('guard.assignment')}
      action={
        event ? (
          <Chip size="small" color={current ? 'success' : 'info'} label={t(current ? 'guard.current' : 'guard.next')} />
        ) : null
      }
    >
      {event ? (
        <Box sx={{ px: { xs: 2, sm: 2.5 }, py: 2, display: 'flex', flexDirection: 'column', gap: 1 }}>
          <Typography variant="h6" component="p" sx={{ fontSize: 20, fontWeight: 700 }}>
            {event.name}
          </Typography>
          {event.siteName ? (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.secondary' }}>
              <PlaceOutlined fontSize="small" aria-hidden />
              <Typography variant="body2">{event.siteName}</Typography>
            </Box>
          ) : null}
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.secondary' }}>
            <ScheduleOutlined fontSize="small" aria-hidden />
            <Typography variant="body2">
              <bdi>{formatRangeInZone(event.startDate, event.endDate, event.timeZone)}</bdi>
            </Typography>
          </Box>
        </Box>
      ) : (
        <EmptyState icon={<EventBusyOutlined fontSize="inherit" />} text={t('guard.none')} />
      )}
    </SectionCard>
  );
}

export function ClockCard({ data }: { data: GuardDashboard }) {
  const { t } = useTranslation('dashboard');
  const { clock } = data;
  return (
    <SectionCard id="clock" title={t('guard.clock')}>
      <Box
        sx={{
          px: { xs: 2, sm: 2.5 },
          py: 2,
          display: 'flex',
          flexDirection: 'column',
          gap: 1.5,
          alignItems: 'flex-start',
        }}
      >
        <Chip data-testid="clock-state" color={clockColors[clock.state]} label={t(`guard.states.${clock.state}`)} />
        {clock.since ? (
          <Typography variant="body2" color="text.secondary">
            {t('guard.since', { time: formatShortDateTime(clock.since, new Date(data.generatedAt)) })}
            {clock.breakMinutes !== null
              ? ` · ${t('guard.breakLength', { minutes: formatCount(clock.breakMinutes) })}`
              : null}
          </Typography>
        ) : null}
        <Button variant="contained" component={RouterLink} to={screenPath('field')} startIcon={<PhoneAndroidRounded />}>
          {t('guard.openField')}
        </Button>
      </Box>
    </SectionCard>
  );
}

export function TasksCard({ data }: { data: GuardDashboard }) {
  const { t } = useTranslation('dashboard');
  const { t: tt } = useTranslation('tasks');
  const now = new Date(data.generatedAt);
  return (
    <SectionCard
      id="tasks"
      title={t('guard.tasks')}
      action={<Chip size="small" label={formatCount(data.tasks.length)} />}
      footer={<PanelLink to={screenPath('tasks')}>{t('guard.viewTasks')}</PanelLink>}
    >
      {data.tasks.length === 0 ? (
        <EmptyState icon={<AssignmentTurnedInOutlined fontSize="inherit" />} text={t('guard.noTasks')} />
      ) : (
        <List disablePadding aria-label={t('guard.tasks')}>
          {data.tasks.map((task, index) => (
            <ListItem
              key={task.id}
              divider={index < data.tasks.length - 1}
              sx={{ gap: 1, flexWrap: { xs: 'wrap', sm: 'nowrap' } }}
            >
              <ListItemText
                primary={task.title}
                secondary={[
                  task.dueAt ? t('guard.due', { time: formatShortDateTime(task.dueAt, now) }) : t('guard.noDue'),
                  task.eventName,
                ]
                  .filter(Boolean)
                  .join(' · ')}
                slotProps={{ primary: { sx: { fontWeight: 600 } } }}
                sx={{ minWidth: 160 }}
              />
              {task.overdue ? <Chip size="small" color="error" label={t('guard.overdue')} /> : null}
              {task.priority === 'high' ? (
                <Chip size="small" color="warning" variant="outlined" label={tt('priority.high')} />
              ) : null}
              <Chip size="small" variant="outlined" label={tt(`status.${task.status as 'open'}`)} />
            </ListItem>
          ))}
        </List>
      )}
    </SectionCard>
  );
}

export function OpenBellButton() {
  const { t } = useTranslation('dashboard');
  return (
    <Button size="small" startIcon={<NotificationsNoneOutlined />} onClick={openAlertBell}>
      {t('alertsByType.openBell')}
    </Button>
  );
}

const visitorColors: Record<string, ChipProps['color']> = { checked_in: 'success', expected: 'info', denied: 'error' };

export function ClientVisitorsCard({ data }: { data: ClientDashboard }) {
  const { t } = useTranslation('dashboard');
  const { t: tv } = useTranslation('visitors');
  const now = new Date(data.generatedAt);
  return (
    <SectionCard
      id="client-visitors"
      title={t('client.visitors')}
      action={<Chip size="small" label={formatCount(data.visitorsToday.length)} />}
      footer={<PanelLink to={screenPath('visitors')}>{t('client.viewVisitors')}</PanelLink>}
    >
      {data.visitorsToday.length === 0 ? (
        <EmptyState icon={<PeopleOutlineRounded fontSize="inherit" />} text={t('client.noVisitors')} />
      ) : (
        <List disablePadding aria-label={t('client.visitors')}>
          {data.visitorsToday.map((visitor, index) => {
            const when = visitor.checkedInAt
              ? t('client.checkedIn', { time: formatShortDateTime(visitor.checkedInAt, now) })
              : visitor.expectedAt
                ? t('client.expected', { time: formatShortDateTime(visitor.expectedAt, now) })
                : null;
            return (
              <ListItem
                key={visitor.id}
                divider={index < data.visitorsToday.length - 1}
                sx={{ gap: 1, flexWrap: { xs: 'wrap', sm: 'nowrap' } }}
              >
                <ListItemText
                  primary={visitor.name}
                  secondary={[visitor.company, visitor.eventName, when].filter(Boolean).join(' · ')}
                  slotProps={{ primary: { sx: { fontWeight: 600 } } }}
                  sx={{ minWidth: 160 }}
                />
                <Chip
                  size="small"
                  color={visitorColors[visitor.status] ?? 'default'}
                  variant="outlined"
                  label={tv(`status.${visitor.status as 'expected'}`, { defaultValue: visitor.status })}
                />
              </ListItem>
            );
          })}
        </List>
      )}
    </SectionCard>
  );
}
