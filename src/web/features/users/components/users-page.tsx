import BlockRounded from '@mui/icons-material/BlockRounded';
import EditOutlined from '@mui/icons-material/EditOutlined';
import LockResetRounded from '@mui/icons-material/LockResetRounded';
import PersonAddAlt1Rounded from '@mui/icons-material/PersonAddAlt1Rounded';
import RestartAltRounded from '@mui/icons-material/RestartAltRounded';
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
import { GridActionsCellItem, type GridColDef, type GridRowParams } from '@mui/x-data-grid';
import type { TFunction } from 'i18next';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '../../../../shared/contract/auth.ts';
import { type User, type UserStatus, userStatuses } from '../../../../shared/contract/users.ts';
import { hasPermission, mayManageUser } from '../../../../shared/policy.ts';
import { isRole, type Role } from '../../../../shared/roles.ts';
import { ListGrid } from '../../../components/list-page/list-grid.tsx';
import { ListLoadError } from '../../../components/list-page/list-load-error.tsx';
import { ListPageHeader } from '../../../components/list-page/list-page-header.tsx';
import { ListToolbar } from '../../../components/list-page/list-toolbar.tsx';
import { useListPagination } from '../../../components/list-page/use-list-pagination.ts';
import { SearchField } from '../../../components/search-field.tsx';
import { UserFormDialog } from '../../../components/user-form-dialog.tsx';
import { rolesByRank, useRoleLabel } from '../../../lib/role-options.ts';
import { useSession } from '../../../lib/session.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useUsers } from '../api/list-users.ts';
import { ConfirmResetMfaDialog } from './confirm-reset-mfa-dialog.tsx';
import { ConfirmStatusDialog } from './confirm-status-dialog.tsx';
import { useFocusedUser } from './use-focused-user.ts';

function initialOf(name: string): string {
  return name.trim()[0]?.toLocaleUpperCase() ?? '?';
}

/** Under the name: what the hidden columns would say on a phone; otherwise the invitation or the customer. */
function subtitleOf(
  row: User,
  phone: boolean,
  t: TFunction<['users', 'common']>,
  roleLabel: (role: string) => string,
): string {
  const parts: string[] = [];
  if (phone) parts.push(roleLabel(row.role));
  if (phone && row.status === 'disabled') parts.push(t('status.disabled'));
  if (row.invitationPending) parts.push(t('list.invitationPending'));
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
  const { t } = useTranslation(['users', 'common']);
  const roleLabel = useRoleLabel();
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim());
  const [role, setRole] = useState<Role | ''>('');
  const [status, setStatus] = useState<UserStatus | ''>('');
  const [dialog, setDialog] = useState<DialogState>(null);
  const [statusTarget, setStatusTarget] = useState<User | null>(null);
  const [mfaTarget, setMfaTarget] = useState<User | null>(null);
  useFocusedUser(useCallback((user: User) => setDialog({ kind: 'edit', user }), []));

  const [pagination, setPagination] = useListPagination([q, role, status]);

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
        headerName: t('list.columns.name'),
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
                {subtitleOf(row, phone, t, roleLabel)}
              </Typography>
            </Box>
          </Box>
        ),
      },
      { field: 'email', headerName: t('list.columns.email'), flex: 1.2, minWidth: 200, sortable: false },
      {
        field: 'roles',
        headerName: t('list.columns.roles'),
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
        headerName: t('list.columns.status'),
        width: 130,
        sortable: false,
        renderCell: ({ row }) => (
          <Chip
            size="small"
            label={t(`status.${row.status}`)}
            color={row.status === 'active' ? 'success' : 'default'}
            variant={row.status === 'active' ? 'outlined' : 'filled'}
          />
        ),
      },
      {
        field: 'actions',
        type: 'actions',
        headerName: t('list.columns.actions'),
        width: 130,
        getActions: ({ row }: GridRowParams<User>) => {
          const manageable = mayManageUser(actor.roles, row.roles);
          const mayResetMfa = hasPermission(actor.roles, 'users.resetMfa');
          const actions = [
            <GridActionsCellItem
              key="edit"
              icon={<EditOutlined />}
              label={t('list.actions.edit', { name: row.displayName })}
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
                  label={t('list.actions.deactivate', { name: row.displayName })}
                  disabled={!manageable}
                  onClick={() => setStatusTarget(row)}
                />
              ) : (
                <GridActionsCellItem
                  key="reactivate"
                  icon={<RestartAltRounded />}
                  label={t('list.actions.reactivate', { name: row.displayName })}
                  disabled={!manageable}
                  onClick={() => setStatusTarget(row)}
                />
              ),
            );
            if (mayResetMfa) {
              actions.push(
                <GridActionsCellItem
                  key="reset-mfa"
                  icon={<LockResetRounded />}
                  label={t('list.actions.resetMfa', { name: row.displayName })}
                  disabled={!manageable}
                  onClick={() => setMfaTarget(row)}
                  showInMenu
                />,
              );
            }
          }
          return actions;
        },
      },
    ],
    [actor, phone, t, roleLabel],
  );

  const data = users.data;
  return (
    <Stack spacing={{ xs: 2, sm: 3 }}>
      <ListPageHeader
        title={t('list.title')}
        subtitle={t('list.subtitle', { client: actor.clientName })}
        actions={
          <Button variant="contained" startIcon={<PersonAddAlt1Rounded />} onClick={() => setDialog({ kind: 'add' })}>
            {t('list.add')}
          </Button>
        }
      />

      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
        <ListToolbar columns={{ xs: '1fr 1fr', md: '2fr 1fr 1fr' }} searchFullWidthOnPhone>
          <SearchField
            label={t('common:actions.search')}
            placeholder={t('list.searchPlaceholder')}
            value={search}
            onChange={setSearch}
            ariaLabel={t('list.searchAria')}
          />
          <TextField
            select
            label={t('list.role')}
            size="small"
            value={role}
            onChange={(event) => setRole(isRole(event.target.value) ? event.target.value : '')}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value="">{t('list.allRoles')}</MenuItem>
            {rolesByRank.map((r) => (
              <MenuItem key={r} value={r}>
                {roleLabel(r)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label={t('list.status')}
            size="small"
            value={status}
            onChange={(event) => {
              const next = event.target.value;
              setStatus(next === 'active' || next === 'disabled' ? next : '');
            }}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value="">{t('list.allStatuses')}</MenuItem>
            {userStatuses.map((s) => (
              <MenuItem key={s} value={s}>
                {t(`status.${s}`)}
              </MenuItem>
            ))}
          </TextField>
        </ListToolbar>

        <ListLoadError query={users} title={t('list.loadFailed')} />

        <ListGrid
          label={t('list.title')}
          page={data}
          columns={columns}
          loading={users.isFetching}
          paginationModel={pagination}
          onPaginationModelChange={setPagination}
          columnVisibilityModel={{ email: !phone, status: !phone, roles: !phone }}
          emptyLabel={search || role || status ? t('list.noMatch') : t('list.empty')}
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
      <ConfirmResetMfaDialog user={mfaTarget} onClose={() => setMfaTarget(null)} />
    </Stack>
  );
}
