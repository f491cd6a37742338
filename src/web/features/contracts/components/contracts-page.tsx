import ReceiptLongRounded from '@mui/icons-material/ReceiptLongRounded';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { ContractSummary } from '../../../../shared/contract/billing.ts';
import { screenPath } from '../../../../shared/screens.ts';
import { FilterSelect } from '../../../components/list-page/filter-select.tsx';
import { countColumn, DateCell, TwoLineCell } from '../../../components/list-page/grid-cells.tsx';
import { AddButton } from '../../../components/list-page/list-page-header.tsx';
import { ListScreen } from '../../../components/list-page/list-screen.tsx';
import { ListToolbar } from '../../../components/list-page/list-toolbar.tsx';
import { PhoneLineList, PhoneLineTitle } from '../../../components/list-page/phone-lists.tsx';
import { pageOfAll, useListPaging } from '../../../components/list-page/use-list-pagination.ts';
import { useAddOnArrival } from '../../../lib/add-on-arrival.ts';
import { formatCount } from '../../../lib/format.ts';
import { useSearchParam } from '../../../lib/use-search-param.ts';
import { useContracts, useCustomerOptions } from '../api/contracts.ts';
import { contractDates, isolate } from './contract-dates.ts';
import { ContractFormDialog } from './contract-form-dialog.tsx';

/**
 * The billing contracts of the customers in one's scope (docs/product/billing.md): filtered by customer, a contract
 * opens its page, "Add contract" its form. The server sends every contract at once; the list pages them here.
 */
export default function ContractsPage() {
  const { t } = useTranslation(['contracts', 'common']);
  const openEnded = (from: string) => t('list.openEnded', { from });
  const navigate = useNavigate();
  const [customerId, setCustomer] = useSearchParam('customerId');
  const [adding, setAdding] = useState(useAddOnArrival(true));
  const customers = useCustomerOptions();
  const contracts = useContracts(customerId || undefined);
  const paging = useListPaging([customerId]);

  const query = pageOfAll(contracts, paging.pagination);

  const columns = useMemo<GridColDef<ContractSummary>[]>(
    () => [
      {
        field: 'code',
        headerName: t('list.columns.code'),
        flex: 1,
        minWidth: 160,
        sortable: false,
        renderCell: ({ row }) => (
          <TwoLineCell title={row.code} caption={row.poNumber ? t('list.po', { po: row.poNumber }) : null} />
        ),
      },
      {
        field: 'customerName',
        headerName: t('list.columns.customer'),
        flex: 1.2,
        minWidth: 180,
        sortable: false,
        renderCell: ({ row }) => <TwoLineCell title={row.customerName} dir="auto" textAlign="start" />,
      },
      { field: 'currency', headerName: t('list.columns.currency'), width: 100, sortable: false },
      {
        field: 'billingCycle',
        headerName: t('list.columns.cycle'),
        width: 120,
        sortable: false,
        renderCell: ({ row }) => <Chip size="small" variant="outlined" label={t(`cycles.${row.billingCycle}`)} />,
      },
      {
        field: 'startsOn',
        headerName: t('list.columns.dates'),
        width: 240,
        sortable: false,
        renderCell: ({ row }) => <DateCell>{contractDates(row, (from) => t('list.openEnded', { from }))}</DateCell>,
      },
      countColumn('lineCount', t('list.columns.lines')),
    ],
    [t],
  );

  const openContract = (contract: ContractSummary) => void navigate(screenPath('contracts', { record: contract.id }));
  const emptyLabel = customerId ? t('list.emptyForCustomer') : t('list.empty');

  return (
    <ListScreen
      title={t('list.title')}
      subtitle={t('list.subtitle')}
      actions={
        <Stack direction="row" spacing={1}>
          <Button component={Link} to={screenPath('billing-settings')} startIcon={<SettingsOutlined />}>
            {t('list.settings')}
          </Button>
          <AddButton label={t('list.add')} onClick={() => setAdding(true)} />
        </Stack>
      }
      query={query}
      paging={paging}
      emptyLabel={emptyLabel}
      loadFailed={t('list.loadFailed')}
      toolbar={
        <ListToolbar columns={{ xs: '1fr', sm: 'minmax(220px, 360px)' }}>
          <FilterSelect
            label={t('list.customer')}
            allLabel={t('list.allCustomers')}
            value={customerId}
            options={(customers.data?.items ?? []).map((customer) => ({ value: customer.id, label: customer.name }))}
            onChange={setCustomer}
            optionDir="auto"
          />
        </ListToolbar>
      }
      phoneList={(rows) => (
        <PhoneLineList
          {...rows}
          loadingLabel={t('common:states.loading')}
          emptyIcon={<ReceiptLongRounded sx={{ fontSize: 40, opacity: 0.5 }} />}
          primary={(contract) => (
            <PhoneLineTitle
              title={contract.code}
              chip={<Chip size="small" variant="outlined" label={t(`cycles.${contract.billingCycle}`)} />}
            />
          )}
          secondary={(contract) => [
            isolate(contract.customerName),
            contract.currency,
            isolate(contractDates(contract, openEnded)),
            t('list.lineCount', { formatted: formatCount(contract.lineCount) }),
          ]}
          onOpen={openContract}
        />
      )}
      grid={{ columns, onOpenRow: openContract }}
    >
      {adding ? (
        <ContractFormDialog
          customerId={customerId}
          onClose={() => setAdding(false)}
          onAdded={(id) => void navigate(screenPath('contracts', { record: id }))}
        />
      ) : null}
    </ListScreen>
  );
}
