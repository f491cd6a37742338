import MuiAlert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import MenuList from '@mui/material/MenuList';
import Popover from '@mui/material/Popover';
import { useTheme } from '@mui/material/styles';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type AlertFilter, alertFilters } from '../../../../shared/contract/alerts.ts';
import type { SessionUser } from '../../../../shared/contract/auth.ts';
import { formatCount } from '../../../lib/format.ts';
import { useAlertList, useUnseenAlertCount } from '../api/list-alerts.ts';
import { useOpenAlert } from '../use-open-alert.ts';
import { AlertRow } from './alert-row.tsx';

export interface AlertsDropdownProps {
  id: string;
  user: SessionUser;
  anchor: HTMLElement | null;
  onClose: () => void;
}

/** The alerts dropdown (docs/product/alerts.md#alert-bell): filter All / Break / Geofence / SOS, newest first, paged, live. */
export function AlertsDropdown({ id, user, anchor, onClose }: AlertsDropdownProps) {
  const { t } = useTranslation('alerts');
  const theme = useTheme();
  const [filter, setFilter] = useState<AlertFilter>('all');
  const count = useUnseenAlertCount().data ?? 0;
  const openAlert = useOpenAlert(user);
  const end = theme.direction === 'rtl' ? 'left' : 'right';
  const titleId = `${id}-title`;
  const panelId = `${id}-panel`;
  return (
    <Popover
      id={id}
      open={anchor !== null}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: end }}
      transformOrigin={{ vertical: 'top', horizontal: end }}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-labelledby': titleId,
          sx: { width: 420, maxWidth: 'calc(100vw - 16px)', maxHeight: 'min(640px, calc(100dvh - 88px))' },
        },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, px: 2, pt: 1.5, pb: 0.5 }}>
        <Typography id={titleId} component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          {t('dropdown.title')}
        </Typography>
        {count > 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t('dropdown.unseenCount', { count: formatCount(count) })}
          </Typography>
        ) : null}
      </Box>
      <Tabs
        value={filter}
        onChange={(_event, value: AlertFilter) => setFilter(value)}
        aria-label={t('dropdown.filterLabel')}
        variant="fullWidth"
        sx={{ minHeight: 40, px: 1, '& .MuiTab-root': { minHeight: 40, minWidth: 0, px: 1 } }}
      >
        {alertFilters.map((value) => (
          <Tab
            key={value}
            value={value}
            label={t(`filters.${value}`)}
            id={`${id}-tab-${value}`}
            aria-controls={panelId}
          />
        ))}
      </Tabs>
      <Divider />
      <Box id={panelId} role="tabpanel" aria-labelledby={`${id}-tab-${filter}`}>
        <AlertList
          filter={filter}
          onOpen={(alert) => {
            onClose();
            openAlert(alert);
          }}
        />
      </Box>
    </Popover>
  );
}

function AlertList({ filter, onOpen }: { filter: AlertFilter; onOpen: Parameters<typeof AlertRow>[0]['onOpen'] }) {
  const { t } = useTranslation('alerts');
  const list = useAlertList(filter);
  if (list.isPending) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
        <CircularProgress size={28} aria-label={t('dropdown.title')} />
      </Box>
    );
  }
  if (list.isError) {
    return (
      <MuiAlert
        severity="error"
        sx={{ m: 2 }}
        action={
          <Button color="inherit" size="small" onClick={() => void list.refetch()}>
            {t('dropdown.retry')}
          </Button>
        }
      >
        {t('dropdown.loadFailed')}
      </MuiAlert>
    );
  }
  const alerts = list.data.pages.flatMap((page) => page.items);
  if (alerts.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ px: 2, py: 4, textAlign: 'center' }}>
        {t('dropdown.empty')}
      </Typography>
    );
  }
  return (
    <>
      <MenuList aria-label={t('dropdown.listLabel')} autoFocusItem={false} sx={{ py: 0 }}>
        {alerts.map((alert) => (
          <AlertRow key={alert.id} alert={alert} onOpen={onOpen} />
        ))}
      </MenuList>
      {list.hasNextPage ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', p: 1 }}>
          <Button onClick={() => void list.fetchNextPage()} loading={list.isFetchingNextPage}>
            {t('dropdown.loadMore')}
          </Button>
        </Box>
      ) : null}
    </>
  );
}
