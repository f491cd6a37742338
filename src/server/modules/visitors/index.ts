// The visitors module's public face: the visitor counts and a day's visitors, for the dashboards.
export {
  recordVisitors,
  recordWatchListEntries,
  type VisitorRecord,
  type WatchListRecord,
} from './history-repository.ts';
export { visitorJobs } from './retention.ts';
export { visitorCounts, visitorsBetween } from './service.ts';
