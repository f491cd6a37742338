import CloseRounded from '@mui/icons-material/CloseRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuditRow } from '../../../../shared/contract/audit.ts';
import { formatFullDateTimeSeconds } from '../../../lib/format.ts';
import { useAuditEntry } from '../api/audit-log.ts';

const mono = 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace';

function Field({ label, children, ltr }: { label: string; children: ReactNode; ltr?: boolean }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '140px 1fr' }, columnGap: 2, py: 0.75 }}>
      <Typography variant="body2" color="text.secondary" component="dt">
        {label}
      </Typography>
      <Typography
        variant="body2"
        component="dd"
        dir={ltr ? 'ltr' : 'auto'}
        sx={{ m: 0, overflowWrap: 'anywhere', textAlign: 'start', ...(ltr ? { fontFamily: mono } : {}) }}
      >
        {children}
      </Typography>
    </Box>
  );
}

/** One entry: every field, and its data as indented JSON that wraps (readable on a phone, full screen there). */
export function AuditEntryDialog({ row, onClose }: { row: AuditRow | undefined; onClose: () => void }) {
  const { t } = useTranslation(['audit', 'common']);
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const entry = useAuditEntry(row?.id);
  const none = t('details.none');
  const titleId = 'audit-entry-title';
  return (
    <Dialog
      open={row !== undefined}
      onClose={onClose}
      fullScreen={phone}
      fullWidth
      maxWidth="md"
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId} sx={{ display: 'flex', alignItems: 'center', gap: 1, pe: 1 }}>
        <Box component="span" sx={{ flex: 1 }}>
          {t('details.title')}
        </Box>
        <IconButton aria-label={t('common:actions.close')} onClick={onClose}>
          <CloseRounded />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers>
        {row ? (
          <Box component="dl" sx={{ m: 0 }}>
            <Field label={t('details.at')}>{formatFullDateTimeSeconds(row.at)}</Field>
            <Field label={t('details.actor')}>
              {row.actor ? (
                <>
                  <bdi>{row.actor.name}</bdi>
                  {row.actor.email && row.actor.email !== row.actor.name ? (
                    <Box component="span" dir="ltr" sx={{ display: 'block', color: 'text.secondary' }}>
                      {row.actor.email}
                    </Box>
                  ) : null}
                </>
              ) : (
                t('system')
              )}
            </Field>
            <Field label={t('details.action')} ltr>
              {row.action}
            </Field>
            <Field label={t('details.entity')} ltr>
              {row.entity}
            </Field>
            <Field label={t('details.entityId')} ltr>
              {row.entityId ?? none}
            </Field>
            <Field label={t('details.ip')} ltr>
              {row.ip ?? none}
            </Field>
            <Field label={t('details.requestId')} ltr>
              {row.requestId ?? none}
            </Field>
          </Box>
        ) : null}
        <Typography variant="subtitle2" component="h3" sx={{ mt: 2, mb: 1 }}>
          {t('details.data')}
        </Typography>
        {entry.isPending ? (
          <CircularProgress size={24} aria-label={t('common:states.loading')} />
        ) : entry.isError ? (
          <Alert severity="error">{t('details.loadFailed')}</Alert>
        ) : entry.data?.data === null || entry.data?.data === undefined ? (
          <Typography variant="body2" color="text.secondary">
            {t('details.noData')}
          </Typography>
        ) : (
          <Box
            component="pre"
            dir="ltr"
            data-testid="audit-entry-data"
            sx={{
              m: 0,
              p: 1.5,
              borderRadius: 1,
              bgcolor: 'action.hover',
              fontFamily: mono,
              fontSize: 13,
              whiteSpace: 'pre-wrap',
              overflowWrap: 'anywhere',
              textAlign: 'left',
            }}
          >
            {JSON.stringify(entry.data.data, null, 2)}
          </Box>
        )}
      </DialogContent>
      {phone ? null : (
        <DialogActions>
          <Button onClick={onClose}>{t('common:actions.close')}</Button>
        </DialogActions>
      )}
    </Dialog>
  );
}
