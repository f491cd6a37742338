import { customerOperations } from '../../../../shared/contract/customers.ts';
import { callApi } from '../../../lib/api.ts';
import { useInvalidatingMutation } from '../../../lib/query-hooks.ts';
import { customersQueryKey } from './list-customers.ts';

/** Refused (409, with the reason) while the customer has events or user accounts. */
export function deleteCustomer(id: string): Promise<void> {
  return callApi(customerOperations.remove, { params: { id } });
}

export function useDeleteCustomer() {
  return useInvalidatingMutation(deleteCustomer, customersQueryKey);
}
