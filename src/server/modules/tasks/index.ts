// The tasks module's public face: the caller's own tasks, for the guard's dashboard.
export { tasksAssignedToCaller } from './service.ts';
