import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type AlertParams, alertMessageText } from '../../shared/contract/alerts.ts';
import { formatCount, formatTime } from './format.ts';

/**
 * An alert's title and text in the reader's language, written from its type and params
 * (docs/product/alerts.md#alert-texts). An alert without params (raised before they were kept) or of a type the
 * console does not know shows the English it was stored with; an SOS with the guard's own words shows them as
 * written. Every place that shows an alert (bell, detail, SOS banner, dashboard, quick panel) goes through here.
 */
export interface AlertTextSource {
  type: string;
  title: string;
  message?: string | null;
  params: AlertParams | null;
}

type TextsKey =
  | 'sos'
  | 'geofenceExit'
  | 'offSiteClockIn'
  | 'restrictedAreaEntry'
  | 'breakZoneExit'
  | 'breakOverrun'
  | 'watchListMatch'
  | 'eventAssigned'
  | 'eventUnassigned'
  | 'missedClockIn'
  | 'leftEarly'
  | 'missedCheckpoint'
  | 'missedCheckCall'
  | 'noMovement'
  | 'dispatchNotAcknowledged'
  | 'responseTargetMissed'
  | 'missedPatrolVisit';

function textsKeyOf(type: string, params: AlertParams): TextsKey | null {
  switch (type) {
    case 'SOS':
      return 'sos';
    case 'Geofence Exit':
      // An off-site clock-in is raised as a Geofence Exit; its distance tells it apart.
      return params.metres === undefined ? 'geofenceExit' : 'offSiteClockIn';
    case 'Restricted Area Entry':
      return 'restrictedAreaEntry';
    case 'Break Zone Exit':
      return 'breakZoneExit';
    case 'Break Overrun':
      return 'breakOverrun';
    case 'Watch List Match':
      return 'watchListMatch';
    case 'eventAssigned':
      return 'eventAssigned';
    case 'eventUnassigned':
      return 'eventUnassigned';
    case 'Missed Clock-In':
      return 'missedClockIn';
    case 'Left Early':
      return 'leftEarly';
    case 'Missed Checkpoint':
      return 'missedCheckpoint';
    case 'Missed Check-Call':
      return 'missedCheckCall';
    case 'No Movement':
      return 'noMovement';
    case 'Dispatch Not Acknowledged':
      return 'dispatchNotAcknowledged';
    case 'Response Target Missed':
      return 'responseTargetMissed';
    case 'Missed Patrol Visit':
      return 'missedPatrolVisit';
    default:
      return null;
  }
}

/** Which sentence of the type fits the params (with or without the event, the zone's title, the minutes). */
function textVariant(key: TextsKey, params: AlertParams): string {
  const atEvent = params.eventName ? 'AtEvent' : '';
  switch (key) {
    case 'offSiteClockIn':
    case 'eventAssigned':
    case 'eventUnassigned':
    case 'leftEarly':
      return 'text';
    case 'missedClockIn':
      return params.lateMinutes === undefined ? 'text' : 'textLate';
    case 'missedCheckpoint':
    case 'noMovement':
    case 'dispatchNotAcknowledged':
    case 'responseTargetMissed':
    case 'missedPatrolVisit':
      return 'text';
    case 'missedCheckCall':
      return params.escalated ? 'textEscalated' : 'text';
    case 'restrictedAreaEntry':
      return `text${params.zoneTitle ? 'Zone' : ''}${atEvent}`;
    case 'breakOverrun':
      return params.minutes === undefined ? 'textGoing' : 'text';
    case 'watchListMatch':
      return `text${params.matchedOn === 'plate' ? 'Plate' : 'Name'}${atEvent}`;
    default:
      return `text${atEvent}`;
  }
}

function values(params: AlertParams) {
  return {
    ...params,
    name: params.name ?? '',
    metres: params.metres === undefined ? '' : formatCount(params.metres),
    minutes: params.minutes === undefined ? '' : formatCount(params.minutes),
    lengthOfBreak: params.lengthOfBreak === undefined ? '' : formatCount(params.lengthOfBreak),
    lateMinutes: params.lateMinutes === undefined ? '' : formatCount(params.lateMinutes),
    runStart: params.runStart === undefined ? '' : formatTime(params.runStart),
    dueAt: params.dueAt === undefined ? '' : formatTime(params.dueAt),
    windowStart: params.windowStart === undefined ? '' : formatTime(params.windowStart),
    windowEnd: params.windowEnd === undefined ? '' : formatTime(params.windowEnd),
    checkpoints: params.checkpoints === undefined ? '' : params.checkpoints.join(', '),
  };
}

// The keys are built from the type, so they are looked up untyped.
type AnyT = (key: string, options?: Record<string, unknown>) => string;

export function alertTitle(t: TFunction<'alerts'>, alert: AlertTextSource): string {
  const key = alert.params ? textsKeyOf(alert.type, alert.params) : null;
  if (!alert.params || !key) return alert.title;
  return (t as unknown as AnyT)(`texts.${key}.title`, values(alert.params));
}

/** The name of the alert's type (e.g. "Off-site clock-in"); the type as stored when the console does not know it. */
export function alertTypeLabel(t: TFunction<'alerts'>, alert: Pick<AlertTextSource, 'type' | 'params'>): string {
  const key = textsKeyOf(alert.type, alert.params ?? {});
  return key ? (t as unknown as AnyT)(`texts.${key}.type`) : alert.type;
}

/** The text without the `event: {id}` reference (the event is shown by name); null when there is none. */
export function alertText(t: TFunction<'alerts'>, alert: AlertTextSource): string | null {
  const stored = alertMessageText(alert.message ?? null);
  const key = alert.params ? textsKeyOf(alert.type, alert.params) : null;
  if (!alert.params || !key || alert.params.ownWords) return stored;
  return (t as unknown as AnyT)(`texts.${key}.${textVariant(key, alert.params)}`, values(alert.params));
}

/** `title(alert)`, `text(alert)` and `type(alert)` in the current language. */
export function useAlertTexts() {
  const { t, i18n } = useTranslation('alerts');
  const language = i18n.language;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the numbers are formatted in the language too
  return useMemo(
    () => ({
      title: (alert: AlertTextSource) => alertTitle(t, alert),
      text: (alert: AlertTextSource) => alertText(t, alert),
      type: (alert: AlertTextSource) => alertTypeLabel(t, alert),
    }),
    [t, language],
  );
}
