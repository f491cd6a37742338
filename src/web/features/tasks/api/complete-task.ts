import type { Task } from '../../../../shared/contract/tasks.ts';
import { taskOperations } from '../../../../shared/contract/tasks.ts';
import { callApi } from '../../../lib/api.ts';
import { useInvalidatingMutation } from '../../../lib/query-hooks.ts';
import { tasksQueryKey } from './list-tasks.ts';

/** Marks a task done (its assignee, or a supervisor and up). */
export function completeTask(id: string): Promise<Task> {
  return callApi(taskOperations.complete, { params: { id } });
}

export function useCompleteTask() {
  return useInvalidatingMutation(completeTask, tasksQueryKey);
}
