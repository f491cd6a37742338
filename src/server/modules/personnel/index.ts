// The personnel module's public face: the personnel list and a client's time zone (the dashboard's).
export { listPersonnel, timeZoneOfClient } from './service.ts';
