/** The audit log viewer (/audit). */
const audit = {
  title: 'Audit log',
  note: 'Who did what to which record, when and from which address. Entries are written by the server with every change and cannot be edited.',
  gridLabel: 'Audit log entries',
  empty: 'No audited actions in this period.',
  noMatch: 'No entries match these filters.',
  loadFailed: 'The audit log could not be loaded.',
  system: 'System',
  shown: 'From {{from}} to {{to}}',
  period: {
    label: 'Period',
    last24h: 'Last 24 hours',
    last7d: 'Last 7 days',
    last30d: 'Last 30 days',
    custom: 'Custom',
    from: 'From',
    to: 'To',
    invalidDay: 'Enter a day',
    toBeforeFrom: 'Must be on or after the start',
    tooLong: 'At most 400 days',
  },
  filters: {
    person: 'Person',
    action: 'Action',
    allOf: '{{prefix}}* (all)',
    entity: 'Record type',
    anyEntity: 'Any record type',
    entityId: 'Record id',
    clear: 'Clear filters',
    noOptions: 'Nothing in this period',
  },
  columns: {
    at: 'Time',
    actor: 'Person',
    action: 'Action',
    record: 'Record',
    ip: 'Address',
    requestId: 'Request id',
    data: 'Data',
  },
  details: {
    open: 'Show details',
    title: 'Audit entry',
    at: 'Time',
    actor: 'Person',
    action: 'Action',
    entity: 'Record type',
    entityId: 'Record id',
    ip: 'Address',
    requestId: 'Request id',
    data: 'Data',
    noData: 'No data recorded.',
    none: '—',
    loadFailed: 'This entry could not be loaded.',
  },
};

/** Keys whose text is the same in every language (checked by translations.test.ts). */
export const sameInEveryLanguage = ['details.none'];

export default audit;
