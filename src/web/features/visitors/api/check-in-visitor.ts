import { type CheckInBody, visitorOperations } from '../../../../shared/contract/visitors.ts';
import { callApi } from '../../../lib/api.ts';
import { useInvalidatingMutation } from '../../../lib/query-hooks.ts';
import { visitorsQueryKey } from './list-visitors.ts';

export function checkInVisitor({ id, ...body }: CheckInBody & { id: string }) {
  return callApi(visitorOperations.checkIn, { params: { id }, body });
}

/** Refreshes the lists whatever the answer: a 409 means someone else changed the visitor meanwhile. */
export function useCheckInVisitor() {
  return useInvalidatingMutation(checkInVisitor, visitorsQueryKey, 'settled');
}
