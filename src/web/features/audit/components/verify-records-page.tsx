import GppGoodRounded from '@mui/icons-material/GppGoodRounded';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ProofVerifyResult, proofHeadPattern } from '../../../../shared/contract/proof.ts';
import { DayFilterField } from '../../../components/day-filter-field.tsx';
import { ListPageHeader } from '../../../components/list-page/list-page-header.tsx';
import { translateError } from '../../../i18n/translate-error.ts';
import { formatCount } from '../../../lib/format.ts';
import { serverNowMs } from '../../../lib/server-clock.ts';
import { useVerifyRecords } from '../api/verify-records.ts';

const dayMs = 86_400_000;
const maxDays = 366;
const mono = 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace';
const localDay = (ms: number) => {
  const d = new Date(ms);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};
/** The start of a local day, as the API's ISO instant. */
const startOf = (day: string) => new Date(`${day}T00:00:00`).toISOString();

type Problem = { from?: string; to?: string; head?: string };

/**
 * Verify records (docs/product/proof-of-service.md#tamper-evidence): the executive or manager recomputes the hash
 * chain of the client's records written in a period of days and sees whether it holds, which record broke it,
 * which records have no entry at all, and whether the chain still reaches its head (or one published earlier).
 */
export default function VerifyRecordsPage() {
  const { t } = useTranslation('audit');
  const [from, setFrom] = useState(() => localDay(serverNowMs() - 6 * dayMs));
  const [to, setTo] = useState(() => localDay(serverNowMs()));
  const [head, setHead] = useState('');
  const verify = useVerifyRecords();

  const published = head.trim().toLowerCase();
  const problem: Problem = {};
  if (!from) problem.from = t('period.invalidDay');
  if (!to) problem.to = t('period.invalidDay');
  else if (from && to < from) problem.to = t('period.toBeforeFrom');
  else if (from && (Date.parse(to) - Date.parse(from)) / dayMs >= maxDays) problem.to = t('verify.tooLong');
  if (published && !proofHeadPattern.test(published)) problem.head = t('verify.headInvalid');
  const invalid = Boolean(problem.from || problem.to || problem.head);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (invalid) return;
    // The To day is included: the period ends at the start of the day after it.
    const end = new Date(new Date(`${to}T00:00:00`).getTime() + dayMs).toISOString();
    verify.mutate({ from: startOf(from), to: end, ...(published ? { head: published } : {}) });
  };

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
            <TextField
              size="small"
              label={t('verify.head')}
              value={head}
              onChange={(event) => setHead(event.target.value)}
              error={Boolean(problem.head)}
              helperText={problem.head ?? t('verify.headHelp')}
              autoComplete="off"
              spellCheck={false}
              sx={{ flex: { sm: 1 }, minWidth: { sm: 220 } }}
              slotProps={{ htmlInput: { dir: 'ltr', style: { fontFamily: mono } } }}
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
          {problem.from || problem.to ? (
            <Typography variant="body2" color="text.secondary">
              {t('verify.fixPeriod')}
            </Typography>
          ) : null}
        </Stack>
      </Paper>
      <div aria-live="polite">
        {verify.isError ? (
          <Alert severity="error">{translateError(verify.error)}</Alert>
        ) : verify.data ? (
          <VerifyOutcome result={verify.data} published={verify.variables?.head} />
        ) : !verify.isPending ? (
          <Typography color="text.secondary">{t('verify.idle')}</Typography>
        ) : null}
      </div>
    </Stack>
  );
}

/** What Verify found: the chain holding, or each thing wrong with it; then the head to publish. */
function VerifyOutcome({ result, published }: { result: ProofVerifyResult; published: string | undefined }) {
  const { t } = useTranslation('audit');
  const tableName = (table: string) => t(`verify.tables.${table}`, { defaultValue: table });
  const clean = result.brokenAt === null && !result.truncated && result.unchainedTotal === 0;
  const more = result.unchainedTotal - result.unchained.length;
  return (
    <Stack spacing={2}>
      {clean ? (
        <Alert severity="success">
          <AlertTitle>{t('verify.holdsTitle')}</AlertTitle>
          {t('verify.holds', { checked: formatCount(result.checked) })}
          {published ? (
            <Box sx={{ mt: 0.5 }}>{t('verify.reached', { seq: formatCount(Number(published.split(':')[0])) })}</Box>
          ) : null}
        </Alert>
      ) : null}
      {result.brokenAt ? (
        <Alert severity="error">
          <AlertTitle>{t('verify.brokenTitle')}</AlertTitle>
          {t('verify.broken', {
            record: tableName(result.brokenAt.table),
            id: result.brokenAt.id,
            seq: formatCount(result.brokenAt.seq),
          })}
        </Alert>
      ) : null}
      {result.truncated ? (
        <Alert severity="error">
          <AlertTitle>{t('verify.truncatedTitle')}</AlertTitle>
          {result.expectedHead?.source === 'published' ? (
            <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
              {t('verify.truncatedPublished', {
                seq: formatCount(result.expectedHead.seq),
                hash: result.expectedHead.hash,
              })}
            </Box>
          ) : (
            t('verify.truncatedRecorded', { seq: formatCount(result.expectedHead?.seq ?? 0) })
          )}
        </Alert>
      ) : null}
      {result.unchainedTotal > 0 ? (
        <Alert severity="error">
          <AlertTitle>{t('verify.unchainedTitle')}</AlertTitle>
          {t('verify.unchained', { total: formatCount(result.unchainedTotal) })}
          <Box component="ul" sx={{ m: 0, mt: 1, pl: 0, listStyle: 'none' }} aria-label={t('verify.unchainedTitle')}>
            {result.unchained.map((row) => (
              <Box component="li" key={`${row.table}:${row.id}`} sx={{ py: 0.25, overflowWrap: 'anywhere' }}>
                <Box
                  component="span"
                  sx={{ display: 'inline-block', '&::first-letter': { textTransform: 'uppercase' } }}
                >
                  {tableName(row.table)}
                </Box>{' '}
                <Box component="bdi" sx={{ fontFamily: mono }}>
                  {row.id}
                </Box>
              </Box>
            ))}
            {more > 0 ? <li>{t('verify.unchainedMore', { more: formatCount(more) })}</li> : null}
          </Box>
        </Alert>
      ) : null}
      {!clean && result.brokenAt === null ? (
        <Typography variant="body2" color="text.secondary">
          {t('verify.entriesMatch', { checked: formatCount(result.checked) })}
        </Typography>
      ) : null}
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
        <Typography variant="subtitle2" component="h2">
          {t('verify.headNow')}
        </Typography>
        {result.head ? (
          <>
            <Typography
              variant="body2"
              dir="ltr"
              sx={{ fontFamily: mono, overflowWrap: 'anywhere', textAlign: 'start', my: 0.5 }}
              data-testid="chain-head"
            >
              {`${result.head.seq}:${result.head.hash}`}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('verify.headNowHelp')}
            </Typography>
          </>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {t('verify.noHead')}
          </Typography>
        )}
      </Paper>
    </Stack>
  );
}
