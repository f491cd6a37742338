import BlockRounded from '@mui/icons-material/BlockRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import EditOutlined from '@mui/icons-material/EditOutlined';
import EventBusyRounded from '@mui/icons-material/EventBusyRounded';
import RestartAltRounded from '@mui/icons-material/RestartAltRounded';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { DataGrid, type GridColDef, type GridPaginationModel } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { SessionUser } from '../../../../shared/contract/auth.ts';
import type { Customer } from '../../../../shared/contract/customers.ts';
import type { EventStatus, EventSummary } from '../../../../shared/contract/events.ts';
import { hasPermission } from '../../../../shared/policy.ts';
import { useDataGridLocaleText } from '../../../components/data-grid-locale.ts';
import type { RecordActionTarget } from '../../../components/list-page/confirm-record-action-dialog.tsx';
import { RecordStatusChip } from '../../../components/list-page/record-status.tsx';
import { DetailItem, DetailsCard, StatRow, StatTile } from '../../../components/record-page/record-details.tsx';
import { RecordPageFrame, RecordRoute, RecordTitle } from '../../../components/record-page/record-page-frame.tsx';
import { RecordTabs } from '../../../components/record-page/record-tabs.tsx';
import { translateError } from '../../../i18n/translate-error.ts';
import { formatCount, formatDateTimeInZone, formatFullDateTime } from '../../../lib/format.ts';
import { useSession } from '../../../lib/session.ts';
import { useCustomer } from '../api/get-customer.ts';
import { useCustomerEvents } from '../api/list-customer-events.ts';
import { ConfirmCustomerActionDialog } from './confirm-customer-action-dialog.tsx';
import { CustomerFormDialog } from './customer-form-dialog.tsx';
import { CustomerUsersTable } from './customer-users-table.tsx';

export default function CustomerPage() {
  return <RecordRoute actor={useSession().data?.user} view={CustomerView} />;
}

function CustomerView({ id, actor }: { id: string; actor: SessionUser }) {
  const customer = useCustomer(id);
  const { t } = useTranslation(['customers', 'common']);
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const [target, setTarget] = useState<RecordActionTarget>(null);
  const mayManage = hasPermission(actor.roles, 'customers.manage');

  return (
    <RecordPageFrame query={customer} backTo="/customers" backLabel={t('list.title')} loadFailed={t('page.loadFailed')}>
      {(data) => (
        <>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
            <RecordTitle dir="auto">{data.name}</RecordTitle>
            <RecordStatusChip status={data.status} />
            <Box sx={{ flex: 1 }} />
            {mayManage ? (
              <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
                <Button variant="outlined" startIcon={<EditOutlined />} onClick={() => setEditing(true)}>
                  {t('common:actions.edit')}
                </Button>
                {data.status === 'Active' ? (
                  <Button
                    variant="outlined"
                    color="inherit"
                    startIcon={<BlockRounded />}
                    onClick={() => setTarget({ action: 'deactivate', id: data.id, name: data.name })}
                  >
                    {t('list.actions.deactivate')}
                  </Button>
                ) : (
                  <Button
                    variant="outlined"
                    startIcon={<RestartAltRounded />}
                    onClick={() => setTarget({ action: 'reactivate', id: data.id, name: data.name })}
                  >
                    {t('list.actions.reactivate')}
                  </Button>
                )}
                <Button
                  variant="outlined"
                  color="error"
                  startIcon={<DeleteOutlineRounded />}
                  onClick={() => setTarget({ action: 'delete', id: data.id, name: data.name })}
                >
                  {t('list.actions.delete')}
                </Button>
              </Stack>
            ) : null}
          </Box>

          <RecordTabs
            idPrefix="customer"
            label={(tabId) =>
              // The events count is client-wide; the tab lists only the events the caller may see, so no count.
              tabId === 'users' ? `${t('page.tabs.users')} (${formatCount(data.users)})` : t(`page.tabs.${tabId}`)
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
            }}
          />

          {editing ? <CustomerFormDialog open customer={data} onClose={() => setEditing(false)} /> : null}
          <ConfirmCustomerActionDialog
            target={target}
            onClose={() => setTarget(null)}
            onDone={(action) => {
              if (action === 'delete') void navigate('/customers', { replace: true });
            }}
          />
        </>
      )}
    </RecordPageFrame>
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
            <Box component="a" href={`tel:${customer.contactPhone}`} dir="ltr" sx={{ color: 'primary.main' }}>
              {customer.contactPhone}
            </Box>
          ) : null}
        </DetailItem>
        <DetailItem dir="auto" label={t('page.details.contactEmail')}>
          {customer.contactEmail ? (
            <Box component="a" href={`mailto:${customer.contactEmail}`} dir="ltr" sx={{ color: 'primary.main' }}>
              {customer.contactEmail}
            </Box>
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
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const { t } = useTranslation(['customers', 'common']);
  const localeText = useDataGridLocaleText();
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
        renderCell: ({ row }) => (
          <Box sx={{ display: 'flex', flexDirection: 'column', justifyContent: 'center', height: '100%', minWidth: 0 }}>
            <Typography variant="body2" noWrap dir="auto" sx={{ fontWeight: 600 }}>
              {row.eventName}
            </Typography>
            {row.siteName ? (
              <Typography variant="caption" color="text.secondary" noWrap dir="auto">
                {row.siteName}
              </Typography>
            ) : null}
          </Box>
        ),
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
      {
        field: 'guardsAssigned',
        headerName: t('page.events.columns.guards'),
        type: 'number',
        width: 100,
        sortable: false,
        valueFormatter: (value: number) => formatCount(value),
      },
    ],
    [t],
  );

  const pages = Math.max(1, Math.ceil((data?.total ?? 0) / pagination.pageSize));
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('page.events.help')}
      </Typography>
      {events.error ? (
        <Alert
          severity="error"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => void events.refetch()}>
              {t('common:actions.retry')}
            </Button>
          }
        >
          <AlertTitle>{t('page.events.loadFailed')}</AlertTitle>
          {translateError(events.error)}
        </Alert>
      ) : null}
      {phone ? (
        <Box>
          {events.isFetching ? <LinearProgress sx={{ mb: 1 }} /> : null}
          {data && data.items.length === 0 ? (
            <Box sx={{ textAlign: 'center', py: 5, color: 'text.secondary' }}>
              <EventBusyRounded sx={{ fontSize: 40, opacity: 0.5 }} />
              <Typography>{t('page.events.empty')}</Typography>
            </Box>
          ) : null}
          <List aria-label={t('page.tabs.events')} disablePadding>
            {(data?.items ?? []).map((row, index, items) => (
              <ListItem key={row.id} divider={index < items.length - 1} disableGutters>
                <ListItemText
                  primary={
                    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
                      <Typography variant="subtitle2" component="span" noWrap sx={{ flex: 1, minWidth: 0 }}>
                        {row.eventName}
                      </Typography>
                      <EventStatusChip status={row.status} />
                    </Box>
                  }
                  secondary={`${formatDateTimeInZone(row.startDate, row.timeZone)} – ${formatDateTimeInZone(
                    row.endDate,
                    row.timeZone,
                  )}`}
                />
              </ListItem>
            ))}
          </List>
          {pages > 1 ? (
            <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
              <Pagination
                count={pages}
                page={pagination.page + 1}
                onChange={(_event, page) => setPagination((current) => ({ ...current, page: page - 1 }))}
              />
            </Box>
          ) : null}
        </Box>
      ) : (
        <DataGrid
          aria-label={t('page.tabs.events')}
          rows={data?.items ?? []}
          columns={columns}
          rowCount={data?.total ?? 0}
          loading={events.isFetching}
          paginationMode="server"
          paginationModel={pagination}
          onPaginationModelChange={setPagination}
          pageSizeOptions={[10, 25, 50, 100]}
          disableRowSelectionOnClick
          disableColumnMenu
          rowHeight={56}
          autoHeight
          localeText={{ ...localeText, noRowsLabel: t('page.events.empty') }}
          sx={{ border: 0, '--DataGrid-overlayHeight': '140px' }}
        />
      )}
    </Paper>
  );
}
