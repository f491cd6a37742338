// The dashboard module's public face: what other modules may use of it.
export { dashboardOf } from './service.ts';
