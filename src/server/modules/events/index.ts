// The events module's public face: what other modules may use of it.
export { addEventAssignment } from './assignment-service.ts';
export type { EventRow } from './repository.ts';
export { visibleEvent } from './service.ts';
