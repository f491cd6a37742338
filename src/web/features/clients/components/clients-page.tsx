import AddBusinessRounded from '@mui/icons-material/AddBusinessRounded';
import BusinessRounded from '@mui/icons-material/BusinessRounded';
import WorkOutlineRounded from '@mui/icons-material/WorkOutlineRounded';
import type { GridColDef } from '@mui/x-data-grid';
import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { SessionUser } from '../../../../shared/contract/auth.ts';
import type { Client } from '../../../../shared/contract/clients.ts';
import { hasPermission } from '../../../../shared/policy.ts';
import { screenPath } from '../../../../shared/screens.ts';
import type { RecordAction, RecordActionTarget } from '../../../components/list-page/confirm-record-action-dialog.tsx';
import { actionsColumn, contactColumn, countColumn, TwoLineCell } from '../../../components/list-page/grid-cells.tsx';
import { AddButton } from '../../../components/list-page/list-page-header.tsx';
import { ListRoute } from '../../../components/list-page/list-route.tsx';
import { ListScreen } from '../../../components/list-page/list-screen.tsx';
import { ListSearchField, useListSearch } from '../../../components/list-page/list-search.tsx';
import { ListToolbar } from '../../../components/list-page/list-toolbar.tsx';
import { PhoneLineList, PhoneLineTitle } from '../../../components/list-page/phone-lists.tsx';
import {
  RecordStatusChip,
  RecordStatusFilter,
  recordStatusActions,
} from '../../../components/list-page/record-status.tsx';
import { gridMenuActions } from '../../../components/list-page/row-actions.tsx';
import { useListPaging } from '../../../components/list-page/use-list-pagination.ts';
import { translateError } from '../../../i18n/translate-error.ts';
import { contactLine } from '../../../lib/contact-line.ts';
import { formatCount } from '../../../lib/format.ts';
import { useSnackbar } from '../../../lib/notify.ts';
import { useSession } from '../../../lib/session.ts';
import { useClients } from '../api/list-clients.ts';
import { useSetActiveClient } from '../api/set-active-client.ts';
import { ClientFormDialog } from './client-form-dialog.tsx';
import { ConfirmClientActionDialog } from './confirm-client-action-dialog.tsx';

function eventsOf(client: Client, t: TFunction<['clients', 'common']>): string {
  return t('list.eventsCell', { events: formatCount(client.events), active: formatCount(client.activeEvents) });
}

interface RowHandlers {
  onAction: (action: RecordAction, client: Client) => void;
  onSetWorking: (client: Client) => void;
}

/** The admin's actions on one client, in the order the grid's menu and the phone menu show them. */
function actionsFor(client: Client, isWorking: boolean, t: TFunction<['clients', 'common']>) {
  return [
    ...(client.status === 'Active' && !isWorking
      ? [{ key: 'working', label: t('list.actions.working'), icon: <WorkOutlineRounded fontSize="small" /> }]
      : []),
    ...recordStatusActions(client.status, (action) => t(`list.actions.${action}`)),
  ];
}

function runAction(key: string, client: Client, handlers: RowHandlers) {
  if (key === 'working') handlers.onSetWorking(client);
  else if (key === 'deactivate' || key === 'reactivate' || key === 'delete') handlers.onAction(key, client);
}

/** Clients (docs/product/clients-and-customers.md#clients): every client for an admin, their own for an executive or manager. */
export default function ClientsPage() {
  return <ListRoute actor={useSession().data?.user} view={ClientsView} focusPath="/clients" />;
}

function ClientsView({ actor }: { actor: SessionUser }) {
  const navigate = useNavigate();
  const { t } = useTranslation(['clients', 'common']);
  const { enqueueSnackbar } = useSnackbar();
  const isAdmin = hasPermission(actor.roles, 'clients.admin');
  const search = useListSearch();
  const { q } = search;
  const [status, setStatus] = useState<Client['status'] | ''>('');
  const paging = useListPaging([q, status]);
  const [adding, setAdding] = useState(false);
  const [target, setTarget] = useState<RecordActionTarget>(null);
  const setWorking = useSetActiveClient();

  const clients = useClients({ q: q || undefined, status: status || undefined, ...paging.query });

  const handlers = useMemo<RowHandlers>(
    () => ({
      onAction: (action, client) => setTarget({ action, id: client.id, name: client.clientName }),
      onSetWorking: (client) =>
        setWorking.mutate(client.id, {
          onSuccess: () => enqueueSnackbar(t('list.workingSet', { name: client.clientName }), { variant: 'success' }),
          onError: (error) => enqueueSnackbar(translateError(error), { variant: 'error' }),
        }),
    }),
    [setWorking.mutate, enqueueSnackbar, t],
  );

  const columns = useMemo<GridColDef<Client>[]>(() => {
    const base: GridColDef<Client>[] = [
      {
        field: 'clientName',
        headerName: t('list.columns.client'),
        flex: 1.4,
        minWidth: 200,
        sortable: false,
        renderCell: ({ row }) => (
          <TwoLineCell
            title={row.clientName}
            dir="auto"
            textAlign="left"
            caption={row.id === actor.clientId ? (isAdmin ? t('list.yourWorkingClient') : t('list.yourClient')) : null}
          />
        ),
      },
      {
        field: 'status',
        headerName: t('list.columns.status'),
        width: 110,
        sortable: false,
        renderCell: ({ row }) => <RecordStatusChip status={row.status} />,
      },
      countColumn('customers', t('list.columns.customers')),
      {
        field: 'events',
        headerName: t('list.columns.events'),
        width: 170,
        sortable: false,
        valueGetter: (_value, row) => eventsOf(row, t),
      },
      contactColumn(t('list.columns.contact')),
      { field: 'timeZone', headerName: t('list.columns.timeZone'), flex: 0.8, minWidth: 140, sortable: false },
    ];
    if (!isAdmin) return base;
    return [
      ...base,
      actionsColumn<Client>(t('list.columns.actions'), (row) =>
        gridMenuActions(actionsFor(row, row.id === actor.clientId, t), (key) => runAction(key, row, handlers)),
      ),
    ];
  }, [actor.clientId, isAdmin, handlers, t]);

  const filtered = Boolean(search.text || status);
  const emptyLabel = filtered ? t('list.noMatch') : t('list.empty');
  const openClient = (client: Client) => void navigate(screenPath('clients', { record: client.id }));
  return (
    <ListScreen
      title={t('list.title')}
      subtitle={isAdmin ? t('list.subtitleAdmin') : t('list.subtitleOwn')}
      actions={
        isAdmin ? (
          <AddButton label={t('list.add')} onClick={() => setAdding(true)} icon={<AddBusinessRounded />} />
        ) : null
      }
      query={clients}
      paging={paging}
      emptyLabel={emptyLabel}
      loadFailed={t('list.loadFailed')}
      toolbar={
        <ListToolbar columns={{ xs: '1fr', sm: '2fr 1fr' }}>
          <ListSearchField search={search} placeholder={t('list.searchPlaceholder')} ariaLabel={t('list.searchAria')} />
          <RecordStatusFilter
            label={t('list.status')}
            allLabel={t('list.allStatuses')}
            value={status}
            onChange={setStatus}
          />
        </ListToolbar>
      }
      phoneList={(rows) => (
        <PhoneLineList
          {...rows}
          loadingLabel={t('list.loading')}
          emptyIcon={<BusinessRounded sx={{ fontSize: 40, opacity: 0.5 }} />}
          primary={(client) => (
            <PhoneLineTitle title={client.clientName} chip={<RecordStatusChip status={client.status} />} />
          )}
          secondary={(client) => [
            t('list.phoneSummary', {
              customers: formatCount(client.customers),
              events: formatCount(client.events),
              active: formatCount(client.activeEvents),
            }),
            contactLine(client),
            client.timeZone,
          ]}
          menu={
            isAdmin
              ? {
                  label: (client) => t('list.actionsFor', { name: client.clientName }),
                  actions: (client) => actionsFor(client, client.id === actor.clientId, t),
                  onRun: (key, client) => runAction(key, client, handlers),
                }
              : undefined
          }
          onOpen={openClient}
        />
      )}
      grid={{
        columns,
        onOpenRow: openClient,
      }}
    >
      {adding ? (
        <ClientFormDialog
          open
          onClose={() => setAdding(false)}
          onSaved={(client) => void navigate(screenPath('clients', { record: client.id }))}
        />
      ) : null}
      <ConfirmClientActionDialog target={target} onClose={() => setTarget(null)} />
    </ListScreen>
  );
}
