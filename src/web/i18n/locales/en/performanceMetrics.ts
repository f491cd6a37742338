/** Performance Metrics (docs/product/payroll-and-reports.md#performance-metrics): personnel and event cards of breaks, alerts and OT savings. */
const performanceMetrics = {
  title: 'Reports / Performance Metrics',
  view: {
    label: 'Metrics',
    personnel: 'Personnel Performance Metrics',
    events: 'Event Performance Metrics',
  },
  search: 'Search personnel name',
  role: {
    label: 'Role',
    all: 'All Roles',
    supervisor: 'Supervisors',
    areaManager: 'Area Managers',
    eventManager: 'Event Managers',
  },
  roleLabel: {
    supervisor: 'Supervisor',
    areaManager: 'Area Manager',
    eventManager: 'Event Manager',
  },
  empty: {
    supervisor: 'No supervisors found',
    areaManager: 'No area managers found',
    eventManager: 'No event managers found',
    events: 'No events with activity in this period',
  },
  event: {
    label: 'Event',
    all: 'All Events',
    unknown: 'Event {{id}}',
  },
  unknownClient: 'Unknown Client',
  clientOf: 'Client: {{name}}',
  metrics: {
    breakViolations: 'Break Violations',
    alerts: 'Alerts',
    otSavings: 'OT Savings',
    otSavingsHint: "Pay avoided by clipping clock entries to the event's scheduled start and end",
  },
  loading: 'Loading performance metrics',
  personnelCards: 'Personnel performance cards',
  eventCards: 'Event performance cards',
};
export default performanceMetrics;
