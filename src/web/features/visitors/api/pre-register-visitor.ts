import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type PreRegisterVisitorBody, type Visitor, visitorOperations } from '../../../../shared/contract/visitors.ts';
import { callApi } from '../../../lib/api.ts';
import { visitorsQueryKey } from './list-visitors.ts';

export function preRegisterVisitor(body: PreRegisterVisitorBody): Promise<Visitor> {
  return callApi(visitorOperations.preRegister, { body });
}

export function usePreRegisterVisitor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: preRegisterVisitor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: visitorsQueryKey }),
  });
}
