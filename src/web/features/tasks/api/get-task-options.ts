import { useQuery } from '@tanstack/react-query';
import type { TaskOptions } from '../../../../shared/contract/tasks.ts';
import { taskOperations } from '../../../../shared/contract/tasks.ts';
import { callApi } from '../../../lib/api.ts';
import { tasksQueryKey } from './list-tasks.ts';

export function fetchTaskOptions(signal?: AbortSignal): Promise<TaskOptions> {
  return callApi(taskOperations.options, { signal });
}

/** The events and people a new task may name (for those who manage tasks). */
export function useTaskOptions(enabled: boolean) {
  return useQuery({
    queryKey: [...tasksQueryKey, 'options'],
    queryFn: ({ signal }) => fetchTaskOptions(signal),
    enabled,
  });
}
