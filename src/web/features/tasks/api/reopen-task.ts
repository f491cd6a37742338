import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Task } from '../../../../shared/contract/tasks.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { tasksQueryKey } from './list-tasks.ts';

/** Sets a done task back to open (its assignee, or a supervisor and up). */
export function reopenTask(id: string): Promise<Task> {
  return apiRequest<Task>(`/tasks/${encodeURIComponent(id)}/reopen`, { method: 'POST' });
}

export function useReopenTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reopenTask,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tasksQueryKey }),
  });
}
