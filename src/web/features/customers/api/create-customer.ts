import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Customer, CustomerCreateBody } from '../../../../shared/contract/customers.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { customersQueryKey } from './list-customers.ts';

export function createCustomer(body: CustomerCreateBody): Promise<Customer> {
  return apiRequest<Customer>('/customers', { method: 'POST', body });
}

export function useCreateCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCustomer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customersQueryKey }),
  });
}
