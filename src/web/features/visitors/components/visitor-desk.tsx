import AddRounded from '@mui/icons-material/AddRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { SessionUser } from '../../../../shared/contract/auth.ts';
import {
  type Visitor,
  type VisitorCounts,
  type VisitorStatus,
  type VisitorView,
  visitorStatuses,
  visitorViews,
} from '../../../../shared/contract/visitors.ts';
import { hasPermission } from '../../../../shared/policy.ts';
import { ExportCsvButton } from '../../../components/csv-export-button.tsx';
import { DayFilterField } from '../../../components/day-filter-field.tsx';
import { SearchField } from '../../../components/search-field.tsx';
import { translateError } from '../../../i18n/translate-error.ts';
import { formatCount } from '../../../lib/format.ts';
import { visitorsCsvUrl } from '../api/export-visitors-csv.ts';
import { useEventOptions } from '../api/list-event-options.ts';
import { useVisitors, type VisitorListParams } from '../api/list-visitors.ts';
import { CheckInDialog } from './check-in-dialog.tsx';
import { CheckOutDialog } from './check-out-dialog.tsx';
import { type Decision, DecisionDialog } from './decision-dialog.tsx';
import { PreRegisterDialog } from './pre-register-dialog.tsx';
import { RequestVisitDialog } from './request-visit-dialog.tsx';
import type { VisitorActionHandlers } from './visitor-actions.tsx';
import { VisitorBadgeDialog } from './visitor-badge-dialog.tsx';
import { VisitorList } from './visitor-list.tsx';
import { WatchListPanel } from './watch-list-panel.tsx';

// The grid is the heaviest part of the page: it loads only on wide screens.
const VisitorsGrid = lazy(() => import('./visitors-grid.tsx'));

const countOf: Partial<Record<VisitorView, keyof VisitorCounts>> = {
  'on-site': 'onSite',
  expected: 'expected',
  requests: 'requests',
};

/** The tabs: the server's views, and the watch list for those who keep it. */
type DeskTab = VisitorView | 'watch-list';

function parseTab(value: string | null, watchList: boolean): DeskTab {
  if (value === 'watch-list' && watchList) return 'watch-list';
  return (visitorViews as readonly string[]).includes(value ?? '') ? (value as VisitorView) : 'on-site';
}

/** A date input (YYYY-MM-DD, the viewer's day) as the ISO instant of the day's start or end. */
function dayBound(value: string, end: boolean): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
  const date = new Date(`${value}T${end ? '23:59:59.999' : '00:00:00'}`);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

function TabLabel({ view, counts }: { view: VisitorView; counts: VisitorCounts | undefined }) {
  const { t } = useTranslation('visitors');
  const key = countOf[view];
  const count = key && counts ? counts[key] : undefined;
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      {t(`tabs.${view}`)}
      {count !== undefined && count > 0 ? (
        <Chip
          component="span"
          size="small"
          label={formatCount(count)}
          color={view === 'requests' ? 'warning' : 'default'}
          sx={{ height: 20, '& .MuiChip-label': { px: 0.75 } }}
        />
      ) : null}
    </Box>
  );
}

/**
 * The Visitors screen of everyone but a guest: who is on site, who is expected, visit requests and the history.
 * The front desk (guard and above) pre-registers, checks in and out; managers answer requests; a customer's
 * users see their sites' visitors and may request a visit.
 */
export function VisitorDesk({ user }: { user: SessionUser }) {
  const { t } = useTranslation(['visitors', 'common']);
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const frontDesk = hasPermission(user.roles, 'visitors.frontDesk');
  const decide = hasPermission(user.roles, 'visitors.decide');
  const canListEvents = hasPermission(user.roles, 'events.view');

  const [searchParams, setSearchParams] = useSearchParams();
  const tab = parseTab(searchParams.get('view'), decide);
  // The watch list tab keeps the lists' counts fresh with the on-site view.
  const view: VisitorView = tab === 'watch-list' ? 'on-site' : tab;
  const [search, setSearch] = useState('');
  const [eventId, setEventId] = useState('');
  const [status, setStatus] = useState<VisitorStatus | ''>('');
  const [fromDay, setFromDay] = useState('');
  const [toDay, setToDay] = useState('');
  const [pagination, setPagination] = useState({ page: 0, pageSize: 25 });

  const [preRegisterOpen, setPreRegisterOpen] = useState(false);
  const [requestOpen, setRequestOpen] = useState(false);
  const [checkInTarget, setCheckInTarget] = useState<Visitor | null>(null);
  const [checkOutTarget, setCheckOutTarget] = useState<Visitor | null>(null);
  const [decisionTarget, setDecisionTarget] = useState<{ visitor: Visitor; decision: Decision } | null>(null);
  const [badgeTarget, setBadgeTarget] = useState<Visitor | null>(null);

  const history = view === 'history';
  const fromBad = fromDay !== '' && toDay !== '' && fromDay > toDay;
  const filters: Omit<VisitorListParams, 'page' | 'limit'> = {
    view,
    q: search.trim() || undefined,
    eventId: eventId || undefined,
    status: history && status ? status : undefined,
    from: history ? dayBound(fromDay, false) : undefined,
    to: history && !fromBad ? dayBound(toDay, true) : undefined,
  };
  const visitors = useVisitors({ ...filters, page: pagination.page + 1, limit: pagination.pageSize });
  const events = useEventOptions(canListEvents);
  const { data, error, isFetching, refetch } = visitors;

  // A new view or filter starts at the first page.
  const filterKey = JSON.stringify(filters);
  // biome-ignore lint/correctness/useExhaustiveDependencies: filterKey is the trigger, not a value read here.
  useEffect(() => {
    setPagination((p) => (p.page === 0 ? p : { ...p, page: 0 }));
  }, [filterKey]);

  const handlers = useMemo<VisitorActionHandlers>(
    () => ({
      frontDesk,
      decide,
      onCheckIn: setCheckInTarget,
      onCheckOut: setCheckOutTarget,
      onPrintBadge: setBadgeTarget,
      onDecide: (visitor, decision) => setDecisionTarget({ visitor, decision }),
    }),
    [frontDesk, decide],
  );

  const csvHref = visitorsCsvUrl(filters);
  // A refresh keeps the rows on screen; only a new page, view or search shows the grid's loading state.
  const loading = visitors.isPending || (isFetching && visitors.isPlaceholderData);

  return (
    <Stack spacing={{ xs: 2, sm: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'flex-end', gap: 2, flexWrap: 'wrap' }}>
        <Box sx={{ flex: 1, minWidth: 220 }}>
          <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 26, sm: 30 } }}>
            {t('desk.title')}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {frontDesk ? t('desk.introFrontDesk') : t('desk.introCustomer')}
          </Typography>
        </Box>
        {frontDesk ? (
          <Button variant="contained" startIcon={<AddRounded />} onClick={() => setPreRegisterOpen(true)}>
            {t('desk.preRegister')}
          </Button>
        ) : (
          <Button variant="contained" startIcon={<AddRounded />} onClick={() => setRequestOpen(true)}>
            {t('desk.requestVisit')}
          </Button>
        )}
      </Box>

      <Card sx={{ minWidth: 0 }}>
        <Tabs
          value={tab}
          onChange={(_, next: DeskTab) =>
            setSearchParams(
              (params) => {
                params.set('view', next);
                return params;
              },
              { replace: true },
            )
          }
          variant="scrollable"
          allowScrollButtonsMobile
          aria-label={t('tabs.label')}
          sx={{ px: { xs: 0, sm: 1 }, borderBottom: 1, borderColor: 'divider' }}
        >
          {visitorViews.map((v) => (
            <Tab key={v} value={v} label={<TabLabel view={v} counts={data?.counts} />} />
          ))}
          {decide ? <Tab value="watch-list" label={t('tabs.watch-list')} /> : null}
        </Tabs>

        {tab === 'watch-list' ? <WatchListPanel /> : null}
        <Box sx={{ display: tab === 'watch-list' ? 'none' : undefined }}>
          {view === 'on-site' && data && data.counts.overstay > 0 ? (
            <Alert severity="warning" sx={{ mx: { xs: 2, sm: 2.5 }, mt: 2 }} data-testid="overstay-count">
              {t('overstay.count', { count: data.counts.overstay })}
            </Alert>
          ) : null}

          <Box
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              gap: 1.5,
              px: { xs: 2, sm: 2.5 },
              pt: 2,
              pb: phone ? 1 : 0,
              alignItems: 'flex-start',
            }}
          >
            {phone ? (
              <SearchField
                placeholder={t('filters.search')}
                value={search}
                onChange={setSearch}
                ariaLabel={t('filters.search')}
                sx={{ flex: '1 1 100%' }}
              />
            ) : null}
            {canListEvents ? (
              <TextField
                select
                size="small"
                label={t('filters.event')}
                value={eventId}
                onChange={(event) => setEventId(event.target.value)}
                disabled={events.isPending}
                slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
                sx={{ minWidth: 200, flex: { xs: '1 1 100%', sm: '0 1 260px' } }}
              >
                <MenuItem value="">{t('filters.allEvents')}</MenuItem>
                {(events.data ?? []).map((event) => (
                  <MenuItem key={event.id} value={event.id}>
                    {event.eventName}
                  </MenuItem>
                ))}
              </TextField>
            ) : null}
            {history ? (
              <>
                <TextField
                  select
                  size="small"
                  label={t('filters.status')}
                  value={status}
                  onChange={(event) => setStatus(event.target.value as VisitorStatus | '')}
                  slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
                  sx={{ minWidth: 150, flex: { xs: '1 1 100%', sm: '0 1 180px' } }}
                >
                  <MenuItem value="">{t('filters.allStatuses')}</MenuItem>
                  {visitorStatuses.map((s) => (
                    <MenuItem key={s} value={s}>
                      {t(`status.${s}`)}
                    </MenuItem>
                  ))}
                </TextField>
                <DayFilterField
                  label={t('filters.from')}
                  value={fromDay}
                  onChange={setFromDay}
                  sx={{ flex: { xs: '1 1 40%', sm: '0 1 170px' } }}
                />
                <DayFilterField
                  label={t('filters.to')}
                  value={toDay}
                  onChange={setToDay}
                  error={fromBad}
                  helperText={fromBad ? t('filters.toBeforeFrom') : undefined}
                  sx={{ flex: { xs: '1 1 40%', sm: '0 1 170px' } }}
                />
              </>
            ) : null}
            {phone ? <ExportCsvButton href={csvHref} rows={data?.total} size="small" sx={{ ml: 'auto' }} /> : null}
          </Box>

          {error ? (
            <Alert
              severity="error"
              sx={{ mx: { xs: 2, sm: 2.5 }, mt: 2 }}
              action={
                <Button color="inherit" size="small" onClick={() => void refetch()} disabled={isFetching}>
                  {t('desk.retry')}
                </Button>
              }
            >
              {t(data ? 'desk.refreshFailed' : 'desk.loadFailed', { message: translateError(error) })}
            </Alert>
          ) : null}

          {phone ? (
            <VisitorList
              view={view}
              rows={data?.items}
              total={data?.total ?? 0}
              loading={loading}
              page={pagination.page + 1}
              pageSize={pagination.pageSize}
              onPageChange={(page) => setPagination((p) => ({ ...p, page: page - 1 }))}
              emptyText={t(`empty.${view}`)}
              handlers={handlers}
            />
          ) : (
            <Box sx={{ mt: 1 }}>
              <Suspense fallback={<Skeleton variant="rectangular" height={420} aria-label={t('desk.loadingList')} />}>
                <VisitorsGrid
                  view={view}
                  rows={data?.items ?? []}
                  rowCount={data?.total ?? 0}
                  loading={loading}
                  pagination={pagination}
                  onPaginationChange={setPagination}
                  search={search}
                  onSearch={setSearch}
                  csvHref={csvHref}
                  emptyText={t(`empty.${view}`)}
                  handlers={handlers}
                />
              </Suspense>
            </Box>
          )}
        </Box>
      </Card>

      <PreRegisterDialog open={preRegisterOpen} onClose={() => setPreRegisterOpen(false)} />
      <RequestVisitDialog open={requestOpen} onClose={() => setRequestOpen(false)} defaultName={user.displayName} />
      <CheckInDialog visitor={checkInTarget} onClose={() => setCheckInTarget(null)} onPrintBadge={setBadgeTarget} />
      <VisitorBadgeDialog visitor={badgeTarget} onClose={() => setBadgeTarget(null)} />
      <CheckOutDialog visitor={checkOutTarget} onClose={() => setCheckOutTarget(null)} />
      <DecisionDialog target={decisionTarget} onClose={() => setDecisionTarget(null)} />
    </Stack>
  );
}
