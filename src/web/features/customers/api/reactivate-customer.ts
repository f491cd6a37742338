import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Customer } from '../../../../shared/contract/customers.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { customersQueryKey } from './list-customers.ts';

export function reactivateCustomer(id: string): Promise<Customer> {
  return apiRequest<Customer>(`/customers/${encodeURIComponent(id)}/reactivate`, { method: 'POST' });
}

export function useReactivateCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reactivateCustomer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customersQueryKey }),
  });
}
