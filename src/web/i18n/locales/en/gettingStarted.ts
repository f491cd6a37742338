/** The Getting started page (/example): the setup steps of an operation, in order, with their progress. */
const gettingStarted = {
  title: 'Getting started',
  subtitle: 'Set up your operation in this order. Each step is ticked off as soon as it is done.',
  progress: '{{done}} of {{total}} steps done',
  progressLabel: 'Setup progress',
  loadFailed: 'The progress of the setup could not be loaded.',
  loading: 'Loading the setup progress',
  done: 'Done',
  toDo: 'To do',
  whoDoes: 'Done by: {{roles}}',
  needs: {
    customer: 'Needs a customer first (step 1).',
    event: 'Needs an event first (step 2).',
  },
  steps: {
    customer: {
      title: 'Add a customer',
      text: 'A customer is the party you guard for: a venue, a mall, a company. Every event belongs to one.',
      count: 'Customers: {{count}}',
      action: 'Add a customer',
    },
    event: {
      title: 'Plan an event',
      text: 'An event is a job at a site over a date range, with its pay rates and payroll budget.',
      count: 'Events you can see: {{count}}',
      action: 'Plan an event',
    },
    zones: {
      title: 'Draw zones on the event',
      text: 'Draw the allowed, break and restricted zones on the event’s map, so leaving one raises an alert.',
      count: '{{withZones}} of {{events}} events have zones',
      action: 'Draw zones',
    },
    guards: {
      title: 'Add personnel and assign guards',
      text: 'Add your guards and supervisors as users, then assign them on the event’s Guards tab.',
      count: 'Events with guards assigned: {{count}} of {{events}}',
      addPeople: 'Add personnel',
      assign: 'Assign guards',
    },
    field: {
      title: 'Guards clock in on their phones',
      text: 'Guards open <bdi>{{address}}</bdi> on their phones, sign in, and clock in when their shift starts.',
      doneText: 'Someone has clocked in on your events.',
      action: 'Open the field app',
    },
    review: {
      title: 'Review alerts and reports',
      text: 'Acknowledge alerts as they come in, review incident reports, and check the payroll and activity reports.',
      doneText: 'Alerts or reports have been reviewed.',
      reports: 'Review incident reports',
      dashboard: 'Open the dashboard',
    },
  },
};

export default gettingStarted;
