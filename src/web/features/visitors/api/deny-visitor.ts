import { visitorOperations } from '../../../../shared/contract/visitors.ts';
import { callApi } from '../../../lib/api.ts';
import { useInvalidatingMutation } from '../../../lib/query-hooks.ts';
import { visitorsQueryKey } from './list-visitors.ts';

/** The front desk turns an expected visitor away (after a watch-list warning): the visit is denied. */
export function denyVisitor({ id, note }: { id: string; note?: string | undefined }) {
  return callApi(visitorOperations.deny, { params: { id }, body: { note } });
}

export function useDenyVisitor() {
  return useInvalidatingMutation(denyVisitor, visitorsQueryKey, 'settled');
}
