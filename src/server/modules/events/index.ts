// The events module's public face: what other modules may use of it.
export { addEventAssignment } from './assignment-service.ts';
export {
  type EventAssignmentRecord,
  type EventNoteRecord,
  type EventRecord,
  type GeofenceRecord,
  type RestrictedAreaRecord,
  recordEventAssignments,
  recordEventNotes,
  recordEvents,
  recordGeofences,
  recordRestrictedAreas,
} from './history-repository.ts';
export { type EventRow, findCurrentAssignment } from './repository.ts';
export { visibleEvent } from './service.ts';
