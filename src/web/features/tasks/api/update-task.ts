import type { Task, TaskUpdateBody } from '../../../../shared/contract/tasks.ts';
import { taskOperations } from '../../../../shared/contract/tasks.ts';
import { callApi } from '../../../lib/api.ts';
import { useInvalidatingMutation } from '../../../lib/query-hooks.ts';
import { tasksQueryKey } from './list-tasks.ts';

export function updateTask(id: string, body: TaskUpdateBody): Promise<Task> {
  return callApi(taskOperations.update, { params: { id }, body });
}

export function useUpdateTask() {
  return useInvalidatingMutation(
    ({ id, body }: { id: string; body: TaskUpdateBody }) => updateTask(id, body),
    tasksQueryKey,
  );
}
