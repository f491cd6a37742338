import type { Crossing } from '../../../shared/geofence.ts';

/**
 * The title and text the field app's alerts are stored with (records, like an incident report's words: kept as
 * written, in English, with the spec's `event: {id}` reference at the end of the text).
 */
export interface AlertTexts {
  title: string;
  text: string;
}

const eventRef = (eventId: string | null) => (eventId ? ` event: ${eventId}` : '');
const atEvent = (eventName: string | null) => (eventName ? ` at ${eventName}` : '');

export function crossingAlertTexts(
  crossing: Crossing,
  name: string,
  eventId: string | null,
  eventName: string | null,
): AlertTexts {
  const zone = crossing.zone.title ? `“${crossing.zone.title}”` : `the ${crossing.zone.zoneType.toLowerCase()}`;
  switch (crossing.alert) {
    case 'Restricted Area Entry':
      return {
        title: `Restricted area entry: ${name}`,
        text: `${name} entered the restricted zone ${zone}${atEvent(eventName)}.${eventRef(eventId)}`,
      };
    case 'Break Zone Exit':
      return {
        title: `Break outside the break zone: ${name}`,
        text: `${name} is taking a break outside the break zones${atEvent(eventName)}.${eventRef(eventId)}`,
      };
    default:
      return {
        title: `Geofence exit: ${name}`,
        text: `${name} left the allowed zones${atEvent(eventName)}.${eventRef(eventId)}`,
      };
  }
}

export function offSiteAlertTexts(name: string, metres: number, eventId: string, eventName: string): AlertTexts {
  return {
    title: `Off-site clock-in: ${name}`,
    text: `${name} clocked in ${Math.round(metres)} m outside the allowed zones of ${eventName}.${eventRef(eventId)}`,
  };
}

export function breakOverrunAlertTexts(
  name: string,
  lengthOfBreak: number,
  minutesOver: number,
  eventId: string | null,
): AlertTexts {
  return {
    title: `Break overrun: ${name}`,
    text: `${name}'s ${lengthOfBreak}-minute break ran ${minutesOver} minutes over.${eventRef(eventId)}`,
  };
}

export function sosAlertTexts(
  name: string,
  guardWords: string | undefined,
  eventId: string | null,
  eventName: string | null,
): AlertTexts {
  const words = guardWords || `${name} raised an SOS${atEvent(eventName)}.`;
  return { title: `SOS: ${name}`, text: `${words}${eventRef(eventId)}` };
}
