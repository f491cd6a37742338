import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useParams } from 'react-router';
import { screenPath } from '../../../../shared/screens.ts';
import type { ScanFlag } from '../../../../shared/tour-schedule.ts';
import { PageLoading } from '../../../components/loading-view.tsx';
import { translateErrorParts } from '../../../i18n/translate-error.ts';
import { formatTime } from '../../../lib/format.ts';
import { useSession } from '../../../lib/session.ts';
import { currentPosition, positionFields, recentPosition } from '../geolocation.ts';
import type { ActionOutcome, OfflineQueue } from '../offline-queue.ts';
import { settled } from '../settled.ts';
import { useFieldQueue } from '../use-field-queue.ts';

/** What the screen says about one scan. */
export type ScanView =
  | { state: 'sending' }
  | { state: 'queued'; at: string }
  | { state: 'recorded'; at: string; flagged: ScanFlag | null; flags: ScanFlag[]; counted: boolean }
  | { state: 'refused'; at: string; reason: 'unknown' | 'notOnDuty' | 'other'; message: string };

export function scanViewOf(at: string, outcome: ActionOutcome | undefined, pending: boolean): ScanView {
  if (!outcome) return pending ? { state: 'queued', at } : { state: 'sending' };
  if (outcome.ok) {
    return {
      state: 'recorded',
      at,
      flagged: outcome.result.flagged ?? null,
      flags: outcome.result.flags ?? (outcome.result.flagged ? [outcome.result.flagged] : []),
      counted: Boolean(outcome.result.tourRunId),
    };
  }
  const reason =
    outcome.status === 404 ? 'unknown' : outcome.code === 'field.not_on_duty_at_event' ? 'notOnDuty' : 'other';
  return { state: 'refused', at, reason, message: translateErrorParts(outcome) };
}

/**
 * One scan per visit of the page (a navigation's key): a re-render, or React's double start in development, does
 * not scan twice; opening the label's URL again does.
 */
const started = new Map<string, Promise<{ id: string; at: string }>>();

async function scanOnce(queue: OfflineQueue, visit: string, token: string) {
  let scan = started.get(visit);
  if (!scan) {
    scan = (async () => {
      // The position as close to the scan as the phone gives it: a fresh fix when there is no recent one.
      const position = recentPosition(30_000) ?? (await currentPosition());
      const queued = await queue.enqueue({ kind: 'scan', body: { token, ...positionFields(position) } });
      return { id: queued.id, at: queued.at };
    })();
    started.set(visit, scan);
  }
  return scan;
}

/**
 * `/field/scan/:token`, what a checkpoint label opens (docs/product/tours-and-check-calls.md#scanning): records the
 * scan through the field app's offline queue, with the time and position of the visit, and says how it went.
 */
export default function ScanPage() {
  const owner = useSession().data?.user?.id;
  if (!owner) return <PageLoading />;
  return <ScanScreen owner={owner} />;
}

function ScanScreen({ owner }: { owner: string }) {
  const { t } = useTranslation(['field', 'common']);
  const { token = '' } = useParams();
  const location = useLocation();
  const { queue, pending } = useFieldQueue(owner);
  const [scan, setScan] = useState<{ id: string; at: string } | null>(null);
  const [answered, setAnswered] = useState(false);

  useEffect(() => {
    let live = true;
    void scanOnce(queue, `${location.key}:${token}`, token).then(async (made) => {
      if (!live) return;
      setScan(made);
      await settled(queue.flush());
      if (live) setAnswered(true);
    });
    return () => {
      live = false;
    };
  }, [queue, location.key, token]);

  const isPending = scan ? pending.some((item) => item.id === scan.id) : false;
  const view: ScanView = scan
    ? scanViewOf(scan.at, queue.outcomeOf(scan.id), answered && isPending)
    : { state: 'sending' };

  return (
    <Stack spacing={2} sx={{ maxWidth: 560, mx: 'auto' }}>
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 26, sm: 30 } }}>
        {t('scan.title')}
      </Typography>
      <Paper variant="outlined" sx={{ p: 2 }} data-testid="scan-result" data-state={view.state}>
        <ScanOutcome view={view} />
      </Paper>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <Button component={RouterLink} to={screenPath('field')} variant="contained" size="large" sx={{ minHeight: 56 }}>
          {t('scan.backToShift')}
        </Button>
      </Stack>
    </Stack>
  );
}

function ScanOutcome({ view }: { view: ScanView }) {
  const { t } = useTranslation('field');
  switch (view.state) {
    case 'sending':
      return (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} role="status">
          <CircularProgress size={28} />
          <Typography>{t('scan.sending')}</Typography>
        </Stack>
      );
    case 'queued':
      return (
        <Alert severity="warning" role="status">
          {t('scan.queued', { time: formatTime(view.at) })}
        </Alert>
      );
    case 'recorded':
      return (
        <Stack spacing={1} role="status">
          <Alert severity={view.flagged ? 'warning' : 'success'} variant="filled" sx={{ fontSize: 18 }}>
            {t('scan.recorded', { time: formatTime(view.at) })}
          </Alert>
          {view.flags.map((flag) => (
            <Alert key={flag} severity="warning">
              {t(`scan.flagged.${flag}`)}
            </Alert>
          ))}
          {view.counted ? null : <Typography color="text.secondary">{t('scan.noRunDue')}</Typography>}
        </Stack>
      );
    case 'refused':
      return (
        <Alert severity="error" role="alert">
          {view.reason === 'other' ? view.message : t(`scan.refused.${view.reason}`)}
        </Alert>
      );
  }
}
