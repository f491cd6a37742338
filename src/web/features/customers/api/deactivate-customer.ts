import { type Customer, customerOperations } from '../../../../shared/contract/customers.ts';
import { callApi } from '../../../lib/api.ts';
import { useInvalidatingMutation } from '../../../lib/query-hooks.ts';
import { customersQueryKey } from './list-customers.ts';

export function deactivateCustomer(id: string): Promise<Customer> {
  return callApi(customerOperations.deactivate, { params: { id } });
}

export function useDeactivateCustomer() {
  return useInvalidatingMutation(deactivateCustomer, customersQueryKey);
}
