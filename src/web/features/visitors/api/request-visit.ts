import { type Visitor, type VisitRequestBody, visitorOperations } from '../../../../shared/contract/visitors.ts';
import { callApi } from '../../../lib/api.ts';
import { useInvalidatingMutation } from '../../../lib/query-hooks.ts';
import { visitorsQueryKey } from './list-visitors.ts';

export function requestVisit(body: VisitRequestBody): Promise<Visitor> {
  return callApi(visitorOperations.requestVisit, { body });
}

export function useRequestVisit() {
  return useInvalidatingMutation(requestVisit, visitorsQueryKey);
}
