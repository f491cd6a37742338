const quickPanel = {
  title: 'Quick panel',
  open: 'Open the quick panel',
  today: 'Today',
  myShift: 'My shift',
  clock: { off: 'Not clocked in', onDuty: 'On duty', onBreak: 'On break' },
  since: 'since {{time}}',
  breakLength: 'Break of {{minutes}} min',
  noEvent: 'No event assigned to you right now.',
  recentAlerts: 'Recent alerts',
  noAlerts: 'No alerts available',
  loading: 'Loading the quick panel',
  loadFailed: 'Could not load your status. It will retry shortly.',
};

export default quickPanel;
