import BadgeOutlined from '@mui/icons-material/BadgeOutlined';
import DownloadRounded from '@mui/icons-material/DownloadRounded';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { DataGrid, type GridColDef, type GridPaginationModel, type GridSortModel } from '@mui/x-data-grid';
import { useEffect, useMemo, useState } from 'react';
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
import { useDataGridLocaleText } from '../../../components/data-grid-locale.ts';
import { LicenceChip, PersonnelStatusChip } from '../../../components/personnel-chips.tsx';
import { SearchField } from '../../../components/search-field.tsx';
import { translateError } from '../../../i18n/translate-error.ts';
import { initialOf } from '../../../lib/personnel-format.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { personnelCsvUrl } from '../api/export-personnel-csv.ts';
import { usePersonnel } from '../api/list-personnel.ts';

const pageSizeOptions = [10, 25, 50, 100];
type SortKey = (typeof personnelSortKeys)[number];
const isSortKey = (value: string): value is SortKey => personnelSortKeys.some((k) => k === value);

/** Personnel (executive, manager, supervisor): the field people in scope, their status now and licence. */
export default function PersonnelPage() {
  const [params] = useSearchParams();
  const focus = params.get('focus');
  // A search result links /personnel?focus=<id>: that person's page.
  if (focus) return <Navigate to={`/personnel/${encodeURIComponent(focus)}`} replace />;
  return <PersonnelList />;
}

function PersonnelList() {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const { t } = useTranslation(['personnel', 'common']);
  const navigate = useNavigate();
  const localeText = useDataGridLocaleText();
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim());
  const [role, setRole] = useState<PersonnelRole | ''>('');
  const [status, setStatus] = useState<PersonnelStatus | ''>('');
  const [pagination, setPagination] = useState<GridPaginationModel>({ page: 0, pageSize: 25 });
  const [sortModel, setSortModel] = useState<GridSortModel>([{ field: 'name', sort: 'asc' }]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the filters are the trigger, not values read here.
  useEffect(() => {
    setPagination((current) => (current.page === 0 ? current : { ...current, page: 0 }));
  }, [q, role, status, sortModel]);

  const sortField = sortModel[0]?.field;
  const filters = {
    q: q || undefined,
    role: role || undefined,
    status: status || undefined,
    sort: sortField && isSortKey(sortField) ? sortField : undefined,
    order: sortModel[0]?.sort ?? undefined,
  };
  const people = usePersonnel({ ...filters, page: pagination.page + 1, limit: pagination.pageSize });

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
            <Box sx={{ minWidth: 0, lineHeight: 1.3 }}>
              <Typography variant="body2" noWrap sx={{ fontWeight: 600 }}>
                {row.name}
              </Typography>
              <Typography variant="caption" color="text.secondary" noWrap component="div">
                {row.email}
              </Typography>
            </Box>
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
          <Box sx={{ display: 'flex', alignItems: 'center', height: '100%' }}>
            <PersonnelStatusChip status={row.status} />
          </Box>
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
  const open = (id: string) => navigate(`/personnel/${encodeURIComponent(id)}`);
  const filtered = Boolean(search || role || status);
  return (
    <Stack spacing={{ xs: 2, sm: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'flex-end', gap: 2, flexWrap: 'wrap' }}>
        <Box sx={{ flex: 1, minWidth: 200 }}>
          <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 26, sm: 30 } }}>
            {t('list.title')}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {t('list.subtitle')}
          </Typography>
        </Box>
        <Button
          variant="outlined"
          startIcon={<DownloadRounded />}
          href={personnelCsvUrl({
            q: filters.q,
            role: filters.role,
            status: filters.status,
            sort: filters.sort,
            order: filters.order,
          })}
          download
        >
          {t('common:actions.exportCsv')}
        </Button>
        <Button variant="outlined" startIcon={<BadgeOutlined />} component={RouterLink} to="/badge">
          {t('list.printBadges')}
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
            onChange={(event) => {
              const next = personnelRoles.find((r) => r === event.target.value);
              setRole(next ?? '');
            }}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value="">{t('list.allRoles')}</MenuItem>
            {personnelRoles.map((r) => (
              <MenuItem key={r} value={r}>
                {t(`common:roles.${r}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label={t('list.status')}
            size="small"
            value={status}
            onChange={(event) => {
              const next = personnelStatuses.find((s) => s === event.target.value);
              setStatus(next ?? '');
            }}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value="">{t('list.allStatuses')}</MenuItem>
            {personnelStatuses.map((s) => (
              <MenuItem key={s} value={s}>
                {t(`status.${s}`)}
              </MenuItem>
            ))}
          </TextField>
        </Box>

        {people.error ? (
          <Alert
            severity="error"
            sx={{ mb: 2 }}
            action={
              <Button color="inherit" size="small" onClick={() => void people.refetch()} disabled={people.isFetching}>
                {t('common:actions.retry')}
              </Button>
            }
          >
            <AlertTitle>{t('list.loadFailed')}</AlertTitle>
            {translateError(people.error)}
          </Alert>
        ) : null}

        {phone ? (
          <PhoneCards
            rows={data?.items ?? []}
            loading={people.isFetching}
            empty={filtered ? t('list.noMatch') : t('list.empty')}
            page={pagination.page}
            pageCount={Math.max(1, Math.ceil((data?.total ?? 0) / pagination.pageSize))}
            onPage={(page) => setPagination((current) => ({ ...current, page }))}
            onOpen={open}
          />
        ) : (
          <DataGrid
            aria-label={t('list.title')}
            rows={data?.items ?? []}
            columns={columns}
            rowCount={data?.total ?? 0}
            loading={people.isFetching}
            paginationMode="server"
            sortingMode="server"
            sortModel={sortModel}
            onSortModelChange={(model) => setSortModel(model.length ? model : [{ field: 'name', sort: 'asc' }])}
            paginationModel={pagination}
            onPaginationModelChange={setPagination}
            pageSizeOptions={pageSizeOptions}
            onRowClick={({ row }) => open(row.id)}
            disableRowSelectionOnClick
            disableColumnMenu
            rowHeight={64}
            autoHeight
            columnVisibilityModel={{ notes: !!data?.items.some((p) => p.notes) }}
            localeText={{ ...localeText, noRowsLabel: filtered ? t('list.noMatch') : t('list.empty') }}
            sx={{ border: 0, '--DataGrid-overlayHeight': '160px', '& .MuiDataGrid-row': { cursor: 'pointer' } }}
          />
        )}
      </Paper>
    </Stack>
  );
}

function PhoneCards({
  rows,
  loading,
  empty,
  page,
  pageCount,
  onPage,
  onOpen,
}: {
  rows: Personnel[];
  loading: boolean;
  empty: string;
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  onOpen: (id: string) => void;
}) {
  const { t } = useTranslation(['personnel', 'common']);
  if (loading && rows.length === 0) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
        <CircularProgress aria-label={t('common:states.loading')} />
      </Box>
    );
  }
  if (rows.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
        {empty}
      </Typography>
    );
  }
  return (
    <Stack spacing={1.5} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={t('list.title')}>
      {rows.map((row) => (
        <Card variant="outlined" component="li" key={row.id}>
          <CardActionArea onClick={() => onOpen(row.id)} sx={{ p: 1.5 }}>
            <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
              <Avatar src={row.photoUrl ?? undefined} alt="">
                {initialOf(row.name)}
              </Avatar>
              <Box sx={{ minWidth: 0, flex: 1 }}>
                <Typography sx={{ fontWeight: 600 }} noWrap>
                  {row.name}
                </Typography>
                <Typography variant="caption" color="text.secondary" noWrap component="div">
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
      ))}
      {pageCount > 1 ? (
        <Box component="li" sx={{ display: 'flex', justifyContent: 'center' }}>
          <Pagination count={pageCount} page={page + 1} onChange={(_e, next) => onPage(next - 1)} size="small" />
        </Box>
      ) : null}
    </Stack>
  );
}
