// The tasks module's public face: the caller's own tasks, for the guard's dashboard.
export { recordTasks, type TaskRecord } from './history-repository.ts';
export { tasksAssignedToCaller } from './service.ts';
