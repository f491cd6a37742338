import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { customersQueryKey } from './list-customers.ts';

/** Refused (409, with the reason) while the customer has events or user accounts. */
export function deleteCustomer(id: string): Promise<void> {
  return apiRequest<void>(`/customers/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCustomer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customersQueryKey }),
  });
}
