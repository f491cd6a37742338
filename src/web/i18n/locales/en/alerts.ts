/** The alert bell, its dropdown, the alert detail popup and the SOS banner (docs/product/alerts.md#alert-bell, #sos-banner). */
export default {
  bell: {
    label: 'Alerts',
    labelUnseen: 'Alerts, {{count}} not seen',
  },
  dropdown: {
    title: 'Alerts',
    unseenCount: '{{count}} not seen',
    filterLabel: 'Show alerts of type',
    listLabel: 'Alerts, newest first',
    empty: 'No alerts available',
    loadMore: 'Load more',
    loadFailed: 'The alerts could not be loaded.',
    retry: 'Try again',
    unseen: 'Not seen',
  },
  filters: {
    all: 'All',
    break: 'Break',
    geofence: 'Geofence',
    sos: 'SOS',
  },
  categories: {
    sos: 'SOS',
    geofence: 'Geofence',
    break: 'Break',
    assignment: 'Assignment',
    visitor: 'Watch list',
  },
  unknownGuard: 'Unknown guard',
  noEvent: 'No Event Assigned',
  detail: {
    type: 'Type',
    guard: 'Guard',
    event: 'Event',
    message: 'Message',
    notes: 'Notes',
    task: 'Task',
    created: 'Raised',
    breakLength: 'Break length',
    breakMinutes: '{{count}} min',
    assignedBy: 'Assigned by',
    unassignedBy: 'Unassigned by',
    seen: 'Seen',
    seenAt: 'at {{time}}',
    notSeen: 'Not seen yet',
    position: 'Position',
    mapLabel: 'Map of where the alert was raised',
    mapLoading: 'Loading the map…',
    close: 'Close',
    delete: 'Delete',
    deleteTitle: 'Delete this alert?',
    deleteBody: 'Delete an alert only when it was a false alarm. Everyone stops seeing it; the deletion is recorded.',
    deleted: 'Alert deleted.',
  },
  seenFailed: 'The alert could not be marked as seen: {{message}}',
  sos: {
    heading: 'SOS',
    raisedBy: '{{guard}} needs help',
    atEvent: 'at {{event}}',
    more: 'Other unseen SOS alerts: {{count}}',
    open: 'Open',
    soundBlocked: 'The browser is holding back the alarm sound.',
    turnOnSound: 'Turn on sound',
    collapse: 'Minimise the SOS banner',
    pill: '{{count}} SOS',
    pillLabel: 'Unseen SOS alerts: {{count}}. Show the banner',
    moreShort: '+{{count}}',
  },
  /**
   * Alert titles and texts from their type and params, in the reader's language (docs/product/alerts.md#alert-texts).
   * The English says what the server stores (src/server/modules/alerts/alert-texts.ts). Titles read "Type: Name".
   */
  texts: {
    sos: {
      type: 'SOS',
      title: 'SOS: {{name}}',
      text: '{{name}} raised an SOS.',
      textAtEvent: '{{name}} raised an SOS at {{eventName}}.',
    },
    geofenceExit: {
      type: 'Geofence exit',
      title: 'Geofence exit: {{name}}',
      text: '{{name}} left the allowed zones.',
      textAtEvent: '{{name}} left the allowed zones at {{eventName}}.',
    },
    offSiteClockIn: {
      type: 'Off-site clock-in',
      title: 'Off-site clock-in: {{name}}',
      text: '{{name}} clocked in {{metres}} m outside the allowed zones of {{eventName}}.',
    },
    restrictedAreaEntry: {
      type: 'Restricted area entry',
      title: 'Restricted area entry: {{name}}',
      text: '{{name}} entered a restricted zone.',
      textAtEvent: '{{name}} entered a restricted zone at {{eventName}}.',
      textZone: '{{name}} entered the restricted zone “{{zoneTitle}}”.',
      textZoneAtEvent: '{{name}} entered the restricted zone “{{zoneTitle}}” at {{eventName}}.',
    },
    breakZoneExit: {
      type: 'Break outside the break zone',
      title: 'Break outside the break zone: {{name}}',
      text: '{{name}} is taking a break outside the break zones.',
      textAtEvent: '{{name}} is taking a break outside the break zones at {{eventName}}.',
    },
    breakOverrun: {
      type: 'Break overrun',
      title: 'Break overrun: {{name}}',
      text: "{{name}}'s {{lengthOfBreak}}-minute break ran {{minutes}} minutes over.",
      textGoing: "{{name}}'s {{lengthOfBreak}}-minute break has run over and is still going.",
    },
    watchListMatch: {
      type: 'Watch list match',
      title: 'Watch list match: {{name}}',
      textName: '{{name}} matches the watch list by name: {{reason}}. Check-in attempted by {{by}}.',
      textNameAtEvent:
        '{{name}} matches the watch list by name at {{eventName}}: {{reason}}. Check-in attempted by {{by}}.',
      textPlate: '{{name}} matches the watch list by vehicle plate: {{reason}}. Check-in attempted by {{by}}.',
      textPlateAtEvent:
        '{{name}} matches the watch list by vehicle plate at {{eventName}}: {{reason}}. Check-in attempted by {{by}}.',
    },
    eventAssigned: {
      type: 'Event assigned',
      title: 'Event assigned: {{name}}',
      text: '{{name}} was assigned to {{eventName}}.',
    },
    eventUnassigned: {
      type: 'Event unassigned',
      title: 'Event unassigned: {{name}}',
      text: '{{name}} was unassigned from {{eventName}}.',
    },
    missedClockIn: {
      type: 'Missed clock-in',
      title: 'Missed clock-in: {{name}}',
      text: '{{name}} has not clocked in for the {{post}} shift at {{eventName}} that started {{minutes}} minutes ago.',
      textLate: '{{name}} clocked in {{lateMinutes}} minutes late for the {{post}} shift at {{eventName}}.',
    },
    dispatchNotAcknowledged: {
      type: 'Dispatch not acknowledged',
      title: 'Dispatch not acknowledged: {{name}}',
      text: '{{name}} has not acknowledged the P{{priority}} call at {{place}} assigned {{minutes}} minutes ago.',
    },
    missedPatrolVisit: {
      type: 'Missed patrol visit',
      title: 'Missed patrol visit: {{name}}',
      text: '{{name}} did not visit {{eventName}} between {{windowStart}} and {{windowEnd}} (route {{routeName}}).',
    },
    responseTargetMissed: {
      type: 'Response target missed',
      title: 'Response target missed: {{name}}',
      text: 'Nobody was on scene at {{place}} within the {{minutes}}-minute target of the P{{priority}} call.',
    },
    leftEarly: {
      type: 'Left early',
      title: 'Left early: {{name}}',
      text: '{{name}} clocked out {{minutes}} minutes before the end of the {{post}} shift at {{eventName}}.',
    },
    missedCheckpoint: {
      type: 'Missed checkpoint',
      title: 'Missed checkpoint: {{tourName}}',
      text: 'Not scanned in the run of {{tourName}} from {{runStart}} at {{eventName}}: {{checkpoints}}.',
    },
    missedCheckCall: {
      type: 'Missed check-call',
      title: 'Missed check-call: {{name}}',
      text: '{{name}} has not answered the check-call due at {{dueAt}} at {{eventName}}.',
      textEscalated:
        '{{name}} has still not answered the check-call due at {{dueAt}} at {{eventName}}; escalated to managers.',
    },
    noMovement: {
      type: 'No movement',
      title: 'No movement: {{name}}',
      text: '{{name}} has not moved for {{minutes}} minutes at {{eventName}}.',
    },
  },
};

/** The emergency code itself reads the same in every language. */
export const sameInEveryLanguage = [
  'filters.sos',
  'categories.sos',
  'sos.heading',
  'sos.pill',
  'sos.moreShort',
  'texts.sos.title',
  'texts.sos.type',
];
