import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Visitor, visitorOperations } from '../../../../shared/contract/visitors.ts';
import { callApi } from '../../../lib/api.ts';
import { visitorsQueryKey } from './list-visitors.ts';

export function approveVisit({ id, note }: { id: string; note?: string | undefined }): Promise<Visitor> {
  return callApi(visitorOperations.approve, { params: { id }, body: { note } });
}

export function useApproveVisit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveVisit,
    onSettled: () => queryClient.invalidateQueries({ queryKey: visitorsQueryKey }),
  });
}
