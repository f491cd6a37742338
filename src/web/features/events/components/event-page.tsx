import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router';
import type { SessionUser } from '../../../../shared/contract/auth.ts';
import type { EventDetail } from '../../../../shared/contract/events.ts';
import { hasPermission } from '../../../../shared/policy.ts';
import { translateError } from '../../../i18n/translate-error.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { formatCount, formatDateTimeInZone, formatRelative } from '../../../lib/format.ts';
import { useSession } from '../../../lib/session.ts';
import { useEvent } from '../api/get-event.ts';
import { DeleteEventDialog } from './delete-event-dialog.tsx';
import { EventFormDialog } from './event-form-dialog.tsx';
import { EventGuards } from './event-guards.tsx';
import { EventNotes } from './event-notes.tsx';
import { EventStatusChip } from './event-status-chip.tsx';
import { formatDollars } from './money.ts';

/** The zone map editor (Leaflet) loads only when its tab is opened. */
const EventZonesEditor = lazy(() => import('./zones/event-zones-editor.tsx'));

/** The tabs in order; the first is where the page opens. */
const tabs = ['overview', 'guards', 'notes', 'zones'] as const;
type TabId = (typeof tabs)[number];

function isTabId(value: string | null): value is TabId {
  return tabs.some((tab) => tab === value);
}

export default function EventPage() {
  const actor = useSession().data?.user;
  const { id = '' } = useParams();
  if (!actor) return null;
  return <EventView key={id} id={id} actor={actor} />;
}

function EventView({ id, actor }: { id: string; actor: SessionUser }) {
  const event = useEvent(id);
  const { t } = useTranslation(['events', 'common']);
  const theme = useTheme();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const tabParam = params.get('tab');
  const tab: TabId = isTabId(tabParam) ? tabParam : 'overview';
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const mayEdit = hasPermission(actor.roles, 'events.edit');

  const back = (
    <Button
      component={RouterLink}
      to="/events"
      startIcon={<ArrowBackRounded sx={{ transform: theme.direction === 'rtl' ? 'scaleX(-1)' : undefined }} />}
      sx={{ alignSelf: 'flex-start' }}
    >
      {t('list.title')}
    </Button>
  );

  if (event.isPending) {
    return (
      <Stack spacing={2}>
        {back}
        <Skeleton variant="text" width={280} height={48} />
        <Skeleton variant="rounded" height={220} />
      </Stack>
    );
  }
  if (event.error) {
    const missing = isApiError(event.error) && event.error.status === 404;
    return (
      <Stack spacing={2}>
        {back}
        <Alert
          severity={missing ? 'warning' : 'error'}
          action={
            <Button color="inherit" size="small" onClick={() => void event.refetch()}>
              {t('common:actions.retry')}
            </Button>
          }
        >
          <AlertTitle>{t('page.loadFailed')}</AlertTitle>
          {translateError(event.error)}
        </Alert>
      </Stack>
    );
  }

  const data = event.data;
  return (
    <Stack spacing={{ xs: 2, sm: 3 }}>
      {back}
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 2, flexWrap: 'wrap' }}>
        <Box sx={{ flex: 1, minWidth: 220 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
            <Typography
              variant="h4"
              component="h1"
              dir="auto"
              sx={{ fontSize: { xs: 26, sm: 30 }, overflowWrap: 'anywhere', minWidth: 0 }}
            >
              {data.eventName}
            </Typography>
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

      <Tabs
        value={tab}
        onChange={(_event, next: TabId) =>
          setParams(
            (current) => {
              const updated = new URLSearchParams(current);
              if (next === 'overview') updated.delete('tab');
              else updated.set('tab', next);
              return updated;
            },
            { replace: true },
          )
        }
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={t('page.sections')}
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {tabs.map((tabId) => (
          <Tab
            key={tabId}
            value={tabId}
            label={t(`page.tabs.${tabId}`)}
            id={`event-tab-${tabId}`}
            aria-controls={`event-panel-${tabId}`}
          />
        ))}
      </Tabs>

      <Box role="tabpanel" id={`event-panel-${tab}`} aria-labelledby={`event-tab-${tab}`}>
        {tab === 'overview' ? <Overview event={data} showMoney={mayEdit} /> : null}
        {tab === 'guards' ? <EventGuards event={data} actor={actor} /> : null}
        {tab === 'notes' ? <EventNotes eventId={data.id} actor={actor} /> : null}
        {tab === 'zones' ? (
          <Suspense fallback={<Skeleton variant="rounded" height={340} />}>
            <EventZonesEditor eventId={data.id} canEdit={mayEdit} />
          </Suspense>
        ) : null}
      </Box>

      {editing ? <EventFormDialog open actor={actor} event={data} onClose={() => setEditing(false)} /> : null}
      <DeleteEventDialog
        event={data}
        open={deleting}
        onClose={() => setDeleting(false)}
        onDeleted={() => void navigate('/events', { replace: true })}
      />
    </Stack>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="dt">
        {label}
      </Typography>
      <Typography variant="body1" component="dd" sx={{ m: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
        {children || '—'}
      </Typography>
    </Box>
  );
}

function Stat({ label, value }: { label: string; value: number }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, flex: 1, minWidth: 120 }}>
      <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
        {formatCount(value)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
    </Paper>
  );
}

function Overview({ event, showMoney }: { event: EventDetail; showMoney: boolean }) {
  const { t } = useTranslation(['events', 'common']);
  return (
    <Stack spacing={2}>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <Stat label={t('page.stats.assigned')} value={event.guardsAssigned} />
        <Stat label={t('page.stats.onDuty')} value={event.guardsOnDuty} />
        <Stat label={t('page.stats.onBreak')} value={event.guardsOnBreak} />
        <Stat label={t('page.stats.notes')} value={event.notesCount} />
      </Box>
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
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          {t('page.details.title')}
        </Typography>
        <Box component="dl" sx={{ m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <Detail label={t('page.details.customer')}>{event.customerName}</Detail>
          <Detail label={t('page.details.siteName')}>{event.siteName}</Detail>
          <Detail label={t('page.details.address')}>{event.address}</Detail>
          <Detail label={t('page.details.timeZone')}>
            <bdi>{event.timeZone}</bdi>
          </Detail>
          <Detail label={t('page.details.start')}>
            <bdi>{formatDateTimeInZone(event.startDate, event.timeZone)}</bdi>
          </Detail>
          <Detail label={t('page.details.end')}>
            <bdi>{formatDateTimeInZone(event.endDate, event.timeZone)}</bdi>
          </Detail>
          <Detail label={t('page.details.unassigned')}>
            {event.unassigned ? t('common:answers.yes') : t('common:answers.no')}
          </Detail>
        </Box>
      </Paper>
      {showMoney ? (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
            {t('page.pay.title')}
          </Typography>
          <Box
            component="dl"
            sx={{ m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}
          >
            <Detail label={t('page.pay.guard')}>
              <bdi>{t('page.pay.perHour', { amount: formatDollars(event.guardPayrate) })}</bdi>
            </Detail>
            <Detail label={t('page.pay.supervisor')}>
              <bdi>{t('page.pay.perHour', { amount: formatDollars(event.supervisorPayrate) })}</bdi>
            </Detail>
            <Detail label={t('page.pay.manager')}>
              <bdi>{t('page.pay.perHour', { amount: formatDollars(event.managerPayrate) })}</bdi>
            </Detail>
            <Detail label={t('page.pay.budget')}>
              <bdi>{formatDollars(event.payrollBudget)}</bdi>
            </Detail>
          </Box>
        </Paper>
      ) : null}
    </Stack>
  );
}
