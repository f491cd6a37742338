import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { SessionUser } from '../../../../shared/contract/auth.ts';
import type { GettingStarted } from '../../../../shared/contract/getting-started.ts';
import { hasPermission, type Permission, permissionRoles } from '../../../../shared/policy.ts';
import type { Role } from '../../../../shared/roles.ts';
import { screenPath } from '../../../../shared/screens.ts';
import { ListLoadError } from '../../../components/list-page/list-load-error.tsx';
import { ListPageHeader } from '../../../components/list-page/list-page-header.tsx';
import { currentLocale } from '../../../i18n/i18n.ts';
import { addFormPath } from '../../../lib/add-on-arrival.ts';
import { formatCount } from '../../../lib/format.ts';
import { useSession } from '../../../lib/session.ts';
import { useGettingStarted } from '../api/get-getting-started.ts';

interface StepAction {
  label: string;
  to: string;
  /** Who may take this action: the link shows only to them. */
  permission: Permission;
}

interface Step {
  id: string;
  title: string;
  /** What the step is, or (some steps, once done) what has happened. */
  text: ReactNode;
  /** The figure behind the done state, when there is one. */
  figure?: string;
  done: boolean;
  /** Why the step cannot be done yet (an earlier step is missing). */
  waitsFor?: string;
  actions: StepAction[];
  /** The permission of the people who do the step, named to those who cannot. */
  doneBy: Permission;
}

/** The six setup steps, in order, each done or not from the client's real figures (docs/product/getting-started.md). */
export function stepsOf(data: GettingStarted, t: TFunction<'gettingStarted'>, fieldAddress: string): Step[] {
  const hasCustomer = data.customers === null ? data.events > 0 : data.customers > 0;
  const count = formatCount;
  /** A step done event by event: its figure (so many of the events) once there is an event, else what it waits for. */
  const eventByEvent = (figure: string) => (data.events > 0 ? { figure } : { waitsFor: t('needs.event') });
  return [
    {
      id: 'customer',
      title: t('steps.customer.title'),
      text: t('steps.customer.text'),
      ...(data.customers === null ? {} : { figure: t('steps.customer.count', { count: count(data.customers) }) }),
      done: hasCustomer,
      actions: [{ label: t('steps.customer.action'), to: addFormPath('customers'), permission: 'customers.manage' }],
      doneBy: 'customers.manage',
    },
    {
      id: 'event',
      title: t('steps.event.title'),
      text: t('steps.event.text'),
      figure: t('steps.event.count', { count: count(data.events) }),
      done: data.events > 0,
      ...(hasCustomer ? {} : { waitsFor: t('needs.customer') }),
      actions: [{ label: t('steps.event.action'), to: addFormPath('events'), permission: 'events.edit' }],
      doneBy: 'events.edit',
    },
    {
      id: 'zones',
      title: t('steps.zones.title'),
      text: t('steps.zones.text'),
      ...eventByEvent(t('steps.zones.count', { withZones: count(data.eventsWithZones), events: count(data.events) })),
      done: data.eventsWithZones > 0,
      actions: [
        {
          label: t('steps.zones.action'),
          to: data.eventWithoutZonesId
            ? screenPath('events', { record: data.eventWithoutZonesId, query: { tab: 'zones' } })
            : screenPath('events'),
          permission: 'events.edit',
        },
      ],
      doneBy: 'events.edit',
    },
    {
      id: 'guards',
      title: t('steps.guards.title'),
      text: t('steps.guards.text'),
      ...eventByEvent(t('steps.guards.count', { count: count(data.eventsWithGuards), events: count(data.events) })),
      done: data.eventsWithGuards > 0,
      actions: [
        { label: t('steps.guards.addPeople'), to: screenPath('users'), permission: 'users.manage' },
        { label: t('steps.guards.assign'), to: screenPath('events'), permission: 'events.assign' },
      ],
      doneBy: 'events.assign',
    },
    {
      id: 'field',
      title: t('steps.field.title'),
      text: data.clockedIn ? (
        t('steps.field.doneText')
      ) : (
        <Trans
          t={t}
          i18nKey="steps.field.text"
          values={{ address: fieldAddress }}
          components={{ bdi: <bdi dir="ltr" /> }}
        />
      ),
      done: data.clockedIn,
      actions: [{ label: t('steps.field.action'), to: screenPath('field'), permission: 'field.use' }],
      doneBy: 'field.use',
    },
    {
      id: 'review',
      title: t('steps.review.title'),
      text: data.reviewed ? t('steps.review.doneText') : t('steps.review.text'),
      done: data.reviewed,
      actions: [
        { label: t('steps.review.reports'), to: screenPath('incident-reports'), permission: 'reports.review' },
        { label: t('steps.review.dashboard'), to: screenPath('dashboard'), permission: 'alerts.acknowledge' },
      ],
      doneBy: 'alerts.acknowledge',
    },
  ];
}

/** "Executive, Manager and Supervisor" in the current language: who holds a permission. */
function rolesHolding(permission: Permission, roleLabel: (role: Role) => string): string {
  const labels = permissionRoles[permission].map(roleLabel);
  return new Intl.ListFormat(currentLocale(), { type: 'conjunction' }).format(labels);
}

function StepRow({ step, number, user }: { step: Step; number: number; user: SessionUser }) {
  const { t } = useTranslation('gettingStarted');
  const common = useTranslation('common').t;
  const actions = step.actions.filter((action) => hasPermission(user.roles, action.permission));
  const titleId = `step-${step.id}-title`;
  return (
    <Paper
      component="li"
      variant="outlined"
      aria-labelledby={titleId}
      data-testid={`step-${step.id}`}
      data-done={step.done ? 'true' : 'false'}
      sx={{ display: 'flex', gap: 2, p: { xs: 2, sm: 2.5 }, listStyle: 'none', borderRadius: 2 }}
    >
      <Box
        aria-hidden
        sx={{
          flexShrink: 0,
          width: 36,
          height: 36,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          fontWeight: 700,
          ...(step.done
            ? { color: 'success.main' }
            : { bgcolor: 'action.selected', color: 'text.primary', border: 1, borderColor: 'divider' }),
        }}
      >
        {step.done ? <CheckCircleRounded sx={{ fontSize: 36 }} /> : formatCount(number)}
      </Box>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography id={titleId} variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            {step.title}
          </Typography>
          <Chip
            size="small"
            label={step.done ? t('done') : t('toDo')}
            color={step.done ? 'success' : 'default'}
            variant={step.done ? 'filled' : 'outlined'}
          />
        </Box>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {step.text}
        </Typography>
        {step.figure ? (
          <Typography variant="body2" sx={{ mt: 0.5, fontWeight: 500 }}>
            {step.figure}
          </Typography>
        ) : null}
        {step.waitsFor && !step.done ? (
          <Typography variant="body2" color="warning.main" sx={{ mt: 0.5 }}>
            {step.waitsFor}
          </Typography>
        ) : null}
        {actions.length > 0 ? (
          <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1.5, flexWrap: 'wrap' }}>
            {actions.map((action, index) => (
              <Button
                key={action.to + action.label}
                component={RouterLink}
                to={action.to}
                size="small"
                variant={index === 0 && !step.done ? 'contained' : 'outlined'}
              >
                {action.label}
              </Button>
            ))}
          </Stack>
        ) : (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {t('whoDoes', { roles: rolesHolding(step.doneBy, (role) => common(`roles.${role}`)) })}
          </Typography>
        )}
      </Box>
    </Paper>
  );
}

/** The Getting started page (/example): what to set up first, in order, each step ticked off from real data. */
export default function GettingStartedPage() {
  const { t } = useTranslation('gettingStarted');
  const user = useSession().data?.user;
  const progress = useGettingStarted();
  const fieldAddress = `${window.location.origin}/field`;
  const steps = progress.data ? stepsOf(progress.data, t, fieldAddress) : [];
  const done = steps.filter((step) => step.done).length;

  return (
    <Stack spacing={3} sx={{ maxWidth: 880 }}>
      <ListPageHeader title={t('title')} subtitle={t('subtitle')} />
      <ListLoadError query={progress} title={t('loadFailed')} />
      {progress.isPending ? (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
          <CircularProgress aria-label={t('loading')} />
        </Box>
      ) : null}
      {progress.data && user ? (
        <>
          <Box>
            <Typography variant="body2" sx={{ mb: 0.75, fontWeight: 500 }}>
              {t('progress', { done: formatCount(done), total: formatCount(steps.length) })}
            </Typography>
            <LinearProgress
              variant="determinate"
              value={(done / steps.length) * 100}
              aria-label={t('progressLabel')}
              sx={{ height: 8, borderRadius: 4 }}
            />
          </Box>
          <Stack component="ol" spacing={1.5} sx={{ p: 0, m: 0 }}>
            {steps.map((step, index) => (
              <StepRow key={step.id} step={step} number={index + 1} user={user} />
            ))}
          </Stack>
        </>
      ) : null}
    </Stack>
  );
}
