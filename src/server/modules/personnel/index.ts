// The personnel module's public face: the personnel list and a client's time zone (the dashboard's).
export { type ClockEntryRecord, recordClockEntries } from './history-repository.ts';
export { listPersonnel, timeZoneOfClient } from './service.ts';
