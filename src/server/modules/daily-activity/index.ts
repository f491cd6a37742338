// The daily-activity module's public face: what other modules and the job list may use of it.
export { type DailyNoteRecord, recordDailyNotes } from './history.ts';
export { createDailyActivityIssuer } from './issuer.ts';
