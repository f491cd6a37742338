import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Customer } from '../../../../shared/contract/customers.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { customersQueryKey } from './list-customers.ts';

export function deactivateCustomer(id: string): Promise<Customer> {
  return apiRequest<Customer>(`/customers/${encodeURIComponent(id)}/deactivate`, { method: 'POST' });
}

export function useDeactivateCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deactivateCustomer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customersQueryKey }),
  });
}
