import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Task, TaskUpdateBody } from '../../../../shared/contract/tasks.ts';
import { taskOperations } from '../../../../shared/contract/tasks.ts';
import { callApi } from '../../../lib/api.ts';
import { tasksQueryKey } from './list-tasks.ts';

export function updateTask(id: string, body: TaskUpdateBody): Promise<Task> {
  return callApi(taskOperations.update, { params: { id }, body });
}

export function useUpdateTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: TaskUpdateBody }) => updateTask(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tasksQueryKey }),
  });
}
