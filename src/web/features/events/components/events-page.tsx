import EventNoteRounded from '@mui/icons-material/EventNoteRounded';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { SessionUser } from '../../../../shared/contract/auth.ts';
import {
  type EventStatus,
  type EventSummary,
  eventSortKeys,
  eventStatuses,
} from '../../../../shared/contract/events.ts';
import { fieldError } from '../../../../shared/contract/field-errors.ts';
import { hasPermission } from '../../../../shared/policy.ts';
import { screenPath } from '../../../../shared/screens.ts';
import { ExportCsvButton } from '../../../components/csv-export-button.tsx';
import { EventStatusChip } from '../../../components/event-status-chip.tsx';
import { DayRangeFields } from '../../../components/list-page/day-range-fields.tsx';
import { FilterSelect } from '../../../components/list-page/filter-select.tsx';
import { EllipsisCell, TwoLineCell } from '../../../components/list-page/grid-cells.tsx';
import { AddButton } from '../../../components/list-page/list-page-header.tsx';
import { ListRoute } from '../../../components/list-page/list-route.tsx';
import { type ListRows, ListScreen } from '../../../components/list-page/list-screen.tsx';
import { ListSearchField, useListSearch } from '../../../components/list-page/list-search.tsx';
import { ListToolbar } from '../../../components/list-page/list-toolbar.tsx';
import { PhoneLineTitle, PhoneListFrame } from '../../../components/list-page/phone-lists.tsx';
import { PhoneSortSelect } from '../../../components/list-page/phone-sort-select.tsx';
import { useListPaging } from '../../../components/list-page/use-list-pagination.ts';
import { useListSort } from '../../../components/list-page/use-list-sort.ts';
import { translateFieldError } from '../../../i18n/translate-field-error.ts';
import { useAddOnArrival } from '../../../lib/add-on-arrival.ts';
import { formatCount, formatDateTimeInZone } from '../../../lib/format.ts';
import { useSession } from '../../../lib/session.ts';
import { eventsCsvUrl } from '../api/export-events-csv.ts';
import { useCustomerOptions } from '../api/list-customer-options.ts';
import { useEvents } from '../api/list-events.ts';
import { EventFormDialog } from './event-form-dialog.tsx';
import { formatDollars } from './money.ts';

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
  return <ListRoute actor={useSession().data?.user} view={EventsView} focusPath="/events" />;
}

function EventsView({ actor }: { actor: SessionUser }) {
  const navigate = useNavigate();
  const { t } = useTranslation(['events', 'common']);
  const mayEdit = hasPermission(actor.roles, 'events.edit');
  const mayListCustomers = hasPermission(actor.roles, 'customers.view');
  const customers = useCustomerOptions(mayListCustomers);
  const search = useListSearch();
  const { q } = search;
  const [status, setStatus] = useState<EventStatus | ''>('');
  const [customerId, setCustomerId] = useState('');
  const [fromDay, setFromDay] = useState('');
  const [toDay, setToDay] = useState('');
  const sorting = useListSort(eventSortKeys, { field: 'startDate', sort: 'desc' });
  const { sort, order } = sorting;
  const addRequested = useAddOnArrival(mayEdit);
  const [adding, setAdding] = useState(addRequested);

  const from = dayBoundary(fromDay, false);
  const rangeWrong = Boolean(fromDay && toDay && toDay < fromDay);
  const to = rangeWrong ? undefined : dayBoundary(toDay, true);

  const paging = useListPaging([q, status, customerId, from, to, sort, order]);

  const filters = {
    q: q || undefined,
    status: status || undefined,
    customerId: customerId || undefined,
    from,
    to,
    sort,
    order,
  } as const;
  const events = useEvents({ ...filters, ...paging.query });

  const columns = useMemo<GridColDef<EventSummary>[]>(() => {
    const base: GridColDef<EventSummary>[] = [
      {
        field: 'eventName',
        headerName: t('list.columns.name'),
        flex: 1.3,
        minWidth: 180,
        renderCell: ({ row }) => (
          <TwoLineCell title={row.eventName} caption={row.siteName} dir="auto" textAlign="start" />
        ),
      },
      {
        field: 'customerName',
        headerName: t('list.columns.customer'),
        flex: 1,
        minWidth: 130,
        renderCell: ({ value }) => <EllipsisCell dir="auto">{value}</EllipsisCell>,
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
  const filtered = Boolean(search.text || status || customerId || fromDay || toDay);
  const csvHref = eventsCsvUrl(filters);
  const emptyLabel = filtered ? t('list.noMatch') : t('list.empty');
  const openEvent = (event: EventSummary) => void navigate(screenPath('events', { record: event.id }));

  return (
    <ListScreen
      title={t('list.title')}
      subtitle={t('list.subtitle')}
      actions={
        <Stack direction="row" spacing={1}>
          <ExportCsvButton href={csvHref} title={t('list.exportHint')} rows={data?.total} />
          {mayEdit ? <AddButton label={t('list.add')} onClick={() => setAdding(true)} /> : null}
        </Stack>
      }
      query={events}
      paging={paging}
      emptyLabel={emptyLabel}
      loadFailed={t('list.loadFailed')}
      toolbar={
        <ListToolbar
          columns={{ xs: '1fr 1fr', md: 'repeat(3, 1fr)', lg: '2fr 1fr 1.3fr 1fr 1fr' }}
          sx={{ '& > :first-of-type': { gridColumn: { xs: '1 / -1', md: '1 / -1', lg: 'auto' } } }}
        >
          <ListSearchField search={search} placeholder={t('list.searchPlaceholder')} ariaLabel={t('list.searchAria')} />
          <FilterSelect
            label={t('list.status')}
            value={status}
            allLabel={t('list.allStatuses')}
            options={eventStatuses.map((s) => ({ value: s, label: t(`status.${s}`) }))}
            onChange={setStatus}
          />
          {mayListCustomers ? (
            <FilterSelect
              label={t('list.customer')}
              value={customerId}
              allLabel={t('list.allCustomers')}
              options={(customers.data?.items ?? []).map((c) => ({ value: c.id, label: c.name }))}
              onChange={setCustomerId}
              optionDir="auto"
            />
          ) : null}
          <DayRangeFields
            fromLabel={t('list.from')}
            toLabel={t('list.to')}
            from={fromDay}
            to={toDay}
            onFromChange={setFromDay}
            onToChange={setToDay}
            rangeError={rangeWrong ? translateFieldError(fieldError('validation.after_start')) : undefined}
          />
          <PhoneSortSelect
            label={t('list.sortBy')}
            sorts={phoneSorts}
            sorting={sorting}
            optionLabel={(s) => t(`list.sort.${s.id}`)}
          />
        </ListToolbar>
      }
      phoneList={(rows) => <EventCards {...rows} mayEdit={mayEdit} onOpen={openEvent} />}
      grid={{
        columns,
        serverSort: sorting.serverSort,
        sortingOrder: ['desc', 'asc'],
        filterMode: 'server',
        onOpenRow: openEvent,
      }}
    >
      {adding ? (
        <EventFormDialog
          open
          actor={actor}
          onClose={() => setAdding(false)}
          onSaved={(event) => void navigate(screenPath('events', { record: event.id }))}
        />
      ) : null}
    </ListScreen>
  );
}

function EventCards({
  label,
  query,
  emptyLabel,
  mayEdit,
  paging,
  onOpen,
}: ListRows<EventSummary> & { mayEdit: boolean; onOpen: (event: EventSummary) => void }) {
  const { t } = useTranslation(['events', 'common']);
  const items = query.data?.items ?? [];
  return (
    <PhoneListFrame
      query={query}
      paging={paging}
      loadingLabel={t('list.loading')}
      emptyIcon={<EventNoteRounded sx={{ fontSize: 40, opacity: 0.5 }} />}
      emptyLabel={emptyLabel}
    >
      <Stack component="ul" aria-label={label} spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {items.map((event) => (
          <Card component="li" key={event.id} variant="outlined">
            <CardActionArea onClick={() => onOpen(event)}>
              <CardContent sx={{ py: 1.5 }}>
                <PhoneLineTitle title={event.eventName} dir="auto" chip={<EventStatusChip status={event.status} />} />
                {/* Wrapped, not cut: a phone has no hover, and an ellipsis in Arabic would cut a Latin name's start. */}
                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  <bdi>{event.customerName}</bdi>
                  {event.siteName ? (
                    <>
                      {' · '}
                      <bdi>{event.siteName}</bdi>
                    </>
                  ) : null}
                </Typography>
                {/* Each date and time on one line: the range breaks between them. */}
                <Typography variant="body2" color="text.secondary" sx={{ '& bdi': { whiteSpace: 'nowrap' } }}>
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
    </PhoneListFrame>
  );
}
