import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { SessionUser } from '../../../../shared/contract/auth.ts';
import type { EventDetail } from '../../../../shared/contract/events.ts';
import { hasPermission } from '../../../../shared/policy.ts';
import { screenPath } from '../../../../shared/screens.ts';
import { EventStatusChip } from '../../../components/event-status-chip.tsx';
import { DetailItem, DetailsCard, StatRow, StatTile } from '../../../components/record-page/record-details.tsx';
import { RecordPageFrame, RecordRoute, RecordTitle } from '../../../components/record-page/record-page-frame.tsx';
import { RecordTabs } from '../../../components/record-page/record-tabs.tsx';
import { formatCount, formatDateTimeInZone, formatRelative } from '../../../lib/format.ts';
import { useSession } from '../../../lib/session.ts';
import { useEvent } from '../api/get-event.ts';
import { DeleteEventDialog } from './delete-event-dialog.tsx';
import { EventFormDialog } from './event-form-dialog.tsx';
import { EventGuards } from './event-guards.tsx';
import { EventNotes } from './event-notes.tsx';
import { formatDollars } from './money.ts';

/** The zone map editor (Leaflet) loads only when its tab is opened. */
const EventZonesEditor = lazy(() => import('./zones/event-zones-editor.tsx'));
/** Checkpoints and tours, on their own map: for those who edit the event. */
const EventToursEditor = lazy(() => import('./tours/event-tours-editor.tsx'));

export default function EventPage() {
  return <RecordRoute actor={useSession().data?.user} view={EventView} />;
}

function EventView({ id, actor }: { id: string; actor: SessionUser }) {
  const event = useEvent(id);
  const { t } = useTranslation(['events', 'common']);
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const mayEdit = hasPermission(actor.roles, 'events.edit');

  return (
    <RecordPageFrame query={event} backTo="/events" backLabel={t('list.title')} loadFailed={t('page.loadFailed')}>
      {(data) => (
        <>
          <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 2, flexWrap: 'wrap' }}>
            <Box sx={{ flex: 1, minWidth: 220 }}>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
                <RecordTitle dir="auto">{data.eventName}</RecordTitle>
                <EventStatusChip status={data.status} />
              </Box>
              <Typography color="text.secondary" sx={{ mt: 0.5 }}>
                <bdi>{data.customerName}</bdi>
                {data.siteName ? (
                  <>
                    {' · '}
                    <bdi>{data.siteName}</bdi>
                  </>
                ) : null}
              </Typography>
              <Typography color="text.secondary">
                <bdi>{formatDateTimeInZone(data.startDate, data.timeZone)}</bdi>
                {' – '}
                <bdi>{formatDateTimeInZone(data.endDate, data.timeZone)}</bdi>{' '}
                <Typography component="span" variant="body2" color="text.secondary">
                  (<bdi>{data.timeZone}</bdi>)
                </Typography>
              </Typography>
            </Box>
            {mayEdit ? (
              <Stack direction="row" spacing={1}>
                <Button variant="outlined" startIcon={<EditOutlined />} onClick={() => setEditing(true)}>
                  {t('common:actions.edit')}
                </Button>
                <Button
                  variant="outlined"
                  color="error"
                  startIcon={<DeleteOutlineRounded />}
                  onClick={() => setDeleting(true)}
                >
                  {t('common:actions.delete')}
                </Button>
              </Stack>
            ) : null}
          </Box>

          <RecordTabs<'overview' | 'guards' | 'notes' | 'zones' | 'tours'>
            idPrefix="event"
            label={(tabId) => t(`page.tabs.${tabId}`)}
            ariaLabel={t('page.sections')}
            panels={
              {
                overview: () => <Overview event={data} showMoney={mayEdit} />,
                guards: () => <EventGuards event={data} actor={actor} />,
                notes: () => <EventNotes eventId={data.id} actor={actor} />,
                zones: () => (
                  <Suspense fallback={<Skeleton variant="rounded" height={340} />}>
                    <EventZonesEditor eventId={data.id} canEdit={mayEdit} />
                  </Suspense>
                ),
                ...(mayEdit
                  ? {
                      tours: () => (
                        <Suspense fallback={<Skeleton variant="rounded" height={340} />}>
                          <EventToursEditor eventId={data.id} />
                        </Suspense>
                      ),
                    }
                  : {}),
              } as Record<'overview' | 'guards' | 'notes' | 'zones' | 'tours', () => ReactNode>
            }
          />

          {editing ? <EventFormDialog open actor={actor} event={data} onClose={() => setEditing(false)} /> : null}
          <DeleteEventDialog
            event={data}
            open={deleting}
            onClose={() => setDeleting(false)}
            onDeleted={() => void navigate(screenPath('events'), { replace: true })}
          />
        </>
      )}
    </RecordPageFrame>
  );
}

function Overview({ event, showMoney }: { event: EventDetail; showMoney: boolean }) {
  const { t } = useTranslation(['events', 'common']);
  return (
    <Stack spacing={2}>
      <StatRow>
        <StatTile label={t('page.stats.assigned')} value={event.guardsAssigned} />
        <StatTile label={t('page.stats.onDuty')} value={event.guardsOnDuty} />
        <StatTile label={t('page.stats.onBreak')} value={event.guardsOnBreak} />
        <StatTile label={t('page.stats.notes')} value={event.notesCount} />
      </StatRow>
      {event.onBreakNow.length > 0 ? (
        <Alert severity={event.onBreakNow.some((b) => b.overrun) ? 'warning' : 'info'}>
          <AlertTitle>{t('page.onBreakNow')}</AlertTitle>
          {event.onBreakNow.map((b) => (
            <Typography key={b.userId} variant="body2">
              {t(b.overrun ? 'page.breakOverrun' : 'page.breakLine', {
                name: b.displayName,
                since: formatRelative(b.breakStartedAt),
                minutes: formatCount(b.lengthOfBreak),
              })}
            </Typography>
          ))}
        </Alert>
      ) : null}
      <DetailsCard title={t('page.details.title')}>
        <DetailItem label={t('page.details.customer')}>{event.customerName}</DetailItem>
        <DetailItem label={t('page.details.siteName')}>{event.siteName}</DetailItem>
        <DetailItem label={t('page.details.address')}>{event.address}</DetailItem>
        <DetailItem label={t('page.details.timeZone')}>
          <bdi>{event.timeZone}</bdi>
        </DetailItem>
        <DetailItem label={t('page.details.start')}>
          <bdi>{formatDateTimeInZone(event.startDate, event.timeZone)}</bdi>
        </DetailItem>
        <DetailItem label={t('page.details.end')}>
          <bdi>{formatDateTimeInZone(event.endDate, event.timeZone)}</bdi>
        </DetailItem>
        <DetailItem label={t('page.details.unassigned')}>
          {event.unassigned ? t('common:answers.yes') : t('common:answers.no')}
        </DetailItem>
      </DetailsCard>
      {showMoney ? (
        <DetailsCard title={t('page.pay.title')} columns={{ xs: '1fr 1fr', md: 'repeat(4, 1fr)' }}>
          <DetailItem label={t('page.pay.guard')}>
            <bdi>{t('page.pay.perHour', { amount: formatDollars(event.guardPayrate) })}</bdi>
          </DetailItem>
          <DetailItem label={t('page.pay.supervisor')}>
            <bdi>{t('page.pay.perHour', { amount: formatDollars(event.supervisorPayrate) })}</bdi>
          </DetailItem>
          <DetailItem label={t('page.pay.manager')}>
            <bdi>{t('page.pay.perHour', { amount: formatDollars(event.managerPayrate) })}</bdi>
          </DetailItem>
          <DetailItem label={t('page.pay.budget')}>
            <bdi>{formatDollars(event.payrollBudget)}</bdi>
          </DetailItem>
        </DetailsCard>
      ) : null}
    </Stack>
  );
}
