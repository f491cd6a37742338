import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Visitor, VisitRequestBody } from '../../../../shared/contract/visitors.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { visitorsQueryKey } from './list-visitors.ts';

export function requestVisit(body: VisitRequestBody): Promise<Visitor> {
  return apiRequest<Visitor>('/visitors/requests', { method: 'POST', body });
}

export function useRequestVisit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestVisit,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: visitorsQueryKey }),
  });
}
