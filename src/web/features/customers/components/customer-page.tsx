import EditOutlined from '@mui/icons-material/EditOutlined';
import EventBusyRounded from '@mui/icons-material/EventBusyRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridColDef, GridPaginationModel } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { SessionUser } from '../../../../shared/contract/auth.ts';
import type { Customer } from '../../../../shared/contract/customers.ts';
import type { EventStatus, EventSummary } from '../../../../shared/contract/events.ts';
import { hasPermission } from '../../../../shared/policy.ts';
import { screenPath } from '../../../../shared/screens.ts';
import type { RecordAction, RecordActionTarget } from '../../../components/list-page/confirm-record-action-dialog.tsx';
import { countColumn, TwoLineCell } from '../../../components/list-page/grid-cells.tsx';
import { ListGrid } from '../../../components/list-page/list-grid.tsx';
import { ListLoadError } from '../../../components/list-page/list-load-error.tsx';
import { PhoneLineTitle, PhoneListFrame } from '../../../components/list-page/phone-lists.tsx';
import { RecordStatusChip, recordStatusActions } from '../../../components/list-page/record-status.tsx';
import { DetailItem, DetailsCard, StatRow, StatTile } from '../../../components/record-page/record-details.tsx';
import { RecordHeading } from '../../../components/record-page/record-heading.tsx';
import { RecordPageFrame, RecordRoute } from '../../../components/record-page/record-page-frame.tsx';
import { RecordTabs } from '../../../components/record-page/record-tabs.tsx';
import { formatCount, formatDateTimeInZone, formatFullDateTime, formatPhoneNumber } from '../../../lib/format.ts';
import { useSession } from '../../../lib/session.ts';
import { useIsPhone } from '../../../lib/use-is-phone.ts';
import { useCustomer } from '../api/get-customer.ts';
import { useCustomerEvents } from '../api/list-customer-events.ts';
import { ConfirmCustomerActionDialog } from './confirm-customer-action-dialog.tsx';
import { CustomerFormDialog } from './customer-form-dialog.tsx';
import { CustomerUsersTable } from './customer-users-table.tsx';
import { ReportSubscriptionsPanel } from './report-subscriptions-panel.tsx';

/** Deactivating is quiet, reactivating is the page's primary colour, deleting is red. */
const statusButtonColors = {
  deactivate: 'inherit',
  reactivate: 'primary',
  delete: 'error',
} as const satisfies Record<RecordAction, 'inherit' | 'primary' | 'error'>;

export default function CustomerPage() {
  return <RecordRoute actor={useSession().data?.user} view={CustomerView} />;
}

function CustomerView({ id, actor }: { id: string; actor: SessionUser }) {
  const customer = useCustomer(id);
  const { t } = useTranslation(['customers', 'common', 'reportDelivery']);
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const [target, setTarget] = useState<RecordActionTarget>(null);
  const mayManage = hasPermission(actor.roles, 'customers.manage');

  return (
    <RecordPageFrame query={customer} backTo="/customers" backLabel={t('list.title')} loadFailed={t('page.loadFailed')}>
      {(data) => (
        <>
          <RecordHeading
            title={data.name}
            dir="auto"
            chip={<RecordStatusChip status={data.status} />}
            actions={
              mayManage ? (
                <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
                  <Button variant="outlined" startIcon={<EditOutlined />} onClick={() => setEditing(true)}>
                    {t('common:actions.edit')}
                  </Button>
                  {recordStatusActions(data.status, (action) => t(`list.actions.${action}`)).map((action) => (
                    <Button
                      key={action.key}
                      variant="outlined"
                      color={statusButtonColors[action.key]}
                      startIcon={action.icon}
                      onClick={() => setTarget({ action: action.key, id: data.id, name: data.name })}
                    >
                      {action.label}
                    </Button>
                  ))}
                </Stack>
              ) : null
            }
          />

          <RecordTabs
            idPrefix="customer"
            label={(tabId) =>
              // The events count is client-wide; the tab lists only the events the caller may see, so no count.
              tabId === 'users'
                ? `${t('page.tabs.users')} (${formatCount(data.users)})`
                : tabId === 'reports'
                  ? t('reportDelivery:subscriptions.tab')
                  : t(`page.tabs.${tabId}`)
            }
            ariaLabel={t('page.sections')}
            underlined={false}
            panels={{
              details: () => <Overview customer={data} />,
              users: () => (
                <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
                  <Typography color="text.secondary" sx={{ mb: 2 }}>
                    {t('page.users.help')}
                  </Typography>
                  <CustomerUsersTable actor={actor} customer={{ id: data.id, name: data.name }} />
                </Paper>
              ),
              events: () => <CustomerEvents customerId={data.id} />,
              // Everyone who has the customer page (customers.view) may see its report subscriptions.
              reports: () => (
                <ReportSubscriptionsPanel
                  customerId={data.id}
                  mayManage={hasPermission(actor.roles, 'reportSubscriptions.manage')}
                />
              ),
            }}
          />

          {editing ? <CustomerFormDialog open customer={data} onClose={() => setEditing(false)} /> : null}
          <ConfirmCustomerActionDialog
            target={target}
            onClose={() => setTarget(null)}
            onDone={(action) => {
              if (action === 'delete') void navigate(screenPath('customers'), { replace: true });
            }}
          />
        </>
      )}
    </RecordPageFrame>
  );
}

/** A phone number or an address to call or write to, kept left to right in a right-to-left page. */
function ContactLink({ href, children }: { href: string; children: string }) {
  return (
    <Box component="a" href={href} dir="ltr" sx={{ color: 'primary.main' }}>
      {children}
    </Box>
  );
}

function Overview({ customer }: { customer: Customer }) {
  const { t } = useTranslation(['customers', 'common']);
  return (
    <Stack spacing={2}>
      <StatRow>
        <StatTile label={t('page.stats.events')} value={customer.events} labelFirst />
        <StatTile label={t('page.stats.users')} value={customer.users} labelFirst />
      </StatRow>
      <DetailsCard title={t('page.details.title')}>
        <DetailItem dir="auto" label={t('page.details.contactName')}>
          {customer.contactName}
        </DetailItem>
        <DetailItem dir="auto" label={t('page.details.contactPhone')}>
          {customer.contactPhone ? (
            <ContactLink href={`tel:${customer.contactPhone}`}>{formatPhoneNumber(customer.contactPhone)}</ContactLink>
          ) : null}
        </DetailItem>
        <DetailItem dir="auto" label={t('page.details.contactEmail')}>
          {customer.contactEmail ? (
            <ContactLink href={`mailto:${customer.contactEmail}`}>{customer.contactEmail}</ContactLink>
          ) : null}
        </DetailItem>
        <DetailItem dir="auto" label={t('page.details.customerSince')}>
          {formatFullDateTime(customer.createdAt)}
        </DetailItem>
        <Box sx={{ gridColumn: { sm: '1 / -1' } }}>
          <DetailItem dir="auto" label={t('page.details.address')}>
            {customer.address}
          </DetailItem>
        </Box>
      </DetailsCard>
    </Stack>
  );
}

const statusColor: Record<EventStatus, 'success' | 'info' | 'default' | 'warning'> = {
  Active: 'success',
  Upcoming: 'info',
  Completed: 'default',
  Unassigned: 'warning',
};

function EventStatusChip({ status }: { status: EventStatus }) {
  const { t } = useTranslation('customers');
  return <Chip size="small" label={t(`page.events.status.${status}`)} color={statusColor[status]} variant="outlined" />;
}

function CustomerEvents({ customerId }: { customerId: string }) {
  const phone = useIsPhone();
  const { t } = useTranslation(['customers', 'common']);
  const [pagination, setPagination] = useState<GridPaginationModel>({ page: 0, pageSize: 10 });
  const events = useCustomerEvents(customerId, { page: pagination.page + 1, limit: pagination.pageSize });
  const data = events.data;

  const columns = useMemo<GridColDef<EventSummary>[]>(
    () => [
      {
        field: 'eventName',
        headerName: t('page.events.columns.name'),
        flex: 1.4,
        minWidth: 200,
        sortable: false,
        renderCell: ({ row }) => <TwoLineCell title={row.eventName} caption={row.siteName} dir="auto" />,
      },
      {
        field: 'startDate',
        headerName: t('page.events.columns.starts'),
        flex: 1,
        minWidth: 170,
        sortable: false,
        valueGetter: (_value, row) => formatDateTimeInZone(row.startDate, row.timeZone),
      },
      {
        field: 'endDate',
        headerName: t('page.events.columns.ends'),
        flex: 1,
        minWidth: 170,
        sortable: false,
        valueGetter: (_value, row) => formatDateTimeInZone(row.endDate, row.timeZone),
      },
      {
        field: 'status',
        headerName: t('page.events.columns.status'),
        width: 130,
        sortable: false,
        renderCell: ({ row }) => <EventStatusChip status={row.status} />,
      },
      { ...countColumn<EventSummary>('guardsAssigned', t('page.events.columns.guards')), width: 100 },
    ],
    [t],
  );

  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('page.events.help')}
      </Typography>
      <ListLoadError query={events} title={t('page.events.loadFailed')} />
      {phone ? (
        <PhoneListFrame
          query={events}
          paging={{ pagination, setPagination }}
          loadingLabel={t('common:states.loading')}
          emptyIcon={<EventBusyRounded sx={{ fontSize: 40, opacity: 0.5 }} />}
          emptyLabel={t('page.events.empty')}
        >
          <List aria-label={t('page.tabs.events')} disablePadding>
            {(data?.items ?? []).map((row, index, items) => (
              <ListItem key={row.id} divider={index < items.length - 1} disableGutters>
                <ListItemText
                  primary={<PhoneLineTitle title={row.eventName} chip={<EventStatusChip status={row.status} />} />}
                  secondary={`${formatDateTimeInZone(row.startDate, row.timeZone)} – ${formatDateTimeInZone(
                    row.endDate,
                    row.timeZone,
                  )}`}
                />
              </ListItem>
            ))}
          </List>
        </PhoneListFrame>
      ) : (
        <ListGrid
          label={t('page.tabs.events')}
          query={events}
          columns={columns}
          paging={{ pagination, setPagination }}
          rowHeight={56}
          emptyLabel={t('page.events.empty')}
          sx={{ '--DataGrid-overlayHeight': '140px' }}
        />
      )}
    </Paper>
  );
}
