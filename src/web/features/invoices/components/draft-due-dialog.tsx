import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { InvoicesDue } from '../../../../shared/contract/billing.ts';
import { screenPath } from '../../../../shared/screens.ts';
import { DetailsDialog } from '../../../components/details-dialog.tsx';
import { translateErrorCode } from '../../../i18n/translate-error.ts';
import { useDraftDueInvoices } from '../api/invoices.ts';
import { MutationConfirmDialog } from './invoice-dialog-parts.tsx';
import { formatPeriod } from './invoice-format.tsx';

/**
 * "Draft all due": a draft for every contract whose last billing period has ended and has none; then what was
 * drafted (each opens) and what was skipped, with the refusal in words.
 */
export function DraftDueDialog({ customerId, onClose }: { customerId: string | undefined; onClose: () => void }) {
  const { t } = useTranslation(['invoices', 'common']);
  const draft = useDraftDueInvoices();
  const titleId = useId();
  const result = draft.data;
  if (!result) {
    return (
      <MutationConfirmDialog
        tone="primary"
        title={t('due.title')}
        body={t('due.body')}
        confirmLabel={t('due.confirm')}
        mutation={draft}
        variables={customerId}
        onClose={onClose}
      />
    );
  }
  return (
    <DetailsDialog
      open
      onClose={onClose}
      titleId={titleId}
      title={t('due.resultTitle')}
      actions={
        <Button onClick={onClose} sx={{ m: 1.5, alignSelf: 'flex-end' }}>
          {t('common:actions.close')}
        </Button>
      }
    >
      <DueResult result={result} />
    </DetailsDialog>
  );
}

function DueResult({ result }: { result: InvoicesDue }) {
  const { t } = useTranslation('invoices');
  return (
    <>
      <Alert severity={result.created.length > 0 ? 'success' : 'info'} sx={{ mb: 2 }}>
        {t('due.summary', { created: result.created.length, skipped: result.skipped.length })}
      </Alert>
      <ResultList title={t('due.created')}>
        {result.created.map((row) => (
          <ListItem key={row.invoiceId} disableGutters>
            <ListItemText
              primary={
                <Link component={RouterLink} to={screenPath('invoices', { record: row.invoiceId })} dir="auto">
                  {row.contractCode}
                </Link>
              }
              secondary={formatPeriod(row.from, row.to)}
            />
          </ListItem>
        ))}
      </ResultList>
      <ResultList title={t('due.skipped')}>
        {result.skipped.map((row) => (
          <ListItem key={`${row.contractId}-${row.from}`} disableGutters>
            <ListItemText
              primary={
                <>
                  <bdi>{row.contractCode}</bdi> · {formatPeriod(row.from, row.to)}
                </>
              }
              secondary={translateErrorCode(row.code, row.params ?? { from: row.from, to: row.to, number: '—' })}
            />
          </ListItem>
        ))}
      </ResultList>
    </>
  );
}

/** A titled list of the contracts the run created or skipped; nothing when there are none. */
function ResultList({ title, children }: { title: string; children: ReactNode[] }) {
  if (children.length === 0) return null;
  return (
    <>
      <Typography variant="subtitle2" component="h3">
        {title}
      </Typography>
      <List dense aria-label={title}>
        {children}
      </List>
    </>
  );
}
