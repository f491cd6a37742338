import { useMutation, useQueryClient } from '@tanstack/react-query';
import { taskOperations } from '../../../../shared/contract/tasks.ts';
import { callApi } from '../../../lib/api.ts';
import { tasksQueryKey } from './list-tasks.ts';

export function deleteTask(id: string): Promise<void> {
  return callApi(taskOperations.remove, { params: { id } });
}

export function useDeleteTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTask,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tasksQueryKey }),
  });
}
