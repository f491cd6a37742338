import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
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
import { type ReactNode, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import type { SessionUser } from '../../../../shared/contract/auth.ts';
import type { Client } from '../../../../shared/contract/clients.ts';
import { hasPermission } from '../../../../shared/policy.ts';
import { translateError } from '../../../i18n/translate-error.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { formatCount, formatFullDateTime } from '../../../lib/format.ts';
import { useSession } from '../../../lib/session.ts';
import { useClient } from '../api/get-client.ts';
import { ClientFormDialog } from './client-form-dialog.tsx';
import { ClientNotes } from './client-notes.tsx';
import { ClientStatusChip } from './client-status-chip.tsx';

/** The tabs in order; the first, 'clientsMain', is where the page opens (docs/product/clients-and-customers.md#client-page). */
const tabs = ['clientsMain', 'notes', 'customers', 'events'] as const;
type TabId = (typeof tabs)[number];

function isTabId(value: string | null): value is TabId {
  return tabs.some((tab) => tab === value);
}

export default function ClientPage() {
  const actor = useSession().data?.user;
  const { id = '' } = useParams();
  if (!actor) return null;
  return <ClientView key={id} id={id} actor={actor} />;
}

function ClientView({ id, actor }: { id: string; actor: SessionUser }) {
  const client = useClient(id);
  const { t } = useTranslation(['clients', 'common']);
  const theme = useTheme();
  const [params, setParams] = useSearchParams();
  const tabParam = params.get('tab');
  const tab: TabId = isTabId(tabParam) ? tabParam : 'clientsMain';
  const [editing, setEditing] = useState(false);
  const mayEdit = hasPermission(actor.roles, 'clients.edit');

  const back = (
    <Button
      component={RouterLink}
      to="/clients"
      startIcon={<ArrowBackRounded sx={{ transform: theme.direction === 'rtl' ? 'scaleX(-1)' : undefined }} />}
      sx={{ alignSelf: 'flex-start' }}
    >
      {t('list.title')}
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
          severity={isApiError(client.error) && client.error.code === 'not_found' ? 'warning' : 'error'}
          action={
            <Button color="inherit" size="small" onClick={() => void client.refetch()}>
              {t('common:actions.retry')}
            </Button>
          }
        >
          <AlertTitle>{t('page.loadFailed')}</AlertTitle>
          {translateError(client.error)}
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
            {t('common:actions.edit')}
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
        aria-label={t('page.sections')}
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {tabs.map((tabId) => (
          <Tab
            key={tabId}
            value={tabId}
            label={t(`page.tabs.${tabId}`)}
            id={`client-tab-${tabId}`}
            aria-controls={`client-panel-${tabId}`}
          />
        ))}
      </Tabs>

      <Box role="tabpanel" id={`client-panel-${tab}`} aria-labelledby={`client-tab-${tab}`}>
        {tab === 'clientsMain' ? <Overview client={data} /> : null}
        {tab === 'notes' ? <ClientNotes clientId={data.id} actor={actor} /> : null}
        {tab === 'customers' ? (
          <ComingWithScreen
            title={t('page.customersTab.count', { count: formatCount(data.customers) })}
            line={t('page.customersTab.line')}
          />
        ) : null}
        {tab === 'events' ? (
          <ComingWithScreen
            title={t('page.eventsTab.count', { count: formatCount(data.events) })}
            extra={t('page.eventsTab.activeNow', { count: formatCount(data.activeEvents) })}
            line={t('page.eventsTab.line')}
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
  const { t } = useTranslation(['clients', 'common']);
  return (
    <Stack spacing={2}>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <Stat label={t('page.stats.customers')} value={client.customers} />
        <Stat label={t('page.stats.events')} value={client.events} />
        <Stat label={t('page.stats.activeNow')} value={client.activeEvents} />
      </Box>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          {t('page.details.title')}
        </Typography>
        <Box component="dl" sx={{ m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <Detail label={t('page.details.contactName')}>{client.contactName}</Detail>
          <Detail label={t('page.details.contactPhone')}>
            {client.contactPhone ? <bdi>{client.contactPhone}</bdi> : null}
          </Detail>
          <Detail label={t('page.details.contactEmail')}>
            {client.contactEmail ? <bdi>{client.contactEmail}</bdi> : null}
          </Detail>
          <Detail label={t('page.details.timeZone')}>
            <bdi>{client.timeZone}</bdi>
          </Detail>
          <Detail label={t('page.details.address')}>{client.address}</Detail>
          <Detail label={t('page.details.clientSince')}>{formatFullDateTime(client.createdAt)}</Detail>
          <Detail label={t('page.details.positionInterval')}>
            <Trans
              t={t}
              i18nKey="page.details.positionIntervalValue"
              values={{ seconds: formatCount(client.positionIntervalSeconds) }}
              components={{ bdi: <bdi /> }}
            />
          </Detail>
          <Detail label={t('page.details.visitorRetention')}>
            <Trans
              t={t}
              i18nKey="page.details.visitorRetentionValue"
              values={{ days: formatCount(client.visitorRetentionDays) }}
              components={{ bdi: <bdi /> }}
            />
          </Detail>
        </Box>
      </Paper>
    </Stack>
  );
}

function ComingWithScreen({ title, extra, line }: { title: string; extra?: string; line: string }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      {extra ? <Typography color="text.secondary">{extra}</Typography> : null}
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        {line}
      </Typography>
    </Paper>
  );
}
