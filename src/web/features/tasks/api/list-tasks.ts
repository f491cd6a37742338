import type { TaskListQuery, TaskListResponse } from '../../../../shared/contract/tasks.ts';
import { taskOperations } from '../../../../shared/contract/tasks.ts';
import { callApi } from '../../../lib/api.ts';
import { usePagedListQuery } from '../../../lib/query-hooks.ts';

export type TaskListParams = Partial<TaskListQuery>;

/** Every tasks query starts with this key, so a write can refresh them all. */
export const tasksQueryKey = ['tasks'] as const;

export function fetchTasks(params: TaskListParams, signal?: AbortSignal): Promise<TaskListResponse> {
  return callApi(taskOperations.list, { query: params, signal });
}

/** One page of the tasks the caller may see; the previous page stays on screen while the next loads. */
export function useTasks(params: TaskListParams) {
  return usePagedListQuery(tasksQueryKey, params, fetchTasks);
}
