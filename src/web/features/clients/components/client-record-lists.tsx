import AddRounded from '@mui/icons-material/AddRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { SessionUser } from '../../../../shared/contract/auth.ts';
import type { Client } from '../../../../shared/contract/clients.ts';
import { hasPermission, isPlatformAdmin } from '../../../../shared/policy.ts';
import { effectiveRole } from '../../../../shared/roles.ts';
import { screenPath } from '../../../../shared/screens.ts';
import { EventStatusChip } from '../../../components/event-status-chip.tsx';
import { ListLoadError, type ListQueryState } from '../../../components/list-page/list-load-error.tsx';
import { RecordStatusChip } from '../../../components/list-page/record-status.tsx';
import { addFormPath } from '../../../lib/add-on-arrival.ts';
import { formatCount, formatRangeInZone } from '../../../lib/format.ts';
import { clientTabPageSize, useClientCustomers } from '../api/list-client-customers.ts';
import { useClientEvents } from '../api/list-client-events.ts';

interface TabRow {
  id: string;
  /** The record's page, when the viewer can open it from here. */
  to: string | undefined;
  primary: ReactNode;
  secondary: ReactNode;
  chip: ReactNode;
}

/**
 * Whether the client shown is the one the viewer works in: everyone but an admin has only their own, and an
 * admin's customer pages and Add forms are those of their working client, which is their own until they choose
 * another on the Clients list.
 */
export function worksIn(actor: SessionUser, client: Client): boolean {
  return !isPlatformAdmin(effectiveRole(actor.roles)) || actor.clientId === client.id;
}

/** A tab's list of records: its figure and action, the rows as links, loading, empty state and pages. */
function RecordTabList({
  query,
  heading,
  note,
  action,
  label,
  loadingLabel,
  loadFailed,
  empty,
  rows,
  page,
  onPage,
}: {
  query: ListQueryState & { isPending: boolean; data: { total: number } | undefined };
  heading: ReactNode;
  note?: ReactNode;
  action?: ReactNode;
  label: string;
  loadingLabel: string;
  loadFailed: string;
  empty: ReactNode;
  rows: TabRow[];
  page: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation('clients');
  const total = query.data?.total ?? 0;
  const pages = Math.ceil(total / clientTabPageSize);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 2, flexWrap: 'wrap', mb: 1 }}>
        <Box sx={{ flex: 1, minWidth: 200 }}>{heading}</Box>
        {action}
      </Box>
      {note ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {note}
        </Typography>
      ) : null}
      <ListLoadError query={query} title={loadFailed} />
      {query.isPending ? (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
          <CircularProgress size={32} aria-label={loadingLabel} />
        </Box>
      ) : null}
      {query.data && total === 0 ? (
        <Box sx={{ py: 3, textAlign: 'center' }} data-testid="tab-empty">
          {empty}
        </Box>
      ) : null}
      {rows.length > 0 ? (
        <List aria-label={label} disablePadding sx={{ mx: { xs: -1, sm: -1.5 } }}>
          {rows.map((row) => {
            const content = (
              <>
                <ListItemText
                  primary={row.primary}
                  secondary={row.secondary}
                  slotProps={{ primary: { sx: { fontWeight: 500 }, dir: 'auto' } }}
                />
                <Box sx={{ flexShrink: 0, ml: 1 }}>{row.chip}</Box>
              </>
            );
            return (
              <ListItem key={row.id} disablePadding={Boolean(row.to)}>
                {row.to ? (
                  <ListItemButton component={RouterLink} to={row.to} sx={{ borderRadius: 1 }}>
                    {content}
                  </ListItemButton>
                ) : (
                  content
                )}
              </ListItem>
            );
          })}
        </List>
      ) : null}
      {pages > 1 ? (
        <Pagination
          count={pages}
          page={page}
          onChange={(_event, next) => onPage(next)}
          sx={{ mt: 2, display: 'flex', justifyContent: 'center' }}
          aria-label={t('page.pages')}
        />
      ) : null}
    </Paper>
  );
}

function EmptyWithAction({ text, action }: { text: string; action: ReactNode }) {
  return (
    <>
      <Typography color="text.secondary">{text}</Typography>
      {action ? <Box sx={{ mt: 1.5 }}>{action}</Box> : null}
    </>
  );
}

function AddLink({ to, label, variant }: { to: string; label: string; variant: 'contained' | 'outlined' }) {
  return (
    <Button component={RouterLink} to={to} variant={variant} size="small" startIcon={<AddRounded />}>
      {label}
    </Button>
  );
}

/** The client page's Customers tab: the client's customers by name, each a link to its page. */
export function ClientCustomers({ client, actor }: { client: Client; actor: SessionUser }) {
  const { t } = useTranslation('clients');
  const [page, setPage] = useState(1);
  const customers = useClientCustomers(client.id, page);
  const own = worksIn(actor, client);
  const mayAdd = own && hasPermission(actor.roles, 'customers.manage');
  const addLink = (variant: 'contained' | 'outlined') =>
    mayAdd ? <AddLink to={addFormPath('customers')} label={t('page.customersTab.add')} variant={variant} /> : null;
  const rows: TabRow[] = (customers.data?.items ?? []).map((customer) => ({
    id: customer.id,
    to: own ? screenPath('customers', { record: customer.id }) : undefined,
    primary: customer.name,
    secondary: t('page.customersTab.row', {
      events: formatCount(customer.events),
      users: formatCount(customer.users),
    }),
    chip: <RecordStatusChip status={customer.status} />,
  }));
  return (
    <RecordTabList
      query={customers}
      heading={
        <Typography variant="h6" component="h2">
          {t('page.customersTab.count', { count: formatCount(customers.data?.total ?? client.customers) })}
        </Typography>
      }
      note={own ? undefined : t('page.notWorkingClient')}
      action={(customers.data?.total ?? 0) > 0 ? addLink('outlined') : null}
      label={t('page.customersTab.listLabel', { name: client.clientName })}
      loadingLabel={t('page.customersTab.loading')}
      loadFailed={t('page.customersTab.loadFailed')}
      empty={<EmptyWithAction text={t('page.customersTab.empty')} action={addLink('contained')} />}
      rows={rows}
      page={page}
      onPage={setPage}
    />
  );
}

/** The client page's Events tab: the client's events the viewer may see, newest first, each a link to its page. */
export function ClientEvents({ client, actor }: { client: Client; actor: SessionUser }) {
  const { t } = useTranslation('clients');
  const [page, setPage] = useState(1);
  const events = useClientEvents(client.id, page);
  const own = worksIn(actor, client);
  const mayPlan = own && hasPermission(actor.roles, 'events.edit');
  const shown = events.data?.total ?? 0;
  const planLink = (variant: 'contained' | 'outlined') =>
    mayPlan ? <AddLink to={addFormPath('events')} label={t('page.eventsTab.add')} variant={variant} /> : null;
  const rows: TabRow[] = (events.data?.items ?? []).map((event) => ({
    id: event.id,
    to: screenPath('events', { record: event.id }),
    primary: event.eventName,
    secondary: (
      <>
        <bdi>{event.customerName}</bdi>
        {' · '}
        <bdi>{formatRangeInZone(event.startDate, event.endDate, event.timeZone)}</bdi>
      </>
    ),
    chip: <EventStatusChip status={event.status} />,
  }));
  // The count above is the client's; a viewer whose scope is narrower sees fewer, and is told so.
  const narrower = events.data !== undefined && shown < client.events;
  return (
    <RecordTabList
      query={events}
      heading={
        <>
          <Typography variant="h6" component="h2">
            {t('page.eventsTab.count', { count: formatCount(client.events) })}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('page.eventsTab.activeNow', { count: formatCount(client.activeEvents) })}
          </Typography>
        </>
      }
      note={
        narrower && shown > 0
          ? t('page.eventsTab.yoursOnly', { shown: formatCount(shown) })
          : own
            ? undefined
            : t('page.notWorkingClient')
      }
      action={shown > 0 ? planLink('outlined') : null}
      label={t('page.eventsTab.listLabel', { name: client.clientName })}
      loadingLabel={t('page.eventsTab.loading')}
      loadFailed={t('page.eventsTab.loadFailed')}
      empty={
        <EmptyWithAction
          text={client.events > 0 ? t('page.eventsTab.noneVisible') : t('page.eventsTab.empty')}
          action={planLink('contained')}
        />
      }
      rows={rows}
      page={page}
      onPage={setPage}
    />
  );
}
