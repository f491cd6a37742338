import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Visitor, visitorOperations } from '../../../../shared/contract/visitors.ts';
import { callApi } from '../../../lib/api.ts';
import { visitorsQueryKey } from './list-visitors.ts';

export function checkOutVisitor({ id }: { id: string }): Promise<Visitor> {
  return callApi(visitorOperations.checkOut, { params: { id } });
}

export function useCheckOutVisitor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: checkOutVisitor,
    onSettled: () => queryClient.invalidateQueries({ queryKey: visitorsQueryKey }),
  });
}
