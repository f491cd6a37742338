import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useId, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { Alert } from '../../../../shared/contract/alerts.ts';
import type { SessionUser } from '../../../../shared/contract/auth.ts';
import { hasPermission } from '../../../../shared/policy.ts';
import { mayOpen, screenFor, screenPath } from '../../../../shared/screens.ts';
import { useConfirm } from '../../../components/dialog-host.tsx';
import { useAlertTexts } from '../../../lib/alert-texts.ts';
import { formatAlertDateTime, formatCount } from '../../../lib/format.ts';
import { showMessage } from '../../../lib/notify.ts';
import { roleOf } from '../../../lib/session.ts';
import { findCachedAlert } from '../alert-cache.ts';
import { useDeleteAlert } from '../api/delete-alert.ts';
import { AlertCategoryIcon } from './alert-category-icon.tsx';

// Leaflet loads only when an alert with a position is opened.
const AlertMap = lazy(() => import('./alert-map.tsx').then((m) => ({ default: m.AlertMap })));

/** The alert as it is now in the caches (seen by whom, deleted), falling back to the one that was opened. */
function useCurrentAlert(opened: Alert): Alert {
  const queryClient = useQueryClient();
  const cached = useSyncExternalStore(
    (listener) => queryClient.getQueryCache().subscribe(listener),
    () => findCachedAlert(queryClient, opened.id),
  );
  return cached ?? opened;
}

/** Keeps a date-time left to right inside a right-to-left sentence (Unicode LRI … PDI). */
function ltrIsolate(text: string): string {
  return `\u2066${text}\u2069`;
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
        {children}
      </Typography>
    </>
  );
}

export interface AlertDetailDialogProps {
  opened: Alert;
  user: SessionUser;
  open: boolean;
  onClose: () => void;
}

/** The alert detail popup (docs/product/alerts.md#alert-bell): everything about one alert, its position on a small map. */
export function AlertDetailDialog({ opened, user, open, onClose }: AlertDetailDialogProps) {
  const { t } = useTranslation('alerts');
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const confirm = useConfirm();
  const removal = useDeleteAlert();
  const titleId = useId();
  const alert = useCurrentAlert(opened);
  const texts = useAlertTexts();
  const message = texts.text(alert);
  const role = roleOf(user);
  const eventRoute = alert.event ? screenFor(screenPath('events', { record: alert.event.id })) : undefined;
  const linksEvent = eventRoute !== undefined && mayOpen(eventRoute, role);
  const hasPosition = alert.latitude !== null && alert.longitude !== null;

  const remove = async () => {
    const deleted = await confirm({
      title: t('detail.deleteTitle'),
      body: t('detail.deleteBody'),
      confirmLabel: t('detail.delete'),
      tone: 'danger',
      action: () => removal.mutateAsync(alert.id),
    });
    if (deleted) {
      showMessage(t('detail.deleted'), 'success');
      onClose();
    }
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" fullScreen={phone} aria-labelledby={titleId}>
      <DialogTitle id={titleId} sx={{ display: 'flex', alignItems: 'center', gap: 1.5, paddingInlineEnd: 2 }}>
        <AlertCategoryIcon category={alert.category} size={40} />
        <Box component="span" sx={{ flex: 1, minWidth: 0 }}>
          <bdi>{texts.title(alert)}</bdi>
        </Box>
        <Chip
          size="small"
          label={t(`categories.${alert.category}`)}
          color={alert.category === 'sos' ? 'error' : 'default'}
        />
      </DialogTitle>
      <DialogContent dividers>
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
            columnGap: 3,
            rowGap: { xs: 0.25, sm: 1 },
            m: 0,
            '& dd': { mb: { xs: 1, sm: 0 } },
          }}
        >
          <Field label={t('detail.type')}>{texts.type(alert)}</Field>
          <Field label={t('detail.guard')}>{alert.guard?.name ?? t('unknownGuard')}</Field>
          <Field label={t('detail.event')}>
            {alert.event ? (
              linksEvent ? (
                <Link component={RouterLink} to={screenPath('events', { record: alert.event.id })} onClick={onClose}>
                  {alert.event.name}
                </Link>
              ) : (
                alert.event.name
              )
            ) : (
              t('noEvent')
            )}
          </Field>
          {message ? (
            <Field label={t('detail.message')}>
              <bdi>{message}</bdi>
            </Field>
          ) : null}
          {alert.notes ? (
            <Field label={t('detail.notes')}>
              <bdi>{alert.notes}</bdi>
            </Field>
          ) : null}
          {alert.taskName ? <Field label={t('detail.task')}>{alert.taskName}</Field> : null}
          <Field label={t('detail.created')}>
            <bdi>{formatAlertDateTime(alert.createdAt)}</bdi>
          </Field>
          {alert.lengthOfBreak !== null ? (
            <Field label={t('detail.breakLength')}>
              <bdi>{t('detail.breakMinutes', { count: formatCount(alert.lengthOfBreak) })}</bdi>
            </Field>
          ) : null}
          {alert.assignedBy ? <Field label={t('detail.assignedBy')}>{alert.assignedBy.name}</Field> : null}
          {alert.unassignedBy ? <Field label={t('detail.unassignedBy')}>{alert.unassignedBy.name}</Field> : null}
          <Field label={t('detail.seen')}>
            {alert.seen ? (
              <>
                {alert.seenBy ? <bdi>{alert.seenBy.name}</bdi> : null}
                {alert.seenBy && alert.seenAt ? ' ' : null}
                {alert.seenAt ? (
                  <bdi>{t('detail.seenAt', { time: ltrIsolate(formatAlertDateTime(alert.seenAt)) })}</bdi>
                ) : null}
              </>
            ) : (
              t('detail.notSeen')
            )}
          </Field>
        </Box>
        {hasPosition ? (
          <Box sx={{ mt: 2 }}>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
              {t('detail.position')}
            </Typography>
            <Suspense
              fallback={
                <Box
                  sx={{ height: 220, display: 'grid', placeItems: 'center', bgcolor: 'action.hover', borderRadius: 1 }}
                >
                  <Typography variant="body2" color="text.secondary">
                    {t('detail.mapLoading')}
                  </Typography>
                </Box>
              }
            >
              <AlertMap
                latitude={alert.latitude ?? 0}
                longitude={alert.longitude ?? 0}
                category={alert.category}
                label={t('detail.mapLabel')}
              />
            </Suspense>
          </Box>
        ) : null}
      </DialogContent>
      <DialogActions>
        {hasPermission(user.roles, 'alerts.delete') ? (
          <Button color="error" onClick={() => void remove()} sx={{ marginInlineEnd: 'auto' }}>
            {t('detail.delete')}
          </Button>
        ) : null}
        <Button variant="contained" onClick={onClose}>
          {t('detail.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
