import type { QueryClient } from '@tanstack/react-query';
import type { TaskListQuery, TaskListResponse } from '../../../../shared/contract/tasks.ts';
import { taskOperations } from '../../../../shared/contract/tasks.ts';
import { callApi, pathKeyOf } from '../../../lib/api.ts';
import { prefetchPagedList, usePagedListQuery } from '../../../lib/query-hooks.ts';

export type TaskListParams = Partial<TaskListQuery>;

/** Every tasks query is under this key, so a write can refresh them all. */
export const tasksQueryKey = pathKeyOf(taskOperations.list);

export function fetchTasks(params: TaskListParams, signal?: AbortSignal): Promise<TaskListResponse> {
  return callApi(taskOperations.list, { query: params, signal });
}

/** One page of the tasks the caller may see; the previous page stays on screen while the next loads. */
export function useTasks(params: TaskListParams) {
  return usePagedListQuery(taskOperations.list, params, fetchTasks);
}

/** What the tasks screen asks for first: the open tasks, soonest due first, 25 a page. */
export const firstTasksPage: TaskListParams = { state: 'open', sort: 'dueAt', order: 'asc', page: 1, limit: 25 };

/** The first page into the cache under the key the tasks screen reads first. */
export function prefetchFirstTasksPage(client: QueryClient): Promise<void> {
  return prefetchPagedList(client, taskOperations.list, firstTasksPage, fetchTasks);
}
