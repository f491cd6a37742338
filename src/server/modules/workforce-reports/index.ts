// The workforce-reports module's public face: what other modules may use of it.
export { financialSummary } from './service.ts';
