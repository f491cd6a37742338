import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Invoice, InvoiceLine } from '../../../../shared/contract/billing.ts';
import { DetailsDialog } from '../../../components/details-dialog.tsx';
import { TableHeadRow } from '../../../components/table-head-row.tsx';
import { currentLocale } from '../../../i18n/i18n.ts';
import { translateError } from '../../../i18n/translate-error.ts';
import { formatCount } from '../../../lib/format.ts';
import { browserTimeZone } from '../../../lib/zoned-time.ts';
import { useInvoiceLineEntries } from '../api/invoices.ts';
import { useContractOf } from '../api/options.ts';
import { formatDay, RateTypeChip } from './invoice-format.tsx';

const entryColumns = ['person', 'date', 'clockIn', 'clockOut', 'minutes'] as const;

/** A clock time in the event's zone, with the day when it is not the entry's day ("08:00", "1 Jun, 02:00"). */
function clockTime(iso: string, timeZone: string, day: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const zone = (options: Intl.DateTimeFormatOptions) => {
    try {
      return new Intl.DateTimeFormat(currentLocale(), { ...options, timeZone });
    } catch {
      return new Intl.DateTimeFormat(currentLocale(), options);
    }
  };
  const localDay = new Intl.DateTimeFormat('en-CA', { timeZone }).format(date);
  const sameDay = localDay === day;
  return zone(
    sameDay
      ? { hour: '2-digit', minute: '2-digit' }
      : { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' },
  ).format(date);
}

/**
 * The clock entries behind one invoice line (those who manage billing): who, which day, clock in and out in the
 * event's time zone, and the minutes each gave this line.
 */
export function LineEntriesDialog({
  invoice,
  line,
  onClose,
}: {
  invoice: Invoice;
  line: InvoiceLine;
  onClose: () => void;
}) {
  const { t } = useTranslation('invoices');
  const titleId = useId();
  const entries = useInvoiceLineEntries(invoice.id, line.id);
  const contract = useContractOf(invoice.contractId, true);
  const timeZone =
    contract.data?.lines.find((contractLine) => contractLine.id === line.contractLineId)?.timeZone ?? browserTimeZone();
  const rows = entries.data?.items ?? [];
  const total = rows.reduce((sum, entry) => sum + entry.minutes, 0);
  return (
    <DetailsDialog
      open
      onClose={onClose}
      titleId={titleId}
      title={
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <span dir="auto">{t('entries.title', { item: line.itemCode })}</span>
          <RateTypeChip rateType={line.rateType} />
        </Stack>
      }
    >
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('entries.zone', { zone: timeZone })}
      </Typography>
      {entries.isPending ? (
        <Stack sx={{ alignItems: 'center', py: 3 }}>
          <CircularProgress size={28} aria-label={t('entries.loading')} />
        </Stack>
      ) : entries.error ? (
        <Alert severity="error">
          {t('entries.loadFailed')} {translateError(entries.error)}
        </Alert>
      ) : rows.length === 0 ? (
        <Typography color="text.secondary">{t('entries.empty')}</Typography>
      ) : (
        <TableContainer>
          <Table size="small" aria-label={t('entries.tableLabel')}>
            <TableHeadRow labels={entryColumns.map((column) => t(`entries.${column}`))} numeric={[4]} />
            <TableBody>
              {rows.map((entry) => (
                <TableRow key={`${entry.clockEntryId}-${entry.date}`}>
                  <TableCell dir="auto">{entry.personName}</TableCell>
                  <TableCell>{formatDay(entry.date)}</TableCell>
                  <TableCell>
                    <bdi>{clockTime(entry.clockIn, timeZone, entry.date)}</bdi>
                  </TableCell>
                  <TableCell>
                    <bdi>{entry.clockOut ? clockTime(entry.clockOut, timeZone, entry.date) : '—'}</bdi>
                  </TableCell>
                  <TableCell align="right">{formatCount(entry.minutes)}</TableCell>
                </TableRow>
              ))}
              <TableRow>
                <TableCell colSpan={4} sx={{ fontWeight: 700 }}>
                  {t('entries.total')}
                </TableCell>
                <TableCell align="right" sx={{ fontWeight: 700 }}>
                  {formatCount(total)}
                </TableCell>
              </TableRow>
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </DetailsDialog>
  );
}
