// The map module's public face: what other modules may use of it.
export type { GuardRow } from './repository.ts';
export { isOutOfZone, onDutyGuards } from './service.ts';
