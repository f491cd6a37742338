import AddRounded from '@mui/icons-material/AddRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import PriceChangeOutlined from '@mui/icons-material/PriceChangeOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Contract, type ContractLine, currencyDigits } from '../../../../shared/contract/billing.ts';
import type { CallType } from '../../../../shared/dispatch-rules.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { DisabledReasonTooltip } from '../../../components/disabled-reason-tooltip.tsx';
import { TableHeadRow } from '../../../components/table-head-row.tsx';
import { currentLocale } from '../../../i18n/i18n.ts';
import { translateError } from '../../../i18n/translate-error.ts';
import { formatDate, formatHours } from '../../../lib/format.ts';
import { useSnackbar } from '../../../lib/notify.ts';
import { useIsPhone } from '../../../lib/use-is-phone.ts';
import { useRemoveContractLine } from '../api/contracts.ts';
import { ContractLineDialog } from './contract-line-dialog.tsx';
import { formatCurrency } from './form-units.ts';

interface LineGroup {
  key: string;
  eventName: string;
  post: string | null;
  /** A per-call group's call type (its versions replace each other, whatever the post). */
  callType: CallType | null;
  /** Every version, the newest first. */
  lines: ContractLine[];
}

const lineColumns = ['item', 'rate', 'hours', 'effective', 'status', 'actions'] as const;

/**
 * The lines by event and post, or event and call type for per-call lines (what a version replaces), each group's
 * versions the newest first; a per-call group after the event's post groups.
 */
export function groupLines(lines: readonly ContractLine[]): LineGroup[] {
  const groups = new Map<string, LineGroup>();
  for (const line of lines) {
    const key = line.callType ? `${line.eventId}|call|${line.callType}` : `${line.eventId}|${line.post ?? ''}`;
    const group = groups.get(key) ?? {
      key,
      eventName: line.eventName,
      post: line.post,
      callType: line.callType,
      lines: [],
    };
    group.lines.push(line);
    groups.set(key, group);
  }
  const sorted = [...groups.values()].sort(
    (a, b) =>
      a.eventName.localeCompare(b.eventName) ||
      Number(a.callType !== null) - Number(b.callType !== null) ||
      (a.callType ?? '').localeCompare(b.callType ?? '') ||
      (a.post ?? '').localeCompare(b.post ?? ''),
  );
  for (const group of sorted) group.lines.sort((a, b) => b.effectiveFrom.localeCompare(a.effectiveFrom));
  return sorted;
}

const day = (date: string) => formatDate(`${date}T00:00:00`);

/** What a group sells at its event: a post, every post, or the calls of one type. */
function useGroupPlace() {
  const { t } = useTranslation('contracts');
  return (group: LineGroup) =>
    group.callType
      ? t('lines.callGroup', { type: t(`callTypes.${group.callType}`) })
      : (group.post ?? t('lines.allPosts'));
}

/** A group's event and post (or call type), each kept whole in a right-to-left page. */
function GroupTitle({ group }: { group: LineGroup }) {
  const placeOf = useGroupPlace();
  return (
    <Typography variant="subtitle2" component="span">
      <bdi>{group.eventName}</bdi>
      <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>
        {' · '}
        <bdi>{placeOf(group)}</bdi>
      </Box>
    </Typography>
  );
}

/** A contract's lines grouped by event and post with every version; adds a line, a new rate, deletes a line. */
export function ContractLines({ contract }: { contract: Contract }) {
  const { t } = useTranslation(['contracts', 'common']);
  const { enqueueSnackbar } = useSnackbar();
  const [dialog, setDialog] = useState<{ from?: ContractLine } | null>(null);
  const [deleting, setDeleting] = useState<ContractLine | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const remove = useRemoveContractLine();
  const digits = currencyDigits(contract.currency);
  const money = (cents: number) => formatCurrency(cents, contract.currency, digits, currentLocale());
  const groups = groupLines(contract.lines);
  const phone = useIsPhone();
  const placeOf = useGroupPlace();

  const rateOf = (line: ContractLine) => {
    if (line.method === 'hourly')
      return line.billRateCents === null ? '—' : t('lines.perHour', { amount: money(line.billRateCents) });
    if (line.fixedCents === null) return '—';
    return line.method === 'per_call'
      ? t('lines.perCall', { amount: money(line.fixedCents) })
      : t('lines.fixedPerPeriod', { amount: money(line.fixedCents) });
  };

  const periodOf = (line: ContractLine) =>
    line.effectiveTo
      ? `${day(line.effectiveFrom)} – ${day(line.effectiveTo)}`
      : t('list.openEnded', { from: day(line.effectiveFrom) });
  const hoursOf = (line: ContractLine) =>
    line.contractedMinutesPerWeek === null ? null : formatHours(line.contractedMinutesPerWeek / 60);

  /** A new rate from this line, and deleting it (off, with the reason, once an invoice holds it). */
  const actionsOf = (line: ContractLine) => (
    <Box sx={{ display: 'inline-flex', flexShrink: 0 }}>
      <Tooltip title={t('lines.newRate')}>
        <IconButton
          aria-label={t('lines.newRateFor', { item: line.itemCode })}
          onClick={() => setDialog({ from: line })}
        >
          <PriceChangeOutlined />
        </IconButton>
      </Tooltip>
      {line.invoiced ? (
        <DisabledReasonTooltip reason={t('lines.invoicedCannotDelete')}>
          <IconButton aria-label={t('lines.deleteLine', { item: line.itemCode })} disabled>
            <DeleteOutlineRounded />
          </IconButton>
        </DisabledReasonTooltip>
      ) : (
        <Tooltip title={t('common:actions.delete')}>
          <IconButton aria-label={t('lines.deleteLine', { item: line.itemCode })} onClick={() => setDeleting(line)}>
            <DeleteOutlineRounded />
          </IconButton>
        </Tooltip>
      )}
    </Box>
  );

  const closeDelete = () => {
    setDeleting(null);
    setDeleteError(null);
  };
  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      enqueueSnackbar(t('lines.deleted', { item: deleting.itemCode }), { variant: 'success' });
      closeDelete();
    } catch (error) {
      setDeleteError(error instanceof Error ? translateError(error) : String(error));
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 1 }}>
        <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
          {t('lines.title')}
        </Typography>
        <Button variant="contained" startIcon={<AddRounded />} onClick={() => setDialog({})}>
          {t('lines.add')}
        </Button>
      </Box>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('lines.help')}
      </Typography>
      {groups.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
          {t('lines.empty')}
        </Typography>
      ) : phone ? (
        <Stack spacing={2}>
          {groups.map((group) => (
            <Box key={group.key} component="section" aria-label={`${group.eventName} · ${placeOf(group)}`}>
              <GroupTitle group={group} />
              <List disablePadding>
                {group.lines.map((line, index) => (
                  <ListItem key={line.id} divider={index < group.lines.length - 1} disableGutters sx={{ gap: 1 }}>
                    <Box sx={{ flex: 1, minWidth: 0 }}>
                      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                        <Typography variant="body2" sx={{ fontWeight: 600 }}>
                          {line.itemCode}
                        </Typography>
                        <Typography variant="body2">
                          <bdi>{rateOf(line)}</bdi>
                        </Typography>
                        {line.invoiced ? <Chip size="small" color="info" label={t('lines.invoiced')} /> : null}
                      </Box>
                      <Typography variant="caption" color="text.secondary" component="div" dir="auto">
                        {line.description}
                      </Typography>
                      <Typography variant="caption" color="text.secondary" component="div">
                        <bdi>{periodOf(line)}</bdi>
                        {hoursOf(line) ? ` · ${t('lines.columns.hours')}: ${hoursOf(line)}` : null}
                      </Typography>
                    </Box>
                    {actionsOf(line)}
                  </ListItem>
                ))}
              </List>
            </Box>
          ))}
        </Stack>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={t('lines.title')} sx={{ minWidth: 760 }}>
            <TableHeadRow labels={lineColumns.map((column) => t(`lines.columns.${column}`))} numeric={[2, 5]} />
            <TableBody>
              {groups.map((group) => (
                <Fragment key={group.key}>
                  <TableRow sx={{ bgcolor: 'action.hover' }}>
                    <TableCell colSpan={6} component="th" scope="rowgroup">
                      <GroupTitle group={group} />
                    </TableCell>
                  </TableRow>
                  {group.lines.map((line) => (
                    <TableRow key={line.id}>
                      <TableCell>
                        <Typography variant="body2" sx={{ fontWeight: 600 }}>
                          {line.itemCode}
                        </Typography>
                        <Typography variant="caption" color="text.secondary" dir="auto">
                          {line.description}
                        </Typography>
                      </TableCell>
                      <TableCell>
                        <bdi>{rateOf(line)}</bdi>
                      </TableCell>
                      <TableCell align="right">{hoursOf(line) ?? '—'}</TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>
                        <bdi>{periodOf(line)}</bdi>
                      </TableCell>
                      <TableCell>
                        {line.invoiced ? <Chip size="small" color="info" label={t('lines.invoiced')} /> : null}
                      </TableCell>
                      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                        {actionsOf(line)}
                      </TableCell>
                    </TableRow>
                  ))}
                </Fragment>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
      {dialog ? <ContractLineDialog contract={contract} from={dialog.from} onClose={() => setDialog(null)} /> : null}
      <ConfirmDialog
        open={Boolean(deleting)}
        title={t('lines.deleteTitle', { item: deleting?.itemCode ?? '' })}
        body={t('lines.deleteBody')}
        confirmLabel={t('common:actions.delete')}
        pending={remove.isPending}
        error={deleteError}
        onConfirm={() => void confirmDelete()}
        onClose={closeDelete}
      />
    </Paper>
  );
}
