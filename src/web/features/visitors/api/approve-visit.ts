import { type Visitor, visitorOperations } from '../../../../shared/contract/visitors.ts';
import { callApi } from '../../../lib/api.ts';
import { useInvalidatingMutation } from '../../../lib/query-hooks.ts';
import { visitorsQueryKey } from './list-visitors.ts';

export function approveVisit({ id, note }: { id: string; note?: string | undefined }): Promise<Visitor> {
  return callApi(visitorOperations.approve, { params: { id }, body: { note } });
}

export function useApproveVisit() {
  return useInvalidatingMutation(approveVisit, visitorsQueryKey, 'settled');
}
