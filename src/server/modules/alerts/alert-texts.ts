import type { AlertParams } from '../../../shared/contract/alerts.ts';
import type { Crossing } from '../../../shared/geofence.ts';

/**
 * The title and text an alert is stored with (records, like an incident report's words: kept as written, in
 * English, with the spec's `event: {id}` reference at the end of the text), and the params they are made of, from
 * which the web writes both in the reader's language (docs/product/alerts.md#alert-texts). Titles all read
 * "Type: Name". The web's English texts (src/web/i18n/locales/en/alerts.ts, `texts`) say the same.
 */
export interface AlertTexts {
  title: string;
  text: string;
  params: AlertParams;
}

const eventRef = (eventId: string | null) => (eventId ? ` event: ${eventId}` : '');
const atEvent = (eventName: string | null) => (eventName ? ` at ${eventName}` : '');
const withEvent = (eventName: string | null) => (eventName ? { eventName } : {});

export function crossingAlertTexts(
  crossing: Crossing,
  name: string,
  eventId: string | null,
  eventName: string | null,
): AlertTexts {
  switch (crossing.alert) {
    case 'Restricted Area Entry':
      return restrictedAreaAlertTexts(name, crossing.zone.title || null, eventId, eventName);
    case 'Break Zone Exit':
      return breakZoneExitAlertTexts(name, eventId, eventName);
    default:
      return geofenceExitAlertTexts(name, eventId, eventName);
  }
}

export function geofenceExitAlertTexts(name: string, eventId: string | null, eventName: string | null): AlertTexts {
  return {
    title: `Geofence exit: ${name}`,
    text: `${name} left the allowed zones${atEvent(eventName)}.${eventRef(eventId)}`,
    params: { name, ...withEvent(eventName) },
  };
}

export function restrictedAreaAlertTexts(
  name: string,
  zoneTitle: string | null,
  eventId: string | null,
  eventName: string | null,
): AlertTexts {
  const zone = zoneTitle ? `the restricted zone “${zoneTitle}”` : 'a restricted zone';
  return {
    title: `Restricted area entry: ${name}`,
    text: `${name} entered ${zone}${atEvent(eventName)}.${eventRef(eventId)}`,
    params: { name, ...withEvent(eventName), ...(zoneTitle ? { zoneTitle } : {}) },
  };
}

export function breakZoneExitAlertTexts(name: string, eventId: string | null, eventName: string | null): AlertTexts {
  return {
    title: `Break outside the break zone: ${name}`,
    text: `${name} is taking a break outside the break zones${atEvent(eventName)}.${eventRef(eventId)}`,
    params: { name, ...withEvent(eventName) },
  };
}

/** A clock-in far outside every allowed zone: raised as a Geofence Exit, told apart by its `metres`. */
export function offSiteAlertTexts(name: string, metres: number, eventId: string, eventName: string): AlertTexts {
  const rounded = Math.round(metres);
  return {
    title: `Off-site clock-in: ${name}`,
    text: `${name} clocked in ${rounded} m outside the allowed zones of ${eventName}.${eventRef(eventId)}`,
    params: { name, metres: rounded, eventName },
  };
}

/** `minutesOver` is null while the break is still going (the scheduled check raises it then). */
export function breakOverrunAlertTexts(
  name: string,
  lengthOfBreak: number,
  minutesOver: number | null,
  eventId: string | null,
): AlertTexts {
  return {
    title: `Break overrun: ${name}`,
    text:
      minutesOver === null
        ? `${name}'s ${lengthOfBreak}-minute break has run over and is still going.${eventRef(eventId)}`
        : `${name}'s ${lengthOfBreak}-minute break ran ${minutesOver} minutes over.${eventRef(eventId)}`,
    params: { name, lengthOfBreak, ...(minutesOver === null ? {} : { minutes: minutesOver }) },
  };
}

/** The guard's own words, when they wrote some, are the text as written; otherwise a sentence of ours. */
export function sosAlertTexts(
  name: string,
  guardWords: string | undefined,
  eventId: string | null,
  eventName: string | null,
): AlertTexts {
  const words = guardWords || `${name} raised an SOS${atEvent(eventName)}.`;
  return {
    title: `SOS: ${name}`,
    text: `${words}${eventRef(eventId)}`,
    params: { name, ...withEvent(eventName), ...(guardWords ? { ownWords: true } : {}) },
  };
}

export function assignmentAlertTexts(
  kind: 'assigned' | 'unassigned',
  name: string,
  eventName: string,
  eventId: string,
): AlertTexts {
  return kind === 'assigned'
    ? {
        title: `Event assigned: ${name}`,
        text: `${name} was assigned to ${eventName}.${eventRef(eventId)}`,
        params: { name, eventName },
      }
    : {
        title: `Event unassigned: ${name}`,
        text: `${name} was unassigned from ${eventName}.${eventRef(eventId)}`,
        params: { name, eventName },
      };
}

/** The watch list's reason stays as written (in whatever language its author used). */
export function watchListAlertTexts(
  name: string,
  matchedOn: 'name' | 'plate',
  reason: string,
  by: string,
  eventId: string | null,
  eventName: string | null,
): AlertTexts {
  const on = matchedOn === 'plate' ? 'vehicle plate' : 'name';
  return {
    title: `Watch list match: ${name}`,
    text: `${name} matches the watch list by ${on}${atEvent(eventName)}: ${reason}. Check-in attempted by ${by}.${eventRef(eventId)}`,
    params: { name, matchedOn, reason, by, ...withEvent(eventName) },
  };
}

/**
 * A person assigned to a shift who has not clocked in `minutes` after its start (the scheduled check raises it), or,
 * once they clocked in, `lateMinutes` late (the alert's text is rewritten then).
 */
export function missedClockInAlertTexts(
  shift: { name: string; post: string; eventName: string; eventId: string },
  minutes: number,
  lateMinutes: number | null,
): AlertTexts {
  const { name, post, eventName, eventId } = shift;
  return {
    title: `Missed clock-in: ${name}`,
    text:
      lateMinutes === null
        ? `${name} has not clocked in for the ${post} shift at ${eventName} that started ${minutes} minutes ago.${eventRef(eventId)}`
        : `${name} clocked in ${lateMinutes} minutes late for the ${post} shift at ${eventName}.${eventRef(eventId)}`,
    params: { name, post, eventName, minutes, ...(lateMinutes === null ? {} : { lateMinutes }) },
  };
}

/** A clock-out `minutes` before the end of the shift the clock entry covers. */
export function leftEarlyAlertTexts(
  shift: { name: string; post: string; eventName: string; eventId: string },
  minutes: number,
): AlertTexts {
  const { name, post, eventName, eventId } = shift;
  return {
    title: `Left early: ${name}`,
    text: `${name} clocked out ${minutes} minutes before the end of the ${post} shift at ${eventName}.${eventRef(eventId)}`,
    params: { name, post, eventName, minutes },
  };
}

/** A time as the event's people read it: 'HH:mm' in the event's time zone. */
function localTime(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    new Date(iso),
  );
}

/** A tour run closed with checkpoints unscanned (docs/product/tours-and-check-calls.md#missed-checkpoints). */
export function missedCheckpointAlertTexts(
  tourName: string,
  checkpoints: readonly string[],
  runStart: string,
  timeZone: string,
  eventId: string,
  eventName: string,
): AlertTexts {
  return {
    title: `Missed checkpoint: ${tourName}`,
    text: `Not scanned in the run of ${tourName} from ${localTime(runStart, timeZone)} at ${eventName}: ${checkpoints.join(', ')}.${eventRef(eventId)}`,
    params: { tourName, runStart, checkpoints: [...checkpoints], eventName },
  };
}

/** A welfare check-call not answered by its due time plus grace; `escalated` at due + 2 × grace. */
export function missedCheckCallAlertTexts(
  name: string,
  dueAt: string,
  timeZone: string,
  escalated: boolean,
  eventId: string,
  eventName: string,
): AlertTexts {
  const due = localTime(dueAt, timeZone);
  return {
    title: `Missed check-call: ${name}`,
    text: escalated
      ? `${name} has still not answered the check-call due at ${due} at ${eventName}; escalated to managers.${eventRef(eventId)}`
      : `${name} has not answered the check-call due at ${due} at ${eventName}.${eventRef(eventId)}`,
    params: { name, dueAt, eventName, ...(escalated ? { escalated: true } : {}) },
  };
}

/** No position change beyond the movement threshold for the event's noMovementMinutes while on duty. */
export function noMovementAlertTexts(name: string, minutes: number, eventId: string, eventName: string): AlertTexts {
  return {
    title: `No movement: ${name}`,
    text: `${name} has not moved for ${minutes} minutes at ${eventName}.${eventRef(eventId)}`,
    params: { name, minutes, eventName },
  };
}

/** An alert's texts as its row stores them: the title, the text as `message`, and the params they are made of. */
export function storedAlertTexts({ title, text, params }: AlertTexts): Pick<AlertTexts, 'title' | 'params'> & {
  message: string;
} {
  return { title, message: text, params };
}

/** Where a call is, in an alert's words: its event's name, else its address. */
function callPlace(call: { eventName: string | null; address: string | null }): string {
  return call.eventName ?? call.address ?? 'the address on the map';
}

/**
 * An assigned call the guard has not acknowledged `minutes` after assignment (docs/product/dispatch.md#alerts).
 */
export function dispatchNotAcknowledgedAlertTexts(
  call: { id: string; priority: number; eventId: string | null; eventName: string | null; address: string | null },
  name: string,
  minutes: number,
): AlertTexts {
  const place = callPlace(call);
  return {
    title: `Dispatch not acknowledged: ${name}`,
    text: `${name} has not acknowledged the P${call.priority} call at ${place} assigned ${minutes} minutes ago.${eventRef(call.eventId)}`,
    params: { name, place, priority: call.priority, minutes, callId: call.id, ...withEvent(call.eventName) },
  };
}

/**
 * A call with nobody on scene by its response target (docs/product/dispatch.md#alerts); `name` is the guard it is
 * with, or the place when nobody has it.
 */
export function responseTargetMissedAlertTexts(
  call: { id: string; priority: number; eventId: string | null; eventName: string | null; address: string | null },
  guardName: string | null,
  targetMinutes: number,
): AlertTexts {
  const place = callPlace(call);
  const name = guardName ?? place;
  return {
    title: `Response target missed: ${name}`,
    text: `Nobody was on scene at ${place} within the ${targetMinutes}-minute target of the P${call.priority} call.${eventRef(call.eventId)}`,
    params: {
      name,
      place,
      priority: call.priority,
      minutes: targetMinutes,
      callId: call.id,
      ...withEvent(call.eventName),
    },
  };
}

/**
 * A patrol stop's window closed without its visit (docs/product/dispatch.md#mobile-patrol-runsheets); `name` is
 * the guard of the shift that runs the route.
 */
export function missedPatrolVisitAlertTexts(
  visit: {
    eventId: string;
    eventName: string;
    routeName: string;
    windowStart: Date;
    windowEnd: Date;
    timeZone: string;
  },
  name: string,
): AlertTexts {
  const from = localTime(visit.windowStart.toISOString(), visit.timeZone);
  const to = localTime(visit.windowEnd.toISOString(), visit.timeZone);
  return {
    title: `Missed patrol visit: ${name}`,
    text: `${name} did not visit ${visit.eventName} between ${from} and ${to} (route ${visit.routeName}).${eventRef(visit.eventId)}`,
    params: {
      name,
      eventName: visit.eventName,
      routeName: visit.routeName,
      windowStart: visit.windowStart.toISOString(),
      windowEnd: visit.windowEnd.toISOString(),
    },
  };
}
