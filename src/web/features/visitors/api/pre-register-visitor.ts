import { type PreRegisterVisitorBody, type Visitor, visitorOperations } from '../../../../shared/contract/visitors.ts';
import { callApi } from '../../../lib/api.ts';
import { useInvalidatingMutation } from '../../../lib/query-hooks.ts';
import { visitorsQueryKey } from './list-visitors.ts';

export function preRegisterVisitor(body: PreRegisterVisitorBody): Promise<Visitor> {
  return callApi(visitorOperations.preRegister, { body });
}

export function usePreRegisterVisitor() {
  return useInvalidatingMutation(preRegisterVisitor, visitorsQueryKey);
}
