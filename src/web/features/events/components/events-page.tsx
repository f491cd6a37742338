import AddRounded from '@mui/icons-material/AddRounded';
import DownloadRounded from '@mui/icons-material/DownloadRounded';
import EventNoteRounded from '@mui/icons-material/EventNoteRounded';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  DataGrid,
  type GridColDef,
  type GridPaginationModel,
  type GridRowParams,
  type GridSortModel,
} from '@mui/x-data-grid';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import type { SessionUser } from '../../../../shared/contract/auth.ts';
import {
  type EventListResponse,
  type EventSortKey,
  type EventStatus,
  type EventSummary,
  eventSortKeys,
  eventStatuses,
} from '../../../../shared/contract/events.ts';
import { hasPermission } from '../../../../shared/policy.ts';
import { useDataGridLocaleText } from '../../../components/data-grid-locale.ts';
import { SearchField } from '../../../components/search-field.tsx';
import { translateMessage } from '../../../i18n/i18n.ts';
import { translateError } from '../../../i18n/translate-error.ts';
import { formatCount, formatDateTimeInZone } from '../../../lib/format.ts';
import { useSession } from '../../../lib/session.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { eventsCsvUrl } from '../api/export-events-csv.ts';
import { useCustomerOptions } from '../api/list-customer-options.ts';
import { useEvents } from '../api/list-events.ts';
import { EventFormDialog } from './event-form-dialog.tsx';
import { EventStatusChip } from './event-status-chip.tsx';
import { formatDollars } from './money.ts';

const pageSizeOptions = [10, 25, 50, 100];
const defaultSort: GridSortModel = [{ field: 'startDate', sort: 'desc' }];

function isSortKey(value: string): value is EventSortKey {
  return eventSortKeys.some((key) => key === value);
}

function isStatus(value: string): value is EventStatus {
  return eventStatuses.some((status) => status === value);
}

/** A `date` input's day as an instant: its start (`from`) or its end (`to`) in the viewer's zone. */
function dayBoundary(day: string, end: boolean): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return undefined;
  const date = new Date(`${day}T${end ? '23:59:59.999' : '00:00:00.000'}`);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

/** A time as the event's site reads it, wrapping onto two lines in a narrow column. */
function ZonedTime({ iso, timeZone }: { iso: string; timeZone: string }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', height: '100%', lineHeight: 1.35, whiteSpace: 'normal' }}>
      <bdi>{formatDateTimeInZone(iso, timeZone)}</bdi>
    </Box>
  );
}

/** Phone sort choices: one menu instead of column headers. */
const phoneSorts = [
  { id: 'newest', sort: 'startDate', order: 'desc' },
  { id: 'oldest', sort: 'startDate', order: 'asc' },
  { id: 'nameAsc', sort: 'eventName', order: 'asc' },
  { id: 'status', sort: 'status', order: 'asc' },
] as const;

/** Events (docs/product/access-and-roles.md#event-visibility): every role with events.view, each within its scope; `?focus=<id>` opens that event. */
export default function EventsPage() {
  const actor = useSession().data?.user;
  const focus = useSearchParams()[0].get('focus');
  if (focus) return <Navigate to={`/events/${encodeURIComponent(focus)}`} replace />;
  if (!actor) return null;
  return <EventsView actor={actor} />;
}

function EventsView({ actor }: { actor: SessionUser }) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const navigate = useNavigate();
  const { t } = useTranslation(['events', 'common']);
  const localeText = useDataGridLocaleText();
  const mayEdit = hasPermission(actor.roles, 'events.edit');
  const mayListCustomers = hasPermission(actor.roles, 'customers.view');
  const customers = useCustomerOptions(mayListCustomers);
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim());
  const [status, setStatus] = useState<EventStatus | ''>('');
  const [customerId, setCustomerId] = useState('');
  const [fromDay, setFromDay] = useState('');
  const [toDay, setToDay] = useState('');
  const [sortModel, setSortModel] = useState<GridSortModel>(defaultSort);
  const [pagination, setPagination] = useState<GridPaginationModel>({ page: 0, pageSize: 25 });
  const [adding, setAdding] = useState(false);

  const sortItem = sortModel[0];
  const sort: EventSortKey = sortItem && isSortKey(sortItem.field) ? sortItem.field : 'startDate';
  const order = sortItem?.sort === 'asc' ? 'asc' : 'desc';
  const from = dayBoundary(fromDay, false);
  const rangeWrong = Boolean(fromDay && toDay && toDay < fromDay);
  const to = rangeWrong ? undefined : dayBoundary(toDay, true);

  // A new filter or order starts again at the first page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the filters are the trigger, not values read here.
  useEffect(() => {
    setPagination((current) => (current.page === 0 ? current : { ...current, page: 0 }));
  }, [q, status, customerId, from, to, sort, order]);

  const filters = {
    q: q || undefined,
    status: status || undefined,
    customerId: customerId || undefined,
    from,
    to,
    sort,
    order,
  } as const;
  const events = useEvents({ ...filters, page: pagination.page + 1, limit: pagination.pageSize });

  const columns = useMemo<GridColDef<EventSummary>[]>(() => {
    const base: GridColDef<EventSummary>[] = [
      {
        field: 'eventName',
        headerName: t('list.columns.name'),
        flex: 1.3,
        minWidth: 180,
        renderCell: ({ row }) => (
          <Box sx={{ display: 'flex', flexDirection: 'column', justifyContent: 'center', height: '100%', minWidth: 0 }}>
            <Typography variant="body2" noWrap dir="auto" sx={{ fontWeight: 600, textAlign: 'start' }}>
              {row.eventName}
            </Typography>
            {row.siteName ? (
              <Typography variant="caption" color="text.secondary" noWrap dir="auto" sx={{ textAlign: 'start' }}>
                {row.siteName}
              </Typography>
            ) : null}
          </Box>
        ),
      },
      {
        field: 'customerName',
        headerName: t('list.columns.customer'),
        flex: 1,
        minWidth: 130,
        renderCell: ({ value }) => (
          <Box
            component="span"
            dir="auto"
            sx={{ display: 'block', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
          >
            {value}
          </Box>
        ),
      },
      {
        field: 'startDate',
        headerName: t('list.columns.start'),
        width: 160,
        renderCell: ({ row }) => <ZonedTime iso={row.startDate} timeZone={row.timeZone} />,
      },
      {
        field: 'endDate',
        headerName: t('list.columns.end'),
        width: 160,
        renderCell: ({ row }) => <ZonedTime iso={row.endDate} timeZone={row.timeZone} />,
      },
      {
        field: 'status',
        headerName: t('list.columns.status'),
        width: 115,
        renderCell: ({ row }) => <EventStatusChip status={row.status} />,
      },
      {
        field: 'guardsAssigned',
        headerName: t('list.columns.guards'),
        width: 170,
        renderCell: ({ row }) => (
          <Box sx={{ display: 'flex', flexDirection: 'column', justifyContent: 'center', height: '100%', minWidth: 0 }}>
            <Typography variant="body2" noWrap>
              {t('list.assignedCount', { count: formatCount(row.guardsAssigned) })}
            </Typography>
            <Typography variant="caption" color="text.secondary" noWrap>
              {t('list.dutyCounts', { onDuty: formatCount(row.guardsOnDuty), onBreak: formatCount(row.guardsOnBreak) })}
            </Typography>
          </Box>
        ),
      },
    ];
    if (!mayEdit) return base;
    return [
      ...base,
      {
        field: 'payrollBudget',
        headerName: t('list.columns.budget'),
        type: 'number',
        width: 130,
        valueFormatter: (value: number) => formatDollars(value),
      },
    ];
  }, [mayEdit, t]);

  const data = events.data;
  const filtered = Boolean(search || status || customerId || fromDay || toDay);
  const csvHref = eventsCsvUrl(filters);
  const phoneSort = phoneSorts.find((s) => s.sort === sort && s.order === order)?.id ?? 'newest';

  return (
    <Stack spacing={{ xs: 2, sm: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'flex-end', gap: 2, flexWrap: 'wrap' }}>
        <Box sx={{ flex: 1, minWidth: 200 }}>
          <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 26, sm: 30 } }}>
            {t('list.title')}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {t('list.subtitle')}
          </Typography>
        </Box>
        <Stack direction="row" spacing={1}>
          <Button
            variant="outlined"
            startIcon={<DownloadRounded />}
            href={csvHref}
            download
            title={t('list.exportHint')}
            disabled={!data || data.total === 0}
          >
            {t('common:actions.exportCsv')}
          </Button>
          {mayEdit ? (
            <Button variant="contained" startIcon={<AddRounded />} onClick={() => setAdding(true)}>
              {t('list.add')}
            </Button>
          ) : null}
        </Stack>
      </Box>

      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
        <Box
          sx={{
            display: 'grid',
            gap: 1.5,
            mb: 2,
            gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(3, 1fr)', lg: '2fr 1fr 1.3fr 1fr 1fr' },
            '& > :first-of-type': { gridColumn: { xs: '1 / -1', md: '1 / -1', lg: 'auto' } },
          }}
        >
          <SearchField
            label={t('common:actions.search')}
            placeholder={t('list.searchPlaceholder')}
            value={search}
            onChange={setSearch}
            ariaLabel={t('list.searchAria')}
          />
          <TextField
            select
            label={t('list.status')}
            size="small"
            value={status}
            onChange={(event) => setStatus(isStatus(event.target.value) ? event.target.value : '')}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value="">{t('list.allStatuses')}</MenuItem>
            {eventStatuses.map((s) => (
              <MenuItem key={s} value={s}>
                {t(`status.${s}`)}
              </MenuItem>
            ))}
          </TextField>
          {mayListCustomers ? (
            <TextField
              select
              label={t('list.customer')}
              size="small"
              value={customerId}
              onChange={(event) => setCustomerId(event.target.value)}
              slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            >
              <MenuItem value="">{t('list.allCustomers')}</MenuItem>
              {(customers.data?.items ?? []).map((c) => (
                <MenuItem key={c.id} value={c.id} dir="auto">
                  {c.name}
                </MenuItem>
              ))}
            </TextField>
          ) : null}
          <TextField
            type="date"
            label={t('list.from')}
            size="small"
            value={fromDay}
            onChange={(event) => setFromDay(event.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            type="date"
            label={t('list.to')}
            size="small"
            value={toDay}
            onChange={(event) => setToDay(event.target.value)}
            error={rangeWrong}
            helperText={rangeWrong ? translateMessage('Must be after the start') : undefined}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: fromDay || undefined } }}
          />
          {phone ? (
            <TextField
              select
              label={t('list.sortBy')}
              size="small"
              value={phoneSort}
              onChange={(event) => {
                const next = phoneSorts.find((s) => s.id === event.target.value);
                if (next) setSortModel([{ field: next.sort, sort: next.order }]);
              }}
            >
              {phoneSorts.map((s) => (
                <MenuItem key={s.id} value={s.id}>
                  {t(`list.sort.${s.id}`)}
                </MenuItem>
              ))}
            </TextField>
          ) : null}
        </Box>

        {events.error ? (
          <Alert
            severity="error"
            sx={{ mb: 2 }}
            action={
              <Button color="inherit" size="small" onClick={() => void events.refetch()} disabled={events.isFetching}>
                {t('common:actions.retry')}
              </Button>
            }
          >
            <AlertTitle>{t('list.loadFailed')}</AlertTitle>
            {translateError(events.error)}
          </Alert>
        ) : null}

        {phone ? (
          <EventCards
            data={data}
            loading={events.isFetching}
            filtered={filtered}
            mayEdit={mayEdit}
            pagination={pagination}
            onPage={(page) => setPagination((current) => ({ ...current, page }))}
            onOpen={(event) => void navigate(`/events/${event.id}`)}
          />
        ) : (
          <DataGrid
            aria-label={t('list.title')}
            rows={data?.items ?? []}
            columns={columns}
            rowCount={data?.total ?? 0}
            loading={events.isFetching}
            paginationMode="server"
            paginationModel={pagination}
            onPaginationModelChange={setPagination}
            pageSizeOptions={pageSizeOptions}
            sortingMode="server"
            sortModel={sortModel}
            onSortModelChange={(model) => setSortModel(model.length > 0 ? model : defaultSort)}
            sortingOrder={['desc', 'asc']}
            filterMode="server"
            onRowClick={({ row }: GridRowParams<EventSummary>) => void navigate(`/events/${row.id}`)}
            disableRowSelectionOnClick
            disableColumnMenu
            rowHeight={60}
            autoHeight
            localeText={{ ...localeText, noRowsLabel: filtered ? t('list.noMatch') : t('list.empty') }}
            sx={{ border: 0, '--DataGrid-overlayHeight': '160px', '& .MuiDataGrid-row': { cursor: 'pointer' } }}
          />
        )}
      </Paper>

      {adding ? (
        <EventFormDialog
          open
          actor={actor}
          onClose={() => setAdding(false)}
          onSaved={(event) => void navigate(`/events/${event.id}`)}
        />
      ) : null}
    </Stack>
  );
}

function EventCards({
  data,
  loading,
  filtered,
  mayEdit,
  pagination,
  onPage,
  onOpen,
}: {
  data: EventListResponse | undefined;
  loading: boolean;
  filtered: boolean;
  mayEdit: boolean;
  pagination: GridPaginationModel;
  onPage: (page: number) => void;
  onOpen: (event: EventSummary) => void;
}) {
  const { t } = useTranslation(['events', 'common']);
  const items = data?.items ?? [];
  const pages = Math.max(1, Math.ceil((data?.total ?? 0) / pagination.pageSize));
  return (
    <Box>
      {loading ? <LinearProgress aria-label={t('list.loading')} sx={{ mb: 1 }} /> : null}
      {data && items.length === 0 ? (
        <Box sx={{ textAlign: 'center', py: 5, color: 'text.secondary' }}>
          <EventNoteRounded sx={{ fontSize: 40, opacity: 0.5 }} />
          <Typography>{filtered ? t('list.noMatch') : t('list.empty')}</Typography>
        </Box>
      ) : null}
      <Stack component="ul" aria-label={t('list.title')} spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {items.map((event) => (
          <Card component="li" key={event.id} variant="outlined">
            <CardActionArea onClick={() => onOpen(event)}>
              <CardContent sx={{ py: 1.5 }}>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
                  <Typography variant="subtitle2" component="span" noWrap dir="auto" sx={{ flex: 1, minWidth: 0 }}>
                    {event.eventName}
                  </Typography>
                  <EventStatusChip status={event.status} />
                </Box>
                <Typography variant="body2" color="text.secondary" noWrap>
                  <bdi>{event.customerName}</bdi>
                  {event.siteName ? (
                    <>
                      {' · '}
                      <bdi>{event.siteName}</bdi>
                    </>
                  ) : null}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  <bdi>{formatDateTimeInZone(event.startDate, event.timeZone)}</bdi>
                  {' – '}
                  <bdi>{formatDateTimeInZone(event.endDate, event.timeZone)}</bdi>
                </Typography>
                <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
                  {t('list.phoneGuards', {
                    assigned: formatCount(event.guardsAssigned),
                    onDuty: formatCount(event.guardsOnDuty),
                    onBreak: formatCount(event.guardsOnBreak),
                  })}
                  {mayEdit ? ` · ${t('list.phoneBudget', { budget: formatDollars(event.payrollBudget) })}` : ''}
                </Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        ))}
      </Stack>
      {pages > 1 ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
          <Pagination count={pages} page={pagination.page + 1} onChange={(_event, page) => onPage(page - 1)} />
        </Box>
      ) : null}
    </Box>
  );
}
