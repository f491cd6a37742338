import AddRounded from '@mui/icons-material/AddRounded';
import EditCalendarOutlined from '@mui/icons-material/EditCalendarOutlined';
import HistoryRounded from '@mui/icons-material/HistoryRounded';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TimesheetEntry } from '../../../../shared/contract/personnel.ts';
import { DayFilterField } from '../../../components/day-filter-field.tsx';
import { translateError } from '../../../i18n/translate-error.ts';
import { translateFieldError } from '../../../i18n/translate-field-error.ts';
import { formatCount, formatFullDateTime, formatHours, formatShortDateTime } from '../../../lib/format.ts';
import { defaultRange, rangeQuery } from '../../../lib/personnel-format.ts';
import { useTimesheet } from '../api/get-timesheet.ts';
import { CorrectEntryDialog } from './correct-entry-dialog.tsx';
import { MissedPunchDialog } from './missed-punch-dialog.tsx';

/** A person's timesheet: clock entries in a date range with raw and payroll (clipped) hours, breaks, corrections. */
export function TimesheetTab({
  personId,
  personName,
  mayCorrect,
}: {
  personId: string;
  personName: string;
  mayCorrect: boolean;
}) {
  const { t } = useTranslation(['personnel', 'common']);
  const initial = useMemo(() => defaultRange(new Date()), []);
  const [from, setFrom] = useState(initial.from);
  const [to, setTo] = useState(initial.to);
  const [lastGood, setLastGood] = useState<{ from?: string; to?: string }>(
    () => rangeQuery(initial.from, initial.to) ?? {},
  );
  const query = rangeQuery(from, to);
  if (query && (query.from !== lastGood.from || query.to !== lastGood.to)) setLastGood(query);
  const sheet = useTimesheet(personId, lastGood);
  const [adding, setAdding] = useState(false);
  const [correcting, setCorrecting] = useState<TimesheetEntry | null>(null);
  const data = sheet.data;

  return (
    <Stack spacing={2}>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <DayFilterField label={t('timesheet.from')} value={from} onChange={setFrom} />
        <DayFilterField
          label={t('timesheet.to')}
          value={to}
          onChange={setTo}
          error={!query}
          helperText={query ? ' ' : translateFieldError({ code: 'validation.after_start' })}
        />
        <Box sx={{ flex: 1 }} />
        {mayCorrect ? (
          <Button variant="contained" startIcon={<AddRounded />} onClick={() => setAdding(true)}>
            {t('timesheet.addMissed')}
          </Button>
        ) : null}
      </Box>

      {data ? (
        <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>
          <Total label={t('timesheet.totals.entries')} value={formatCount(data.totals.entries)} />
          <Total label={t('timesheet.totals.rawHours')} value={formatHours(data.totals.rawHours)} />
          <Total
            label={t('timesheet.totals.payrollHours')}
            value={formatHours(data.totals.payrollHours)}
            hint={t('timesheet.payrollHelp')}
            testId="payroll-total"
          />
          <Total label={t('timesheet.totals.breakMinutes')} value={formatCount(data.totals.breakMinutes)} />
        </Box>
      ) : null}

      {sheet.error ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void sheet.refetch()}>
              {t('common:actions.retry')}
            </Button>
          }
        >
          <AlertTitle>{t('timesheet.loadFailed')}</AlertTitle>
          {translateError(sheet.error)}
        </Alert>
      ) : null}

      <Paper variant="outlined">
        {sheet.isFetching ? <LinearProgress aria-label={t('common:states.loading')} /> : null}
        <TableContainer>
          <Table size="small" aria-label={t('timesheet.title', { name: personName })}>
            <TableHead>
              <TableRow>
                <TableCell>{t('timesheet.columns.event')}</TableCell>
                <TableCell>{t('timesheet.columns.in')}</TableCell>
                <TableCell>{t('timesheet.columns.out')}</TableCell>
                <TableCell align="right">{t('timesheet.columns.hours')}</TableCell>
                <TableCell align="right">
                  <Tooltip title={t('timesheet.payrollHelp')}>
                    <span>{t('timesheet.columns.payrollHours')}</span>
                  </Tooltip>
                </TableCell>
                <TableCell>{t('timesheet.columns.breaks')}</TableCell>
                {mayCorrect ? <TableCell align="right">{t('timesheet.columns.actions')}</TableCell> : null}
              </TableRow>
            </TableHead>
            <TableBody>
              {data && data.entries.length === 0 ? (
                <TableRow>
                  <TableCell colSpan={mayCorrect ? 7 : 6}>
                    <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
                      {t('timesheet.empty')}
                    </Typography>
                  </TableCell>
                </TableRow>
              ) : null}
              {(data?.entries ?? []).map((entry) => (
                <EntryRow key={entry.id} entry={entry} mayCorrect={mayCorrect} onCorrect={() => setCorrecting(entry)} />
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </Paper>

      {adding ? (
        <MissedPunchDialog personId={personId} personName={personName} onClose={() => setAdding(false)} />
      ) : null}
      {correcting ? (
        <CorrectEntryDialog
          key={correcting.id}
          personId={personId}
          entry={correcting}
          onClose={() => setCorrecting(null)}
        />
      ) : null}
    </Stack>
  );
}

function Total({ label, value, hint, testId }: { label: string; value: string; hint?: string; testId?: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 1.5 }} data-testid={testId}>
      <Typography variant="caption" color="text.secondary" component="div" title={hint}>
        {label}
      </Typography>
      <Typography variant="h6" component="div">
        {value}
      </Typography>
    </Paper>
  );
}

function EntryRow({
  entry,
  mayCorrect,
  onCorrect,
}: {
  entry: TimesheetEntry;
  mayCorrect: boolean;
  onCorrect: () => void;
}) {
  const { t } = useTranslation(['personnel', 'common']);
  const out = entry.clockOut ? formatFullDateTime(entry.clockOut) : t('timesheet.noClockOut');
  const clipped = entry.payrollHours < entry.rawHours;
  return (
    <>
      <TableRow
        data-testid="timesheet-entry"
        sx={{ '& > td': { borderBottom: entry.corrections.length ? 0 : undefined } }}
      >
        <TableCell>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {entry.event?.name ?? t('timesheet.noEvent')}
          </Typography>
          <Box sx={{ display: 'flex', gap: 0.5, mt: 0.5, flexWrap: 'wrap' }}>
            {entry.source === 'timesheet' ? (
              <Chip size="small" variant="outlined" label={t('timesheet.source.timesheet')} />
            ) : null}
            {entry.original ? <Chip size="small" color="warning" label={t('timesheet.corrected')} /> : null}
          </Box>
        </TableCell>
        <TableCell>{formatFullDateTime(entry.clockIn)}</TableCell>
        <TableCell>{out}</TableCell>
        <TableCell align="right">{formatHours(entry.rawHours)}</TableCell>
        <TableCell align="right" data-testid="payroll-hours">
          <Typography variant="body2" sx={{ fontWeight: 600 }} color={clipped ? 'warning.main' : undefined}>
            {formatHours(entry.payrollHours)}
          </Typography>
          {clipped ? (
            <Typography variant="caption" color="text.secondary">
              {t('timesheet.clipped')}
            </Typography>
          ) : null}
        </TableCell>
        <TableCell>
          {entry.breaks.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              —
            </Typography>
          ) : (
            entry.breaks.map((b) => (
              <Typography key={b.id} variant="body2" component="div">
                {t('timesheet.breakLine', {
                  start: formatShortDateTime(b.startAt),
                  end: b.endAt ? formatShortDateTime(b.endAt) : t('timesheet.breakOpen'),
                  minutes: formatCount(b.minutes),
                })}
              </Typography>
            ))
          )}
        </TableCell>
        {mayCorrect ? (
          <TableCell align="right">
            <Button size="small" startIcon={<EditCalendarOutlined />} onClick={onCorrect}>
              {t('timesheet.correct')}
            </Button>
          </TableCell>
        ) : null}
      </TableRow>
      {entry.corrections.length ? (
        <TableRow>
          <TableCell colSpan={mayCorrect ? 7 : 6} sx={{ pt: 0 }}>
            <Box
              data-testid="entry-history"
              sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', bgcolor: 'action.hover', borderRadius: 1, p: 1 }}
            >
              <HistoryRounded fontSize="small" color="action" />
              <Box sx={{ minWidth: 0 }}>
                {entry.original ? (
                  <Typography variant="body2" data-testid="entry-original">
                    {t('timesheet.original', {
                      in: entry.original.clockIn
                        ? formatFullDateTime(entry.original.clockIn)
                        : t('timesheet.noClockIn'),
                      out: entry.original.clockOut
                        ? formatFullDateTime(entry.original.clockOut)
                        : t('timesheet.noClockOut'),
                    })}
                  </Typography>
                ) : null}
                {entry.corrections.map((c) => (
                  <Typography key={c.id} variant="caption" color="text.secondary" component="div">
                    {t(c.kind === 'added' ? 'timesheet.historyAdded' : 'timesheet.historyCorrected', {
                      by: c.byName ?? t('timesheet.someone'),
                      at: formatFullDateTime(c.at),
                      reason: c.reason,
                    })}
                  </Typography>
                ))}
              </Box>
            </Box>
          </TableCell>
        </TableRow>
      ) : null}
    </>
  );
}
