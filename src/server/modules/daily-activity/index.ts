// The daily-activity module's public face: what other modules and the job list may use of it.
export { createDailyActivityIssuer } from './issuer.ts';
export { saveDailyNote } from './service.ts';
