import EventBusyOutlined from '@mui/icons-material/EventBusyOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslation } from 'react-i18next';
import type { DashboardEvent } from '../../../../shared/contract/dashboard.ts';
import { EmptyState, SectionCard } from '../../../components/section-card.tsx';
import { formatCount, formatFullDateTime, formatRelative, formatShortDateTime } from '../../../lib/format.ts';

type ActiveEvent = DashboardEvent;

function Staffing({ event }: { event: ActiveEvent }) {
  const { t } = useTranslation('dashboard');
  const onDuty = formatCount(event.guardsOnDuty);
  const assigned = formatCount(event.guardsAssigned);
  const ratio = event.guardsAssigned > 0 ? Math.min(100, (event.guardsOnDuty / event.guardsAssigned) * 100) : 0;
  const short = event.guardsOnDuty < event.guardsAssigned;
  return (
    <Box sx={{ minWidth: 96 }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        <bdi>
          {onDuty} / {assigned}
        </bdi>
      </Typography>
      <LinearProgress
        variant="determinate"
        value={ratio}
        color={short ? 'warning' : 'success'}
        aria-label={t('activeEvents.staffingLabel', { onDuty, assigned })}
        sx={{ mt: 0.5, height: 5, borderRadius: 3 }}
      />
      {event.scheduledNow > 0 ? (
        <Typography
          variant="caption"
          component="div"
          data-testid="scheduled-now"
          sx={{ mt: 0.25, color: event.guardsOnDuty < event.scheduledNow ? 'warning.dark' : 'text.secondary' }}
        >
          {t('activeEvents.scheduledNow', { scheduled: formatCount(event.scheduledNow) })}
        </Typography>
      ) : null}
    </Box>
  );
}

function EndsAt({ iso, now }: { iso: string; now: Date }) {
  return (
    <Tooltip title={formatFullDateTime(iso)}>
      <Box component="span" sx={{ display: 'inline-flex', flexDirection: 'column' }}>
        <Typography variant="body2" component="span">
          {formatShortDateTime(iso, now)}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="span">
          {formatRelative(iso, now)}
        </Typography>
      </Box>
    </Tooltip>
  );
}

function EventsTable({ events, now, label }: { events: ActiveEvent[]; now: Date; label: string }) {
  const { t } = useTranslation('dashboard');
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell>{t('activeEvents.event')}</TableCell>
            <TableCell>{t('activeEvents.customer')}</TableCell>
            <TableCell>{t('activeEvents.ends')}</TableCell>
            <TableCell>{t('activeEvents.staffing')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {events.map((event) => (
            <TableRow key={event.id} hover sx={{ '&:last-child td': { borderBottom: 0 } }}>
              <TableCell sx={{ fontWeight: 600, py: 1.25 }}>{event.eventName}</TableCell>
              <TableCell>{event.customerName}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <EndsAt iso={event.endDate} now={now} />
              </TableCell>
              <TableCell>
                <Staffing event={event} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function EventsList({ events, now, label }: { events: ActiveEvent[]; now: Date; label: string }) {
  const { t } = useTranslation('dashboard');
  return (
    <List disablePadding aria-label={label}>
      {events.map((event, index) => (
        <ListItem key={event.id} divider={index < events.length - 1} sx={{ gap: 2, alignItems: 'center' }}>
          <ListItemText
            primary={event.eventName}
            secondary={t('activeEvents.endsIn', {
              customer: event.customerName,
              when: formatRelative(event.endDate, now),
            })}
            slotProps={{ primary: { sx: { fontWeight: 600 } } }}
          />
          <Staffing event={event} />
        </ListItem>
      ))}
    </List>
  );
}

/** Events running at some time today: those running now first (assigned events only, docs/product/dashboard.md#active-events). */
export function ActiveEventsCard({
  events,
  total,
  generatedAt,
  title,
}: {
  events: DashboardEvent[];
  total: number;
  generatedAt: string;
  title?: string;
}) {
  const { t } = useTranslation('dashboard');
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const now = new Date(generatedAt);
  return (
    <SectionCard
      id="active-events"
      title={title ?? t('activeEvents.title')}
      action={
        <Chip
          size="small"
          label={formatCount(total)}
          aria-label={t('activeEvents.count', { number: formatCount(total) })}
        />
      }
    >
      {events.length === 0 ? (
        <EmptyState icon={<EventBusyOutlined fontSize="inherit" />} text={t('activeEvents.empty')} />
      ) : phone ? (
        <EventsList events={events} now={now} label={title ?? t('activeEvents.table')} />
      ) : (
        <EventsTable events={events} now={now} label={title ?? t('activeEvents.table')} />
      )}
    </SectionCard>
  );
}

export function ActiveEventsSkeleton() {
  const { t } = useTranslation('dashboard');
  return (
    <SectionCard id="active-events-loading" title={t('activeEvents.title')}>
      <Box sx={{ px: 2.5, py: 1.5 }} aria-hidden>
        {[0, 1, 2, 3].map((row) => (
          <Box key={row} sx={{ display: 'flex', gap: 2, py: 1 }}>
            <Skeleton sx={{ flex: 2 }} />
            <Skeleton sx={{ flex: 1.5 }} />
            <Skeleton sx={{ flex: 1 }} />
          </Box>
        ))}
      </Box>
    </SectionCard>
  );
}
