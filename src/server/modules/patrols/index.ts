// The patrols module's public face: the scheduled visit check, and whether a patrol shift may scan a checkpoint
// of a site on its route (the scan rule of the tours module asks).

export {
  type PatrolAssignmentRecord,
  type PatrolRouteRecord,
  type PatrolRouteStopRecord,
  type PatrolVisitRecord,
  recordPatrols,
} from './history-repository.ts';
export { shiftPatrolsCheckpoint } from './repository.ts';
export { judgePatrolVisits, patrolJobs } from './visit-check.ts';
