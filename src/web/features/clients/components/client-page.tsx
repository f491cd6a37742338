import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import type { SessionUser } from '../../../../shared/contract/auth.ts';
import type { Client } from '../../../../shared/contract/clients.ts';
import { hasPermission } from '../../../../shared/policy.ts';
import { formatCount, formatFullDateTime } from '../../../lib/format.ts';
import { useSession } from '../../auth/api/get-session.ts';
import { useClient } from '../api/get-client.ts';
import { ClientFormDialog } from './client-form-dialog.tsx';
import { ClientNotes } from './client-notes.tsx';
import { ClientStatusChip } from './client-status-chip.tsx';

/** The tabs in order; the first, 'clientsMain', is where the page opens (SPEC §2.2). */
const tabs = [
  { id: 'clientsMain', label: 'Overview' },
  { id: 'notes', label: 'Notes' },
  { id: 'customers', label: 'Customers' },
  { id: 'events', label: 'Events' },
] as const;
type TabId = (typeof tabs)[number]['id'];

function isTabId(value: string | null): value is TabId {
  return tabs.some((tab) => tab.id === value);
}

export default function ClientPage() {
  const actor = useSession().data?.user;
  const { id = '' } = useParams();
  if (!actor) return null;
  return <ClientView key={id} id={id} actor={actor} />;
}

function ClientView({ id, actor }: { id: string; actor: SessionUser }) {
  const client = useClient(id);
  const [params, setParams] = useSearchParams();
  const tabParam = params.get('tab');
  const tab: TabId = isTabId(tabParam) ? tabParam : 'clientsMain';
  const [editing, setEditing] = useState(false);
  const mayEdit = hasPermission(actor.roles, 'clients.edit');

  const back = (
    <Button component={RouterLink} to="/clients" startIcon={<ArrowBackRounded />} sx={{ alignSelf: 'flex-start' }}>
      Clients
    </Button>
  );

  if (client.isPending) {
    return (
      <Stack spacing={2}>
        {back}
        <Skeleton variant="text" width={280} height={48} />
        <Skeleton variant="rounded" height={220} />
      </Stack>
    );
  }
  if (client.error) {
    return (
      <Stack spacing={2}>
        {back}
        <Alert
          severity={client.error.message === 'No such client.' ? 'warning' : 'error'}
          action={
            <Button color="inherit" size="small" onClick={() => void client.refetch()}>
              Retry
            </Button>
          }
        >
          <AlertTitle>The client could not be loaded</AlertTitle>
          {client.error.message}
        </Alert>
      </Stack>
    );
  }

  const data = client.data;
  return (
    <Stack spacing={{ xs: 2, sm: 3 }}>
      {back}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography
          variant="h4"
          component="h1"
          sx={{ fontSize: { xs: 26, sm: 30 }, overflowWrap: 'anywhere', minWidth: 0 }}
        >
          {data.clientName}
        </Typography>
        <ClientStatusChip status={data.status} />
        <Box sx={{ flex: 1 }} />
        {mayEdit ? (
          <Button variant="outlined" startIcon={<EditOutlined />} onClick={() => setEditing(true)}>
            Edit
          </Button>
        ) : null}
      </Box>

      <Tabs
        value={tab}
        onChange={(_event, next: TabId) =>
          setParams(
            (current) => {
              const updated = new URLSearchParams(current);
              if (next === 'clientsMain') updated.delete('tab');
              else updated.set('tab', next);
              return updated;
            },
            { replace: true },
          )
        }
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label="Client sections"
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {tabs.map((t) => (
          <Tab
            key={t.id}
            value={t.id}
            label={t.label}
            id={`client-tab-${t.id}`}
            aria-controls={`client-panel-${t.id}`}
          />
        ))}
      </Tabs>

      <Box role="tabpanel" id={`client-panel-${tab}`} aria-labelledby={`client-tab-${tab}`}>
        {tab === 'clientsMain' ? <Overview client={data} /> : null}
        {tab === 'notes' ? <ClientNotes clientId={data.id} actor={actor} /> : null}
        {tab === 'customers' ? (
          <ComingWithScreen
            count={data.customers}
            noun="customer"
            line="The list of customers comes with the Customers screen."
          />
        ) : null}
        {tab === 'events' ? (
          <ComingWithScreen
            count={data.events}
            noun="event"
            extra={`${formatCount(data.activeEvents)} active now`}
            line="The list of events comes with the Events screen."
          />
        ) : null}
      </Box>

      {editing ? <ClientFormDialog open client={data} onClose={() => setEditing(false)} /> : null}
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

function Overview({ client }: { client: Client }) {
  return (
    <Stack spacing={2}>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <Stat label="Customers" value={client.customers} />
        <Stat label="Events" value={client.events} />
        <Stat label="Active now" value={client.activeEvents} />
      </Box>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          Details
        </Typography>
        <Box component="dl" sx={{ m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <Detail label="Contact name">{client.contactName}</Detail>
          <Detail label="Contact phone">{client.contactPhone}</Detail>
          <Detail label="Contact email">{client.contactEmail}</Detail>
          <Detail label="Time zone">{client.timeZone}</Detail>
          <Detail label="Address">{client.address}</Detail>
          <Detail label="Client since">{formatFullDateTime(client.createdAt)}</Detail>
        </Box>
      </Paper>
    </Stack>
  );
}

function ComingWithScreen({ count, noun, extra, line }: { count: number; noun: string; extra?: string; line: string }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
        {`${formatCount(count)} ${noun}${count === 1 ? '' : 's'}`}
      </Typography>
      {extra ? <Typography color="text.secondary">{extra}</Typography> : null}
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        {line}
      </Typography>
    </Paper>
  );
}
