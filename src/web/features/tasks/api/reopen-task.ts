import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Task } from '../../../../shared/contract/tasks.ts';
import { taskOperations } from '../../../../shared/contract/tasks.ts';
import { callApi } from '../../../lib/api.ts';
import { tasksQueryKey } from './list-tasks.ts';

/** Sets a done task back to open (its assignee, or a supervisor and up). */
export function reopenTask(id: string): Promise<Task> {
  return callApi(taskOperations.reopen, { params: { id } });
}

export function useReopenTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reopenTask,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tasksQueryKey }),
  });
}
