import { useQuery } from '@tanstack/react-query';
import type { Customer } from '../../../../shared/contract/customers.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { customersQueryKey } from './list-customers.ts';

export function customerQueryKey(id: string) {
  return [...customersQueryKey, 'one', id] as const;
}

export function fetchCustomer(id: string, signal?: AbortSignal): Promise<Customer> {
  return apiRequest<Customer>(`/customers/${encodeURIComponent(id)}`, { signal });
}

export function useCustomer(id: string) {
  return useQuery({ queryKey: customerQueryKey(id), queryFn: ({ signal }) => fetchCustomer(id, signal) });
}
