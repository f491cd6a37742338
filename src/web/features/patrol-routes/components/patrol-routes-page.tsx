import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import EditOutlined from '@mui/icons-material/EditOutlined';
import RouteOutlined from '@mui/icons-material/RouteOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ListItemButton from '@mui/material/ListItemButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PatrolRoute } from '../../../../shared/contract/patrol-routes.ts';
import { useConfirm } from '../../../components/dialog-host.tsx';
import { AddButton, ListPageHeader } from '../../../components/list-page/list-page-header.tsx';
import { RetryAlert } from '../../../components/retry-alert.tsx';
import { EmptyState, SectionCard } from '../../../components/section-card.tsx';
import { translateError } from '../../../i18n/translate-error.ts';
import { formatCount } from '../../../lib/format.ts';
import { useSnackbar } from '../../../lib/notify.ts';
import { useSearchParam } from '../../../lib/use-search-param.ts';
import { useDeleteRoute, usePatrolRoutes } from '../api/patrol-routes.ts';
import { sitesOf } from '../patrol-format.ts';
import { RouteEditorDialog } from './route-editor-dialog.tsx';
import { RouteNights } from './route-nights.tsx';

/**
 * Patrol routes (docs/product/dispatch.md#mobile-patrol-runsheets): the routes with their stops and sites; a route
 * is planned and edited in a dialog; the picked route's nights show each stop's state, and it is assigned to (and
 * taken off) shifts from there.
 */
export default function PatrolRoutesPage() {
  const { t } = useTranslation(['patrolRoutes', 'common']);
  const { enqueueSnackbar } = useSnackbar();
  const confirm = useConfirm();
  const routes = usePatrolRoutes();
  const remove = useDeleteRoute();
  const [selectedParam, setSelected] = useSearchParam('route');
  const [editing, setEditing] = useState<PatrolRoute | 'new' | null>(null);
  const items = routes.data?.items ?? [];
  // The route in the address, else the first: its nights are what a dispatcher opens the screen for.
  const selected = items.find((route) => route.id === selectedParam) ?? items[0] ?? null;

  const askDelete = (route: PatrolRoute) =>
    void confirm({
      title: t('remove.title', { name: route.name }),
      body: t('remove.body'),
      confirmLabel: t('remove.confirm'),
      action: async () => {
        await remove.mutateAsync(route.id);
        if (selectedParam === route.id) setSelected('');
        enqueueSnackbar(t('remove.done'), { variant: 'success' });
      },
    });

  return (
    <Stack spacing={{ xs: 2, sm: 3 }}>
      <ListPageHeader
        title={t('page.title')}
        subtitle={t('page.subtitle')}
        actions={<AddButton label={t('page.newRoute')} onClick={() => setEditing('new')} />}
      />
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 2, sm: 3 },
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 5fr) minmax(0, 7fr)' },
          alignItems: 'start',
        }}
      >
        <SectionCard id="patrol-routes" title={t('page.listLabel')}>
          {routes.error ? (
            <Box sx={{ p: 2 }}>
              <RetryAlert onRetry={() => void routes.refetch()}>
                {`${t('page.loadFailed')}: ${translateError(routes.error)}`}
              </RetryAlert>
            </Box>
          ) : !routes.data ? (
            <Box sx={{ p: 2 }} aria-busy="true" aria-label={t('common:states.loading')}>
              <Skeleton height={56} />
              <Skeleton height={56} />
              <Skeleton height={56} />
            </Box>
          ) : items.length === 0 ? (
            <Box>
              <EmptyState icon={<RouteOutlined fontSize="inherit" />} text={t('page.emptyTitle')} />
              <Typography color="text.secondary" sx={{ px: 3, pb: 3, mt: -3, textAlign: 'center' }}>
                {t('page.emptyText')}
              </Typography>
            </Box>
          ) : (
            <Box component="ul" aria-label={t('page.listLabel')} sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {items.map((route, index) => (
                <RouteRow
                  key={route.id}
                  route={route}
                  selected={route.id === selected?.id}
                  last={index === items.length - 1}
                  onSelect={() => setSelected(route.id)}
                  onEdit={() => setEditing(route)}
                  onDelete={() => askDelete(route)}
                />
              ))}
            </Box>
          )}
        </SectionCard>
        {selected ? <RouteNights key={selected.id} route={selected} /> : null}
      </Box>
      {editing ? (
        <RouteEditorDialog
          route={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
          onSaved={(id) => setSelected(id)}
        />
      ) : null}
    </Stack>
  );
}

function RouteRow({
  route,
  selected,
  last,
  onSelect,
  onEdit,
  onDelete,
}: {
  route: PatrolRoute;
  selected: boolean;
  last: boolean;
  onSelect: () => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation('patrolRoutes');
  const sites = sitesOf(route);
  const edit = t('list.edit', { name: route.name });
  const remove = t('list.delete', { name: route.name });
  return (
    <Box
      component="li"
      data-testid="patrol-route"
      sx={{ display: 'flex', alignItems: 'center', borderBottom: last ? 0 : 1, borderColor: 'divider' }}
    >
      <ListItemButton
        selected={selected}
        aria-current={selected ? 'true' : undefined}
        onClick={onSelect}
        sx={{ flex: 1, minWidth: 0, py: 1.25, display: 'block' }}
      >
        <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', flexWrap: 'wrap', columnGap: 1 }}>
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            <bdi>{route.name}</bdi>
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
            {t('list.stops', { count: formatCount(route.stops.length) })}
          </Typography>
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          <bdi>{sites.join(' · ')}</bdi>
        </Typography>
      </ListItemButton>
      <Stack direction="row" sx={{ px: 0.5, flexShrink: 0 }}>
        <Tooltip title={edit}>
          <IconButton aria-label={edit} onClick={onEdit}>
            <EditOutlined />
          </IconButton>
        </Tooltip>
        <Tooltip title={remove}>
          <IconButton aria-label={remove} onClick={onDelete}>
            <DeleteOutlineRounded />
          </IconButton>
        </Tooltip>
      </Stack>
    </Box>
  );
}
