import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Task, TaskCreateBody } from '../../../../shared/contract/tasks.ts';
import { taskOperations } from '../../../../shared/contract/tasks.ts';
import { callApi } from '../../../lib/api.ts';
import { tasksQueryKey } from './list-tasks.ts';

export function createTask(body: TaskCreateBody): Promise<Task> {
  return callApi(taskOperations.create, { body });
}

export function useCreateTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTask,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tasksQueryKey }),
  });
}
