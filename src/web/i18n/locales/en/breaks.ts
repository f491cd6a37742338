/** Breaks: who is on a break now, and the history (docs/product/personnel-and-tasks.md#breaks). */
const breaks = {
  title: 'Breaks',
  subtitle: 'Who is on a break now, how long they have taken, and every break before.',
  tabs: {
    live: 'On break now',
    history: 'History',
  },
  live: {
    refreshNote: 'Refreshes every 30 seconds.',
    empty: 'No one is on a break right now.',
    listLabel: 'Guards on a break',
    startedAt: 'Started {{time}}',
  },
  history: {
    gridLabel: 'Break history',
    searchPlaceholder: 'Guard or event',
    searchAria: 'Search breaks',
    from: 'From',
    to: 'To',
    event: 'Event',
    allEvents: 'All events',
    overrunOnly: 'Overruns only',
    empty: 'No breaks yet.',
    noMatch: 'No breaks match these filters.',
  },
  columns: {
    guard: 'Guard',
    event: 'Event',
    start: 'Start',
    end: 'End',
    allowed: 'Allowed',
    taken: 'Taken',
    status: 'Status',
  },
  minutes: '{{count}} min',
  takenOfAllowed: '{{taken}} of {{allowed}} min',
  overrunBy: 'Over by {{count}} min',
  noEvent: 'No event',
  stillOn: 'Still on break',
  status: {
    active: 'On break',
    completed: 'Completed',
    overrun: 'Overrun',
  },
  end: {
    action: 'End break',
    actionFor: 'End the break of {{name}}',
    title: 'End the break of {{name}}?',
    body: 'The break ends now, on their behalf. This is recorded in the audit log.',
    confirm: 'End break',
    done: 'Break ended for {{name}}',
  },
  loadFailed: 'Could not load the breaks',
};

export default breaks;
