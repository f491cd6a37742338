import EditOutlined from '@mui/icons-material/EditOutlined';
import StorefrontRounded from '@mui/icons-material/StorefrontRounded';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { GridColDef } from '@mui/x-data-grid';
import type { TFunction } from 'i18next';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { SessionUser } from '../../../../shared/contract/auth.ts';
import { type Customer, type CustomerStatus, customerSortFields } from '../../../../shared/contract/customers.ts';
import { hasPermission } from '../../../../shared/policy.ts';
import { screenPath } from '../../../../shared/screens.ts';
import { ExportCsvButton } from '../../../components/csv-export-button.tsx';
import type { RecordAction, RecordActionTarget } from '../../../components/list-page/confirm-record-action-dialog.tsx';
import {
  actionsColumn,
  contactColumn,
  countColumn,
  EllipsisCell,
  TwoLineCell,
} from '../../../components/list-page/grid-cells.tsx';
import { AddButton } from '../../../components/list-page/list-page-header.tsx';
import { ListRoute } from '../../../components/list-page/list-route.tsx';
import { ListScreen } from '../../../components/list-page/list-screen.tsx';
import { ListSearchField, useListSearch } from '../../../components/list-page/list-search.tsx';
import { ListToolbar } from '../../../components/list-page/list-toolbar.tsx';
import { PhoneLineList, PhoneLineTitle } from '../../../components/list-page/phone-lists.tsx';
import { PhoneSortSelect } from '../../../components/list-page/phone-sort-select.tsx';
import {
  RecordStatusChip,
  RecordStatusFilter,
  recordStatusActions,
} from '../../../components/list-page/record-status.tsx';
import { gridMenuActions } from '../../../components/list-page/row-actions.tsx';
import { useListPaging } from '../../../components/list-page/use-list-pagination.ts';
import { useListSort } from '../../../components/list-page/use-list-sort.ts';
import { useAddOnArrival } from '../../../lib/add-on-arrival.ts';
import { contactLine } from '../../../lib/contact-line.ts';
import { formatCount, formatDate } from '../../../lib/format.ts';
import { useSession } from '../../../lib/session.ts';
import { useIsPhone } from '../../../lib/use-is-phone.ts';
import { customersCsvUrl } from '../api/export-customers-csv.ts';
import { useCustomers } from '../api/list-customers.ts';
import { ConfirmCustomerActionDialog } from './confirm-customer-action-dialog.tsx';
import { CustomerFormDialog } from './customer-form-dialog.tsx';

type RowActionKey = 'edit' | RecordAction;

/** The actions on one customer, in the order the grid's menu and the phone menu show them. */
function actionsFor(customer: Customer, t: TFunction<['customers', 'common']>) {
  return [
    { key: 'edit' as const, label: t('list.actions.edit'), icon: <EditOutlined fontSize="small" /> },
    ...recordStatusActions(customer.status, (action) => t(`list.actions.${action}`)),
  ];
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
  return <ListRoute actor={useSession().data?.user} view={CustomersView} />;
}

function CustomersView({ actor }: { actor: SessionUser }) {
  const theme = useTheme();
  const phone = useIsPhone();
  // The email column only where the grid has room for it beside the contact (which shows the phone).
  const wide = useMediaQuery(theme.breakpoints.up('xl'), { noSsr: true });
  const navigate = useNavigate();
  const { t } = useTranslation(['customers', 'common']);
  const mayManage = hasPermission(actor.roles, 'customers.manage');
  const search = useListSearch();
  const { q } = search;
  const [status, setStatus] = useState<CustomerStatus | ''>('');
  const sorting = useListSort(customerSortFields, { field: 'name', sort: 'asc' });
  const { sort, order } = sorting;
  const addRequested = useAddOnArrival(mayManage);
  const [dialog, setDialog] = useState<{ customer?: Customer } | null>(addRequested ? {} : null);
  const [target, setTarget] = useState<RecordActionTarget>(null);

  const paging = useListPaging([q, status, sort, order]);

  const filters = { q: q || undefined, status: status || undefined, sort, order } as const;
  const customers = useCustomers({ ...filters, ...paging.query });

  const onAction = useCallback((key: RowActionKey, customer: Customer) => {
    if (key === 'edit') setDialog({ customer });
    else setTarget({ action: key, id: customer.id, name: customer.name });
  }, []);

  const columns = useMemo<GridColDef<Customer>[]>(() => {
    const base: GridColDef<Customer>[] = [
      {
        field: 'name',
        headerName: t('list.columns.name'),
        flex: 1.4,
        minWidth: 200,
        renderCell: ({ row }) => <TwoLineCell title={row.name} caption={row.address} dir="auto" textAlign="start" />,
      },
      {
        field: 'status',
        headerName: t('list.columns.status'),
        width: 120,
        renderCell: ({ row }) => <RecordStatusChip status={row.status} />,
      },
      contactColumn(t('list.columns.contact')),
      {
        field: 'contactEmail',
        headerName: t('list.columns.email'),
        flex: 1,
        minWidth: 170,
        sortable: false,
        valueGetter: (value: string | null) => value ?? '—',
        // An address keeps its start in a right-to-left page and is cut at its end.
        renderCell: ({ value }) => (
          <EllipsisCell dir="ltr" textAlign="left">
            {value}
          </EllipsisCell>
        ),
      },
      countColumn('events', t('list.columns.events')),
      countColumn('users', t('list.columns.users')),
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
      actionsColumn<Customer>(t('list.columns.actions'), (row) =>
        gridMenuActions(actionsFor(row, t), (key) => onAction(key, row)),
      ),
    ];
  }, [mayManage, onAction, t]);

  const data = customers.data;
  const filtered = Boolean(search.text || status);
  const csvHref = customersCsvUrl(filters);
  const emptyLabel = filtered ? t('list.noMatch') : t('list.empty');
  const openCustomer = (customer: Customer) => void navigate(screenPath('customers', { record: customer.id }));

  return (
    <ListScreen
      title={t('list.title')}
      subtitle={t('list.subtitle')}
      actions={
        <Stack direction="row" spacing={1}>
          <ExportCsvButton href={csvHref} title={t('list.exportHint')} rows={data?.total} />
          {mayManage ? <AddButton label={t('list.add')} onClick={() => setDialog({})} /> : null}
        </Stack>
      }
      query={customers}
      paging={paging}
      emptyLabel={emptyLabel}
      loadFailed={t('list.loadFailed')}
      toolbar={
        <ListToolbar columns={{ xs: '1fr', sm: '2fr 1fr' }}>
          <ListSearchField search={search} placeholder={t('list.searchPlaceholder')} ariaLabel={t('list.searchAria')} />
          <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: phone ? '1fr 1fr' : '1fr' }}>
            <RecordStatusFilter
              label={t('list.status')}
              allLabel={t('list.allStatuses')}
              value={status}
              onChange={setStatus}
            />
            <PhoneSortSelect
              label={t('list.sortBy')}
              sorts={phoneSorts}
              sorting={sorting}
              optionLabel={(s) => t(`list.sort.${s.id}`)}
            />
          </Box>
        </ListToolbar>
      }
      phoneList={(rows) => (
        <PhoneLineList
          {...rows}
          loadingLabel={t('list.loading')}
          emptyIcon={<StorefrontRounded sx={{ fontSize: 40, opacity: 0.5 }} />}
          primary={(customer) => (
            <PhoneLineTitle title={customer.name} chip={<RecordStatusChip status={customer.status} />} />
          )}
          secondary={(customer) => [
            t('list.phoneSummary', { events: formatCount(customer.events), users: formatCount(customer.users) }),
            contactLine(customer),
          ]}
          menu={
            mayManage
              ? {
                  label: (customer) => t('list.actionsFor', { name: customer.name }),
                  actions: (customer) => actionsFor(customer, t),
                  onRun: onAction,
                }
              : undefined
          }
          onOpen={openCustomer}
        />
      )}
      grid={{
        columns,
        serverSort: sorting.serverSort,
        sortingOrder: ['asc', 'desc'],
        filterMode: 'server',
        onOpenRow: openCustomer,
        columnVisibilityModel: { contactEmail: wide },
      }}
    >
      {dialog ? (
        <CustomerFormDialog
          key={dialog.customer?.id ?? 'add'}
          open
          customer={dialog.customer}
          onClose={() => setDialog(null)}
          onSaved={(customer) => {
            if (!dialog.customer) void navigate(screenPath('customers', { record: customer.id }));
          }}
        />
      ) : null}
      <ConfirmCustomerActionDialog target={target} onClose={() => setTarget(null)} />
    </ListScreen>
  );
}
