// The visitors module's public face: the visitor counts and a day's visitors, for the dashboards.
export { visitorCounts, visitorsBetween } from './service.ts';
