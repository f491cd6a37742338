import BlockRounded from '@mui/icons-material/BlockRounded';
import EditOutlined from '@mui/icons-material/EditOutlined';
import LockResetRounded from '@mui/icons-material/LockResetRounded';
import PersonAddAlt1Rounded from '@mui/icons-material/PersonAddAlt1Rounded';
import RestartAltRounded from '@mui/icons-material/RestartAltRounded';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { GridActionsCellItem, type GridColDef, type GridRowParams } from '@mui/x-data-grid';
import type { TFunction } from 'i18next';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '../../../../shared/contract/auth.ts';
import { type User, type UserStatus, userStatuses } from '../../../../shared/contract/users.ts';
import { hasPermission, mayManageUser } from '../../../../shared/policy.ts';
import { effectiveRole, type Role } from '../../../../shared/roles.ts';
import { FilterSelect } from '../../../components/list-page/filter-select.tsx';
import { TwoLineCell } from '../../../components/list-page/grid-cells.tsx';
import { AddButton } from '../../../components/list-page/list-page-header.tsx';
import { ListRoute } from '../../../components/list-page/list-route.tsx';
import { ListScreen } from '../../../components/list-page/list-screen.tsx';
import { ListSearchField, useListSearch } from '../../../components/list-page/list-search.tsx';
import { ListToolbar } from '../../../components/list-page/list-toolbar.tsx';
import { useListPaging } from '../../../components/list-page/use-list-pagination.ts';
import { UserFormDialog } from '../../../components/user-form-dialog.tsx';
import { initialOf } from '../../../lib/personnel-format.ts';
import { rolesByRank, useRoleLabel } from '../../../lib/role-options.ts';
import { useSession } from '../../../lib/session.ts';
import { useIsPhone } from '../../../lib/use-is-phone.ts';
import { useUsers } from '../api/list-users.ts';
import { ConfirmResetMfaDialog } from './confirm-reset-mfa-dialog.tsx';
import { ConfirmStatusDialog } from './confirm-status-dialog.tsx';
import { useFocusedUser } from './use-focused-user.ts';

/**
 * Under the name: why the row's actions are off when the account is above the viewer's role; what the hidden
 * columns would say on a phone; otherwise the invitation or the customer.
 */
function subtitleOf(
  row: User,
  phone: boolean,
  manageable: boolean,
  t: TFunction<['users', 'common']>,
  roleLabel: (role: string) => string,
): string {
  const parts: string[] = [];
  if (!manageable) parts.push(t('list.outranked', { role: roleLabel(effectiveRole(row.roles) ?? row.role) }));
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
  return <ListRoute actor={useSession().data?.user} view={UsersView} />;
}

function UsersView({ actor }: { actor: SessionUser }) {
  const phone = useIsPhone();
  const { t } = useTranslation(['users', 'common']);
  const roleLabel = useRoleLabel();
  const search = useListSearch();
  const { q } = search;
  const [role, setRole] = useState<Role | ''>('');
  const [status, setStatus] = useState<UserStatus | ''>('');
  const [dialog, setDialog] = useState<DialogState>(null);
  const [statusTarget, setStatusTarget] = useState<User | null>(null);
  const [mfaTarget, setMfaTarget] = useState<User | null>(null);
  useFocusedUser(useCallback((user: User) => setDialog({ kind: 'edit', user }), []));

  const paging = useListPaging([q, role, status]);

  const users = useUsers({ q: q || undefined, role: role || undefined, status: status || undefined, ...paging.query });

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
            <TwoLineCell
              title={row.displayName}
              caption={subtitleOf(row, phone, mayManageUser(actor.roles, row.roles), t, roleLabel)}
            />
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
            // An active user can be deactivated, a disabled one reactivated.
            const statusAction = row.status === 'active' ? 'deactivate' : 'reactivate';
            actions.push(
              <GridActionsCellItem
                key={statusAction}
                icon={statusAction === 'deactivate' ? <BlockRounded /> : <RestartAltRounded />}
                label={t(`list.actions.${statusAction}`, { name: row.displayName })}
                disabled={!manageable}
                onClick={() => setStatusTarget(row)}
              />,
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

  return (
    <ListScreen
      title={t('list.title')}
      subtitle={t('list.subtitle', { client: actor.clientName })}
      actions={
        <AddButton label={t('list.add')} onClick={() => setDialog({ kind: 'add' })} icon={<PersonAddAlt1Rounded />} />
      }
      query={users}
      paging={paging}
      emptyLabel={search.text || role || status ? t('list.noMatch') : t('list.empty')}
      loadFailed={t('list.loadFailed')}
      toolbar={
        <ListToolbar columns={{ xs: '1fr 1fr', md: '2fr 1fr 1fr' }} searchFullWidthOnPhone>
          <ListSearchField search={search} placeholder={t('list.searchPlaceholder')} ariaLabel={t('list.searchAria')} />
          <FilterSelect
            label={t('list.role')}
            value={role}
            allLabel={t('list.allRoles')}
            options={rolesByRank.map((r) => ({ value: r, label: roleLabel(r) }))}
            onChange={setRole}
          />
          <FilterSelect
            label={t('list.status')}
            value={status}
            allLabel={t('list.allStatuses')}
            options={userStatuses.map((s) => ({ value: s, label: t(`status.${s}`) }))}
            onChange={setStatus}
          />
        </ListToolbar>
      }
      grid={{
        columns,
        columnVisibilityModel: { email: !phone, status: !phone, roles: !phone },
      }}
    >
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
    </ListScreen>
  );
}
