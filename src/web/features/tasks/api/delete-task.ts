import { taskOperations } from '../../../../shared/contract/tasks.ts';
import { callApi } from '../../../lib/api.ts';
import { useInvalidatingMutation } from '../../../lib/query-hooks.ts';
import { tasksQueryKey } from './list-tasks.ts';

export function deleteTask(id: string): Promise<void> {
  return callApi(taskOperations.remove, { params: { id } });
}

export function useDeleteTask() {
  return useInvalidatingMutation(deleteTask, tasksQueryKey);
}
