import ChatBubbleOutlineRounded from '@mui/icons-material/ChatBubbleOutlineRounded';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import ReportProblemOutlined from '@mui/icons-material/ReportProblemOutlined';
import RouteOutlined from '@mui/icons-material/RouteOutlined';
import ShieldOutlined from '@mui/icons-material/ShieldOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip, { type ChipProps } from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type ComponentType, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type {
  ClientDashboard,
  OpenIncident,
  PortalGuard,
  TourComplianceCounts,
  TourComplianceEvent,
} from '../../../../shared/contract/dashboard.ts';
import { CommentInput } from '../../../components/comment-input.tsx';
import { CommentItem } from '../../../components/comment-item.tsx';
import { EmptyState, SectionCard } from '../../../components/section-card.tsx';
import { formatCount, formatPercent, formatShortDateTime } from '../../../lib/format.ts';
import { reportStatusLabel, reportTypeLabel } from '../../../lib/report-labels.ts';
import { incidentPdfUrl, useAddIncidentComment } from '../api/add-incident-comment.ts';
import { ActiveEventsCard } from './active-events-card.tsx';
import { DailyReportsCard, ReportSubscriptionsCard } from './client-portal-reports.tsx';
import { PortalCallsCard } from './portal-calls-card.tsx';
import { RelativeTime } from './relative-time.tsx';
import { ClientVisitorsCard } from './role-panels.tsx';

/*
 * The client portal (docs/product/dashboard.md#client-portal): what a customer's user asks first — who is on site,
 * whether the rounds are walked, what is still open, their calls and patrol requests — then their events and visitors.
 */

function guardState(guard: PortalGuard): { label: 'offSite' | 'onBreak' | 'onDuty'; color: ChipProps['color'] } {
  if (guard.offSite) return { label: 'offSite', color: 'error' };
  if (guard.breakSince) return { label: 'onBreak', color: 'warning' };
  return { label: 'onDuty', color: 'success' };
}

export function GuardsOnSiteCard({ data }: { data: ClientDashboard }) {
  const { t } = useTranslation('dashboard');
  const now = new Date(data.generatedAt);
  const guards = data.guardsOnSite;
  return (
    <SectionCard
      id="guards-on-site"
      title={t('client.guards.title')}
      action={<Chip size="small" label={formatCount(guards.length)} />}
    >
      {guards.length === 0 ? (
        <EmptyState icon={<ShieldOutlined fontSize="inherit" />} text={t('client.guards.empty')} />
      ) : (
        <List disablePadding aria-label={t('client.guards.title')}>
          {guards.map((guard, index) => {
            const state = guardState(guard);
            return (
              <ListItem
                key={`${guard.eventId}:${guard.name}:${guard.since}`}
                divider={index < guards.length - 1}
                sx={{ gap: 1, flexWrap: { xs: 'wrap', sm: 'nowrap' } }}
              >
                <ListItemText
                  primary={<bdi>{guard.name}</bdi>}
                  secondary={
                    <>
                      <bdi>{guard.eventName}</bdi>
                      {' · '}
                      {guard.breakSince
                        ? t('client.guards.breakSince', { time: formatShortDateTime(guard.breakSince, now) })
                        : t('client.guards.since', { time: formatShortDateTime(guard.since, now) })}
                    </>
                  }
                  slotProps={{ primary: { sx: { fontWeight: 600 } } }}
                  sx={{ minWidth: 160 }}
                />
                <Chip
                  size="small"
                  color={state.color}
                  variant={state.label === 'onDuty' ? 'outlined' : 'filled'}
                  label={t(`client.guards.${state.label}`)}
                />
              </ListItem>
            );
          })}
        </List>
      )}
    </SectionCard>
  );
}

/** Green when every round due was walked on time, amber with late or pending rounds, red with a missed one. */
export function complianceColor(counts: TourComplianceCounts): 'success' | 'warning' | 'error' | 'inherit' {
  if (counts.due === 0) return 'inherit';
  if (counts.missed > 0) return 'error';
  return counts.late > 0 || counts.pending > 0 ? 'warning' : 'success';
}

function EventCompliance({ event }: { event: TourComplianceEvent }) {
  const { t } = useTranslation('dashboard');
  // A phone lists the tours: five columns do not fit 390 px in every language.
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  const headingId = `tour-compliance-${event.eventId}`;
  const color = complianceColor(event);
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ px: { xs: 2, sm: 2.5 }, py: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}>
        <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 700, flex: 1 }}>
          <bdi>{event.eventName}</bdi>
        </Typography>
        <Typography
          component="p"
          data-testid="tour-percent"
          sx={{ fontSize: 22, fontWeight: 750, color: color === 'inherit' ? 'text.primary' : `${color}.main` }}
        >
          {event.percentOnTime === null
            ? '—'
            : t('client.tours.onTimePercent', { percent: formatPercent(event.percentOnTime) })}
        </Typography>
      </Box>
      <LinearProgress
        variant="determinate"
        value={event.percentOnTime ?? 0}
        color={color === 'inherit' ? 'primary' : color}
        aria-label={t('client.tours.onTimeOf', { event: event.eventName })}
        sx={{ mt: 0.5, mb: 1, height: 6, borderRadius: 3 }}
      />
      <Typography variant="body2" color="text.secondary">
        {t('client.tours.summary', {
          due: formatCount(event.due),
          onTime: formatCount(event.onTime),
          late: formatCount(event.late),
          missed: formatCount(event.missed),
        })}
        {event.missedCheckpoints > 0
          ? ` · ${t('client.tours.missedCheckpoints', { number: formatCount(event.missedCheckpoints) })}`
          : null}
        {event.pending > 0 ? ` · ${t('client.tours.pending', { number: formatCount(event.pending) })}` : null}
      </Typography>
      {phone ? (
        <List dense disablePadding aria-label={t('client.tours.table', { event: event.eventName })} sx={{ mt: 1 }}>
          {event.tours.map((tour) => (
            <ListItem key={tour.tourName} disableGutters>
              <ListItemText
                primary={<bdi>{tour.tourName}</bdi>}
                secondary={[
                  `${t('client.tours.due')}: ${formatCount(tour.due)}`,
                  `${t('client.tours.onTime')}: ${formatCount(tour.onTime)}`,
                  `${t('client.tours.late')}: ${formatCount(tour.late)}`,
                  `${t('client.tours.missed')}: ${formatCount(tour.missed)}`,
                ].join(' · ')}
                slotProps={{ primary: { sx: { fontWeight: 600 } } }}
              />
            </ListItem>
          ))}
        </List>
      ) : (
        <TableContainer sx={{ mt: 1.5, overflowX: 'auto' }}>
          <Table size="small" aria-label={t('client.tours.table', { event: event.eventName })}>
            <TableHead>
              <TableRow>
                <TableCell>{t('client.tours.tour')}</TableCell>
                <TableCell align="right">{t('client.tours.due')}</TableCell>
                <TableCell align="right">{t('client.tours.onTime')}</TableCell>
                <TableCell align="right">{t('client.tours.late')}</TableCell>
                <TableCell align="right">{t('client.tours.missed')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {event.tours.map((tour) => (
                <TableRow key={tour.tourName}>
                  <TableCell component="th" scope="row">
                    <bdi>{tour.tourName}</bdi>
                  </TableCell>
                  <TableCell align="right">{formatCount(tour.due)}</TableCell>
                  <TableCell align="right">{formatCount(tour.onTime)}</TableCell>
                  <TableCell align="right">{formatCount(tour.late)}</TableCell>
                  <TableCell align="right" sx={tour.missed > 0 ? { color: 'error.main', fontWeight: 600 } : undefined}>
                    {formatCount(tour.missed)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Box>
  );
}

export function TourComplianceCard({ data }: { data: ClientDashboard }) {
  const { t } = useTranslation('dashboard');
  const events = data.tourCompliance;
  return (
    <SectionCard id="tour-compliance" title={t('client.tours.title')}>
      {events.length === 0 ? (
        <EmptyState icon={<RouteOutlined fontSize="inherit" />} text={t('client.tours.empty')} />
      ) : (
        <Stack divider={<Box sx={{ borderTop: 1, borderColor: 'divider' }} />}>
          {events.map((event) => (
            <EventCompliance key={event.eventId} event={event} />
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}

function CommentBox({ reportId, onDone }: { reportId: string; onDone: () => void }) {
  const { t } = useTranslation('dashboard');
  const [content, setContent] = useState('');
  const add = useAddIncidentComment(reportId);
  const empty = content.trim() === '';
  return (
    <Box
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        if (empty) return;
        add.mutate(content.trim(), { onSuccess: onDone });
      }}
      sx={{ mt: 1 }}
    >
      <CommentInput
        compact
        label={t('client.incidents.yourComment')}
        value={content}
        onChange={setContent}
        error={add.error}
      />
      <Stack direction="row" spacing={1} sx={{ mt: 1, justifyContent: 'flex-end' }}>
        <Button onClick={onDone} disabled={add.isPending}>
          {t('client.incidents.cancel')}
        </Button>
        <Button type="submit" variant="contained" disabled={empty || add.isPending}>
          {add.isPending ? t('client.incidents.sending') : t('client.incidents.send')}
        </Button>
      </Stack>
    </Box>
  );
}

function IncidentItem({ incident, now, last }: { incident: OpenIncident; now: Date; last: boolean }) {
  const { t } = useTranslation('dashboard');
  const { t: tr } = useTranslation(['incidentReports', 'common']);
  const [commenting, setCommenting] = useState(false);
  const earlier = incident.commentCount - incident.latestComments.length;
  const title = reportTypeLabel(tr, incident.reportType);
  return (
    <Box
      component="li"
      aria-label={title}
      sx={{ px: { xs: 2, sm: 2.5 }, py: 1.75, borderBottom: last ? 0 : 1, borderColor: 'divider' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, flexWrap: 'wrap' }}>
        <Box sx={{ flex: 1, minWidth: 160 }}>
          <Typography variant="subtitle2" component="h3" sx={{ fontWeight: 700 }}>
            {title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {incident.eventName ? (
              <>
                <bdi>{incident.eventName}</bdi>
                {' · '}
              </>
            ) : null}
            {t('client.incidents.reported')} <RelativeTime at={incident.submittedAt} now={now} marginTop={0} />
          </Typography>
        </Box>
        <Chip
          size="small"
          variant="outlined"
          color={incident.status === 'Under review' ? 'warning' : 'default'}
          label={reportStatusLabel(tr, incident.status)}
        />
      </Box>
      {incident.latestComments.length > 0 ? (
        <Box
          component="ul"
          aria-label={t('client.incidents.comments', { report: title })}
          sx={{ listStyle: 'none', p: 0, m: 0, mt: 1, display: 'flex', flexDirection: 'column', gap: 1 }}
        >
          {earlier > 0 ? (
            <Typography component="li" variant="caption" color="text.secondary">
              {t('client.incidents.earlier', { number: formatCount(earlier) })}
            </Typography>
          ) : null}
          {incident.latestComments.map((comment) => (
            <CommentItem
              key={comment.id}
              compact
              author={comment.authorName}
              unknownAuthor={t('client.incidents.unknownAuthor')}
              time={formatShortDateTime(comment.createdAt, now)}
              content={comment.content}
            />
          ))}
        </Box>
      ) : (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('client.incidents.noComments')}
        </Typography>
      )}
      {commenting ? (
        <CommentBox reportId={incident.id} onDone={() => setCommenting(false)} />
      ) : (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 1, marginInlineStart: -1 }}>
          <Button
            size="small"
            startIcon={<ChatBubbleOutlineRounded />}
            onClick={() => setCommenting(true)}
            aria-label={t('client.incidents.commentOn', { report: title })}
          >
            {t('client.incidents.comment')}
          </Button>
          <Button
            size="small"
            startIcon={<PictureAsPdfOutlined />}
            href={incidentPdfUrl(incident.id)}
            download
            aria-label={t('client.incidents.pdfOf', { report: title })}
          >
            {t('client.incidents.pdf')}
          </Button>
        </Box>
      )}
    </Box>
  );
}

export function OpenIncidentsCard({ data }: { data: ClientDashboard }) {
  const { t } = useTranslation('dashboard');
  const now = new Date(data.generatedAt);
  const incidents = data.openIncidents;
  return (
    <SectionCard
      id="open-incidents"
      title={t('client.incidents.title')}
      action={
        <Chip
          size="small"
          color={data.openIncidentCount > 0 ? 'warning' : 'default'}
          label={formatCount(data.openIncidentCount)}
        />
      }
      footer={
        data.openIncidentCount > incidents.length ? (
          <Typography variant="caption" color="text.secondary" sx={{ px: 1, py: 0.5 }}>
            {t('client.incidents.newest', {
              shown: formatCount(incidents.length),
              total: formatCount(data.openIncidentCount),
            })}
          </Typography>
        ) : undefined
      }
    >
      {incidents.length === 0 ? (
        <EmptyState icon={<ReportProblemOutlined fontSize="inherit" />} text={t('client.incidents.empty')} />
      ) : (
        <Box component="ul" aria-label={t('client.incidents.title')} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {incidents.map((incident, index) => (
            <IncidentItem key={incident.id} incident={incident} now={now} last={index === incidents.length - 1} />
          ))}
        </Box>
      )}
    </SectionCard>
  );
}

function EventsTodayCard({ data }: { data: ClientDashboard }) {
  const { t } = useTranslation('dashboard');
  return (
    <ActiveEventsCard
      events={data.eventsToday}
      total={data.eventsToday.length}
      generatedAt={data.generatedAt}
      title={t('client.eventsToday')}
    />
  );
}

/** A section of the portal: a card given the client view's data, placed in a column of a wide screen. */
export interface PortalSection {
  id: string;
  /** The wide screen's main (wider) or side column. */
  column: 'main' | 'side';
  /** Its place in the single column of a phone or tablet (what a customer asks first comes first). */
  order: number;
  Section: ComponentType<{ data: ClientDashboard }>;
}

/**
 * The portal's sections. A new section is one more entry here (with its data in the client view of the
 * dashboard's contract); the page lays them out by column and order.
 */
export const clientPortalSections: readonly PortalSection[] = [
  { id: 'guards-on-site', column: 'main', order: 1, Section: GuardsOnSiteCard },
  { id: 'calls', column: 'main', order: 2, Section: PortalCallsCard },
  { id: 'open-incidents', column: 'side', order: 3, Section: OpenIncidentsCard },
  { id: 'tour-compliance', column: 'main', order: 4, Section: TourComplianceCard },
  { id: 'daily-reports', column: 'side', order: 5, Section: DailyReportsCard },
  { id: 'events-today', column: 'main', order: 6, Section: EventsTodayCard },
  { id: 'visitors', column: 'side', order: 7, Section: ClientVisitorsCard },
  { id: 'report-mails', column: 'side', order: 8, Section: ReportSubscriptionsCard },
];
