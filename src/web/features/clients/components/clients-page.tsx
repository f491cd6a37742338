import AddBusinessRounded from '@mui/icons-material/AddBusinessRounded';
import BlockRounded from '@mui/icons-material/BlockRounded';
import BusinessRounded from '@mui/icons-material/BusinessRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import MoreVertRounded from '@mui/icons-material/MoreVertRounded';
import RestartAltRounded from '@mui/icons-material/RestartAltRounded';
import WorkOutlineRounded from '@mui/icons-material/WorkOutlineRounded';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  DataGrid,
  GridActionsCellItem,
  type GridCellParams,
  type GridColDef,
  type GridPaginationModel,
  type GridRowParams,
} from '@mui/x-data-grid';
import type { TFunction } from 'i18next';
import { type ReactElement, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import type { SessionUser } from '../../../../shared/contract/auth.ts';
import { type Client, type ClientListResponse, clientStatuses } from '../../../../shared/contract/clients.ts';
import { hasPermission } from '../../../../shared/policy.ts';
import { useDataGridLocaleText } from '../../../components/data-grid-locale.ts';
import { SearchField } from '../../../components/search-field.tsx';
import { translateError } from '../../../i18n/translate-error.ts';
import { formatCount } from '../../../lib/format.ts';
import { useSnackbar } from '../../../lib/notify.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useSession } from '../../auth/api/get-session.ts';
import { useClients } from '../api/list-clients.ts';
import { useSetActiveClient } from '../api/set-active-client.ts';
import { ClientFormDialog } from './client-form-dialog.tsx';
import { ClientStatusChip } from './client-status-chip.tsx';
import { type ClientAction, ConfirmClientActionDialog } from './confirm-client-action-dialog.tsx';

const pageSizeOptions = [10, 25, 50, 100];

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
  const localeText = useDataGridLocaleText();
  const { enqueueSnackbar } = useSnackbar();
  const isAdmin = hasPermission(actor.roles, 'clients.admin');
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim());
  const [status, setStatus] = useState<Client['status'] | ''>('');
  const [pagination, setPagination] = useState<GridPaginationModel>({ page: 0, pageSize: 25 });
  const [adding, setAdding] = useState(false);
  const [target, setTarget] = useState<{ action: ClientAction; client: Client } | null>(null);
  const setWorking = useSetActiveClient();

  // A new filter starts again at the first page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the filters are the trigger, not values read here.
  useEffect(() => {
    setPagination((current) => (current.page === 0 ? current : { ...current, page: 0 }));
  }, [q, status]);

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
          actionsFor(row, row.id === actor.clientId, t).map(
            (item): ReactElement => (
              <GridActionsCellItem
                key={item.key}
                icon={item.icon}
                label={item.label}
                showInMenu
                onClick={() => runAction(item.key, row, handlers)}
              />
            ),
          ),
      },
    ];
  }, [actor.clientId, isAdmin, handlers, t]);

  const data = clients.data;
  const filtered = Boolean(search || status);
  return (
    <Stack spacing={{ xs: 2, sm: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'flex-end', gap: 2, flexWrap: 'wrap' }}>
        <Box sx={{ flex: 1, minWidth: 200 }}>
          <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 26, sm: 30 } }}>
            {t('list.title')}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {isAdmin ? t('list.subtitleAdmin') : t('list.subtitleOwn')}
          </Typography>
        </Box>
        {isAdmin ? (
          <Button variant="contained" startIcon={<AddBusinessRounded />} onClick={() => setAdding(true)}>
            {t('list.add')}
          </Button>
        ) : null}
      </Box>

      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
        <Box sx={{ display: 'grid', gap: 1.5, mb: 2, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' } }}>
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
        </Box>

        {clients.error ? (
          <Alert
            severity="error"
            sx={{ mb: 2 }}
            action={
              <Button color="inherit" size="small" onClick={() => void clients.refetch()} disabled={clients.isFetching}>
                {t('common:actions.retry')}
              </Button>
            }
          >
            <AlertTitle>{t('list.loadFailed')}</AlertTitle>
            {translateError(clients.error)}
          </Alert>
        ) : null}

        {phone ? (
          <ClientList
            data={data}
            loading={clients.isFetching}
            filtered={filtered}
            actor={actor}
            isAdmin={isAdmin}
            handlers={handlers}
            pagination={pagination}
            onPage={(page) => setPagination((current) => ({ ...current, page }))}
            onOpen={(client) => void navigate(`/clients/${client.id}`)}
          />
        ) : (
          <DataGrid
            aria-label={t('list.title')}
            rows={data?.items ?? []}
            columns={columns}
            rowCount={data?.total ?? 0}
            loading={clients.isFetching}
            paginationMode="server"
            paginationModel={pagination}
            onPaginationModelChange={setPagination}
            pageSizeOptions={pageSizeOptions}
            onCellClick={({ field, row }: GridCellParams<Client>) => {
              // The actions cell has its own menu; every other cell opens the client.
              if (field !== 'actions') void navigate(`/clients/${row.id}`);
            }}
            disableRowSelectionOnClick
            disableColumnMenu
            rowHeight={60}
            autoHeight
            localeText={{ ...localeText, noRowsLabel: filtered ? t('list.noMatch') : t('list.empty') }}
            sx={{ border: 0, '--DataGrid-overlayHeight': '160px', '& .MuiDataGrid-row': { cursor: 'pointer' } }}
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

function ClientList({
  data,
  loading,
  filtered,
  actor,
  isAdmin,
  handlers,
  pagination,
  onPage,
  onOpen,
}: {
  data: ClientListResponse | undefined;
  loading: boolean;
  filtered: boolean;
  actor: SessionUser;
  isAdmin: boolean;
  handlers: RowHandlers;
  pagination: GridPaginationModel;
  onPage: (page: number) => void;
  onOpen: (client: Client) => void;
}) {
  const { t } = useTranslation(['clients', 'common']);
  const [menu, setMenu] = useState<{ anchor: HTMLElement; client: Client } | null>(null);
  const items = data?.items ?? [];
  const pages = Math.max(1, Math.ceil((data?.total ?? 0) / pagination.pageSize));
  return (
    <Box>
      {loading ? <LinearProgress aria-label={t('list.loading')} sx={{ mb: 1 }} /> : null}
      {data && items.length === 0 ? (
        <Box sx={{ textAlign: 'center', py: 5, color: 'text.secondary' }}>
          <BusinessRounded sx={{ fontSize: 40, opacity: 0.5 }} />
          <Typography>{filtered ? t('list.noMatch') : t('list.empty')}</Typography>
        </Box>
      ) : null}
      <List aria-label={t('list.title')} disablePadding>
        {items.map((client, index) => (
          <ListItem
            key={client.id}
            divider={index < items.length - 1}
            disablePadding
            secondaryAction={
              isAdmin ? (
                <IconButton
                  edge="end"
                  aria-label={t('list.actionsFor', { name: client.clientName })}
                  onClick={(event) => setMenu({ anchor: event.currentTarget, client })}
                >
                  <MoreVertRounded />
                </IconButton>
              ) : undefined
            }
          >
            <ListItemButton onClick={() => onOpen(client)} sx={{ py: 1.25, pr: isAdmin ? 7 : 2 }}>
              <ListItemText
                primary={
                  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
                    <Typography variant="subtitle2" component="span" noWrap sx={{ flex: 1, minWidth: 0 }}>
                      {client.clientName}
                    </Typography>
                    <ClientStatusChip status={client.status} />
                  </Box>
                }
                secondary={[
                  t('list.phoneSummary', {
                    customers: formatCount(client.customers),
                    events: formatCount(client.events),
                    active: formatCount(client.activeEvents),
                  }),
                  contactOf(client),
                  client.timeZone,
                ]
                  .filter(Boolean)
                  .join(' · ')}
                slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }}
              />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
      {pages > 1 ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
          <Pagination count={pages} page={pagination.page + 1} onChange={(_event, page) => onPage(page - 1)} />
        </Box>
      ) : null}
      <Menu anchorEl={menu?.anchor} open={Boolean(menu)} onClose={() => setMenu(null)}>
        {menu
          ? actionsFor(menu.client, menu.client.id === actor.clientId, t).map((item) => (
              <MenuItem
                key={item.key}
                onClick={() => {
                  setMenu(null);
                  runAction(item.key, menu.client, handlers);
                }}
              >
                <ListItemIcon>{item.icon}</ListItemIcon>
                {item.label}
              </MenuItem>
            ))
          : null}
      </Menu>
    </Box>
  );
}
