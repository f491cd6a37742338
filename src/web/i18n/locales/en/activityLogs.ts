/** Activity Logs (docs/product/payroll-and-reports.md#activity-logs): the Clocked-In/Out and Geofence reports. */
const activityLogs = {
  title: 'Reports / Activity Logs',
  view: {
    label: 'Report',
    clock: 'Clocked-In/Out Reports',
    geofence: 'Geofence Reports',
  },
  clock: {
    columns: {
      guard: 'Guard',
      event: 'Event',
      client: 'Client',
      clockedIn: 'Clocked In',
      clockedOut: 'Clocked Out',
      actions: 'Actions',
    },
    noEvent: 'No Event Assigned',
    noClockIn: 'No Clock In',
    noClockOut: 'No Clock Out',
    search: 'Search guard, event or client',
    empty: 'No clock-ins in this period.',
    noMatch: 'No clock-ins match the search or filters.',
  },
  geofence: {
    columns: {
      title: 'Title',
      event: 'Event',
      zoneType: 'Zone Type',
      guard: 'Guard',
      client: 'Client',
      crossing: 'Crossing',
      time: 'Time',
    },
    untitled: 'Untitled',
    noEvent: 'No Event Found',
    noZoneType: 'N/A',
    zoneTypes: {
      allowed: 'Allowed zone',
      break: 'Break zone',
      restricted: 'Restricted zone',
    },
    crossing: { enter: 'Enter', exit: 'Exit' },
    search: 'Search title, event, zone or guard',
    empty: 'No geofence crossings in this period.',
    noMatch: 'No geofence crossings match the search or filters.',
  },
  unknownGuard: 'Unknown user',
  actions: {
    menu: 'Actions for {{name}}',
    openTimesheet: 'Open timesheet',
  },
};
export default activityLogs;
