import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import KeyboardArrowDownRounded from '@mui/icons-material/KeyboardArrowDownRounded';
import KeyboardArrowUpRounded from '@mui/icons-material/KeyboardArrowUpRounded';
import TaskAltRounded from '@mui/icons-material/TaskAltRounded';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { Fragment, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { SessionUser } from '../../../../shared/contract/auth.ts';
import {
  type PayRun,
  type PayRunExportFormat,
  type PayRunIssue,
  type PayRunLine,
  type PayRunPerson,
  payRunExportFormats,
} from '../../../../shared/contract/payroll.ts';
import { hasPermission } from '../../../../shared/policy.ts';
import { screenPath } from '../../../../shared/screens.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { DetailItem, DetailsCard } from '../../../components/record-page/record-details.tsx';
import { RecordHeading } from '../../../components/record-page/record-heading.tsx';
import { RecordPageFrame, RecordRoute } from '../../../components/record-page/record-page-frame.tsx';
import { translateError } from '../../../i18n/translate-error.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { useSnackbar } from '../../../lib/notify.ts';
import { useSession } from '../../../lib/session.ts';
import { downloadPayRunExport, payRunsQueryKey, useApprovePayRun, usePayRun } from '../api/pay-runs.ts';
import {
  formatDay,
  formatHours,
  formatInstant,
  formatPay,
  formatPeriod,
  hoursOfMinutes,
  PayRunStatusChip,
} from './pay-format.tsx';

/**
 * A pay run (docs/product/payroll-runs.md#pay-runs): its totals, what needs attention first, every person's lines
 * down to the clock entries behind them; a manager approves it and downloads the provider's file.
 */
export default function PayRunPage() {
  return <RecordRoute actor={useSession().data?.user} view={PayRunView} />;
}

const rateTypes = ['REG', 'OT', 'DT', 'HOL', 'ADJ'] as const;

function PayRunView({ id, actor }: { id: string; actor: SessionUser }) {
  const { t } = useTranslation(['payRuns', 'common']);
  const run = usePayRun(id);
  const mayManage = hasPermission(actor.roles, 'payroll.manage');
  const [approving, setApproving] = useState(false);

  return (
    <RecordPageFrame
      query={run}
      backTo={screenPath('pay-runs')}
      backLabel={t('list.title')}
      loadFailed={t('page.loadFailed')}
    >
      {(data) => (
        <>
          <RecordHeading
            title={t('page.title', { period: formatPeriod(data.periodStart, data.periodEnd) })}
            chip={<PayRunStatusChip status={data.status} />}
            actions={
              mayManage ? (
                <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
                  {data.status === 'open' ? (
                    <Button variant="contained" startIcon={<TaskAltRounded />} onClick={() => setApproving(true)}>
                      {t('page.approve')}
                    </Button>
                  ) : (
                    <ExportMenu run={data} />
                  )}
                </Stack>
              ) : null
            }
          />
          {data.status === 'approved' ? (
            <Alert severity="info">
              {t('page.approvedNote', {
                when: data.approvedAt ? formatInstant(data.approvedAt) : '',
                who: data.approvedByName ?? '',
              })}
            </Alert>
          ) : (
            <Alert severity="info">{t('page.openNote')}</Alert>
          )}
          <Attention run={data} />
          <Totals run={data} />
          <People run={data} />
          {data.status === 'approved' ? <Exports run={data} /> : null}
          {approving ? <ApproveDialog run={data} onClose={() => setApproving(false)} /> : null}
        </>
      )}
    </RecordPageFrame>
  );
}

function ApproveDialog({ run, onClose }: { run: PayRun; onClose: () => void }) {
  const { t } = useTranslation('payRuns');
  const { enqueueSnackbar } = useSnackbar();
  const approve = useApprovePayRun();
  const error = approve.error;
  const openEntries =
    isApiError(error) && error.code === 'payrun.has_open_entries'
      ? ((error.params?.entries ?? []) as { id: string; userId: string; name: string; clockIn: string }[])
      : [];
  return (
    <ConfirmDialog
      open
      tone="primary"
      title={t('approve.title')}
      body={
        <>
          {t('approve.body', { gross: formatPay(run.totals.grossCents), people: run.totals.people })}
          {openEntries.length > 0 ? (
            <Box component="ul" sx={{ mt: 1, mb: 0, pl: 2.5 }}>
              {openEntries.map((entry) => (
                <li key={entry.id}>
                  <Link component={RouterLink} to={screenPath('personnel', { record: entry.userId })}>
                    <bdi>{entry.name}</bdi>
                  </Link>{' '}
                  — {t('approve.openSince', { when: formatInstant(entry.clockIn) })}
                </li>
              ))}
            </Box>
          ) : null}
        </>
      }
      confirmLabel={t('page.approve')}
      pending={approve.isPending}
      error={error ? translateError(error) : null}
      onConfirm={() =>
        approve.mutate(run.id, {
          onSuccess: () => {
            enqueueSnackbar(t('approve.done'), { variant: 'success' });
            onClose();
          },
        })
      }
      onClose={onClose}
    />
  );
}

function ExportMenu({ run }: { run: PayRun }) {
  const { t } = useTranslation('payRuns');
  const { enqueueSnackbar } = useSnackbar();
  const queryClient = useQueryClient();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<{ message: string; people: { userId: string; name: string }[] } | null>(null);
  // The client's provider first, then the others.
  const formats = [...payRunExportFormats].sort(
    (a, b) => Number(b === providerFormat(run.provider)) - Number(a === providerFormat(run.provider)),
  );
  const download = async (format: PayRunExportFormat) => {
    setAnchor(null);
    setBusy(true);
    setRefusal(null);
    try {
      await downloadPayRunExport(run.id, format);
      enqueueSnackbar(t('export.done'), { variant: 'success' });
      // The run lists its exports: this one now too.
      void queryClient.invalidateQueries({ queryKey: payRunsQueryKey });
    } catch (error) {
      const people =
        isApiError(error) && error.code === 'payrun.missing_provider_ids'
          ? ((error.params?.people ?? []) as { userId: string; name: string }[])
          : [];
      setRefusal({ message: translateError(error), people });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button
        variant="contained"
        startIcon={<FileDownloadOutlined />}
        endIcon={<KeyboardArrowDownRounded />}
        disabled={busy}
        aria-haspopup="menu"
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {t('export.button')}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {formats.map((format) => (
          <MenuItem key={format} onClick={() => void download(format)}>
            {t(`export.formats.${format}`)}
          </MenuItem>
        ))}
      </Menu>
      {refusal ? (
        <Alert severity="error" onClose={() => setRefusal(null)} sx={{ width: '100%' }}>
          {refusal.message}
          {refusal.people.length > 0 ? (
            <Box component="ul" sx={{ my: 0.5, pl: 2.5 }}>
              {refusal.people.map((person) => (
                <li key={person.userId}>
                  <Link component={RouterLink} to={screenPath('personnel', { record: person.userId })}>
                    <bdi>{person.name}</bdi>
                  </Link>
                </li>
              ))}
            </Box>
          ) : null}
        </Alert>
      ) : null}
    </>
  );
}

const providerFormat = (provider: PayRun['provider']): PayRunExportFormat | null =>
  provider === 'quickbooks' ? 'iif' : provider;

/** What to look at before approving: people per issue, the open entries first. */
function Attention({ run }: { run: PayRun }) {
  const { t } = useTranslation('payRuns');
  const counts = run.totals.issues;
  const shown = (
    ['payrun.open_entry', 'payrun.missed_punch', 'payrun.no_pay_rate', 'payrun.missing_provider_id'] as const
  ).filter((code) => counts[code] > 0);
  if (shown.length === 0) return run.status === 'open' ? <Alert severity="success">{t('attention.none')}</Alert> : null;
  const blocking = counts['payrun.open_entry'] > 0;
  return (
    <Alert severity={blocking ? 'warning' : 'info'}>
      <AlertTitle>{t('attention.title')}</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {shown.map((code) => (
          <li key={code}>{t(`attention.${issueKey(code)}`, { count: counts[code] })}</li>
        ))}
      </Box>
    </Alert>
  );
}

const issueKey = (code: PayRunIssue['code']) => code.slice('payrun.'.length) as IssueKey;
type IssueKey = 'open_entry' | 'missed_punch' | 'no_pay_rate' | 'missing_provider_id';

function Totals({ run }: { run: PayRun }) {
  const { t } = useTranslation('payRuns');
  const { totals } = run;
  return (
    <DetailsCard
      title={t('page.totals')}
      columns={{ xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' }}
    >
      <DetailItem label={t('page.people')}>{totals.people}</DetailItem>
      <DetailItem label={t('page.hours')}>{hoursOfMinutes(totals.minutes)}</DetailItem>
      <DetailItem label={t('page.gross')}>{formatPay(totals.grossCents)}</DetailItem>
      <DetailItem label={t('page.period')}>{formatPeriod(run.periodStart, run.periodEnd)}</DetailItem>
      {rateTypes
        .filter((type) => totals.byRateType[type].minutes !== 0 || totals.byRateType[type].amountCents !== 0)
        .map((type) => (
          <DetailItem key={type} label={t(`rateTypes.${type}`)}>
            {t('page.hoursAmount', {
              hours: hoursOfMinutes(totals.byRateType[type].minutes),
              amount: formatPay(totals.byRateType[type].amountCents),
            })}
          </DetailItem>
        ))}
    </DetailsCard>
  );
}

const pageSizes = [25, 50, 100];

function People({ run }: { run: PayRun }) {
  const { t } = useTranslation('payRuns');
  const [search, setSearch] = useState('');
  const [attentionOnly, setAttentionOnly] = useState(false);
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(25);
  const people = useMemo(() => {
    const needle = search.trim().toLocaleLowerCase();
    return run.people.filter(
      (person) =>
        (!needle || person.name.toLocaleLowerCase().includes(needle)) && (!attentionOnly || person.issues.length > 0),
    );
  }, [run.people, search, attentionOnly]);
  const shown = people.slice(page * pageSize, (page + 1) * pageSize);
  return (
    <Paper variant="outlined">
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ p: 2, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Typography variant="h6" component="h2">
          {t('people.title')}
        </Typography>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          <TextField
            size="small"
            type="search"
            label={t('people.search')}
            value={search}
            onChange={(event) => {
              setSearch(event.target.value);
              setPage(0);
            }}
          />
          <FormControlLabel
            control={
              <Switch
                checked={attentionOnly}
                onChange={(event) => {
                  setAttentionOnly(event.target.checked);
                  setPage(0);
                }}
              />
            }
            label={t('people.attentionOnly')}
          />
        </Stack>
      </Stack>
      {people.length === 0 ? (
        <Typography color="text.secondary" sx={{ px: 2, pb: 2 }}>
          {run.people.length === 0 ? t('people.empty') : t('people.noMatch')}
        </Typography>
      ) : (
        <>
          <TableContainer>
            <Table size="small" aria-label={t('people.title')}>
              <TableHead>
                <TableRow>
                  <TableCell padding="checkbox" />
                  <TableCell>{t('people.name')}</TableCell>
                  <TableCell align="right">{t('people.hours')}</TableCell>
                  <TableCell align="right">{t('people.gross')}</TableCell>
                  <TableCell>{t('people.attention')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {shown.map((person) => (
                  <PersonRow key={person.userId} person={person} />
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <TablePagination
            component="div"
            count={people.length}
            page={page}
            onPageChange={(_event, next) => setPage(next)}
            rowsPerPage={pageSize}
            rowsPerPageOptions={pageSizes}
            onRowsPerPageChange={(event) => {
              setPageSize(Number(event.target.value));
              setPage(0);
            }}
          />
        </>
      )}
    </Paper>
  );
}

function PersonRow({ person }: { person: PayRunPerson }) {
  const { t } = useTranslation('payRuns');
  const [open, setOpen] = useState(person.issues.some((issue) => issue.code === 'payrun.open_entry'));
  const minutes = person.lines.filter((line) => line.rateType !== 'ADJ').reduce((sum, line) => sum + line.minutes, 0);
  const detailsId = `pay-person-${person.userId}`;
  return (
    <Fragment>
      <TableRow hover sx={{ '& > td': { borderBottom: open ? 'none' : undefined } }}>
        <TableCell padding="checkbox">
          <IconButton
            size="small"
            aria-label={open ? t('people.hide', { name: person.name }) : t('people.show', { name: person.name })}
            aria-expanded={open}
            aria-controls={detailsId}
            onClick={() => setOpen(!open)}
          >
            {open ? <KeyboardArrowUpRounded /> : <KeyboardArrowDownRounded />}
          </IconButton>
        </TableCell>
        <TableCell dir="auto">
          <Link component={RouterLink} to={screenPath('personnel', { record: person.userId })}>
            {person.name}
          </Link>
        </TableCell>
        <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
          {hoursOfMinutes(minutes)}
        </TableCell>
        <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 600 }}>
          {formatPay(person.grossCents)}
        </TableCell>
        <TableCell>
          <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap', rowGap: 0.5 }}>
            {[...new Set(person.issues.map((issue) => issue.code))].map((code) => (
              <Chip
                key={code}
                size="small"
                color={code === 'payrun.open_entry' ? 'warning' : 'default'}
                label={t(`issues.${issueKey(code)}`)}
              />
            ))}
          </Stack>
        </TableCell>
      </TableRow>
      <TableRow>
        <TableCell colSpan={5} sx={{ py: 0 }}>
          <Collapse in={open} unmountOnExit>
            <Box id={detailsId} sx={{ py: 2 }}>
              <PersonDetails person={person} />
            </Box>
          </Collapse>
        </TableCell>
      </TableRow>
    </Fragment>
  );
}

function lineLabel(t: (key: string, options?: Record<string, unknown>) => string, line: PayRunLine): string {
  if (line.rateType !== 'ADJ') return t(`rateTypes.${line.rateType}`);
  if (line.adjustsPeriodStart)
    return t('lines.adjustsRun', {
      type: t(`rateTypes.${line.adjusts ?? 'REG'}`),
      period: formatDay(line.adjustsPeriodStart),
    });
  return t('lines.settles', { type: t(`rateTypes.${line.adjusts ?? 'OT'}`) });
}

function PersonDetails({ person }: { person: PayRunPerson }) {
  const { t } = useTranslation('payRuns');
  const translate = t as unknown as (key: string, options?: Record<string, unknown>) => string;
  const entriesOf = (line: PayRunLine) => new Set(line.entryIds);
  const [selected, setSelected] = useState<PayRunLine | null>(null);
  const highlighted = selected ? entriesOf(selected) : null;
  return (
    <Stack spacing={2}>
      {person.lines.length > 0 ? (
        <Table size="small" aria-label={t('lines.title', { name: person.name })}>
          <TableHead>
            <TableRow>
              <TableCell>{t('lines.type')}</TableCell>
              <TableCell>{t('lines.week')}</TableCell>
              <TableCell align="right">{t('lines.hours')}</TableCell>
              <TableCell align="right">{t('lines.rate')}</TableCell>
              <TableCell align="right">{t('lines.amount')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {person.lines.map((line, index) => (
              <TableRow
                // Lines have no id of their own: their place in the run is stable.
                // biome-ignore lint/suspicious/noArrayIndexKey: see above
                key={index}
                hover
                selected={selected === line}
                onClick={() => setSelected(selected === line ? null : line)}
                sx={{ cursor: 'pointer' }}
              >
                <TableCell>
                  <Button
                    size="small"
                    variant="text"
                    sx={{ p: 0, minWidth: 0, textAlign: 'start' }}
                    aria-pressed={selected === line}
                    onClick={(event) => {
                      event.stopPropagation();
                      setSelected(selected === line ? null : line);
                    }}
                  >
                    {lineLabel(translate, line)}
                  </Button>
                </TableCell>
                <TableCell>{line.workweek ? formatDay(line.workweek) : '—'}</TableCell>
                <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                  {formatHours(line.hours)}
                </TableCell>
                <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                  {formatPay(line.rateCents)}
                </TableCell>
                <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                  {formatPay(line.amountCents)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : null}
      {person.workweeks.length > 0 ? (
        <Typography variant="body2" color="text.secondary">
          {person.workweeks
            .map((week) =>
              t('lines.regularRate', {
                week: formatDay(week.start),
                rate: week.regularRateCents === null ? '—' : formatPay(week.regularRateCents),
                hours: hoursOfMinutes(week.nonHolidayMinutes),
              }),
            )
            .join(' · ')}
        </Typography>
      ) : null}
      <Box>
        <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
          {selected ? t('entries.ofLine', { line: lineLabel(translate, selected) }) : t('entries.title')}
        </Typography>
        {person.entries.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t('entries.none')}
          </Typography>
        ) : (
          <Table size="small" aria-label={t('entries.title')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('entries.event')}</TableCell>
                <TableCell>{t('entries.clockIn')}</TableCell>
                <TableCell>{t('entries.clockOut')}</TableCell>
                <TableCell align="right">{t('entries.break')}</TableCell>
                <TableCell>{t('entries.notes')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {person.entries
                .filter((entry) => !highlighted || highlighted.has(entry.id))
                .map((entry) => (
                  <TableRow key={entry.id}>
                    <TableCell dir="auto">{entry.eventName ?? '—'}</TableCell>
                    <TableCell>{formatInstant(entry.clockIn)}</TableCell>
                    <TableCell>
                      {entry.clockOut ? (
                        formatInstant(entry.clockOut)
                      ) : (
                        <Chip size="small" color="warning" label={t('entries.open')} />
                      )}
                    </TableCell>
                    <TableCell align="right">
                      {entry.breakMinutes > 0 ? hoursOfMinutes(entry.breakMinutes) : '—'}
                    </TableCell>
                    <TableCell>
                      <Stack direction="row" spacing={0.5}>
                        {entry.added ? <Chip size="small" label={t('entries.added')} /> : null}
                        {entry.paidByRunId ? (
                          <Chip size="small" variant="outlined" label={t('entries.locked')} />
                        ) : null}
                      </Stack>
                    </TableCell>
                  </TableRow>
                ))}
            </TableBody>
          </Table>
        )}
        <Link
          component={RouterLink}
          to={screenPath('personnel', { record: person.userId })}
          variant="body2"
          sx={{ display: 'inline-block', mt: 1 }}
        >
          {t('entries.timesheet')}
        </Link>
      </Box>
    </Stack>
  );
}

function Exports({ run }: { run: PayRun }) {
  const { t } = useTranslation('payRuns');
  if (run.exports.length === 0)
    return (
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="h6" component="h2">
          {t('exports.title')}
        </Typography>
        <Typography color="text.secondary">{t('exports.none')}</Typography>
      </Paper>
    );
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('exports.title')}
      </Typography>
      <Stack spacing={1.5}>
        {run.exports.map((record) => (
          <Box key={`${record.sha256}-${record.exportedAt}`}>
            <Typography>
              <Box component="span" dir="ltr" sx={{ fontWeight: 600 }}>
                {record.fileName}
              </Box>{' '}
              · {t(`export.formats.${record.format}`)} · {t('exports.rows', { count: record.rows })} ·{' '}
              {formatInstant(record.exportedAt)}
              {record.exportedByName ? <bdi> · {record.exportedByName}</bdi> : null}
            </Typography>
            <Typography variant="caption" color="text.secondary" dir="ltr" sx={{ fontFamily: 'monospace' }}>
              SHA-256 {record.sha256}
            </Typography>
            {record.manual.length > 0 ? (
              <Alert severity="warning" sx={{ mt: 0.5 }}>
                <AlertTitle>{t('exports.manual')}</AlertTitle>
                <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                  {record.manual.map((item) => (
                    <li key={`${item.userId}-${item.what}`}>
                      <bdi>{item.name}</bdi>: <span dir="ltr">{item.what}</span>
                    </li>
                  ))}
                </Box>
              </Alert>
            ) : null}
          </Box>
        ))}
      </Stack>
    </Paper>
  );
}
