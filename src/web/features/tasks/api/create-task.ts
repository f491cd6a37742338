import type { Task, TaskCreateBody } from '../../../../shared/contract/tasks.ts';
import { taskOperations } from '../../../../shared/contract/tasks.ts';
import { callApi } from '../../../lib/api.ts';
import { useInvalidatingMutation } from '../../../lib/query-hooks.ts';
import { tasksQueryKey } from './list-tasks.ts';

export function createTask(body: TaskCreateBody): Promise<Task> {
  return callApi(taskOperations.create, { body });
}

export function useCreateTask() {
  return useInvalidatingMutation(createTask, tasksQueryKey);
}
