import NfcOutlined from '@mui/icons-material/NfcOutlined';
import NoteAddOutlined from '@mui/icons-material/NoteAddOutlined';
import QrCodeScannerOutlined from '@mui/icons-material/QrCodeScannerOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { FieldDispatchCall, GuardCallStatus } from '../../../../shared/contract/dispatch.ts';
import type { FieldToday } from '../../../../shared/contract/field.ts';
import { useConfirm } from '../../../components/dialog-host.tsx';
import { PageLoading } from '../../../components/loading-view.tsx';
import { translateError } from '../../../i18n/translate-error.ts';
import { formatCount, formatDate, formatShortDateTime } from '../../../lib/format.ts';
import { sessionFromCache } from '../../../lib/offline-start.ts';
import { toLocalInput } from '../../../lib/personnel-format.ts';
import { keepLoadedFilesForOffline } from '../../../lib/service-worker.ts';
import { sessionQueryKey, useSession } from '../../../lib/session.ts';
import { useFieldCalls } from '../api/field-calls.ts';
import { type KnownDay, useFieldToday } from '../api/get-field-today.ts';
import { applyPendingSteps } from '../call-steps.ts';
import { applyPending, keptDayAsOf } from '../field-state.ts';
import { currentPosition, type DevicePosition, positionFields, recentPosition } from '../geolocation.ts';
import type { NewFieldAction } from '../offline-queue.ts';
import { scanPath } from '../scan-token.ts';
import { settled } from '../settled.ts';
import { useFieldQueue } from '../use-field-queue.ts';
import { usePositionSharing } from '../use-position-sharing.ts';
import { useServerNow } from '../use-server-now.ts';
import { CallsCard, type StepDetails } from './calls-card.tsx';
import { CheckCallCard } from './check-call-card.tsx';
import { ChoiceDialog } from './choice-dialog.tsx';
import { EventsCard } from './events-card.tsx';
import { MyPayCard } from './my-pay-card.tsx';
import { PendingCard } from './pending-card.tsx';
import { PositionCard } from './position-card.tsx';
import { PushOptInCard } from './push-opt-in-card.tsx';
import { RunsheetCard } from './runsheet-card.tsx';
import { canReadNfc, preloadDecoder, ScannerDialog } from './scanner-dialog.tsx';
import { MyShiftsCard, OpenShiftsCard } from './shifts-card.tsx';
import { SosButton } from './sos-button.tsx';
import { StatusCard } from './status-card.tsx';
import { TasksCard } from './tasks-card.tsx';

const NewReportDialog = lazy(() =>
  import('../../../components/incident-report-form/new-report-dialog.tsx').then((m) => ({
    default: m.NewReportDialog,
  })),
);

function useOnline(): boolean {
  const [online, setOnline] = useState(() => typeof navigator === 'undefined' || navigator.onLine);
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  return online;
}

/** The guard's home (docs/product/field-app.md#today): today's events and status, clock in/out, breaks, SOS, tasks and what waits to send. */
export default function FieldPage() {
  const { t } = useTranslation(['field', 'common']);
  const user = useSession().data?.user ?? undefined;
  const owner = user?.id;
  const today = useFieldToday(user);
  useReconnect(today.data?.fromDevice === true, today.refetch);
  if (!owner || (today.isPending && !today.data)) return <PageLoading />;
  if (!today.data) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={() => void today.refetch()} sx={{ minHeight: 48 }}>
            {t('common:actions.retry')}
          </Button>
        }
      >
        {t('loadFailed')} {today.error ? translateError(today.error) : null}
      </Alert>
    );
  }
  return <FieldScreen owner={owner} known={today.data} />;
}

/**
 * After a start from what the phone kept (docs/product/field-app.md#opening-without-signal): the day is asked again
 * when the browser says the connection is back (the minute's refresh and the queue's retries try anyway, for a phone
 * that does not say so), and the session once the server answers, so a session that ended meanwhile goes to sign-in.
 */
function useReconnect(fromDevice: boolean, refetchDay: () => Promise<unknown>) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (fromDevice) {
      const online = () => void refetchDay();
      window.addEventListener('online', online);
      return () => window.removeEventListener('online', online);
    }
    if (sessionFromCache()) void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    return undefined;
  }, [fromDevice, refetchDay, queryClient]);
}

function FieldScreen({ owner, known }: { owner: string; known: KnownDay }) {
  const { t } = useTranslation(['field', 'common']);
  const { queue, pending } = useFieldQueue(owner);
  const now = useServerNow();
  // A kept day's events open and close for clock-in with the clock, as they would on the server.
  const keptAsOf = known.fromDevice ? Math.floor(now / 60_000) * 60_000 : null;
  const today: FieldToday = useMemo(
    () => (keptAsOf === null ? known.today : keptDayAsOf(known.today, keptAsOf)),
    [known.today, keptAsOf],
  );
  const view = useMemo(() => applyPending(today, pending), [today, pending]);
  const online = useOnline();
  const confirm = useConfirm();
  const [choosing, setChoosing] = useState<'event' | 'break' | null>(null);
  const [reporting, setReporting] = useState(false);
  const [reportPrefill, setReportPrefill] = useState<ReportPrefill | undefined>(undefined);
  const [scanning, setScanning] = useState<'camera' | 'nfc' | null>(null);
  const navigate = useNavigate();
  // Outcomes are told in the action bar itself: a toast there would cover the SOS button on a phone.
  const [notice, setNotice] = useState<{ text: string; tone: 'success' | 'warning' | 'info' } | null>(null);

  useEffect(() => {
    // The confirmation dialog's, the scan page's and the QR decoder's code load on first use: fetch them now, so a
    // clock-out and a scan work after going offline; then the service worker keeps every file this page has loaded,
    // so that it also opens without signal (docs/product/field-app.md#opening-without-signal).
    void Promise.allSettled([
      import('../../../components/confirm-dialog.tsx'),
      import('./scan-page.tsx'),
      preloadDecoder(),
    ]).then(keepLoadedFilesForOffline);
  }, []);

  const sendPosition = useCallback(
    (position: DevicePosition) => {
      void queue
        .enqueue({
          kind: 'location',
          body: { lat: position.lat, lng: position.lng, accuracy: position.accuracy },
        })
        .then(() => queue.flush());
    },
    [queue],
  );
  const fieldCalls = useFieldCalls(owner);
  const callViews = useMemo(
    () => applyPendingSteps(fieldCalls.data?.calls.items ?? [], pending),
    [fieldCalls.data, pending],
  );
  // Without signal the calls shown are a copy (the phone's, or the last answer): the card says from when.
  const callsCopyAt = fieldCalls.data && (!online || fieldCalls.data.fromDevice) ? fieldCalls.data.calls.now : null;
  const [preparing, setPreparing] = useState<ReadonlySet<string>>(() => new Set());
  const [clearedCall, setClearedCall] = useState<FieldDispatchCall | null>(null);

  const sharing = usePositionSharing(view.clock !== null, today.positionIntervalSeconds, sendPosition);

  /**
   * Stores an action (the screen shows its effect at once), then sends it without making the guard wait, and says
   * whether it went through or waits on the phone.
   */
  const act = async (action: NewFieldAction, doneMessage: string, farMessage?: string) => {
    const queued = await queue.enqueue(action);
    void settled(queue.flush()).then(() => {
      const outcome = queue.outcomeOf(queued.id);
      if (queue.isPending(queued.id)) setNotice({ text: t('actions.savedOffline'), tone: 'warning' });
      else if (farMessage && outcome?.ok && outcome.result.arrivalFar) setNotice({ text: farMessage, tone: 'warning' });
      else if (!queue.wasRefused(queued.id)) setNotice({ text: doneMessage, tone: 'success' });
      else setNotice(null);
    });
    return queued;
  };

  const clockInTo = async (eventId: string) => {
    setChoosing(null);
    const position = recentPosition() ?? (await currentPosition());
    await act({ kind: 'clock-in', body: { eventId, ...positionFields(position) } }, t('actions.clockedIn'));
  };
  const openEvents = view.events.filter((event) => event.canClockIn);
  const clockIn = () => {
    const only = openEvents.length === 1 ? openEvents[0] : undefined;
    if (only) void clockInTo(only.id);
    else if (openEvents.length > 1) setChoosing('event');
  };
  const clockOut = () =>
    void confirm({
      title: t('clockOut.title'),
      body: t('clockOut.body'),
      confirmLabel: t('clockOut.confirm'),
      action: () => act({ kind: 'clock-out', body: positionFields(recentPosition()) }, t('actions.clockedOut')),
    });
  const startBreak = async (lengthOfBreak: number) => {
    setChoosing(null);
    await act(
      { kind: 'break-start', body: { lengthOfBreak, ...positionFields(recentPosition()) } },
      t('actions.breakStarted'),
    );
  };
  const endBreak = () => void act({ kind: 'break-end', body: {} }, t('actions.breakEnded'));
  const setTaskDone = (taskId: string, done: boolean) =>
    void queue.enqueue({ kind: 'task-done', taskId, body: { done } }).then(() => queue.flush());

  const sos = async () => {
    setNotice({ text: t('sos.sending'), tone: 'info' });
    const position = recentPosition() ?? (await currentPosition());
    const queued = await queue.enqueue({ kind: 'sos', body: positionFields(position) });
    await settled(queue.flush());
    const where = position ? t('sos.withPosition') : t('sos.withoutPosition');
    if (queue.wasRefused(queued.id)) {
      setNotice(null);
      return;
    }
    const message = `${queue.isPending(queued.id) ? t('sos.queued') : t('sos.sent')} ${where}`;
    setNotice({ text: message, tone: queue.isPending(queued.id) ? 'warning' : 'success' });
  };

  /**
   * A call's status step, through the queue like every field action, with the phone's position: a fresh fix for
   * going en route and arriving (arrival is checked against the call's place), the last known one otherwise.
   */
  const stepCall = async (call: FieldDispatchCall, status: GuardCallStatus, details: StepDetails = {}) => {
    setPreparing((current) => new Set([...current, call.id]));
    try {
      const moving = status === 'en_route' || status === 'on_scene';
      const position = moving ? (recentPosition(30_000) ?? (await currentPosition())) : recentPosition();
      if (status === 'cleared') setClearedCall(call);
      const queued = await act(
        { kind: 'dispatch-status', callId: call.id, body: { status, ...details, ...positionFields(position) } },
        t(`calls.done.${status}`),
        status === 'on_scene' ? t('calls.arrivalFar') : undefined,
      );
      // A clearing the server refuses (the call was cancelled or taken meanwhile) offers no report on it.
      if (status === 'cleared') {
        void settled(queue.flush()).then(() => {
          if (queue.wasRefused(queued.id)) setClearedCall((current) => (current?.id === call.id ? null : current));
        });
      }
    } finally {
      setPreparing((current) => new Set([...current].filter((id) => id !== call.id)));
    }
  };

  const answerCheckCall = () =>
    void act({ kind: 'check-call', body: positionFields(recentPosition()) }, t('checkCall.answered'));
  const checkCallSavedAt = pending.find((action) => action.kind === 'check-call')?.at ?? null;
  const onScanned = (token: string) => {
    setScanning(null);
    void navigate(scanPath(token));
  };

  const bigButton = { minHeight: 56, fontSize: 17, flex: 1, whiteSpace: 'nowrap' } as const;
  const actions = view.clock ? (
    view.onBreak ? (
      <Button variant="contained" size="large" onClick={endBreak} sx={bigButton}>
        {t('actions.endBreak')}
      </Button>
    ) : (
      <>
        <Button variant="outlined" size="large" onClick={() => setChoosing('break')} sx={bigButton}>
          {t('actions.startBreak')}
        </Button>
        <Button variant="contained" color="secondary" size="large" onClick={clockOut} sx={bigButton}>
          {t('actions.clockOut')}
        </Button>
      </>
    )
  ) : (
    <Button variant="contained" size="large" onClick={clockIn} disabled={openEvents.length === 0} sx={bigButton}>
      {t('actions.clockIn')}
    </Button>
  );

  return (
    <Stack spacing={2} sx={{ maxWidth: 1100, mx: 'auto' }}>
      <Stack direction="row" sx={{ alignItems: 'flex-start', justifyContent: 'space-between', gap: 2 }}>
        <Box>
          <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 26, sm: 30 } }}>
            {t('title')}
          </Typography>
          <Typography color="text.secondary">
            <bdi>{formatDate(new Date(now).toISOString())}</bdi>
          </Typography>
        </Box>
        <Button
          variant="outlined"
          startIcon={<NoteAddOutlined />}
          onClick={() => setReporting(true)}
          sx={{ minHeight: 48, flexShrink: 0 }}
        >
          {t('fileReport')}
        </Button>
      </Stack>
      {online && !known.fromDevice ? null : (
        <Alert severity="warning" data-testid="field-offline">
          {/* Since the server's last answer: what the screen shows is as of then. */}
          {t('offline', { time: formatShortDateTime(today.now, new Date(now)) })}
        </Alert>
      )}
      {callViews.length > 0 || clearedCall ? (
        <CallsCard
          views={callViews}
          now={now}
          savedCopyAt={callsCopyAt}
          preparing={preparing}
          onStep={(call, status, details) => void stepCall(call, status, details)}
          cleared={clearedCall}
          onFileReport={() => {
            if (clearedCall) setReportPrefill(reportPrefillOf(clearedCall, t(`calls.types.${clearedCall.type}`)));
            setClearedCall(null);
            setReporting(true);
          }}
          onDismissCleared={() => setClearedCall(null)}
        />
      ) : null}
      <Box
        sx={{
          display: 'grid',
          columnGap: 2,
          rowGap: 2,
          alignItems: 'start',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 5fr) minmax(0, 6fr)' },
          gridTemplateRows: { md: 'auto auto auto auto 1fr' },
          // My pay comes after the shift's actions: never above clock-in, and read only when opened.
          gridTemplateAreas: {
            xs: '"status" "tour" "position" "side" "actions" "pay"',
            md: '"status side" "tour side" "position side" "actions side" "pay side"',
          },
        }}
      >
        <Box sx={{ gridArea: 'status', minWidth: 0 }}>
          <StatusCard view={view} now={now} />
        </Box>
        <Stack spacing={2} sx={{ gridArea: 'tour', minWidth: 0 }}>
          {view.clock && !view.onBreak && view.nextCheckCallDue ? (
            <CheckCallCard
              dueAt={view.nextCheckCallDue}
              now={now}
              onAnswer={answerCheckCall}
              savedAt={checkCallSavedAt}
            />
          ) : null}
          {/* Tonight's patrol route, when the guard has one (hidden otherwise), above the scan button it is run with. */}
          <RunsheetCard owner={owner} now={now} />
          {view.clock ? (
            <Stack direction="row" spacing={1}>
              <Button
                variant="outlined"
                size="large"
                startIcon={<QrCodeScannerOutlined />}
                onClick={() => setScanning('camera')}
                sx={{ ...bigButton, whiteSpace: 'normal' }}
              >
                {t('scanner.scan')}
              </Button>
              {canReadNfc() ? (
                <Button
                  variant="outlined"
                  size="large"
                  startIcon={<NfcOutlined />}
                  onClick={() => setScanning('nfc')}
                  sx={{ ...bigButton, whiteSpace: 'normal' }}
                >
                  {t('scanner.readNfc')}
                </Button>
              ) : null}
            </Stack>
          ) : null}
        </Stack>
        <Box sx={{ gridArea: 'position', minWidth: 0 }}>
          <PositionCard
            clockedIn={view.clock !== null}
            sharing={sharing}
            intervalSeconds={today.positionIntervalSeconds}
            event={view.events.find((event) => event.id === view.clock?.eventId)}
            now={now}
          />
        </Box>
        {/* The shift's actions and SOS: stuck to the bottom of a phone's screen, within reach of a thumb. */}
        <Box
          role="group"
          aria-label={t('actions.label')}
          sx={{
            gridArea: 'actions',
            minWidth: 0,
            position: { xs: 'sticky', md: 'static' },
            bottom: 0,
            zIndex: 2,
            mx: { xs: -2, sm: -3, md: 0 },
            px: 2,
            py: 1.5,
            bgcolor: 'background.paper',
            borderStyle: 'solid',
            borderColor: 'divider',
            borderWidth: { xs: '1px 0 0 0', md: '1px' },
            borderRadius: { xs: 0, md: 2 },
            boxShadow: { xs: 8, md: 0 },
            display: 'flex',
            alignItems: 'center',
            gap: 2,
          }}
        >
          <Stack spacing={1} sx={{ flex: 1, minWidth: 0 }}>
            <Stack direction={{ xs: 'column', sm: 'row', md: 'column', lg: 'row' }} spacing={1}>
              {actions}
            </Stack>
            {!view.clock && openEvents.length === 0 ? (
              <Typography variant="body2" color="text.secondary">
                {t('actions.noEventToClockIn')}
              </Typography>
            ) : null}
            <Typography
              variant="body2"
              role="status"
              data-testid="field-notice"
              sx={{ fontWeight: 600, color: notice ? `${notice.tone}.main` : undefined }}
            >
              {notice?.text}
            </Typography>
          </Stack>
          <SosButton onTrigger={() => void sos()} />
        </Box>
        <Stack spacing={2} sx={{ gridArea: 'pay', minWidth: 0 }}>
          <MyPayCard />
          <PushOptInCard />
        </Stack>
        <Stack spacing={2} sx={{ gridArea: 'side', minWidth: 0 }}>
          <PendingCard pending={pending} now={now} onSendNow={() => void queue.flush()} online={online} />
          <MyShiftsCard />
          <OpenShiftsCard />
          <EventsCard events={view.events} />
          <TasksCard tasks={view.tasks} now={now} onToggle={setTaskDone} />
        </Stack>
      </Box>
      <ChoiceDialog
        open={choosing === 'event'}
        title={t('chooseEvent.title')}
        cancelLabel={t('chooseEvent.cancel')}
        choices={openEvents.map((event) => ({
          value: event.id,
          label: event.name,
          detail: event.siteName ?? undefined,
        }))}
        onChoose={(id) => void clockInTo(id)}
        onClose={() => setChoosing(null)}
      />
      <ChoiceDialog
        open={choosing === 'break'}
        title={t('chooseBreak.title')}
        cancelLabel={t('chooseBreak.cancel')}
        columns={3}
        choices={today.breakLengths.map((minutes) => ({
          value: minutes,
          label: t('chooseBreak.minutes', { minutes: formatCount(minutes) }),
        }))}
        onChoose={(minutes) => void startBreak(minutes)}
        onClose={() => setChoosing(null)}
      />
      <ScannerDialog
        open={scanning !== null}
        mode={scanning ?? 'camera'}
        onToken={onScanned}
        onClose={() => setScanning(null)}
      />
      {reporting ? (
        <Suspense fallback={null}>
          <NewReportDialog
            open={reporting}
            prefill={reportPrefill}
            onClose={() => {
              setReporting(false);
              setReportPrefill(undefined);
            }}
          />
        </Suspense>
      ) : null}
    </Stack>
  );
}

type ReportPrefill = {
  eventId?: string;
  incidentLocation?: string;
  incidentDate?: string;
  guardNote?: string;
  details?: string;
};

/** An incident report on a call just cleared starts with its site, place, time and story (docs/product/dispatch.md). */
function reportPrefillOf(call: FieldDispatchCall, typeLabel: string): ReportPrefill {
  const place = call.siteName ?? call.eventName ?? call.address;
  const caller = [call.callerName, call.callerPhone].filter(Boolean).join(', ');
  const prefill: ReportPrefill = {
    ...(call.eventId ? { eventId: call.eventId } : {}),
    ...(place ? { incidentLocation: place } : {}),
    incidentDate: toLocalInput(call.onSceneAt ?? call.receivedAt),
  };
  // The story goes where every report type has a place for it (a custom report's details too).
  const story = [`P${call.priority} ${typeLabel}: ${call.description}`, caller].filter(Boolean).join('\n');
  return { ...prefill, guardNote: story, details: story };
}
