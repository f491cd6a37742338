import AddRounded from '@mui/icons-material/AddRounded';
import BlockRounded from '@mui/icons-material/BlockRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import DownloadRounded from '@mui/icons-material/DownloadRounded';
import EditOutlined from '@mui/icons-material/EditOutlined';
import RestartAltRounded from '@mui/icons-material/RestartAltRounded';
import StorefrontRounded from '@mui/icons-material/StorefrontRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { GridColDef, GridRowParams, GridSortModel } from '@mui/x-data-grid';
import type { TFunction } from 'i18next';
import { type ReactElement, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { SessionUser } from '../../../../shared/contract/auth.ts';
import {
  type Customer,
  type CustomerSortField,
  type CustomerStatus,
  customerSortFields,
  customerStatuses,
} from '../../../../shared/contract/customers.ts';
import { hasPermission } from '../../../../shared/policy.ts';
import { ListGrid } from '../../../components/list-page/list-grid.tsx';
import { ListLoadError } from '../../../components/list-page/list-load-error.tsx';
import { ListPageHeader } from '../../../components/list-page/list-page-header.tsx';
import { ListToolbar } from '../../../components/list-page/list-toolbar.tsx';
import { PhoneLineList } from '../../../components/list-page/phone-lists.tsx';
import { gridMenuActions, RowActionsMenuButton } from '../../../components/list-page/row-actions.tsx';
import { pageCountOf, useListPagination } from '../../../components/list-page/use-list-pagination.ts';
import { SearchField } from '../../../components/search-field.tsx';
import { formatCount, formatDate } from '../../../lib/format.ts';
import { useSession } from '../../../lib/session.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { customersCsvUrl } from '../api/export-customers-csv.ts';
import { useCustomers } from '../api/list-customers.ts';
import { ConfirmCustomerActionDialog, type CustomerAction } from './confirm-customer-action-dialog.tsx';
import { CustomerFormDialog } from './customer-form-dialog.tsx';
import { CustomerStatusChip } from './customer-status-chip.tsx';

const defaultSort: GridSortModel = [{ field: 'name', sort: 'asc' }];

function contactOf(customer: Customer): string {
  return [customer.contactName, customer.contactPhone ?? customer.contactEmail].filter(Boolean).join(' · ');
}

function isSortField(value: string): value is CustomerSortField {
  return customerSortFields.some((field) => field === value);
}

type RowAction = 'edit' | CustomerAction;

/** The actions on one customer, in the order the grid's menu and the phone menu show them. */
function actionsFor(customer: Customer, t: TFunction<['customers', 'common']>) {
  return [
    { key: 'edit', label: t('list.actions.edit'), icon: <EditOutlined fontSize="small" /> },
    customer.status === 'Active'
      ? { key: 'deactivate', label: t('list.actions.deactivate'), icon: <BlockRounded fontSize="small" /> }
      : { key: 'reactivate', label: t('list.actions.reactivate'), icon: <RestartAltRounded fontSize="small" /> },
    { key: 'delete', label: t('list.actions.delete'), icon: <DeleteOutlineRounded fontSize="small" /> },
  ] as const satisfies readonly { key: RowAction; label: string; icon: ReactElement }[];
}

/** Phone sort choices: one menu instead of column headers. */
const phoneSorts = [
  { id: 'nameAsc', sort: 'name', order: 'asc' },
  { id: 'nameDesc', sort: 'name', order: 'desc' },
  { id: 'newest', sort: 'createdAt', order: 'desc' },
  { id: 'oldest', sort: 'createdAt', order: 'asc' },
  { id: 'status', sort: 'status', order: 'asc' },
] as const;

/** Customers of the client (docs/product/clients-and-customers.md#customers): server-side paging, sorting, status filter, quick search and CSV export. */
export default function CustomersPage() {
  const actor = useSession().data?.user;
  if (!actor) return null;
  return <CustomersView actor={actor} />;
}

function CustomersView({ actor }: { actor: SessionUser }) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  // The email column only where the grid has room for it beside the contact (which shows the phone).
  const wide = useMediaQuery(theme.breakpoints.up('xl'), { noSsr: true });
  const navigate = useNavigate();
  const { t } = useTranslation(['customers', 'common']);
  const mayManage = hasPermission(actor.roles, 'customers.manage');
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim());
  const [status, setStatus] = useState<CustomerStatus | ''>('');
  const [sortModel, setSortModel] = useState<GridSortModel>(defaultSort);
  const [dialog, setDialog] = useState<{ customer?: Customer } | null>(null);
  const [target, setTarget] = useState<{ action: CustomerAction; customer: Customer } | null>(null);

  const sortItem = sortModel[0];
  const sort: CustomerSortField = sortItem && isSortField(sortItem.field) ? sortItem.field : 'name';
  const order = sortItem?.sort === 'desc' ? 'desc' : 'asc';

  const [pagination, setPagination] = useListPagination([q, status, sort, order]);

  const filters = { q: q || undefined, status: status || undefined, sort, order } as const;
  const customers = useCustomers({ ...filters, page: pagination.page + 1, limit: pagination.pageSize });

  const onAction = useCallback((key: RowAction, customer: Customer) => {
    if (key === 'edit') setDialog({ customer });
    else setTarget({ action: key, customer });
  }, []);

  const columns = useMemo<GridColDef<Customer>[]>(() => {
    const base: GridColDef<Customer>[] = [
      {
        field: 'name',
        headerName: t('list.columns.name'),
        flex: 1.4,
        minWidth: 200,
        renderCell: ({ row }) => (
          <Box sx={{ display: 'flex', flexDirection: 'column', justifyContent: 'center', height: '100%', minWidth: 0 }}>
            <Typography variant="body2" noWrap dir="auto" sx={{ fontWeight: 600, textAlign: 'start' }}>
              {row.name}
            </Typography>
            {row.address ? (
              <Typography variant="caption" color="text.secondary" noWrap dir="auto" sx={{ textAlign: 'start' }}>
                {row.address}
              </Typography>
            ) : null}
          </Box>
        ),
      },
      {
        field: 'status',
        headerName: t('list.columns.status'),
        width: 120,
        renderCell: ({ row }) => <CustomerStatusChip status={row.status} />,
      },
      {
        field: 'contact',
        headerName: t('list.columns.contact'),
        flex: 1.2,
        minWidth: 180,
        sortable: false,
        valueGetter: (_value, row) => contactOf(row) || '—',
        renderCell: ({ value }) => (
          <Box
            component="span"
            dir="auto"
            sx={{
              display: 'block',
              overflow: 'hidden',
              textOverflow: 'ellipsis',
              whiteSpace: 'nowrap',
              textAlign: 'left',
            }}
          >
            {value}
          </Box>
        ),
      },
      {
        field: 'contactEmail',
        headerName: t('list.columns.email'),
        flex: 1,
        minWidth: 170,
        sortable: false,
        valueGetter: (value: string | null) => value ?? '—',
        // An address keeps its start in a right-to-left page and is cut at its end.
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
      {
        field: 'events',
        headerName: t('list.columns.events'),
        type: 'number',
        width: 110,
        sortable: false,
        valueFormatter: (value: number) => formatCount(value),
      },
      {
        field: 'users',
        headerName: t('list.columns.users'),
        type: 'number',
        width: 110,
        sortable: false,
        valueFormatter: (value: number) => formatCount(value),
      },
      {
        field: 'createdAt',
        headerName: t('list.columns.createdAt'),
        width: 130,
        valueFormatter: (value: string) => formatDate(value),
      },
    ];
    if (!mayManage) return base;
    return [
      ...base,
      {
        field: 'actions',
        type: 'actions',
        headerName: t('list.columns.actions'),
        width: 80,
        getActions: ({ row }: GridRowParams<Customer>) =>
          gridMenuActions(actionsFor(row, t), (key) => onAction(key, row)),
      },
    ];
  }, [mayManage, onAction, t]);

  const data = customers.data;
  const filtered = Boolean(search || status);
  const csvHref = customersCsvUrl(filters);
  const emptyLabel = filtered ? t('list.noMatch') : t('list.empty');
  const openCustomer = (customer: Customer) => void navigate(`/customers/${customer.id}`);
  const phoneSort = phoneSorts.find((s) => s.sort === sort && s.order === order)?.id ?? 'nameAsc';

  return (
    <Stack spacing={{ xs: 2, sm: 3 }}>
      <ListPageHeader
        title={t('list.title')}
        subtitle={t('list.subtitle')}
        actions={
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
            {mayManage ? (
              <Button variant="contained" startIcon={<AddRounded />} onClick={() => setDialog({})}>
                {t('list.add')}
              </Button>
            ) : null}
          </Stack>
        }
      />

      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
        <ListToolbar columns={{ xs: '1fr', sm: '2fr 1fr' }}>
          <SearchField
            label={t('common:actions.search')}
            placeholder={t('list.searchPlaceholder')}
            value={search}
            onChange={setSearch}
            ariaLabel={t('list.searchAria')}
          />
          <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: phone ? '1fr 1fr' : '1fr' }}>
            <TextField
              select
              label={t('list.status')}
              size="small"
              value={status}
              onChange={(event) => {
                const next = event.target.value;
                setStatus(next === 'Active' || next === 'Inactive' ? next : '');
              }}
              slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            >
              <MenuItem value="">{t('list.allStatuses')}</MenuItem>
              {customerStatuses.map((s) => (
                <MenuItem key={s} value={s}>
                  {s === 'Active' ? t('common:status.active') : t('common:status.inactive')}
                </MenuItem>
              ))}
            </TextField>
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
        </ListToolbar>

        <ListLoadError query={customers} title={t('list.loadFailed')} />

        {phone ? (
          <PhoneLineList
            label={t('list.title')}
            rows={data?.items ?? []}
            loaded={Boolean(data)}
            loading={customers.isFetching}
            loadingLabel={t('list.loading')}
            emptyIcon={<StorefrontRounded sx={{ fontSize: 40, opacity: 0.5 }} />}
            emptyLabel={emptyLabel}
            primary={(customer) => (
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
                <Typography variant="subtitle2" component="span" noWrap sx={{ flex: 1, minWidth: 0 }}>
                  {customer.name}
                </Typography>
                <CustomerStatusChip status={customer.status} />
              </Box>
            )}
            secondary={(customer) =>
              [
                t('list.phoneSummary', {
                  events: formatCount(customer.events),
                  users: formatCount(customer.users),
                }),
                contactOf(customer),
              ]
                .filter(Boolean)
                .join(' · ')
            }
            actions={
              mayManage
                ? (customer) => (
                    <RowActionsMenuButton
                      label={t('list.actionsFor', { name: customer.name })}
                      actions={() => actionsFor(customer, t)}
                      onRun={(key) => onAction(key, customer)}
                    />
                  )
                : undefined
            }
            onOpen={openCustomer}
            page={pagination.page}
            pageCount={pageCountOf(data?.total, pagination)}
            onPage={(page) => setPagination((current) => ({ ...current, page }))}
          />
        ) : (
          <ListGrid
            label={t('list.title')}
            page={data}
            columns={columns}
            loading={customers.isFetching}
            paginationModel={pagination}
            onPaginationModelChange={setPagination}
            serverSort={{ model: sortModel, onChange: setSortModel, fallback: defaultSort }}
            sortingOrder={['asc', 'desc']}
            filterMode="server"
            onOpenRow={openCustomer}
            columnVisibilityModel={{ contactEmail: wide }}
            emptyLabel={emptyLabel}
          />
        )}
      </Paper>

      {dialog ? (
        <CustomerFormDialog
          key={dialog.customer?.id ?? 'add'}
          open
          customer={dialog.customer}
          onClose={() => setDialog(null)}
          onSaved={(customer) => {
            if (!dialog.customer) void navigate(`/customers/${customer.id}`);
          }}
        />
      ) : null}
      <ConfirmCustomerActionDialog target={target} onClose={() => setTarget(null)} />
    </Stack>
  );
}
