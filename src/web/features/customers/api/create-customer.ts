import { type Customer, type CustomerCreateBody, customerOperations } from '../../../../shared/contract/customers.ts';
import { callApi } from '../../../lib/api.ts';
import { useInvalidatingMutation } from '../../../lib/query-hooks.ts';
import { customersQueryKey } from './list-customers.ts';

export function createCustomer(body: CustomerCreateBody): Promise<Customer> {
  return callApi(customerOperations.create, { body });
}

export function useCreateCustomer() {
  return useInvalidatingMutation(createCustomer, customersQueryKey);
}
