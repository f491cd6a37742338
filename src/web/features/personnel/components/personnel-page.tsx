import BadgeOutlined from '@mui/icons-material/BadgeOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import type { GridColDef, GridSortModel } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import {
  type Personnel,
  type PersonnelRole,
  type PersonnelStatus,
  personnelRoles,
  personnelSortKeys,
  personnelStatuses,
} from '../../../../shared/contract/personnel.ts';
import { screenPath } from '../../../../shared/screens.ts';
import { ExportCsvButton } from '../../../components/csv-export-button.tsx';
import { FilterSelect } from '../../../components/list-page/filter-select.tsx';
import { CenteredCell, TwoLineCell } from '../../../components/list-page/grid-cells.tsx';
import { ListScreen } from '../../../components/list-page/list-screen.tsx';
import { ListSearchField, useListSearch } from '../../../components/list-page/list-search.tsx';
import { ListToolbar } from '../../../components/list-page/list-toolbar.tsx';
import { PhoneCardList } from '../../../components/list-page/phone-lists.tsx';
import { useListPaging } from '../../../components/list-page/use-list-pagination.ts';
import { LicenceChip, PersonnelStatusChip } from '../../../components/personnel-chips.tsx';
import { initialOf } from '../../../lib/personnel-format.ts';
import { personnelCsvUrl } from '../api/export-personnel-csv.ts';
import { usePersonnel } from '../api/list-personnel.ts';

const defaultSort: GridSortModel = [{ field: 'name', sort: 'asc' }];
type SortKey = (typeof personnelSortKeys)[number];
const isSortKey = (value: string): value is SortKey => personnelSortKeys.some((k) => k === value);

/** Personnel (executive, manager, supervisor): the field people in scope, their status now and licence. */
export default function PersonnelPage() {
  const [params] = useSearchParams();
  const focus = params.get('focus');
  // A search result links /personnel?focus=<id>: that person's page.
  if (focus) return <Navigate to={screenPath('personnel', { record: focus })} replace />;
  return <PersonnelList />;
}

function PersonnelList() {
  const { t } = useTranslation(['personnel', 'common']);
  const navigate = useNavigate();
  const search = useListSearch();
  const { q } = search;
  const [role, setRole] = useState<PersonnelRole | ''>('');
  const [status, setStatus] = useState<PersonnelStatus | ''>('');
  const [sortModel, setSortModel] = useState<GridSortModel>(defaultSort);
  const paging = useListPaging([q, role, status, sortModel]);

  const sortField = sortModel[0]?.field;
  const filters = {
    q: q || undefined,
    role: role || undefined,
    status: status || undefined,
    sort: sortField && isSortKey(sortField) ? sortField : undefined,
    order: sortModel[0]?.sort ?? undefined,
  };
  const people = usePersonnel({ ...filters, ...paging.query });

  const columns = useMemo<GridColDef<Personnel>[]>(
    () => [
      {
        field: 'name',
        headerName: t('list.columns.name'),
        flex: 1.3,
        minWidth: 200,
        renderCell: ({ row }) => (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, height: '100%', minWidth: 0 }}>
            <Avatar src={row.photoUrl ?? undefined} alt="" sx={{ width: 32, height: 32, fontSize: 14 }}>
              {initialOf(row.name)}
            </Avatar>
            <TwoLineCell title={row.name} caption={row.email} />
          </Box>
        ),
      },
      {
        field: 'role',
        headerName: t('list.columns.role'),
        width: 150,
        valueGetter: (_value, row) => row.roles[0] ?? '',
        renderCell: ({ row }) => t(`common:roles.${(row.roles[0] as PersonnelRole) ?? 'guard'}`),
      },
      {
        field: 'status',
        headerName: t('list.columns.status'),
        width: 130,
        renderCell: ({ row }) => (
          <CenteredCell>
            <PersonnelStatusChip status={row.status} />
          </CenteredCell>
        ),
      },
      {
        field: 'currentEvent',
        headerName: t('list.columns.event'),
        flex: 1,
        minWidth: 150,
        sortable: false,
        valueGetter: (_value, row) =>
          row.currentEvent?.name ?? t(row.currentEventOutOfScope ? 'list.otherEvent' : 'list.noEvent'),
      },
      {
        field: 'licenceExpiresOn',
        headerName: t('list.columns.licence'),
        width: 250,
        renderCell: ({ row }) => (
          <Box sx={{ display: 'flex', flexDirection: 'column', justifyContent: 'center', height: '100%', gap: 0.25 }}>
            <LicenceChip state={row.licenceState} expiresOn={row.licenceExpiresOn} />
            {row.licenceNumber ? (
              <Typography variant="caption" color="text.secondary" noWrap>
                {row.licenceNumber}
              </Typography>
            ) : null}
          </Box>
        ),
      },
      {
        field: 'availability',
        headerName: t('list.columns.availability'),
        width: 140,
        sortable: false,
        valueGetter: (_value, row) => t(`availability.${row.availability}`),
      },
      {
        field: 'notes',
        headerName: t('list.columns.notes'),
        flex: 1,
        minWidth: 140,
        sortable: false,
      },
    ],
    [t],
  );

  const data = people.data;
  const open = (person: Personnel) => navigate(screenPath('personnel', { record: person.id }));
  const filtered = Boolean(search.text || role || status);
  const emptyLabel = filtered ? t('list.noMatch') : t('list.empty');
  return (
    <ListScreen
      title={t('list.title')}
      subtitle={t('list.subtitle')}
      actions={
        <>
          <ExportCsvButton
            href={personnelCsvUrl({
              q: filters.q,
              role: filters.role,
              status: filters.status,
              sort: filters.sort,
              order: filters.order,
            })}
            rows={people.data?.total}
          />
          <Button variant="outlined" startIcon={<BadgeOutlined />} component={RouterLink} to={screenPath('badge')}>
            {t('list.printBadges')}
          </Button>
        </>
      }
      query={people}
      paging={paging}
      emptyLabel={emptyLabel}
      loadFailed={t('list.loadFailed')}
      toolbar={
        <ListToolbar columns={{ xs: '1fr 1fr', md: '2fr 1fr 1fr' }} searchFullWidthOnPhone>
          <ListSearchField search={search} placeholder={t('list.searchPlaceholder')} ariaLabel={t('list.searchAria')} />
          <FilterSelect
            label={t('list.role')}
            value={role}
            allLabel={t('list.allRoles')}
            options={personnelRoles.map((r) => ({ value: r, label: t(`common:roles.${r}`) }))}
            onChange={setRole}
          />
          <FilterSelect
            label={t('list.status')}
            value={status}
            allLabel={t('list.allStatuses')}
            options={personnelStatuses.map((s) => ({ value: s, label: t(`status.${s}`) }))}
            onChange={setStatus}
          />
        </ListToolbar>
      }
      phoneList={(rows) => (
        <PhoneCardList {...rows} card={(row) => <PersonCard key={row.id} row={row} onOpen={open} />} />
      )}
      grid={{
        columns,
        serverSort: { model: sortModel, onChange: setSortModel, fallback: defaultSort },
        onOpenRow: open,
        rowHeight: 64,
        columnVisibilityModel: { notes: !!data?.items.some((p) => p.notes) },
      }}
    />
  );
}

function PersonCard({ row, onOpen }: { row: Personnel; onOpen: (person: Personnel) => void }) {
  const { t } = useTranslation(['personnel', 'common']);
  return (
    <Card variant="outlined" component="li">
      <CardActionArea onClick={() => onOpen(row)} sx={{ p: 1.5 }}>
        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
          <Avatar src={row.photoUrl ?? undefined} alt="">
            {initialOf(row.name)}
          </Avatar>
          <Box sx={{ minWidth: 0, flex: 1 }}>
            <Typography dir="auto" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {row.name}
            </Typography>
            <Typography variant="caption" color="text.secondary" component="div" sx={{ overflowWrap: 'anywhere' }}>
              {t(`common:roles.${(row.roles[0] as PersonnelRole) ?? 'guard'}`)} ·{' '}
              {row.currentEvent?.name ?? t(row.currentEventOutOfScope ? 'list.otherEvent' : 'list.noEvent')}
            </Typography>
          </Box>
        </Box>
        <Box sx={{ display: 'flex', gap: 1, mt: 1, flexWrap: 'wrap' }}>
          <PersonnelStatusChip status={row.status} />
          <LicenceChip state={row.licenceState} expiresOn={row.licenceExpiresOn} />
        </Box>
      </CardActionArea>
    </Card>
  );
}
