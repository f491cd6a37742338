/** Navigation titles, keyed by the `translate` id of each entry of the navigation table (src/shared/navigation.ts). */
const nav = {
  DASHBOARD: 'Dashboard',
  CLIENTS: 'Clients',
  EVENTS: 'Events',
  PERSONNEL: 'Personnel',
  VISITORS: 'Visitors',
  MAP: 'Real-Time Map',
  MESSENGER: 'Messenger',
  REPORTS: 'Reports',
  INCIDENT_REPORTS: 'Incident Reports',
  ACTIVITY_LOGS: 'Activity Logs',
  COMPLIANCE_REPORTS: 'Compliance Reports',
  PERFORMANCE_METRICS: 'Performance Metrics',
  CUSTOM_REPORTS: 'Custom Reports',
  PAYROLL_REPORTS: 'Payroll Reports',
  FINANCIAL_REPORTS: 'Financial Reports',
  USERS: 'Users',
  PROFILE: 'Profile',
  CUSTOMERS: 'Customers',
  CUSTOMER_USERS: 'Customer Users',
  TASKS: 'Tasks',
  BREAKS: 'Breaks',
  BADGES: 'Badges',
  FIELD: 'Field app',
  AUDIT: 'Audit log',
};

export default nav;
