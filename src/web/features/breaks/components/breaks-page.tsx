import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { GridColDef, GridSortModel } from '@mui/x-data-grid';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { type Break, breakSortKeys } from '../../../../shared/contract/breaks.ts';
import { hasPermission } from '../../../../shared/policy.ts';
import { ExportCsvButton } from '../../../components/csv-export-button.tsx';
import { useConfirm } from '../../../components/dialog-host.tsx';
import { DayRangeFields } from '../../../components/list-page/day-range-fields.tsx';
import { FilterSelect } from '../../../components/list-page/filter-select.tsx';
import { CenteredCell } from '../../../components/list-page/grid-cells.tsx';
import { ListLoadError } from '../../../components/list-page/list-load-error.tsx';
import { ListPageHeader } from '../../../components/list-page/list-page-header.tsx';
import { ListPanel } from '../../../components/list-page/list-screen.tsx';
import { ListSearchField, useListSearch } from '../../../components/list-page/list-search.tsx';
import { ListToolbar } from '../../../components/list-page/list-toolbar.tsx';
import { PhoneCardList } from '../../../components/list-page/phone-lists.tsx';
import { useListPaging } from '../../../components/list-page/use-list-pagination.ts';
import { formatCount, formatShortDateTime } from '../../../lib/format.ts';
import { useSnackbar } from '../../../lib/notify.ts';
import { useSession } from '../../../lib/session.ts';
import { useEndBreak } from '../api/end-break.ts';
import { breaksCsvUrl } from '../api/export-breaks-csv.ts';
import { useBreakEventOptions } from '../api/list-break-event-options.ts';
import { useBreakHistory, useLiveBreaks } from '../api/list-breaks.ts';

const defaultHistorySort: GridSortModel = [{ field: 'startAt', sort: 'desc' }];
type SortKey = (typeof breakSortKeys)[number];
const isSortKey = (value: string): value is SortKey => breakSortKeys.some((k) => k === value);
/** Grid column → server sort key. */
const sortKeyOf: Record<string, SortKey> = {
  guard: 'guardName',
  event: 'eventName',
  startAt: 'startAt',
  allowedMinutes: 'allowedMinutes',
  takenMinutes: 'takenMinutes',
};

/** A YYYY-MM-DD of a date input as the start (or the end) of that day in the viewer's zone, ISO. */
function dayBound(day: string, end: boolean): string | undefined {
  if (!day) return undefined;
  const date = new Date(`${day}T${end ? '23:59:59.999' : '00:00:00'}`);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

/** Breaks: who is on a break now (refreshed every 30 s) and the history, for everyone with /breaks. */
export default function BreaksPage() {
  const { t } = useTranslation(['breaks', 'common']);
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'history' ? 'history' : 'live';
  const roles = useSession().data?.user?.roles ?? [];
  const mayEnd = hasPermission(roles, 'breaks.end');
  return (
    <Stack spacing={{ xs: 2, sm: 3 }}>
      <ListPageHeader title={t('title')} subtitle={t('subtitle')} />
      <Tabs
        value={tab}
        onChange={(_event, next: string) => setParams(next === 'history' ? { tab: 'history' } : {}, { replace: true })}
        variant="scrollable"
        allowScrollButtonsMobile
      >
        <Tab value="live" label={t('tabs.live')} />
        <Tab value="history" label={t('tabs.history')} />
      </Tabs>
      {tab === 'live' ? <LiveBreaks mayEnd={mayEnd} /> : <BreakHistory />}
    </Stack>
  );
}

/** The top of a break's card: the guard, the event and when, with a chip at the end. */
function BreakHeading({ row, when, chip }: { row: Break; when: string; chip: ReactNode }) {
  const { t } = useTranslation('breaks');
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography dir="auto" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {row.guard.name}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="div" sx={{ overflowWrap: 'anywhere' }}>
          {row.event?.name ?? t('noEvent')} · {when}
        </Typography>
      </Box>
      {chip}
    </Box>
  );
}

function TakenVsAllowed({ row }: { row: Break }) {
  const { t } = useTranslation('breaks');
  const share = Math.min(100, (row.takenMinutes / Math.max(1, row.allowedMinutes)) * 100);
  return (
    <Box sx={{ minWidth: 0 }} data-overrun={row.overrun ? 'true' : 'false'}>
      <Typography
        variant="body2"
        sx={{ fontWeight: 600, color: row.overrun ? 'error.main' : 'text.primary' }}
        component="div"
      >
        {t('takenOfAllowed', { taken: formatCount(row.takenMinutes), allowed: formatCount(row.allowedMinutes) })}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={share}
        color={row.overrun ? 'error' : 'primary'}
        aria-hidden
        sx={{ mt: 0.5, height: 6, borderRadius: 3 }}
      />
      {row.overrun ? (
        <Typography variant="caption" sx={{ color: 'error.main' }} component="div">
          {t('overrunBy', { count: formatCount(Math.max(0, row.takenMinutes - row.allowedMinutes)) })}
        </Typography>
      ) : null}
    </Box>
  );
}

function LiveBreaks({ mayEnd }: { mayEnd: boolean }) {
  const { t } = useTranslation(['breaks', 'common']);
  const live = useLiveBreaks();
  const end = useEndBreak();
  const confirm = useConfirm();
  const { enqueueSnackbar } = useSnackbar();

  const endFor = async (row: Break) => {
    const done = await confirm({
      title: t('end.title', { name: row.guard.name }),
      body: t('end.body'),
      confirmLabel: t('end.confirm'),
      tone: 'danger',
      action: () => end.mutateAsync(row.id),
    });
    if (done) enqueueSnackbar(t('end.done', { name: row.guard.name }), { variant: 'success' });
  };

  const rows = live.data?.items ?? [];
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('live.refreshNote')}
      </Typography>
      <ListLoadError query={live} title={t('loadFailed')} />
      {live.isPending ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
          <CircularProgress aria-label={t('common:states.loading')} />
        </Box>
      ) : rows.length === 0 && !live.error ? (
        <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }} data-testid="breaks-live-empty">
          {t('live.empty')}
        </Typography>
      ) : (
        <Box
          component="ul"
          aria-label={t('live.listLabel')}
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
          }}
        >
          {rows.map((row) => (
            <Card
              component="li"
              variant="outlined"
              key={row.id}
              sx={{ borderColor: row.overrun ? 'error.main' : undefined }}
            >
              <CardContent sx={{ '&:last-child': { pb: 2 } }}>
                <BreakHeading
                  row={row}
                  when={t('live.startedAt', { time: formatShortDateTime(row.startAt) })}
                  chip={row.overrun ? <Chip size="small" color="error" label={t('status.overrun')} /> : null}
                />
                <Box sx={{ mt: 1.5 }}>
                  <TakenVsAllowed row={row} />
                </Box>
                {mayEnd ? (
                  <Button
                    size="small"
                    variant="outlined"
                    color={row.overrun ? 'error' : 'primary'}
                    sx={{ mt: 1.5 }}
                    aria-label={t('end.actionFor', { name: row.guard.name })}
                    onClick={() => void endFor(row)}
                  >
                    {t('end.action')}
                  </Button>
                ) : null}
              </CardContent>
            </Card>
          ))}
        </Box>
      )}
    </Paper>
  );
}

function StatusChip({ row }: { row: Break }) {
  const { t } = useTranslation('breaks');
  const status = row.endAt ? (row.overrun ? 'overrun' : 'completed') : 'active';
  const color = status === 'overrun' ? 'error' : status === 'active' ? 'info' : 'success';
  return <Chip size="small" variant="outlined" color={color} label={t(`status.${status}`)} />;
}

function BreakHistory() {
  const { t } = useTranslation(['breaks', 'common']);
  const events = useBreakEventOptions();
  const search = useListSearch();
  const { q } = search;
  const [fromDay, setFromDay] = useState('');
  const [toDay, setToDay] = useState('');
  const [eventId, setEventId] = useState('');
  const [overrunOnly, setOverrunOnly] = useState(false);
  const [sortModel, setSortModel] = useState<GridSortModel>(defaultHistorySort);
  const paging = useListPaging([q, fromDay, toDay, eventId, overrunOnly, sortModel]);

  const sortField = sortModel[0]?.field;
  const sortKey = sortField ? sortKeyOf[sortField] : undefined;
  const from = dayBound(fromDay, false);
  const toBound = dayBound(toDay, true);
  const to = from && toBound && toBound < from ? undefined : toBound;
  const filters = {
    q: q || undefined,
    from,
    to,
    eventId: eventId || undefined,
    overrunOnly: overrunOnly || undefined,
    sort: sortKey && isSortKey(sortKey) ? sortKey : undefined,
    order: sortModel[0]?.sort ?? undefined,
  };
  const history = useBreakHistory({ ...filters, ...paging.query });

  const columns = useMemo<GridColDef<Break>[]>(
    () => [
      {
        field: 'guard',
        headerName: t('columns.guard'),
        flex: 1.1,
        minWidth: 160,
        valueGetter: (_value, row) => row.guard.name,
      },
      {
        field: 'event',
        headerName: t('columns.event'),
        flex: 1,
        minWidth: 150,
        valueGetter: (_value, row) => row.event?.name ?? t('noEvent'),
      },
      {
        field: 'startAt',
        headerName: t('columns.start'),
        width: 160,
        valueGetter: (_value, row) => formatShortDateTime(row.startAt),
      },
      {
        field: 'endAt',
        headerName: t('columns.end'),
        width: 160,
        sortable: false,
        valueGetter: (_value, row) => (row.endAt ? formatShortDateTime(row.endAt) : t('stillOn')),
      },
      {
        field: 'allowedMinutes',
        headerName: t('columns.allowed'),
        width: 110,
        valueGetter: (_value, row) => t('minutes', { count: formatCount(row.allowedMinutes) }),
      },
      {
        field: 'takenMinutes',
        headerName: t('columns.taken'),
        width: 130,
        renderCell: ({ row }) => (
          <Box
            component="span"
            data-overrun={row.overrun ? 'true' : 'false'}
            sx={{ color: row.overrun ? 'error.main' : 'inherit', fontWeight: row.overrun ? 600 : 400 }}
          >
            {t('minutes', { count: formatCount(row.takenMinutes) })}
          </Box>
        ),
      },
      {
        field: 'status',
        headerName: t('columns.status'),
        width: 140,
        sortable: false,
        renderCell: ({ row }) => (
          <CenteredCell>
            <StatusChip row={row} />
          </CenteredCell>
        ),
      },
    ],
    [t],
  );

  const filtered = Boolean(search.text || fromDay || toDay || eventId || overrunOnly);
  const empty = filtered ? t('history.noMatch') : t('history.empty');
  return (
    <ListPanel
      label={t('history.gridLabel')}
      query={history}
      paging={paging}
      emptyLabel={empty}
      loadFailed={t('loadFailed')}
      toolbar={
        <ListToolbar
          columns={{ xs: '1fr 1fr', md: '2fr minmax(150px, 1fr) minmax(150px, 1fr) 1.5fr auto auto' }}
          searchFullWidthOnPhone
          sx={{ alignItems: 'center' }}
        >
          <ListSearchField
            search={search}
            placeholder={t('history.searchPlaceholder')}
            ariaLabel={t('history.searchAria')}
          />
          <DayRangeFields
            fromLabel={t('history.from')}
            toLabel={t('history.to')}
            from={fromDay}
            to={toDay}
            onFromChange={setFromDay}
            onToChange={setToDay}
          />
          <FilterSelect
            label={t('history.event')}
            value={eventId}
            allLabel={t('history.allEvents')}
            options={(events.data?.items ?? []).map((event) => ({ value: event.id, label: event.eventName }))}
            onChange={setEventId}
            sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}
          />
          <FormControlLabel
            control={<Switch checked={overrunOnly} onChange={(event) => setOverrunOnly(event.target.checked)} />}
            label={t('history.overrunOnly')}
          />
          <ExportCsvButton
            href={breaksCsvUrl({
              q: filters.q,
              from: filters.from,
              to: filters.to,
              eventId: filters.eventId,
              overrunOnly: filters.overrunOnly,
              sort: filters.sort,
              order: filters.order,
            })}
            rows={history.data?.total}
          />
        </ListToolbar>
      }
      phoneList={(rows) => <PhoneCardList {...rows} card={(row) => <BreakCard key={row.id} row={row} />} />}
      grid={{
        columns,
        serverSort: { model: sortModel, onChange: setSortModel, fallback: defaultHistorySort },
        rowHeight: 52,
      }}
    />
  );
}

/** One break of the history on a phone: who, where, when, its status and the time taken against the time allowed. */
function BreakCard({ row }: { row: Break }) {
  return (
    <Card variant="outlined" component="li">
      <CardContent sx={{ '&:last-child': { pb: 2 } }}>
        <BreakHeading
          row={row}
          when={`${formatShortDateTime(row.startAt)}${row.endAt ? ` – ${formatShortDateTime(row.endAt)}` : ''}`}
          chip={<StatusChip row={row} />}
        />
        <Box sx={{ mt: 1 }}>
          <TakenVsAllowed row={row} />
        </Box>
      </CardContent>
    </Card>
  );
}
