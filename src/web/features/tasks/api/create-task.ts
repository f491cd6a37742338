import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Task, TaskCreateBody } from '../../../../shared/contract/tasks.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { tasksQueryKey } from './list-tasks.ts';

export function createTask(body: TaskCreateBody): Promise<Task> {
  return apiRequest<Task>('/tasks', { method: 'POST', body });
}

export function useCreateTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTask,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tasksQueryKey }),
  });
}
