import GppGoodRounded from '@mui/icons-material/GppGoodRounded';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DayFilterField } from '../../../components/day-filter-field.tsx';
import { ListPageHeader } from '../../../components/list-page/list-page-header.tsx';
import { translateError } from '../../../i18n/translate-error.ts';
import { formatCount } from '../../../lib/format.ts';
import { serverNowMs } from '../../../lib/server-clock.ts';
import { useVerifyRecords } from '../api/verify-records.ts';

const dayMs = 86_400_000;
const maxDays = 366;
const localDay = (ms: number) => {
  const d = new Date(ms);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};
/** The start of a local day, as the API's ISO instant. */
const startOf = (day: string) => new Date(`${day}T00:00:00`).toISOString();

type Problem = { from?: string; to?: string };

/**
 * Verify records (docs/product/proof-of-service.md#tamper-evidence): the executive or manager recomputes the hash
 * chain of the client's records written in a period of days and sees whether it holds or which record broke it.
 */
export default function VerifyRecordsPage() {
  const { t } = useTranslation('audit');
  const [from, setFrom] = useState(() => localDay(serverNowMs() - 6 * dayMs));
  const [to, setTo] = useState(() => localDay(serverNowMs()));
  const verify = useVerifyRecords();

  const problem: Problem = {};
  if (!from) problem.from = t('period.invalidDay');
  if (!to) problem.to = t('period.invalidDay');
  else if (from && to < from) problem.to = t('period.toBeforeFrom');
  else if (from && (Date.parse(to) - Date.parse(from)) / dayMs >= maxDays) problem.to = t('verify.tooLong');
  const invalid = Boolean(problem.from || problem.to);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (invalid) return;
    // The To day is included: the period ends at the start of the day after it.
    const end = new Date(new Date(`${to}T00:00:00`).getTime() + dayMs).toISOString();
    verify.mutate({ from: startOf(from), to: end });
  };

  const result = verify.data;
  return (
    <Stack spacing={{ xs: 2, sm: 3 }}>
      <ListPageHeader title={t('verify.title')} subtitle={t('verify.subtitle')} />
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
        <Stack component="form" noValidate onSubmit={submit} spacing={2}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }}>
            <DayFilterField
              label={t('period.from')}
              value={from}
              onChange={setFrom}
              error={Boolean(problem.from)}
              helperText={problem.from}
            />
            <DayFilterField
              label={t('period.to')}
              value={to}
              onChange={setTo}
              error={Boolean(problem.to)}
              helperText={problem.to}
            />
            <Button
              type="submit"
              variant="contained"
              disabled={verify.isPending || invalid}
              startIcon={verify.isPending ? <CircularProgress size={16} color="inherit" /> : <GppGoodRounded />}
              sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' }, minHeight: 40 }}
            >
              {verify.isPending ? t('verify.running') : t('verify.run')}
            </Button>
          </Stack>
          {invalid ? (
            <Typography variant="body2" color="text.secondary">
              {t('verify.fixPeriod')}
            </Typography>
          ) : null}
        </Stack>
      </Paper>
      <div aria-live="polite">
        {verify.isError ? (
          <Alert severity="error">{translateError(verify.error)}</Alert>
        ) : result && result.brokenAt === null ? (
          <Alert severity="success">
            <AlertTitle>{t('verify.holdsTitle')}</AlertTitle>
            {t('verify.holds', { count: result.checked, checked: formatCount(result.checked) })}
          </Alert>
        ) : result?.brokenAt ? (
          <Alert severity="error">
            <AlertTitle>{t('verify.brokenTitle')}</AlertTitle>
            {t('verify.broken', {
              record: t(`verify.tables.${result.brokenAt.table}`, { defaultValue: result.brokenAt.table }),
              id: result.brokenAt.id,
              seq: formatCount(result.brokenAt.seq),
            })}
          </Alert>
        ) : !verify.isPending ? (
          <Typography color="text.secondary">{t('verify.idle')}</Typography>
        ) : null}
      </div>
    </Stack>
  );
}
