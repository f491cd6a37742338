/** The guard's field app (issue 6): clock in and out, breaks, SOS, tasks and position sharing, on a phone. */
const field = {
  title: 'My shift',
  loadFailed: 'The shift could not be loaded.',
  offline: 'You are offline. What you do is saved on this phone and sent when the connection returns.',
  status: {
    label: 'Status',
    offDuty: 'Off duty',
    onDuty: 'On duty',
    onBreak: 'On break',
    since: 'since {{time}}',
    elapsed: 'Time on duty',
    breakElapsed: 'Break time',
    breakOf: 'of {{minutes}} min',
    breakOverrun: 'Your break is over its allowed length.',
    event: 'Event: {{name}}',
    offSite: 'Your clock-in was far from the site and has been flagged.',
  },
  actions: {
    label: 'Shift actions',
    clockIn: 'Clock in',
    clockOut: 'Clock out',
    startBreak: 'Start break',
    endBreak: 'End break',
    noEventToClockIn: 'No assigned event is open for clock-in right now.',
    clockedIn: 'Clocked in.',
    clockedOut: 'Clocked out.',
    breakStarted: 'Break started.',
    breakEnded: 'Break ended.',
    savedOffline: 'Saved on this phone. It will be sent when you are back online.',
  },
  clockOut: {
    title: 'Clock out now?',
    body: 'Position sharing stops when you clock out.',
    confirm: 'Clock out',
  },
  chooseEvent: {
    title: 'Clock in to which event?',
    cancel: 'Cancel',
  },
  chooseBreak: {
    title: 'How long is your break?',
    minutes: '{{minutes}} min',
    cancel: 'Cancel',
  },
  sos: {
    label: 'SOS',
    hint: 'Hold 2 s to call for help',
    holding: 'Keep holding… {{seconds}}',
    cancelled: 'SOS cancelled: released too early.',
    sending: 'Sending SOS…',
    sent: 'SOS sent. Help is on the way.',
    queued: 'SOS saved on this phone. It will be sent as soon as there is a connection.',
    withPosition: 'Your position was included.',
    withoutPosition: 'Your position was not available.',
  },
  position: {
    on: 'Position sharing on',
    off: 'Position sharing off',
    explainOn:
      'Your position is shared every {{seconds}} seconds and when you move, only while you are clocked in. It stops when you clock out.',
    explainOff: 'Your position is shared only while you are clocked in.',
    waiting: 'Waiting for your position…',
    denied:
      'Location access is blocked. Allow it in your browser settings to share your position. Clock-in, breaks and SOS still work.',
    unavailable: 'Your position is not available right now. Clock-in, breaks and SOS still work.',
    unsupported: 'This browser cannot share a position. Clock-in, breaks and SOS still work.',
    insideZone: 'Inside the allowed zone',
    outsideZone: 'Outside the allowed zone',
    lastSent: 'Last sent {{time}}',
  },
  events: {
    title: "Today's events",
    empty: 'No events assigned to you today.',
    listLabel: 'Events assigned to you',
    canClockIn: 'Clock-in open',
    notYet: 'Clock-in not open',
    noSite: 'No site',
  },
  tasks: {
    title: 'Tasks',
    empty: 'No tasks for you today.',
    listLabel: 'Your tasks',
    due: 'Due {{time}}',
  },
  pending: {
    title: 'Waiting to send',
    empty: 'Everything has been sent.',
    count: 'Waiting to send: {{number}}',
    listLabel: 'Actions waiting to send',
    item: '{{action}} {{time}}',
    sendNow: 'Send now',
    refused: 'Not accepted: {{message}}',
  },
  kinds: {
    'clock-in': 'Clock in',
    'clock-out': 'Clock out',
    'break-start': 'Break start',
    'break-end': 'Break end',
    location: 'Position',
    sos: 'SOS',
    'task-done': 'Task check-off',
  },
};

/** Texts that stay as they are in every language (the distress signal is international; a layout of placeholders). */
export const sameInEveryLanguage = ['sos.label', 'kinds.sos', 'pending.item'];

export default field;
