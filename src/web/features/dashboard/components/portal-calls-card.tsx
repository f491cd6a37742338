import AddRounded from '@mui/icons-material/AddRounded';
import LocalPoliceOutlined from '@mui/icons-material/LocalPoliceOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip, { type ChipProps } from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClientDashboard } from '../../../../shared/contract/dashboard.ts';
import { type DispatchCall, dispatchLimits, patrolRequestBodySchema } from '../../../../shared/contract/dispatch.ts';
import type { CallStatus } from '../../../../shared/dispatch-rules.ts';
import { isOpenCall } from '../../../../shared/dispatch-rules.ts';
import {
  CancelSubmitActions,
  FormDialogFrame,
  frameStateOf,
  useDialogForm,
} from '../../../components/form-dialog-frame.tsx';
import { FormTextField } from '../../../components/form-fields.tsx';
import { EmptyState, SectionCard } from '../../../components/section-card.tsx';
import { translateError } from '../../../i18n/translate-error.ts';
import { bodyResolver } from '../../../lib/body-resolver.ts';
import { formatCount, formatShortDateTime, formatTime } from '../../../lib/format.ts';
import { useSnackbar } from '../../../lib/notify.ts';
import { type PatrolRequestBody, useCustomerCalls, useRequestPatrol } from '../api/portal-calls.ts';

/** How many calls the card lists (open ones first, then the newest). */
const shownCalls = 10;

/** A site the customer may ask a patrol of: one of their events the portal knows. */
interface PatrolSite {
  eventId: string;
  label: string;
}

/**
 * The customer's events the portal already knows, by name: today's events, those with guards on site or tour
 * rounds today, and those of their calls.
 */
export function patrolSitesOf(data: ClientDashboard, calls: readonly DispatchCall[]): PatrolSite[] {
  const sites = new Map<string, PatrolSite>();
  const add = (eventId: string | null, eventName: string | null, siteName: string | null = null) => {
    if (!eventId || !eventName || sites.has(eventId)) return;
    sites.set(eventId, { eventId, label: siteName ? `${siteName} · ${eventName}` : eventName });
  };
  for (const event of data.eventsToday) add(event.id, event.eventName, event.siteName);
  for (const guard of data.guardsOnSite) add(guard.eventId, guard.eventName);
  for (const event of data.tourCompliance) add(event.eventId, event.eventName);
  for (const call of calls) add(call.eventId, call.eventName);
  return [...sites.values()].sort((a, b) => a.label.localeCompare(b.label));
}

const statusColor: Record<CallStatus, ChipProps['color']> = {
  new: 'warning',
  assigned: 'warning',
  acknowledged: 'info',
  en_route: 'info',
  on_scene: 'success',
  cleared: 'default',
  cancelled: 'default',
};

/** The response: minutes to on scene and whether within the target, or for an open call how the target stands. */
function ResponseLine({ call }: { call: DispatchCall }) {
  const { t } = useTranslation('dashboard');
  if (call.responseMinutes !== null) {
    return (
      <>
        {t('client.calls.responseMinutes', { minutes: formatCount(call.responseMinutes) })}{' '}
        <Chip
          size="small"
          variant="outlined"
          color={call.targetMissed ? 'error' : 'success'}
          label={call.targetMissed ? t('client.calls.targetMissed') : t('client.calls.withinTarget')}
          sx={{ height: 20, ml: 0.5 }}
        />
      </>
    );
  }
  if (!isOpenCall(call.status)) return null;
  if (call.targetMissed) {
    return (
      <Chip size="small" variant="outlined" color="error" label={t('client.calls.targetMissed')} sx={{ height: 20 }} />
    );
  }
  return <bdi>{t('client.calls.targetBy', { time: formatTime(call.targetAt) })}</bdi>;
}

function CallRow({ call, now, last }: { call: DispatchCall; now: Date; last: boolean }) {
  const { t } = useTranslation('dashboard');
  const type = t(`client.calls.types.${call.type}`);
  const place = call.eventName ?? call.address;
  return (
    <ListItem
      divider={!last}
      data-testid="portal-call"
      sx={{ display: 'block', px: { xs: 2, sm: 2.5 }, py: 1.25 }}
      aria-label={type}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="subtitle2" component="h3" sx={{ fontWeight: 700, flex: 1, minWidth: 120 }}>
          {type}
        </Typography>
        <Chip
          size="small"
          variant={call.status === 'cleared' || call.status === 'cancelled' ? 'outlined' : 'filled'}
          color={statusColor[call.status]}
          label={t(`client.calls.statuses.${call.status}`)}
        />
      </Box>
      <Typography variant="body2" color="text.secondary">
        {place ? (
          <>
            <bdi>{place}</bdi>
            {' · '}
          </>
        ) : null}
        <Box component="bdi" sx={{ whiteSpace: 'nowrap' }}>
          {t('client.calls.received', { time: formatShortDateTime(call.receivedAt, now) })}
        </Box>
      </Typography>
      <Typography variant="body2" component="div" sx={{ mt: 0.25 }}>
        <ResponseLine call={call} />
      </Typography>
    </ListItem>
  );
}

/** Asks for a patrol of one of the customer's sites, with what the guard should look at (both required). */
function PatrolRequestDialog({ sites, onClose }: { sites: readonly PatrolSite[]; onClose: () => void }) {
  const { t } = useTranslation('dashboard');
  const { enqueueSnackbar } = useSnackbar();
  const request = useRequestPatrol();
  const resolver = useMemo(
    () =>
      bodyResolver<PatrolRequestBody, PatrolRequestBody>(patrolRequestBodySchema, (values) => ({
        body: values,
        errors: values.eventId === '' ? { eventId: 'validation.required' } : ({} as Record<string, string>),
      })),
    [],
  );
  const form = useDialogForm<PatrolRequestBody>({
    resolver,
    defaultValues: { eventId: sites.length === 1 ? (sites[0]?.eventId ?? '') : '', description: '' },
    fields: ['eventId', 'description'],
  });
  const onSubmit = form.handleSubmit((values) =>
    form.attempt(async () => {
      await request.mutateAsync(values);
      enqueueSnackbar(t('client.calls.dialog.sent'), { variant: 'success' });
      onClose();
    }),
  );
  return (
    <FormDialogFrame
      {...frameStateOf(form)}
      title={t('client.calls.dialog.title')}
      onClose={onClose}
      onSubmit={onSubmit}
      lead={
        <Typography variant="body2" color="text.secondary">
          {t('client.calls.dialog.lead')}
        </Typography>
      }
      actions={
        <CancelSubmitActions
          busy={form.isSubmitting}
          submitLabel={t('client.calls.dialog.submit')}
          submitDisabledReason={sites.length === 0 ? t('client.calls.dialog.noSites') : null}
          onCancel={onClose}
        />
      }
    >
      {sites.length === 0 ? <Alert severity="info">{t('client.calls.dialog.noSites')}</Alert> : null}
      <FormTextField
        control={form.control}
        name="eventId"
        label={t('client.calls.dialog.site')}
        select
        required
        disabled={sites.length === 0}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="" disabled>
          {t('client.calls.dialog.chooseSite')}
        </MenuItem>
        {sites.map((site) => (
          <MenuItem key={site.eventId} value={site.eventId} sx={{ minHeight: 44 }}>
            <bdi>{site.label}</bdi>
          </MenuItem>
        ))}
      </FormTextField>
      <FormTextField
        control={form.control}
        name="description"
        label={t('client.calls.dialog.description')}
        required
        multiline
        minRows={3}
        slotProps={{ htmlInput: { maxLength: dispatchLimits.description } }}
      />
    </FormDialogFrame>
  );
}

/**
 * The customer's calls for service and patrol requests (docs/product/dispatch.md): status, type, site, when it came
 * in, how fast a guard was on scene and whether within the target, kept live; and a patrol request for one of
 * their sites.
 */
export function PortalCallsCard({ data }: { data: ClientDashboard }) {
  const { t } = useTranslation('dashboard');
  const calls = useCustomerCalls();
  const [requesting, setRequesting] = useState(false);
  const items = calls.data?.items ?? [];
  const now = new Date(calls.data?.now ?? data.generatedAt);
  const sites = useMemo(() => patrolSitesOf(data, calls.data?.items ?? []), [data, calls.data]);
  const shown = items.slice(0, shownCalls);
  const open = items.filter((call) => isOpenCall(call.status)).length;
  return (
    <SectionCard
      id="portal-calls"
      title={t('client.calls.title')}
      action={
        <Button
          size="small"
          variant="contained"
          startIcon={<AddRounded />}
          onClick={() => setRequesting(true)}
          sx={{ minHeight: 36, whiteSpace: 'nowrap' }}
        >
          {t('client.calls.request')}
        </Button>
      }
      footer={
        items.length > shown.length ? (
          <Typography variant="caption" color="text.secondary" sx={{ px: 1, py: 0.5 }}>
            {t('client.calls.newest', { shown: formatCount(shown.length), total: formatCount(items.length) })}
          </Typography>
        ) : undefined
      }
    >
      {calls.isPending ? <LinearProgress aria-label={t('client.calls.loading')} /> : null}
      {calls.isError && !calls.data ? (
        <Alert
          severity="error"
          sx={{ m: 2 }}
          action={
            <Button color="inherit" onClick={() => void calls.refetch()}>
              {t('client.calls.retry')}
            </Button>
          }
        >
          {t('client.calls.failed')} {translateError(calls.error)}
        </Alert>
      ) : null}
      {calls.data && items.length === 0 ? (
        <EmptyState icon={<LocalPoliceOutlined fontSize="inherit" />} text={t('client.calls.empty')} />
      ) : null}
      {shown.length > 0 ? (
        <>
          {open > 0 ? (
            <Typography variant="body2" sx={{ px: { xs: 2, sm: 2.5 }, pt: 1.25, fontWeight: 600 }}>
              {t('client.calls.openCount', { number: formatCount(open) })}
            </Typography>
          ) : null}
          <List disablePadding aria-label={t('client.calls.listLabel')}>
            {shown.map((call, index) => (
              <CallRow key={call.id} call={call} now={now} last={index === shown.length - 1} />
            ))}
          </List>
        </>
      ) : null}
      {requesting ? <PatrolRequestDialog sites={sites} onClose={() => setRequesting(false)} /> : null}
    </SectionCard>
  );
}
