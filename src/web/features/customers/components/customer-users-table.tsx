import DownloadRounded from '@mui/icons-material/DownloadRounded';
import EditOutlined from '@mui/icons-material/EditOutlined';
import PeopleOutlineRounded from '@mui/icons-material/PeopleOutlineRounded';
import PersonAddAlt1Rounded from '@mui/icons-material/PersonAddAlt1Rounded';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Pagination from '@mui/material/Pagination';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  DataGrid,
  GridActionsCellItem,
  type GridColDef,
  type GridPaginationModel,
  type GridRowParams,
  type GridSortModel,
} from '@mui/x-data-grid';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { SessionUser } from '../../../../shared/contract/auth.ts';
import {
  type CustomerUser,
  type CustomerUserSortField,
  customerUserSortFields,
} from '../../../../shared/contract/customers.ts';
import type { User } from '../../../../shared/contract/users.ts';
import { hasPermission } from '../../../../shared/policy.ts';
import { isRole } from '../../../../shared/roles.ts';
import { useDataGridLocaleText } from '../../../components/data-grid-locale.ts';
import { SearchField } from '../../../components/search-field.tsx';
import { UserFormDialog } from '../../../components/user-form-dialog.tsx';
import { translateError } from '../../../i18n/translate-error.ts';
import { formatDate } from '../../../lib/format.ts';
import { useSnackbar } from '../../../lib/notify.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { customerUsersCsvUrl } from '../api/export-customer-users-csv.ts';
import { useOpenUserRecord } from '../api/get-customer-user.ts';
import { useAllCustomerUsers } from '../api/list-all-customer-users.ts';
import { useCustomerUsers } from '../api/list-customer-users.ts';

const pageSizeOptions = [10, 25, 50, 100];

function isSortField(value: string): value is CustomerUserSortField {
  return customerUserSortFields.some((field) => field === value);
}

export interface CustomerUsersTableProps {
  actor: SessionUser;
  /** One customer's users (its page: no customer column, an "Add user" button); none: every customer's. */
  customer?: { id: string; name: string } | undefined;
}

/**
 * Users tied to a customer: server-side paging, sorting and search, CSV export. Adding and editing goes through
 * the users dialog, with role client and the customer preset when added from a customer's page.
 */
export function CustomerUsersTable({ actor, customer }: CustomerUsersTableProps) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const { t } = useTranslation(['customers', 'common']);
  const localeText = useDataGridLocaleText();
  const { enqueueSnackbar } = useSnackbar();
  const mayManageUsers = hasPermission(actor.roles, 'users.manage');
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim());
  const [sortModel, setSortModel] = useState<GridSortModel>([{ field: 'displayName', sort: 'asc' }]);
  const [pagination, setPagination] = useState<GridPaginationModel>({ page: 0, pageSize: 25 });
  const [dialog, setDialog] = useState<{ user?: User } | null>(null);
  const openUser = useOpenUserRecord();
  const perCustomer = Boolean(customer);

  const sortItem = sortModel[0];
  const sort: CustomerUserSortField = sortItem && isSortField(sortItem.field) ? sortItem.field : 'displayName';
  const order = sortItem?.sort === 'desc' ? 'desc' : 'asc';

  // biome-ignore lint/correctness/useExhaustiveDependencies: the filters are the trigger, not values read here.
  useEffect(() => {
    setPagination((current) => (current.page === 0 ? current : { ...current, page: 0 }));
  }, [q, sort, order]);

  const filters = { q: q || undefined, sort, order } as const;
  const paging = { page: pagination.page + 1, limit: pagination.pageSize };
  const one = useCustomerUsers(customer?.id ?? '', { ...filters, ...paging }, Boolean(customer));
  const all = useAllCustomerUsers({ ...filters, ...paging }, !customer);
  const users = customer ? one : all;
  const data = users.data;
  const csvHref = customerUsersCsvUrl({ ...filters, customerId: customer?.id });

  const roleLabel = useCallback((role: string) => (isRole(role) ? t(`common:roles.${role}`) : role), [t]);

  const openRecord = openUser.mutate;
  const edit = useCallback(
    (row: CustomerUser) =>
      openRecord(row.id, {
        onSuccess: (user) => setDialog({ user }),
        onError: (error) =>
          enqueueSnackbar(`${t('page.users.editFailed')}: ${translateError(error)}`, { variant: 'error' }),
      }),
    [openRecord, enqueueSnackbar, t],
  );

  const columns = useMemo<GridColDef<CustomerUser>[]>(() => {
    const cols: GridColDef<CustomerUser>[] = [
      {
        field: 'displayName',
        headerName: t('users.columns.name'),
        flex: 1.2,
        minWidth: 180,
        renderCell: ({ row }) => (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, height: '100%', minWidth: 0 }}>
            <Typography variant="body2" noWrap dir="auto" sx={{ fontWeight: 600 }}>
              {row.displayName}
            </Typography>
            {row.invitationPending ? <Chip size="small" label={t('users.invited')} variant="outlined" /> : null}
          </Box>
        ),
      },
      {
        field: 'email',
        headerName: t('users.columns.email'),
        flex: 1.2,
        minWidth: 200,
        renderCell: ({ value }) => (
          <Box
            component="span"
            dir="ltr"
            sx={{
              display: 'block',
              overflow: 'hidden',
              textOverflow: 'ellipsis',
              whiteSpace: 'nowrap',
              // Flipped to right in a right-to-left page by the style cache.
              textAlign: 'left',
            }}
          >
            {value}
          </Box>
        ),
      },
    ];
    if (!perCustomer) {
      cols.push({
        field: 'customerName',
        headerName: t('users.columns.customer'),
        flex: 1,
        minWidth: 160,
        renderCell: ({ row }) => (
          <Link
            component={RouterLink}
            to={`/customers/${row.customerId}`}
            onClick={(event) => event.stopPropagation()}
            dir="auto"
            underline="hover"
            sx={{
              display: 'block',
              overflow: 'hidden',
              textOverflow: 'ellipsis',
              whiteSpace: 'nowrap',
              textAlign: 'left',
            }}
          >
            {row.customerName}
          </Link>
        ),
      });
    }
    cols.push(
      {
        field: 'role',
        headerName: t('users.columns.role'),
        width: 130,
        sortable: false,
        valueGetter: (_value, row) => roleLabel(row.role),
      },
      {
        field: 'status',
        headerName: t('users.columns.status'),
        width: 120,
        sortable: false,
        renderCell: ({ row }) => (
          <Chip
            size="small"
            label={row.status === 'active' ? t('common:status.active') : t('users.disabled')}
            color={row.status === 'active' ? 'success' : 'default'}
            variant={row.status === 'active' ? 'outlined' : 'filled'}
          />
        ),
      },
      {
        field: 'createdAt',
        headerName: t('users.columns.createdAt'),
        width: 130,
        valueFormatter: (value: string) => formatDate(value),
      },
    );
    if (mayManageUsers) {
      cols.push({
        field: 'actions',
        type: 'actions',
        headerName: t('users.columns.actions'),
        width: 100,
        getActions: ({ row }: GridRowParams<CustomerUser>) => [
          <GridActionsCellItem
            key="edit"
            icon={<EditOutlined fontSize="small" />}
            label={t('users.editUser', { name: row.displayName })}
            onClick={() => edit(row)}
          />,
        ],
      });
    }
    return cols;
  }, [perCustomer, mayManageUsers, edit, roleLabel, t]);

  const filtered = Boolean(search);
  const emptyText = filtered ? t('users.noMatch') : customer ? t('page.users.empty') : t('users.empty');
  const pages = Math.max(1, Math.ceil((data?.total ?? 0) / pagination.pageSize));

  return (
    <Box>
      <Box
        sx={{
          display: 'flex',
          gap: 1.5,
          mb: 2,
          flexWrap: 'wrap',
          alignItems: 'center',
        }}
      >
        <SearchField
          label={t('common:actions.search')}
          placeholder={t('users.searchPlaceholder')}
          value={search}
          onChange={setSearch}
          ariaLabel={t('users.searchAria')}
          sx={{ flex: '1 1 240px', minWidth: 0 }}
        />
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button
            variant="outlined"
            startIcon={<DownloadRounded />}
            href={csvHref}
            download
            disabled={!data || data.total === 0}
          >
            {t('common:actions.exportCsv')}
          </Button>
          {customer && mayManageUsers ? (
            <Button variant="contained" startIcon={<PersonAddAlt1Rounded />} onClick={() => setDialog({})}>
              {t('page.users.add')}
            </Button>
          ) : null}
        </Box>
      </Box>

      {users.error ? (
        <Alert
          severity="error"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => void users.refetch()} disabled={users.isFetching}>
              {t('common:actions.retry')}
            </Button>
          }
        >
          <AlertTitle>{customer ? t('page.users.loadFailed') : t('users.loadFailed')}</AlertTitle>
          {translateError(users.error)}
        </Alert>
      ) : null}

      {phone ? (
        <Box>
          {users.isFetching ? <LinearProgress aria-label={t('users.loading')} sx={{ mb: 1 }} /> : null}
          {data && data.items.length === 0 ? (
            <Box sx={{ textAlign: 'center', py: 5, color: 'text.secondary' }}>
              <PeopleOutlineRounded sx={{ fontSize: 40, opacity: 0.5 }} />
              <Typography>{emptyText}</Typography>
            </Box>
          ) : null}
          <List aria-label={customer ? t('page.tabs.users') : t('users.title')} disablePadding>
            {(data?.items ?? []).map((row, index, items) => (
              <ListItem
                key={row.id}
                divider={index < items.length - 1}
                secondaryAction={
                  mayManageUsers ? (
                    <IconButton
                      edge="end"
                      aria-label={t('users.editUser', { name: row.displayName })}
                      onClick={() => edit(row)}
                    >
                      <EditOutlined />
                    </IconButton>
                  ) : undefined
                }
              >
                <ListItemText
                  primary={row.displayName}
                  secondary={
                    <>
                      <Box component="span" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
                        {row.email}
                      </Box>
                      <Box component="span" sx={{ display: 'block' }}>
                        {[
                          customer ? null : row.customerName,
                          roleLabel(row.role),
                          row.status === 'active' ? null : t('users.disabled'),
                          row.invitationPending ? t('users.invited') : null,
                        ]
                          .filter(Boolean)
                          .join(' · ')}
                      </Box>
                    </>
                  }
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
          aria-label={customer ? t('page.tabs.users') : t('users.title')}
          rows={data?.items ?? []}
          columns={columns}
          rowCount={data?.total ?? 0}
          loading={users.isFetching}
          paginationMode="server"
          paginationModel={pagination}
          onPaginationModelChange={setPagination}
          pageSizeOptions={pageSizeOptions}
          sortingMode="server"
          sortModel={sortModel}
          onSortModelChange={(model) =>
            setSortModel(model.length > 0 ? model : [{ field: 'displayName', sort: 'asc' }])
          }
          sortingOrder={['asc', 'desc']}
          filterMode="server"
          disableRowSelectionOnClick
          disableColumnMenu
          rowHeight={52}
          autoHeight
          localeText={{ ...localeText, noRowsLabel: emptyText }}
          sx={{ border: 0, '--DataGrid-overlayHeight': '140px' }}
        />
      )}

      {dialog ? (
        <UserFormDialog
          key={dialog.user?.id ?? 'add'}
          open
          user={dialog.user}
          actor={actor}
          preset={customer ? { roles: ['client'], customerId: customer.id } : undefined}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </Box>
  );
}
