// The breaks module's public face: the breaks list as the workforce reports read it.
export { type BreakRecord, recordBreaks } from './history-repository.ts';
export type { BreakFilter, BreakRow } from './repository.ts';
export { breaksMatching } from './service.ts';
