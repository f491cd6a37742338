/** The daily activity report screen (docs/product/proof-of-service.md#daily-activity-report). */
const dailyActivity = {
  title: 'Daily activity report',
  intro:
    'What happened on an event’s day, as the customer receives it: guards on duty, breaks, tours, scans, check-calls, alerts, incidents, visitors and the supervisor’s note. Times are in the event’s time zone.',
  event: 'Event',
  date: 'Day',
  noEvents: 'You have no events to report on.',
  pickEvent: 'Choose an event to see its day.',
  loadFailed: 'The report could not be loaded.',
  retry: 'Try again',
  downloadPdf: 'Download PDF',
  header: {
    customer: 'Customer',
    location: 'Location',
    timeZone: 'Time zone',
  },
  empty: {
    event_not_running: 'Nothing to report: the event was not running on this day.',
    no_shift: 'Nothing to report: no shift was scheduled on this day.',
    no_guard_clocked_in: 'Nothing to report: shifts were scheduled but no guard clocked in.',
  },
  sections: {
    guards: 'Guards on duty',
    breaks: 'Breaks',
    tours: 'Tours',
    scans: 'Checkpoint scans',
    checkCalls: 'Check-calls',
    patrolVisits: 'Patrol visits',
    alerts: 'Alerts',
    incidents: 'Incident reports',
    visitors: 'Visitors',
    note: 'Supervisor’s note',
    versions: 'Issued versions',
    archive: 'Archive',
  },
  none: {
    guards: 'No guards on duty',
    breaks: 'No breaks',
    tours: 'No tour runs',
    scans: 'No checkpoint scans',
    checkCalls: 'No check-calls',
    alerts: 'No alerts',
    incidents: 'No incident reports',
    visitors: 'No visitors',
    note: 'No note',
    versions: 'No version issued yet',
    archive: 'No issued reports match.',
  },
  guard: {
    inOut: 'In {{in}} · out {{out}}',
    stillOnDuty: 'In {{in}} · still on duty',
    hours: '{{hours}} h',
    offSite: 'Off-site',
  },
  break: {
    span: '{{start}} – {{end}}',
    open: 'From {{start}} · still on break',
    minutes: '{{minutes}} of {{planned}} min',
    overrun: 'Overrun',
  },
  patrol: {
    visited: 'Visited',
    missed: 'Missed',
    visitedAt: 'Visited at {{time}}',
  },
  tour: {
    counts: '{{scanned}}/{{expected}} scanned · {{missed}} missed · {{late}} late',
  },
  alert: {
    acknowledged: 'Acknowledged by {{name}} after {{minutes}} min',
    someone: 'someone',
    unacknowledged: 'Unacknowledged',
  },
  incident: {
    filedBy: 'Filed by {{name}}',
    photo: 'First photo of {{title}}',
  },
  visitor: {
    span: 'In {{in}} · out {{out}}',
    onSite: 'still on site',
  },
  note: {
    label: 'Note for the day',
    save: 'Save note',
    saved: 'Note saved',
    by: 'By {{name}}, {{at}}',
    tooLong: 'At most 4000 characters',
    saveFailed: 'The note could not be saved.',
  },
  version: {
    name: 'Version {{version}}',
    revision: 'Revision',
    issued: 'Issued {{at}} · chain position {{seq}}',
    download: 'Download version {{version}}',
  },
  archive: {
    search: 'Search event or customer',
    from: 'From',
    to: 'To',
    allEvents: 'All events',
    columns: {
      date: 'Day',
      event: 'Event',
      customer: 'Customer',
      version: 'Version',
      issued: 'Issued',
      pdf: 'PDF',
    },
  },
};

export default dailyActivity;

/** Keys whose text is the same in every language (a format of values, a file type). */
export const sameInEveryLanguage = ['break.span', 'archive.columns.pdf'];
