import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Visitor, type VisitRequestBody, visitorOperations } from '../../../../shared/contract/visitors.ts';
import { callApi } from '../../../lib/api.ts';
import { visitorsQueryKey } from './list-visitors.ts';

export function requestVisit(body: VisitRequestBody): Promise<Visitor> {
  return callApi(visitorOperations.requestVisit, { body });
}

export function useRequestVisit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestVisit,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: visitorsQueryKey }),
  });
}
