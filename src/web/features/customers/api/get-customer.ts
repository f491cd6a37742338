import { useQuery } from '@tanstack/react-query';
import { type Customer, customerOperations } from '../../../../shared/contract/customers.ts';
import { callApi } from '../../../lib/api.ts';
import { customersQueryKey } from './list-customers.ts';

export function customerQueryKey(id: string) {
  return [...customersQueryKey, 'one', id] as const;
}

export function fetchCustomer(id: string, signal?: AbortSignal): Promise<Customer> {
  return callApi(customerOperations.get, { params: { id }, signal });
}

export function useCustomer(id: string) {
  return useQuery({ queryKey: customerQueryKey(id), queryFn: ({ signal }) => fetchCustomer(id, signal) });
}
