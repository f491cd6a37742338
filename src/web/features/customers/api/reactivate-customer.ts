import { type Customer, customerOperations } from '../../../../shared/contract/customers.ts';
import { callApi } from '../../../lib/api.ts';
import { useInvalidatingMutation } from '../../../lib/query-hooks.ts';
import { customersQueryKey } from './list-customers.ts';

export function reactivateCustomer(id: string): Promise<Customer> {
  return callApi(customerOperations.reactivate, { params: { id } });
}

export function useReactivateCustomer() {
  return useInvalidatingMutation(reactivateCustomer, customersQueryKey);
}
