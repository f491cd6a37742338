import BlockRounded from '@mui/icons-material/BlockRounded';
import EditOutlined from '@mui/icons-material/EditOutlined';
import PersonAddAlt1Rounded from '@mui/icons-material/PersonAddAlt1Rounded';
import RestartAltRounded from '@mui/icons-material/RestartAltRounded';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  DataGrid,
  GridActionsCellItem,
  type GridColDef,
  type GridPaginationModel,
  type GridRowParams,
} from '@mui/x-data-grid';
import { useEffect, useMemo, useState } from 'react';
import type { SessionUser } from '../../../../shared/contract/auth.ts';
import { type User, type UserStatus, userStatuses } from '../../../../shared/contract/users.ts';
import { mayManageUser } from '../../../../shared/policy.ts';
import { isRole, type Role } from '../../../../shared/roles.ts';
import { SearchField } from '../../../components/search-field.tsx';
import { useSession } from '../../auth/api/get-session.ts';
import { useUsers } from '../api/list-users.ts';
import { ConfirmStatusDialog } from './confirm-status-dialog.tsx';
import { roleLabel, rolesByRank } from './role-options.ts';
import { UserFormDialog } from './user-form-dialog.tsx';

const pageSizeOptions = [10, 25, 50, 100];
const statusLabels: Record<UserStatus, string> = { active: 'Active', disabled: 'Deactivated' };

function initialOf(name: string): string {
  return name.trim()[0]?.toLocaleUpperCase() ?? '?';
}

/** The search text, applied 300 ms after the last keystroke. */
function useDebounced(value: string, delayMs = 300): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

/** Under the name: what the hidden columns would say on a phone; otherwise the invitation or the customer. */
function subtitleOf(row: User, phone: boolean): string {
  const parts: string[] = [];
  if (phone) parts.push(roleLabel(row.role));
  if (phone && row.status === 'disabled') parts.push(statusLabels.disabled);
  if (row.invitationPending) parts.push('Invitation pending');
  if (row.customerName) parts.push(row.customerName);
  if (phone && parts.length < 3) parts.push(row.email);
  return parts.join(' · ');
}

type DialogState = { kind: 'add' } | { kind: 'edit'; user: User } | null;

/** User administration (executive and manager): list, search, filter, add, edit, deactivate, reactivate. */
export default function UsersPage() {
  const actor = useSession().data?.user;
  if (!actor) return null;
  return <UsersView actor={actor} />;
}

function UsersView({ actor }: { actor: SessionUser }) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const [search, setSearch] = useState('');
  const q = useDebounced(search.trim());
  const [role, setRole] = useState<Role | ''>('');
  const [status, setStatus] = useState<UserStatus | ''>('');
  const [pagination, setPagination] = useState<GridPaginationModel>({ page: 0, pageSize: 25 });
  const [dialog, setDialog] = useState<DialogState>(null);
  const [statusTarget, setStatusTarget] = useState<User | null>(null);

  // A new filter starts again at the first page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the filters are the trigger, not values read here.
  useEffect(() => {
    setPagination((current) => (current.page === 0 ? current : { ...current, page: 0 }));
  }, [q, role, status]);

  const users = useUsers({
    q: q || undefined,
    role: role || undefined,
    status: status || undefined,
    page: pagination.page + 1,
    limit: pagination.pageSize,
  });

  const columns = useMemo<GridColDef<User>[]>(
    () => [
      {
        field: 'displayName',
        headerName: 'Name',
        flex: 1.2,
        minWidth: 180,
        sortable: false,
        renderCell: ({ row }) => (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, height: '100%', minWidth: 0 }}>
            <Avatar
              src={row.photoUrl ?? undefined}
              alt=""
              sx={{ width: 32, height: 32, fontSize: 14, bgcolor: 'primary.main', color: 'primary.contrastText' }}
            >
              {initialOf(row.displayName)}
            </Avatar>
            <Box sx={{ minWidth: 0, lineHeight: 1.3 }}>
              <Typography variant="body2" noWrap sx={{ fontWeight: 600 }}>
                {row.displayName}
              </Typography>
              <Typography variant="caption" color="text.secondary" noWrap component="div">
                {subtitleOf(row, phone)}
              </Typography>
            </Box>
          </Box>
        ),
      },
      { field: 'email', headerName: 'Email', flex: 1.2, minWidth: 200, sortable: false },
      {
        field: 'roles',
        headerName: 'Roles',
        flex: 1,
        minWidth: 160,
        sortable: false,
        renderCell: ({ row }) => (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, height: '100%', overflow: 'hidden' }}>
            {row.roles.map((r, index) => (
              <Chip
                key={r}
                size="small"
                label={roleLabel(r)}
                variant={index === 0 ? 'filled' : 'outlined'}
                color={index === 0 ? 'primary' : 'default'}
              />
            ))}
          </Box>
        ),
      },
      {
        field: 'status',
        headerName: 'Status',
        width: 130,
        sortable: false,
        renderCell: ({ row }) => (
          <Chip
            size="small"
            label={statusLabels[row.status]}
            color={row.status === 'active' ? 'success' : 'default'}
            variant={row.status === 'active' ? 'outlined' : 'filled'}
          />
        ),
      },
      {
        field: 'actions',
        type: 'actions',
        headerName: 'Actions',
        width: 100,
        getActions: ({ row }: GridRowParams<User>) => {
          const manageable = mayManageUser(actor.roles, row.roles);
          const actions = [
            <GridActionsCellItem
              key="edit"
              icon={<EditOutlined />}
              label={`Edit ${row.displayName}`}
              disabled={!manageable}
              onClick={() => setDialog({ kind: 'edit', user: row })}
            />,
          ];
          if (row.id !== actor.id) {
            actions.push(
              row.status === 'active' ? (
                <GridActionsCellItem
                  key="deactivate"
                  icon={<BlockRounded />}
                  label={`Deactivate ${row.displayName}`}
                  disabled={!manageable}
                  onClick={() => setStatusTarget(row)}
                />
              ) : (
                <GridActionsCellItem
                  key="reactivate"
                  icon={<RestartAltRounded />}
                  label={`Reactivate ${row.displayName}`}
                  disabled={!manageable}
                  onClick={() => setStatusTarget(row)}
                />
              ),
            );
          }
          return actions;
        },
      },
    ],
    [actor, phone],
  );

  const data = users.data;
  return (
    <Stack spacing={{ xs: 2, sm: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'flex-end', gap: 2, flexWrap: 'wrap' }}>
        <Box sx={{ flex: 1, minWidth: 200 }}>
          <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 26, sm: 30 } }}>
            Users
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            Accounts of {actor.clientName}: who may sign in, with which role and which events.
          </Typography>
        </Box>
        <Button variant="contained" startIcon={<PersonAddAlt1Rounded />} onClick={() => setDialog({ kind: 'add' })}>
          Add user
        </Button>
      </Box>

      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
        <Box
          sx={{
            display: 'grid',
            gap: 1.5,
            mb: 2,
            gridTemplateColumns: { xs: '1fr 1fr', md: '2fr 1fr 1fr' },
            '& > :first-of-type': { gridColumn: { xs: '1 / -1', md: 'auto' } },
          }}
        >
          <SearchField
            label="Search"
            placeholder="Name or email"
            value={search}
            onChange={setSearch}
            ariaLabel="Search users by name or email"
          />
          <TextField
            select
            label="Role"
            size="small"
            value={role}
            onChange={(event) => setRole(isRole(event.target.value) ? event.target.value : '')}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value="">All roles</MenuItem>
            {rolesByRank.map((r) => (
              <MenuItem key={r} value={r}>
                {roleLabel(r)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label="Status"
            size="small"
            value={status}
            onChange={(event) => {
              const next = event.target.value;
              setStatus(next === 'active' || next === 'disabled' ? next : '');
            }}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value="">All statuses</MenuItem>
            {userStatuses.map((s) => (
              <MenuItem key={s} value={s}>
                {statusLabels[s]}
              </MenuItem>
            ))}
          </TextField>
        </Box>

        {users.error ? (
          <Alert
            severity="error"
            sx={{ mb: 2 }}
            action={
              <Button color="inherit" size="small" onClick={() => void users.refetch()} disabled={users.isFetching}>
                Retry
              </Button>
            }
          >
            <AlertTitle>The users could not be loaded</AlertTitle>
            {users.error.message}
          </Alert>
        ) : null}

        <DataGrid
          aria-label="Users"
          rows={data?.items ?? []}
          columns={columns}
          rowCount={data?.total ?? 0}
          loading={users.isFetching}
          paginationMode="server"
          paginationModel={pagination}
          onPaginationModelChange={setPagination}
          pageSizeOptions={pageSizeOptions}
          disableRowSelectionOnClick
          disableColumnMenu
          rowHeight={60}
          autoHeight
          columnVisibilityModel={{ email: !phone, status: !phone, roles: !phone }}
          localeText={{ noRowsLabel: search || role || status ? 'No users match these filters' : 'No users yet' }}
          sx={{ border: 0, '--DataGrid-overlayHeight': '160px' }}
        />
      </Paper>

      {dialog ? (
        <UserFormDialog
          key={dialog.kind === 'edit' ? dialog.user.id : 'add'}
          open
          user={dialog.kind === 'edit' ? dialog.user : undefined}
          actor={actor}
          onClose={() => setDialog(null)}
        />
      ) : null}
      <ConfirmStatusDialog user={statusTarget} onClose={() => setStatusTarget(null)} />
    </Stack>
  );
}
