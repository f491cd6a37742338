import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PreRegisterVisitorBody, Visitor } from '../../../../shared/contract/visitors.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { visitorsQueryKey } from './list-visitors.ts';

export function preRegisterVisitor(body: PreRegisterVisitorBody): Promise<Visitor> {
  return apiRequest<Visitor>('/visitors', { method: 'POST', body });
}

export function usePreRegisterVisitor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: preRegisterVisitor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: visitorsQueryKey }),
  });
}
