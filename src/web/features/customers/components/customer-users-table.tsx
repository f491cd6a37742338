import EditOutlined from '@mui/icons-material/EditOutlined';
import PeopleOutlineRounded from '@mui/icons-material/PeopleOutlineRounded';
import PersonAddAlt1Rounded from '@mui/icons-material/PersonAddAlt1Rounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { GridActionsCellItem, type GridColDef, type GridSortModel } from '@mui/x-data-grid';
import { useCallback, useMemo, useState } from 'react';
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
import { screenPath } from '../../../../shared/screens.ts';
import { ExportCsvButton } from '../../../components/csv-export-button.tsx';
import { actionsColumn, EllipsisCell } from '../../../components/list-page/grid-cells.tsx';
import { ListGrid } from '../../../components/list-page/list-grid.tsx';
import { ListLoadError } from '../../../components/list-page/list-load-error.tsx';
import { ListSearchField, useListSearch } from '../../../components/list-page/list-search.tsx';
import { PhoneListFrame } from '../../../components/list-page/phone-lists.tsx';
import { useListPaging } from '../../../components/list-page/use-list-pagination.ts';
import { UserFormDialog } from '../../../components/user-form-dialog.tsx';
import { translateError } from '../../../i18n/translate-error.ts';
import { formatDate } from '../../../lib/format.ts';
import { useSnackbar } from '../../../lib/notify.ts';
import { useIsPhone } from '../../../lib/use-is-phone.ts';
import { customerUsersCsvUrl } from '../api/export-customer-users-csv.ts';
import { useOpenUserRecord } from '../api/get-customer-user.ts';
import { useAllCustomerUsers } from '../api/list-all-customer-users.ts';
import { useCustomerUsers } from '../api/list-customer-users.ts';

const defaultSort: GridSortModel = [{ field: 'displayName', sort: 'asc' }];

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
  const phone = useIsPhone();
  const { t } = useTranslation(['customers', 'common']);
  const { enqueueSnackbar } = useSnackbar();
  const mayManageUsers = hasPermission(actor.roles, 'users.manage');
  const search = useListSearch();
  const { q } = search;
  const [sortModel, setSortModel] = useState<GridSortModel>(defaultSort);
  const [dialog, setDialog] = useState<{ user?: User } | null>(null);
  const openUser = useOpenUserRecord();
  const perCustomer = Boolean(customer);

  const sortItem = sortModel[0];
  const sort: CustomerUserSortField = sortItem && isSortField(sortItem.field) ? sortItem.field : 'displayName';
  const order = sortItem?.sort === 'desc' ? 'desc' : 'asc';

  const paging = useListPaging([q, sort, order]);

  const filters = { q: q || undefined, sort, order } as const;
  const one = useCustomerUsers(customer?.id ?? '', { ...filters, ...paging.query }, Boolean(customer));
  const all = useAllCustomerUsers({ ...filters, ...paging.query }, !customer);
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
          <EllipsisCell dir="ltr" textAlign="left">
            {value}
          </EllipsisCell>
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
            to={screenPath('customers', { record: row.customerId })}
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
      cols.push(
        actionsColumn<CustomerUser>(
          t('users.columns.actions'),
          (row) => [
            <GridActionsCellItem
              key="edit"
              icon={<EditOutlined fontSize="small" />}
              label={t('users.editUser', { name: row.displayName })}
              onClick={() => edit(row)}
            />,
          ],
          100,
        ),
      );
    }
    return cols;
  }, [perCustomer, mayManageUsers, edit, roleLabel, t]);

  const filtered = Boolean(search.text);
  const emptyText = filtered ? t('users.noMatch') : customer ? t('page.users.empty') : t('users.empty');
  const listLabel = customer ? t('page.tabs.users') : t('users.title');

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
        <ListSearchField
          search={search}
          placeholder={t('users.searchPlaceholder')}
          ariaLabel={t('users.searchAria')}
          sx={{ flex: '1 1 240px', minWidth: 0 }}
        />
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <ExportCsvButton href={csvHref} rows={data?.total} />
          {customer && mayManageUsers ? (
            <Button variant="contained" startIcon={<PersonAddAlt1Rounded />} onClick={() => setDialog({})}>
              {t('page.users.add')}
            </Button>
          ) : null}
        </Box>
      </Box>

      <ListLoadError query={users} title={customer ? t('page.users.loadFailed') : t('users.loadFailed')} />

      {phone ? (
        <PhoneListFrame
          query={users}
          loadingLabel={t('users.loading')}
          emptyIcon={<PeopleOutlineRounded sx={{ fontSize: 40, opacity: 0.5 }} />}
          emptyLabel={emptyText}
          paging={paging}
        >
          <List aria-label={listLabel} disablePadding>
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
        </PhoneListFrame>
      ) : (
        <ListGrid
          label={listLabel}
          query={users}
          columns={columns}
          paging={paging}
          serverSort={{ model: sortModel, onChange: setSortModel, fallback: defaultSort }}
          sortingOrder={['asc', 'desc']}
          filterMode="server"
          rowHeight={52}
          emptyLabel={emptyText}
          sx={{ '--DataGrid-overlayHeight': '140px' }}
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
