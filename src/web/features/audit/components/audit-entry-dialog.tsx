import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import DialogActions from '@mui/material/DialogActions';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuditRow } from '../../../../shared/contract/audit.ts';
import { DetailsDialog } from '../../../components/details-dialog.tsx';
import { formatFullDateTimeSeconds } from '../../../lib/format.ts';
import { useIsPhone } from '../../../lib/use-is-phone.ts';
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
  const phone = useIsPhone();
  const entry = useAuditEntry(row?.id);
  const none = t('details.none');
  const titleId = 'audit-entry-title';
  return (
    <DetailsDialog
      open={row !== undefined}
      onClose={onClose}
      titleId={titleId}
      title={t('details.title')}
      actions={
        phone ? null : (
          <DialogActions>
            <Button onClick={onClose}>{t('common:actions.close')}</Button>
          </DialogActions>
        )
      }
    >
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
    </DetailsDialog>
  );
}
