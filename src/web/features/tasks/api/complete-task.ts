import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Task } from '../../../../shared/contract/tasks.ts';
import { taskOperations } from '../../../../shared/contract/tasks.ts';
import { callApi } from '../../../lib/api.ts';
import { tasksQueryKey } from './list-tasks.ts';

/** Marks a task done (its assignee, or a supervisor and up). */
export function completeTask(id: string): Promise<Task> {
  return callApi(taskOperations.complete, { params: { id } });
}

export function useCompleteTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeTask,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tasksQueryKey }),
  });
}
