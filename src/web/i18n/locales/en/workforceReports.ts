/** Shared by the workforce and finance report pages (docs/product/payroll-and-reports.md): the period and client filters, fallbacks. */
const workforceReports = {
  period: {
    from: 'From',
    to: 'To',
    presets: 'Period',
    preset: {
      thisMonth: 'This month',
      lastMonth: 'Last month',
      last30Days: 'Last 30 days',
      last3Months: 'Last 3 months',
      thisYear: 'This year',
    },
    invalidDay: 'Enter a valid date',
    toBeforeFrom: 'Must be on or after the start',
    tooLong: 'At most 400 days',
    fixPeriod: 'Correct the period to see the report.',
  },
  client: {
    label: 'Client',
    all: 'All Clients',
    loading: 'Loading…',
  },
  loadFailed: 'The report could not be loaded.',
  grid: {
    columns: 'Columns',
    filters: 'Filters',
    density: 'Density',
    densities: { compact: 'Compact', standard: 'Standard', comfortable: 'Comfortable' },
    search: 'Search…',
  },
};
export default workforceReports;
