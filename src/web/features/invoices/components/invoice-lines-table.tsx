import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { KeyboardEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { Invoice, InvoiceLine } from '../../../../shared/contract/billing.ts';
import { screenPath } from '../../../../shared/screens.ts';
import { TableHeadRow } from '../../../components/table-head-row.tsx';
import { currentLocale } from '../../../i18n/i18n.ts';
import { formatHours } from '../../../lib/format.ts';
import { useIsPhone } from '../../../lib/use-is-phone.ts';
import { formatCents, RateTypeChip } from './invoice-format.tsx';

const lineColumns = ['item', 'description', 'rateType', 'hours', 'unitPrice', 'amount'] as const;

/** Where a line's hours were worked: its event and post. */
function placeOf(line: InvoiceLine): string {
  return [line.eventName, line.post].filter(Boolean).join(' · ');
}

/** An ADJ line names the issued invoice it corrects and the rate type of the minutes it corrects. */
function Adjusts({ line }: { line: InvoiceLine }) {
  const { t } = useTranslation('invoices');
  if (line.rateType !== 'ADJ' || !line.adjustsInvoiceId) return null;
  return (
    <Typography variant="caption" color="text.secondary" component="div">
      {t('lines.adjusts')}{' '}
      <Link
        component={RouterLink}
        to={screenPath('invoices', { record: line.adjustsInvoiceId })}
        onClick={(event) => event.stopPropagation()}
      >
        <bdi>{line.adjustsInvoiceNumber ?? line.adjustsInvoiceId}</bdi>
      </Link>
      {line.adjustsRateType ? ` · ${line.adjustsRateType}` : ''}
    </Typography>
  );
}

/** A per-call line (docs/product/billing.md#billing-per-call) names the calls it bills. */
function PerCall({ line }: { line: InvoiceLine }) {
  const { t } = useTranslation('invoices');
  if (!line.callType) return null;
  return (
    <Typography variant="caption" color="text.secondary" component="div">
      {t('lines.perCall', { type: t(`callTypes.${line.callType}`) })}
    </Typography>
  );
}

function Description({ line }: { line: InvoiceLine }) {
  const place = placeOf(line);
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="body2" dir="auto">
        {line.description}
      </Typography>
      {place ? (
        <Typography variant="caption" color="text.secondary" component="div" dir="auto">
          {place}
        </Typography>
      ) : null}
      <PerCall line={line} />
      <Adjusts line={line} />
    </Box>
  );
}

const activate = (open: () => void) => (event: KeyboardEvent) => {
  if (event.key === 'Enter' || event.key === ' ') {
    event.preventDefault();
    open();
  }
};

/**
 * An invoice's lines and totals. With `onOpenLine` (those who manage billing) each line opens the clock entries
 * behind it, by click or by Enter.
 */
export function InvoiceLinesTable({
  invoice,
  onOpenLine,
}: {
  invoice: Invoice;
  onOpenLine?: ((line: InvoiceLine) => void) | undefined;
}) {
  const { t } = useTranslation('invoices');
  const phone = useIsPhone();
  const money = (cents: number) => formatCents(cents, invoice.currency);
  const lines = invoice.lines;
  return (
    <Paper variant="outlined">
      <Box sx={{ px: { xs: 2, sm: 3 }, pt: 2, pb: 1 }}>
        <Typography variant="h6" component="h2">
          {t('lines.title')}
        </Typography>
        {onOpenLine && lines.length > 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t('lines.openHint')}
          </Typography>
        ) : null}
      </Box>
      {lines.length === 0 ? (
        <Typography color="text.secondary" sx={{ px: { xs: 2, sm: 3 }, py: 2 }}>
          {t('lines.empty')}
        </Typography>
      ) : phone ? (
        <List aria-label={t('lines.title')} disablePadding>
          {lines.map((line) => {
            const content = (
              <Stack spacing={0.5} sx={{ width: '100%', minWidth: 0 }}>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <RateTypeChip rateType={line.rateType} />
                  <Typography variant="subtitle2" dir="auto" sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
                    {line.itemCode}
                  </Typography>
                  <Typography variant="subtitle2">
                    <bdi>{money(line.amountCents)}</bdi>
                  </Typography>
                </Stack>
                <Description line={line} />
                {line.callType ? (
                  <Typography variant="caption" color="text.secondary">
                    {t('lines.phoneCalls', {
                      calls: t('lines.calls', { count: line.quantity }),
                      price: money(line.unitCents),
                    })}
                  </Typography>
                ) : line.rateType === 'FIXED' ? null : (
                  <Typography variant="caption" color="text.secondary">
                    {t('lines.phoneQuantity', { hours: formatHours(line.quantity), price: money(line.unitCents) })}
                  </Typography>
                )}
              </Stack>
            );
            return (
              <ListItem key={line.id} divider disablePadding={Boolean(onOpenLine)}>
                {onOpenLine ? (
                  <ListItemButton
                    onClick={() => onOpenLine(line)}
                    aria-label={t('lines.openEntries', { item: line.itemCode, rateType: line.rateType })}
                  >
                    {content}
                  </ListItemButton>
                ) : (
                  content
                )}
              </ListItem>
            );
          })}
        </List>
      ) : (
        <TableContainer>
          <Table size="small" aria-label={t('lines.title')}>
            <TableHeadRow labels={lineColumns.map((column) => t(`lines.${column}`))} numeric={[3, 4, 5]} />
            <TableBody>
              {lines.map((line) => (
                <TableRow
                  key={line.id}
                  hover={Boolean(onOpenLine)}
                  {...(onOpenLine
                    ? {
                        tabIndex: 0,
                        role: 'button',
                        'aria-label': t('lines.openEntries', { item: line.itemCode, rateType: line.rateType }),
                        onClick: () => onOpenLine(line),
                        onKeyDown: activate(() => onOpenLine(line)),
                        sx: { cursor: 'pointer', '&:focus-visible': { outline: 2, outlineColor: 'primary.main' } },
                      }
                    : {})}
                >
                  <TableCell dir="auto" sx={{ fontWeight: 600 }}>
                    {line.itemCode}
                  </TableCell>
                  <TableCell>
                    <Description line={line} />
                  </TableCell>
                  <TableCell>
                    <RateTypeChip rateType={line.rateType} />
                  </TableCell>
                  <TableCell align="right">
                    {line.callType
                      ? t('lines.calls', { count: line.quantity })
                      : line.rateType === 'FIXED'
                        ? '—'
                        : formatHours(line.quantity)}
                  </TableCell>
                  <TableCell align="right">
                    <bdi>{money(line.unitCents)}</bdi>
                  </TableCell>
                  <TableCell align="right">
                    <bdi>{money(line.amountCents)}</bdi>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <Totals
        rows={[
          [t('lines.subtotal'), money(invoice.subtotalCents)],
          [t('lines.tax', { rate: formatTaxRate(invoice.taxRateBp) }), money(invoice.taxCents)],
          [t('lines.total'), money(invoice.totalCents)],
        ]}
      />
    </Paper>
  );
}

/** Basis points as a percent in the viewer's conventions: 1,000 → "10%", 825 → "8.25%". */
function formatTaxRate(bp: number): string {
  return new Intl.NumberFormat(currentLocale(), { style: 'percent', maximumFractionDigits: 2 }).format(bp / 10_000);
}

function Totals({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        px: { xs: 2, sm: 3 },
        py: 2,
        display: 'grid',
        gridTemplateColumns: 'auto auto',
        justifyContent: 'end',
        columnGap: 4,
        rowGap: 0.5,
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      {rows.map(([label, value], index) => {
        const last = index === rows.length - 1;
        return (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography
              component="dt"
              color={last ? 'text.primary' : 'text.secondary'}
              sx={{ fontWeight: last ? 700 : 400 }}
            >
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, textAlign: 'right', fontWeight: last ? 700 : 400 }}>
              <bdi>{value}</bdi>
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
}
