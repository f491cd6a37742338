import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Visitor, visitorOperations } from '../../../../shared/contract/visitors.ts';
import { callApi } from '../../../lib/api.ts';
import { visitorsQueryKey } from './list-visitors.ts';

export function declineVisit({ id, note }: { id: string; note?: string | undefined }): Promise<Visitor> {
  return callApi(visitorOperations.decline, { params: { id }, body: { note } });
}

export function useDeclineVisit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: declineVisit,
    onSettled: () => queryClient.invalidateQueries({ queryKey: visitorsQueryKey }),
  });
}
