/** The real-time map: guards on duty, their status, zones and trails (docs/product/alerts.md#real-time-map). */
const map = {
  title: 'Real-time map',
  subtitle: 'Every guard on duty, where they are now.',
  live: {
    open: 'Live',
    connecting: 'Connecting…',
    closed: 'Offline',
    openHint: 'Positions and statuses update as they happen.',
    connectingHint: 'Reconnecting to live updates. The map shows the last known positions.',
    closedHint: 'Live updates are off. Reload the page to see the latest positions.',
  },
  filter: {
    event: 'Event',
    allEvents: 'All events',
    coverage: 'On duty {{onDuty}} · Scheduled now {{scheduled}}',
  },
  status: {
    onDuty: 'On duty',
    onBreak: 'On break',
    sos: 'SOS',
    outOfZone: 'Out of zone',
  },
  summary: 'Guards by status',
  zones: {
    legend: 'Zones',
    allowed: 'Allowed zone',
    break: 'Break zone',
    restricted: 'Restricted zone',
  },
  mapLabel: 'Map of the guards on duty',
  marker: '{{name}}, {{status}}',
  cluster: '{{number}} guards here. Zoom in to tell them apart.',
  list: {
    title: 'Guards on duty',
    count: 'Guards: {{number}}',
    show: 'Show guards ({{number}})',
    hide: 'Hide the list',
    noPosition: 'No position yet',
    updated: 'Updated {{age}}',
  },
  details: {
    close: 'Close details',
    back: 'Back to the list',
    event: 'Event',
    noEvent: 'No event',
    clockedIn: 'Clocked in',
    break: 'Break',
    onBreakSince: 'Since {{time}}, {{minutes}} min allowed',
    onBreakSinceUnknown: 'Since {{time}}',
    notOnBreak: 'Not on a break',
    lastUpdate: 'Last update',
    position: 'Position',
    trail: 'Trail',
    trailHours: 'Last {{hours}} h',
    trailHoursShort: '{{hours}} h',
    trailPoints: 'Positions on the trail: {{number}}',
    trailEmpty: 'No positions in this time.',
    trailFailed: 'The trail could not be loaded.',
    trailLoading: 'Loading the trail',
  },
  empty: 'No guards are on duty right now.',
  emptyEvent: 'No guards are on duty at this event right now.',
  loading: 'Loading the map',
  loadFailed: 'The map could not be loaded',
  refreshFailed: 'The map could not be refreshed: {{error}}',
  retry: 'Retry',
};

export default map;

/** A name and a status joined by a comma: the same where the language's comma is the Latin one. */
export const sameInEveryLanguage = ['marker'];
