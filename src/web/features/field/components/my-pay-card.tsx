import ExpandMore from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../../i18n/i18n.ts';
import { formatHours, formatMoney } from '../../../lib/format.ts';
import { type MyPayLine, type MyPayRun, useMyPayRuns } from '../api/my-pay-runs.ts';

/*
 * "My pay (preview)" on /field (docs/product/payroll-runs.md#pay-runs): the guard's hours per rate type and gross in
 * their last pay runs, each run's lines on demand. Closed until the guard opens it, and only then read, so the
 * clock-in screen loads and works without it.
 */

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;
const dayFormats = new Map<string, Intl.DateTimeFormat>();
function dayFormat(): Intl.DateTimeFormat {
  const locale = currentLocale();
  let format = dayFormats.get(locale);
  if (!format) {
    // Days are calendar days (`YYYY-MM-DD`): read and written in UTC so no time zone moves them.
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
    dayFormats.set(locale, format);
  }
  return format;
}
const asDate = (day: string) => new Date(`${day}T00:00:00Z`);

/** A calendar day in the viewer's conventions: "Mar 1, 2026". */
function formatPayDay(day: string): string {
  return dayPattern.test(day) ? dayFormat().format(asDate(day)) : day;
}

/** A pay period as the language writes a range, shortest form: "Mar 1 – 14, 2026". */
function formatPayPeriod(from: string, to: string): string {
  if (from === to || !dayPattern.test(from) || !dayPattern.test(to)) {
    return from === to ? formatPayDay(from) : `${formatPayDay(from)} – ${formatPayDay(to)}`;
  }
  return dayFormat().formatRange(asDate(from), asDate(to));
}

type PayRateType = MyPayLine['rateType'];

/** The rate types whose minutes are worked in the run's own period, in the order the lines come. */
const workedTypes: readonly PayRateType[] = ['REG', 'HOL', 'OT', 'DT'];

/**
 * Minutes per rate type worked in the run's period. ADJ lines are left out: they settle or correct hours of an
 * earlier period (counted there); their amount shows apart.
 */
function hoursByType(lines: readonly MyPayLine[]): { type: PayRateType; minutes: number }[] {
  return workedTypes
    .map((type) => ({
      type,
      minutes: lines.filter((line) => line.rateType === type).reduce((sum, line) => sum + line.minutes, 0),
    }))
    .filter((entry) => entry.minutes !== 0);
}

/** A figure kept in its own direction inside a sentence of either direction (a "$" amount inside Arabic). */
const isolated = (text: string) => `\u2068${text}\u2069`;

/** The card on /field, after the shift's actions; closed (and not read) until the guard opens it. */
export function MyPayCard() {
  const { t } = useTranslation('field');
  const [open, setOpen] = useState(false);
  const bodyId = useId();
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="field-my-pay">
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, m: -1 }}>
        <Button
          color="inherit"
          fullWidth
          aria-expanded={open}
          aria-controls={open ? bodyId : undefined}
          onClick={() => setOpen((was) => !was)}
          endIcon={
            <ExpandMore
              sx={{ transition: 'transform 150ms', transform: open ? 'rotate(180deg)' : undefined }}
              aria-hidden
            />
          }
          sx={{
            minHeight: 48,
            justifyContent: 'space-between',
            textAlign: 'start',
            textTransform: 'none',
            font: 'inherit',
            fontWeight: 600,
            px: 1,
          }}
        >
          {t('pay.title')}
        </Button>
      </Typography>
      {open ? (
        <Box id={bodyId} sx={{ mt: 1.5 }}>
          <MyPayBody />
        </Box>
      ) : null}
    </Paper>
  );
}

function MyPayBody() {
  const { t } = useTranslation(['field', 'common']);
  const runs = useMyPayRuns(true);
  const items = runs.data?.items ?? [];
  let content: ReactNode;
  if (!runs.data) {
    if (runs.fetchStatus === 'paused') {
      // Without a connection the query waits for one (docs/product/field-app.md#opening-without-signal).
      content = <Typography color="text.secondary">{t('pay.waitingForConnection')}</Typography>;
    } else if (runs.isError && !runs.isFetching) {
      content = (
        <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', columnGap: 1 }}>
          <Typography color="error">{t('pay.loadFailed')}</Typography>
          <Button onClick={() => void runs.refetch()} sx={{ minHeight: 48 }}>
            {t('common:actions.retry')}
          </Button>
        </Stack>
      );
    } else {
      content = (
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minHeight: 48 }}>
          <CircularProgress size={20} aria-hidden />
          <Typography color="text.secondary" role="status">
            {t('pay.loading')}
          </Typography>
        </Stack>
      );
    }
  } else if (items.length === 0) {
    content = <Typography color="text.secondary">{t('pay.empty')}</Typography>;
  } else {
    content = (
      <>
        <Stack
          component="ul"
          aria-label={t('pay.listLabel')}
          sx={{ listStyle: 'none', p: 0, m: 0, '& > li + li': { borderTop: 1, borderColor: 'divider' } }}
        >
          {items.map((run) => (
            <PayRunItem key={run.id} run={run} runs={items} />
          ))}
        </Stack>
        {items.some((run) => run.status === 'open') ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {t('pay.openHint')}
          </Typography>
        ) : null}
      </>
    );
  }
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }} data-testid="field-my-pay-note">
        {t('pay.note')}
      </Typography>
      {content}
    </>
  );
}

function PayRunItem({ run, runs }: { run: MyPayRun; runs: readonly MyPayRun[] }) {
  const { t } = useTranslation('field');
  const [expanded, setExpanded] = useState(false);
  const linesId = useId();
  const period = formatPayPeriod(run.periodStart, run.periodEnd);
  const hours = hoursByType(run.lines);
  const totalMinutes = hours.reduce((sum, entry) => sum + entry.minutes, 0);
  const adjustments = run.lines.filter((line) => line.rateType === 'ADJ');
  const adjustedCents = adjustments.reduce((sum, line) => sum + line.amountCents, 0);
  return (
    <Box component="li" sx={{ py: 1.5 }} data-testid="field-pay-run">
      <Stack direction="row" sx={{ alignItems: 'flex-start', justifyContent: 'space-between', gap: 1 }}>
        <Typography sx={{ fontWeight: 600, minWidth: 0 }}>
          <bdi>{period}</bdi>
        </Typography>
        <Chip
          size="small"
          color={run.status === 'approved' ? 'success' : 'info'}
          variant={run.status === 'approved' ? 'filled' : 'outlined'}
          label={t(`pay.status.${run.status}`)}
          sx={{ flexShrink: 0 }}
        />
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }} data-testid="field-pay-hours">
        {[
          t('pay.hoursTotal', { hours: isolated(formatHours(totalMinutes / 60)) }),
          ...hours.map((entry) =>
            t('pay.typeHours', {
              type: t(`pay.rateTypes.${entry.type}`),
              hours: isolated(formatHours(entry.minutes / 60)),
            }),
          ),
        ].join(' · ')}
      </Typography>
      {adjustments.length > 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('pay.adjustments', { amount: isolated(formatMoney(adjustedCents)) })}
        </Typography>
      ) : null}
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, mt: 0.5 }}>
        <Button
          size="small"
          aria-expanded={expanded}
          aria-controls={expanded ? linesId : undefined}
          aria-label={t(expanded ? 'pay.hideLinesOf' : 'pay.showLinesOf', { period })}
          onClick={() => setExpanded((was) => !was)}
          endIcon={
            <ExpandMore
              sx={{ transition: 'transform 150ms', transform: expanded ? 'rotate(180deg)' : undefined }}
              aria-hidden
            />
          }
          sx={{ minHeight: 40, mx: -1, textTransform: 'none' }}
        >
          {t(expanded ? 'pay.hideLines' : 'pay.showLines')}
        </Button>
        <Typography sx={{ textAlign: 'end' }} data-testid="field-pay-gross">
          <Typography component="span" variant="body2" color="text.secondary">
            {t('pay.gross')}{' '}
          </Typography>
          <Box component="bdi" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
            {formatMoney(run.grossCents)}
          </Box>
        </Typography>
      </Stack>
      {expanded ? (
        <Stack
          id={linesId}
          component="ul"
          aria-label={t('pay.linesOf', { period })}
          sx={{ listStyle: 'none', p: 0, m: 0, mt: 0.5, gap: 1 }}
        >
          {run.lines.map((line, index) => (
            // Lines have no id; their order in the run is stable.
            // biome-ignore lint/suspicious/noArrayIndexKey: the lines of a run are shown in the order given
            <PayLineItem key={index} line={line} runs={runs} />
          ))}
        </Stack>
      ) : null}
    </Box>
  );
}

function PayLineItem({ line, runs }: { line: MyPayLine; runs: readonly MyPayRun[] }) {
  const { t } = useTranslation('field');
  const note = line.rateType === 'ADJ' ? adjustmentNote(t, line, runs) : null;
  return (
    <Box
      component="li"
      sx={{ px: 1.5, py: 1, borderRadius: 1, bgcolor: 'action.hover' }}
      data-testid="field-pay-line"
      data-rate-type={line.rateType}
    >
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', gap: 1 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {t(`pay.rateTypes.${line.rateType}`)}
        </Typography>
        <Typography variant="body2" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
          <bdi>{formatMoney(line.amountCents)}</bdi>
        </Typography>
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {t('pay.hoursAtRate', {
          hours: isolated(formatHours(line.hours)),
          rate: isolated(formatMoney(line.rateCents)),
        })}
      </Typography>
      {note ? (
        <Typography variant="body2" color="text.secondary">
          {note}
        </Typography>
      ) : null}
    </Box>
  );
}

type FieldT = ReturnType<typeof useTranslation<'field'>>['t'];

/**
 * What an ADJ line adjusts, naming the period: a correction of an approved run after its entries changed (that
 * run's period), or the overtime premium of a workweek whose hours the earlier run paid at straight time.
 */
function adjustmentNote(t: FieldT, line: MyPayLine, runs: readonly MyPayRun[]): string {
  const type = t(`pay.adjustedTypes.${line.adjusts ?? 'REG'}`);
  const periodOf = (run: MyPayRun) => formatPayPeriod(run.periodStart, run.periodEnd);
  if (line.adjustsPeriodStart) {
    const run = runs.find((r) => r.periodStart === line.adjustsPeriodStart);
    return run
      ? t('pay.adjustsPeriod', { type, period: periodOf(run) })
      : t('pay.adjustsPeriodFrom', { type, date: formatPayDay(line.adjustsPeriodStart) });
  }
  if (line.adjustsRunId) return t('pay.adjustsEarlierRun', { type });
  if (line.workweek) {
    const week = line.workweek;
    const run = runs.find((r) => r.periodStart <= week && week <= r.periodEnd);
    return run
      ? t('pay.premiumOfPeriod', { type, week: formatPayDay(week), period: periodOf(run) })
      : t('pay.premiumOfEarlierPeriod', { type, week: formatPayDay(week) });
  }
  return t('pay.adjustsEarlierRun', { type });
}
