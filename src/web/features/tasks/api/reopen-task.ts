import type { Task } from '../../../../shared/contract/tasks.ts';
import { taskOperations } from '../../../../shared/contract/tasks.ts';
import { callApi } from '../../../lib/api.ts';
import { useInvalidatingMutation } from '../../../lib/query-hooks.ts';
import { tasksQueryKey } from './list-tasks.ts';

/** Sets a done task back to open (its assignee, or a supervisor and up). */
export function reopenTask(id: string): Promise<Task> {
  return callApi(taskOperations.reopen, { params: { id } });
}

export function useReopenTask() {
  return useInvalidatingMutation(reopenTask, tasksQueryKey);
}
