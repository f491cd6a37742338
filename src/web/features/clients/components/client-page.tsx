import EditOutlined from '@mui/icons-material/EditOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import type { SessionUser } from '../../../../shared/contract/auth.ts';
import type { Client } from '../../../../shared/contract/clients.ts';
import { hasPermission } from '../../../../shared/policy.ts';
import { RecordStatusChip } from '../../../components/list-page/record-status.tsx';
import { DetailItem, DetailsCard, StatRow, StatTile } from '../../../components/record-page/record-details.tsx';
import { RecordHeading } from '../../../components/record-page/record-heading.tsx';
import { RecordPageFrame, RecordRoute } from '../../../components/record-page/record-page-frame.tsx';
import { RecordTabs } from '../../../components/record-page/record-tabs.tsx';
import { formatCount, formatFullDateTime, formatPhoneNumber } from '../../../lib/format.ts';
import { useSession } from '../../../lib/session.ts';
import { useClient } from '../api/get-client.ts';
import { ClientFormDialog } from './client-form-dialog.tsx';
import { ClientNotes } from './client-notes.tsx';
import { ClientCustomers, ClientEvents } from './client-record-lists.tsx';

export default function ClientPage() {
  return <RecordRoute actor={useSession().data?.user} view={ClientView} />;
}

function ClientView({ id, actor }: { id: string; actor: SessionUser }) {
  const client = useClient(id);
  const { t } = useTranslation(['clients', 'common']);
  const [editing, setEditing] = useState(false);
  const mayEdit = hasPermission(actor.roles, 'clients.edit');

  return (
    <RecordPageFrame query={client} backTo="/clients" backLabel={t('list.title')} loadFailed={t('page.loadFailed')}>
      {(data) => (
        <>
          <RecordHeading
            title={data.clientName}
            chip={<RecordStatusChip status={data.status} />}
            actions={
              mayEdit ? (
                <Button variant="outlined" startIcon={<EditOutlined />} onClick={() => setEditing(true)}>
                  {t('common:actions.edit')}
                </Button>
              ) : null
            }
          />

          <RecordTabs
            idPrefix="client"
            label={(tabId) => t(`page.tabs.${tabId}`)}
            ariaLabel={t('page.sections')}
            // The first, 'clientsMain', is where the page opens (docs/product/clients-and-customers.md#client-page).
            panels={{
              clientsMain: () => <Overview client={data} />,
              notes: () => <ClientNotes clientId={data.id} actor={actor} />,
              customers: () => <ClientCustomers client={data} actor={actor} />,
              events: () => <ClientEvents client={data} actor={actor} />,
            }}
          />

          {editing ? <ClientFormDialog open client={data} onClose={() => setEditing(false)} /> : null}
        </>
      )}
    </RecordPageFrame>
  );
}

function Overview({ client }: { client: Client }) {
  const { t } = useTranslation(['clients', 'common']);
  return (
    <Stack spacing={2}>
      <StatRow>
        <StatTile label={t('page.stats.customers')} value={client.customers} />
        <StatTile label={t('page.stats.events')} value={client.events} />
        <StatTile label={t('page.stats.activeNow')} value={client.activeEvents} />
      </StatRow>
      <DetailsCard title={t('page.details.title')}>
        <DetailItem label={t('page.details.contactName')}>{client.contactName}</DetailItem>
        <DetailItem label={t('page.details.contactPhone')}>
          {client.contactPhone ? <bdi>{formatPhoneNumber(client.contactPhone)}</bdi> : null}
        </DetailItem>
        <DetailItem label={t('page.details.contactEmail')}>
          {client.contactEmail ? <bdi>{client.contactEmail}</bdi> : null}
        </DetailItem>
        <DetailItem label={t('page.details.timeZone')}>
          <bdi>{client.timeZone}</bdi>
        </DetailItem>
        <DetailItem label={t('page.details.address')}>{client.address}</DetailItem>
        <DetailItem label={t('page.details.clientSince')}>{formatFullDateTime(client.createdAt)}</DetailItem>
        <DetailItem label={t('page.details.positionInterval')}>
          <Trans
            t={t}
            i18nKey="page.details.positionIntervalValue"
            values={{ seconds: formatCount(client.positionIntervalSeconds) }}
            components={{ bdi: <bdi /> }}
          />
        </DetailItem>
        <DetailItem label={t('page.details.visitorRetention')}>
          <Trans
            t={t}
            i18nKey="page.details.visitorRetentionValue"
            values={{ days: formatCount(client.visitorRetentionDays) }}
            components={{ bdi: <bdi /> }}
          />
        </DetailItem>
        <DetailItem label={t('page.details.dispatchSpeed')}>
          <Trans
            t={t}
            i18nKey="page.details.dispatchSpeedValue"
            values={{ speed: formatCount(client.dispatchSpeedKmh) }}
            components={{ bdi: <bdi /> }}
          />
        </DetailItem>
      </DetailsCard>
    </Stack>
  );
}
