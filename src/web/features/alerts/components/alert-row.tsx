import Box from '@mui/material/Box';
import ListItemIcon from '@mui/material/ListItemIcon';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Alert } from '../../../../shared/contract/alerts.ts';
import { useAlertTexts } from '../../../lib/alert-texts.ts';
import { formatAlertDateTime } from '../../../lib/format.ts';
import { AlertCategoryIcon } from './alert-category-icon.tsx';

/** One alert in the dropdown: category icon, title, guard and event, time; an unseen one is bold with a dot. */
export function AlertRow({ alert, onOpen }: { alert: Alert; onOpen: (alert: Alert) => void }) {
  const { t } = useTranslation('alerts');
  const texts = useAlertTexts();
  const unseen = !alert.seen;
  return (
    <MenuItem
      onClick={() => onOpen(alert)}
      data-alert-id={alert.id}
      data-seen={alert.seen}
      sx={{
        alignItems: 'flex-start',
        gap: 1.5,
        py: 1.25,
        whiteSpace: 'normal',
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: unseen ? 'action.hover' : undefined,
      }}
    >
      <ListItemIcon sx={{ mt: 0.25, minWidth: 0 }}>
        <AlertCategoryIcon category={alert.category} />
      </ListItemIcon>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography variant="body2" sx={{ fontWeight: unseen ? 700 : 400, flex: 1, minWidth: 0 }}>
            <bdi>{texts.title(alert)}</bdi>
          </Typography>
          {unseen ? (
            <Box
              component="span"
              role="img"
              aria-label={t('dropdown.unseen')}
              sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: 'error.main', flexShrink: 0 }}
            />
          ) : null}
        </Box>
        <Typography variant="caption" component="p" color="text.secondary" noWrap>
          {alert.guard?.name ?? t('unknownGuard')} · {alert.event?.name ?? t('noEvent')}
        </Typography>
        <Typography variant="caption" component="p" color="text.secondary">
          <bdi>{formatAlertDateTime(alert.createdAt)}</bdi>
        </Typography>
      </Box>
    </MenuItem>
  );
}
