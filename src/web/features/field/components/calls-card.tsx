import CloudOffRounded from '@mui/icons-material/CloudOffRounded';
import NotificationsActiveRounded from '@mui/icons-material/NotificationsActiveRounded';
import VolumeOffRounded from '@mui/icons-material/VolumeOffRounded';
import VolumeUpRounded from '@mui/icons-material/VolumeUpRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button, { type ButtonProps } from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type FieldDispatchCall, type GuardCallStatus, priorityLabel } from '../../../../shared/contract/dispatch.ts';
import type { CallOutcome } from '../../../../shared/dispatch-rules.ts';
import { formatElapsed, formatTime } from '../../../lib/format.ts';
import { useCallRing } from '../call-ring.ts';
import { assignmentKey, type CallView, stepsFrom } from '../call-steps.ts';
import { ClearCallDialog, RefuseCallDialog } from './call-step-dialogs.tsx';
import { DirectionsButton } from './directions-button.tsx';
import { StatusFrame } from './status-frame.tsx';

/** What a step adds to its body: how the call ended (clear) or why it is refused. */
export interface StepDetails {
  outcome?: CallOutcome;
  reason?: string;
}

export type OnStep = (call: FieldDispatchCall, status: GuardCallStatus, details?: StepDetails) => void;

/** Where the call is: its site (else its event), and a free address. */
function placeOf(call: FieldDispatchCall): { name: string | null; address: string | null } {
  const name = call.siteName ?? call.eventName;
  return { name, address: call.address && call.address !== name ? call.address : null };
}

const warningMs = 5 * 60_000;

/** The response target: counting down to it, the time past it once missed, or since when the guard is there. */
function TargetLine({ view, now }: { view: CallView; now: number }) {
  const { t } = useTranslation('field');
  const { call, status } = view;
  const arrived = status === 'on_scene' || status === 'cleared' ? (call.onSceneAt ?? view.savedAt) : null;
  if (arrived) {
    return (
      <Typography sx={{ fontWeight: 600, color: 'success.main' }} data-testid="call-target">
        <bdi>{t('calls.arrivedAt', { time: formatTime(arrived) })}</bdi>
      </Typography>
    );
  }
  if (view.refused || status === 'new' || status === 'cancelled') {
    return (
      <Typography color="text.secondary" data-testid="call-target">
        <bdi>{t('calls.targetAt', { time: formatTime(call.targetAt) })}</bdi>
      </Typography>
    );
  }
  const left = Date.parse(call.targetAt) - now;
  const colour = left < 0 ? 'error.main' : left < warningMs ? 'warning.main' : 'text.primary';
  return (
    <Typography
      component="p"
      sx={{ fontSize: { xs: 20, sm: 24 }, fontWeight: 700, fontVariantNumeric: 'tabular-nums', color: colour }}
      data-testid="call-target"
      data-missed={left < 0}
    >
      <bdi>
        {left < 0
          ? t('calls.targetMissed', { time: formatElapsed(-left) })
          : t('calls.targetIn', { time: formatElapsed(left) })}
      </bdi>
    </Typography>
  );
}

const stepLook: Record<GuardCallStatus, Pick<ButtonProps, 'variant' | 'color'>> = {
  acknowledged: { variant: 'contained', color: 'success' },
  en_route: { variant: 'contained', color: 'primary' },
  on_scene: { variant: 'contained', color: 'primary' },
  cleared: { variant: 'contained', color: 'primary' },
  refused: { variant: 'outlined', color: 'error' },
};

function CallItem({
  view,
  now,
  preparing,
  onStep,
  last,
}: {
  view: CallView;
  now: number;
  preparing: boolean;
  onStep: OnStep;
  last: boolean;
}) {
  const { t } = useTranslation('field');
  const [asking, setAsking] = useState<'refuse' | 'clear' | null>(null);
  const { call, status } = view;
  const place = placeOf(call);
  const steps = stepsFrom(status);
  // The first way forward stands out; a second one (on scene straight from accepted) is a plain outline.
  const firstForward = steps.find((step) => step !== 'refused');
  const type = t(`calls.types.${call.type}`);
  const take = (step: GuardCallStatus) => {
    if (step === 'refused') setAsking('refuse');
    else if (step === 'cleared') setAsking('clear');
    else onStep(call, step);
  };
  return (
    <Box
      component="li"
      aria-label={`${priorityLabel(call.priority)} ${type}`}
      data-testid="field-call"
      data-status={status}
      sx={{ py: 1.5, borderBottom: last ? 0 : 1, borderColor: 'divider' }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
        <Chip
          size="small"
          label={priorityLabel(call.priority)}
          aria-label={t('calls.priority', { priority: call.priority })}
          color={call.priority === 1 ? 'error' : call.priority === 2 ? 'warning' : 'default'}
          variant={call.priority === 1 ? 'filled' : 'outlined'}
          sx={{ fontWeight: 700 }}
        />
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, flex: 1, minWidth: 0 }}>
          {type}
        </Typography>
        <Chip
          size="small"
          variant={status === 'assigned' ? 'filled' : 'outlined'}
          color={
            status === 'assigned' ? 'error' : status === 'on_scene' || status === 'cleared' ? 'success' : 'default'
          }
          label={t(`calls.statuses.${status}`)}
        />
      </Stack>
      {place.name ? (
        <Typography sx={{ fontWeight: 600, mt: 0.5 }}>
          <bdi>{place.name}</bdi>
        </Typography>
      ) : null}
      {place.address ? (
        <Typography variant="body2" color="text.secondary">
          <bdi>{place.address}</bdi>
        </Typography>
      ) : null}
      <Typography sx={{ mt: 0.5, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        <bdi>{call.description}</bdi>
      </Typography>
      {call.callerName || call.callerPhone ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {call.callerName ? <bdi>{t('calls.caller', { name: call.callerName })}</bdi> : null}
          {call.callerName && call.callerPhone ? ' · ' : null}
          {call.callerPhone ? (
            <Link
              href={`tel:${call.callerPhone.replace(/[^\d+]/g, '')}`}
              aria-label={t('calls.callCaller', { phone: call.callerPhone })}
              sx={{ whiteSpace: 'nowrap' }}
            >
              <bdi>{call.callerPhone}</bdi>
            </Link>
          ) : null}
        </Typography>
      ) : null}
      <Box sx={{ mt: 1 }}>
        <TargetLine view={view} now={now} />
      </Box>
      {steps.length > 0 ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
          {steps.map((step) => (
            <Button
              key={step}
              size="large"
              disabled={preparing}
              onClick={() => take(step)}
              color={stepLook[step].color}
              variant={step === firstForward || step === 'refused' ? stepLook[step].variant : 'outlined'}
              sx={{
                minHeight: 56,
                fontSize: 17,
                fontWeight: 700,
                flex: '1 1 auto',
                minWidth: '6.5rem',
                whiteSpace: 'nowrap',
              }}
            >
              {t(`calls.steps.${step}`)}
            </Button>
          ))}
        </Box>
      ) : null}
      {call.lat !== null && call.lng !== null ? (
        <DirectionsButton lat={call.lat} lng={call.lng} label={t('calls.openInMaps')} />
      ) : null}
      {view.savedAt ? (
        <Typography variant="body2" sx={{ mt: 1, color: 'info.main' }} data-testid="call-saved">
          <bdi>{t('calls.saved', { time: formatTime(view.savedAt) })}</bdi>
        </Typography>
      ) : null}
      {asking === 'refuse' ? (
        <RefuseCallDialog
          onClose={() => setAsking(null)}
          onRefuse={(reason) => {
            setAsking(null);
            onStep(call, 'refused', { reason });
          }}
        />
      ) : null}
      {asking === 'clear' ? (
        <ClearCallDialog
          onClose={() => setAsking(null)}
          onClear={(outcome) => {
            setAsking(null);
            onStep(call, 'cleared', { outcome });
          }}
        />
      ) : null}
    </Box>
  );
}

/**
 * The guard's open calls at the top of the field page (docs/product/dispatch.md): each call's priority, type,
 * place, description, caller and response target, with one tap for each step its status allows. A call newly
 * assigned rings until it is accepted or refused (or muted); after a call is cleared the card offers to file an
 * incident report. Without signal it shows the copy the phone kept, saying from when, with the guard's own steps
 * still waiting to be sent applied.
 */
export function CallsCard({
  views,
  now,
  savedCopyAt = null,
  preparing,
  onStep,
  cleared,
  onFileReport,
  onDismissCleared,
}: {
  views: readonly CallView[];
  now: number;
  /** Offline: when the server gave the calls shown (the copy kept on the phone); null when they are current. */
  savedCopyAt?: string | null;
  /** Calls whose step is being made (the position is being read): their buttons wait. */
  preparing: ReadonlySet<string>;
  onStep: OnStep;
  /** The call just cleared on this phone, while the card offers to report on it. */
  cleared: FieldDispatchCall | null;
  onFileReport: () => void;
  onDismissCleared: () => void;
}) {
  const { t } = useTranslation('field');
  const [muted, setMuted] = useState<ReadonlySet<string>>(() => new Set());
  const unanswered = views.filter((view) => view.status === 'assigned').map((view) => assignmentKey(view.call));
  const ringing = unanswered.some((key) => !muted.has(key));
  const ring = useCallRing(ringing);
  // A call waiting to be accepted or refused comes first; the rest keep the server's queue order.
  const ordered = [
    ...views.filter((view) => view.status === 'assigned'),
    ...views.filter((view) => view.status !== 'assigned'),
  ];
  const urgent = ringing || views.some((view) => view.call.priority === 1 && view.status !== 'cleared');
  return (
    <StatusFrame
      colour={urgent ? 'error.main' : 'warning.main'}
      title={t('calls.title')}
      data-testid="field-calls"
      data-ringing={ringing}
    >
      <Stack spacing={1}>
        {savedCopyAt ? (
          <Alert severity="info" icon={<CloudOffRounded />} data-testid="calls-saved-copy">
            <bdi>{t('calls.savedCopy', { time: formatTime(savedCopyAt) })}</bdi>
          </Alert>
        ) : null}
        {ringing ? (
          <Alert
            severity="error"
            icon={<NotificationsActiveRounded />}
            data-testid="call-ringing"
            action={
              <Button
                color="inherit"
                startIcon={<VolumeOffRounded />}
                onClick={() => setMuted(new Set([...muted, ...unanswered]))}
                sx={{ minHeight: 44, whiteSpace: 'nowrap' }}
              >
                {t('calls.mute')}
              </Button>
            }
          >
            {t('calls.ringing')}
          </Alert>
        ) : null}
        {ring.blocked ? (
          <Alert
            severity="warning"
            action={
              <Button
                color="inherit"
                startIcon={<VolumeUpRounded />}
                onClick={ring.enable}
                sx={{ minHeight: 44, whiteSpace: 'nowrap' }}
              >
                {t('calls.turnOnSound')}
              </Button>
            }
          >
            {t('calls.soundBlocked')}
          </Alert>
        ) : null}
        {cleared ? (
          <Alert
            severity="success"
            data-testid="call-cleared"
            onClose={onDismissCleared}
            closeText={t('calls.dismiss')}
          >
            <Typography sx={{ fontWeight: 600 }}>
              <bdi>
                {t('calls.clearedTitle', {
                  call: [t(`calls.types.${cleared.type}`), placeOf(cleared).name].filter(Boolean).join(' · '),
                })}
              </bdi>
            </Typography>
            <Typography variant="body2">{t('calls.reportHint')}</Typography>
            <Button variant="outlined" color="inherit" onClick={onFileReport} sx={{ minHeight: 44, mt: 1 }}>
              {t('calls.fileReport')}
            </Button>
          </Alert>
        ) : null}
      </Stack>
      {views.length > 0 ? (
        <Box component="ul" aria-label={t('calls.listLabel')} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {ordered.map((view, index) => (
            <CallItem
              key={view.call.id}
              view={view}
              now={now}
              preparing={preparing.has(view.call.id)}
              onStep={onStep}
              last={index === ordered.length - 1}
            />
          ))}
        </Box>
      ) : null}
    </StatusFrame>
  );
}
