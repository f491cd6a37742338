import NotificationsRounded from '@mui/icons-material/NotificationsRounded';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '../../../../shared/contract/auth.ts';
import { formatCount } from '../../../lib/format.ts';
import { useUnseenAlertCount } from '../api/list-alerts.ts';

// The dropdown (list, filters, rows) loads on the first click: the toolbar carries only the bell.
const AlertsDropdown = lazy(() => import('./alerts-dropdown.tsx').then((m) => ({ default: m.AlertsDropdown })));

const badgeMax = 99;

function badgeText(count: number): string {
  return count > badgeMax ? `${formatCount(badgeMax)}+` : formatCount(count);
}

/** The top bar's alert bell (docs/product/alerts.md#alert-bell): the unread count of the user's scope, and the alerts dropdown. */
export function AlertBell({ user }: { user: SessionUser }) {
  const { t } = useTranslation('alerts');
  const count = useUnseenAlertCount().data ?? 0;
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [loaded, setLoaded] = useState(false);
  const popoverId = useId();
  const label = count > 0 ? t('bell.labelUnseen', { count: formatCount(count) }) : t('bell.label');
  return (
    <>
      <Tooltip title={t('bell.label')}>
        <IconButton
          aria-label={label}
          aria-haspopup="dialog"
          aria-expanded={anchor !== null}
          aria-controls={anchor ? popoverId : undefined}
          data-testid="alert-bell"
          onClick={(event) => {
            setLoaded(true);
            setAnchor(event.currentTarget);
          }}
          // Start loading the dropdown's code as soon as the pointer comes near.
          onPointerEnter={() => setLoaded(true)}
        >
          <Badge badgeContent={count > 0 ? badgeText(count) : null} color="error">
            <NotificationsRounded />
          </Badge>
        </IconButton>
      </Tooltip>
      {loaded ? (
        <Suspense fallback={null}>
          <AlertsDropdown id={popoverId} user={user} anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
