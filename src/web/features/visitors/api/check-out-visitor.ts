import { type Visitor, visitorOperations } from '../../../../shared/contract/visitors.ts';
import { callApi } from '../../../lib/api.ts';
import { useInvalidatingMutation } from '../../../lib/query-hooks.ts';
import { visitorsQueryKey } from './list-visitors.ts';

export function checkOutVisitor({ id }: { id: string }): Promise<Visitor> {
  return callApi(visitorOperations.checkOut, { params: { id } });
}

export function useCheckOutVisitor() {
  return useInvalidatingMutation(checkOutVisitor, visitorsQueryKey, 'settled');
}
