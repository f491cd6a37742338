/** The dashboard: live figures, active events and recent alerts. */
const dashboard = {
  title: 'Dashboard',
  welcome: 'Welcome back, {{name}}. Here is your operation right now.',
  intro: 'Here is your operation right now.',
  updated: 'Updated {{time}}',
  refreshNow: 'Refresh now',
  refresh: 'Refresh dashboard',
  retry: 'Retry',
  loading: 'Loading dashboard',
  loadFailed: 'The dashboard could not be loaded',
  refreshFailed: 'Could not refresh: {{error}} Showing figures from {{time}}.',
  kpi: {
    guardsOnDuty: 'Guards on duty',
    guardsOnBreak: 'On break',
    activeEvents: 'Active events',
    upcomingEvents: 'Upcoming events',
    unseenAlerts: 'Unseen alerts',
    incidents7d: 'Incidents (7 days)',
    visitorsOnSite: 'Visitors on site',
    openSos: '{{number}} SOS',
  },
  activeEvents: {
    title: 'Active events',
    count: '{{number}} active events',
    table: 'Active events',
    event: 'Event',
    customer: 'Customer',
    ends: 'Ends',
    staffing: 'On duty / assigned',
    staffingLabel: '{{onDuty}} of {{assigned}} assigned guards on duty',
    endsIn: '{{customer}} · ends {{when}}',
    empty: 'No active events right now',
  },
  recentAlerts: {
    title: 'Recent alerts',
    list: 'Recent alerts',
    unseenCount: '{{number}} unseen',
    unseen: 'Unseen',
    types: {
      sos: 'SOS',
      restricted: 'Restricted area',
      geofence: 'Geofence',
      break: 'Break',
      assigned: 'Assignment',
      unassigned: 'Unassigned',
    },
  },
};

/** Keys whose text is the same in every language (checked by translations.test.ts). */
export const sameInEveryLanguage = ['kpi.openSos', 'recentAlerts.types.sos'];

export default dashboard;
