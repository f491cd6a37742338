import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import PlaylistAddCheckRounded from '@mui/icons-material/PlaylistAddCheckRounded';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { SessionUser } from '../../../../shared/contract/auth.ts';
import {
  type InvoiceListQuery,
  type InvoiceStatus,
  type InvoiceSummary,
  invoiceStatuses,
} from '../../../../shared/contract/billing.ts';
import { hasPermission } from '../../../../shared/policy.ts';
import { screenPath } from '../../../../shared/screens.ts';
import { DayFilterField } from '../../../components/day-filter-field.tsx';
import { FilterSelect } from '../../../components/list-page/filter-select.tsx';
import { TwoLineCell } from '../../../components/list-page/grid-cells.tsx';
import { AddButton } from '../../../components/list-page/list-page-header.tsx';
import { ListRoute } from '../../../components/list-page/list-route.tsx';
import { ListScreen } from '../../../components/list-page/list-screen.tsx';
import { ListToolbar } from '../../../components/list-page/list-toolbar.tsx';
import { PhoneLineList, PhoneLineTitle } from '../../../components/list-page/phone-lists.tsx';
import { pageOfAll, useListPaging } from '../../../components/list-page/use-list-pagination.ts';
import { useSession } from '../../../lib/session.ts';
import { useSearchParam } from '../../../lib/use-search-param.ts';
import { useInvoices } from '../api/invoices.ts';
import { useContractOptions, useCustomerOptions } from '../api/options.ts';
import { DraftDueDialog } from './draft-due-dialog.tsx';
import { DraftInvoiceDialog } from './draft-invoice-dialog.tsx';
import { ExportInvoicesDialog } from './export-invoices-dialog.tsx';
import {
  formatCents,
  formatDay,
  formatPeriod,
  InvoiceStatusChip,
  KindChip,
  useInvoiceTitle,
} from './invoice-format.tsx';

/**
 * Invoices and credit notes (docs/product/billing.md): filtered by customer, contract, status and period. Those
 * who manage billing draft, export and open every one; a customer's own user sees their issued ones only (the
 * server answers no others) and none of the managers' actions.
 */
export default function InvoicesPage() {
  return <ListRoute actor={useSession().data?.user} view={InvoicesView} />;
}

type Dialog = 'draft' | 'due' | 'export' | null;

function InvoicesView({ actor }: { actor: SessionUser }) {
  const { t } = useTranslation(['invoices', 'common']);
  const navigate = useNavigate();
  const titleOf = useInvoiceTitle();
  const mayManage = hasPermission(actor.roles, 'billing.manage');
  const [contractId, setContract] = useSearchParam('contractId');
  const [customerId, setCustomerId] = useState('');
  const [status, setStatus] = useState<InvoiceStatus | ''>('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [dialog, setDialog] = useState<Dialog>(null);
  const customers = useCustomerOptions(mayManage);
  const contracts = useContractOptions(mayManage);

  const toBeforeFrom = Boolean(from && to && to < from);
  const query: InvoiceListQuery = {
    ...(customerId ? { customerId } : {}),
    ...(contractId ? { contractId } : {}),
    ...(status ? { status } : {}),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
  };
  const invoices = useInvoices(query, !toBeforeFrom);
  const paging = useListPaging([customerId, contractId, status, from, to]);
  // The server answers every match at once; the grid shows them a page at a time.
  const listQuery = pageOfAll(invoices, paging.pagination);

  const contractOptions = (contracts.data?.items ?? [])
    .filter((contract) => !customerId || contract.customerId === customerId)
    .map((contract) => ({ value: contract.id, label: `${contract.code} · ${contract.customerName}` }));

  const columns = useMemo<GridColDef<InvoiceSummary>[]>(
    () => [
      {
        field: 'number',
        headerName: t('list.columns.number'),
        minWidth: 140,
        flex: 0.8,
        sortable: false,
        renderCell: ({ row }) => (
          <Stack
            spacing={0.25}
            sx={{ justifyContent: 'center', alignItems: 'flex-start', minWidth: 0, height: '100%' }}
          >
            <Box component="span" dir="ltr" sx={{ fontWeight: 600 }}>
              {titleOf(row)}
            </Box>
            <KindChip kind={row.kind} />
          </Stack>
        ),
      },
      {
        field: 'customerName',
        headerName: t('list.columns.customer'),
        minWidth: 160,
        flex: 1.2,
        sortable: false,
        renderCell: ({ row }) => <TwoLineCell title={row.customerName} caption={row.contractCode} dir="auto" />,
      },
      {
        field: 'from',
        headerName: t('list.columns.period'),
        minWidth: 170,
        flex: 1.2,
        sortable: false,
        valueGetter: (_value, row) => formatPeriod(row.from, row.to),
      },
      {
        field: 'issuedOn',
        headerName: t('list.columns.issuedOn'),
        minWidth: 105,
        sortable: false,
        valueGetter: (_value, row) => (row.issuedOn ? formatDay(row.issuedOn) : '—'),
      },
      {
        field: 'dueOn',
        headerName: t('list.columns.dueOn'),
        minWidth: 105,
        sortable: false,
        valueGetter: (_value, row) => (row.dueOn ? formatDay(row.dueOn) : '—'),
      },
      {
        field: 'totalCents',
        headerName: t('list.columns.total'),
        minWidth: 120,
        type: 'number',
        sortable: false,
        valueGetter: (_value, row) => formatCents(row.totalCents, row.currency),
      },
      {
        field: 'status',
        headerName: t('list.columns.status'),
        width: 100,
        sortable: false,
        renderCell: ({ row }) => <InvoiceStatusChip status={row.status} />,
      },
    ],
    [t, titleOf],
  );

  const filtered = Boolean(customerId || contractId || status || from || to);
  const openInvoice = (invoice: InvoiceSummary) => void navigate(screenPath('invoices', { record: invoice.id }));

  return (
    <ListScreen
      title={t('list.title')}
      subtitle={mayManage ? t('list.subtitle') : t('list.portalSubtitle')}
      actions={
        mayManage ? (
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
            <Button variant="outlined" startIcon={<FileDownloadOutlined />} onClick={() => setDialog('export')}>
              {t('export.button')}
            </Button>
            <Button variant="outlined" startIcon={<PlaylistAddCheckRounded />} onClick={() => setDialog('due')}>
              {t('due.button')}
            </Button>
            <AddButton label={t('draftDialog.button')} onClick={() => setDialog('draft')} />
          </Stack>
        ) : null
      }
      query={listQuery}
      paging={paging}
      emptyLabel={filtered ? t('list.noMatch') : t('list.empty')}
      loadFailed={t('list.loadFailed')}
      toolbar={
        <ListToolbar
          columns={
            mayManage
              ? { xs: '1fr 1fr', md: 'repeat(3, minmax(0, 1fr))', lg: 'repeat(5, minmax(0, 1fr))' }
              : { xs: '1fr 1fr', md: 'repeat(3, minmax(0, 1fr))' }
          }
        >
          {mayManage ? (
            <FilterSelect
              label={t('list.customer')}
              value={customerId}
              allLabel={t('list.allCustomers')}
              options={(customers.data?.items ?? []).map((c) => ({ value: c.id, label: c.name }))}
              onChange={(value) => {
                setCustomerId(value);
                if (value) setContract('');
              }}
              optionDir="auto"
            />
          ) : null}
          {mayManage ? (
            <FilterSelect
              label={t('list.contract')}
              value={contractOptions.some((o) => o.value === contractId) || !contracts.data ? contractId : ''}
              allLabel={t('list.allContracts')}
              options={contracts.data ? contractOptions : contractId ? [{ value: contractId, label: '…' }] : []}
              onChange={setContract}
              optionDir="auto"
            />
          ) : null}
          <FilterSelect
            label={t('list.status')}
            value={status}
            allLabel={t('list.allStatuses')}
            options={invoiceStatuses
              .filter((value) => mayManage || value !== 'draft')
              .map((value) => ({ value, label: t(`statuses.${value}`) }))}
            onChange={setStatus}
          />
          <DayFilterField label={t('list.from')} value={from} onChange={setFrom} />
          <DayFilterField
            label={t('list.to')}
            value={to}
            onChange={setTo}
            error={toBeforeFrom}
            helperText={toBeforeFrom ? t('list.toBeforeFrom') : undefined}
          />
        </ListToolbar>
      }
      phoneList={(rows) => (
        <PhoneLineList
          {...rows}
          loadingLabel={t('list.loading')}
          emptyIcon={<ReceiptLongOutlined sx={{ fontSize: 40, opacity: 0.5 }} />}
          primary={(invoice) => (
            <PhoneLineTitle
              title={
                <>
                  <bdi>{titleOf(invoice)}</bdi> · {formatCents(invoice.totalCents, invoice.currency)}
                </>
              }
              chip={
                <Stack direction="row" spacing={0.5}>
                  <KindChip kind={invoice.kind} />
                  <InvoiceStatusChip status={invoice.status} />
                </Stack>
              }
            />
          )}
          secondary={(invoice) => [
            invoice.customerName,
            invoice.contractCode,
            formatPeriod(invoice.from, invoice.to),
            invoice.dueOn ? t('list.dueShort', { day: formatDay(invoice.dueOn) }) : null,
          ]}
          onOpen={openInvoice}
        />
      )}
      grid={{ columns, onOpenRow: openInvoice, disableColumnSorting: true }}
    >
      {dialog === 'draft' ? (
        <DraftInvoiceDialog
          contracts={contracts.data?.items}
          initialContractId={contractId}
          onClose={() => setDialog(null)}
          onDrafted={(id) => void navigate(screenPath('invoices', { record: id }))}
        />
      ) : null}
      {dialog === 'due' ? (
        <DraftDueDialog customerId={customerId || undefined} onClose={() => setDialog(null)} />
      ) : null}
      {dialog === 'export' ? <ExportInvoicesDialog onClose={() => setDialog(null)} /> : null}
    </ListScreen>
  );
}
