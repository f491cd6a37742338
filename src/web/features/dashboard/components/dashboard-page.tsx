import RefreshRounded from '@mui/icons-material/RefreshRounded';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClientDashboard, GuardDashboard, OperationsDashboard } from '../../../../shared/contract/dashboard.ts';
import { dashboardViewFor } from '../../../../shared/policy.ts';
import { effectiveRole, type Role } from '../../../../shared/roles.ts';
import { ListPageHeader } from '../../../components/list-page/list-page-header.tsx';
import { RefreshErrorBanner } from '../../../components/refresh-error-banner.tsx';
import { formatShortDateTime } from '../../../lib/format.ts';
import type { PeriodDays } from '../../../lib/report-period.ts';
import { useSession } from '../../../lib/session.ts';
import { useDashboard, useDashboardLiveUpdates, useDashboardPeriod } from '../api/get-dashboard.ts';
import { ActiveEventsCard, ActiveEventsSkeleton } from './active-events-card.tsx';
import { clientPortalSections } from './client-portal.tsx';
import { CoverageCard } from './coverage-card.tsx';
import { clientKpisOf, KpiCards, KpiCardsSkeleton, kpisOf } from './kpi-cards.tsx';
import { ActivityCard, AlertsByTypeCard, BudgetCard, IncidentsCard, LicencesCard } from './operations-panels.tsx';
import { RecentAlertsCard, RecentAlertsSkeleton } from './recent-alerts-card.tsx';
import { AssignmentCard, ClockCard, OpenBellButton, TasksCard } from './role-panels.tsx';

const columnsSx = {
  display: 'grid',
  gap: { xs: 2, sm: 3 },
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 7fr) minmax(0, 5fr)' },
  alignItems: 'start',
} as const;

/** A column on a wide screen; on a narrower one its panels join the page's single column, in `Slot` order. */
const stackSx = {
  display: { xs: 'contents', lg: 'flex' },
  flexDirection: 'column',
  gap: { xs: 2, sm: 3 },
  minWidth: 0,
} as const;

/** A panel's place in the single column of a phone or tablet (what needs attention first). */
function Slot({ order, children }: { order: number; children: ReactNode }) {
  return <Box sx={{ order: { xs: order, lg: 0 }, minWidth: 0 }}>{children}</Box>;
}

function firstName(displayName: string | undefined): string {
  return displayName?.trim().split(/\s+/)[0] ?? '';
}

function OperationsView({ data, period }: { data: OperationsDashboard; period: PeriodDays }) {
  const { t } = useTranslation('dashboard');
  return (
    <>
      <KpiCards kpis={kpisOf(data, t)} />
      <Box sx={columnsSx}>
        <Box sx={stackSx}>
          <Slot order={1}>
            <ActiveEventsCard events={data.activeEventList} total={data.eventsToday} generatedAt={data.generatedAt} />
          </Slot>
          <Slot order={4}>
            <BudgetCard data={data} period={period} />
          </Slot>
          <Slot order={7}>
            <ActivityCard data={data} />
          </Slot>
          <CoverageCard />
        </Box>
        <Box sx={stackSx}>
          <Slot order={2}>
            <AlertsByTypeCard data={data} />
          </Slot>
          <Slot order={3}>
            <RecentAlertsCard alerts={data.recentAlerts} unseen={data.unseenAlerts} generatedAt={data.generatedAt} />
          </Slot>
          <Slot order={5}>
            <IncidentsCard data={data} />
          </Slot>
          <Slot order={6}>
            <LicencesCard data={data} />
          </Slot>
        </Box>
      </Box>
    </>
  );
}

function GuardView({ data }: { data: GuardDashboard }) {
  const { t } = useTranslation('dashboard');
  return (
    <Box sx={columnsSx}>
      <Box sx={stackSx}>
        <AssignmentCard data={data} />
        <ClockCard data={data} />
      </Box>
      <Box sx={stackSx}>
        <TasksCard data={data} />
        <RecentAlertsCard
          alerts={data.recentAlerts}
          generatedAt={data.generatedAt}
          title={t('guard.alerts')}
          footer={<OpenBellButton />}
        />
      </Box>
    </Box>
  );
}

/** The client portal: its figures, then its sections (client-portal.tsx) by column, or by order in one column. */
function ClientView({ data }: { data: ClientDashboard }) {
  const { t } = useTranslation('dashboard');
  const column = (which: 'main' | 'side') =>
    clientPortalSections
      .filter((section) => section.column === which)
      .map(({ id, order, Section }) => (
        <Slot key={id} order={order}>
          <Section data={data} />
        </Slot>
      ));
  return (
    <>
      <KpiCards kpis={clientKpisOf(data, t)} />
      <Box sx={columnsSx}>
        <Box sx={stackSx}>{column('main')}</Box>
        <Box sx={stackSx}>{column('side')}</Box>
      </Box>
    </>
  );
}

function DashboardSkeleton({ role }: { role: Role | undefined }) {
  const { t } = useTranslation('dashboard');
  const view = dashboardViewFor(role);
  return (
    <Box aria-busy="true" aria-label={t('loading')}>
      {view === 'guard' ? null : <KpiCardsSkeleton count={view === 'client' ? 4 : 9} />}
      <Box sx={{ ...columnsSx, mt: view === 'guard' ? 0 : { xs: 2, sm: 3 } }}>
        <ActiveEventsSkeleton />
        <RecentAlertsSkeleton />
      </Box>
    </Box>
  );
}

const welcomeKeys = {
  operations: ['welcome', 'intro'],
  guard: ['welcomeGuard', 'introGuard'],
  client: ['welcomeClient', 'introClient'],
} as const;

/**
 * The live overview of the signed-in user's role (GET /api/v1/dashboard): the operation for executives, managers
 * and supervisors, the shift for a guard, the sites for a customer's user. Refreshed every 30 s and when the live
 * stream reports an alert or a guard's status change.
 */
export default function DashboardPage() {
  const { t } = useTranslation('dashboard');
  const user = useSession().data?.user;
  const role = user ? effectiveRole(user.roles) : undefined;
  const period = useDashboardPeriod();
  const dashboard = useDashboard(period);
  useDashboardLiveUpdates();
  const { data, error, isPending, isFetching, refetch } = dashboard;
  const retry = () => void refetch();
  const view = data?.view ?? dashboardViewFor(role);
  const [welcomeKey, introKey] = welcomeKeys[view];

  return (
    <Stack spacing={{ xs: 2, sm: 3 }}>
      <ListPageHeader
        title={t('title')}
        subtitle={user ? t(welcomeKey, { name: firstName(user.displayName) }) : t(introKey)}
        actions={
          data ? (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
              <Typography variant="caption" color="text.secondary" aria-live="polite">
                {t('updated', { time: formatShortDateTime(data.generatedAt) })}
              </Typography>
              <Tooltip title={t('refreshNow')}>
                <span>
                  <IconButton size="small" onClick={retry} disabled={isFetching} aria-label={t('refresh')}>
                    {isFetching ? <CircularProgress size={18} /> : <RefreshRounded fontSize="small" />}
                  </IconButton>
                </span>
              </Tooltip>
            </Box>
          ) : null
        }
      />

      <RefreshErrorBanner
        query={{ error, data, isFetching }}
        onRetry={retry}
        retryLabel={t('retry')}
        loadFailedTitle={t('loadFailed')}
        refreshFailed={(reason) =>
          t('refreshFailed', { error: reason, time: data ? formatShortDateTime(data.generatedAt) : '' })
        }
      />

      {isPending ? <DashboardSkeleton role={role} /> : null}

      {data?.view === 'operations' ? <OperationsView data={data} period={period} /> : null}
      {data?.view === 'guard' ? <GuardView data={data} /> : null}
      {data?.view === 'client' ? <ClientView data={data} /> : null}
    </Stack>
  );
}
