import AddBusinessRounded from '@mui/icons-material/AddBusinessRounded';
import BlockRounded from '@mui/icons-material/BlockRounded';
import BusinessRounded from '@mui/icons-material/BusinessRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import RestartAltRounded from '@mui/icons-material/RestartAltRounded';
import WorkOutlineRounded from '@mui/icons-material/WorkOutlineRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { GridColDef, GridRowParams } from '@mui/x-data-grid';
import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import type { SessionUser } from '../../../../shared/contract/auth.ts';
import { type Client, clientStatuses } from '../../../../shared/contract/clients.ts';
import { hasPermission } from '../../../../shared/policy.ts';
import { ListGrid } from '../../../components/list-page/list-grid.tsx';
import { ListLoadError } from '../../../components/list-page/list-load-error.tsx';
import { ListPageHeader } from '../../../components/list-page/list-page-header.tsx';
import { ListToolbar } from '../../../components/list-page/list-toolbar.tsx';
import { PhoneLineList } from '../../../components/list-page/phone-lists.tsx';
import { gridMenuActions, RowActionsMenuButton } from '../../../components/list-page/row-actions.tsx';
import { pageCountOf, useListPagination } from '../../../components/list-page/use-list-pagination.ts';
import { SearchField } from '../../../components/search-field.tsx';
import { translateError } from '../../../i18n/translate-error.ts';
import { formatCount } from '../../../lib/format.ts';
import { useSnackbar } from '../../../lib/notify.ts';
import { useSession } from '../../../lib/session.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useClients } from '../api/list-clients.ts';
import { useSetActiveClient } from '../api/set-active-client.ts';
import { ClientFormDialog } from './client-form-dialog.tsx';
import { ClientStatusChip } from './client-status-chip.tsx';
import { type ClientAction, ConfirmClientActionDialog } from './confirm-client-action-dialog.tsx';

function contactOf(client: Client): string {
  return [client.contactName, client.contactPhone ?? client.contactEmail].filter(Boolean).join(' · ');
}

function eventsOf(client: Client, t: TFunction<['clients', 'common']>): string {
  return t('list.eventsCell', { events: formatCount(client.events), active: formatCount(client.activeEvents) });
}

interface RowHandlers {
  onAction: (action: ClientAction, client: Client) => void;
  onSetWorking: (client: Client) => void;
}

/** The admin's actions on one client, in the order the grid's menu and the phone menu show them. */
function actionsFor(client: Client, isWorking: boolean, t: TFunction<['clients', 'common']>) {
  return [
    ...(client.status === 'Active' && !isWorking
      ? [{ key: 'working', label: t('list.actions.working'), icon: <WorkOutlineRounded fontSize="small" /> }]
      : []),
    client.status === 'Active'
      ? { key: 'deactivate', label: t('list.actions.deactivate'), icon: <BlockRounded fontSize="small" /> }
      : { key: 'reactivate', label: t('list.actions.reactivate'), icon: <RestartAltRounded fontSize="small" /> },
    { key: 'delete', label: t('list.actions.delete'), icon: <DeleteOutlineRounded fontSize="small" /> },
  ] as const;
}

function runAction(key: string, client: Client, handlers: RowHandlers) {
  if (key === 'working') handlers.onSetWorking(client);
  else if (key === 'deactivate' || key === 'reactivate' || key === 'delete') handlers.onAction(key, client);
}

/** Clients (docs/product/clients-and-customers.md#clients): every client for an admin, their own for an executive or manager. */
export default function ClientsPage() {
  const actor = useSession().data?.user;
  // `/clients?focus=<id>` (a search result) opens that client's page.
  const focus = useSearchParams()[0].get('focus');
  if (focus) return <Navigate to={`/clients/${encodeURIComponent(focus)}`} replace />;
  if (!actor) return null;
  return <ClientsView actor={actor} />;
}

function ClientsView({ actor }: { actor: SessionUser }) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const navigate = useNavigate();
  const { t } = useTranslation(['clients', 'common']);
  const { enqueueSnackbar } = useSnackbar();
  const isAdmin = hasPermission(actor.roles, 'clients.admin');
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim());
  const [status, setStatus] = useState<Client['status'] | ''>('');
  const [pagination, setPagination] = useListPagination([q, status]);
  const [adding, setAdding] = useState(false);
  const [target, setTarget] = useState<{ action: ClientAction; client: Client } | null>(null);
  const setWorking = useSetActiveClient();

  const clients = useClients({
    q: q || undefined,
    status: status || undefined,
    page: pagination.page + 1,
    limit: pagination.pageSize,
  });

  const handlers = useMemo<RowHandlers>(
    () => ({
      onAction: (action, client) => setTarget({ action, client }),
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
          <Box sx={{ display: 'flex', flexDirection: 'column', justifyContent: 'center', height: '100%', minWidth: 0 }}>
            <Typography variant="body2" noWrap dir="auto" sx={{ fontWeight: 600, textAlign: 'left' }}>
              {row.clientName}
            </Typography>
            {row.id === actor.clientId ? (
              <Typography variant="caption" color="text.secondary" noWrap>
                {isAdmin ? t('list.yourWorkingClient') : t('list.yourClient')}
              </Typography>
            ) : null}
          </Box>
        ),
      },
      {
        field: 'status',
        headerName: t('list.columns.status'),
        width: 110,
        sortable: false,
        renderCell: ({ row }) => <ClientStatusChip status={row.status} />,
      },
      {
        field: 'customers',
        headerName: t('list.columns.customers'),
        type: 'number',
        width: 110,
        sortable: false,
        valueFormatter: (value: number) => formatCount(value),
      },
      {
        field: 'events',
        headerName: t('list.columns.events'),
        width: 170,
        sortable: false,
        valueGetter: (_value, row) => eventsOf(row, t),
      },
      {
        field: 'contact',
        headerName: t('list.columns.contact'),
        flex: 1.2,
        minWidth: 180,
        sortable: false,
        valueGetter: (_value, row) => contactOf(row) || '—',
        // A Latin name in an Arabic row keeps its start and is cut at its own end.
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
      { field: 'timeZone', headerName: t('list.columns.timeZone'), flex: 0.8, minWidth: 140, sortable: false },
    ];
    if (!isAdmin) return base;
    return [
      ...base,
      {
        field: 'actions',
        type: 'actions',
        headerName: t('list.columns.actions'),
        width: 80,
        getActions: ({ row }: GridRowParams<Client>) =>
          gridMenuActions(actionsFor(row, row.id === actor.clientId, t), (key) => runAction(key, row, handlers)),
      },
    ];
  }, [actor.clientId, isAdmin, handlers, t]);

  const data = clients.data;
  const filtered = Boolean(search || status);
  const emptyLabel = filtered ? t('list.noMatch') : t('list.empty');
  const openClient = (client: Client) => void navigate(`/clients/${client.id}`);
  return (
    <Stack spacing={{ xs: 2, sm: 3 }}>
      <ListPageHeader
        title={t('list.title')}
        subtitle={isAdmin ? t('list.subtitleAdmin') : t('list.subtitleOwn')}
        actions={
          isAdmin ? (
            <Button variant="contained" startIcon={<AddBusinessRounded />} onClick={() => setAdding(true)}>
              {t('list.add')}
            </Button>
          ) : null
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
            {clientStatuses.map((s) => (
              <MenuItem key={s} value={s}>
                {s === 'Active' ? t('common:status.active') : t('common:status.inactive')}
              </MenuItem>
            ))}
          </TextField>
        </ListToolbar>

        <ListLoadError query={clients} title={t('list.loadFailed')} />

        {phone ? (
          <PhoneLineList
            label={t('list.title')}
            rows={data?.items ?? []}
            loaded={Boolean(data)}
            loading={clients.isFetching}
            loadingLabel={t('list.loading')}
            emptyIcon={<BusinessRounded sx={{ fontSize: 40, opacity: 0.5 }} />}
            emptyLabel={emptyLabel}
            primary={(client) => (
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
                <Typography variant="subtitle2" component="span" noWrap sx={{ flex: 1, minWidth: 0 }}>
                  {client.clientName}
                </Typography>
                <ClientStatusChip status={client.status} />
              </Box>
            )}
            secondary={(client) =>
              [
                t('list.phoneSummary', {
                  customers: formatCount(client.customers),
                  events: formatCount(client.events),
                  active: formatCount(client.activeEvents),
                }),
                contactOf(client),
                client.timeZone,
              ]
                .filter(Boolean)
                .join(' · ')
            }
            actions={
              isAdmin
                ? (client) => (
                    <RowActionsMenuButton
                      label={t('list.actionsFor', { name: client.clientName })}
                      actions={() => actionsFor(client, client.id === actor.clientId, t)}
                      onRun={(key) => runAction(key, client, handlers)}
                    />
                  )
                : undefined
            }
            onOpen={openClient}
            page={pagination.page}
            pageCount={pageCountOf(data?.total, pagination)}
            onPage={(page) => setPagination((current) => ({ ...current, page }))}
          />
        ) : (
          <ListGrid
            label={t('list.title')}
            page={data}
            columns={columns}
            loading={clients.isFetching}
            paginationModel={pagination}
            onPaginationModelChange={setPagination}
            onOpenRow={openClient}
            emptyLabel={emptyLabel}
          />
        )}
      </Paper>

      {adding ? (
        <ClientFormDialog
          open
          onClose={() => setAdding(false)}
          onSaved={(client) => void navigate(`/clients/${client.id}`)}
        />
      ) : null}
      <ConfirmClientActionDialog target={target} onClose={() => setTarget(null)} />
    </Stack>
  );
}
